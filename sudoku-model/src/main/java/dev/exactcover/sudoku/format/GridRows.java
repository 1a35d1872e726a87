package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import java.io.IOException;

/**
 * Multi-line grids: {@code n} lines of {@code n} symbols, with spaces and {@code |} between
 * symbols ignored and separator lines of {@code - + = | *} skipped (Project Euler's style, the
 * boxed style of {@link Grid#toPretty()}, {@code .ss} and {@code .sdk} files), and a jigsaw drawn
 * as {@link Regions#draw} draws it, read with its pieces.
 *
 * <p>A grid takes only rows: a line that is a puzzle on one line, or a label, ends it early (the
 * grid is invalid, and that line is read as the next record), so a stray short line costs one
 * record, never the records after it. A row with the wrong number of symbols stays in its grid,
 * which is invalid.
 */
final class GridRows {
  private final PuzzleReader in;
  private final Cells cells;
  private Regions drawn; // the pieces the walls of the grid just read enclose, or null

  GridRows(PuzzleReader in, Cells cells) {
    this.in = in;
    this.cells = cells;
  }

  /** The pieces the walls of the grid just read enclose (then forgotten), or null. */
  Regions takeDrawn() {
    Regions r = drawn;
    drawn = null;
    return r;
  }

  /**
   * Reads a grid whose first row is {@code firstRow} (the line just read), starting at
   * {@code startLine} (its label's line, if a label came just before it).
   */
  PuzzleEntry read(String firstRow, Shape shape, Walls walls, int startLine) throws IOException {
    cells.reading(shape);
    int n = shape.side();
    byte[] values = new byte[shape.cells()];
    GridFormatException error = row(firstRow, 0, shape, values);
    if (walls != null) {
      walls.row(0, firstRow);
    }
    int rows = 1;
    String line;
    while (rows < n && (line = in.nextLine()) != null) {
      GridFormatException fault = in.lineFault();
      if (fault != null) { // a row that is not text: the grid is invalid, its rows still its own
        rows++;
        if (error == null) {
          error = fault;
        }
        continue;
      }
      String t = line.strip();
      if (t.isEmpty() || t.charAt(0) == '#') {
        continue;
      }
      int foreign = walls == null ? -1 : walls.foreignInWall(line);
      if (foreign >= 0) { // a line between rows, even with a stray character: never a row
        if (foreign > 0 && error == null) {
          error = new GridFormatException(in.lineNo(), foreign, "'"
              + Cells.printable(line.charAt(foreign - 1)) + "' in a wall of the drawing: walls "
              + "are drawn with '+', '-' and '|'");
        }
        walls.between(rows, line);
        continue;
      }
      int symbols = Cells.countSymbols(line);
      if (isSeparator(t, symbols, shape)) {
        if (walls != null) {
          walls.between(rows, line);
        }
        continue;
      }
      if (symbols != n && (cells.oneLineShape(line, Cells.firstNonSpace(line),
          Cells.tokenEnd(line)) != null || isLabel(t))) {
        // A puzzle on one line, or the label of the next grid, is never taken as a row: the
        // grid ends short, and that line starts the next record.
        int at = in.lineNo();
        in.pushBack(line);
        return new PuzzleEntry(startLine, null, new GridFormatException(startLine, 0,
            "a grid of " + rows + " row" + (rows == 1 ? "" : "s") + " of " + n + " symbols, cut "
            + "short by line " + at + " (read next, as a record of its own); a " + shape
            + " grid has " + n + " rows"));
      }
      if (walls != null) {
        walls.row(rows, line);
      }
      GridFormatException e = row(line, rows++, shape, values);
      if (error == null) {
        error = e;
      }
    }
    if (error == null && rows == n && walls != null) {
      try {
        drawn = walls.regions(shape);
      } catch (IllegalArgumentException x) { // unless a map declared above draws these walls
        Regions map = in.declaredJigsaw(shape);
        if (map != null && walls.agree(map)) {
          drawn = map;
        } else {
          error = new GridFormatException(startLine, 0, x.getMessage());
        }
      }
    }
    if (error == null && rows < n) {
      error = new GridFormatException(in.lineNo(), 0, "the grid starting at line " + startLine
          + " has " + rows + " of " + n + " rows when the input ends");
    }
    return error != null ? new PuzzleEntry(startLine, null, error)
        : new PuzzleEntry(startLine, Grid.of(shape, values), null);
  }

  private GridFormatException row(String line, int row, Shape shape, byte[] values) {
    int n = shape.side();
    int k = 0;
    int at = in.lineNo();
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (Character.isWhitespace(ch) || ch == '|') {
        continue;
      }
      if (k == n) {
        return new GridFormatException(at, i + 1,
            "row " + (row + 1) + " has more than " + n + " symbols");
      }
      GridFormatException e = cells.cell(line, i, shape, values, row * n + k++, at);
      if (e != null) {
        return e;
      }
    }
    return k == n ? null : new GridFormatException(at, 0,
        "row " + (row + 1) + " has " + k + " symbols; a row of a " + shape + " grid has " + n);
  }

  /** A label between grids: a word and a number ({@code Grid 07}), or {@code [Puzzle]}. */
  static boolean isLabel(String t) {
    if (t.charAt(0) == '[') {
      return true;
    }
    int i = 0;
    while (i < t.length() && Character.isLetter(t.charAt(i))) {
      i++;
    }
    if (i < 2 || i == t.length() || !Character.isWhitespace(t.charAt(i))) {
      return false;
    }
    String rest = t.substring(i).strip();
    return !rest.isEmpty() && rest.chars().allMatch(Character::isDigit);
  }

  /** A first line of words such as {@code puzzle,solution} or {@code Sudoku,solution}. */
  static boolean isHeaderRow(String t) {
    int letters = 0;
    for (int i = 0; i < t.length(); i++) {
      char ch = t.charAt(i);
      if (Character.isLetter(ch)) {
        letters++;
      } else if (ch != ',' && ch != ';' && ch != '_' && ch != ' ' && ch != '"' && ch != '\t') {
        return false;
      }
    }
    return letters >= 2;
  }

  /**
   * A line drawn between rows: only {@code - + = | *} and spaces ({@code *-----------*} is the
   * frame of a Simple Sudoku {@code .ss} file), with a {@code +} or {@code =}, or with a number
   * of dashes that cannot be a row of blanks.
   */
  static boolean isSeparator(String t, int symbols, Shape shape) {
    boolean cross = false;
    for (int i = 0; i < t.length(); i++) {
      char ch = t.charAt(i);
      if (ch == '+' || ch == '=') {
        cross = true;
      } else if (ch != '-' && ch != '|' && ch != '*' && !Character.isWhitespace(ch)) {
        return false;
      }
    }
    return cross || (shape != null ? symbols != shape.side() : !Shape.isSide(symbols));
  }
}
