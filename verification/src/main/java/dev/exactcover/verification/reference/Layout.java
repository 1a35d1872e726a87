package dev.exactcover.verification.reference;

/**
 * The geometry of an {@code n x n} Sudoku with {@code boxRows x boxCols} boxes, and the checks of
 * the reference solvers' arguments.
 *
 * <p>Cells are numbered {@code 0..n*n-1} in row-major order. Boxes are numbered left to right,
 * top to bottom: a box is {@code boxRows} cells tall and {@code boxCols} wide, so a band of boxes
 * holds {@code n / boxCols = boxRows} of them. A value {@code v} in {@code 1..n} is the bit
 * {@code 1 << (v - 1)} of a mask, so {@code n <= 25} fits in an {@code int}.
 */
final class Layout {
  /** The largest grid supported: 25 x 25, since a set of values is a bitmask in an {@code int}. */
  static final int MAX_SIZE = 25;

  final int n;
  final int boxRows;
  final int boxCols;
  /** The mask with every value {@code 1..n}. */
  final int allValues;

  private Layout(int boxRows, int boxCols) {
    this.boxRows = boxRows;
    this.boxCols = boxCols;
    this.n = boxRows * boxCols;
    this.allValues = (1 << n) - 1;
  }

  /**
   * The layout of a puzzle, after checking every argument of {@link ReferenceSolver#solve}.
   *
   * @throws IllegalArgumentException naming the bad argument
   */
  static Layout of(int[] cells, int boxRows, int boxCols, long limit) {
    check(boxRows >= 1 && boxCols >= 1, "box shape must be at least 1 x 1, not %d x %d",
        boxRows, boxCols);
    check((long) boxRows * boxCols <= MAX_SIZE, "grid size %d x %d = %d exceeds %d",
        boxRows, boxCols, (long) boxRows * boxCols, MAX_SIZE);
    check(limit >= 1, "limit must be at least 1, not %d", limit);
    check(cells != null, "cells must not be null");
    Layout layout = new Layout(boxRows, boxCols);
    int n = layout.n;
    check(cells.length == n * n, "a %d x %d grid has %d cells, not %d", n, n, n * n, cells.length);
    for (int cell = 0; cell < cells.length; cell++) {
      check(cells[cell] >= 0 && cells[cell] <= n, "cell %d holds %d, outside 0..%d",
          cell, cells[cell], n);
    }
    return layout;
  }

  int cellCount() {
    return n * n;
  }

  int row(int cell) {
    return cell / n;
  }

  int col(int cell) {
    return cell % n;
  }

  int box(int cell) {
    return row(cell) / boxRows * boxRows + col(cell) / boxCols;
  }

  /** The mask of value {@code v}. */
  static int bit(int v) {
    return 1 << (v - 1);
  }

  /** The value of a one-bit mask. */
  static int value(int bit) {
    return Integer.numberOfTrailingZeros(bit) + 1;
  }

  /**
   * The {@code 3n} units as lists of cells: rows {@code 0..n-1}, then columns, then boxes; each
   * unit lists its cells in row-major order.
   */
  int[][] units() {
    int[][] units = new int[3 * n][n];
    int[] filled = new int[3 * n];
    for (int cell = 0; cell < cellCount(); cell++) {
      int[] mine = {row(cell), n + col(cell), 2 * n + box(cell)};
      for (int u : mine) {
        units[u][filled[u]++] = cell;
      }
    }
    return units;
  }

  private static void check(boolean ok, String format, Object... args) {
    if (!ok) {
      throw new IllegalArgumentException(String.format(format, args));
    }
  }
}
