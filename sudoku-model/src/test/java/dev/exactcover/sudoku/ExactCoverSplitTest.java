package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.pieces.Job;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import dev.exactcover.dlx.pieces.SubproblemCounter;
import dev.exactcover.sudoku.format.FormatsTest;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SudokuSolver#exactCover}: a puzzle's own dlx solver, split into subproblems, sharded,
 * counted on threads and through a job, always adding up to {@link SudokuSolver#count}.
 */
class ExactCoverSplitTest {
  private static final Shape SIX = Shape.of(2, 3);

  @TempDir Path tmp;

  /** Puzzles with their counts: from serg-multi's file, or known (the empty 4x4 has 288). */
  private static List<Object[]> puzzles() {
    List<Object[]> list = new ArrayList<>();
    List<String> serg = Datasets.lines("sudoku9/serg-multi.counts");
    for (int i : new int[] {0, 1, 2, 5972}) { // 5972: the most solutions, 1,555
      String line = serg.get(i);
      list.add(new Object[] {Sudoku.parse(line.substring(0, 81)),
          Long.parseLong(line.substring(82))});
    }
    list.add(new Object[] {Grid.empty(Shape.forSide(4)), 288L});
    list.add(new Object[] {six("1......2......3......4"), null}); // counted below
    list.add(new Object[] {six("123"), null});
    return list;
  }

  private static Grid six(String givens) {
    return Sudoku.parse(givens + ".".repeat(36 - givens.length()), SIX);
  }

  @Tag("full") // every split size on several puzzles
  @Test
  void subproblemsOfEverySplitAddUpToTheCount() {
    SudokuSolver sudoku = Sudoku.solver();
    assertEquals(1555L, puzzles().get(3)[1], "the dataset's largest count");
    for (Object[] p : puzzles()) {
      Grid puzzle = (Grid) p[0];
      long want = sudoku.count(puzzle);
      if (p[1] != null) {
        assertEquals((long) p[1], want, puzzle.toLine());
      }
      Solver solver = sudoku.exactCover(puzzle);
      assertEquals(puzzle.clues(), solver.forcedOptions().length);
      SearchTree tree = SearchTree.of(solver);
      for (int k : new int[] {1, 7, 100, 1000}) {
        List<Subproblem> all = tree.split(k);
        SearchResult r = SubproblemCounter.local(tree, 2).count(all, Limits.none(), null);
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(want, r.solutions(), puzzle.toLine() + " split " + k);
        Answer a = Answer.ofCount(puzzle, r);
        assertEquals(want, a.count());
        assertEquals(Verdict.of(want, true), a.verdict());
        for (int n : new int[] {1, 3, 7}) {
          long sum = 0;
          int pieces = 0;
          for (int i = 0; i < n; i++) {
            List<Subproblem> mine = Subproblem.shard(all, i, n);
            pieces += mine.size();
            for (Subproblem s : mine) {
              sum += tree.search(solver, s, Limits.none(), null).solutions();
            }
          }
          assertEquals(all.size(), pieces);
          assertEquals(want, sum, puzzle.toLine() + " split " + k + ", " + n + " shards");
        }
      }
    }
  }

  @Test
  void theVariantsRulesAreSplitToo() {
    SudokuSolver x = Sudoku.solverX();
    Grid empty4 = Grid.empty(Shape.forSide(4));
    long xCount = x.count(empty4);
    assertTrue(xCount < 288, "the diagonals rule some grids out: " + xCount);
    SearchTree s = SearchTree.of(x.exactCover(empty4));
    assertEquals(xCount, SubproblemCounter.local(s, 2).count(s.split(20), Limits.none(), null)
        .solutions());

    SudokuSolver jig = Sudoku.solver(Regions.jigsaw(Shape.forSide(4), "AAAB CABB CCDB CDDD"));
    long jigCount = jig.count(empty4);
    SearchTree j = SearchTree.of(jig.exactCover(empty4));
    assertEquals(jigCount, SubproblemCounter.local(j, 1).count(j.split(20), Limits.none(), null)
        .solutions());
  }

  @Test
  void aJobReachesTheExactCount() throws Exception {
    SudokuSolver sudoku = Sudoku.solver();
    Grid puzzle = six("123");
    long want = sudoku.count(puzzle);
    Path file = tmp.resolve("six.job");
    SearchTree tree = SearchTree.of(sudoku.exactCover(puzzle));
    try (Job job = Job.open(file, tree, 200)) {
      // Stop after a handful, as a stopped run would: the rest is left for the next run.
      List<Subproblem> some = job.subproblems().subList(0, 5);
      SearchResult first = job.run((list, limits, done) -> SubproblemCounter.local(tree, 1)
          .count(some, limits, done), Limits.none(), null);
      assertEquals(Status.CANCELLED, first.status(), "not every subproblem was counted");
      assertEquals(5, job.finishedCount());
    }
    try (Job job = Job.open(file, SearchTree.of(sudoku.exactCover(puzzle)), 200)) {
      assertEquals(5, job.finishedCount(), "resumed, not started again");
      SearchResult r = job.run(2, Limits.none());
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(want, r.solutions());
      assertTrue(job.subproblems().size() >= 200);
    }
    // The same givens under other rules are another problem: the job refuses them.
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Job.open(file, SearchTree.of(Sudoku.solverX().exactCover(puzzle)), 200));
    assertTrue(e.getMessage().contains("another problem"), e.getMessage());
  }

  @Test
  void theSolverIsTheCallersOwnWithTheSameChoices() {
    SudokuSolver sudoku = Sudoku.solver();
    Grid puzzle = Sudoku.parse(SolverTest.MULTI);
    Solver a = sudoku.exactCover(puzzle);
    Solver b = sudoku.exactCover(puzzle);
    assertNotSame(a, b);
    assertArrayEquals(a.forcedOptions(), b.forcedOptions());
    // The same tree as the solver's own count: same quick choice, leftmost branching.
    SearchResult own = sudoku.solveAll(puzzle, Limits.none()).search();
    SearchResult split = a.search(Limits.none());
    assertEquals(own.solutions(), split.solutions());
    assertEquals(own.nodes(), split.nodes());
    // Using the Sudoku solver meanwhile does not disturb it, nor it the Sudoku solver.
    assertEquals(1, sudoku.count(Sudoku.parse(FormatsTest.P)));
    assertEquals(872, a.count());
    assertEquals(872, sudoku.count(puzzle));
    // A randomized Sudoku solver still gives a leftmost solver, which subproblems need.
    SearchTree c = SearchTree.of(sudoku.randomized(7L).exactCover(puzzle));
    assertEquals(872, c.countParallel(2, Limits.none()).solutions());
    assertEquals(SearchTree.of(a).split(50), c.split(50));
  }

  @Test
  void conflictingGivensAreNamed() {
    Grid bad = Sudoku.parse("55" + ".".repeat(79));
    InvalidGridException e = assertThrows(InvalidGridException.class,
        () -> Sudoku.solver().exactCover(bad));
    assertTrue(e.getMessage().contains("5 appears twice in row 1"), e.getMessage());
    assertEquals(Sudoku.solver().conflicts(bad), e.conflicts());
  }
}
