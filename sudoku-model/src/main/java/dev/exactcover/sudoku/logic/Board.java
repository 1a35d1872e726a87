package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.internal.Houses;

/**
 * The pencil marks of a 9x9 grid in progress, for the rating ladder ({@link Rater}): each empty
 * cell's candidates as a 9-bit mask (bit {@code v - 1} for value {@code v}), each filled cell's
 * value. The houses are visited in Sudoku Explainer's order of region types, boxes, then rows,
 * then columns (then any other house of a variant), because which step is found first decides
 * the rating of a step when several apply. Mutable, owned by one rating run.
 */
final class Board {
  static final int N = 9;
  static final int CELLS = 81;
  static final int ALL = 0x1FF;

  final Geometry g;
  final int[] cand = new int[CELLS];
  final int[] value = new int[CELLS];
  int empty;

  /** The houses of a set of rules in the orders the techniques scan them. Immutable. */
  static final class Geometry {
    final Houses h;
    final int[] order; // boxes, rows, columns, other houses
    final int[] kind; // house -> BOX, ROW, COLUMN or OTHER
    final int[][] cellHouses; // cell -> its houses in the order above
    final int[] boxOf;
    final int[] rowOf;
    final int[] colOf;
    static final int BOX = 0;
    static final int ROW = 1;
    static final int COLUMN = 2;
    static final int OTHER = 3;

    Geometry(Houses h) {
      this.h = h;
      int count = h.houseCells.length;
      kind = new int[count];
      java.util.Arrays.fill(kind, OTHER);
      for (int i = 0; i < count; i++) {
        if (h.isBox[i]) {
          kind[i] = BOX;
        }
      }
      for (int r : h.rows) {
        kind[r] = ROW;
      }
      for (int c : h.columns) {
        kind[c] = COLUMN;
      }
      order = new int[count];
      int k = 0;
      for (int want = BOX; want <= OTHER; want++) {
        for (int i = 0; i < count; i++) {
          if (kind[i] == want) {
            order[k++] = i;
          }
        }
      }
      cellHouses = new int[CELLS][];
      boxOf = new int[CELLS];
      rowOf = new int[CELLS];
      colOf = new int[CELLS];
      java.util.Arrays.fill(boxOf, -1);
      for (int c = 0; c < CELLS; c++) {
        int[] list = new int[h.cellHouses[c].length];
        int j = 0;
        for (int house : order) {
          for (int x : h.houseCells[house]) {
            if (x == c) {
              list[j++] = house;
              if (kind[house] == BOX) {
                boxOf[c] = house;
              } else if (kind[house] == ROW) {
                rowOf[c] = house;
              } else if (kind[house] == COLUMN) {
                colOf[c] = house;
              }
            }
          }
        }
        cellHouses[c] = list;
      }
    }

    /** Whether cells {@code a} and {@code b} share a house. */
    boolean sees(int a, int b) {
      return h.sees(a, b);
    }

    /** The cells of house {@code house}. */
    int[] cells(int house) {
      return h.houseCells[house];
    }

    /** The name of house {@code house}: {@code "row 3"}. */
    String name(int house) {
      return h.names[house];
    }
  }

  Board(Geometry g, Grid grid) {
    this.g = g;
    for (int c = 0; c < CELLS; c++) {
      value[c] = grid.get(c);
    }
    for (int c = 0; c < CELLS; c++) {
      if (value[c] == 0) {
        int m = ALL;
        for (int p : g.h.peers[c]) {
          if (value[p] != 0) {
            m &= ~bit(value[p]);
          }
        }
        cand[c] = m;
        empty++;
      }
    }
  }

  /**
   * A board from pencil marks: {@code marks[c]} the candidates of an empty cell, and
   * {@code values[c]} the value of a filled one (0 for empty). The marks are kept as given,
   * except that the values of peers are removed from them.
   */
  Board(Geometry g, int[] values, int[] marks) {
    this.g = g;
    for (int c = 0; c < CELLS; c++) {
      value[c] = values[c];
    }
    for (int c = 0; c < CELLS; c++) {
      if (value[c] == 0) {
        int m = marks[c];
        for (int p : g.h.peers[c]) {
          if (value[p] != 0) {
            m &= ~bit(value[p]);
          }
        }
        cand[c] = m;
        empty++;
      }
    }
  }

  private Board(Board b) {
    this.g = b.g;
    System.arraycopy(b.cand, 0, cand, 0, CELLS);
    System.arraycopy(b.value, 0, value, 0, CELLS);
    this.empty = b.empty;
  }

  Board copy() {
    return new Board(this);
  }

  static int bit(int v) {
    return 1 << (v - 1);
  }

  /** The positions (indices 0..8 into the house's cells) where {@code v} is a candidate. */
  int where(int house, int v) {
    int b = bit(v);
    int[] hc = g.h.houseCells[house];
    int m = 0;
    for (int i = 0; i < N; i++) {
      if ((cand[hc[i]] & b) != 0) {
        m |= 1 << i;
      }
    }
    return m;
  }

  /** The number of empty cells of house {@code house}. */
  int emptyIn(int house) {
    int k = 0;
    for (int c : g.h.houseCells[house]) {
      k += value[c] == 0 ? 1 : 0;
    }
    return k;
  }

  /** Whether value {@code v} is placed in house {@code house}. */
  boolean placedIn(int house, int v) {
    for (int c : g.h.houseCells[house]) {
      if (value[c] == v) {
        return true;
      }
    }
    return false;
  }

  void place(int c, int v) {
    value[c] = v;
    cand[c] = 0;
    empty--;
    int clear = ~bit(v);
    for (int p : g.h.peers[c]) {
      cand[p] &= clear;
    }
  }

  /** Applies a step: its eliminations, then its placement if it has one. */
  void apply(RatedStep s) {
    int[] e = s.elims();
    for (int k = 0; k < e.length; k += 2) {
      cand[e[k]] &= ~bit(e[k + 1]);
    }
    if (s.cell() >= 0 && value[s.cell()] == 0) {
      place(s.cell(), s.value());
    }
  }

  /** The first empty cell without candidates, or -1. */
  int deadCell() {
    for (int c = 0; c < CELLS; c++) {
      if (value[c] == 0 && cand[c] == 0) {
        return c;
      }
    }
    return -1;
  }

  Grid grid(dev.exactcover.sudoku.Shape shape) {
    return Grid.of(shape, value);
  }
}
