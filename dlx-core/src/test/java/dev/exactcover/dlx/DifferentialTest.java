package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine against an independent brute-force counter ({@link BruteForce}, which tries every
 * subset of the options) on hundreds of seeded random problems of every family: pure exact cover,
 * secondary items, colors, and multiplicities with {@code lo = 0}, {@code 1 <= lo < hi},
 * {@code lo = hi > 1}, and all of them mixed with colors. For each problem the engine's count,
 * its streamed solutions (each a distinct valid set of options, found once) and its counts under
 * random branching with several seeds must equal the brute force's. Each search also runs
 * Knuth's sanity check at every node (assertions are on in tests).
 */
class DifferentialTest {
  private static final int PROBLEMS = 400;

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomInstances.class)
  void engineAgreesWithBruteForce(RandomInstances family) throws Exception {
    long total = 0;
    for (long seed = 1; seed <= PROBLEMS; seed++) {
      String text = family.text(seed);
      Problem p = ExactCover.parse(text);
      if (family.ordinal() < RandomInstances.LO_ZERO.ordinal()) {
        assertFalse(p.hasMultiplicities(), text);
      }
      List<Long> expected = BruteForce.solutions(p);
      String where = family + " seed " + seed + ":\n" + text;
      Solver solver = p.newSolver();
      assertEquals(expected.size(), solver.count(), where);
      List<Long> streamed = BruteForce.streamed(solver);
      assertEquals(expected, streamed, "the streamed solutions, " + where);
      for (long r = 1; r <= 3; r++) {
        assertEquals(expected.size(),
            p.newSolver(SearchSettings.defaults().withRandomBranching(seed * 7 + r)).count(),
            "random branching, seed " + (seed * 7 + r) + ", " + where);
      }
      total += expected.size();
    }
    assertTrue(total > PROBLEMS / 4, "the family has solutions to compare: " + total);
  }

  /** The tests run with assertions on, so that Knuth's sanity check runs in every search. */
  @Test
  void assertionsAreOn() {
    boolean on = false;
    assert on = true;
    assertTrue(on, "run the tests with -ea: the engine's sanity check is an assertion");
  }
}
