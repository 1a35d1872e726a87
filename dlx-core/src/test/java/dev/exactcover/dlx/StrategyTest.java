package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A result names the search that made it, and with it what its nodes and updates count. */
class StrategyTest {
  private static final Problem DOMINOES = Dominoes.board(4, 4); // 36 tilings (OEIS A004003)

  private static SearchResult count(Problem p, SearchSettings s) {
    return p.newSolver(s).search(Limits.none(), null);
  }

  @Test
  void plainDancingLinks() {
    SearchResult r = count(DOMINOES, SearchSettings.defaults());
    assertEquals(Strategy.DANCING_LINKS, r.strategy());
    assertEquals(36, r.solutions());
    // the weighted item choice is a choice, not another strategy
    assertEquals(Strategy.DANCING_LINKS,
        count(DOMINOES, SearchSettings.defaults().withItemChoice(ItemChoice.WEIGHTED)).strategy());
  }

  @Test
  void withReductions() {
    SearchResult r = count(DOMINOES, SearchSettings.defaults().withReductions(Reduction.BLOCKING));
    assertEquals(Strategy.WITH_REDUCTIONS, r.strategy());
    assertEquals(36, r.solutions());
    // Algorithm M applies no reduction: its result says so
    Problem m = Fixtures.parse(Fixtures.MULTIPLICITIES);
    assertEquals(Strategy.DANCING_LINKS,
        count(m, SearchSettings.defaults().withReductions(Reduction.values())).strategy());
  }

  @Test
  void clauseLearningCountsDecisionsAndConflicts() {
    SearchResult r = count(DOMINOES, SearchSettings.defaults().withClauseLearning(true));
    assertEquals(Strategy.CLAUSE_LEARNING, r.strategy());
    assertEquals(36, r.solutions());
    assertEquals(1, r.maxLevel() + 1, "no tree: every node at level 0");
    assertEquals(r.nodes(), r.nodesAt(0));
    assertTrue(r.updates() >= 1, "a conflict at least: the last one proves nothing is left");
  }

  @Test
  void memoizedCountsOnlyWhenCounting() {
    Solver memo = DOMINOES.newSolver(SearchSettings.defaults().withMemo(true));
    SearchResult counted = memo.search(Limits.none(), null);
    assertEquals(Strategy.MEMOIZED, counted.strategy());
    assertEquals(36, counted.solutions());
    SearchResult visited = memo.search(Limits.none(), s -> true);
    assertEquals(Strategy.DANCING_LINKS, visited.strategy(), "a visitor walks the tree");
    assertEquals(36, visited.solutions());
  }

  @Test
  void resultsWithoutAStrategyNameOneFromTheirCounters() {
    SearchResult plain = SearchResult.of(Status.EXHAUSTED, java.math.BigInteger.ONE, 1, 0,
        new long[] {1}, java.time.Duration.ZERO, new long[Reduction.values().length],
        MemoStatistics.NONE, Strategy.DANCING_LINKS);
    assertEquals(Strategy.DANCING_LINKS, plain.strategy());
    assertTrue(!plain.equals(plain.as(Strategy.WITH_REDUCTIONS)), "the strategy is compared");
  }
}
