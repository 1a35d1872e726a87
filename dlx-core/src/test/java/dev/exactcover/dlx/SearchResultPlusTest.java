package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.exactcover.dlx.examples.Queens;
import java.math.BigInteger;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@link SearchResult#plus}: the parts of a tree counted apart add up to the whole, exactly,
 * against the sequential search of the same tree (the queens' first-level subtrees, each searched
 * with its first option forced), and beyond {@code long}.
 */
class SearchResultPlusTest {

  @Test
  void theFirstLevelSubtreesAddUpToTheWholeTree() {
    Problem p = Queens.problem(8);
    SearchResult whole = p.newSolver().search(Limits.none());
    SearchResult sum = SearchResult.none(Strategy.DANCING_LINKS);
    int parts = 0;
    for (int o = 0; o < p.optionCount(); o++) {
      if (p.optionText(o).startsWith("r0 ")) { // every solution has one of row 0's options
        Solver s = p.newSolver();
        s.force(o);
        sum = sum.plus(s.search(Limits.none()));
        parts++;
      }
    }
    assertEquals(8, parts);
    assertEquals(whole.solutionCount(), sum.solutionCount());
    assertEquals(92, sum.solutions());
    assertEquals(Status.EXHAUSTED, sum.status());
    assertEquals(Strategy.DANCING_LINKS, sum.strategy());
  }

  @Test
  void countsProfilesAndCachesAdd() {
    SearchResult a = SearchResult.of(Status.EXHAUSTED, BigInteger.valueOf(3), 10, 100,
        new long[] {1, 4, 5}, Duration.ofMillis(2), new long[Reduction.values().length],
        new MemoStatistics(50, 7, 4096), Strategy.MEMOIZED);
    SearchResult b = SearchResult.of(Status.TIME_LIMIT, BigInteger.valueOf(4), 20, 200,
        new long[] {1, 19}, Duration.ofMillis(3), new long[Reduction.values().length],
        new MemoStatistics(80, 2, 1024), Strategy.MEMOIZED);
    SearchResult s = a.plus(b);
    assertEquals(7, s.solutions());
    assertEquals(30, s.nodes());
    assertEquals(300, s.updates());
    assertArrayEquals(new long[] {2, 23, 5}, s.profile());
    assertEquals(Duration.ofMillis(5), s.elapsed());
    assertEquals(new MemoStatistics(80, 9, 4096), s.memo(), "the largest cache, every hit");
    assertEquals(Strategy.MEMOIZED, s.strategy());
    assertEquals(Status.TIME_LIMIT, s.status(), "a part cut short makes the sum a lower bound");
    assertEquals(Status.TIME_LIMIT, b.plus(a).status());
    assertEquals(Status.CANCELLED, s.as(Status.CANCELLED, Duration.ofSeconds(1)).status());
  }

  @Test
  void sumsBeyondLongAreExact() {
    BigInteger big = BigInteger.valueOf(Long.MAX_VALUE);
    SearchResult a = SearchResult.of(Status.EXHAUSTED, big, 1, 1, new long[] {1},
        Duration.ZERO, new long[Reduction.values().length], MemoStatistics.NONE, Strategy.DANCING_LINKS);
    SearchResult s = a.plus(a);
    assertEquals(big.shiftLeft(1), s.solutionCount());
    assertThrows(ArithmeticException.class, s::solutions);
    SearchResult many = SearchResult.of(Status.EXHAUSTED, BigInteger.ZERO, Long.MAX_VALUE, 0,
        new long[] {1}, Duration.ZERO, new long[Reduction.values().length], MemoStatistics.NONE, Strategy.DANCING_LINKS);
    assertThrows(ArithmeticException.class, () -> many.plus(many), "nodes beyond long");
  }
}
