package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A solver holds what its settings use: without a reduction, no reduction state at all (the
 * trail, the per-node option table, the marks and the matching's graph), so that a plain solver
 * is the links and little more, however many of them a program keeps.
 */
class FootprintTest {
  /** The links, plus a few ints per item, per option and per level: what the dance itself needs. */
  private static long plainBound(Problem p, Dance d) {
    long options = p.optionCount();
    long items = p.itemCount() + 1;
    long levels = p.primaryItemCount() + 2;
    return 4L * d.nd.length + 24 * items + 16 * options + 24 * levels;
  }

  @Test
  void aPlainSolverHoldsNoReductionState() {
    Problem p = Dominoes.board(8, 8);
    Dance d = new Dance(p);
    d.setPropagation(false, false, false, false, false);
    assertNull(d.reductions, "no reduction asked for, none made");
    long plain = d.arrayBytes();
    assertTrue(plain <= plainBound(p, d), plain + " bytes for " + p.optionCount() + " options");
  }

  @Test
  void theReductionStateIsMadeWhenAskedForAndDroppedWhenNot() {
    Problem p = Dominoes.board(6, 6);
    Dance d = new Dance(p);
    long plain = d.arrayBytes();
    d.setPropagation(false, true, false, false, false);
    assertNotNull(d.reductions);
    long reduced = d.arrayBytes();
    int nodes = d.nd.length / Dance.NODE;
    assertTrue(reduced >= plain + 4L * nodes, "the option of every node is kept: " + reduced);
    assertEquals(6_728L, countWith(d), "6x6 domino tilings (OEIS A004003), under blocking");
    d.setPropagation(false, false, false, false, false);
    assertNull(d.reductions, "dropped when no longer asked for");
    assertEquals(plain, d.arrayBytes());
  }

  @Test
  void aSolverFromSettingsWithoutReductionsIsAsSmall() {
    Problem p = Dominoes.board(6, 6);
    Solver plain = p.newSolver();
    Solver blocking = p.newSolver(
        SearchSettings.of(Strategy.WITH_REDUCTIONS).withReductions(Reduction.BLOCKING));
    Solver weighted = p.newSolver(SearchSettings.defaults().withItemChoice(ItemChoice.WEIGHTED));
    assertTrue(blocking.arrayBytes() > plain.arrayBytes());
    // the weights of the weighted choice are one int per item, nothing more
    assertEquals(plain.arrayBytes() + 4L * (p.itemCount() + 1), weighted.arrayBytes());
    blocking.reset(SearchSettings.defaults());
    assertEquals(plain.arrayBytes(), blocking.arrayBytes(), "reset to plain settings");
    assertEquals(6_728L, plain.count(), "6x6 domino tilings (OEIS A004003)");
    assertEquals(6_728L, blocking.count());
  }

  private static long countWith(Dance d) {
    d.prepare(Limits.none(), null, null, Long.MAX_VALUE, false);
    d.run(false);
    return d.result().solutions();
  }
}
