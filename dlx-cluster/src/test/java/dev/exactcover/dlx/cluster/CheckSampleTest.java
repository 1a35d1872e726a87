package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.Random;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * The sample of answers checked: the share asked, rounded up, every set equally likely, so that
 * a liar escapes at the rate docs/cluster.md states, C(n-L, k) / C(n, k), whatever pattern of
 * subproblem numbers it lies on.
 */
class CheckSampleTest {
  /** The probability that none of {@code lies} of {@code n} is among k = ⌈share · n⌉ drawn. */
  static double escape(int n, int lies, double share) {
    int k = (int) Math.ceil(share * n - 1e-9);
    double p = 1;
    for (int j = 0; j < k; j++) {
      p *= Math.max(0, n - lies - j) / (double) (n - j);
    }
    return p;
  }

  @Test
  void theShareAskedRoundedUpIsDrawn() {
    Random r = new Random(1);
    assertEquals(1, CheckSample.draw(1, 0.1, r).cardinality());
    assertEquals(3, CheckSample.draw(30, 0.1, r).cardinality());
    assertEquals(100, CheckSample.draw(1000, 0.1, r).cardinality());
    assertEquals(501, CheckSample.draw(1001, 0.5, r).cardinality());
    assertEquals(977, CheckSample.draw(977, 1, r).cardinality());
    assertEquals(0, CheckSample.draw(0, 0.5, r).cardinality());
    assertThrows(IllegalArgumentException.class, () -> CheckSample.draw(10, 0, r));
    assertThrows(IllegalArgumentException.class, () -> CheckSample.draw(10, 1.5, r));
  }

  @Test
  void everySubproblemIsEquallyLikelyToBeChecked() {
    Random r = new Random(2);
    int n = 50;
    int[] hits = new int[n];
    int trials = 20_000;
    for (int t = 0; t < trials; t++) {
      BitSet s = CheckSample.draw(n, 0.1, r);
      s.stream().forEach(i -> hits[i]++);
    }
    double expected = trials * 5.0 / n; // 2000, standard deviation about 42
    for (int i = 0; i < n; i++) {
      assertTrue(Math.abs(hits[i] - expected) < 6 * 42, "subproblem " + i + ": " + hits[i]);
    }
  }

  /** Liars on patterns of numbers escape at the stated rate (5 standard deviations). */
  @Test
  void aLiarEscapesAtTheStatedRateWhateverItsPattern() {
    Random r = new Random(3);
    record Case(int n, double share, IntPredicate lies) {}
    Case[] cases = {
      new Case(40, 0.1, i -> i == 0),               // one lie: caught with probability 1/10
      new Case(40, 0.1, i -> i % 10 == 7),          // a tenth: 4 lies
      new Case(200, 0.05, i -> i % 10 != 9),        // all but the numbers ending in 9
      new Case(60, 0.5, i -> i >= 58),              // the last two
    };
    for (Case c : cases) {
      int lies = (int) java.util.stream.IntStream.range(0, c.n()).filter(c.lies()).count();
      double p = escape(c.n(), lies, c.share());
      int trials = 20_000;
      int escaped = 0;
      for (int t = 0; t < trials; t++) {
        BitSet s = CheckSample.draw(c.n(), c.share(), r);
        if (s.stream().noneMatch(c.lies())) {
          escaped++;
        }
      }
      double sd = Math.sqrt(trials * p * (1 - p));
      assertTrue(Math.abs(escaped - trials * p) <= 5 * sd + 1, c + ": " + escaped + " of "
          + trials + " escaped, expected " + trials * p);
      assertTrue(p <= Math.pow(1 - c.share(), lies) + 1e-12, "the bound (1 - share)^L");
      assertTrue(p <= Math.pow(1 - lies / (double) c.n(), Math.ceil(c.share() * c.n() - 1e-9))
          + 1e-12, "the bound (1 - f)^k");
    }
    // The documented example: a tenth of 1000 answers, a tenth checked.
    assertTrue(escape(1000, 100, 0.1) < 3e-5, String.valueOf(escape(1000, 100, 0.1)));
  }
}
