package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;

/**
 * Wings. XY-wing (4.2): a pivot with candidates {x, y} seeing a pincer with {x, z} and one with
 * {y, z}: one pincer holds z, so z leaves every cell seeing both pincers. XYZ-wing (4.4): the
 * pivot holds {x, y, z}, so z leaves every cell seeing the pivot and both pincers.
 */
final class Wings {
  private Wings() {}

  /** The first XY-wing ({@code xyz} false) or XYZ-wing ({@code xyz} true) that removes something. */
  static Step find(Board b, boolean xyz) {
    for (int p = 0; p < b.cells; p++) {
      int cp = b.cand[p];
      if (Integer.bitCount(cp) != (xyz ? 3 : 2)) {
        continue;
      }
      int[] peers = b.g.h.peers[p];
      for (int x : peers) {
        int cx = b.cand[x];
        if (Integer.bitCount(cx) != 2) {
          continue;
        }
        if (xyz ? (cx & ~cp) != 0 : Integer.bitCount(cx & cp) != 1) {
          continue;
        }
        for (int y : peers) {
          int cy = b.cand[y];
          if (y <= x || Integer.bitCount(cy) != 2 || cy == cx) {
            continue;
          }
          int z;
          if (xyz) {
            if ((cy & ~cp) != 0 || Integer.bitCount(cx & cy) != 1) {
              continue;
            }
            z = cx & cy;
          } else {
            z = cx & cy;
            if (Integer.bitCount(z) != 1 || (z & cp) != 0 || (cx | cy | cp) != (cp | z)
                || Integer.bitCount(cx & cp) != 1 || Integer.bitCount(cy & cp) != 1
                || (cx & cp) == (cy & cp)) {
              continue;
            }
          }
          int v = Integer.numberOfTrailingZeros(z) + 1;
          int[] e = new int[2 * b.cells];
          int n = 0;
          for (int c = 0; c < b.cells; c++) {
            if (c != p && c != x && c != y && (b.cand[c] & z) != 0 && b.g.sees(c, x)
                && b.g.sees(c, y) && (!xyz || b.g.sees(c, p))) {
              e[n++] = c;
              e[n++] = v;
            }
          }
          if (n > 0) {
            return Step.removing(b.n, xyz ? "XYZ-Wing" : "XY-Wing", xyz ? 44 : 42, "pivot "
                + Grid.cellName(p, b.n) + " (" + Subsets.values(cp) + ") with "
                + Grid.cellName(x, b.n) + " (" + Subsets.values(cx) + "), "
                + Grid.cellName(y, b.n) + " (" + Subsets.values(cy) + ")",
                java.util.Arrays.copyOf(e, n));
          }
        }
      }
    }
    return null;
  }
}
