package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;

/**
 * The singles of the rating ladder: a hidden single (a value with one place left in a house;
 * Sudoku Explainer rates it 1.2 in a box, 1.5 in a row or column) and a naked single (a cell with
 * one value left; 2.3, rated above the "direct" techniques that end in a hidden single).
 */
final class Singles {
  private Singles() {}

  static final int HIDDEN_BOX = 12;
  static final int HIDDEN_LINE = 15;
  static final int NAKED = 23;

  /** The first hidden single, boxes first, then rows, then columns. */
  static RatedStep hidden(Board b) {
    for (int house : b.g.order) {
      for (int v = 1; v <= Board.N; v++) {
        int w = b.where(house, v);
        if (Integer.bitCount(w) == 1) {
          int c = b.g.cells(house)[Integer.numberOfTrailingZeros(w)];
          boolean box = b.g.kind[house] == Board.Geometry.BOX;
          return RatedStep.placing("Hidden Single", box ? HIDDEN_BOX : HIDDEN_LINE,
              "the only place for " + v + " in " + b.g.name(house), c, v,
              new int[0]);
        }
      }
    }
    return null;
  }

  /** The first cell with one candidate left. */
  static RatedStep naked(Board b) {
    for (int c = 0; c < Board.CELLS; c++) {
      int m = b.cand[c];
      if (b.value[c] == 0 && Integer.bitCount(m) == 1) {
        int v = Integer.numberOfTrailingZeros(m) + 1;
        return RatedStep.placing("Naked Single", NAKED, "the only value left in "
            + Grid.cellName(c, Board.N), c, v, new int[0]);
      }
    }
    return null;
  }
}
