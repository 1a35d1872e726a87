package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.logic.Implications.Run;
import dev.exactcover.sudoku.logic.Nested.Found;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules a nested forcing chain asks first at every grid it reaches ({@link Nested}'s level 1,
 * after Sudoku Explainer 1.2.1's {@code getAdvancedPotentials}; read, not copied): pointing and
 * claiming as one rule, hidden and naked pairs in the houses SE searches and in its order, and
 * X-wings. Each elimination carries its rule parents: the off potentials of the propagation that
 * the pattern reads.
 */
final class NestedBasics {
  private NestedBasics() {}

  /** Pointing and claiming, hidden and naked pairs, X-wings: the first that finds any. */
  static List<Found> find(Run r, Board w) {
    Board.Geometry g = w.g;
    List<Found> out = new ArrayList<>();
    // pointing and claiming, one rule as in SE's Locking: box to column, box to row, column to
    // box, row to box; for each pair of houses that cross, each value
    int[][] kinds = {{Board.Geometry.BOX, Board.Geometry.COLUMN},
        {Board.Geometry.BOX, Board.Geometry.ROW}, {Board.Geometry.COLUMN, Board.Geometry.BOX},
        {Board.Geometry.ROW, Board.Geometry.BOX}};
    for (int[] kind : kinds) {
      boolean box = kind[0] == Board.Geometry.BOX;
      for (int h1 : g.order) {
        if (g.kind[h1] != kind[0]) {
          continue;
        }
        for (int h2 : g.order) {
          if (g.kind[h2] != kind[1]) {
            continue;
          }
          for (int v = 1; v <= w.n; v++) {
            int where = w.where(h1, v);
            if (Integer.bitCount(where) < 2 || !inside(g, h1, where, h2)) {
              continue;
            }
            List<Integer> parents = new ArrayList<>();
            for (int c : g.cells(h1)) {
              if (!Intersections.contains(g.cells(h2), c)) {
                Nested.removed(r, c, Board.bit(v), parents);
              }
            }
            for (int c : g.cells(h2)) {
              if (!Intersections.contains(g.cells(h1), c)) {
                Nested.add(out, r, c, v, parents, box ? 26 : 28, 0);
              }
            }
          }
        }
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    // hidden and naked pairs as SE's HiddenSet and NakedSet look for them: boxes, columns, rows;
    // pairs of values or cells in the order (1, 2), (1, 3), (2, 3), (1, 4)...; hidden pairs in
    // houses of more than 4 empty cells, naked pairs in houses of 4 or more
    int[] houses = Subsets.houseOrder(g);
    for (int h : houses) {
      if (w.emptyIn(h) <= 4) {
        continue;
      }
      int[] hc = g.cells(h);
      for (int v2 = 2; v2 <= w.n; v2++) {
        int w1 = w.where(h, v2);
        if (Integer.bitCount(w1) != 2) {
          continue;
        }
        for (int v1 = 1; v1 < v2; v1++) {
          if (w.where(h, v1) != w1) {
            continue;
          }
          int pair = Board.bit(v1) | Board.bit(v2);
          List<Integer> parents = new ArrayList<>();
          for (int i = 0; i < hc.length; i++) {
            if ((w1 & 1 << i) == 0) {
              Nested.removed(r, hc[i], pair, parents);
            }
          }
          for (int i = 0; i < hc.length; i++) {
            if ((w1 & 1 << i) != 0) {
              for (int m = w.cand[hc[i]] & ~pair; m != 0; m &= m - 1) {
                Nested.add(out, r, hc[i], Integer.numberOfTrailingZeros(m) + 1, parents, 34, 0);
              }
            }
          }
        }
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    for (int h : houses) { // naked pairs
      if (w.emptyIn(h) < 4) {
        continue;
      }
      int[] hc = g.cells(h);
      for (int j = 1; j < hc.length; j++) {
        int m1 = w.cand[hc[j]];
        if (w.value[hc[j]] != 0 || Integer.bitCount(m1) != 2) {
          continue;
        }
        for (int i = 0; i < j; i++) {
          if (w.value[hc[i]] != 0 || w.cand[hc[i]] != m1) {
            continue;
          }
          List<Integer> parents = new ArrayList<>();
          Nested.removed(r, hc[i], r.b.all, parents);
          Nested.removed(r, hc[j], r.b.all, parents);
          for (int k = 0; k < hc.length; k++) {
            if (k != i && k != j) {
              for (int m = w.cand[hc[k]] & m1; m != 0; m &= m - 1) {
                Nested.add(out, r, hc[k], Integer.numberOfTrailingZeros(m) + 1, parents, 30, 0);
              }
            }
          }
        }
      }
    }
    if (!out.isEmpty()) {
      return out;
    }
    // X-wings in SE's Fisherman's order: columns as the base lines, then rows; pairs of lines
    // (0, 1), (0, 2), (1, 2), (0, 3)...; each value placed at most n - 4 times
    for (int kind : new int[] {Board.Geometry.COLUMN, Board.Geometry.ROW}) {
      int cover = kind == Board.Geometry.ROW ? Board.Geometry.COLUMN : Board.Geometry.ROW;
      int[] lines = java.util.Arrays.stream(g.order).filter(h -> g.kind[h] == kind).toArray();
      for (int j2 = 1; j2 < lines.length; j2++) {
        for (int j1 = 0; j1 < j2; j1++) {
          int l1 = lines[j1];
          int l2 = lines[j2];
          for (int v = 1; v <= w.n; v++) {
            int w1 = w.where(l1, v);
            if (Integer.bitCount(w1) != 2 || w.where(l2, v) != w1 || placed(w, v) + 4 > w.n) {
              continue;
            }
            List<Integer> parents = new ArrayList<>(); // the base lines outside the cover
            for (int i = 0; i < g.cells(l1).length; i++) {
              if ((w1 & 1 << i) == 0) {
                Nested.removed(r, g.cells(l1)[i], Board.bit(v), parents);
                Nested.removed(r, g.cells(l2)[i], Board.bit(v), parents);
              }
            }
            for (int m = w1; m != 0; m &= m - 1) {
              int corner = g.cells(l1)[Integer.numberOfTrailingZeros(m)];
              for (int h : g.cellHouses[corner]) {
                if (g.kind[h] != cover) {
                  continue;
                }
                for (int c : g.cells(h)) {
                  if (!Intersections.contains(g.cells(l1), c)
                      && !Intersections.contains(g.cells(l2), c)) {
                    Nested.add(out, r, c, v, parents, 32, 0);
                  }
                }
              }
            }
          }
        }
      }
    }
    return out;
  }

  /** {@return how many cells hold value {@code v}} */
  private static int placed(Board w, int v) {
    int n = 0;
    for (int c = 0; c < w.cells; c++) {
      n += w.value[c] == v ? 1 : 0;
    }
    return n;
  }

  private static boolean inside(Board.Geometry g, int h1, int where, int h2) {
    int[] hc = g.cells(h1);
    int[] other = g.cells(h2);
    for (int i = 0; i < hc.length; i++) {
      if ((where & 1 << i) != 0 && !Intersections.contains(other, hc[i])) {
        return false;
      }
    }
    return true;
  }
}
