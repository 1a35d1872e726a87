package dev.exactcover.sudoku;

/**
 * An independent validity check of solutions, sharing nothing with the model's regions or the
 * engine: every row, column and box holds each value once, and the givens are kept.
 */
public final class Oracle {
  private Oracle() {}

  public static boolean solves(Grid solution, Grid puzzle) {
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
      long all = (1L << (n + 1)) - 2;
      if (row != all || col != all || box != all) {
        return false;
      }
    }
    return true;
  }
}
