package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.pieces.SearchTree;
import java.math.BigInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Memoized counting where the repetition lives in the colours of secondary items (graph
 * colourings: a secondary item whose options can no longer be taken leaves the signature), and
 * on Aztec diamonds, against independent counts: the transfer matrix of {@link Colourings} and
 * 2^(n(n+1)/2).
 */
class MemoColoursTest {
  private static final SearchSettings MEMO = SearchSettings.of(Strategy.MEMOIZED);

  @Test
  void everySmallGridHasTheTransferMatrixCount() {
    for (int k = 2; k <= 4; k++) {
      for (int m = 1; m <= 4; m++) {
        for (int n = 1; n <= 4; n++) {
          Problem p = Colourings.grid(m, n, k);
          SearchResult r = p.newSolver(MEMO).search(Limits.none());
          String where = k + " colours of " + m + "x" + n + ": " + r;
          assertEquals(Status.EXHAUSTED, r.status(), where);
          assertEquals(Colourings.count(m, n, k), r.solutionCount(), where);
          if (r.solutions() < 20_000) {
            assertEquals(p.newSolver().count(), r.solutions(), where + " against plain");
          }
        }
      }
    }
  }

  @Test
  void theTransferMatrixAgreesWithTheChromaticPolynomial() {
    // The 4-cycle's is (k-1)^4 + (k-1); the 3x3 grid's at 3 is 246, the 5x8 grid's 707982258.
    for (int k = 1; k <= 5; k++) {
      assertEquals(BigInteger.valueOf((long) Math.pow(k - 1, 4) + k - 1),
          Colourings.count(2, 2, k), k + " colours");
    }
    assertEquals(BigInteger.valueOf(246), Colourings.count(3, 3, 3));
    assertEquals(BigInteger.valueOf(707982258), Colourings.count(5, 8, 3));
  }

  @ParameterizedTest(name = "{0}x{1}, {2} colours")
  @CsvSource({"5, 8, 3", "8, 5, 3", "4, 4, 4", "3, 9, 3"})
  void colouringsRepeatAndAreExact(int m, int n, int k) {
    SearchResult r = Colourings.grid(m, n, k).newSolver(MEMO).search(Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(Colourings.count(m, n, k), r.solutionCount(), r.toString());
    assertEquals(Strategy.MEMOIZED, r.strategy(), r.toString());
    assertTrue(r.memo().hits() > r.nodes() / 10, "memoization kept paying: " + r);
  }

  @Test
  void theOrderSweepsThroughTheEdgeItems() {
    // No two vertices share an option: they are neighbours through their edge item only. An
    // order that ignored secondary items followed the input (70,372 nodes here, 703,018 on 6x10).
    SearchResult r = Colourings.grid(5, 8, 3).newSolver(MEMO).search(Limits.none());
    assertEquals(707_982_258L, r.solutions());
    assertTrue(r.nodes() < 20_000, r.toString());
  }

  @Test
  void colouringsOnTwoThreads() {
    Solver solver = Colourings.grid(4, 6, 3).newSolver(MEMO);
    SearchResult r = SearchTree.of(solver).countParallel(2, Limits.none());
    assertEquals(Colourings.count(4, 6, 3), r.solutionCount(), r.toString());
  }

  @Test
  void aztecDiamondsOfSmallOrder() {
    for (int n = 1; n <= 7; n++) {
      SearchResult r = Colourings.aztec(n).newSolver(MEMO).search(Limits.none());
      assertEquals(BigInteger.TWO.pow(n * (n + 1) / 2), r.solutionCount(), "order " + n);
    }
  }

  @Test
  void aztecDiamondsAreSweptAlongADiagonal() {
    // Breadth first from a tip the fronts grow to the diamond's width, 2n cells (order 8:
    // 138,118 nodes, order 10: 3,105,474); along a diagonal they stay near n.
    for (int n = 8; n <= 10; n++) {
      SearchResult r = Colourings.aztec(n).newSolver(MEMO).search(Limits.none());
      assertEquals(BigInteger.TWO.pow(n * (n + 1) / 2), r.solutionCount(), "order " + n);
      assertTrue(r.nodes() < 16_000L << (n - 8), "order " + n + ": " + r);
    }
  }

  @Test
  void theSweepKeepsTheBandwidthOrderWhereThatIsNarrower() {
    // Square boards and colourings: the bandwidth order's fronts are as narrow, and it stays.
    SearchResult r = Colourings.grid(6, 10, 3).newSolver(MEMO).search(Limits.none());
    assertEquals(Colourings.count(6, 10, 3), r.solutionCount());
    assertEquals(56_038, r.nodes(), r.toString());
  }

  @Tag("full")
  @ParameterizedTest(name = "order {0}")
  @CsvSource({"11", "12", "13", "14"})
  void largeAztecDiamonds(int n) {
    SearchResult r = Colourings.aztec(n).newSolver(MEMO).search(Limits.none());
    assertEquals(BigInteger.TWO.pow(n * (n + 1) / 2), r.solutionCount(), "order " + n);
  }

  @Tag("full")
  @ParameterizedTest(name = "{0}x{1}, {2} colours")
  @CsvSource({"6, 10, 3", "4, 5, 4", "5, 5, 4"})
  void largerColourings(int m, int n, int k) {
    SearchResult r = Colourings.grid(m, n, k).newSolver(MEMO).search(Limits.none());
    assertEquals(Colourings.count(m, n, k), r.solutionCount(), r.toString());
  }
}
