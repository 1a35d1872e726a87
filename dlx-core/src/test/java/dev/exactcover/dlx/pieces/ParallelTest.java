package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Datasets;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Fixtures;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Counting on several threads gives exactly the sequential count, whatever the number of threads,
 * for Algorithms X, C and M, with and without forced options; the solver is reusable afterwards.
 */
class ParallelTest {

  @ParameterizedTest(name = "{0} threads")
  @ValueSource(ints = {1, 2, 3})
  void queens10(int threads) {
    assertParallelCount(Queens.problem(10).newSolver(), threads, 724);
  }

  @ParameterizedTest(name = "{0} threads")
  @ValueSource(ints = {1, 2, 3})
  void langford8(int threads) {
    assertParallelCount(Langford.problem(8).newSolver(), threads, 300);
  }

  @ParameterizedTest(name = "{0} threads")
  @ValueSource(ints = {1, 2, 3})
  void redrectWithMultiplicities(int threads) throws Exception {
    Solver solver = ExactCover.read(Datasets.exactCover("redrect-4-4.dlx3")).newSolver();
    assertParallelCount(solver, threads, 55_137);
  }

  @Tag("full")
  @Test
  void pentomino5x12OnTwoThreads() throws Exception {
    // 4,040: the sequential count, checked by KnownCountsTest (not repeated here: 4 s).
    Solver solver = ExactCover.read(Datasets.exactCover("pentomino-5x12.dlx")).newSolver();
    SearchResult r = SearchTree.of(solver).countParallel(2, Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(4040, r.solutions());
    assertEquals(12, r.maxLevel());
  }

  @ParameterizedTest(name = "{0} threads")
  @ValueSource(ints = {1, 2, 3})
  void withForcedOptions(int threads) {
    Solver sudoku = Fixtures.sudoku4().newSolver();
    sudoku.force(Fixtures.sudokuOption(0, 0, 1));
    sudoku.force(Fixtures.sudokuOption(2, 3, 3));
    long sudokuCount = sudoku.count();
    assertEquals(Fixtures.bruteForceSudoku4(new int[][] {
        {1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 3}, {0, 0, 0, 0}}), sudokuCount);
    assertParallelCount(sudoku, threads, sudokuCount);

    Solver queens = Queens.problem(10).newSolver();
    queens.force(3); // a queen at row 0, column 3
    long queensCount = Queens.problem(10).newSolver().stream()
        .filter(s -> Arrays.stream(s.options()).anyMatch(o -> o == 3)).count();
    assertParallelCount(queens, threads, queensCount);
    assertEquals(queensCount, queens.count(), "the forced option survives the parallel count");
  }

  @ParameterizedTest(name = "{0} threads")
  @ValueSource(ints = {1, 2, 3})
  void tinyAndEmptyTrees(int threads) {
    assertParallelCount(Queens.problem(3).newSolver(), threads, 0);
    assertParallelCount(Queens.problem(1).newSolver(), threads, 1);
    assertParallelCount(Fixtures.toy().newSolver(), threads, 1);
    assertParallelCount(Fixtures.parse(Fixtures.COLORS).newSolver(), threads, 1);
    assertParallelCount(Fixtures.parse(Fixtures.MULTIPLICITIES).newSolver(), threads, 1);
    // Everything forced: the solution is at the root, above any split.
    Solver solved = Fixtures.sudoku4().newSolver();
    for (int o : solved.first().orElseThrow().options()) {
      solved.force(o);
    }
    assertParallelCount(solved, threads, 1);
  }

  @Test
  void aRandomlyBranchingSolverHasNoTreeToSplit() {
    Solver solver = Langford.problem(7).newSolver(SearchSettings.defaults().withRandomBranching(42));
    assertThrows(IllegalArgumentException.class, () -> SearchTree.of(solver));
    assertEquals(52, solver.count());
    assertParallelCount(solver.reset(SearchSettings.defaults()), 2, 52);
  }

  @Test
  void aCancelledTokenCancelsTheParallelCount() {
    CancelToken token = new CancelToken();
    token.cancel();
    Solver solver = Queens.problem(10).newSolver();
    SearchResult r = SearchTree.of(solver).countParallel(2, Limits.none().withCancel(token));
    assertEquals(Status.CANCELLED, r.status());
    assertTrue(r.solutions() < 724);
    assertEquals(724, solver.count());
  }

  @Test
  void aTimeLimitStopsTheParallelCount() {
    Solver solver = Queens.problem(15).newSolver();
    SearchResult r = SearchTree.of(solver)
        .countParallel(2, Limits.none().withTime(Duration.ofMillis(50)));
    assertEquals(Status.TIME_LIMIT, r.status());
    assertTrue(r.solutions() < 2_279_184, r.toString());
    assertTrue(r.elapsed().compareTo(Duration.ofSeconds(3)) < 0, r.toString());
  }

  @Test
  void parallelCountRefusesSolutionAndNodeLimits() {
    Solver solver = Queens.problem(6).newSolver();
    assertThrows(IllegalArgumentException.class,
        () -> SearchTree.of(solver).countParallel(2, Limits.none().withSolutions(3)));
    assertThrows(IllegalArgumentException.class,
        () -> SearchTree.of(solver).countParallel(2, Limits.none().withNodes(3)));
    assertThrows(IllegalArgumentException.class,
        () -> SearchTree.of(solver).countParallel(0, Limits.none()));
    assertEquals(4, solver.count());
  }

  private static void assertParallelCount(Solver solver, int threads, long expected) {
    int[] forcedBefore = solver.forcedOptions();
    SearchResult r = SearchTree.of(solver).countParallel(threads, Limits.none());
    assertEquals(Status.EXHAUSTED, r.status(), r.toString());
    assertEquals(expected, r.solutions(), threads + " threads");
    assertArrayEquals(forcedBefore, solver.forcedOptions());
    assertEquals(expected, solver.count(), "sequential count on the same solver afterwards");
  }
}
