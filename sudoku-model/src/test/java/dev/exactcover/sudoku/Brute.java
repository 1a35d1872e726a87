package dev.exactcover.sudoku;

import java.util.List;

/**
 * An independent counter for tests: plain backtracking (the cell with the fewest free values
 * first) over any list of regions given as cell arrays. Shares no code with the engine or the
 * mapping.
 */
public final class Brute {
  private final int n;
  private final int[][] regionsOfCell;
  private final int[] used; // used[region] = bitmask of values placed
  private final int[] cells;
  private long count;
  private long limit;

  Brute(int n, List<int[]> regions) {
    this.n = n;
    this.used = new int[regions.size()];
    this.cells = new int[n * n];
    int[] k = new int[n * n];
    for (int[] r : regions) {
      for (int c : r) {
        k[c]++;
      }
    }
    regionsOfCell = new int[n * n][];
    for (int c = 0; c < n * n; c++) {
      regionsOfCell[c] = new int[k[c]];
      k[c] = 0;
    }
    for (int i = 0; i < regions.size(); i++) {
      for (int c : regions.get(i)) {
        regionsOfCell[c][k[c]++] = i;
      }
    }
  }

  /** Solutions of {@code givens} (0 blank), up to {@code limit}; 0 if the givens clash. */
  long count(int[] givens, long limit) {
    java.util.Arrays.fill(used, 0);
    for (int c = 0; c < n * n; c++) {
      cells[c] = givens[c];
      if (givens[c] != 0) {
        for (int r : regionsOfCell[c]) {
          if ((used[r] & 1 << givens[c]) != 0) {
            return 0;
          }
          used[r] |= 1 << givens[c];
        }
      }
    }
    this.count = 0;
    this.limit = limit;
    int filled = 0;
    for (int c = 0; c < n * n; c++) {
      filled += cells[c] != 0 ? 1 : 0;
    }
    go(filled);
    return count;
  }

  /** The values still free in cell {@code c}, as a bitmask of 1 << v. */
  private int free(int c) {
    int taken = 0;
    for (int r : regionsOfCell[c]) {
      taken |= used[r];
    }
    return ~taken & ((1 << (n + 1)) - 2);
  }

  /**
   * Plain backtracking, branching on the empty cell with the fewest free values (first such cell
   * in cell order on ties): the same count as in cell order, without its long dead ends.
   */
  private void go(int filled) {
    if (filled == n * n) {
      count++;
      return;
    }
    int best = -1;
    int bestFree = 0;
    int fewest = Integer.MAX_VALUE;
    for (int c = 0; c < n * n; c++) {
      if (cells[c] == 0) {
        int f = free(c);
        int k = Integer.bitCount(f);
        if (k < fewest) {
          best = c;
          bestFree = f;
          fewest = k;
          if (k == 0) {
            return;
          }
        }
      }
    }
    for (int v = 1; v <= n && count < limit; v++) {
      if ((bestFree & 1 << v) != 0) {
        for (int r : regionsOfCell[best]) {
          used[r] |= 1 << v;
        }
        cells[best] = v;
        go(filled + 1);
        cells[best] = 0;
        for (int r : regionsOfCell[best]) {
          used[r] &= ~(1 << v);
        }
      }
    }
  }
}
