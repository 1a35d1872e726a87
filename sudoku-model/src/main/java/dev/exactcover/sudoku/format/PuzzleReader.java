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
import java.util.List;
import java.util.Locale;
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
 *   <li>f-puzzles: the JSON f-puzzles saves (an object with {@code size} and {@code grid}, on
 *       one line or over several), a link that carries it compressed (f-puzzles'
 *       {@code ?load=}, SudokuPad's {@code fpuzzles} prefix or a {@code fpuzzles=} parameter), or
 *       the compressed text alone: read with its jigsaw and its variant rules
 *       ({@link PuzzleEntry#variantRules()}); what it only draws is named in
 *       {@link PuzzleEntry#note()}, and a rule the reader does not know makes the puzzle invalid
 *       unless the reader drops unknown rules ({@link UnknownRules}).
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
  private final Cells cells;
  private final GridRows grids;
  private final Columns columns;
  private final JsonLines json;
  /**
   * The formats a record's first line may start, tried in turn before the built-in ones: each
   * reads its record, or answers null when the line is not of its format. A format is added as
   * a class of this package and one entry here.
   */
  private final List<RecordFormat> formats;
  private int lineNo;
  private boolean seenContent;
  private int labelLine; // a label line just before a grid, or 0
  private PuzzleEntry next;
  private boolean done;
  private String pending; // a line read, to be read again as the start of the next record
  private int pendingLine;
  private String declared; // the last "# rules:" line's rules ("X", "jigsaw MAP"...), or null
  private int declaredLine;
  private String lineRules; // the rules of the JSON line or CSV row just read, or null
  private String frame; // a separator line just read, maybe the top frame of a drawn jigsaw
  private boolean returned; // whether an entry was read
  private int skippedLine; // the first header or label line skipped, while no entry was read
  private String skippedText;

  private PuzzleReader(Lines in, Shape shape) {
    this(in, shape, null, UnknownRules.REFUSE);
  }

  private PuzzleReader(Lines in, Shape shape, String symbols, UnknownRules unknown) {
    this.in = in;
    this.cells = new Cells(shape, symbols);
    this.grids = new GridRows(this, cells);
    this.columns = new Columns(cells);
    this.json = new JsonLines(cells);
    this.formats = symbols != null ? List.of() : List.of(new FpuzzlesFormat(unknown));
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
    return new PuzzleReader(Lines.of(Objects.requireNonNull(in, "in")), shape, symbols,
        UnknownRules.REFUSE);
  }

  /**
   * A reader of the puzzles in the UTF-8 bytes {@code in}, as {@link #of(InputStream)} or
   * {@link #of(InputStream, Shape)} reads them, doing {@code unknown} with the rules it does not
   * know in a format that carries rules (f-puzzles).
   *
   * @param in the bytes
   * @param shape the puzzles' shape, or null to take each puzzle's side from its text
   * @param unknown refuse a puzzle with a rule this reader does not know, or drop the rule
   * @return a reader of the puzzles in {@code in}
   */
  public static PuzzleReader of(InputStream in, Shape shape, UnknownRules unknown) {
    return new PuzzleReader(Lines.of(Objects.requireNonNull(in, "in")), shape, null,
        Objects.requireNonNull(unknown, "unknown"));
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
   * {@code e} with the rules its input gives it: its own (a format that carries them), its JSON
   * line's or CSV row's, else the last {@code # rules:} line's; a declaration that does not fit
   * the puzzle makes the entry an error naming it.
   */
  private PuzzleEntry withRules(PuzzleEntry e) {
    String r = lineRules != null ? lineRules : declared;
    boolean own = lineRules != null;
    lineRules = null;
    Regions walls = grids.takeDrawn();
    if (walls != null && e != null && e.grid() != null) { // the walls give the pieces
      boolean x = walls.list().stream().anyMatch(g -> g.kind() == RegionKind.DIAGONAL);
      return new PuzzleEntry(e.line(), e.grid(), null, r != null && diagonals(r) && !x
          ? walls.withDiagonals() : walls, e.entries());
    }
    if (e == null || r == null || e.grid() == null || e.rules() != null) {
      return e;
    }
    int at = own ? e.line() : declaredLine;
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
  Regions declaredJigsaw(Shape shape) {
    try {
      Regions r = declared == null ? null : rules(declared, shape);
      return r != null && r.hasPieces() ? r : null;
    } catch (IllegalArgumentException x) {
      return null;
    }
  }

  /** Whether the rules named by {@code text} have the diagonals: X, or jigsaw X. */
  private static boolean diagonals(String text) {
    String t = text.strip().toLowerCase(Locale.ROOT);
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
    Shape want = cells.expected();
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
    String lower = t.toLowerCase(Locale.ROOT);
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

  /** The next line (the pushed-back one first), or null at the end; counts lines. */
  String nextLine() throws IOException {
    return nextLine(false);
  }

  /**
   * The next line as written (never rewritten as a spreadsheet's row), or null at the end: for
   * formats whose lines are not records, such as a JSON object over several lines.
   */
  String nextRawLine() throws IOException {
    return nextLine(true);
  }

  private String nextLine(boolean raw) throws IOException {
    if (pending != null) {
      String line = pending;
      pending = null;
      lineNo = pendingLine;
      return line;
    }
    String line = in.next();
    if (line != null) {
      lineNo++;
      if (!raw && !cells.ownAlphabet() && !columns.active()) {
        line = Columns.delimited(line);
      }
    }
    return line;
  }

  /** The line number of the line just read (1-based). */
  int lineNo() {
    return lineNo;
  }

  /** Puts back the line just read: the next {@link #nextLine()} gives it again. */
  void pushBack(String line) {
    pending = line;
    pendingLine = lineNo;
  }

  /** The decoding fault of the line just read, as an error; null when it decoded. */
  GridFormatException lineFault() {
    return in.error() == null ? null : new GridFormatException(lineNo, in.errorColumn(),
        in.error());
  }

  /** The reader's shape, or null when each puzzle's side comes from its text. */
  Shape shape() {
    return cells.fixed();
  }

  /**
   * The next record: the dispatcher. Each line that starts a record is offered to the formats in
   * turn: the ones of {@link #formats}, JSON Lines, delimited rows under a header, a puzzle on
   * one line, a grid of rows (maybe a drawn jigsaw), a puzzle spaced out on one line.
   */
  private PuzzleEntry read() throws IOException {
    String line;
    while ((line = nextLine()) != null) {
      GridFormatException fault = lineFault();
      if (fault != null) {
        labelLine = 0;
        seenContent = true;
        return new PuzzleEntry(lineNo, null, fault);
      }
      PuzzleEntry plain = columns.active() ? null : cells.plainNine(line, lineNo);
      if (plain != null) { // the usual line, which every other way of reading reads the same
        labelLine = 0;
        seenContent = true;
        frame = null;
        return plain;
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
      if (columns.active()) {
        PuzzleEntry e = columns.row(line, lineNo);
        lineRules = columns.takeRules();
        return e;
      }
      for (RecordFormat f : formats) {
        PuzzleEntry e = f.read(line, t, this);
        if (e != null) {
          labelLine = 0;
          return e;
        }
      }
      if (t.charAt(0) == '{') {
        labelLine = 0;
        lineRules = JsonLines.rules(line);
        return json.read(line, lineNo);
      }
      if (KillerCageFormat.isKiller(t)) { // the killer forum's cage line
        labelLine = 0;
        return KillerCageFormat.read(t, lineNo, Cells.firstNonSpace(line) + 1);
      }
      if (first && columns.header(t)) {
        continue;
      }
      int tokenEnd = Cells.tokenEnd(line);
      int start = Cells.firstNonSpace(line);
      Shape oneLine = cells.oneLineShape(line, start, tokenEnd);
      if (oneLine != null) {
        labelLine = 0;
        return cells.parseCells(line, start, tokenEnd, oneLine, lineNo);
      }
      if (GridRows.isLabel(t) || first && GridRows.isHeaderRow(t)) {
        labelLine = t.indexOf(',') < 0 ? lineNo : 0;
        if (!returned && skippedLine == 0) {
          skippedLine = lineNo;
          skippedText = t;
        }
        continue;
      }
      Shape fixed = cells.fixed();
      int symbols = Cells.countSymbols(line);
      if (GridRows.isSeparator(t, symbols, fixed)) {
        frame = line;
        continue;
      }
      int n = fixed != null ? fixed.side() : Shape.isSide(symbols) ? symbols : -1;
      if (n == symbols && (fixed != null || cells.validRow(line, Shape.forSide(n)))) {
        int startLine = labelLine > 0 ? labelLine : lineNo;
        labelLine = 0;
        return grids.read(line, fixed != null ? fixed : Shape.forSide(n),
            Walls.under(above, n), startLine);
      }
      Shape spaced = fixed != null ? fixed : Cells.sideOfCells(symbols);
      labelLine = 0;
      if (spaced != null && symbols == spaced.cells()) {
        return cells.parseSpaced(line, spaced, lineNo);
      }
      return new PuzzleEntry(lineNo, null, cells.wrongLength(lineNo, tokenEnd - start, line));
    }
    return null;
  }
}
