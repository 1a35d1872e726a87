package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.Datasets;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Fixtures;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Subproblems are the same on every run, and the counts of the N shards add up to the sequential
 * count exactly, for N = 1, 2, 3, 7, on Algorithms X, C and M, with shallow solutions and dead
 * ends above the split.
 */
class ShardTest {
  private static final int[] SHARDS = {1, 2, 3, 7};

  @Test
  void textFormRoundTrips() {
    Subproblem s = Subproblem.of(17, 3, 1, 4);
    assertEquals("17:3.1.4", s.toString());
    assertEquals(s, Subproblem.parse("17:3.1.4"));
    assertEquals(3, s.depth());
    assertEquals("0:-", Subproblem.of(0).toString());
    assertEquals(Subproblem.of(0), Subproblem.parse("0:-"));
    for (String bad : new String[] {"", "3", ":1.2", "x:1", "1:", "1:1..2", "1:0.2", "-1:1"}) {
      assertThrows(IllegalArgumentException.class, () -> Subproblem.parse(bad), bad);
    }
    assertThrows(IllegalArgumentException.class, () -> Subproblem.of(1, 2, 0));
  }

  @Test
  void theSplitIsDeterministicAndNumbered() {
    Solver solver = Queens.problem(10).newSolver();
    List<Subproblem> a = SearchTree.of(solver).split(100);
    List<Subproblem> b = SearchTree.of(Queens.problem(10).newSolver()).split(100);
    assertEquals(a, b, "the same list on every run");
    Solver random = Queens.problem(10).newSolver(SearchSettings.defaults().withRandomBranching(7));
    assertThrows(IllegalArgumentException.class, () -> SearchTree.of(random),
        "subproblems are defined by leftmost branching only");
    assertTrue(a.size() >= 100, a.size() + " subproblems");
    for (int i = 0; i < a.size(); i++) {
      assertEquals(i, a.get(i).number());
    }
    assertEquals(SearchTree.of(solver).splitAtDepth(a.get(0).depth()), a);
  }

  @Test
  void queens() {
    assertShardsAddUp(Queens.problem(8).newSolver(), 50, 92);
    assertShardsAddUp(Queens.problem(10).newSolver(), 200, 724);
  }

  @Test
  void langford() {
    assertShardsAddUp(Langford.problem(8).newSolver(), 100, 300);
    assertShardsAddUp(Langford.problem(6).newSolver(), 20, 0); // dead ends only
  }

  @Test
  void pentomino3x20() throws Exception {
    Solver solver = ExactCover.read(Datasets.exactCover("pentomino-3x20.dlx")).newSolver();
    assertShardsAddUp(solver, 100, 8);
  }

  @Tag("full")
  @Test
  void pentomino5x12CountedOnceAndSummedByShards() throws Exception {
    // Each subproblem is counted once (4 s of work on one thread); the shards are sums of those.
    Solver solver = ExactCover.read(Datasets.exactCover("pentomino-5x12.dlx")).newSolver();
    List<Subproblem> all = SearchTree.of(solver).split(200);
    long[] counts = new long[all.size()];
    SearchResult r = SubproblemCounter.local(SearchTree.of(solver), 2).count(all, Limits.none(),
        (s, result) -> counts[s.number()] = result.solutions());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(4040, r.solutions());
    for (int n : SHARDS) {
      long total = 0;
      for (int i = 0; i < n; i++) {
        for (Subproblem s : Subproblem.shard(all, i, n)) {
          total += counts[s.number()];
        }
      }
      assertEquals(4040, total, n + " shards");
    }
  }

  @Test
  void secondaryItemsAndColors() throws Exception {
    assertShardsAddUp(Fixtures.parse(Fixtures.COLORS).newSolver(), 10, 1);
    assertShardsAddUp(ExactCover.read(Datasets.exactCover("queens-8.dlx")).newSolver(), 30, 92);
    assertShardsAddUp(ExactCover.read(Datasets.exactCover("filomino-8x8.dlx")).newSolver(),
        30, 1);
    Random random = new Random(20240611);
    long all = 0;
    for (int trial = 0; trial < 5; trial++) {
      Problem p = randomColored(random);
      long count = p.newSolver().count();
      assertShardsAddUp(p.newSolver(), 20, count);
      all += count;
    }
    assertTrue(all > 0, "the random problems have solutions");
  }

  @Test
  void multiplicities() throws Exception {
    assertShardsAddUp(Fixtures.parse(Fixtures.MULTIPLICITIES).newSolver(), 5, 1);
    assertShardsAddUp(ExactCover.read(Datasets.exactCover("redrect-4-4.dlx3")).newSolver(),
        100, 55_137);
  }

  @Test
  void forcedOptionsAndSolutionsAboveTheSplit() {
    Solver sudoku = Fixtures.sudoku4().newSolver();
    sudoku.force(Fixtures.sudokuOption(0, 0, 1));
    assertShardsAddUp(sudoku, 30, sudoku.count());
    // Solved by its forced options: the root is the only subproblem, and a solution.
    Solver solved = Fixtures.sudoku4().newSolver();
    for (int o : solved.first().orElseThrow().options()) {
      solved.force(o);
    }
    assertEquals(List.of(Subproblem.of(0)), SearchTree.of(solved).split(10));
    assertShardsAddUp(solved, 10, 1);
    // Queens 1: a solution at level 1, above a split at depth 2.
    List<Subproblem> q1 = SearchTree.of(Queens.problem(1).newSolver()).splitAtDepth(2);
    assertEquals(List.of(Subproblem.of(0, 1)), q1);
    assertShardsAddUp(Queens.problem(1).newSolver(), 10, 1);
    assertShardsAddUp(Queens.problem(3).newSolver(), 10, 0);
  }

  @Test
  void shallowSolutionsAreSubproblems() {
    // The toy problem at depth 3: its one solution is at level 3, so the split holds it as a
    // node; at depth 4 it is a solution above the cut and still counts once.
    for (int depth = 1; depth <= 5; depth++) {
      Solver solver = Fixtures.toy().newSolver();
      List<Subproblem> all = SearchTree.of(solver).splitAtDepth(depth);
      assertEquals(1, SubproblemCounter.local(SearchTree.of(solver), 1)
          .count(all, Limits.none(), null).solutions(), "depth " + depth);
    }
  }

  @Test
  void randomBranchingAndBadArgumentsAreRefused() {
    Solver solver = Queens.problem(6).newSolver();
    List<Subproblem> all = SearchTree.of(solver).split(4);
    assertThrows(IllegalArgumentException.class, () -> Subproblem.shard(all, 2, 2));
    assertThrows(IllegalArgumentException.class, () -> Subproblem.shard(all, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> SearchTree.of(solver).split(0));
    SearchTree tree = SearchTree.of(solver);
    assertThrows(IllegalArgumentException.class, () -> SubproblemCounter.local(tree, 2)
        .count(all, Limits.none().withSolutions(1), null));
    SearchResult one = SubproblemCounter.local(tree, 1).count(all, Limits.none()
        .withSolutions(1), null); // one thread: the subproblems' limit, taken together
    assertEquals(Status.SOLUTION_LIMIT, one.status());
    assertEquals(1, one.solutions());
    solver.reset(SearchSettings.defaults().withRandomBranching(3));
    assertThrows(IllegalArgumentException.class,
        () -> tree.search(solver, all.get(0), Limits.none(), null));
    solver.reset(SearchSettings.defaults());
    assertEquals(Status.EXHAUSTED, tree.search(solver, all.get(0), Limits.none(), null).status());
    assertEquals(0, tree.search(solver, Subproblem.of(0, 99, 1), Limits.none(), null)
        .solutions(), "a branch that does not exist");
    assertEquals(4, solver.count(), "the solver is as before");
  }

  /** Counts every shard for each N, each shard separately, and checks the sums. */
  private static void assertShardsAddUp(Solver solver, int minCount, long expected) {
    List<Subproblem> all = SearchTree.of(solver).split(minCount);
    assertEquals(all, SearchTree.of(solver).split(minCount), "deterministic");
    for (int n : SHARDS) {
      long total = 0;
      Set<Subproblem> seen = new HashSet<>();
      for (int i = 0; i < n; i++) {
        List<Subproblem> shard = Subproblem.shard(all, i, n);
        for (Subproblem s : shard) {
          assertTrue(seen.add(s), "in one shard only: " + s);
        }
        SearchResult r = SubproblemCounter.local(SearchTree.of(solver), 1 + i % 2)
            .count(shard, Limits.none(), null);
        assertEquals(Status.EXHAUSTED, r.status());
        total += r.solutions();
      }
      assertEquals(all.size(), seen.size());
      assertEquals(expected, total, n + " shards of " + all.size() + " subproblems");
    }
    long one = 0;
    for (Subproblem s : all) {
      one += SearchTree.of(solver).search(solver, s, Limits.none(), null).solutions();
    }
    assertEquals(expected, one, "one subproblem at a time, on the solver itself");
  }

  /** A random problem with primary items, secondary items and colors. */
  private static Problem randomColored(Random random) {
    List<String> primary = List.of("a", "b", "c", "d", "e", "f", "g", "h");
    List<String> secondary = List.of("x", "y", "z");
    ProblemBuilder b = ExactCover.builder().primary(primary.toArray(String[]::new))
        .secondary(secondary.toArray(String[]::new));
    for (int o = 0; o < 40; o++) {
      List<String> items = new ArrayList<>();
      for (String p : primary) {
        if (random.nextInt(4) == 0) {
          items.add(p);
        }
      }
      if (items.isEmpty()) {
        items.add(primary.get(random.nextInt(primary.size())));
      }
      for (String s : secondary) {
        int c = random.nextInt(4);
        if (c == 1) {
          items.add(s);
        } else if (c >= 2) {
          items.add(s + ":" + (c - 1));
        }
      }
      b.option(items.toArray(String[]::new));
    }
    return b.build();
  }
}
