package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;

/**
 * Uniqueness tests, sound only for a puzzle with one solution (the rating checks that first).
 * A unique rectangle: four cells at the corners of a rectangle across two boxes that could all
 * hold the same two values {a, b} would let a and b swap, so one corner must hold something else:
 * type 1 (three corners hold only a and b: the fourth loses them; 4.5), type 2 (two corners hold
 * only a and b, the other two one extra value x each: x leaves every cell seeing both; 4.6) and
 * type 3 (the two other corners see each other and, with k - 1 more cells of a house they share,
 * hold k values besides a and b: a naked subset that leaves the rest of the house; 4.5 + 0.1
 * (k - 1)) and type 4 (the two other corners share a house where a has no other place: they lose
 * b; 4.5).
 * Bivalent universal grave, type 1 (5.6): every empty cell has two candidates but one, which has
 * three; the value of it that appears three times in its house must be placed, or the grid would
 * have two solutions.
 */
final class Uniqueness {
  private Uniqueness() {}

  /**
   * The first unique rectangle of type 1, 2 or 4 that removes something, or else the easiest of
   * type 3 (SE sorts its unique rectangles by rating, then type: type 3 is rated 4.6 and up).
   */
  static Step rectangle(Board b) {
    int[] rows = b.g.h.rows;
    int[] cols = b.g.h.columns;
    if (rows.length != b.n || cols.length != b.n) {
      return null;
    }
    Step[] type3 = new Step[1];
    for (int r1 = 0; r1 < b.n; r1++) {
      for (int r2 = r1 + 1; r2 < b.n; r2++) {
        for (int c1 = 0; c1 < b.n; c1++) {
          for (int c2 = c1 + 1; c2 < b.n; c2++) {
            int[] corner = {r1 * b.n + c1, r1 * b.n + c2, r2 * b.n + c1, r2 * b.n + c2};
            Step s = rectangle(b, corner, type3);
            if (s != null) {
              return s;
            }
          }
        }
      }
    }
    return type3[0];
  }

  private static Step rectangle(Board b, int[] corner, Step[] type3) {
    int boxes = 0;
    int common = b.all;
    for (int c : corner) {
      if (b.value[c] != 0) {
        return null;
      }
      common &= b.cand[c];
    }
    java.util.Set<Integer> distinct = new java.util.HashSet<>();
    for (int c : corner) {
      distinct.add(b.g.boxOf[c]);
    }
    boxes = distinct.size();
    if (boxes != 2 || Integer.bitCount(common) < 2) {
      return null;
    }
    for (int pair = common; pair != 0; pair &= pair - 1) {
      int a = pair & -pair;
      for (int rest = pair & (pair - 1); rest != 0; rest &= rest - 1) {
        int ab = a | (rest & -rest);
        Step s = rectangle(b, corner, ab, type3);
        if (s != null) {
          return s;
        }
      }
    }
    return null;
  }

  private static Step rectangle(Board b, int[] corner, int ab, Step[] type3) {
    int floor = 0;
    for (int i = 0; i < 4; i++) {
      if (b.cand[corner[i]] == ab) {
        floor |= 1 << i;
      }
    }
    String detail = Subsets.values(ab) + " in " + names(b, corner);
    int[] va = values(ab);
    if (Integer.bitCount(floor) == 3) {
      int i = Integer.numberOfTrailingZeros(~floor & 0xF);
      int c = corner[i];
      return Step.removing(b.n, "Unique Rectangle type 1", 45, detail,
          new int[] {c, va[0], c, va[1]});
    }
    if (Integer.bitCount(floor) != 2) {
      return null;
    }
    int[] roof = new int[2];
    int k = 0;
    for (int i = 0; i < 4; i++) {
      if ((floor & 1 << i) == 0) {
        roof[k++] = corner[i];
      }
    }
    int x0 = b.cand[roof[0]] & ~ab;
    int x1 = b.cand[roof[1]] & ~ab;
    if (x0 == x1 && Integer.bitCount(x0) == 1) {
      int v = Integer.numberOfTrailingZeros(x0) + 1;
      int[] e = new int[2 * b.cells];
      int n = 0;
      for (int c = 0; c < b.cells; c++) {
        if (c != roof[0] && c != roof[1] && (b.cand[c] & x0) != 0 && b.g.sees(c, roof[0])
            && b.g.sees(c, roof[1])) {
          e[n++] = c;
          e[n++] = v;
        }
      }
      if (n > 0) {
        return Step.removing(b.n, "Unique Rectangle type 2", 46, detail,
            java.util.Arrays.copyOf(e, n));
      }
    }
    if (!b.g.sees(roof[0], roof[1])) {
      return null;
    }
    if (Integer.bitCount((x0 | x1)) >= 2) {
      type3(b, roof, ab, detail, type3);
    }
    for (int house : b.g.cellHouses[roof[0]]) {
      if (!Intersections.contains(b.g.cells(house), roof[1])) {
        continue;
      }
      for (int t = 0; t < 2; t++) {
        int locked = va[t];
        int other = va[1 - t];
        int w = b.where(house, locked);
        if (Integer.bitCount(w) == 2) {
          return Step.removing(b.n, "Unique Rectangle type 4", 45, detail + " ("
              + Board.symbol(locked)
              + " only there in " + b.g.name(house) + ")",
              new int[] {roof[0], other, roof[1], other});
        }
      }
    }
    return null;
  }

  /**
   * Type 3, naked subset form: the two corners with extra values act, between them, as one cell
   * holding those extra values; with k - 1 other cells of a house they share, whose candidates
   * and those extra values make k values (k from the number of extra values up), the k values
   * leave the rest of the house (rated 4.5 + 0.1 (k - 1), as in SE's unique loops). Keeps the
   * easiest found in {@code best[0]}.
   */
  private static void type3(Board b, int[] roof, int ab, String detail, Step[] best) {
    int extra = (b.cand[roof[0]] | b.cand[roof[1]]) & ~ab;
    int both = extra & b.cand[roof[0]] & b.cand[roof[1]];
    for (int k = Integer.bitCount(extra); k <= b.n - 2; k++) {
      int tenths = 45 + k - 1;
      if (best[0] != null && best[0].tenths() <= tenths) {
        return;
      }
      for (int house : b.g.cellHouses[roof[0]]) {
        int[] hc = b.g.cells(house);
        if (!Intersections.contains(hc, roof[1]) || 2 * k > b.emptyIn(house)) {
          continue;
        }
        int others = 0; // places of the house that may join the subset
        for (int i = 0; i < hc.length; i++) {
          if (hc[i] != roof[0] && hc[i] != roof[1] && b.value[hc[i]] == 0
              && Integer.bitCount(b.cand[hc[i]]) >= 2) {
            others |= 1 << i;
          }
        }
        if (k == 1 || Integer.bitCount(others) < k - 1) {
          continue;
        }
        for (int pick = (1 << (k - 1)) - 1; pick != 0; pick = Subsets.nextSubset(pick, b.n)) {
          if ((pick & ~others) != 0) {
            continue;
          }
          int union = 0;
          for (int i = 0; i < hc.length; i++) {
            if ((pick & 1 << i) != 0) {
              union |= b.cand[hc[i]];
            }
          }
          if (Integer.bitCount(union | extra) != k || Integer.bitCount(union | both) != k) {
            continue;
          }
          int set = union | extra;
          int[] e = new int[2 * b.n * b.n];
          int n = 0;
          for (int i = 0; i < hc.length; i++) {
            if ((pick & 1 << i) == 0 && hc[i] != roof[0] && hc[i] != roof[1]) {
              for (int m = b.cand[hc[i]] & set; m != 0; m &= m - 1) {
                e[n++] = hc[i];
                e[n++] = Integer.numberOfTrailingZeros(m) + 1;
              }
            }
          }
          if (n > 0) {
            best[0] = Step.removing(b.n, "Unique Rectangle type 3", tenths, detail + " ("
                + Subsets.values(set) + " in " + names(b, new int[] {roof[0], roof[1]}) + " and "
                + Subsets.cells(b, hc, pick) + ", " + b.g.name(house) + ")",
                java.util.Arrays.copyOf(e, n));
            return;
          }
        }
      }
    }
  }

  /** Bivalent universal grave, type 1. */
  static Step bug(Board b) {
    int three = -1;
    for (int c = 0; c < b.cells; c++) {
      if (b.value[c] != 0) {
        continue;
      }
      int k = Integer.bitCount(b.cand[c]);
      if (k == 3 && three < 0) {
        three = c;
      } else if (k != 2) {
        return null;
      }
    }
    if (three < 0) {
      return null;
    }
    for (int m = b.cand[three]; m != 0; m &= m - 1) {
      int v = Integer.numberOfTrailingZeros(m) + 1;
      boolean odd = true;
      for (int house : b.g.cellHouses[three]) {
        odd &= Integer.bitCount(b.where(house, v)) == 3;
      }
      if (odd) {
        int[] e = new int[4];
        int n = 0;
        for (int o = b.cand[three] & ~Board.bit(v); o != 0; o &= o - 1) {
          e[n++] = three;
          e[n++] = Integer.numberOfTrailingZeros(o) + 1;
        }
        return Step.placing(b.n, "BUG type 1", 56, "every other empty cell has two "
            + "candidates", three, v, e);
      }
    }
    return null;
  }

  private static int[] values(int mask) {
    int[] v = new int[Integer.bitCount(mask)];
    int i = 0;
    for (int m = mask; m != 0; m &= m - 1) {
      v[i++] = Integer.numberOfTrailingZeros(m) + 1;
    }
    return v;
  }

  private static String names(Board b, int[] cells) {
    StringBuilder s = new StringBuilder();
    for (int c : cells) {
      s.append(s.length() == 0 ? "" : ", ").append(Grid.cellName(c, b.n));
    }
    return s.toString();
  }
}
