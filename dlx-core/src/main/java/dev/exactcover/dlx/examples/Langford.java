package dev.exactcover.dlx.examples;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;

/**
 * Langford pairs as exact cover (Knuth, TAOCP 7.2.2.1): place two copies of each of 1..n in 2n
 * slots so that the copies of k have k numbers between them. Primary items {@code d1..dn} (each
 * number placed once) and {@code s1..s2n} (each slot filled once); the option for number k at
 * slots j and j+k+1 is {@code dk sj s(j+k+1)}. Both a sequence and its reversal are counted:
 * n = 3, 4, 7, 8, 11, 12 give 2, 2, 52, 300, 35584, 216288 (twice OEIS A014552); other n give 0.
 */
public final class Langford {
  private Langford() {}

  /**
   * The Langford-pairs problem of order {@code n >= 1}.
   *
   * @param n the number of pairs
   * @return the Langford-pairs problem of order {@code n >= 1}
   */
  public static Problem problem(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("n must be at least 1, not " + n);
    }
    ProblemBuilder b = ExactCover.builder();
    for (int k = 1; k <= n; k++) {
      b.primary("d" + k, 1, 1);
    }
    for (int j = 1; j <= 2 * n; j++) {
      b.primary("s" + j, 1, 1);
    }
    for (int k = 1; k <= n; k++) {
      for (int j = 1; j + k + 1 <= 2 * n; j++) {
        b.option("d" + k, "s" + j, "s" + (j + k + 1));
      }
    }
    return b.build();
  }
}
