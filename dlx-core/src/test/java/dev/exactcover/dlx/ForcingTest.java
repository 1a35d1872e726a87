package dev.exactcover.dlx;

import static dev.exactcover.dlx.Fixtures.set;
import static dev.exactcover.dlx.Fixtures.sudokuOption;
import static dev.exactcover.dlx.Fixtures.texts;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Queens;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Forcing options into every solution (the givens of a puzzle), taking them back with
 * {@link Solver#reset(SearchSettings)}, and reusing one solver for many such searches. Counts are
 * checked against an independent backtracking counter of 4x4 grids and against fresh solvers.
 */
class ForcingTest {

  @Test
  void forcedGivensCountLikeTheIndependentCounter() {
    Solver solver = Fixtures.sudoku4().newSolver();
    int[][] grid = new int[4][4];
    grid[0][0] = 1;
    grid[1][2] = 3;
    grid[3][3] = 2;
    assertTrue(solver.force(sudokuOption(0, 0, 1)));
    assertTrue(solver.force(sudokuOption(1, 2, 3)));
    assertTrue(solver.force(sudokuOption(3, 3, 2)));
    long expected = Fixtures.bruteForceSudoku4(grid);
    assertTrue(expected > 0 && expected < 288, "a real restriction: " + expected);
    assertEquals(expected, solver.count());
    assertArrayEquals(new int[] {sudokuOption(0, 0, 1), sudokuOption(1, 2, 3),
        sudokuOption(3, 3, 2)}, solver.forcedOptions());
  }

  @Test
  void aFullyForcedSolutionIsFoundWithoutSearching() {
    Solver solver = Fixtures.sudoku4().newSolver();
    Solution s = solver.first().orElseThrow();
    for (int o : s.options()) {
      assertTrue(solver.force(o));
    }
    SearchResult r = solver.search(Limits.none());
    assertEquals(1, r.solutions());
    assertEquals(0, r.maxLevel());
    assertEquals(s, solver.first().orElseThrow());
  }

  @Test
  void aConflictingOptionIsRefusedAndChangesNothing() {
    Solver solver = Fixtures.sudoku4().newSolver();
    assertTrue(solver.force(sudokuOption(0, 0, 1)));
    long before = solver.count();
    assertEquals(Fixtures.bruteForceSudoku4(grid(0, 0, 1)), before);
    // Same cell, same row digit, same column digit, same box digit: each shares a primary item.
    assertFalse(solver.force(sudokuOption(0, 0, 2)), "same cell");
    assertFalse(solver.force(sudokuOption(0, 3, 1)), "1 twice in row 0");
    assertFalse(solver.force(sudokuOption(2, 0, 1)), "1 twice in column 0");
    assertFalse(solver.force(sudokuOption(1, 1, 1)), "1 twice in box 0");
    assertArrayEquals(new int[] {sudokuOption(0, 0, 1)}, solver.forcedOptions());
    assertEquals(before, solver.count());
  }

  @Test
  void forcingTheSameOptionTwiceIsRefused() {
    Solver solver = Fixtures.sudoku4().newSolver();
    assertTrue(solver.force(sudokuOption(2, 1, 4)));
    long before = solver.count();
    assertFalse(solver.force(sudokuOption(2, 1, 4)));
    assertEquals(1, solver.forcedOptions().length);
    assertEquals(before, solver.count());
  }

  @Test
  void resetRestoresTheFullCount() {
    Solver solver = Fixtures.sudoku4().newSolver();
    solver.force(sudokuOption(0, 0, 1));
    solver.force(sudokuOption(0, 1, 2));
    solver.force(sudokuOption(1, 0, 3));
    assertTrue(solver.count() < 288);
    assertEquals(288, solver.reset(solver.settings()).count());
    assertEquals(0, solver.forcedOptions().length);
    // Once reset, what was refused before is accepted.
    assertTrue(solver.force(sudokuOption(0, 0, 2)));
    assertEquals(Fixtures.bruteForceSudoku4(grid(0, 0, 2)), solver.count());
  }

  @Test
  void forcedOptionsComeFirstInEverySolution() {
    Solver solver = Fixtures.sudoku4().newSolver();
    int[] forced = {sudokuOption(3, 0, 4), sudokuOption(0, 2, 1)};
    for (int o : forced) {
      assertTrue(solver.force(o));
    }
    long n = solver.stream().peek(s -> {
      Fixtures.assertValid(s);
      assertEquals(forced[0], s.option(0), s.toString());
      assertEquals(forced[1], s.option(1), s.toString());
    }).count();
    assertEquals(Fixtures.bruteForceSudoku4(grid(3, 0, 4, 0, 2, 1)), n);
    assertEquals(n, solver.count());
  }

  /**
   * A thousand rounds of random givens on one solver: each force is accepted exactly when the
   * option shares no item with those accepted before, and each count agrees with the independent
   * counter and with a fresh solver given the same options.
   */
  @Test
  void aThousandRandomRoundsOnOneSolver() {
    Problem p = Fixtures.sudoku4();
    Solver solver = p.newSolver();
    Random random = new Random(20240229);
    for (int round = 0; round < 1000; round++) {
      int[][] grid = new int[4][4];
      List<Integer> accepted = new ArrayList<>();
      int tries = random.nextInt(8);
      for (int t = 0; t < tries; t++) {
        int o = random.nextInt(64);
        boolean conflicts = false;
        for (int a : accepted) {
          conflicts |= sharesAnItem(p, a, o);
        }
        assertEquals(!conflicts, solver.force(o), "round " + round + ", option " + o);
        if (!conflicts) {
          accepted.add(o);
          grid[o / 16][o / 4 % 4] = o % 4 + 1;
        }
      }
      assertArrayEquals(accepted.stream().mapToInt(Integer::intValue).toArray(),
          solver.forcedOptions());
      long count = solver.count();
      assertEquals(Fixtures.bruteForceSudoku4(grid), count, "round " + round + ": " + accepted);
      Solver fresh = p.newSolver();
      accepted.forEach(fresh::force);
      assertEquals(fresh.count(), count, "round " + round);
      if (count > 0) {
        Solution s = solver.first().orElseThrow();
        Fixtures.assertValid(s);
        for (int k = 0; k < accepted.size(); k++) {
          assertEquals(accepted.get(k), s.option(k));
        }
      }
      solver.reset(solver.settings());
    }
    assertEquals(288, solver.count());
  }

  @Test
  void forcingAQueenKeepsTheQueensCountsRight() {
    // Queens on n x n with a queen forced at (0, 0): the solutions with that queen there.
    Problem p = Queens.problem(8);
    Solver solver = p.newSolver();
    long expected = solver.stream().filter(s -> contains(s.options(), 0)).count();
    assertTrue(solver.force(0));
    assertEquals(expected, solver.count());
    // (1, 1) is on the same diagonal: a secondary item taken already.
    assertFalse(solver.force(9));
    // (1, 2) is a knight's move away: allowed.
    assertTrue(solver.force(10));
    long both = p.newSolver().stream()
        .filter(s -> contains(s.options(), 0) && contains(s.options(), 10)).count();
    assertEquals(both, solver.count());
  }

  @Test
  void forcingWithColors() {
    Problem p = Fixtures.parse(Fixtures.COLORS);
    // Options: 0 A B X:0 Y:0, 1 A C X:1 Y:1, 2 B X:1, 3 C Y:1 (the colorless X:0 Y:1 is dropped).
    Solver solver = p.newSolver();
    assertTrue(solver.force(2)); // B X:1
    assertEquals(1, solver.count());
    assertTrue(solver.force(1)); // A C X:1 Y:1 agrees with X:1
    assertEquals(1, solver.count());
    assertEquals(set("A C X:1 Y:1", "B X:1"), texts(solver.first().orElseThrow()));
    assertFalse(solver.force(3), "C is covered already");
    solver.reset(solver.settings());
    assertTrue(solver.force(0)); // A B X:0 Y:0
    assertEquals(0, solver.count());
    assertFalse(solver.force(3), "C Y:1 disagrees with Y:0");
    assertFalse(solver.force(2), "B is covered already");
    solver.reset(solver.settings());
    assertTrue(solver.force(3)); // C Y:1
    assertFalse(solver.force(0), "Y:0 disagrees with Y:1");
    // A now has no option: A B X:0 Y:0 disagrees on Y, A C X:1 Y:1 needs C, covered already.
    assertEquals(0, solver.count());
    assertEquals(1, solver.reset(solver.settings()).count());
  }

  /**
   * Knuth's multiplicity example: options 0 A B X:0 Y:0, 1 A C X:1 Y:1, 2 C X:0, 3 B X:1,
   * 4 C Y:1; A and B once, C two or three times; the only solution is {1, 3, 4}.
   *
   * <p>Forcing 2 (C X:0) gives X the color 0. Then A can only come from option 0 (option 1 wants
   * X:1), which also gives Y the color 0 and covers B; C then has option 2 alone, once, short of
   * its lower bound 2 (option 4 wants Y:1). So no solution.
   */
  @Test
  void forcingWithMultiplicities() {
    Problem p = Fixtures.parse(Fixtures.MULTIPLICITIES);
    Solver solver = p.newSolver();
    assertTrue(solver.force(2));
    assertEquals(0, solver.count());
    assertFalse(solver.force(1), "X:1 disagrees with X:0");
    assertFalse(solver.force(3), "X:1 disagrees with X:0");
    assertFalse(solver.force(2), "already forced");
    assertTrue(solver.force(0), "A B X:0 Y:0 agrees");
    assertEquals(0, solver.count());
    solver.reset(solver.settings());
    assertEquals(1, solver.count());

    assertTrue(solver.force(4)); // C Y:1, part of the solution
    assertEquals(1, solver.count());
    assertTrue(solver.force(1)); // C now twice: its lower bound is met, one more is allowed
    assertEquals(1, solver.count());
    assertTrue(solver.force(3));
    SearchResult r = solver.search(Limits.none());
    assertEquals(1, r.solutions());
    // The forced options are the whole solution; C, covered twice with no option left, still
    // takes its null move (one level), as every active item does in dlx3.
    assertEquals(1, r.maxLevel(), "only C's null move is searched");
    Solution s = solver.first().orElseThrow();
    assertArrayEquals(new int[] {4, 1, 3}, s.options());
    Fixtures.assertValid(s);
    assertEquals(1, solver.reset(solver.settings()).count());
  }

  /** C must be covered exactly three times: forcing counts toward the bound and stops at it. */
  @Test
  void forcingStopsAtTheUpperBound() {
    Problem p = Fixtures.parse("""
        3|C D
        C D
        C
        C
        C
        """);
    Solver solver = p.newSolver();
    // D needs option 0; C then needs two of the three lone C options.
    assertEquals(3, solver.count());
    assertTrue(solver.force(1));
    assertTrue(solver.force(2));
    assertTrue(solver.force(3));
    assertFalse(solver.force(0), "a fourth C is over the bound");
    assertEquals(0, solver.count(), "D cannot be covered any more");
    solver.reset(solver.settings());
    assertTrue(solver.force(0));
    assertTrue(solver.force(1));
    assertEquals(2, solver.count(), "C D and C, with option 2 or option 3");
    solver.stream().forEach(Fixtures::assertValid);
  }

  @Test
  void newSettingsTakeBackForcedOptionsAndForcingIsChecked() {
    Solver solver = Fixtures.sudoku4().newSolver();
    solver.force(0);
    solver.reset(SearchSettings.defaults().withRandomBranching(1));
    assertEquals(0, solver.forcedOptions().length, "a reset with settings is a reset");
    assertEquals(288, solver.count());
    solver.force(0);
    assertThrows(IndexOutOfBoundsException.class, () -> solver.force(64));
    assertThrows(IndexOutOfBoundsException.class, () -> solver.force(-1));
    assertEquals(1, solver.forcedOptions().length);
  }

  private static boolean sharesAnItem(Problem p, int a, int b) {
    for (int i : p.optionItems(a)) {
      for (int j : p.optionItems(b)) {
        if (i == j) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean contains(int[] a, int x) {
    for (int y : a) {
      if (y == x) {
        return true;
      }
    }
    return false;
  }

  /** A grid with the givens (r, c, d), (r, c, d), ... */
  private static int[][] grid(int... rcd) {
    int[][] g = new int[4][4];
    for (int k = 0; k < rcd.length; k += 3) {
      g[rcd[k]][rcd[k + 1]] = rcd[k + 2];
    }
    return g;
  }
}
