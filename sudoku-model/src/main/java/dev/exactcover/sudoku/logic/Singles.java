package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;

/**
 * The singles of the rating ladder: a hidden single (a value with one place left in a house;
 * Sudoku Explainer rates it 1.0 when that place is the house's last empty cell, else 1.2 in a box
 * and 1.5 in a row or column, and takes the last empty cells first) and a naked single (a cell
 * with one value left; 2.3, rated above the "direct" techniques that end in a hidden single).
 */
final class Singles {
  private Singles() {}

  static final int LAST_CELL = 10;
  static final int HIDDEN_BOX = 12;
  static final int HIDDEN_LINE = 15;
  static final int NAKED = 23;

  /**
   * The first hidden single, boxes first, then rows, then columns: first the houses with one
   * empty cell left, then the others.
   */
  static Step hidden(Board b) {
    for (int house : b.g.order) {
      int last = -1;
      int empty = 0;
      int placed = 0;
      for (int c : b.g.cells(house)) {
        if (b.value[c] == 0) {
          last = c;
          empty++;
        } else {
          placed |= Board.bit(b.value[c]);
        }
      }
      int left = empty == 1 ? b.cand[last] & ~placed : 0;
      if (left != 0) {
        int v = Integer.numberOfTrailingZeros(left) + 1;
        return Step.placing(b.n, "Hidden Single", LAST_CELL, "the last empty cell of "
            + b.g.name(house), last, v, new int[0]);
      }
    }
    for (int house : b.g.order) {
      int once = 0;
      int twice = 0;
      for (int c : b.g.cells(house)) {
        twice |= once & b.cand[c];
        once |= b.cand[c];
      }
      int single = once & ~twice; // the values with exactly one place in the house
      if (single != 0) {
        int v = Integer.numberOfTrailingZeros(single) + 1;
        int vb = Board.bit(v);
        int c = -1;
        for (int x : b.g.cells(house)) {
          if ((b.cand[x] & vb) != 0) {
            c = x;
            break;
          }
        }
        boolean box = b.g.kind[house] == Board.Geometry.BOX;
        return Step.placing(b.n, "Hidden Single", box ? HIDDEN_BOX : HIDDEN_LINE,
            "the only place for " + Board.symbol(v) + " in " + b.g.name(house), c, v, new int[0]);
      }
    }
    return null;
  }

  /** The first cell with one candidate left. */
  static Step naked(Board b) {
    for (int c = 0; c < b.cells; c++) {
      int m = b.cand[c];
      if (b.value[c] == 0 && Integer.bitCount(m) == 1) {
        int v = Integer.numberOfTrailingZeros(m) + 1;
        return Step.placing(b.n, "Naked Single", NAKED, "the only value left in "
            + Grid.cellName(c, b.n), c, v, new int[0]);
      }
    }
    return null;
  }
}
