package dev.exactcover.verification;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;

/**
 * Whether a grid solves a puzzle, checked from first principles (every row, column and box holds
 * each value once; every given kept): shares no code with the model's rules or any solver.
 */
final class Validity {
  private Validity() {}

  static boolean solves(Grid solution, Grid puzzle) {
    Shape s = puzzle.shape();
    int n = s.side();
    if (!solution.shape().equals(s)) {
      return false;
    }
    for (int c = 0; c < n * n; c++) {
      int v = solution.get(c);
      if (v < 1 || v > n || puzzle.get(c) != 0 && puzzle.get(c) != v) {
        return false;
      }
    }
    long all = (1L << (n + 1)) - 2;
    for (int i = 0; i < n; i++) {
      long row = 0;
      long col = 0;
      long box = 0;
      int top = i / s.boxRows() * s.boxRows();
      int left = i % s.boxRows() * s.boxCols();
      for (int k = 0; k < n; k++) {
        row |= 1L << solution.get(i, k);
        col |= 1L << solution.get(k, i);
        box |= 1L << solution.get(top + k / s.boxCols(), left + k % s.boxCols());
      }
      if (row != all || col != all || box != all) {
        return false;
      }
    }
    return true;
  }
}
