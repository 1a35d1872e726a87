package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Side constraints on generic exact-cover problems, against the brute-force counter: every
 * seeded random problem of the X and C families gets a weight per option and the rule "the
 * chosen options' weights add up to exactly {@code S}" (a sum with repeats, as a little killer
 * is), held by a propagator that removes options too heavy for what is left and checks the
 * total at the leaves. The engine's solutions must be exactly the brute force's solutions whose
 * weights add up to {@code S}, under leftmost and random branching, with reductions on and off,
 * and in a solver used twice (so the removals were put back).
 */
class PropagatorTest {
  private static final int PROBLEMS = 300;

  /** The rule: the weights of the chosen options add up to {@code target}. */
  static final class Sum implements Propagator {
    final int[] weight;
    final int target;
    long calls;

    Sum(int[] weight, int target) {
      this.weight = weight;
      this.target = target;
    }

    @Override
    public boolean propagate(Context node) {
      calls++;
      int sum = 0;
      for (int k = 0; k < node.chosenCount(); k++) {
        sum += weight[node.chosen(k)];
      }
      if (sum > target) {
        return false;
      }
      if (node.isComplete()) {
        return sum == target;
      }
      for (int o = 0; o < weight.length; o++) {
        if (sum + weight[o] > target && node.isActive(o) && !node.remove(o)) {
          return false;
        }
      }
      return true;
    }
  }

  private static int[] weights(int options, long seed) {
    SplittableRandom r = new SplittableRandom(seed * 7919);
    int[] w = new int[options];
    for (int o = 0; o < options; o++) {
      w[o] = r.nextInt(4);
    }
    return w;
  }

  private static List<Long> withSum(List<Long> all, int[] w, int target) {
    List<Long> kept = new ArrayList<>();
    for (long set : all) {
      int sum = 0;
      for (int o = 0; o < w.length; o++) {
        if ((set >> o & 1) != 0) {
          sum += w[o];
        }
      }
      if (sum == target) {
        kept.add(set);
      }
    }
    return kept;
  }

  @ParameterizedTest(name = "{0}")
  @EnumSource(value = RandomInstances.class, names = {"EXACT", "SECONDARY", "COLORS"})
  void sumConstraintAgreesWithBruteForce(RandomInstances family) throws Exception {
    long seen = 0;
    for (long seed = 1; seed <= PROBLEMS; seed++) {
      String text = family.text(seed);
      Problem plain = ExactCover.parse(text);
      int[] w = weights(plain.optionCount(), seed);
      List<Long> all = BruteForce.solutions(plain);
      int target = (int) (seed % 7);
      Problem p = plain.withPropagator(() -> new Sum(w, target));
      assertTrue(p.hasPropagators());
      assertFalse(plain.hasPropagators());
      List<Long> expected = withSum(all, w, target);
      String where = family + " seed " + seed + " target " + target + ":\n" + text;
      Solver solver = p.newSolver();
      assertEquals(expected.size(), solver.count(), where);
      assertEquals(expected, BruteForce.streamed(solver), "streamed, " + where);
      assertEquals(expected.size(), solver.count(), "again, " + where);
      Solver random = p.newSolver(SearchSettings.defaults().withRandomBranching(seed));
      assertEquals(expected.size(), random.count(), "random branching, " + where);
      Solver reduced = p.newSolver(SearchSettings.of(Strategy.WITH_REDUCTIONS)
          .withReductions(Reduction.SUBSUMPTION, Reduction.BLOCKING));
      assertEquals(expected.size(), reduced.count(), "with reductions, " + where);
      // the weighted choice, its weights fed by the propagator's dead ends: another tree, the
      // same solutions
      Solver weighted = p.newSolver(SearchSettings.defaults().withItemChoice(ItemChoice.WEIGHTED));
      assertEquals(expected, BruteForce.streamed(weighted), "weighted item choice, " + where);
      Solver memo = p.newSolver(SearchSettings.of(Strategy.MEMOIZED));
      assertEquals(expected.size(), memo.count(), "memo asked for, " + where);
      // the plain problem still counts every cover: the propagator is the derived problem's
      assertEquals(all.size(), plain.newSolver().count(), where);
      seen += expected.size();
    }
    assertTrue(seen > 0, "some problems must have solutions with the sum");
  }

  @Test
  void forcedOptionsAreSeenAsChosen() throws Exception {
    // Four options cover A and B in two ways; the propagator forbids the pair {0, 1}.
    Problem plain = ExactCover.parse("A B\nA\nB\nA B\n");
    int[] w = {1, 1, 0};
    Problem p = plain.withPropagator(() -> new Sum(w, 0));
    Solver s = p.newSolver();
    assertEquals(1, s.count());
    assertTrue(s.force(0));
    assertEquals(0, s.count(), "forcing the weighted option leaves no solution of sum 0");
    s.reset(s.settings());
    assertEquals(1, s.count());
  }

  @Test
  void multiplicitiesAreRefused() throws Exception {
    Problem m = ExactCover.parse("2:3|A\nA\nA\nA\n");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> m.withPropagator(() -> node -> true));
    assertTrue(e.getMessage().contains("multiplicities"), e.getMessage());
  }

  @Test
  void calledOncePerNode() throws Exception {
    Problem plain = ExactCover.parse(RandomInstances.EXACT.text(5));
    int[] w = new int[plain.optionCount()];
    Sum[] made = new Sum[1];
    Problem p = plain.withPropagator(() -> made[0] = new Sum(w, 0));
    Solver s = p.newSolver();
    SearchResult r = s.search(Limits.none());
    assertEquals(plain.newSolver().count(), r.solutions(), "weights 0: the rule holds always");
    assertEquals(r.nodes(), made[0].calls);
  }
}
