package dev.exactcover.dlx;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The proper k-colourings of an m x n grid graph, with the colours on secondary items: the
 * exact-cover problem (a primary item per vertex; a secondary item per edge, which takes the
 * colour of its first endpoint, up or left; an option colours a vertex and its edges, with one
 * option per choice of colours other than its own for the edges from earlier vertices), and an
 * independent count by a transfer matrix over the rows (the state is a proper colouring of one
 * row; two rows follow each other when no column repeats a colour), exact in {@link BigInteger}.
 * The count is the grid's chromatic polynomial at k.
 */
public final class Colourings {
  private Colourings() {}

  /** The proper {@code k}-colourings of the {@code rows} x {@code cols} grid graph. */
  public static Problem grid(int rows, int cols, int k) {
    ProblemBuilder b = ExactCover.builder();
    List<String> vertices = new ArrayList<>();
    List<String> edges = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        vertices.add("x" + r + "_" + c);
        if (c + 1 < cols) {
          edges.add("h" + r + "_" + c);
        }
        if (r + 1 < rows) {
          edges.add("d" + r + "_" + c);
        }
      }
    }
    b.primary(vertices.toArray(String[]::new));
    b.secondary(edges.toArray(String[]::new));
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        for (int own = 0; own < k; own++) {
          for (int left = 0; left < k; left++) {
            for (int up = 0; up < k; up++) {
              if (c > 0 ? left == own : left > 0) {
                continue;
              }
              if (r > 0 ? up == own : up > 0) {
                continue;
              }
              List<String> o = new ArrayList<>();
              o.add("x" + r + "_" + c);
              if (c + 1 < cols) {
                o.add("h" + r + "_" + c + ":" + own);
              }
              if (r + 1 < rows) {
                o.add("d" + r + "_" + c + ":" + own);
              }
              if (c > 0) {
                o.add("h" + r + "_" + (c - 1) + ":" + left);
              }
              if (r > 0) {
                o.add("d" + (r - 1) + "_" + c + ":" + up);
              }
              b.option(o);
            }
          }
        }
      }
    }
    return b.build();
  }

  /** The number of proper {@code k}-colourings of the grid graph, by the transfer matrix. */
  public static BigInteger count(int m, int n, int k) {
    int w = Math.min(m, n);
    int h = Math.max(m, n);
    List<int[]> rows = new ArrayList<>();
    int[] row = new int[w];
    collect(row, 0, k, rows);
    Map<Integer, BigInteger> ways = new HashMap<>();
    for (int s = 0; s < rows.size(); s++) {
      ways.put(s, BigInteger.ONE);
    }
    for (int r = 1; r < h; r++) {
      Map<Integer, BigInteger> next = new HashMap<>();
      for (int t = 0; t < rows.size(); t++) {
        BigInteger sum = BigInteger.ZERO;
        for (int s = 0; s < rows.size(); s++) {
          if (apart(rows.get(s), rows.get(t))) {
            sum = sum.add(ways.get(s));
          }
        }
        next.put(t, sum);
      }
      ways = next;
    }
    return ways.values().stream().reduce(BigInteger.ZERO, BigInteger::add);
  }

  private static void collect(int[] row, int at, int k, List<int[]> rows) {
    if (at == row.length) {
      rows.add(row.clone());
      return;
    }
    for (int c = 0; c < k; c++) {
      if (at == 0 || row[at - 1] != c) {
        row[at] = c;
        collect(row, at + 1, k, rows);
      }
    }
  }

  private static boolean apart(int[] a, int[] b) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == b[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The domino tilings of the Aztec diamond of order {@code n}: rows 0 to 2n - 1 of widths 2, 4,
   * ..., 2n, 2n, ..., 2, centred; a primary item per cell, an option per domino. They number
   * 2^(n(n+1)/2) (Elkies, Kuperberg, Larsen and Propp, J. Algebraic Combin. 1, 1992).
   */
  public static Problem aztec(int n) {
    ProblemBuilder b = ExactCover.builder();
    List<String> cells = new ArrayList<>();
    for (int i = 0; i < 2 * n; i++) {
      for (int j = n - 1 - half(n, i); j <= n + half(n, i); j++) {
        cells.add("r" + i + "c" + j);
      }
    }
    b.primary(cells.toArray(String[]::new));
    for (int i = 0; i < 2 * n; i++) {
      for (int j = n - 1 - half(n, i); j <= n + half(n, i); j++) {
        if (inside(n, i, j + 1)) {
          b.option("r" + i + "c" + j, "r" + i + "c" + (j + 1));
        }
        if (inside(n, i + 1, j)) {
          b.option("r" + i + "c" + j, "r" + (i + 1) + "c" + j);
        }
      }
    }
    return b.build();
  }

  private static int half(int n, int i) {
    return i < n ? i : 2 * n - 1 - i;
  }

  private static boolean inside(int n, int i, int j) {
    return i >= 0 && i < 2 * n && j >= n - 1 - half(n, i) && j <= n + half(n, i);
  }
}
