package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The LeetCode valid-sudoku check, done properly: every conflict named with its cells. */
class ValidationTest {
  static final Regions NINE = Regions.standard(Shape.NINE);

  @Test
  void rowConflict() {
    Grid g = Grid.empty(Shape.NINE).with(2, 0, 5).with(2, 6, 5);
    List<Conflict> c = NINE.conflicts(g);
    assertEquals(1, c.size());
    assertEquals("5 appears twice in row 3: r3c1 and r3c7", c.get(0).message());
  }

  @Test
  void columnAndBoxConflicts() {
    Grid g = Grid.empty(Shape.NINE).with(0, 4, 9).with(7, 4, 9).with(3, 3, 2).with(5, 5, 2);
    List<String> messages = NINE.conflicts(g).stream().map(Conflict::message).toList();
    assertEquals(List.of("9 appears twice in column 5: r1c5 and r8c5",
        "2 appears twice in box 5: r4c4 and r6c6"), messages);
  }

  @Test
  void diagonalConflictOnlyInSudokuX() {
    Grid g = Grid.empty(Shape.NINE).with(0, 0, 7).with(8, 8, 7);
    assertTrue(NINE.conflicts(g).isEmpty());
    assertEquals("7 appears twice in diagonal 1: r1c1 and r9c9",
        Regions.x(Shape.NINE).conflicts(g).get(0).message());
  }

  @Test
  void solverRefusesConflictingGivensBeforeSearching() {
    Grid g = Grid.empty(Shape.forSide(16)).with(0, 0, 16).with(0, 15, 16).with(1, 0, 16);
    InvalidGridException e = assertThrows(InvalidGridException.class,
        () -> Sudoku.solver().solve(g));
    assertEquals("G appears twice in row 1: r1c1 and r1c16 (and 2 more)", e.getMessage());
    assertEquals(3, e.conflicts().size());
  }

  @Test
  void aValidGridWithoutSolutionIsAnAnswer() {
    // Row 1 leaves only 9 for r1c9, but column 9 already has a 9: consistent givens, no solution.
    Grid g = Sudoku.parse("12345678." + "........9" + ".".repeat(63));
    assertTrue(NINE.conflicts(g).isEmpty());
    Answer a = Sudoku.solver().solve(g);
    assertEquals(Verdict.NONE, a.verdict());
    assertEquals(0, a.count());
  }

  @Test
  void gridValuesAreChecked() {
    assertEquals("r1c3: value 10 is out of range 0..9", assertThrows(
        IllegalArgumentException.class, () -> Grid.empty(Shape.NINE).with(0, 2, 10))
        .getMessage());
    assertThrows(IllegalArgumentException.class, () -> Grid.of(Shape.NINE, new int[80]));
    assertThrows(IllegalArgumentException.class,
        () -> NINE.conflicts(Grid.empty(Shape.forSide(4))));
  }
}
