package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The settings choose the strategy, and the result names the one that ran, and with it what its
 * nodes, updates and conflicts count.
 */
class StrategyTest {
  private static final Problem DOMINOES = Dominoes.board(4, 4); // 36 tilings (OEIS A004003)

  private static SearchResult count(Problem p, SearchSettings s) {
    return p.newSolver(s).search(Limits.none(), null);
  }

  @Test
  void theStrategyChosenIsTheOneOnTheResult() {
    List<SearchSettings> chosen = List.of(SearchSettings.of(Strategy.DANCING_LINKS),
        SearchSettings.of(Strategy.WITH_REDUCTIONS).withReductions(Reduction.SUBSUMPTION),
        SearchSettings.of(Strategy.CLAUSE_LEARNING), SearchSettings.of(Strategy.MEMOIZED));
    for (SearchSettings s : chosen) {
      SearchResult r = count(DOMINOES, s);
      assertEquals(s.strategy(), r.strategy(), s.toString());
      assertEquals(36, r.solutions(), s.toString());
      assertEquals(s.strategy(), DOMINOES.newSolver().reset(s).search(Limits.none()).strategy(),
          "after a reset to " + s);
    }
    assertEquals(List.of(Strategy.values()),
        chosen.stream().map(SearchSettings::strategy).toList(), "every strategy is tried");
  }

  @Test
  void plainDancingLinks() {
    SearchResult r = count(DOMINOES, SearchSettings.defaults());
    assertEquals(Strategy.DANCING_LINKS, r.strategy());
    assertEquals(Strategy.DANCING_LINKS, SearchSettings.defaults().strategy());
    assertEquals(0, r.conflicts());
    // the weighted item choice is a choice, not another strategy
    assertEquals(Strategy.DANCING_LINKS,
        count(DOMINOES, SearchSettings.defaults().withItemChoice(ItemChoice.WEIGHTED)).strategy());
  }

  @Test
  void withReductions() {
    SearchResult r = count(DOMINOES,
        SearchSettings.of(Strategy.WITH_REDUCTIONS).withReductions(Reduction.BLOCKING));
    assertEquals(Strategy.WITH_REDUCTIONS, r.strategy());
    assertEquals(36, r.solutions());
    assertEquals(0, r.conflicts());
    // a reduction with nothing to act on (matching, and no pairing) still ran: the result says so
    assertEquals(Strategy.WITH_REDUCTIONS, count(DOMINOES,
        SearchSettings.of(Strategy.WITH_REDUCTIONS).withReductions(Reduction.MATCHING))
        .strategy());
    // Algorithm M applies no reduction: its result says so
    Problem m = Fixtures.parse(Fixtures.MULTIPLICITIES);
    assertEquals(Strategy.DANCING_LINKS, count(m, SearchSettings.of(Strategy.WITH_REDUCTIONS)
        .withReductions(Reduction.values())).strategy());
  }

  @Test
  void clauseLearningCountsDecisionsAssignmentsAndConflicts() {
    SearchResult r = count(DOMINOES, SearchSettings.of(Strategy.CLAUSE_LEARNING));
    assertEquals(Strategy.CLAUSE_LEARNING, r.strategy());
    assertEquals(36, r.solutions());
    assertEquals(1, r.maxLevel() + 1, "no tree: every node at level 0");
    assertEquals(r.nodes(), r.nodesAt(0));
    // the last conflict proves nothing is left, and each of the 35 solutions before the last
    // is forbidden by a clause that the next assignments run into
    assertTrue(r.conflicts() >= 1, r.toString());
    assertTrue(r.updates() >= r.nodes() - 1, "each decision is an assignment: " + r);
    assertTrue(r.updates() > r.conflicts(), "updates are assignments, not conflicts: " + r);
  }

  @Test
  void conflictsGrowWithTheSearchAndAreSummed() {
    // queens 8 (92 solutions): a longer search than the dominoes' meets more dead ends
    Problem queens = dev.exactcover.dlx.examples.Queens.problem(8);
    Solver learner = queens.newSolver(SearchSettings.of(Strategy.CLAUSE_LEARNING));
    SearchResult all = learner.search(Limits.none());
    assertEquals(92, all.solutions());
    SearchResult some = learner.search(Limits.none().withSolutions(1));
    assertTrue(some.conflicts() < all.conflicts(), some + " against " + all);
    assertTrue(all.conflicts() > 92, "a dead end at least per solution forbidden: " + all);
    assertEquals(all.conflicts() + some.conflicts(), all.plus(some).conflicts());
    assertEquals(0, count(queens, SearchSettings.defaults()).conflicts());
    assertEquals(0, count(queens, SearchSettings.of(Strategy.MEMOIZED)).conflicts());
  }

  @Test
  void memoizedCountsOnlyWhenCounting() {
    Solver memo = DOMINOES.newSolver(SearchSettings.of(Strategy.MEMOIZED));
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
    assertEquals(0, plain.conflicts());
    assertTrue(!plain.equals(plain.as(Strategy.WITH_REDUCTIONS)), "the strategy is compared");
    assertTrue(!plain.equals(plain.withConflicts(3)), "the conflicts are compared");
  }
}
