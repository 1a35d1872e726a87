package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;

/**
 * The symbols of one reader's puzzles: which characters are values and blanks (the usual 1-9,
 * A-Z, or an alphabet of the input's own), the shape when the reader was given one, and the
 * shape of the last puzzle read (for messages when a line's side cannot be told). Every format
 * reads its cells here, so that a symbol means the same in all of them.
 */
final class Cells {
  private final Shape fixed; // null: infer each puzzle's side
  private final String symbols; // null: the usual 1-9, A-Z; else the symbol of value k+1 at k
  private Shape last = Shape.NINE; // for messages when the side is unknown

  Cells(Shape fixed, String symbols) {
    this.fixed = fixed;
    this.symbols = symbols;
  }

  /** The reader's shape, or null when each puzzle's side comes from its text. */
  Shape fixed() {
    return fixed;
  }

  /** Whether the input has an alphabet of its own. */
  boolean ownAlphabet() {
    return symbols != null;
  }

  /** The shape a message speaks of when a line's side cannot be told. */
  Shape expected() {
    return fixed != null ? fixed : last;
  }

  /** Remembers the shape of the puzzle being read. */
  void reading(Shape shape) {
    last = shape;
  }

  /** The shape whose cell count is the token's length, if the token is a one-line puzzle. */
  Shape oneLineShape(String line, int start, int end) {
    int length = end - start;
    for (int i = start; i < end; i++) {
      if (line.charAt(i) == '|') {
        return null;
      }
    }
    if (fixed != null) {
      return length == fixed.cells() ? fixed : null;
    }
    return sideOfCells(length);
  }

  /** The shape of {@code cells} cells, or null when no side has that many. */
  static Shape sideOfCells(int cells) {
    int n = (int) Math.round(Math.sqrt(cells));
    return n * n == cells && Shape.isSide(n) ? Shape.forSide(n) : null;
  }

  /** The error of a line that is neither a puzzle on one line nor a row. */
  GridFormatException wrongLength(int at, int length, String line) {
    Shape want = expected();
    int symbols = countSymbols(line);
    String what = symbols != length ? (symbols == 1 ? "1 symbol" : symbols + " symbols")
        : (length == 1 ? "1 cell" : length + " cells");
    return new GridFormatException(at, 0, what + " is neither a " + want
        + " puzzle on one line (" + want.cells() + " cells) nor a row of " + want.side());
  }

  /** The puzzle of {@code shape} written in {@code line[start, end)}, line {@code at}. */
  PuzzleEntry parseCells(String line, int start, int end, Shape shape, int at) {
    last = shape;
    byte[] values = new byte[shape.cells()];
    for (int i = start; i < end; i++) {
      GridFormatException e = cell(line, i, shape, values, i - start, at);
      if (e != null) {
        return new PuzzleEntry(at, null, e);
      }
    }
    return new PuzzleEntry(at, Grid.of(shape, values), null);
  }

  /**
   * The 9x9 puzzle that {@code line} is when it is nothing but 81 digits and dots (line
   * {@code at}), else null: most puzzle files are such lines, read here without the tests for the
   * other formats, none of which reads such a line otherwise.
   */
  PuzzleEntry plainNine(String line, int at) {
    if (line.length() != 81 || symbols != null || fixed != null && fixed.cells() != 81) {
      return null;
    }
    byte[] values = new byte[81];
    for (int i = 0; i < 81; i++) {
      char ch = line.charAt(i);
      if (ch >= '1' && ch <= '9') {
        values[i] = (byte) (ch - '0');
      } else if (ch != '.' && ch != '0') {
        return null;
      }
    }
    last = Shape.NINE;
    return new PuzzleEntry(at, Grid.of(fixed != null ? fixed : Shape.NINE, values), null);
  }

  /** The puzzle of {@code shape} in {@code line}, whitespace and {@code |} between symbols. */
  PuzzleEntry parseSpaced(String line, Shape shape, int at) {
    last = shape;
    byte[] values = new byte[shape.cells()];
    int k = 0;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (!Character.isWhitespace(ch) && ch != '|') {
        GridFormatException e = cell(line, i, shape, values, k++, at);
        if (e != null) {
          return new PuzzleEntry(at, null, e);
        }
      }
    }
    return new PuzzleEntry(at, Grid.of(shape, values), null);
  }

  /** Whether every symbol of {@code line} is a value or blank of {@code shape}. */
  boolean validRow(String line, Shape shape) {
    byte[] scratch = new byte[1];
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (!Character.isWhitespace(ch) && ch != '|' && cell(line, i, shape, scratch, 0, 0) != null) {
        return false;
      }
    }
    return true;
  }

  /** Reads the symbol at {@code line[i]} into {@code values[cell]}; an error, or null. */
  GridFormatException cell(String line, int i, Shape shape, byte[] values, int cell, int at) {
    char ch = line.charAt(i);
    if (symbols != null) { // an alphabet of the input's own
      int k = symbols.indexOf(ch);
      int v = k >= 0 ? k + 1 : ch == '.' || ch == '_' || ch == '-' || ch == '*' ? 0 : -1;
      if (v < 0) {
        return new GridFormatException(at, i + 1, "unknown symbol '" + printable(ch) + "' (the "
            + "symbols given are " + symbols + ", and . for a blank)");
      }
      values[cell] = (byte) v;
      return null;
    }
    int v = Shape.valueOf(ch);
    if (v < 0 || ch >= 'a' && ch <= 'z' && shape.side() <= 9) {
      return new GridFormatException(at, i + 1, "unknown symbol '" + printable(ch) + "' ("
          + shape + " uses " + shape.symbols() + ", and . or 0 for a blank)");
    }
    if (v > shape.side()) {
      return new GridFormatException(at, i + 1, "symbol '" + ch + "' (" + v
          + ") is out of range for " + shape + " (" + shape.symbols() + ")");
    }
    values[cell] = (byte) v;
    return null;
  }

  /** {@code ch} as itself, or as a {@code \}{@code uXXXX} escape when it is a control character. */
  static String printable(char ch) {
    return ch < ' ' || ch == 127 ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
  }

  /** The symbols of {@code line}: its characters but whitespace and {@code |}. */
  static int countSymbols(String line) {
    int k = 0;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (!Character.isWhitespace(ch) && ch != '|') {
        k++;
      }
    }
    return k;
  }

  /** The end of the first token: up to whitespace, {@code :} or {@code ,}. */
  static int tokenEnd(String line) {
    int i = firstNonSpace(line);
    while (i < line.length()) {
      char ch = line.charAt(i);
      if (Character.isWhitespace(ch) || ch == ':' || ch == ',') {
        break;
      }
      i++;
    }
    return i;
  }

  /** The index of the first character of {@code line} that is not whitespace. */
  static int firstNonSpace(String line) {
    int i = 0;
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    return i;
  }
}
