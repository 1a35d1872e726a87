package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads puzzles from text one at a time, in constant memory, reporting each malformed puzzle as
 * an entry with its error rather than stopping: one {@link PuzzleEntry} per puzzle, in input
 * order. Obtained from {@link Sudoku#reader}.
 *
 * <p>Formats, recognised line by line and mixable in one input:
 * <ul>
 *   <li>One puzzle per line: {@code n*n} symbols ({@code .}, {@code 0}, {@code _}, {@code -} or
 *       {@code *} for blanks). Anything after the puzzle is a comment when separated by
 *       whitespace, {@code :} or {@code ,} ({@code puzzle index}, {@code puzzle:count:solution},
 *       CSV {@code puzzle,solution}). The side comes from the length: 81 symbols make a 9x9, 256 a
 *       16x16 (16 symbols make a 4x4, unless the reader was given a 16x16 shape).
 *   <li>Multi-line grids: {@code n} lines of {@code n} symbols, with spaces and {@code |} between
 *       symbols ignored, and separator lines of {@code - + = |} skipped: Project Euler's style, the
 *       boxed style that {@link Grid#toPretty()} writes, {@code .ss} and {@code .sdk} files.
 *   <li>Skipped: blank lines, lines starting with {@code #}, label lines such as {@code Grid 07}
 *       or {@code [Puzzle]} between grids (a multi-line grid then starts at its label), and a
 *       header row of words as the first line ({@code puzzle,solution}). CRLF is accepted.
 *   <li>JSON Lines: a line that starts with <code>{</code> is an object whose {@code "puzzle"}
 *       field holds the puzzle on one line (what the commands write with {@code --format json}).
 *   <li>Columns: when the first line is a header of comma-, semicolon- or tab-separated names
 *       and one of them is {@code puzzle} (or {@code sudoku}, {@code quizzes}), every later line
 *       is a row whose puzzle is read from that column ({@code source<TAB>puzzle<TAB>ER...}),
 *       with its rules from the {@code rules} and {@code regions} columns if the header names
 *       them. Fields are quoted as RFC 4180 says: a delimiter inside double quotes does not
 *       split, and {@code ""} there is one quote.
 *   <li>JSON strings are read with their escapes (<code>&#92;u0031</code> is {@code 1}); a JSON
 *       line may tell the values written so far from the givens in an {@code "entries"} string
 *       ({@link PuzzleEntry#entries()}).
 *   <li>A jigsaw drawn as {@link Regions#draw} draws it (a top frame {@code +---+---+...+}, every
 *       cell four characters wide, walls between pieces) is read with its pieces; a
 *       {@code # rules: X} line above a drawn grid adds the diagonals.
 * </ul>
 *
 * <p>One line or many: a line whose first token has {@code n*n} symbols is a puzzle on one line; a
 * line of {@code n} symbols (a valid row) starts a grid of {@code n} rows. A grid takes only rows:
 * a line that is a puzzle on one line, or a label, ends it early (the grid is invalid, and that
 * line is read as the next record), so a stray short line costs one record, never the records
 * after it. A row with the wrong number of symbols stays in its grid, which is invalid.
 *
 * <p>Bytes ({@link #of(InputStream)}) are decoded line by line, strictly: a line that is not
 * UTF-8 is an invalid entry naming its line and column, and reading goes on. A line longer than
 * 1 MiB is an invalid entry too, skipped without being held. A byte-order mark at the start of
 * the input is skipped.
 *
 * <p>Errors name the line and column: wrong length, unknown symbol, symbol out of range for the
 * side, a short or long row, a grid cut off by the end of the input or by a puzzle on one line,
 * text that is not UTF-8. A reader is not thread-safe.
 */
public final class PuzzleReader implements Iterator<PuzzleEntry>, Closeable {
  private final Lines in;
  private final Shape fixed; // null: infer each puzzle's side
  private Shape last = Shape.NINE; // for messages when the side is unknown
  private int lineNo;
  private boolean seenContent;
  private int labelLine; // a label line just before a grid, or 0
  private int column = -1; // after a header naming a puzzle column: that column's index
  private char delimiter; // and the delimiter of that header
  private PuzzleEntry next;
  private boolean done;
  private String pending; // a line read, to be read again as the start of the next record
  private int pendingLine;
  private final String symbols; // null: the usual 1-9, A-Z; else the symbol of value k+1 at k
  private String declared; // the last "# rules:" line's rules ("X", "jigsaw MAP"...), or null
  private int declaredLine;
  private String lineRules; // the rules of the JSON line or CSV row just read, or null
  private int rulesColumn = -1; // after a header naming rules and regions columns: their indexes
  private int regionsColumn = -1;
  private String frame; // a separator line just read, maybe the top frame of a drawn jigsaw
  private Regions drawn; // the pieces the walls of the grid just read enclose, or null
  private boolean returned; // whether an entry was read
  private int skippedLine; // the first header or label line skipped, while no entry was read
  private String skippedText;

  private PuzzleReader(Lines in, Shape shape) {
    this(in, shape, null);
  }

  private PuzzleReader(Lines in, Shape shape, String symbols) {
    this.in = in;
    this.fixed = shape;
    this.symbols = symbols;
  }

  /**
   * A reader of puzzles written with an alphabet of their own, such as {@code 0123456789ABCDEF}
   * for a 16x16 grid whose values are 0-F: the symbol at index {@code k} is the value
   * {@code k + 1}; {@code .}, {@code _}, {@code -} and {@code *} are blanks unless in the
   * alphabet. The grid's side is the alphabet's length; the bytes are decoded line by line as
   * {@link #of(InputStream)} does.
   *
   * @param in the bytes
   * @param shape the puzzles' shape
   * @param symbols the alphabet, {@code shape.side()} distinct symbols that are not whitespace,
   *     {@code |} or {@code .}
   * @return a reader of the puzzles of {@code shape} in {@code in}, written in {@code symbols}
   * @throws IllegalArgumentException if the alphabet does not fit the shape
   */
  public static PuzzleReader of(InputStream in, Shape shape, String symbols) {
    Objects.requireNonNull(shape, "shape");
    if (symbols.length() != shape.side() || symbols.chars().distinct().count() != symbols.length()
        || symbols.chars().anyMatch(c -> Character.isWhitespace(c) || c == '|' || c == '.'
            || c == ',' || c == ':')) {
      throw new IllegalArgumentException("the symbols '" + symbols + "' are not " + shape.side()
          + " distinct symbols for " + shape + " (no spaces, |, ., , or :)");
    }
    return new PuzzleReader(Lines.of(Objects.requireNonNull(in, "in")), shape, symbols);
  }

  /**
   * A reader of the puzzles in {@code in}, each of the side its text shows.
   *
   * @param in the text (a byte-order mark at its start is skipped)
   * @return a reader of the puzzles in {@code in}, each of the side its text shows
   */
  public static PuzzleReader of(Reader in) {
    return new PuzzleReader(Lines.of(Objects.requireNonNull(in, "in")), null);
  }

  /**
   * A reader of the puzzles of {@code shape} in {@code in}. A known shape settles the one
   * ambiguity: a 16-symbol line is a 4x4 puzzle, or a 16x16 row.
   *
   * @param in the text (a byte-order mark at its start is skipped)
   * @param shape the puzzles' shape
   * @return a reader of the puzzles of {@code shape} in {@code in}
   */
  public static PuzzleReader of(Reader in, Shape shape) {
    return new PuzzleReader(Lines.of(Objects.requireNonNull(in, "in")),
        Objects.requireNonNull(shape, "shape"));
  }

  /**
   * A reader of the puzzles in the UTF-8 bytes {@code in}, each of the side its text shows. Each
   * line is decoded on its own: a line that is not UTF-8 is an invalid entry naming its line and
   * column, and reading goes on with the next line. A byte-order mark at the start is skipped.
   *
   * @param in the bytes
   * @return a reader of the puzzles in {@code in}
   */
  public static PuzzleReader of(InputStream in) {
    return new PuzzleReader(Lines.of(Objects.requireNonNull(in, "in")), null);
  }

  /**
   * A reader of the puzzles of {@code shape} in the UTF-8 bytes {@code in}, decoded line by line
   * as {@link #of(InputStream)} does.
   *
   * @param in the bytes
   * @param shape the puzzles' shape
   * @return a reader of the puzzles of {@code shape} in {@code in}
   */
  public static PuzzleReader of(InputStream in, Shape shape) {
    return new PuzzleReader(Lines.of(Objects.requireNonNull(in, "in")),
        Objects.requireNonNull(shape, "shape"));
  }

  /**
   * The puzzles as a sequential stream; closing the stream closes the input.
   *
   * @return the puzzles as a sequential stream
   */
  public Stream<PuzzleEntry> stream() {
    return StreamSupport.stream(Spliterators.spliteratorUnknownSize(this,
        Spliterator.ORDERED | Spliterator.NONNULL), false).onClose(this::closeQuietly);
  }

  /**
   * Whether another puzzle follows.
   *
   * @throws UncheckedIOException if the input cannot be read
   */
  @Override
  public boolean hasNext() {
    if (next == null && !done) {
      try {
        next = withRules(read());
        if (next == null && !returned && skippedLine > 0) {
          next = notAPuzzle();
        }
        returned |= next != null;
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      done = next == null;
    }
    return next != null;
  }

  /**
   * The next puzzle, or the error that kept it from being one.
   *
   * @return the next entry
   * @throws NoSuchElementException if there is none
   * @throws UncheckedIOException if the input cannot be read
   */
  @Override
  public PuzzleEntry next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    PuzzleEntry e = next;
    next = null;
    return e;
  }

  /**
   * Closes the input.
   *
   * @throws IOException if closing fails
   */
  @Override
  public void close() throws IOException {
    in.close();
  }

  private void closeQuietly() {
    try {
      close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@code e} with the rules its input gives it: its JSON line's, else the last {@code # rules:}
   * line's; a declaration that does not fit the puzzle makes the entry an error naming it.
   */
  private PuzzleEntry withRules(PuzzleEntry e) {
    String r = lineRules != null ? lineRules : declared;
    boolean json = lineRules != null;
    lineRules = null;
    Regions walls = drawn;
    drawn = null;
    if (walls != null && e != null && e.grid() != null) { // the walls give the pieces
      boolean x = walls.list().stream().anyMatch(g -> g.kind() == RegionKind.DIAGONAL);
      return new PuzzleEntry(e.line(), e.grid(), null, r != null && diagonals(r) && !x
          ? walls.withDiagonals() : walls, e.entries());
    }
    if (e == null || r == null || e.grid() == null) {
      return e;
    }
    int at = json ? e.line() : declaredLine;
    try {
      Regions regions = rules(r, e.grid().shape());
      return new PuzzleEntry(e.line(), e.grid(), null, regions, e.entries(), e.variantRules()
          == null ? null : new dev.exactcover.sudoku.variant.Rules(regions,
          e.variantRules().list()));
    } catch (IllegalArgumentException x) {
      return new PuzzleEntry(e.line(), null, new GridFormatException(at, 0, "the rules '"
          + (r.length() > 40 ? r.substring(0, 40) + "..." : r) + "' do not fit this "
          + e.grid().shape() + " puzzle: " + x.getMessage()));
    }
  }

  /** The jigsaw of the last {@code # rules:} line, if it names one that fits {@code shape}. */
  private Regions declaredJigsaw(Shape shape) {
    try {
      Regions r = declared == null ? null : rules(declared, shape);
      return r != null && r.hasPieces() ? r : null;
    } catch (IllegalArgumentException x) {
      return null;
    }
  }

  /** Whether the rules named by {@code text} have the diagonals: X, or jigsaw X. */
  private static boolean diagonals(String text) {
    String t = text.strip().toLowerCase(java.util.Locale.ROOT);
    return t.equals("x") || t.equals("jigsaw x") || t.startsWith("jigsaw x ");
  }

  /**
   * The entry of an input whose only content was a line of words (a header or label with no
   * puzzle after it): an error naming the line and what a puzzle looks like.
   */
  private PuzzleEntry notAPuzzle() {
    int at = skippedLine;
    String t = skippedText.length() > 40 ? skippedText.substring(0, 40) + "..." : skippedText;
    skippedLine = 0;
    Shape want = fixed != null ? fixed : last;
    return new PuzzleEntry(at, null, new GridFormatException(at, 0, "'" + t + "' is not a "
        + "puzzle, and no puzzle follows it: expected a " + want + " puzzle on one line ("
        + want.cells() + " symbols, . or 0 for a blank), a grid of " + want.side() + " rows, a "
        + "JSON object with a \"puzzle\" field, or CSV whose header names a puzzle column"));
  }

  /**
   * The rules named by {@code text} for {@code shape}: {@code classic} (or {@code standard}),
   * {@code X}, {@code jigsaw MAP} or {@code jigsaw X MAP} (MAP: one label per cell, as
   * {@link Regions#blockMap()} writes it, whitespace ignored).
   */
  static Regions rules(String text, Shape shape) {
    String t = text.strip();
    String lower = t.toLowerCase(java.util.Locale.ROOT);
    if (lower.equals("classic") || lower.equals("standard")) {
      return Regions.standard(shape);
    }
    if (lower.equals("x")) {
      return Regions.x(shape);
    }
    if (lower.startsWith("jigsaw x ")) {
      return Regions.jigsaw(shape, t.substring(9)).withDiagonals();
    }
    if (lower.startsWith("jigsaw ")) {
      return Regions.jigsaw(shape, t.substring(7));
    }
    throw new IllegalArgumentException("expected classic, X, jigsaw MAP or jigsaw X MAP");
  }

  /** The string value of {@code key} in a JSON line, unescaped, or null when absent. */
  static String jsonString(String line, String key) {
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

  /** The next line (the pushed-back one first), or null at the end; counts lines. */
  private String nextLine() throws IOException {
    if (pending != null) {
      String line = pending;
      pending = null;
      lineNo = pendingLine;
      return line;
    }
    String line = in.next();
    if (line != null) {
      lineNo++;
      if (symbols == null && column < 0) {
        line = delimited(line);
      }
    }
    return line;
  }

  /** The usual sides and cell counts: a trailing separator is read as one after them. */
  private static final java.util.Set<Integer> COMMON = java.util.Set.of(4, 16, 6, 36, 9, 81,
      256, 25, 625);

  /** Whether {@code k} is the cell count of a side. */
  private static boolean isCells(int k) {
    int n = (int) Math.round(Math.sqrt(k));
    return n * n == k && Shape.isSide(n);
  }

  /**
   * A line of values separated by commas or semicolons (a spreadsheet's export: a row per line,
   * or every cell on one line) or a row of a JSON 2-D array ({@code [5,3,0,...],}, {@code 0} or
   * {@code null} blank), rewritten as its symbols ({@code 53.} ...); any other line as it is.
   * Only a line of exactly n or n*n such values for a side n is taken, so that CSV records of
   * whole puzzles ({@code puzzle,solution}) and header rows are read as before.
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
      return line;
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
      return inner.equals(fields[0]) ? line : inner;
    }
    int k = fields.length;
    if (k > 1 && fields[k - 1].isBlank() && (Shape.isSide(k - 1) || isCells(k - 1))
        && (!Shape.isSide(k) && !isCells(k) || COMMON.contains(k - 1) && !COMMON.contains(k))) {
      fields = java.util.Arrays.copyOf(fields, --k); // a separator ending the line
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

  /** The decoding fault of the line just read, as an error; null when it decoded. */
  private GridFormatException lineFault() {
    return in.error() == null ? null : new GridFormatException(lineNo, in.errorColumn(),
        in.error());
  }

  private PuzzleEntry read() throws IOException {
    String line;
    while ((line = nextLine()) != null) {
      GridFormatException fault = lineFault();
      if (fault != null) {
        labelLine = 0;
        seenContent = true;
        return new PuzzleEntry(lineNo, null, fault);
      }
      String t = line.strip();
      if (t.startsWith("#")) {
        String c = t.substring(1).strip();
        if (c.regionMatches(true, 0, "rules:", 0, 6)) {
          declared = c.substring(6).strip();
          declaredLine = lineNo;
        }
        continue;
      }
      if (t.isEmpty()) {
        continue;
      }
      boolean first = !seenContent;
      seenContent = true;
      String above = frame; // the separator line just before, if any
      frame = null;
      if (column >= 0) {
        return fromColumn(line);
      }
      if (t.charAt(0) == '{') {
        labelLine = 0;
        String r = jsonString(line, "rules");
        String map = jsonString(line, "regions");
        lineRules = r == null ? null : map == null ? r : r + " " + map;
        return fromJson(line);
      }
      if (KillerCageFormat.isKiller(t)) { // the killer forum's cage line
        labelLine = 0;
        return KillerCageFormat.read(t, lineNo, firstNonSpace(line) + 1);
      }
      if (first && puzzleColumn(t)) {
        continue;
      }
      int tokenEnd = tokenEnd(line);
      int start = firstNonSpace(line);
      int tokenLength = tokenEnd - start;
      Shape oneLine = oneLineShape(line, start, tokenEnd);
      if (oneLine != null) {
        labelLine = 0;
        return parseCells(line, start, tokenEnd, oneLine, lineNo);
      }
      if (isLabel(t) || first && isHeaderRow(t)) {
        labelLine = t.indexOf(',') < 0 ? lineNo : 0;
        if (!returned && skippedLine == 0) {
          skippedLine = lineNo;
          skippedText = t;
        }
        continue;
      }
      int symbols = countSymbols(line);
      if (isSeparator(t, symbols, fixed)) {
        frame = line;
        continue;
      }
      int n = fixed != null ? fixed.side() : Shape.isSide(symbols) ? symbols : -1;
      if (n == symbols && (fixed != null || validRow(line, Shape.forSide(n)))) {
        return readRows(line, fixed != null ? fixed : Shape.forSide(n), Walls.under(above, n));
      }
      Shape spaced = fixed != null ? fixed : sideOfCells(symbols);
      if (spaced != null && symbols == spaced.cells()) {
        labelLine = 0;
        return parseSpaced(line, spaced);
      }
      labelLine = 0;
      return new PuzzleEntry(lineNo, null, wrongLength(lineNo, tokenLength, line));
    }
    return null;
  }

  /**
   * Whether {@code header} is a header row of delimited columns, one of them named {@code puzzle}
   * (or {@code sudoku}, {@code quizzes}); if so, remembers that column and its delimiter.
   */
  private boolean puzzleColumn(String header) {
    for (char d : new char[] {'\t', ',', ';'}) {
      if (header.indexOf(d) < 0) {
        continue;
      }
      int[] spans = Fields.spans(header, d);
      int found = -1;
      for (int i = 0; i < spans.length / 2; i++) {
        String name = Fields.text(header, spans[2 * i], spans[2 * i + 1]).strip()
            .toLowerCase(java.util.Locale.ROOT);
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
  private PuzzleEntry fromColumn(String line) {
    int[] spans = Fields.spans(line, delimiter);
    int columns = spans.length / 2;
    if (column >= columns) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0, "this row has "
          + columns + " columns; the header puts the puzzle in column " + (column + 1)));
    }
    if (rulesColumn >= 0 && rulesColumn < columns) {
      String r = Fields.text(line, spans[2 * rulesColumn], spans[2 * rulesColumn + 1]).strip();
      String map = regionsColumn >= 0 && regionsColumn < columns ? Fields.text(line,
          spans[2 * regionsColumn], spans[2 * regionsColumn + 1]).strip() : "";
      lineRules = r.isEmpty() ? null : map.isEmpty() ? r : r + " " + map;
    }
    int start = spans[2 * column];
    int end = spans[2 * column + 1];
    while (start < end && Character.isWhitespace(line.charAt(start))) {
      start++;
    }
    while (end > start && Character.isWhitespace(line.charAt(end - 1))) {
      end--;
    }
    Shape shape = oneLineShape(line, start, end);
    if (shape == null) {
      return new PuzzleEntry(lineNo, null, wrongLength(lineNo, end - start,
          line.substring(start, end)));
    }
    return parseCells(line, start, end, shape, lineNo);
  }

  /**
   * The puzzle of a JSON line ({@link #puzzleOfJson}) with its {@code "entries"}, if it has
   * them: a string of the same length holding the values written into the puzzle's blank cells
   * ({@code .} elsewhere; a given repeated there is allowed, a different value is not).
   */
  private PuzzleEntry fromJson(String line) {
    PuzzleEntry e = puzzleOfJson(line);
    String text = e.grid() == null ? null : jsonString(line, "entries");
    if (text == null) {
      return e;
    }
    Shape shape = e.grid().shape();
    if (text.length() != shape.cells()) {
      return new PuzzleEntry(lineNo, null, new GridFormatException(lineNo, 0, "the JSON line's "
          + "\"entries\" has " + text.length() + " symbols; its " + shape + " puzzle has "
          + shape.cells() + " cells"));
    }
    PuzzleEntry entries = parseCells(text, 0, text.length(), shape, lineNo);
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
   * The puzzle in the {@code "puzzle"} field of a JSON object on one line (JSON Lines, as the
   * commands write it): a string of the puzzle's symbols.
   */
  private PuzzleEntry puzzleOfJson(String line) {
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
      Shape shape = oneLineShape(value, 0, value.length());
      if (shape == null) {
        return new PuzzleEntry(lineNo, null, wrongLength(lineNo, value.length(), value));
      }
      PuzzleEntry e = parseCells(value, 0, value.length(), shape, lineNo);
      GridFormatException x = e.error();
      return x == null ? e : new PuzzleEntry(lineNo, null, new GridFormatException(lineNo,
          at[x.column() - 1] + 1, x.rule()));
    }
    Shape shape = oneLineShape(line, i + 1, end);
    if (shape == null) {
      return new PuzzleEntry(lineNo, null, wrongLength(lineNo, end - i - 1,
          line.substring(i + 1, end)));
    }
    return parseCells(line, i + 1, end, shape, lineNo);
  }

  /** The shape whose cell count is the token's length, if the token is a one-line puzzle. */
  private Shape oneLineShape(String line, int start, int end) {
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

  private static Shape sideOfCells(int cells) {
    int n = (int) Math.round(Math.sqrt(cells));
    return n * n == cells && Shape.isSide(n) ? Shape.forSide(n) : null;
  }

  private GridFormatException wrongLength(int at, int length, String line) {
    Shape want = fixed != null ? fixed : last;
    int symbols = countSymbols(line);
    return new GridFormatException(at, 0, (symbols != length ? symbols + " symbols" : length
        + " cells") + " is neither a " + want + " puzzle on one line (" + want.cells()
        + " cells) nor a row of " + want.side());
  }

  private PuzzleEntry parseCells(String line, int start, int end, Shape shape, int at) {
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

  private PuzzleEntry parseSpaced(String line, Shape shape) {
    last = shape;
    byte[] values = new byte[shape.cells()];
    int k = 0;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (!Character.isWhitespace(ch) && ch != '|') {
        GridFormatException e = cell(line, i, shape, values, k++, lineNo);
        if (e != null) {
          return new PuzzleEntry(lineNo, null, e);
        }
      }
    }
    return new PuzzleEntry(lineNo, Grid.of(shape, values), null);
  }

  /** Reads a multi-line grid whose first row is {@code firstRow} (at {@code lineNo}). */
  private PuzzleEntry readRows(String firstRow, Shape shape, Walls walls) throws IOException {
    last = shape;
    int n = shape.side();
    int startLine = labelLine > 0 ? labelLine : lineNo;
    labelLine = 0;
    byte[] values = new byte[shape.cells()];
    GridFormatException error = row(firstRow, 0, shape, values);
    if (walls != null) {
      walls.row(0, firstRow);
    }
    int rows = 1;
    String line;
    while (rows < n && (line = nextLine()) != null) {
      GridFormatException fault = lineFault();
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
      int symbols = countSymbols(line);
      if (isSeparator(t, symbols, shape)) {
        if (walls != null) {
          walls.between(rows, line);
        }
        continue;
      }
      if (symbols != n && (oneLineShape(line, firstNonSpace(line), tokenEnd(line)) != null
          || isLabel(t))) {
        // A puzzle on one line, or the label of the next grid, is never taken as a row: the
        // grid ends short, and that line starts the next record.
        pending = line;
        pendingLine = lineNo;
        return new PuzzleEntry(startLine, null, new GridFormatException(startLine, 0,
            "a grid of " + rows + " row" + (rows == 1 ? "" : "s") + " of " + n + " symbols, cut "
            + "short by line " + lineNo + " (read next, as a record of its own); a " + shape
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
        Regions map = declaredJigsaw(shape);
        if (map != null && walls.agree(map)) {
          drawn = map;
        } else {
          error = new GridFormatException(startLine, 0, x.getMessage());
        }
      }
    }
    if (error == null && rows < n) {
      error = new GridFormatException(lineNo, 0, "the grid starting at line " + startLine
          + " has " + rows + " of " + n + " rows when the input ends");
    }
    return error != null ? new PuzzleEntry(startLine, null, error)
        : new PuzzleEntry(startLine, Grid.of(shape, values), null);
  }

  private GridFormatException row(String line, int row, Shape shape, byte[] values) {
    int n = shape.side();
    int k = 0;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (Character.isWhitespace(ch) || ch == '|') {
        continue;
      }
      if (k == n) {
        return new GridFormatException(lineNo, i + 1,
            "row " + (row + 1) + " has more than " + n + " symbols");
      }
      GridFormatException e = cell(line, i, shape, values, row * n + k++, lineNo);
      if (e != null) {
        return e;
      }
    }
    return k == n ? null : new GridFormatException(lineNo, 0,
        "row " + (row + 1) + " has " + k + " symbols; a row of a " + shape + " grid has " + n);
  }

  /** Whether every symbol of {@code line} is a value or blank of {@code shape}. */
  private boolean validRow(String line, Shape shape) {
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
  private GridFormatException cell(String line, int i, Shape shape, byte[] values,
      int cell, int at) {
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

  private static String printable(char ch) {
    return ch < ' ' || ch == 127 ? String.format("\\u%04x", (int) ch) : String.valueOf(ch);
  }

  /** The end of the first token: up to whitespace, {@code :} or {@code ,}. */
  private static int tokenEnd(String line) {
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

  private static int firstNonSpace(String line) {
    int i = 0;
    while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
      i++;
    }
    return i;
  }

  /** A label between grids: a word and a number ({@code Grid 07}), or {@code [Puzzle]}. */
  private static boolean isLabel(String t) {
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
  private static boolean isHeaderRow(String t) {
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

  private static int countSymbols(String line) {
    int k = 0;
    for (int i = 0; i < line.length(); i++) {
      char ch = line.charAt(i);
      if (!Character.isWhitespace(ch) && ch != '|') {
        k++;
      }
    }
    return k;
  }

  /**
   * A line drawn between rows: only {@code - + = | *} and spaces ({@code *-----------*} is the
   * frame of a Simple Sudoku {@code .ss} file), with a {@code +} or {@code =}, or with a number
   * of dashes that cannot be a row of blanks.
   */
  private static boolean isSeparator(String t, int symbols, Shape shape) {
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
