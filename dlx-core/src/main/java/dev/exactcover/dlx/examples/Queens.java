package dev.exactcover.dlx.examples;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;

/**
 * The n-queens problem as exact cover (Knuth, TAOCP 7.2.2.1): primary items {@code r0..} and
 * {@code c0..} (each row and column gets exactly one queen), secondary items {@code a0..} and
 * {@code b0..} for the diagonals (at most one queen each); one option per square. Solutions for
 * n = 1, 2, ...: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200 (OEIS A000170).
 */
public final class Queens {
  private Queens() {}

  /**
   * The n-queens problem, {@code n >= 1}.
   *
   * @param n the side of the board
   * @return the n-queens problem, {@code n >= 1}
   */
  public static Problem problem(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("n must be at least 1, not " + n);
    }
    ProblemBuilder b = ExactCover.builder();
    for (int i = 0; i < n; i++) {
      b.primary("r" + i, 1, 1);
    }
    for (int j = 0; j < n; j++) {
      b.primary("c" + j, 1, 1);
    }
    for (int d = 0; d < 2 * n - 1; d++) {
      b.secondary("a" + d, "b" + d);
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        b.option("r" + i, "c" + j, "a" + (i + j), "b" + (i - j + n - 1));
      }
    }
    return b.build();
  }
}
