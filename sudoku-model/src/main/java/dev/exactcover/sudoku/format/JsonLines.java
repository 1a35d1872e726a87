package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.variant.Rules;

/**
 * JSON Lines as the commands write them: a line that starts with <code>{</code> is an object
 * whose {@code "puzzle"} field holds the puzzle on one line, with its escapes read
 * (<code>&#92;u0031</code> is {@code 1}), and maybe an {@code "entries"} string telling the values
 * written so far from the givens, and {@code "rules"} and {@code "regions"}. Columns in messages
 * are those of the line, also inside an escaped string.
 */
final class JsonLines {
  private final Cells cells;

  JsonLines(Cells cells) {
    this.cells = cells;
  }

  /** The rules a JSON line names ({@code rules} and {@code regions} joined), or null. */
  static String rules(String line) {
    String r = string(line, "rules");
    String map = string(line, "regions");
    return r == null ? null : map == null ? r : r + " " + map;
  }

  /** The string value of {@code key} in a JSON line, unescaped, or null when absent. */
  static String string(String line, String key) {
    int k = line.indexOf("\"" + key + "\"");
    if (k < 0) {
      return null;
    }
    int i = line.indexOf(':', k + key.length() + 2);
    if (i < 0) {
      return null;
    }
    i++;
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    if (i >= line.length() || line.charAt(i) != '"') {
      return null;
    }
    return Fields.json(line, i, null);
  }

  /**
   * The puzzle of a JSON line ({@link #puzzle}) with its {@code "entries"}, if it has them: a
   * string of the same length holding the values written into the puzzle's blank cells
   * ({@code .} elsewhere; a given repeated there is allowed, a different value is not).
   */
  PuzzleEntry read(String line, int lineNo) {
    PuzzleEntry e = entries(line, lineNo);
    return e.grid() == null || !line.contains("\"variants\"") ? e : variants(e, line, lineNo);
  }

  /**
   * {@code e} with the variant rules of its line's {@code "variants"} array (and the regions its
   * {@code "rules"} and {@code "regions"} name), the whole line read as JSON.
   */
  private static PuzzleEntry variants(PuzzleEntry e, String line, int lineNo) {
    try {
      Json.Value v = Json.parse(line, lineNo);
      Json.Value variants = v instanceof Json.Obj o ? o.get("variants") : null;
      if (variants == null || variants instanceof Json.Null) {
        return e;
      }
      String named = rules(line);
      Regions regions;
      try {
        regions = named == null ? Regions.standard(e.grid().shape())
            : PuzzleReader.rules(named, e.grid().shape());
      } catch (IllegalArgumentException x) {
        return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0, "the rules '"
            + Json.clip(named) + "' do not fit this " + e.grid().shape() + " puzzle: "
            + x.getMessage()));
      }
      Rules rules = VariantsJson.read(variants, regions);
      return new PuzzleEntry(lineNo, e.grid(), null, regions, e.entries(),
          rules.isPlain() ? null : rules);
    } catch (GridFormatException x) {
      return new PuzzleEntry(lineNo, null, x);
    }
  }

  private PuzzleEntry entries(String line, int lineNo) {
    PuzzleEntry e = puzzle(line, lineNo);
    String text = e.grid() == null ? null : string(line, "entries");
    if (text == null) {
      return e;
    }
    Shape shape = e.grid().shape();
    if (text.length() != shape.cells()) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0, "the JSON line's "
          + "\"entries\" has " + text.length() + " symbols; its " + shape + " puzzle has "
          + shape.cells() + " cells"));
    }
    PuzzleEntry entries = cells.parseCells(text, 0, text.length(), shape, lineNo);
    if (entries.grid() == null) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0, "the JSON line's "
          + "\"entries\", symbol " + entries.error().column() + ": " + entries.error().rule()));
    }
    Grid given = e.grid();
    Grid written = entries.grid();
    for (int c = 0; c < shape.cells(); c++) {
      if (given.get(c) != 0 && written.get(c) != 0 && written.get(c) != given.get(c)) {
        return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0, "the entry "
            + written.get(c) + " in " + Grid.cellName(c, shape.side()) + " is on the given "
            + given.get(c)));
      }
    }
    return new PuzzleEntry(lineNo, given, null, null, written);
  }

  /**
   * The puzzle in the {@code "puzzle"} field of a JSON object on one line: a string of the
   * puzzle's symbols.
   */
  private PuzzleEntry puzzle(String line, int lineNo) {
    int key = line.indexOf("\"puzzle\"");
    if (key < 0) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0,
          "a JSON line without a \"puzzle\" field"));
    }
    int i = key + "\"puzzle\"".length();
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    if (i < line.length() && line.charAt(i) == ':') {
      i++;
    }
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    if (line.startsWith("null", i)) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, i + 1,
          "the JSON line's \"puzzle\" is null (a record whose puzzle could not be read)"));
    }
    int end = i < line.length() && line.charAt(i) == '"' ? line.indexOf('"', i + 1) : -1;
    if (end < 0) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, i + 1,
          "the JSON line's \"puzzle\" is not a string"));
    }
    if (line.lastIndexOf('\\', end) > i) { // escapes: read, columns kept
      int[] at = new int[line.length() + 1];
      String value = Fields.json(line, i, at);
      Shape shape = cells.oneLineShape(value, 0, value.length());
      if (shape == null) {
        return new PuzzleEntry(lineNo, null, cells.wrongLength(lineNo, value.length(), value));
      }
      PuzzleEntry e = cells.parseCells(value, 0, value.length(), shape, lineNo);
      GridFormatException x = e.error();
      return x == null ? e : new PuzzleEntry(lineNo, null, new GridFormatException(lineNo,
          at[x.column() - 1] + 1, x.rule()));
    }
    Shape shape = cells.oneLineShape(line, i + 1, end);
    if (shape == null) {
      return new PuzzleEntry(lineNo, null, cells.wrongLength(lineNo, end - i - 1,
          line.substring(i + 1, end)));
    }
    return cells.parseCells(line, i + 1, end, shape, lineNo);
  }
}
