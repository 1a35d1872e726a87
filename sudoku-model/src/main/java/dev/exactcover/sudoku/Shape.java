package dev.exactcover.sudoku;

/**
 * The size of a grid: boxes of {@code boxRows} x {@code boxCols} cells, so a side of
 * {@code n = boxRows * boxCols} cells and symbols for the values {@code 1..n}.
 *
 * <p>Symbols are {@code 1}-{@code 9}, then letters: {@code A} = 10, {@code B} = 11, ... (as the
 * 16x16 and 25x25 puzzle sets write them), so sides up to 35 are supported; lower-case letters are
 * read as upper-case. A blank cell is read from any of {@code . 0 _ - *} and written as {@code .}.
 */
public final class Shape {
  /** The largest side: symbols run out at {@code Z} = 35. */
  public static final int MAX_SIDE = 35;
  /** The classic 9x9 grid with 3x3 boxes. */
  public static final Shape NINE = new Shape(3, 3);

  private final int boxRows;
  private final int boxCols;

  private Shape(int boxRows, int boxCols) {
    this.boxRows = boxRows;
    this.boxCols = boxCols;
  }

  /**
   * The shape with boxes of {@code boxRows} x {@code boxCols} cells (each at least 2, the side at
   * most {@value #MAX_SIDE}).
   *
   * @param boxRows rows of cells in a box
   * @param boxCols columns of cells in a box
   * @return the shape with boxes of {@code boxRows} x {@code boxCols} cells (each at least 2, the
   *     side at most {@value #MAX_SIDE})
   */
  public static Shape of(int boxRows, int boxCols) {
    if (boxRows < 2 || boxCols < 2 || boxRows * boxCols > MAX_SIDE) {
      throw new IllegalArgumentException("boxes of " + boxRows + "x" + boxCols
          + " cells: need at least 2x2, and a side of at most " + MAX_SIDE);
    }
    return boxRows == 3 && boxCols == 3 ? NINE : new Shape(boxRows, boxCols);
  }

  /**
   * The usual shape for side {@code n}: boxes as square as possible, wider than tall (6 gives 2x3,
   * 8 gives 2x4, 12 gives 3x4, 16 gives 4x4).
   *
   * @param n the side, cells in a row
   * @return the usual shape for side {@code n}: boxes as square as possible, wider than tall (6
   *     gives 2x3, 8 gives 2x4, 12 gives 3x4, 16 gives 4x4)
   * @throws IllegalArgumentException if {@code n} is outside 4..35 or prime (no boxes fit)
   */
  public static Shape forSide(int n) {
    if (n < 4 || n > MAX_SIDE) {
      throw new IllegalArgumentException("side " + n + " is not supported (4 to " + MAX_SIDE + ")");
    }
    int r = (int) Math.sqrt(n);
    while (n % r != 0) {
      r--;
    }
    if (r == 1 || n / r > MAX_SIDE) {
      throw new IllegalArgumentException("side " + n + " is prime: no boxes fit");
    }
    return of(r, n / r);
  }

  /**
   * Whether {@code n} is a side that {@link #forSide} accepts.
   *
   * @param n the side to test
   * @return whether {@code n} is a side that {@link #forSide} accepts
   */
  public static boolean isSide(int n) {
    if (n < 4 || n > MAX_SIDE) {
      return false;
    }
    for (int r = 2; r * r <= n; r++) {
      if (n % r == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Parses {@code "9"} (a side, as {@link #forSide}) or {@code "2x3"} (box rows x box columns).
   *
   * @param text the text to read
   * @return the shape {@code text} names
   * @throws IllegalArgumentException naming the text when it is neither
   */
  public static Shape parse(String text) {
    String t = text.trim();
    try {
      int x = t.indexOf('x');
      return x < 0 ? forSide(Integer.parseInt(t))
          : of(Integer.parseInt(t.substring(0, x)), Integer.parseInt(t.substring(x + 1)));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("size '" + text + "': expected a side such as 9 or 16, "
          + "or box rows x box columns such as 2x3");
    }
  }

  /**
   * Rows in a box.
   *
   * @return rows of cells in a box
   */
  public int boxRows() {
    return boxRows;
  }

  /**
   * Columns in a box.
   *
   * @return columns of cells in a box
   */
  public int boxCols() {
    return boxCols;
  }

  /**
   * Cells in a row, column or box (and the number of values).
   *
   * @return cells in a row, column or box (and the number of values)
   */
  public int side() {
    return boxRows * boxCols;
  }

  /**
   * Cells in the grid.
   *
   * @return cells in the grid
   */
  public int cells() {
    return side() * side();
  }

  /**
   * The box (0-based, left to right, top to bottom) of the cell at {@code row}, {@code col}.
   *
   * @param row the row (0-based)
   * @param col the column (0-based)
   * @return the box (0-based, left to right, top to bottom) of the cell at {@code row}, {@code col}
   */
  public int box(int row, int col) {
    return row / boxRows * boxRows + col / boxCols;
  }

  /**
   * The symbol of {@code value} (1..side), or {@code '.'} for 0 (blank).
   *
   * @param value a value from 1 to the side
   * @return the symbol of {@code value} (1..side), or {@code '.'} for 0 (blank)
   */
  public char symbol(int value) {
    if (value < 0 || value > side()) {
      throw new IllegalArgumentException("value " + value + " is out of range 0.." + side());
    }
    return symbolOf(value);
  }

  /**
   * The symbol of {@code value} whatever the side: {@code '.'} for 0, {@code 1..9}, then
   * {@code A} for 10 up to {@code Z} for 35. The inverse of {@link #valueOf(char)}.
   *
   * @param value a value from 1 to 35
   * @return the symbol of {@code value} whatever the side: {@code '.'} for 0, {@code 1..9}, then
   *     {@code A} for 10 up to {@code Z} for 35
   */
  public static char symbolOf(int value) {
    if (value < 0 || value > 35) {
      throw new IllegalArgumentException("value " + value + " is out of range 0..35");
    }
    return value == 0 ? '.' : value <= 9 ? (char) ('0' + value) : (char) ('A' + value - 10);
  }

  /**
   * The value of symbol {@code ch} whatever the side: 0 for a blank mark, 1..35 for a symbol, -1
   * for a character that is neither. The caller checks the range against {@link #side()}.
   *
   * @param ch the symbol
   * @return the value of symbol {@code ch} whatever the side: 0 for a blank mark, 1..35 for a
   *     symbol, -1 for a character that is neither
   */
  public static int valueOf(char ch) {
    if (ch >= '1' && ch <= '9') {
      return ch - '0';
    }
    if (ch >= 'A' && ch <= 'Z') {
      return ch - 'A' + 10;
    }
    if (ch >= 'a' && ch <= 'z') {
      return ch - 'a' + 10;
    }
    return isBlank(ch) ? 0 : -1;
  }

  static boolean isBlank(char ch) {
    return ch == '.' || ch == '0' || ch == '_' || ch == '-' || ch == '*';
  }

  /**
   * The symbols in order, for messages: {@code "1-9"}, {@code "1-9, A-G"}.
   *
   * @return the symbols in order, for messages: {@code "1-9"}, {@code "1-9, A-G"}
   */
  public String symbols() {
    int n = side();
    return n <= 9 ? "1-" + n : "1-9, A-" + symbolOf(n);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Shape s && s.boxRows == boxRows && s.boxCols == boxCols;
  }

  @Override
  public int hashCode() {
    return boxRows * 64 + boxCols;
  }

  /** For example {@code "9x9 (3x3 boxes)"}. */
  @Override
  public String toString() {
    return side() + "x" + side() + " (" + boxRows + "x" + boxCols + " boxes)";
  }
}
