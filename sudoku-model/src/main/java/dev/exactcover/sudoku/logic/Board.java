package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.internal.Houses;

/**
 * The pencil marks of a grid in progress, for the rating ladder ({@link Rater}): each empty
 * cell's candidates as an n-bit mask (bit {@code v - 1} for value {@code v}; sides up to
 * {@link #MAX_SIDE}), each filled cell's value. The houses are visited in Sudoku Explainer's order of region types, boxes, then rows,
 * then columns (then any other house of a variant), because which step is found first decides
 * the rating of a step when several apply. Mutable, owned by one rating run.
 */
final class Board {
  /** The largest side whose candidates fit the masks. */
  static final int MAX_SIDE = 32;

  final Geometry g;
  final int n;
  final int cells;
  final int all;
  final int[] cand;
  final int[] value;
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
    final int n;
    final int cells;
    static final int BOX = 0;
    static final int ROW = 1;
    static final int COLUMN = 2;
    static final int OTHER = 3;

    Geometry(Houses h) {
      this.h = h;
      this.n = h.n;
      this.cells = h.cells;
      if (n > MAX_SIDE) {
        throw new IllegalArgumentException("the logical solver handles sides up to " + MAX_SIDE
            + ", not " + n);
      }
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
      cellHouses = new int[cells][];
      boxOf = new int[cells];
      rowOf = new int[cells];
      colOf = new int[cells];
      java.util.Arrays.fill(boxOf, -1);
      for (int c = 0; c < cells; c++) {
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

  private Board(Geometry g) {
    this.g = g;
    this.n = g.n;
    this.cells = g.cells;
    this.all = n == 32 ? -1 : (1 << n) - 1;
    this.cand = new int[cells];
    this.value = new int[cells];
  }

  Board(Geometry g, Grid grid) {
    this(g);
    for (int c = 0; c < cells; c++) {
      value[c] = grid.get(c);
    }
    for (int c = 0; c < cells; c++) {
      if (value[c] == 0) {
        int m = all;
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
    this(g);
    for (int c = 0; c < cells; c++) {
      value[c] = values[c];
    }
    for (int c = 0; c < cells; c++) {
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
    this(b.g);
    System.arraycopy(b.cand, 0, cand, 0, cells);
    System.arraycopy(b.value, 0, value, 0, cells);
    this.empty = b.empty;
  }

  Board copy() {
    return new Board(this);
  }

  /** Value {@code v} as the grids write it: 1 to 9, then A (10), B... as {@link Grid} does. */
  static String symbol(int v) {
    return String.valueOf(dev.exactcover.sudoku.Shape.symbolOf(v));
  }

  static int bit(int v) {
    return 1 << (v - 1);
  }

  /** The positions (indices 0..n-1 into the house's cells) where {@code v} is a candidate. */
  int where(int house, int v) {
    int b = bit(v);
    int[] hc = g.h.houseCells[house];
    int m = 0;
    for (int i = 0; i < n; i++) {
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
  void apply(Step s) {
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
    for (int c = 0; c < cells; c++) {
      if (value[c] == 0 && cand[c] == 0) {
        return c;
      }
    }
    return -1;
  }

  /** The node of potential (cell, value, on or off) in the chains' tables. */
  int node(int cell, int v, boolean on) {
    return (cell * n + v - 1) << 1 | (on ? 1 : 0);
  }

  /** The cell of chain node {@code node}. */
  int cellOf(int node) {
    return (node >> 1) / n;
  }

  /** The value of chain node {@code node}. */
  int valueOf(int node) {
    return (node >> 1) % n + 1;
  }

  /** The number of chain nodes: two per candidate. */
  int nodes() {
    return cells * n * 2;
  }

  /** The name of cell {@code c}: {@code r3c7}. */
  String name(int c) {
    return Grid.cellName(c, n);
  }

  Grid grid(dev.exactcover.sudoku.Shape shape) {
    return Grid.of(shape, value);
  }
}
