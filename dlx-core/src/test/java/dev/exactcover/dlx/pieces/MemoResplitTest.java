package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Colourings;
import dev.exactcover.dlx.Dominoes;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.internal.SolverAccess;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Memoized counts that re-split themselves: a memoized count gives away nodes of its own tree
 * (it branches in an order of its own), and the parts, each counted by memoization with a cache
 * of its worker's, add up to the count exactly: against plain counts on random problems
 * (primary, secondary and colored items), and against published counts (domino tilings by the
 * transfer matrix of {@link Dominoes}, grid colourings by that of {@link Colourings}, Aztec
 * diamonds' 2^(n(n+1)/2), queens and Langford pairs), with budgets small enough that nearly
 * every part is re-split.
 */
class MemoResplitTest {
  private static final SearchSettings MEMO = SearchSettings.of(Strategy.MEMOIZED);

  private static BigInteger aztec(int n) {
    return BigInteger.TWO.pow(n * (n + 1) / 2);
  }

  @Test
  void givingAwayPartitionsMemoizedCountsOnRandomProblems() {
    long given = 0;
    for (long seed = 1; seed <= 300; seed++) {
      Problem p = ResplitTest.random(seed);
      BigInteger[] r = ResplitTest.countGivingAlways(p, MEMO, 1 + seed % 4);
      assertEquals(BigInteger.valueOf(p.newSolver().count()), r[0], "seed " + seed);
      given += r[1].longValueExact();
    }
    assertTrue(given > 1000, "work was given away: " + given + " subproblems");
  }

  @ParameterizedTest(name = "{0} {1} {2} {3}")
  @CsvSource({
      "dominoes, 6, 6, 0",
      "dominoes, 4, 9, 0",
      "colourings, 4, 5, 3",
      "colourings, 3, 4, 4",
      "aztec, 5, 0, 0",
      "queens, 8, 0, 0",
      "langford, 8, 0, 0",
  })
  void givingAwayKeepsThePublishedCounts(String family, int m, int n, int k) {
    Problem p = problem(family, m, n, k);
    BigInteger[] r = ResplitTest.countGivingAlways(p, MEMO, 16);
    assertEquals(known(family, m, n, k), r[0]);
    assertTrue(r[1].signum() > 0, r[1] + " subproblems given away");
  }

  @ParameterizedTest(name = "{0} {1} {2} {3} on {4} threads, budget {5}")
  @CsvSource({
      "dominoes, 8, 8, 0, 2, 1",
      "dominoes, 6, 11, 0, 3, 64",
      "colourings, 5, 8, 3, 2, 4",
      "colourings, 4, 5, 4, 3, 1",
      "aztec, 7, 0, 0, 2, 16",
      "queens, 10, 0, 0, 2, 4",
      "langford, 9, 0, 0, 3, 16",
  })
  void publishedCountsOnThreadsWithTinyBudgets(String family, int m, int n, int k, int threads,
      long budget) {
    Problem p = problem(family, m, n, k);
    SearchTree tree = SearchTree.of(p.newSolver(MEMO));
    for (List<Subproblem> parts : List.of(List.of(Subproblem.of(0)), tree.split(4))) {
      LocalRunner counter = new LocalRunner(tree, threads, budget);
      SearchResult r = counter.count(parts, Limits.none(), null);
      assertEquals(Status.EXHAUSTED, r.status(), r.toString());
      assertEquals(known(family, m, n, k), r.solutionCount(), parts + ": " + r);
    }
  }

  /**
   * The workers share one cache: on a domino board every part of the split meets the same
   * frontiers, which a cache per worker counted once per worker (two workers walked about twice
   * the nodes of one); with one cache the second worker finds what the first stored. The hits
   * are each worker's own, added up; the entries and bytes are the shared table's.
   */
  @ParameterizedTest(name = "dominoes {0}x{1} in {2} parts on {3} threads")
  @CsvSource({
      "12, 12, 8, 2",
      "12, 12, 8, 3",
      "10, 14, 32, 2",
  })
  void workersShareOneCache(int m, int n, int parts, int threads) {
    Problem p = Dominoes.board(m, n);
    SearchTree tree = SearchTree.of(p.newSolver(MEMO));
    List<Subproblem> split = tree.split(parts);
    SearchResult one = new LocalRunner(tree, 1).count(split, Limits.none(), null);
    SearchResult many = new LocalRunner(tree, threads).count(split, Limits.none(), null);
    assertEquals(Dominoes.tilings(m, n), one.solutionCount());
    assertEquals(Dominoes.tilings(m, n), many.solutionCount());
    // A cache per worker walks about once per worker; one shared cache far less. How much less
    // depends on how the workers interleave (two may count a frontier at once, before either
    // has stored it), so the bound is half-way: at most 1.5x one thread's nodes on two threads.
    assertTrue(many.nodes() < (1 + 0.5 * (threads - 1)) * one.nodes(), many.nodes()
        + " nodes on " + threads + " threads, " + one.nodes() + " on one");
    assertTrue(many.memo().hits() > 0 && many.memo().entries() > 0, many.memo().toString());
    assertTrue(many.memo().entries() < 1.3 * one.memo().entries(), many.memo() + " against "
        + one.memo());
    assertTrue(many.memo().bytes() <= MEMO.memoLimit(), many.memo().toString());
  }

  @Test
  void randomProblemsCountTheSameOnThreadsWithTinyBudgets() {
    for (long seed = 1; seed <= 300; seed++) {
      Problem p = ResplitTest.random(seed);
      long plain = p.newSolver().count();
      SearchTree tree = SearchTree.of(p.newSolver(MEMO));
      int threads = 2 + (int) (seed % 3);
      LocalRunner counter = new LocalRunner(tree, threads, 1 + seed % 5);
      List<Subproblem> parts = seed % 2 == 0 ? List.of(Subproblem.of(0))
          : tree.split(1 + (int) (seed % 7));
      SearchResult r = counter.count(parts, Limits.none(), null);
      assertEquals(Status.EXHAUSTED, r.status(), "seed " + seed);
      assertEquals(plain, r.solutions(), "seed " + seed + ", " + threads + " threads, " + parts);
    }
  }

  @Test
  void aNodeGivenAwayIsCountedByASolverThatGaveUpMemoizing() {
    // Queens of 9: memoization does not pay there, so a solver that has counted the whole
    // tree has given it up; the nodes of the memoized tree given to it are still counted
    // exactly (by memoization: plain Dancing Links could not find them).
    Problem p = Queens.problem(9);
    SearchTree tree = SearchTree.of(p.newSolver(MEMO));
    Solver late = tree.newSolver();
    assertEquals(352, late.count());
    Solver giving = tree.newSolver();
    List<int[]> parts = new ArrayList<>();
    List<Integer> from = new ArrayList<>();
    SolverAccess.Giver giver = new SolverAccess.Giver() {
      @Override
      public boolean wanted() {
        return parts.isEmpty();
      }

      @Override
      public void give(int[] branches, int memoFrom) {
        parts.add(branches);
        from.add(memoFrom);
      }
    };
    SearchResult kept = SolverAccess.get().searchGiving(giving, new int[0], 0, Limits.none(),
        null, 8, giver);
    assertTrue(parts.size() > 0, "work was given away");
    long total = kept.solutions();
    for (int i = 0; i < parts.size(); i++) {
      assertTrue(from.get(i) < parts.get(i).length, "a node of the memoized count's tree");
      total += SolverAccess.get().searchGiving(late, parts.get(i), from.get(i), Limits.none(),
          null, 1 << 20, giver).solutions();
    }
    assertEquals(352, total);
  }

  @Test
  void aNodeOfTheMemoizedTreeIsRefusedToAPlainSolver() {
    Solver plain = SearchTree.of(Queens.problem(6).newSolver()).newSolver();
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> SolverAccess.get().searchGiving(plain, new int[] {1, 2}, 1, Limits.none(), null,
            16, null));
    assertTrue(e.getMessage().contains("memoiz"), e.getMessage());
  }

  private static Problem problem(String family, int m, int n, int k) {
    return switch (family) {
      case "dominoes" -> Dominoes.board(m, n);
      case "colourings" -> Colourings.grid(m, n, k);
      case "aztec" -> Colourings.aztec(m);
      case "queens" -> Queens.problem(m);
      case "langford" -> Langford.problem(m);
      default -> throw new IllegalArgumentException(family);
    };
  }

  private static BigInteger known(String family, int m, int n, int k) {
    return switch (family) {
      case "dominoes" -> Dominoes.tilings(m, n);
      case "colourings" -> Colourings.count(m, n, k);
      case "aztec" -> aztec(m);
      case "queens" -> BigInteger.valueOf(m == 8 ? 92 : m == 9 ? 352 : m == 10 ? 724 : -1);
      case "langford" -> BigInteger.valueOf(m == 8 ? 300 : m == 9 ? 0 : -1);
      default -> throw new IllegalArgumentException(family);
    };
  }
}
