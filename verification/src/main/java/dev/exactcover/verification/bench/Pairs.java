package dev.exactcover.verification.bench;

import java.util.Arrays;

/**
 * Two builds timed in turn in one JVM, ABBA (A first in even pairs, B first in odd ones), after
 * some warm-up rounds of each: the medians of each side's thread CPU time and of the pairs'
 * ratios, so that a drift in the machine's speed during the run does not move the ratio.
 */
final class Pairs {
  private Pairs() {}

  /** One timed run: the thread CPU time and the wall time, in nanoseconds. */
  @FunctionalInterface
  interface Timed {
    long[] time() throws Exception;
  }

  /** The medians: A's and B's CPU time (nanoseconds), and B over A in CPU and in wall time. */
  record Medians(double cpuA, double cpuB, double cpuRatio, double wallRatio) {}

  static Medians run(Timed a, Timed b, int warm, int pairs) throws Exception {
    for (int i = 0; i < warm; i++) {
      a.time();
      b.time();
    }
    double[] cpuA = new double[pairs];
    double[] cpuB = new double[pairs];
    double[] cpuRatio = new double[pairs];
    double[] wallRatio = new double[pairs];
    for (int i = 0; i < pairs; i++) {
      long[] x;
      long[] y;
      if (i % 2 == 0) {
        x = a.time();
        y = b.time();
      } else {
        y = b.time();
        x = a.time();
      }
      cpuA[i] = x[0];
      cpuB[i] = y[0];
      cpuRatio[i] = (double) y[0] / x[0];
      wallRatio[i] = (double) y[1] / x[1];
    }
    return new Medians(median(cpuA), median(cpuB), median(cpuRatio), median(wallRatio));
  }

  private static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    int n = s.length;
    return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  }
}
