package dev.exactcover.sudoku.format;

import dev.exactcover.dlx.internal.json.Json; // the writer (this package's Json is the reader)
import dev.exactcover.dlx.internal.json.JsonString;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Region;
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
import java.util.Map;
import java.util.Objects;

/**
 * Writes a puzzle and its rules as f-puzzles does, so that a setter opens it in f-puzzles or
 * SudokuPad: the JSON ({@link #toJson}) and a link carrying it compressed ({@link #toLink}).
 * {@link PuzzleReader} reads both back to the same grid, regions and rules.
 *
 * <p>The conventions are f-puzzles' own (see {@link PuzzleReader}): cells {@code R1C1}; a jigsaw
 * as each cell's 0-based {@code region}; both diagonals as {@code diagonal+} and
 * {@code diagonal-}; an arrow's lines starting at its bulb; a little killer's clue and a
 * sandwich's outside the grid (row or column 0); the negative forms in {@code negative};
 * a white dot's difference and a black dot's ratio only when they are not 1 and 2; values as
 * strings, as f-puzzles writes them.
 */
public final class Fpuzzles {
  /** The address f-puzzles opens a compressed puzzle at. */
  public static final String LINK = "https://www.f-puzzles.com/?load=";

  private Fpuzzles() {}

  /**
   * The f-puzzles JSON of {@code puzzle} under {@code rules}, on one line.
   *
   * @param puzzle the givens
   * @param rules the regions and variant rules (their shape is the puzzle's)
   * @return the JSON, one line
   * @throws IllegalArgumentException if the rules are of another shape
   */
  public static String toJson(Grid puzzle, Rules rules) {
    Objects.requireNonNull(puzzle, "puzzle");
    Shape shape = puzzle.shape();
    if (!rules.shape().equals(shape)) {
      throw new IllegalArgumentException("rules of " + rules.shape() + " for a " + shape
          + " puzzle");
    }
    int n = shape.side();
    Regions regions = rules.regions();
    int[] piece = new int[n * n];
    boolean diagonals = false;
    for (Region r : regions.list()) {
      if (r.kind() == RegionKind.JIGSAW) {
        for (int c : r.cells()) {
          piece[c] = r.index();
        }
      }
      diagonals |= r.kind() == RegionKind.DIAGONAL;
    }
    StringBuilder grid = new StringBuilder("[");
    for (int r = 0; r < n; r++) {
      grid.append(r == 0 ? "[" : ",[");
      for (int c = 0; c < n; c++) {
        int cell = r * n + c;
        Json o = new Json();
        if (puzzle.get(cell) != 0) {
          o.put("value", puzzle.get(cell)).put("given", true);
        }
        if (regions.hasPieces()) {
          o.put("region", piece[cell]);
        }
        grid.append(c == 0 ? "" : ",").append(o);
      }
      grid.append(']');
    }
    Json s = new Json().put("size", n).raw("grid", grid.append(']'));
    if (diagonals) {
      s.put("diagonal+", true).put("diagonal-", true);
    }
    Map<String, List<String>> arrays = new LinkedHashMap<>();
    List<String> negative = new ArrayList<>();
    for (Rule rule : rules.list()) {
      item(rule, n, arrays, negative, s);
    }
    if (!negative.isEmpty()) {
      s.raw("negative", "[" + String.join(",", negative) + "]");
    }
    for (Map.Entry<String, List<String>> e : arrays.entrySet()) {
      s.raw(e.getKey(), "[" + String.join(",", e.getValue()) + "]");
    }
    return s.toString();
  }

  /**
   * A link that opens {@code puzzle} under {@code rules} in f-puzzles: {@link #LINK} and the
   * JSON compressed as f-puzzles compresses it (LZString, base 64).
   *
   * @param puzzle the givens
   * @param rules the regions and variant rules
   * @return the link
   */
  public static String toLink(Grid puzzle, Rules rules) {
    return LINK + LzString.compressToBase64(toJson(puzzle, rules));
  }

  /**
   * Whether {@code text} is an f-puzzles link ({@code ?load=}), a SudokuPad link to an
   * f-puzzles puzzle ({@code fpuzzles} before the compressed puzzle, or a {@code fpuzzles=}
   * parameter), or the compressed puzzle alone: what the readers take as one.
   *
   * @param text a word, such as a command's argument
   * @return whether it is such a link or compressed puzzle
   */
  public static boolean isLink(String text) {
    return text.indexOf(' ') < 0 && FpuzzlesFormat.payload(text) >= 0;
  }

  /** Adds {@code rule} to its f-puzzles array (or flag, or {@code negative}). */
  private static void item(Rule rule, int n, Map<String, List<String>> arrays,
      List<String> negative, Json flags) {
    if (rule instanceof KillerCage k) {
      Json o = new Json().raw("cells", cells(k.cells(), n));
      k.sum().ifPresent(x -> o.put("value", String.valueOf(x)));
      add(arrays, "killercage", o);
    } else if (rule instanceof Thermometer t) {
      add(arrays, "thermometer", lines(t.cells(), n));
    } else if (rule instanceof Arrow a) {
      StringBuilder lines = new StringBuilder("[");
      for (List<Integer> line : a.lines()) {
        List<Integer> all = new ArrayList<>();
        all.add(a.bulb().get(0));
        all.addAll(line);
        lines.append(lines.length() > 1 ? "," : "").append(cells(all, n));
      }
      add(arrays, "arrow", new Json().raw("cells", cells(a.bulb(), n))
          .raw("lines", lines.append(']')));
    } else if (rule instanceof KropkiWhite w) {
      Json o = new Json().raw("cells", cells(List.of(w.first(), w.second()), n));
      add(arrays, "difference", w.difference() == 1 ? o
          : o.put("value", String.valueOf(w.difference())));
    } else if (rule instanceof KropkiBlack b) {
      Json o = new Json().raw("cells", cells(List.of(b.first(), b.second()), n));
      add(arrays, "ratio", b.ratio() == 2 ? o : o.put("value", String.valueOf(b.ratio())));
    } else if (rule instanceof Xv x) {
      add(arrays, "xv", new Json().raw("cells", cells(List.of(x.first(), x.second()), n))
          .put("value", x.letter() == Xv.Letter.X ? "X" : "V"));
    } else if (rule instanceof ParityCell p) {
      add(arrays, p.parity() == ParityCell.Parity.ODD ? "odd" : "even",
          new Json().put("cell", name(p.cell(), n)));
    } else if (rule instanceof ExtraRegion e) {
      add(arrays, "extraregion", new Json().raw("cells", cells(e.cells(), n)));
    } else if (rule instanceof Palindrome p) {
      add(arrays, "palindrome", lines(p.cells(), n));
    } else if (rule instanceof Renban r) {
      add(arrays, "renban", lines(r.cells(), n));
    } else if (rule instanceof Whispers w) {
      add(arrays, "whispers", w.difference() == (n + 1) / 2 ? lines(w.cells(), n)
          : lines(w.cells(), n).put("value", String.valueOf(w.difference())));
    } else if (rule instanceof LittleKiller k) {
      add(arrays, "littlekillersum", new Json()
          .put("cell", "R" + (k.row() + 1) + "C" + (k.col() + 1)).raw("cells", cells(k.cells(n), n))
          .put("direction", direction(k.direction())).put("value", String.valueOf(k.sum())));
    } else if (rule instanceof Sandwich w) {
      add(arrays, "sandwichsum", new Json().put("cell", w.line() == RegionKind.ROW
          ? "R" + (w.index() + 1) + "C0" : "R0C" + (w.index() + 1))
          .put("value", String.valueOf(w.sum())));
    } else if (rule instanceof GlobalRule g) {
      switch (g) {
        case ANTI_KNIGHT -> flags.put("antiknight", true);
        case ANTI_KING -> flags.put("antiking", true);
        case NONCONSECUTIVE -> flags.put("nonconsecutive", true);
        case DISJOINT_GROUPS -> flags.put("disjointgroups", true);
        case ALL_BLACK_DOTS_GIVEN -> negative.add(JsonString.quoted("ratio"));
        case ALL_XV_GIVEN -> negative.add(JsonString.quoted("xv"));
        default -> throw new AssertionError(g);
      }
    }
  }

  private static String direction(LittleKiller.Direction d) {
    return switch (d) {
      case UP_LEFT -> "UL";
      case UP_RIGHT -> "UR";
      case DOWN_LEFT -> "DL";
      case DOWN_RIGHT -> "DR";
    };
  }

  private static void add(Map<String, List<String>> arrays, String key, Json item) {
    arrays.computeIfAbsent(key, k -> new ArrayList<>()).add(item.toString());
  }

  private static Json lines(List<Integer> cells, int n) {
    return new Json().raw("lines", "[" + cells(cells, n) + "]");
  }

  private static String cells(List<Integer> cells, int n) {
    StringBuilder s = new StringBuilder("[");
    for (int c : cells) {
      JsonString.append(s.append(s.length() > 1 ? "," : ""), name(c, n));
    }
    return s.append(']').toString();
  }

  private static String name(int cell, int n) {
    return "R" + (cell / n + 1) + "C" + (cell % n + 1);
  }
}
