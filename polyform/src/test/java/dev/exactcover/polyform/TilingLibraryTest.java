package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a tiling command needs from the library: cells named as in a spec, a numbered solution
 * as JSON, all solutions from the distinct ones, and a problem file that names no program.
 */
class TilingLibraryTest {
  @Test
  void cellsAreParsedAsTheirNamesAreWritten() {
    assertEquals(new Cell(3, 10, 0, ""), Cell.parse("3a", 2));
    assertEquals(new Cell(0, 1, 61, ""), Cell.parse("01Z", 3));
    for (Cell c : Examples.scott().box().cells()) {
      assertEquals(c, Cell.parse(c.name(2), 2), "the name of " + c);
    }
  }

  @Test
  void aBadCellNameIsRefusedInWords() {
    for (String bad : new String[] {"3", "3ab", "3-", "\u00e9a", ""}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Cell.parse(bad, 2), bad);
      assertEquals("a cell is 2 radix-62 digits (0-9, a-z, A-Z), as in the spec",
          e.getMessage());
    }
    assertTrue(assertThrows(IllegalArgumentException.class, () -> Cell.parse("012", 4))
        .getMessage().contains("2 or 3 dimensions"));
  }

  @Test
  void aNumberedSolutionIsTheSameJsonWithItsNumberFirst() {
    Tiling t = Examples.pentominoes(3, 20);
    List<Arrangement> all = DrawingTest.all(t);
    assertEquals(8, all.size());
    for (int k = 0; k < all.size(); k++) {
      String plain = Drawing.json(t, all.get(k));
      String numbered = Drawing.json(t, all.get(k), k + 1);
      assertEquals("{\"solution\":" + (k + 1) + "," + plain.substring(1), numbered);
    }
  }

  /**
   * Scott's square (the 8x8 board without its centre, Scott 1958): 65 classes under its 8
   * symmetries, 520 solutions.
   */
  @Test
  void allSolutionsFromTheDistinctOnes() {
    Tiling scott = Examples.scott();
    BigInteger distinct = scott.distinctProblem(Equivalence.SYMMETRY).orElseThrow().newSolver()
        .search(Limits.none()).solutionCount();
    BigInteger all = scott.solutionsFromDistinct(distinct, Equivalence.SYMMETRY);
    assertEquals(BigInteger.valueOf(520), all);
    assertEquals(distinct, scott.solutionsFromDistinct(distinct, Equivalence.NONE));
    assertThrows(IllegalArgumentException.class,
        () -> scott.solutionsFromDistinct(BigInteger.valueOf(-1), Equivalence.SYMMETRY));
  }

  @Test
  void theProblemFileNamesNoProgram() {
    String dlx = Examples.pentominoes(3, 20).toDlx();
    assertFalse(dlx.contains("exactcover") || dlx.contains("command"), dlx.lines().limit(20)
        .reduce("", (a, b) -> a + b + "\n"));
  }

  /**
   * Holes named as a spec names cells: the 3x20 box with its two end columns' corners taken out
   * holds no pentomino tiling (58 cells); a bad name or a cell outside the box is named.
   */
  @Test
  void holesByName() {
    Tiling t = Examples.pentominoes(3, 20);
    Tiling holed = t.withHoleNames(List.of("00", "2j"));
    assertEquals(58, holed.box().cells().size());
    assertEquals(BigInteger.ZERO, holed.count(Equivalence.NONE, Method.RESTRICTED, 1)
        .solutions());
    IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
        () -> t.withHoleNames(List.of("00", "%1")));
    assertTrue(bad.getMessage().startsWith("%1: "), bad.getMessage());
    IllegalArgumentException out = assertThrows(IllegalArgumentException.class,
        () -> t.withHoleNames(List.of("50")));
    assertEquals("50: that cell is not in the box", out.getMessage());
  }
}
