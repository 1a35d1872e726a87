package dev.exactcover.sudoku.logic;

/**
 * Solutions of a grid within its pencil marks: a plain depth-first search over the candidate
 * masks of a {@link Board}, always on a cell with the fewest candidates, counting up to a limit.
 * The exact-cover engine solves grids; this respects marks a person has already removed, which a
 * grid of values cannot carry.
 */
final class MarksSolver {
  private final Board.Geometry g;
  private final int limit;
  private int found;
  private int[] first;

  private MarksSolver(Board.Geometry g, int limit) {
    this.g = g;
    this.limit = limit;
  }

  /** How many solutions were found (at most the limit), and the first one's values (or null). */
  record Found(int count, int[] first) {}

  /** The solutions of {@code b} (not changed) within its marks, counted up to {@code limit}. */
  static Found solve(Board b, int limit) {
    MarksSolver s = new MarksSolver(b.g, limit);
    s.search(b.value.clone(), b.cand.clone());
    return new Found(s.found, s.first);
  }

  private void search(int[] value, int[] cand) {
    if (found >= limit) {
      return;
    }
    int best = -1;
    int bestCount = Integer.MAX_VALUE;
    for (int c = 0; c < g.cells; c++) {
      if (value[c] == 0) {
        int k = Integer.bitCount(cand[c]);
        if (k == 0) {
          return;
        }
        if (k < bestCount) {
          best = c;
          bestCount = k;
        }
      }
    }
    if (best < 0) {
      if (found++ == 0) {
        first = value.clone();
      }
      return;
    }
    for (int m = cand[best]; m != 0 && found < limit; m &= m - 1) {
      int v = Integer.numberOfTrailingZeros(m) + 1;
      int[] nv = value.clone();
      int[] nc = cand.clone();
      nv[best] = v;
      nc[best] = 0;
      boolean dead = false;
      for (int p : g.h.peers[best]) {
        if (nv[p] == v) {
          dead = true;
        }
        nc[p] &= ~Board.bit(v);
      }
      if (!dead) {
        search(nv, nc);
      }
    }
  }
}
