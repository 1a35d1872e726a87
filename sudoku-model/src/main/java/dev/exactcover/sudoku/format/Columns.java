package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Shape;
import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * Delimited text: a header row naming a {@code puzzle} column (or {@code sudoku},
 * {@code quizzes}), and {@code rules} and {@code regions} columns, then one row per puzzle; and a
 * line of cell values separated by commas or semicolons (a spreadsheet's export), or a row of a
 * JSON 2-D array, rewritten as its symbols. Fields are quoted as RFC 4180 says: a delimiter
 * inside double quotes does not split, {@code ""} there is one quote, and a line that is one
 * quoted field is read as its text.
 */
final class Columns {
  /** The usual sides and cell counts: a trailing separator is read as one after them. */
  private static final Set<Integer> COMMON = Set.of(4, 16, 6, 36, 9, 81, 256, 25, 625);

  private final Cells cells;
  private int column = -1; // after a header naming a puzzle column: that column's index
  private char delimiter; // and the delimiter of that header
  private int rulesColumn = -1; // after a header naming rules and regions columns: their indexes
  private int regionsColumn = -1;
  private String rowRules; // the rules of the row just read, or null

  Columns(Cells cells) {
    this.cells = cells;
  }

  /** Whether a header named the puzzle column: every later line is a row. */
  boolean active() {
    return column >= 0;
  }

  /** The rules of the row just read ({@code rules} and {@code regions} joined), then forgotten. */
  String takeRules() {
    String r = rowRules;
    rowRules = null;
    return r;
  }

  /**
   * Whether {@code header} is a header row of delimited columns, one of them named {@code puzzle}
   * (or {@code sudoku}, {@code quizzes}); if so, remembers that column and its delimiter.
   */
  boolean header(String header) {
    for (char d : new char[] {'\t', ',', ';'}) {
      if (header.indexOf(d) < 0) {
        continue;
      }
      int[] spans = Fields.spans(header, d);
      int found = -1;
      for (int i = 0; i < spans.length / 2; i++) {
        String name = Fields.text(header, spans[2 * i], spans[2 * i + 1]).strip()
            .toLowerCase(Locale.ROOT);
        if (found < 0 && (name.equals("puzzle") || name.equals("sudoku")
            || name.equals("quizzes"))) {
          found = i;
        } else if (name.equals("rules")) {
          rulesColumn = i;
        } else if (name.equals("regions")) {
          regionsColumn = i;
        }
      }
      if (found >= 0) {
        column = found;
        delimiter = d;
        return true;
      }
      rulesColumn = -1;
      regionsColumn = -1;
    }
    return false;
  }

  /**
   * The puzzle in the remembered column of a delimited row (fields quoted as RFC 4180 says), with
   * the rules of its {@code rules} and {@code regions} columns, if the header names them.
   */
  PuzzleEntry row(String line, int lineNo) {
    int[] spans = Fields.spans(line, delimiter);
    int columns = spans.length / 2;
    if (column >= columns) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0, "this record has "
          + columns + (columns == 1 ? " field" : " fields") + "; the header puts the puzzle in "
          + "field " + (column + 1)));
    }
    if (rulesColumn >= 0 && rulesColumn < columns) {
      String r = Fields.text(line, spans[2 * rulesColumn], spans[2 * rulesColumn + 1]).strip();
      String map = regionsColumn >= 0 && regionsColumn < columns ? Fields.text(line,
          spans[2 * regionsColumn], spans[2 * regionsColumn + 1]).strip() : "";
      rowRules = r.isEmpty() ? null : map.isEmpty() ? r : r + " " + map;
    }
    int start = spans[2 * column];
    int end = spans[2 * column + 1];
    while (start < end && Character.isWhitespace(line.charAt(start))) {
      start++;
    }
    while (end > start && Character.isWhitespace(line.charAt(end - 1))) {
      end--;
    }
    Shape shape = cells.oneLineShape(line, start, end);
    if (shape == null) {
      return new PuzzleEntry(lineNo, null, cells.wrongLength(lineNo, end - start,
          line.substring(start, end)));
    }
    return cells.parseCells(line, start, end, shape, lineNo);
  }

  /** Whether {@code k} is the cell count of a side. */
  private static boolean isCells(int k) {
    int n = (int) Math.round(Math.sqrt(k));
    return n * n == k && Shape.isSide(n);
  }

  /**
   * A line of values separated by commas or semicolons (a spreadsheet's export: a row per line,
   * or every cell on one line) or a row of a JSON 2-D array ({@code [5,3,0,...],}, {@code 0} or
   * {@code null} blank), rewritten as its symbols ({@code 53.} ...); a line that is one quoted
   * field with its quotes turned into spaces (so that columns stay where they were); any other
   * line as it is. Only a line of exactly n or n*n such values for a side n is taken, so that
   * CSV records of whole puzzles ({@code puzzle,solution}) and header rows are read as before.
   */
  static String delimited(String line) {
    String t = line.strip();
    if (t.isEmpty() || t.charAt(0) == '#' || t.charAt(0) == '{') {
      return line;
    }
    boolean json = t.charAt(0) == '[' || t.charAt(0) == ']';
    if (json) {
      if (t.endsWith("],")) {
        t = t.substring(0, t.length() - 1); // the comma between rows
      }
      t = t.replace("[", "").replace("]", "").strip();
      if (t.isEmpty() || t.equals(",")) {
        return ""; // the brackets of an array, alone on their line
      }
    }
    if (t.indexOf(',') < 0 && t.indexOf(';') < 0) {
      return json ? line : unquoted(line, t);
    }
    char d = json || !Fields.splits(t, ';') ? ',' : ';';
    int[] spans = Fields.spans(t, d); // RFC 4180: a delimiter in quotes does not split
    String[] fields = new String[spans.length / 2];
    for (int f = 0; f < fields.length; f++) {
      String v = Fields.text(t, spans[2 * f], spans[2 * f + 1]);
      fields[f] = json ? Fields.unescape(v) : v;
    }
    if (fields.length == 1 && !json && t.charAt(0) == '"') { // a whole row in one quoted field
      String inner = delimited(fields[0]);
      return inner.equals(fields[0]) ? unquoted(line, t) : inner;
    }
    int k = fields.length;
    if (k > 1 && fields[k - 1].isBlank() && (Shape.isSide(k - 1) || isCells(k - 1))
        && (!Shape.isSide(k) && !isCells(k) || COMMON.contains(k - 1) && !COMMON.contains(k))) {
      fields = Arrays.copyOf(fields, --k); // a separator ending the line
    }
    boolean side = Shape.isSide(k);
    if (!side && !isCells(k)) {
      return line;
    }
    int n = side ? k : (int) Math.round(Math.sqrt(k));
    StringBuilder out = new StringBuilder(k);
    for (String f : fields) {
      String v = f.strip();
      if (v.length() >= 2 && v.charAt(0) == '"' && v.charAt(v.length() - 1) == '"') {
        v = v.substring(1, v.length() - 1).strip();
      }
      if (v.isEmpty() || v.equals("null") || v.equals("0") || v.equals(".")) {
        out.append('.');
      } else if (v.chars().allMatch(Character::isDigit) && v.length() <= 2) {
        int value = Integer.parseInt(v);
        if (value > n) {
          return line; // not a value of the side: leave it to the usual messages
        }
        out.append(value <= 9 ? (char) ('0' + value) : (char) ('A' + value - 10));
      } else if (v.length() == 1 && !json) {
        out.append(v.charAt(0));
      } else {
        return line;
      }
    }
    return out.toString();
  }

  /**
   * {@code line} (stripped: {@code t}) with the quotes of its one quoted field turned into
   * spaces, so that every symbol keeps its column; {@code line} itself when it is not one quoted
   * field with no quote inside ({@code "4.....8.5..."} is a puzzle, {@code "a""b"} is not).
   */
  private static String unquoted(String line, String t) {
    if (t.length() < 3 || t.charAt(0) != '"' || t.charAt(t.length() - 1) != '"'
        || t.indexOf('"', 1) != t.length() - 1) {
      return line;
    }
    int open = line.indexOf('"');
    int close = line.lastIndexOf('"');
    return line.substring(0, open) + ' ' + line.substring(open + 1, close) + ' '
        + line.substring(close + 1);
  }
}
