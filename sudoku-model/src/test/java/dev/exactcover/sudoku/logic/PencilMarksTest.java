package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import org.junit.jupiter.api.Test;

/** Pencil marks: both text forms, and rating from marks a person has already worked on. */
class PencilMarksTest {
  private static final String EULER1 =
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  @Test
  void bothFormsReadBackWhatIsWritten() {
    PencilMarks pm = PencilMarks.of(Sudoku.parse(EULER1));
    assertEquals(729, pm.toSukaku().length());
    PencilMarks sukaku = PencilMarks.parse(pm.toSukaku());
    PencilMarks grid = PencilMarks.parse(pm.toGridText());
    assertEquals(pm.toSukaku(), sukaku.toSukaku());
    assertEquals(pm.toSukaku(), grid.toSukaku());
    // a cell with one candidate is read as filled: the givens, and r5c6, r5c7, r9c4 here
    assertTrue(Sudoku.parse(EULER1).isExtendedBy(grid.grid()));
    assertEquals(Sudoku.parse(EULER1).clues() + 3, grid.grid().clues());
    assertTrue(PencilMarks.looksLikeMarks(pm.toGridText()));
    assertTrue(PencilMarks.looksLikeMarks(pm.toSukaku()));
    assertFalse(PencilMarks.looksLikeMarks(EULER1), "a plain puzzle line is no candidate grid");
  }

  @Test
  void badMarksAreNamed() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> PencilMarks.parse("2" + ".".repeat(728)));
    assertEquals("Sukaku character 1 is '2': cell r1c1 may hold 1 or '.' there", e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> PencilMarks.parse("12 34"));
    assertTrue(e.getMessage().startsWith("a candidate grid has 81 cells"), e.getMessage());
  }

  @Test
  void ratingFromMarksContinuesWhereThePersonIs() {
    Grid puzzle = Sudoku.parse(EULER1);
    Rating whole = NINE.rate(puzzle);
    PencilMarks pm = PencilMarks.of(puzzle);
    for (int i = 0; i < 10; i++) {
      pm = pm.after(whole.steps().get(i));
    }
    Rating rest = NINE.rate(pm.grid(), pm.masks());
    assertEquals(whole.steps().size() - 10, rest.steps().size());
    for (Step s : rest.steps()) {
      pm = pm.after(s);
    }
    assertTrue(pm.isSolved());
    assertTrue(NINE.regions().isSolved(pm.grid()));
  }

  @Test
  void marksWithoutTheSolutionAreRefused() {
    Grid puzzle = Sudoku.parse(EULER1);
    Grid solution = Sudoku.solver().solve(puzzle).solution();
    int[] masks = PencilMarks.of(puzzle).masks();
    int cell = 0;
    masks[cell] &= ~(1 << (solution.get(cell) - 1));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> NINE.rate(puzzle, masks));
    assertEquals("the pencil marks admit no solution", e.getMessage());
  }
}
