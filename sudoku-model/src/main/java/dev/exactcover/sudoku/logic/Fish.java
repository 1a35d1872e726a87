package dev.exactcover.sudoku.logic;

/**
 * Basic fish: for a value, k rows whose places for it lie in k columns between them (or columns
 * in rows) leave it to no other cell of those columns: x-wing (k = 2) 3.2, swordfish (3) 3.8,
 * jellyfish (4) 5.2. Sudoku Explainer 1.2.1 rates no finned or sashimi forms.
 */
final class Fish {
  private Fish() {}

  private static final int[] RATING = {0, 0, 32, 38, 52};
  private static final String[] NAMES = {"", "", "X-Wing", "Swordfish", "Jellyfish"};

  /** The first fish of {@code k} lines that removes something. */
  static Step find(Board b, int k) {
    int[] rows = b.g.h.rows;
    int[] cols = b.g.h.columns;
    if (rows.length != b.n || cols.length != b.n) {
      return null;
    }
    for (int v = 1; v <= b.n; v++) {
      for (int orient = 0; orient < 2; orient++) {
        int[] base = orient == 0 ? rows : cols;
        int[] cover = orient == 0 ? cols : rows;
        int[] w = new int[b.n];
        int usable = 0;
        for (int i = 0; i < b.n; i++) {
          w[i] = b.where(base[i], v);
          int n = Integer.bitCount(w[i]);
          if (n >= 2 && n <= k) {
            usable |= 1 << i;
          }
        }
        if (Integer.bitCount(usable) < k) {
          continue;
        }
        for (int lines = (1 << k) - 1; lines != 0; lines = Subsets.nextSubset(lines, b.n)) {
          if ((lines & ~usable) != 0) {
            continue;
          }
          int union = 0;
          for (int i = 0; i < b.n; i++) {
            if ((lines & 1 << i) != 0) {
              union |= w[i];
            }
          }
          if (Integer.bitCount(union) != k) {
            continue;
          }
          int[] e = new int[2 * b.n * k];
          int n = 0;
          for (int j = 0; j < b.n; j++) {
            if ((union & 1 << j) == 0) {
              continue;
            }
            int[] cc = b.g.cells(cover[j]);
            for (int i = 0; i < b.n; i++) {
              if ((lines & 1 << i) == 0 && (b.cand[cc[i]] & Board.bit(v)) != 0) {
                e[n++] = cc[i];
                e[n++] = v;
              }
            }
          }
          if (n > 0) {
            String kind = orient == 0 ? "rows " : "columns ";
            String other = orient == 0 ? "columns " : "rows ";
            return Step.removing(b.n, NAMES[k], RATING[k], Board.symbol(v) + " in " + kind
                + numbers(lines)
                + " only in " + other + numbers(union), java.util.Arrays.copyOf(e, n));
          }
        }
      }
    }
    return null;
  }

  private static String numbers(int mask) {
    StringBuilder s = new StringBuilder();
    for (int m = mask; m != 0; m &= m - 1) {
      s.append(s.length() == 0 ? "" : ", ").append(Integer.numberOfTrailingZeros(m) + 1);
    }
    return s.toString();
  }
}
