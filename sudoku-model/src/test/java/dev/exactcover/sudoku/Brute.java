package dev.exactcover.sudoku;

import java.util.List;

/**
 * An independent counter for tests: plain backtracking in cell order over any list of regions
 * given as cell arrays. Shares no code with the engine or the mapping.
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
    go(0);
    return count;
  }

  private void go(int c) {
    while (c < n * n && cells[c] != 0) {
      c++;
    }
    if (c == n * n) {
      count++;
      return;
    }
    for (int v = 1; v <= n && count < limit; v++) {
      boolean free = true;
      for (int r : regionsOfCell[c]) {
        free &= (used[r] & 1 << v) == 0;
      }
      if (free) {
        for (int r : regionsOfCell[c]) {
          used[r] |= 1 << v;
        }
        cells[c] = v;
        go(c + 1);
        cells[c] = 0;
        for (int r : regionsOfCell[c]) {
          used[r] &= ~(1 << v);
        }
      }
    }
  }
}
