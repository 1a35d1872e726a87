package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules an input gives its puzzles: a {@code # rules:} line, or a JSON line's fields. */
class RulesLineTest {
  private static final String P = "1..." + "...." + "...." + "...2";

  @Test
  void aRulesLineHoldsForThePuzzlesAfterIt() {
    List<PuzzleEntry> e = HonestReadingTest.readText(P + "\n# rules: X\n" + P + "\n" + P
        + "\n# rules: classic\n" + P + "\n");
    assertEquals(4, e.size());
    assertNull(e.get(0).rules());
    assertEquals(Regions.x(Shape.forSide(4)), e.get(1).rules());
    assertEquals(Regions.x(Shape.forSide(4)), e.get(2).rules());
    assertEquals(Regions.standard(Shape.forSide(4)), e.get(3).rules());
  }

  @Test
  void jigsawMapsFromALineAndFromJson() {
    String map = "aabb aabb ccdd ccdd".replace("aabb aabb", "aaab abbb");
    Regions jig = Regions.jigsaw(Shape.forSide(4), map);
    List<PuzzleEntry> e = HonestReadingTest.readText("# rules: jigsaw " + map + "\n" + P + "\n"
        + "{\"puzzle\":\"" + P + "\",\"rules\":\"jigsaw\",\"regions\":\"aaab\\nabbb\\nccdd\\nccdd\\n\"}\n");
    assertEquals(jig, e.get(0).rules());
    assertEquals(jig, e.get(1).rules());
  }

  @Test
  void rulesThatDoNotFitAreAnError() {
    List<PuzzleEntry> e = HonestReadingTest.readText("# rules: jigsaw abc\n" + P + "\n");
    assertFalse(e.get(0).isValid());
    assertTrue(e.get(0).error().getMessage().contains("do not fit"), e.get(0).error().getMessage());
    assertEquals(1, e.get(0).error().line());
  }
}
