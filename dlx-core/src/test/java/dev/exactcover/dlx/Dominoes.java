package dev.exactcover.dlx;

import java.math.BigInteger;

/**
 * Domino tilings of an m x n board: the exact-cover problem (a primary item per cell, named
 * {@code rXcY} in row-major order, so that a board of m rows is given "as rows of n"; an option
 * per domino), and an independent count by a transfer matrix over the cells in row-major order
 * (the "broken profile" dynamic programme: the state is the set of cells of the next n that are
 * already covered by vertical dominoes from above), exact in {@link BigInteger}.
 */
public final class Dominoes {
  private Dominoes() {}

  /** The board of {@code rows} x {@code cols} cells as an exact-cover problem. */
  public static Problem board(int rows, int cols) {
    ProblemBuilder b = ExactCover.builder();
    String[] names = new String[rows * cols];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        names[r * cols + c] = "r" + r + "c" + c;
      }
    }
    b.primary(names);
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        if (c + 1 < cols) {
          b.option("r" + r + "c" + c, "r" + r + "c" + (c + 1));
        }
        if (r + 1 < rows) {
          b.option("r" + r + "c" + c, "r" + (r + 1) + "c" + c);
        }
      }
    }
    return b.build();
  }

  /** The number of domino tilings of {@code rows} x {@code cols}, by the transfer matrix. */
  public static BigInteger tilings(int m, int n) {
    int rows = Math.max(m, n); // the same count either way: the narrower side is the profile
    int cols = Math.min(m, n);
    int w = cols;
    BigInteger[] ways = new BigInteger[1 << w];
    java.util.Arrays.fill(ways, BigInteger.ZERO);
    ways[0] = BigInteger.ONE;
    for (int cell = 0; cell < rows * cols; cell++) {
      int c = cell % w;
      boolean lastRow = cell / w == rows - 1;
      BigInteger[] next = new BigInteger[1 << w];
      java.util.Arrays.fill(next, BigInteger.ZERO);
      for (int s = 0; s < 1 << w; s++) {
        if (ways[s].signum() == 0) {
          continue;
        }
        // Bit k of s: cell (the k-th of the next w cells, starting at this one) is covered.
        if ((s & 1) != 0) { // covered from above, or by a horizontal domino: move on
          next[s >>> 1] = next[s >>> 1].add(ways[s]);
          continue;
        }
        if (!lastRow) { // a vertical domino down: the cell w ahead is covered
          int t = (s >>> 1) | (1 << (w - 1));
          next[t] = next[t].add(ways[s]);
        }
        if (c + 1 < w && (s & 2) == 0) { // a horizontal domino to the right
          int t = (s >>> 1) | 1;
          next[t] = next[t].add(ways[s]);
        }
      }
      ways = next;
    }
    return ways[0];
  }
}
