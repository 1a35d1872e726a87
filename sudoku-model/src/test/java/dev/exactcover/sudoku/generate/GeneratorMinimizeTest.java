package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Finding the givens that can go, and minimizing a puzzle, on puzzles that are not minimal. */
class GeneratorMinimizeTest {
  private final SudokuSolver solver = Sudoku.solver();
  private final Generator generator = Generator.builder().build();

  /** A top95 puzzle with {@code extra} more givens from its solution, at seeded random cells. */
  private static Grid padded(int index, int extra, long seed) {
    Grid puzzle = GenData.puzzles("sudoku9/top95.txt").get(index);
    Grid solution = GenData.solutions("sudoku9/top95.solutions", Shape.NINE).get(index);
    SplittableRandom random = new SplittableRandom(seed);
    while (extra > 0) {
      int c = random.nextInt(81);
      if (puzzle.get(c) == 0) {
        puzzle = puzzle.with(c, solution.get(c));
        extra--;
      }
    }
    return puzzle;
  }

  @Test
  void unnecessaryCluesAreExactlyThoseThatCanGoAlone() {
    for (int i = 0; i < 6; i++) {
      Grid puzzle = padded(i, 12, i);
      int[] found = generator.unnecessaryClues(puzzle);
      int k = 0;
      for (int c = 0; c < 81; c++) {
        if (puzzle.get(c) == 0) {
          continue;
        }
        long count = solver.count(puzzle.with(c, 0), 2);
        boolean listed = k < found.length && found[k] == c;
        assertEquals(count == 1, listed, "given at " + Grid.cellName(c, 9) + " of " + puzzle);
        assertEquals(count == 1, GenData.countPlain(puzzle.with(c, 0), 2) == 1);
        k += listed ? 1 : 0;
      }
      assertEquals(found.length, k, "only givens are listed, increasing");
      assertTrue(found.length >= 1, "twelve extra givens leave some to spare");
    }
  }

  @Test
  void aMinimalPuzzleHasNone() {
    Grid minimal = Generator.builder().seed(3).build().generate(0).puzzle();
    assertArrayEquals(new int[0], generator.unnecessaryClues(minimal));
    assertEquals(minimal, generator.minimize(minimal));
  }

  @Test
  void minimizeGivesAMinimalPuzzleWithTheSameSolution() {
    for (int i = 0; i < 6; i++) {
      Grid puzzle = padded(i, 20, 100 + i);
      Grid min = generator.minimize(puzzle);
      assertTrue(min.clues() < puzzle.clues());
      assertTrue(min.isExtendedBy(puzzle), "only givens are removed");
      assertEquals(solver.solve(puzzle).solution(), solver.solve(min).solution());
      assertEquals(1, GenData.countPlain(min, 2));
      assertArrayEquals(new int[0], generator.unnecessaryClues(min), "minimal");
      for (int c = 0; c < 81; c++) {
        if (min.get(c) != 0) {
          assertEquals(2, GenData.countPlain(min.with(c, 0), 2), "minimal by plain counting");
        }
      }
      assertEquals(min, Generator.builder().seed(99).build().minimize(puzzle),
          "the same result whatever the generator's options");
    }
  }

  @Test
  void otherShapesAndRules() {
    Grid sixteen = GenData.puzzles("sudoku16/gecode-55.txt").get(0);
    int[] extra = generator.unnecessaryClues(sixteen); // a 9x9 generator takes any shape
    Grid min = generator.minimize(sixteen);
    if (extra.length == 0) {
      assertEquals(sixteen, min);
    } else {
      assertTrue(min.clues() < sixteen.clues());
    }
    assertEquals(1, solver.count(min, 2));
    Generator x = Generator.builder().rules(Regions.x(Shape.NINE)).build();
    assertThrows(IllegalArgumentException.class, () -> x.minimize(sixteen));
  }

  @Test
  void puzzlesWithoutExactlyOneSolutionAreRefused() {
    List<String> multi = GenData.puzzles("sudoku9/serg-multi.txt").stream().limit(1)
        .map(Grid::toLine).toList();
    Grid several = Sudoku.parse(multi.get(0));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> generator.unnecessaryClues(several));
    assertTrue(e.getMessage().startsWith("the puzzle has more than one solution"),
        e.getMessage());
    Grid conflict = Grid.empty(Shape.NINE).with(0, 5).with(1, 5);
    assertThrows(InvalidGridException.class, () -> generator.minimize(conflict));
    Grid none = Sudoku.parse(
        "12345678.........9" + ".".repeat(63)); // r1c9 must be 9, and 9 is in its column
    assertTrue(assertThrows(IllegalArgumentException.class, () -> generator.minimize(none))
        .getMessage().startsWith("the puzzle has no solution"));
  }
}
