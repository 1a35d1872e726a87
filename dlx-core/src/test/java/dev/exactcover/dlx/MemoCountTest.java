package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.pieces.SearchTree;
import java.math.BigInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Memoized counting ({@link SearchSettings#withMemo}) against independent counts: the domino
 * tilings of m x n boards by a transfer matrix ({@link Dominoes}, OEIS A099390 and A004003), the
 * published counts of the shared datasets, and the brute-force counter on every seed of the
 * differential suite's random families, on one thread and on two.
 */
class MemoCountTest {
  private static final SearchSettings MEMO = SearchSettings.of(Strategy.MEMOIZED);

  @Test
  void everySmallBoardHasTheTransferMatrixCount() {
    for (int m = 1; m <= 7; m++) {
      for (int n = 1; n <= 7; n++) {
        Problem p = Dominoes.board(m, n);
        SearchResult r = p.newSolver(MEMO).search(Limits.none());
        assertEquals(Status.EXHAUSTED, r.status());
        assertEquals(Dominoes.tilings(m, n), r.solutionCount(), m + "x" + n + ": " + r);
        assertEquals(p.newSolver().count(), r.solutions(), m + "x" + n + " against plain");
      }
    }
  }

  @ParameterizedTest(name = "{0}x{1}: {2}")
  @CsvSource({
      "8, 8, 12988816",
      "10, 10, 258584046368",
      "12, 12, 53060477521960000",
      "4, 40, 721463601671126161",
      "40, 4, 721463601671126161",
      "14, 14, 112202208776036178000000",
      "2, 92, 12200160415121876738",
  })
  void largeBoardsAreExact(int m, int n, String known) { // 2 x n: Fibonacci F(n + 1)
    BigInteger expected = new BigInteger(known);
    assertEquals(expected, Dominoes.tilings(m, n), "the transfer matrix agrees with OEIS");
    Solver solver = Dominoes.board(m, n).newSolver(MEMO);
    SearchResult r = solver.search(Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(expected, r.solutionCount(), r.toString());
    assertTrue(r.memo().hits() > 0 && r.memo().entries() > 0 && r.memo().bytes() > 0, "" + r);
    if (expected.bitLength() > 63) {
      assertThrows(ArithmeticException.class, r::solutions);
      assertThrows(ArithmeticException.class, solver::count);
      assertEquals(r, SearchResult.of(r.status(), r.solutionCount(), r.nodes(), r.updates(),
          r.profile(), r.elapsed(), r.removals(), r.memo(), r.strategy()));
    } else {
      assertEquals(expected.longValueExact(), r.solutions());
    }
    assertEquals(expected, solver.solutionCount(), "again, from the same cache");
  }

  @Test
  void threadsCountTheirSubproblemsWithACache() {
    for (int[] s : new int[][] {{8, 8}, {10, 10}, {14, 14}, {5, 9}}) {
      Solver solver = Dominoes.board(s[0], s[1]).newSolver(MEMO);
      SearchResult r = SearchTree.of(solver).countParallel(2, Limits.none());
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(Dominoes.tilings(s[0], s[1]), r.solutionCount(), s[0] + "x" + s[1]);
      assertTrue(r.memo().hits() > 0, r.toString());
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(value = RandomInstances.class, names = {"EXACT", "SECONDARY", "COLORS"})
  void memoAgreesWithBruteForceOnEverySeed(RandomInstances family) throws Exception {
    for (long seed = 1; seed <= 400; seed++) {
      String text = family.text(seed);
      Problem p = ExactCover.parse(text);
      long expected = BruteForce.solutions(p).size();
      String where = family + " seed " + seed + ":\n" + text;
      Solver solver = p.newSolver(MEMO);
      assertEquals(expected, solver.count(), where);
      assertEquals(expected, solver.count(), "the same solver again, " + where);
      assertEquals(expected, SearchTree.of(p.newSolver(MEMO)).countParallel(2, Limits.none())
          .solutions(), "on two threads, " + where);
      assertEquals(Math.min(expected, 2), solver.count(2), "up to 2, " + where);
    }
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(value = RandomInstances.class,
      names = {"LO_ZERO", "LO_BELOW_HI", "LO_EQUALS_HI", "MIXED"})
  void multiplicitiesAreRefused(RandomInstances family) throws Exception {
    for (long seed = 1; seed <= 50; seed++) {
      Problem p = ExactCover.parse(family.text(seed));
      if (p.hasMultiplicities()) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> p.newSolver(MEMO));
        assertTrue(e.getMessage().contains("multiplicities"), e.getMessage());
        Solver plain = p.newSolver();
        assertThrows(IllegalArgumentException.class, () -> plain.reset(MEMO));
        assertEquals(BruteForce.solutions(p).size(), plain.count(), "still usable");
      }
    }
  }

  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({"pentomino-3x20.dlx, 8", "filomino-8x8.dlx, 1", "queens-8.dlx, 92"})
  void datasetCounts(String file, long solutions) throws Exception {
    datasetCount(file, solutions);
  }

  @Tag("full")
  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({
      "pentomino-4x15.dlx, 1472",
      "pentomino-5x12.dlx, 4040",
      "pentomino-6x10.dlx, 9356",
      "pentomino-8x8.dlx, 520",
      "filomino-10x10.dlx, 1",
      "filomino-15x15.dlx, 1",
  })
  void largerDatasetCounts(String file, long solutions) throws Exception {
    datasetCount(file, solutions);
  }

  private static void datasetCount(String file, long solutions) throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover(file));
    SearchResult r = p.newSolver(MEMO).search(Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(solutions, r.solutions(), file + ": " + r);
    SearchResult two = SearchTree.of(p.newSolver(MEMO)).countParallel(2, Limits.none());
    assertEquals(solutions, two.solutions(), file + " on two threads: " + two);
  }

  @Test
  void dlx3FilesAreRefused() throws Exception {
    for (String file : new String[] {"redrect-4-4.dlx3", "queendom-8-5.dlx3"}) {
      Problem p = ExactCover.read(Datasets.exactCover(file));
      assertThrows(IllegalArgumentException.class, () -> p.newSolver(MEMO), file);
    }
  }

  /** A solver gives up memoizing where hits save little, and then counts as plain DLX does. */
  @Test
  void givesUpWhereItDoesNotPay() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("pentomino-3x20.dlx"));
    Dance dance = new Dance(p);
    MemoCount memo = new MemoCount(dance, 1 << 20, 4096, false);
    assertNull(memo.count(Limits.none(), null, Long.MAX_VALUE), "gave up after the sample");
    assertTrue(memo.gaveUp());
    dance.prepare(Limits.none(), null, null, Long.MAX_VALUE, false);
    dance.run(false);
    assertEquals(8, dance.result().solutions(), "the links are intact after giving up");
    assertEquals(32644, dance.result().nodes(), "Knuth's tree, as dlx1 counts it");
    // The domino boards pay at once: the same sample does not give up.
    Dance d = new Dance(Dominoes.board(12, 12));
    SearchResult r = new MemoCount(d, 1 << 24, 4096, false).count(Limits.none(), null,
        Long.MAX_VALUE);
    assertNotNull(r);
    assertEquals(Dominoes.tilings(12, 12), r.solutionCount());
  }

  /**
   * Through the solver, a count that gives up memoizing goes on with plain Dancing Links and its
   * result sums both: Knuth's tree and more nodes, the memo's strategy and counters.
   */
  @Test
  void aCountThatGivesUpKeepsBothSearchesNodes() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("pentomino-3x20.dlx"));
    SearchResult plain = p.newSolver().search(Limits.none());
    SearchResult r = p.newSolver(MEMO).search(Limits.none());
    assertEquals(8, r.solutions());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(Strategy.MEMOIZED, r.strategy());
    assertTrue(r.nodes() > plain.nodes(), r + " against " + plain);
    assertTrue(r.memo().entries() > 0, "the cache's counters: " + r.memo());
    assertEquals(plain.profile().length, r.profile().length, "the profile of the plain search");
  }

  /** The cache never takes more than its bound, and a full cache leaves the count exact. */
  @Test
  void theCacheBoundHolds() {
    for (int[] c : new int[][] {{6, 1024}, {8, 32 << 10}, {10, 256 << 10}, {10, 1 << 20}}) {
      long limit = c[1];
      SearchResult r = Dominoes.board(c[0], c[0]).newSolver(MEMO.withMemoLimit(limit))
          .search(Limits.none());
      assertEquals(Dominoes.tilings(c[0], c[0]), r.solutionCount(), "limit " + limit);
      assertTrue(r.memo().bytes() <= limit, r.memo() + " within " + limit);
    }
    MemoCache cache = new MemoCache(2, 8192);
    long[] key = new long[2];
    for (int k = 1; k <= 10_000; k++) {
      key[0] = k;
      key[1] = -k;
      if (!cache.find(key)) {
        cache.store(key, k, k % 50 == 0 ? BigInteger.TEN.pow(30).add(BigInteger.valueOf(k))
            : null, 1 + k);
      }
      assertTrue(cache.bytes() <= 8192, cache.bytes() + " bytes after " + k);
    }
    assertTrue(cache.isFull());
    assertTrue(cache.entries() > 10 && cache.entries() < 10_000, "" + cache.entries());
    for (int k = 1; k <= 10_000; k++) { // whatever it kept, it kept right
      key[0] = k;
      key[1] = -k;
      if (cache.find(key)) {
        assertEquals(k % 50 == 0 ? BigInteger.TEN.pow(30).add(BigInteger.valueOf(k))
            : BigInteger.valueOf(k), cache.bigCount());
        assertEquals(1 + k, cache.tree());
      }
    }
  }

  @Test
  void limitsStopAMemoizedCount() {
    Solver solver = Dominoes.board(8, 8).newSolver(MEMO);
    assertEquals(2, solver.count(2));
    assertEquals(false, solver.isUnique());
    SearchResult r = solver.search(Limits.none().withNodes(10));
    assertEquals(Status.NODE_LIMIT, r.status());
    assertTrue(r.solutions() < 12988816L);
    assertEquals(BigInteger.valueOf(12988816L), solver.solutionCount(), "usable again");
    CancelToken token = new CancelToken();
    token.cancel();
    assertEquals(Status.CANCELLED, solver.search(Limits.none().withCancel(token)).status());
  }

  /** Visiting or streaming solutions walks the tree as without memoization. */
  @Test
  void solutionsAreVisitedAsWithout() {
    Problem p = Dominoes.board(4, 4);
    Solver memo = p.newSolver(MEMO);
    long[] seen = {0};
    SearchResult r = memo.search(Limits.none(), s -> ++seen[0] > 0);
    assertEquals(36, seen[0]);
    assertEquals(p.newSolver().search(Limits.none()).nodes(), r.nodes());
    assertEquals(36, memo.stream().count());
    assertEquals(MemoStatistics.NONE, r.memo());
  }

  /** The bandwidth order makes subproblems repeat whichever way a strip is given. */
  @Test
  void theItemOrderDecidesTheHitRate() {
    Problem rowsOf20 = Dominoes.board(4, 20);
    Problem rowsOf4 = Dominoes.board(20, 4);
    long bandwidth20 = entries(rowsOf20, false);
    long bandwidth4 = entries(rowsOf4, false);
    long file20 = entries(rowsOf20, true);
    long file4 = entries(rowsOf4, true);
    assertTrue(bandwidth20 < 2 * bandwidth4 && bandwidth4 < 2 * bandwidth20,
        bandwidth20 + " and " + bandwidth4 + " subproblems: about the same either way");
    assertTrue(file20 > 20 * bandwidth20, "in the file's order, rows of 20 keep " + file20
        + " subproblems, against " + bandwidth20);
    assertTrue(file4 < 2 * bandwidth4, file4 + " against " + bandwidth4);
  }

  private static long entries(Problem p, boolean fileOrder) {
    SearchResult r = new MemoCount(new Dance(p), 1 << 28, Long.MAX_VALUE, fileOrder)
        .count(Limits.none(), null, Long.MAX_VALUE);
    assertEquals(Dominoes.tilings(4, 20), r.solutionCount());
    return r.memo().entries();
  }
}
