package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;

/**
 * Naked and hidden subsets. A naked subset: k cells of a house with k candidates between them
 * leave those values to no other cell of the house (pair 3.0, triplet 3.6, quad 5.0). A hidden
 * subset: k values with k places between them in a house leave those cells no other value (pair
 * 3.4, triplet 4.0, quad 5.4); its "direct" form, one whose removals would leave another value a
 * single place in the house, is rated 2.0 (pair) and 2.5 (triplet) and only places that single (as
 * in Sudoku Explainer: the subset's other candidates stay until a later step removes them). As in
 * SE, a naked subset is looked for only in a house with at least 2k empty cells and a hidden one
 * in a house with more than 2k (so that each is found in its smaller form), houses in the order
 * boxes, columns, rows.
 */
final class Subsets {
  private Subsets() {}

  private static final int[] NAKED = {0, 0, 30, 36, 50};
  private static final int[] HIDDEN = {0, 0, 34, 40, 54};
  private static final int[] DIRECT_HIDDEN = {0, 0, 20, 25};
  private static final String[] NAMES = {"", "", "Pair", "Triplet", "Quad"};

  static int[] houseOrder(Board.Geometry g) {
    int[] out = new int[g.order.length];
    int k = 0;
    for (int kind : new int[] {Board.Geometry.BOX, Board.Geometry.COLUMN, Board.Geometry.ROW,
        Board.Geometry.OTHER}) {
      for (int h : g.order) {
        if (g.kind[h] == kind) {
          out[k++] = h;
        }
      }
    }
    return out;
  }

  /** The first naked subset of {@code k} cells that removes something. */
  static Step naked(Board b, int k) {
    for (int house : houseOrder(b.g)) {
      if (b.emptyIn(house) < 2 * k) {
        continue;
      }
      int[] hc = b.g.cells(house);
      for (int pick = (1 << k) - 1; pick != 0; pick = nextSubset(pick, b.n)) {
        int union = 0;
        boolean ok = true;
        for (int i = 0; i < b.n && ok; i++) {
          if ((pick & 1 << i) != 0) {
            ok = Integer.bitCount(b.cand[hc[i]]) >= 2;
            union |= b.cand[hc[i]];
          }
        }
        if (!ok || Integer.bitCount(union) != k) {
          continue;
        }
        int[] e = new int[2 * b.n * k];
        int n = 0;
        for (int i = 0; i < b.n; i++) {
          if ((pick & 1 << i) == 0) {
            for (int m = b.cand[hc[i]] & union; m != 0; m &= m - 1) {
              e[n++] = hc[i];
              e[n++] = Integer.numberOfTrailingZeros(m) + 1;
            }
          }
        }
        if (n > 0) {
          return Step.removing(b.n, "Naked " + NAMES[k], NAKED[k], values(union) + " in "
              + cells(b, hc, pick) + " (" + b.g.name(house) + ")", java.util.Arrays.copyOf(e, n));
        }
      }
    }
    return null;
  }

  /** The first hidden subset of {@code k} values (its direct form only when {@code direct}). */
  static Step hidden(Board b, int k, boolean direct) {
    for (int house : houseOrder(b.g)) {
      int empty = b.emptyIn(house);
      if (direct ? empty <= k : empty <= 2 * k) {
        continue;
      }
      int[] hc = b.g.cells(house);
      int[] where = new int[b.n + 1];
      for (int v = 1; v <= b.n; v++) {
        where[v] = b.where(house, v);
      }
      for (int vals = (1 << k) - 1; vals != 0; vals = nextSubset(vals, b.n)) {
        int union = 0;
        boolean ok = true;
        for (int v = 1; v <= b.n && ok; v++) {
          if ((vals & Board.bit(v)) != 0) {
            ok = Integer.bitCount(where[v]) >= 2;
            union |= where[v];
          }
        }
        if (!ok || Integer.bitCount(union) != k) {
          continue;
        }
        int[] e = new int[2 * b.n * k];
        int n = 0;
        for (int i = 0; i < b.n; i++) {
          if ((union & 1 << i) != 0) {
            for (int m = b.cand[hc[i]] & ~vals; m != 0; m &= m - 1) {
              e[n++] = hc[i];
              e[n++] = Integer.numberOfTrailingZeros(m) + 1;
            }
          }
        }
        if (n == 0) {
          continue;
        }
        int[] elims = java.util.Arrays.copyOf(e, n);
        String detail = values(vals) + " only in " + cells(b, hc, union) + " (" + b.g.name(house)
            + ")";
        if (!direct) {
          return Step.removing(b.n, "Hidden " + NAMES[k], HIDDEN[k], detail, elims);
        }
        for (int w = 1; w <= b.n; w++) {
          if ((vals & Board.bit(w)) == 0 && Integer.bitCount(where[w]) > 1
              && Integer.bitCount(where[w] & ~union) == 1) {
            int c = hc[Integer.numberOfTrailingZeros(where[w] & ~union)];
            return Step.placing(b.n, "Direct Hidden " + NAMES[k], DIRECT_HIDDEN[k], detail
                + ", so " + Board.symbol(w) + " in " + Grid.cellName(c, b.n), c, w, new int[0]);
          }
        }
      }
    }
    return null;
  }

  /**
   * The next larger set of as many of the {@code n} bits as {@code set} has, or 0 after the last
   * (Gosper's hack, HAKMEM item 175): the k-subsets in increasing order.
   */
  static int nextSubset(int set, int n) {
    long x = set & 0xFFFFFFFFL;
    long low = x & -x;
    long ripple = x + low;
    long next = (((ripple ^ x) >>> 2) / low) | ripple;
    return next >= 1L << n ? 0 : (int) next;
  }

  static String values(int mask) {
    StringBuilder s = new StringBuilder();
    for (int m = mask; m != 0; m &= m - 1) {
      s.append(s.length() == 0 ? "" : ", ").append(Board.symbol(Integer.numberOfTrailingZeros(m)
          + 1));
    }
    return s.toString();
  }

  static String cells(Board b, int[] hc, int pick) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < b.n; i++) {
      if ((pick & 1 << i) != 0) {
        s.append(s.length() == 0 ? "" : ", ").append(Grid.cellName(hc[i], b.n));
      }
    }
    return s.toString();
  }
}
