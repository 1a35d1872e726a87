package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every solution the engine returns is checked against the definition by code that does not
 * trust the engine ({@link Fixtures#assertValid}), and against the problem's own meaning (queens
 * that do not attack each other, a Latin 4x4 grid with good boxes); the solutions are distinct
 * and there are as many as {@link Solver#count()} says.
 */
class SolutionValidityTest {

  @Test
  void everyEightQueensSolutionIsValidAndTheyAreAllDifferent() {
    Problem p = Queens.problem(8);
    Solver solver = p.newSolver();
    List<Solution> all = solver.stream().collect(Collectors.toList());
    assertEquals(92, all.size());
    assertEquals(solver.count(), all.size());
    Set<String> boards = new HashSet<>();
    for (Solution s : all) {
      Fixtures.assertValid(s);
      int[] colOfRow = queensBoard(s);
      for (int a = 0; a < 8; a++) {
        for (int b = a + 1; b < 8; b++) {
          assertTrue(colOfRow[a] != colOfRow[b], "same column: " + s);
          assertTrue(Math.abs(colOfRow[a] - colOfRow[b]) != b - a, "same diagonal: " + s);
        }
      }
      boards.add(Arrays.toString(colOfRow));
    }
    assertEquals(92, boards.size(), "the 92 solutions are distinct boards");
  }

  @Test
  void everySudoku4x4SolutionIsAValidGrid() {
    Problem p = Fixtures.sudoku4();
    Solver solver = p.newSolver();
    Set<String> grids = new HashSet<>();
    long streamed = solver.stream().peek(s -> {
      Fixtures.assertValid(s);
      assertEquals(16, s.size());
      int[][] g = new int[4][4];
      for (int o : s.options()) {
        int cell = o / 4;
        g[cell / 4][cell % 4] = o % 4 + 1;
      }
      // The independent counter checks every given against the others: a full grid that
      // breaks no rule is its own one completion, one that breaks a rule has none.
      assertEquals(1, Fixtures.bruteForceSudoku4(g), "not a valid grid: " + s);
      grids.add(Arrays.deepToString(g));
    }).count();
    assertEquals(288, streamed);
    assertEquals(solver.count(), streamed);
    assertEquals(288, grids.size());
  }

  @Test
  void everySolutionOfTheDatasetsWithSecondaryItemsIsValid() throws Exception {
    for (String file : new String[] {"queens-8.dlx", "filomino-8x8.dlx", "pentomino-3x20.dlx"}) {
      Solver solver = ExactCover.read(Datasets.exactCover(file)).newSolver();
      long n = solver.stream().peek(Fixtures::assertValid).count();
      assertEquals(solver.count(), n, file);
    }
  }

  @Test
  void everyLangfordSolutionIsAValidPairing() {
    Problem p = Langford.problem(7);
    Solver solver = p.newSolver();
    long n = solver.stream().peek(s -> {
      Fixtures.assertValid(s);
      int[] slot = new int[15];
      for (int o : s.options()) {
        int[] items = p.optionItems(o);
        int k = Integer.parseInt(p.itemName(items[0]).substring(1));
        int a = Integer.parseInt(p.itemName(items[1]).substring(1));
        int b = Integer.parseInt(p.itemName(items[2]).substring(1));
        assertEquals(k + 1, b - a, "the copies of " + k + " have " + k + " numbers between them");
        slot[a] = k;
        slot[b] = k;
      }
      for (int j = 1; j <= 14; j++) {
        assertTrue(slot[j] != 0, "slot " + j + " empty: " + s);
      }
    }).count();
    assertEquals(52, n);
  }

  @Test
  void multiplicitySolutionsRespectTheBounds() throws Exception {
    Solver solver = ExactCover.read(Datasets.exactCover("redrect-4-4.dlx3")).newSolver();
    long n = solver.stream().limit(2000).peek(Fixtures::assertValid).count();
    assertEquals(2000, n);
  }

  /** Column of the queen in each row, read from the option's item names r{i} and c{j}. */
  private static int[] queensBoard(Solution s) {
    Problem p = s.problem();
    int[] colOfRow = new int[8];
    Arrays.fill(colOfRow, -1);
    for (int o : s.options()) {
      int[] items = p.optionItems(o);
      int row = Integer.parseInt(p.itemName(items[0]).substring(1));
      int col = Integer.parseInt(p.itemName(items[1]).substring(1));
      assertEquals(-1, colOfRow[row], "two queens in row " + row);
      colOfRow[row] = col;
    }
    return colOfRow;
  }
}
