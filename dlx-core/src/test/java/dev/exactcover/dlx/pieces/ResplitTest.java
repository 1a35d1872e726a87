package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.internal.SolverAccess;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Work that re-splits itself: a worker whose subproblem runs long while another waits gives
 * back its untried branches, and the counts still add up to the plain count exactly, on random
 * problems (primary, secondary and colored items) with budgets small enough that nearly every
 * subproblem is re-split, on any number of threads, and on the published counts of queens and
 * Langford pairs from a single subproblem (the whole tree), which only re-splitting can share.
 */
class ResplitTest {

  /** A random problem: {@code n} primary items, some secondary ones with colors. */
  static Problem random(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int n = 4 + r.nextInt(9);
    int m = r.nextInt(4);
    ProblemBuilder b = ExactCover.builder();
    List<String> primary = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      primary.add("p" + i);
    }
    b.primary(primary.toArray(String[]::new));
    if (m > 0) {
      String[] secondary = new String[m];
      for (int j = 0; j < m; j++) {
        secondary[j] = "s" + j;
      }
      b.secondary(secondary);
    }
    int options = n + r.nextInt(4 * n);
    for (int o = 0; o < options; o++) {
      List<String> items = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if (r.nextInt(4) == 0 || (items.isEmpty() && i == n - 1)) {
          items.add("p" + i);
        }
      }
      for (int j = 0; j < m; j++) {
        int k = r.nextInt(4);
        if (k == 1) {
          items.add("s" + j);
        } else if (k >= 2) {
          items.add("s" + j + ":" + (char) ('a' + r.nextInt(2)));
        }
      }
      b.option(items);
    }
    return b.build();
  }

  /**
   * Counts the whole tree by giving work away at every look (a giver that always wants work),
   * each subproblem given counted the same way in turn; returns {count, subproblems given}.
   */
  private static long[] countGivingAlways(Problem p, long every) {
    BigInteger[] r = countGivingAlways(p, SearchSettings.defaults(), every);
    return new long[] {r[0].longValueExact(), r[1].longValueExact()};
  }

  /**
   * As {@link #countGivingAlways(Problem, long)}, with solvers of {@code settings}: a memoized
   * count gives away nodes of its own tree, each counted in turn by the same solver (its cache
   * kept from one to the next); returns {count, subproblems given}.
   */
  static BigInteger[] countGivingAlways(Problem p, SearchSettings settings, long every) {
    SearchTree tree = SearchTree.of(p.newSolver(settings));
    Solver solver = tree.newSolver();
    Deque<int[]> todo = new ArrayDeque<>();
    Deque<Integer> memoFrom = new ArrayDeque<>();
    todo.add(new int[0]);
    memoFrom.add(0);
    BigInteger total = BigInteger.ZERO;
    long given = 0;
    SolverAccess.Giver giver = new SolverAccess.Giver() {
      @Override
      public boolean wanted() {
        return true;
      }

      @Override
      public void give(int[] branches, int from) {
        todo.add(branches);
        memoFrom.add(from);
      }
    };
    while (!todo.isEmpty()) {
      int[] branches = todo.poll();
      SearchResult r = SolverAccess.get().searchGiving(solver, branches, memoFrom.poll(),
          Limits.none(), null, every, giver);
      assertEquals(Status.EXHAUSTED, r.status());
      total = total.add(r.solutionCount());
      given += branches.length > 0 ? 1 : 0;
    }
    assertEquals(p.newSolver(settings).solutionCount(), solver.solutionCount(),
        "the solver is whole again");
    return new BigInteger[] {total, BigInteger.valueOf(given)};
  }

  @Test
  void givingAwayPartitionsTheTreeOnRandomProblems() {
    long given = 0;
    for (long seed = 1; seed <= 300; seed++) {
      Problem p = random(seed);
      long[] r = countGivingAlways(p, 1 + seed % 4);
      assertEquals(p.newSolver().count(), r[0], "seed " + seed);
      given += r[1];
    }
    assertTrue(given > 1000, "work was given away: " + given + " subproblems");
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({"queens, 8, 92", "queens, 10, 724", "langford, 8, 300", "langford, 9, 0"})
  void givingAwayKeepsThePublishedCounts(String family, int n, long known) {
    Problem p = family.equals("queens") ? Queens.problem(n) : Langford.problem(n);
    long[] r = countGivingAlways(p, 64);
    assertEquals(known, r[0]);
    assertTrue(r[1] > 10, r[1] + " subproblems given away");
  }

  @Test
  void randomProblemsCountTheSameOnThreadsWithTinyBudgets() {
    for (long seed = 1; seed <= 300; seed++) {
      Problem p = random(seed);
      long plain = p.newSolver().count();
      SearchTree tree = SearchTree.of(p.newSolver());
      int threads = 2 + (int) (seed % 3);
      LocalRunner counter = new LocalRunner(tree, threads, 1 + seed % 5);
      List<Subproblem> parts = seed % 2 == 0 ? List.of(Subproblem.of(0))
          : tree.split(1 + (int) (seed % 7));
      SearchResult r = counter.count(parts, Limits.none(), null);
      assertEquals(Status.EXHAUSTED, r.status(), "seed " + seed);
      assertEquals(plain, r.solutions(), "seed " + seed + ", " + threads + " threads, " + parts);
    }
  }

  @ParameterizedTest(name = "{0} {1} on {3} threads")
  @CsvSource({
      "queens, 10, 724, 2",
      "queens, 11, 2680, 3",
      "langford, 8, 300, 2",
      "langford, 9, 0, 2",
  })
  void wholeTreesOnThreads(String family, int n, long known, int threads) {
    // Whether work is given back depends on when the other threads start: only the count is
    // asserted here (the giving itself is asserted above, deterministically).
    Problem p = family.equals("queens") ? Queens.problem(n) : Langford.problem(n);
    SearchTree tree = SearchTree.of(p.newSolver());
    LocalRunner counter = new LocalRunner(tree, threads, 256);
    SearchResult r = counter.count(List.of(Subproblem.of(0)), Limits.none(), null);
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(known, r.solutions(), r.toString());
  }

  /**
   * A job's list is re-split too, and each subproblem of it is reported once, whole: with the
   * sum of its parts, once every part is counted. Queens 11 as one subproblem on two threads,
   * every node a look: the second thread waits from its start, so work is given back.
   */
  @Test
  void aJobsSubproblemsAreReportedOnceEachWithTheSumOfTheirParts() {
    SearchTree tree = SearchTree.of(Queens.problem(11).newSolver());
    LocalRunner counter = new LocalRunner(tree, 2, 1);
    List<Subproblem> finished = new ArrayList<>();
    List<SearchResult> results = new ArrayList<>();
    SearchResult r = counter.count(List.of(Subproblem.of(0)), Limits.none(), (s, result) -> {
      finished.add(s);
      results.add(result);
    });
    assertEquals(2_680, r.solutions());
    assertEquals(List.of(Subproblem.of(0)), finished, "the one subproblem, once");
    assertEquals(2_680, results.get(0).solutions(), "with the sum of its parts");
    assertEquals(Status.EXHAUSTED, results.get(0).status());
    assertTrue(counter.given() > 0, "work was given back");

    // Several subproblems, each reported once with its own count, on random problems.
    for (long seed = 1; seed <= 100; seed++) {
      Problem p = random(seed);
      SearchTree t = SearchTree.of(p.newSolver());
      List<Subproblem> parts = t.split(1 + (int) (seed % 5));
      java.util.Map<Subproblem, Long> reported = new java.util.concurrent.ConcurrentHashMap<>();
      String which = "seed " + seed;
      SearchResult total = new LocalRunner(t, 2 + (int) (seed % 2), 1 + seed % 3).count(parts,
          Limits.none(), (s, x) -> assertEquals(null, reported.put(s, x.solutions()),
              which + ": reported twice: " + s));
      assertEquals(p.newSolver().count(), total.solutions(), "seed " + seed);
      assertEquals(parts.size(), reported.size(), "seed " + seed);
      for (Subproblem s : parts) {
        assertEquals(t.search(t.newSolver(), s, Limits.none(), null).solutions(),
            reported.get(s), "seed " + seed + ", " + s);
      }
    }
  }

  @Test
  void countParallelStaysExactWithMemoizedSubproblems() {
    Problem p = Queens.problem(10);
    SearchResult r = SearchTree.of(p.newSolver(SearchSettings.of(Strategy.MEMOIZED)))
        .countParallel(2, Limits.none());
    assertEquals(724, r.solutions());
  }
}
