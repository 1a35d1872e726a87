package dev.exactcover.sudoku;

import dev.exactcover.sudoku.format.PuzzleReader;
import java.util.Arrays;
import java.util.Objects;

/**
 * An immutable grid of {@code n x n} cells, each blank (0) or holding a value {@code 1..n}: a
 * puzzle (its values are the givens, or clues) or a solution.
 *
 * <p>Rows, columns and cells are 0-based in this API; the cell at {@code row, col} is cell number
 * {@code row * n + col}. Messages name cells 1-based, as people do: {@code r3c7} is row 3, column
 * 7. Read grids with {@link Sudoku#parse} or a {@link PuzzleReader}; write them with
 * {@link #toLine()} (one line, {@code .} for blanks) or {@link #toPretty()} (a boxed grid). A grid
 * knows its {@link Shape}, not its rules: the {@link Regions} say which cells must differ.
 */
public final class Grid {
  private final Shape shape;
  private final byte[] values;
  private int hash;

  private Grid(Shape shape, byte[] values) {
    this.shape = shape;
    this.values = values;
  }

  /**
   * The grid of {@code shape} with every cell blank.
   *
   * @param shape the grid's shape
   * @return the grid of {@code shape} with every cell blank
   */
  public static Grid empty(Shape shape) {
    return new Grid(Objects.requireNonNull(shape, "shape"), new byte[shape.cells()]);
  }

  /**
   * The grid of {@code shape} with {@code values} in cell order (0 for blank).
   *
   * @param shape the grid's shape
   * @param values the values
   * @return the grid of {@code shape} with {@code values} in cell order (0 for blank)
   * @throws IllegalArgumentException naming the cell when a value is out of range, or when the
   *     length is not the number of cells
   */
  public static Grid of(Shape shape, int... values) {
    int n = shape.side();
    if (values.length != shape.cells()) {
      throw new IllegalArgumentException(values.length + " values for a " + shape + " grid of "
          + shape.cells() + " cells");
    }
    byte[] v = new byte[values.length];
    for (int c = 0; c < v.length; c++) {
      if (values[c] < 0 || values[c] > n) {
        throw new IllegalArgumentException(cellName(c, n) + ": value " + values[c]
            + " is out of range 0.." + n);
      }
      v[c] = (byte) values[c];
    }
    return new Grid(shape, v);
  }

  /**
   * The grid of {@code shape} with {@code values} in cell order (0 for blank), copied.
   *
   * @param shape the grid's shape
   * @param values the values
   * @return the grid of {@code shape} with {@code values} in cell order (0 for blank), copied
   * @throws IllegalArgumentException naming the cell when a value is out of range, or when the
   *     length is not the number of cells
   */
  public static Grid of(Shape shape, byte[] values) {
    int n = shape.side();
    if (values.length != shape.cells()) {
      throw new IllegalArgumentException(values.length + " values for a " + shape + " grid of "
          + shape.cells() + " cells");
    }
    for (int c = 0; c < values.length; c++) {
      if (values[c] < 0 || values[c] > n) {
        throw new IllegalArgumentException(cellName(c, n) + ": value " + values[c]
            + " is out of range 0.." + n);
      }
    }
    return new Grid(shape, values.clone());
  }

  static Grid wrap(Shape shape, byte[] values) {
    return new Grid(shape, values);
  }

  /**
   * This grid's shape.
   *
   * @return this grid's shape
   */
  public Shape shape() {
    return shape;
  }

  /**
   * Cells in a row (the side {@code n}).
   *
   * @return cells in a row (the side {@code n})
   */
  public int side() {
    return shape.side();
  }

  /**
   * The value at {@code row}, {@code col} (0-based), 0 when blank.
   *
   * @param row the row (0-based)
   * @param col the column (0-based)
   * @return the value at {@code row}, {@code col} (0-based), 0 when blank
   */
  public int get(int row, int col) {
    int n = shape.side();
    Objects.checkIndex(row, n);
    Objects.checkIndex(col, n);
    return values[row * n + col];
  }

  /**
   * The value of cell number {@code cell} ({@code row * n + col}), 0 when blank.
   *
   * @param cell the cell's index (row-major)
   * @return the value of cell number {@code cell} ({@code row * n + col}), 0 when blank
   */
  public int get(int cell) {
    return values[cell];
  }

  /**
   * A grid like this one with {@code value} (0: blank) at {@code row}, {@code col}.
   *
   * @param row the row (0-based)
   * @param col the column (0-based)
   * @param value the new value, 0 for blank
   * @return a grid like this one with {@code value} (0: blank) at {@code row}, {@code col}
   */
  public Grid with(int row, int col, int value) {
    int n = shape.side();
    Objects.checkIndex(row, n);
    Objects.checkIndex(col, n);
    return with(row * n + col, value);
  }

  /**
   * A grid like this one with {@code value} (0: blank) in cell number {@code cell}.
   *
   * @param cell the cell's index (row-major)
   * @param value the new value, 0 for blank
   * @return a grid like this one with {@code value} (0: blank) in cell number {@code cell}
   */
  public Grid with(int cell, int value) {
    Objects.checkIndex(cell, values.length);
    if (value < 0 || value > shape.side()) {
      throw new IllegalArgumentException(cellName(cell, shape.side()) + ": value " + value
          + " is out of range 0.." + shape.side());
    }
    byte[] v = values.clone();
    v[cell] = (byte) value;
    return new Grid(shape, v);
  }

  /**
   * The values in cell order, 0 for blank (a copy).
   *
   * @return the values in cell order, 0 for blank (a copy)
   */
  public int[] values() {
    int[] v = new int[values.length];
    for (int c = 0; c < v.length; c++) {
      v[c] = values[c];
    }
    return v;
  }

  /**
   * The number of filled cells (givens).
   *
   * @return the number of filled cells (givens)
   */
  public int clues() {
    int k = 0;
    for (byte v : values) {
      if (v != 0) {
        k++;
      }
    }
    return k;
  }

  /**
   * Whether every cell is filled.
   *
   * @return whether every cell is filled
   */
  public boolean isComplete() {
    return clues() == values.length;
  }

  /**
   * Whether {@code other} agrees with every given of this grid: same shape, and each filled cell
   * here holds the same value there.
   *
   * @param other the grid that may extend this one
   * @return whether {@code other} agrees with every given of this grid: same shape, and each filled
   *     cell here holds the same value there
   */
  public boolean isExtendedBy(Grid other) {
    if (!shape.equals(other.shape)) {
      return false;
    }
    for (int c = 0; c < values.length; c++) {
      if (values[c] != 0 && values[c] != other.values[c]) {
        return false;
      }
    }
    return true;
  }

  /**
   * The name of cell number {@code cell} in a grid of side {@code n}, 1-based: {@code r3c7}.
   *
   * @param cell the cell's index (row-major)
   * @param n the side of the grid
   * @return the name of cell number {@code cell} in a grid of side {@code n}, 1-based: {@code r3c7}
   */
  public static String cellName(int cell, int n) {
    return "r" + (cell / n + 1) + "c" + (cell % n + 1);
  }

  /**
   * The one-line form: the {@code n * n} symbols in cell order, {@code .} for blank.
   *
   * @return the one-line form: the {@code n * n} symbols in cell order, {@code .} for blank
   */
  public String toLine() {
    char[] s = new char[values.length];
    for (int c = 0; c < s.length; c++) {
      s[c] = Shape.symbolOf(values[c]);
    }
    return new String(s);
  }

  /**
   * The boxed form, one line per row with {@code |} between boxes and a {@code +---+} line
   * between bands, ending with a newline:
   *
   * <pre>
   * +-------+-------+-------+
   * | 5 3 . | . 7 . | . . . |
   * ...
   * </pre>
   *
   * @return the boxed form
   */
  public String toPretty() {
    int n = shape.side();
    StringBuilder rule = new StringBuilder("+");
    for (int b = 0; b < shape.boxRows(); b++) { // boxes across a row: n / boxCols = boxRows
      rule.append("-".repeat(2 * shape.boxCols() + 1)).append('+');
    }
    rule.append('\n');
    StringBuilder s = new StringBuilder(rule);
    for (int r = 0; r < n; r++) {
      s.append('|');
      for (int c = 0; c < n; c++) {
        s.append(' ').append(Shape.symbolOf(values[r * n + c]));
        if ((c + 1) % shape.boxCols() == 0) {
          s.append(" |");
        }
      }
      s.append('\n');
      if ((r + 1) % shape.boxRows() == 0) {
        s.append(rule);
      }
    }
    return s.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Grid g && g.shape.equals(shape) && Arrays.equals(g.values, values);
  }

  @Override
  public int hashCode() {
    int h = hash;
    if (h == 0) {
      h = 31 * shape.hashCode() + Arrays.hashCode(values);
      hash = h;
    }
    return h;
  }

  /** The one-line form, as {@link #toLine()}. */
  @Override
  public String toString() {
    return toLine();
  }
}
