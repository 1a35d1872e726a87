package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.variant.Arrow;
import dev.exactcover.sudoku.variant.ExtraRegion;
import dev.exactcover.sudoku.variant.GlobalRule;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.KropkiBlack;
import dev.exactcover.sudoku.variant.KropkiWhite;
import dev.exactcover.sudoku.variant.LittleKiller;
import dev.exactcover.sudoku.variant.Palindrome;
import dev.exactcover.sudoku.variant.ParityCell;
import dev.exactcover.sudoku.variant.Renban;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import dev.exactcover.sudoku.variant.Sandwich;
import dev.exactcover.sudoku.variant.Thermometer;
import dev.exactcover.sudoku.variant.Whispers;
import dev.exactcover.sudoku.variant.Xv;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An f-puzzles puzzle (the JSON that f-puzzles saves and puts, compressed, in its links) read as
 * a grid and its rules, with f-puzzles' own conventions: cells {@code R1C1}; {@code value} with
 * {@code given: true} a given, without it a solver's entry; a jigsaw from the cells'
 * {@code region} (0-based); an arrow's {@code cells} are its bulb and each of its {@code lines}
 * starts at the bulb; a little killer's {@code cell} is its clue outside the grid (row or column
 * 0 or side+1) with {@code direction} UL, UR, DL or DR; a sandwich's {@code cell} is its clue
 * ({@code R0C3} above column 3, {@code R3C0} left of row 3); a {@code difference} or
 * {@code ratio} dot without {@code value} is 1 or 2; a killer cage without {@code value} has no
 * sum; {@code negative} lists {@code ratio}, {@code xv} (and {@code difference}) for "every dot of
 * that kind is given".
 *
 * <p>Nothing is passed over in silence: what f-puzzles draws only (lines, circles, text, cosmetic
 * cages, colours, pencil marks) goes into one note, and a rule this reader does not know makes
 * the record invalid unless unknown rules are dropped (then they are named in the note too).
 * Every refusal names the f-puzzles key, the item's number and its place.
 */
final class FpuzzlesJson {
  /** What a puzzle's JSON gave. */
  record Read(Grid grid, Grid entries, Regions regions, Rules rules, String note) {}

  /** Keys that only draw: named in the note, never rules. */
  private static final Set<String> COSMETIC = Set.of("line", "circle", "rectangle", "text",
      "cage", "highlight");
  /** Keys that are neither rules nor drawings: named in the note as not read. */
  private static final Set<String> UNREAD = Set.of("solution", "disabledlogic",
      "truecandidatesoptions");
  /** Keys that are the puzzle's words (and the link the commands write), read as nothing. */
  private static final Set<String> WORDS = Set.of("title", "author", "ruleset", "link");
  /** Keys of a grid cell that only draw. */
  private static final Set<String> CELL_COSMETIC = Set.of("c", "highlight", "centerPencilMarks",
      "cornerPencilMarks", "givenPencilMarks", "candidates");
  private static final Pattern CELL = Pattern.compile("[Rr](\\d{1,3})[Cc](\\d{1,3})");

  private final BiFunction<Json.Value, String, GridFormatException> at;
  private final UnknownRules unknown;
  private int n;
  private final List<Rule> rules = new ArrayList<>();
  private final Map<String, Integer> drawn = new TreeMap<>(); // cosmetic things and counts
  private final Map<String, Integer> unknownRules = new LinkedHashMap<>();
  private final Map<String, Integer> unread = new TreeMap<>(); // neither rules nor drawings
  private final List<String> skipped = new ArrayList<>(); // clues without a number

  private FpuzzlesJson(BiFunction<Json.Value, String, GridFormatException> at,
      UnknownRules unknown) {
    this.at = at;
    this.unknown = unknown;
  }

  /**
   * The puzzle of the f-puzzles object {@code root}; {@code at} makes the error of a value.
   *
   * @throws GridFormatException naming the first thing that is not an f-puzzles puzzle
   */
  static Read read(Json.Value root, UnknownRules unknown,
      BiFunction<Json.Value, String, GridFormatException> at) {
    return new FpuzzlesJson(at, unknown).puzzle(root);
  }

  private GridFormatException fail(Json.Value v, String rule) {
    return at.apply(v, rule);
  }

  private Read puzzle(Json.Value root) {
    if (!(root instanceof Json.Obj o)) {
      throw fail(root, "an f-puzzles puzzle is a JSON object, not " + root.kind());
    }
    Json.Value size = o.get("size");
    Json.Value grid = o.get("grid");
    if (size == null || grid == null) {
      throw fail(root, "an f-puzzles puzzle has \"size\" and \"grid\"; this object has "
          + (size == null && grid == null ? "neither" : size == null ? "no \"size\""
          : "no \"grid\""));
    }
    n = integer(size, "size");
    if (!Shape.isSide(n) || n > 16) {
      throw fail(size, "size " + n + " is not a grid this tool solves with f-puzzles rules "
          + "(4, 6, 8, 9, 10, 12, 14, 15 or 16)");
    }
    Shape shape = Shape.forSide(n);
    byte[] givens = new byte[n * n];
    byte[] entries = new byte[n * n];
    int[] region = new int[n * n];
    boolean jigsaw = cells(grid, givens, entries, region);
    Regions regions = Regions.standard(shape);
    if (jigsaw) {
      StringBuilder map = new StringBuilder();
      for (int r : region) {
        map.append(LzString.ALPHABET.charAt(r));
      }
      try {
        regions = Regions.jigsaw(shape, map.toString());
      } catch (IllegalArgumentException e) {
        throw fail(grid, "the cells' \"region\" do not make a jigsaw: " + e.getMessage()
            .replace("of the map ", "").replace("region '", "region ").replace("' has", " has"));
      }
    }
    boolean plus = flag(o, "diagonal+");
    boolean minus = flag(o, "diagonal-");
    if (plus && minus) {
      regions = regions.withDiagonals();
    } else if (plus || minus) {
      List<Integer> d = new ArrayList<>();
      for (int r = 0; r < n; r++) {
        d.add(r * n + (plus ? n - 1 - r : r));
      }
      rules.add(new ExtraRegion(d));
    }
    for (Map.Entry<String, Json.Value> m : o.members().entrySet()) {
      member(m.getKey(), m.getValue());
    }
    Rules all;
    try {
      all = new Rules(regions, rules);
    } catch (IllegalArgumentException e) {
      throw fail(root, e.getMessage());
    }
    Grid entriesGrid = null;
    for (byte b : entries) {
      if (b != 0) {
        entriesGrid = Grid.of(shape, entries);
        break;
      }
    }
    return new Read(Grid.of(shape, givens), entriesGrid, regions, all, note(root));
  }

  /** Reads the grid's cells; whether any cell names a region. */
  private boolean cells(Json.Value grid, byte[] givens, byte[] entries, int[] region) {
    List<Json.Value> rows = array(grid, "grid");
    if (rows.size() != n) {
      throw fail(grid, "\"grid\" has " + rows.size() + " rows; size " + n + " needs " + n);
    }
    boolean any = false;
    Shape shape = Shape.forSide(n);
    for (int r = 0; r < n; r++) {
      List<Json.Value> row = array(rows.get(r), "grid row " + (r + 1));
      if (row.size() != n) {
        throw fail(rows.get(r), "grid row " + (r + 1) + " has " + row.size() + " cells; size "
            + n + " needs " + n);
      }
      for (int c = 0; c < n; c++) {
        int cell = r * n + c;
        String name = "grid cell R" + (r + 1) + "C" + (c + 1);
        if (!(row.get(c) instanceof Json.Obj o)) {
          throw fail(row.get(c), name + " is " + row.get(c).kind() + ", not an object");
        }
        region[cell] = shape.box(r, c);
        boolean given = o.get("given") instanceof Json.Bool b && b.value();
        for (Map.Entry<String, Json.Value> m : o.members().entrySet()) {
          Json.Value v = m.getValue();
          switch (m.getKey()) {
            case "value" -> {
              int value = v instanceof Json.Null ? 0 : integer(v, name + " value");
              if (value < 0 || value > n) {
                throw fail(v, name + ": value " + value + " is not a digit from 1 to " + n);
              }
              (given ? givens : entries)[cell] = (byte) value;
            }
            case "given" -> {
              if (!(v instanceof Json.Bool)) {
                throw fail(v, name + ": \"given\" is " + v.kind() + ", not true or false");
              }
            }
            case "region" -> {
              if (v instanceof Json.Null) {
                throw fail(v, name + " is in no region (\"region\": null); every cell of a "
                    + "grid this tool solves is in one");
              }
              int k = integer(v, name + " region");
              if (k < 0 || k >= n) {
                throw fail(v, name + ": region " + k + " is not one of 0 to " + (n - 1));
              }
              region[cell] = k;
              any = true;
            }
            default -> drawn.merge(CELL_COSMETIC.contains(m.getKey()) ? "cell " + label(
                m.getKey()) : "cell key \"" + Json.clip(m.getKey()) + "\"", 1, Integer::sum);
          }
        }
      }
    }
    return any;
  }

  private static String label(String key) {
    return switch (key) {
      case "c", "highlight" -> "colours";
      default -> "pencil marks";
    };
  }

  /** Reads one top-level member. */
  private void member(String key, Json.Value v) {
    switch (key) {
      case "size", "grid", "diagonal+", "diagonal-" -> { }
      case "antiknight" -> global(v, key, GlobalRule.ANTI_KNIGHT);
      case "antiking" -> global(v, key, GlobalRule.ANTI_KING);
      case "disjointgroups" -> global(v, key, GlobalRule.DISJOINT_GROUPS);
      case "nonconsecutive" -> global(v, key, GlobalRule.NONCONSECUTIVE);
      case "negative" -> negative(v);
      case "killercage" -> each(v, key, (o, what) -> {
        Json.Value value = o.get("value");
        OptionalInt sum = blank(value) ? OptionalInt.empty()
            : OptionalInt.of(number(value, what + " value"));
        return new KillerCage(cellList(o, "cells", what), sum);
      });
      case "thermometer" -> lines(v, key, (cells, o) -> new Thermometer(cells));
      case "palindrome" -> lines(v, key, (cells, o) -> new Palindrome(cells));
      case "renban" -> lines(v, key, (cells, o) -> new Renban(cells));
      case "whispers" -> lines(v, key, (cells, o) -> blank(o.get("value"))
          ? Whispers.german(cells, Shape.forSide(n))
          : new Whispers(cells, number(o.get("value"), key + " value")));
      case "arrow" -> each(v, key, this::arrow);
      case "difference" -> each(v, key, (o, what) -> {
        List<Integer> c = pair(o, what);
        Json.Value value = o.get("value");
        return new KropkiWhite(c.get(0), c.get(1), blank(value) ? 1
            : number(value, what + " value"));
      });
      case "ratio" -> each(v, key, (o, what) -> {
        List<Integer> c = pair(o, what);
        Json.Value value = o.get("value");
        return new KropkiBlack(c.get(0), c.get(1), blank(value) ? 2
            : number(value, what + " value"));
      });
      case "xv" -> each(v, key, (o, what) -> {
        List<Integer> c = pair(o, what);
        Json.Value value = o.get("value");
        String letter = value instanceof Json.Str s ? s.text().strip().toUpperCase(Locale.ROOT)
            : "";
        if (!letter.equals("X") && !letter.equals("V")) {
          throw fail(value == null ? o : value, what + ": \"value\" is X or V");
        }
        return new Xv(c.get(0), c.get(1), letter.equals("X") ? Xv.Letter.X : Xv.Letter.V);
      });
      case "odd", "even" -> each(v, key, (o, what) -> new ParityCell(cell(field(o, "cell",
          what), what, false), key.equals("odd") ? ParityCell.Parity.ODD
          : ParityCell.Parity.EVEN));
      case "extraregion" -> each(v, key, (o, what) -> new ExtraRegion(cellList(o, "cells",
          what)));
      case "littlekillersum" -> each(v, key, this::littleKiller);
      case "sandwichsum" -> each(v, key, this::sandwich);
      default -> {
        if (WORDS.contains(key)) {
          return;
        }
        if (COSMETIC.contains(key) || UNREAD.contains(key)) {
          int k = v instanceof Json.Arr a && !key.equals("solution") ? a.items().size() : 1;
          if (k > 0) {
            (COSMETIC.contains(key) ? drawn : unread).merge(key, k, Integer::sum);
          }
          return;
        }
        if (v instanceof Json.Arr a && a.items().isEmpty() || v instanceof Json.Bool b
            && !b.value() || v instanceof Json.Null) {
          return; // an unknown kind with nothing of it: no rule
        }
        unknownRules.merge(Json.clip(key), v instanceof Json.Arr a ? a.items().size() : 1,
            Integer::sum);
      }
    }
  }

  /** Reads what the unknown rules leave: refused, or named as dropped; then the note. */
  private String note(Json.Value root) {
    StringBuilder s = new StringBuilder();
    if (!unknownRules.isEmpty()) {
      if (unknown == UnknownRules.REFUSE) {
        throw fail(root, "f-puzzles rules this tool does not check: "
            + counts(unknownRules) + " (--drop-unknown-rules solves without them)");
      }
      s.append("dropped f-puzzles rules this tool does not check: ")
          .append(counts(unknownRules));
    }
    if (!skipped.isEmpty()) {
      s.append(s.length() == 0 ? "" : "; ").append("clues without a number, not rules: ")
          .append(String.join(", ", skipped));
    }
    if (!drawn.isEmpty()) {
      s.append(s.length() == 0 ? "" : "; ").append("drawn only, not rules: ")
          .append(counts(drawn));
    }
    if (!unread.isEmpty()) {
      s.append(s.length() == 0 ? "" : "; ").append("not read: ").append(counts(unread));
    }
    return s.length() == 0 ? null : s.toString();
  }

  /** {@code key (count)} for each entry, comma-separated. */
  private static String counts(Map<String, Integer> m) {
    StringBuilder s = new StringBuilder();
    for (Map.Entry<String, Integer> e : m.entrySet()) {
      s.append(s.length() == 0 ? "" : ", ").append(e.getKey())
          .append(e.getValue() > 1 ? " (" + e.getValue() + ")" : "");
    }
    return s.toString();
  }

  private void global(Json.Value v, String key, GlobalRule rule) {
    if (!(v instanceof Json.Bool b)) {
      throw fail(v, "\"" + key + "\" is " + v.kind() + ", not true or false");
    }
    if (b.value() && !rules.contains(rule)) {
      rules.add(rule);
    }
  }

  private void negative(Json.Value v) {
    for (Json.Value item : array(v, "negative")) {
      String what = item instanceof Json.Str s ? s.text() : null;
      GlobalRule rule = what == null ? null : switch (what) {
        case "ratio" -> GlobalRule.ALL_BLACK_DOTS_GIVEN;
        case "xv" -> GlobalRule.ALL_XV_GIVEN;
        case "difference" -> GlobalRule.NONCONSECUTIVE;
        default -> null;
      };
      if (rule == null) {
        if (what == null) {
          throw fail(item, "\"negative\" lists kinds of dots as strings, not " + item.kind());
        }
        unknownRules.merge("negative " + Json.clip(what), 1, Integer::sum);
      } else if (!rules.contains(rule)) {
        rules.add(rule);
      }
    }
  }

  /** A rule made of an item of an f-puzzles array, {@code what} naming the item. */
  private interface Item {
    Rule make(Json.Obj item, String what);
  }

  private void each(Json.Value v, String key, Item make) {
    List<Json.Value> items = array(v, "\"" + key + "\"");
    for (int k = 0; k < items.size(); k++) {
      String what = key + " " + (k + 1);
      if (!(items.get(k) instanceof Json.Obj o)) {
        throw fail(items.get(k), what + " is " + items.get(k).kind() + ", not an object");
      }
      Rule r;
      try {
        r = make.make(o, what);
        if (r != null) {
          r.check(Shape.forSide(n));
        }
      } catch (GridFormatException e) {
        throw e;
      } catch (IllegalArgumentException e) {
        throw fail(o, what + ": " + e.getMessage());
      }
      if (r != null) {
        rules.add(r);
      }
    }
  }

  /** Each line of each item of an array of {@code {"lines": [[cells]]}}: one rule per line. */
  private void lines(Json.Value v, String key, BiFunction<List<Integer>, Json.Obj, Rule> make) {
    List<Json.Value> items = array(v, "\"" + key + "\"");
    for (int k = 0; k < items.size(); k++) {
      String what = key + " " + (k + 1);
      if (!(items.get(k) instanceof Json.Obj o)) {
        throw fail(items.get(k), what + " is " + items.get(k).kind() + ", not an object");
      }
      for (Json.Value line : array(field(o, "lines", what), what + " lines")) {
        try {
          Rule r = make.apply(cellList(line, what), o);
          r.check(Shape.forSide(n));
          rules.add(r);
        } catch (GridFormatException e) {
          throw e;
        } catch (IllegalArgumentException e) {
          throw fail(line, what + ": " + e.getMessage());
        }
      }
    }
  }

  private Rule arrow(Json.Obj o, String what) {
    List<Integer> bulb = cellList(o, "cells", what);
    List<List<Integer>> lines = new ArrayList<>();
    for (Json.Value line : array(field(o, "lines", what), what + " lines")) {
      List<Integer> cells = cellList(line, what);
      if (cells.isEmpty() || !bulb.contains(cells.get(0))) {
        throw fail(line, what + ": a line starts at its bulb ("
            + Grid.cellName(bulb.get(0), n).toUpperCase(Locale.ROOT) + ")");
      }
      lines.add(cells.subList(1, cells.size()));
    }
    return new Arrow(bulb, lines);
  }

  private Rule littleKiller(Json.Obj o, String what) {
    Json.Value clue = field(o, "cell", what);
    int cell = cell(clue, what, true);
    Json.Value value = o.get("value");
    if (blank(value)) {
      skipped.add("little killer at " + text(clue));
      return null;
    }
    Json.Value d = field(o, "direction", what);
    String dir = d instanceof Json.Str s ? s.text() : "";
    LittleKiller.Direction direction = switch (dir) {
      case "UL" -> LittleKiller.Direction.UP_LEFT;
      case "UR" -> LittleKiller.Direction.UP_RIGHT;
      case "DL" -> LittleKiller.Direction.DOWN_LEFT;
      case "DR" -> LittleKiller.Direction.DOWN_RIGHT;
      default -> throw fail(d, what + ": direction is UL, UR, DL or DR");
    };
    int w = n + 2;
    return new LittleKiller(cell / w - 1, cell % w - 1, direction, number(value,
        what + " value"));
  }

  private Rule sandwich(Json.Obj o, String what) {
    Json.Value clue = field(o, "cell", what);
    int cell = cell(clue, what, true);
    int w = n + 2;
    int r = cell / w;
    int c = cell % w;
    boolean column = r == 0 || r == n + 1;
    boolean row = c == 0 || c == n + 1;
    if (column == row) {
      throw fail(clue, what + ": " + text(clue) + " is not beside a row or column (row or "
          + "column 0 or " + (n + 1) + ")");
    }
    Json.Value value = o.get("value");
    if (blank(value)) {
      skipped.add("sandwich at " + text(clue));
      return null;
    }
    return new Sandwich(column ? RegionKind.COLUMN : RegionKind.ROW, column ? c - 1 : r - 1,
        number(value, what + " value"));
  }

  private List<Integer> pair(Json.Obj o, String what) {
    Json.Value v = field(o, "cells", what);
    List<Integer> c = cellList(v, what);
    if (c.size() != 2) {
      throw fail(v, what + ": a dot joins 2 cells, not " + c.size());
    }
    return c;
  }

  private List<Integer> cellList(Json.Obj o, String key, String what) {
    return cellList(field(o, key, what), what);
  }

  private List<Integer> cellList(Json.Value v, String what) {
    List<Json.Value> items = array(v, what + " cells");
    if (items.size() > n * n) {
      throw fail(v, what + ": " + items.size() + " cells; the grid has " + n * n);
    }
    List<Integer> cells = new ArrayList<>(items.size());
    for (Json.Value c : items) {
      cells.add(cell(c, what, false));
    }
    return cells;
  }

  /**
   * The cell {@code v} names ({@code R1C1}): inside the grid, or with {@code outside} the clue
   * position {@code r * (n + 2) + c} of the frame around it (0 to n + 1 each).
   */
  private int cell(Json.Value v, String what, boolean outside) {
    Matcher m = v instanceof Json.Str s ? CELL.matcher(s.text()) : null;
    if (m == null || !m.matches()) {
      throw fail(v, what + ": " + (m == null ? v.kind() : "'" + Json.clip(text(v)) + "'")
          + " is not a cell (R1C1 ... R" + n + "C" + n + ")");
    }
    int r = Integer.parseInt(m.group(1));
    int c = Integer.parseInt(m.group(2));
    int low = outside ? 0 : 1;
    int high = outside ? n + 1 : n;
    if (r < low || r > high || c < low || c > high) {
      throw fail(v, what + ": " + text(v) + " is outside the " + n + "x" + n + " grid"
          + (outside ? " and the clues around it" : ""));
    }
    return outside ? r * (n + 2) + c : (r - 1) * n + c - 1;
  }

  private static String text(Json.Value v) {
    return v instanceof Json.Str s ? s.text() : v.kind();
  }

  private Json.Value field(Json.Obj o, String key, String what) {
    Json.Value v = o.get(key);
    if (v == null) {
      throw fail(o, what + " has no \"" + key + "\"");
    }
    return v;
  }

  private List<Json.Value> array(Json.Value v, String what) {
    if (!(v instanceof Json.Arr a)) {
      throw fail(v, what + " is " + v.kind() + ", not an array");
    }
    return a.items();
  }

  private boolean flag(Json.Obj o, String key) {
    Json.Value v = o.get(key);
    if (v == null) {
      return false;
    }
    if (!(v instanceof Json.Bool b)) {
      throw fail(v, "\"" + key + "\" is " + v.kind() + ", not true or false");
    }
    return b.value();
  }

  /** Whether a value is absent or empty: no number given. */
  private static boolean blank(Json.Value v) {
    return v == null || v instanceof Json.Null || v instanceof Json.Str s && s.text().isBlank();
  }

  /** A whole number written as a number or a string ({@code 15} or {@code "15"}). */
  private int number(Json.Value v, String what) {
    String t = v instanceof Json.Num x ? x.text() : v instanceof Json.Str s ? s.text().strip()
        : null;
    if (t == null || !t.matches("-?\\d{1,6}")) {
      throw fail(v, what + " is " + (t == null ? v.kind() : "'" + Json.clip(t) + "'")
          + ", not a whole number");
    }
    return Integer.parseInt(t);
  }

  private int integer(Json.Value v, String what) {
    if (!(v instanceof Json.Num)) {
      throw fail(v, what + " is " + v.kind() + ", not a number");
    }
    return number(v, what);
  }
}
