package dev.exactcover.sudoku.format;

import dev.exactcover.dlx.internal.json.JsonString;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
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
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The variant rules in the commands' JSON: the {@code "variants"} array of a JSON line, one
 * object per rule with {@code "rule"} (its kind, in the words messages use: {@code killer cage},
 * {@code thermometer}, {@code arrow}, {@code white dot}, {@code black dot}, {@code X}, {@code V},
 * {@code odd}, {@code even}, {@code extra region}, {@code palindrome}, {@code renban},
 * {@code whispers}, {@code little killer}, {@code sandwich}, and the rules of the whole grid:
 * {@code anti-knight}, {@code anti-king}, {@code nonconsecutive}, {@code disjoint groups},
 * {@code all black dots given}, {@code all XV given}) and its fields, cells as {@code "r1c1"}.
 * {@link #toJson} writes it; {@link PuzzleReader} reads it back.
 */
public final class VariantsJson {
  private static final Pattern CELL = Pattern.compile("r(\\d{1,3})c(\\d{1,3})");

  private VariantsJson() {}

  /**
   * The {@code "variants"} array of {@code rules}: one object per rule, in their order.
   *
   * @param rules the rules
   * @return a JSON array, on one line
   */
  public static String toJson(Rules rules) {
    int n = rules.shape().side();
    StringBuilder s = new StringBuilder("[");
    for (Rule r : rules.list()) {
      s.append(s.length() > 1 ? "," : "").append(json(r, n));
    }
    return s.append(']').toString();
  }

  /**
   * The object of rule {@code r} in a grid of side {@code n}, by the project's one JSON writer
   * (named in full: {@link Json} is this package's reader).
   */
  private static dev.exactcover.dlx.internal.json.Json json(Rule r, int n) {
    if (r instanceof KillerCage k) {
      var j = kind("killer cage").raw("cells", list(k.cells(), n));
      k.sum().ifPresent(x -> j.put("sum", x));
      return j;
    } else if (r instanceof Thermometer t) {
      return kind("thermometer").raw("cells", list(t.cells(), n));
    } else if (r instanceof Arrow a) {
      StringBuilder lines = new StringBuilder("[");
      for (int k = 0; k < a.lines().size(); k++) {
        lines.append(k > 0 ? "," : "").append(list(a.lines().get(k), n));
      }
      return kind("arrow").raw("bulb", list(a.bulb(), n)).raw("lines", lines.append(']'));
    } else if (r instanceof KropkiWhite w) {
      return kind("white dot").raw("cells", list(List.of(w.first(), w.second()), n))
          .put("difference", w.difference());
    } else if (r instanceof KropkiBlack b) {
      return kind("black dot").raw("cells", list(List.of(b.first(), b.second()), n))
          .put("ratio", b.ratio());
    } else if (r instanceof Xv x) {
      return kind(x.letter() == Xv.Letter.X ? "X" : "V")
          .raw("cells", list(List.of(x.first(), x.second()), n));
    } else if (r instanceof ParityCell p) {
      return kind(p.parity() == ParityCell.Parity.ODD ? "odd" : "even")
          .put("cell", Grid.cellName(p.cell(), n));
    } else if (r instanceof ExtraRegion e) {
      return kind("extra region").raw("cells", list(e.cells(), n));
    } else if (r instanceof Palindrome p) {
      return kind("palindrome").raw("cells", list(p.cells(), n));
    } else if (r instanceof Renban b) {
      return kind("renban").raw("cells", list(b.cells(), n));
    } else if (r instanceof Whispers w) {
      return kind("whispers").raw("cells", list(w.cells(), n)).put("difference", w.difference());
    } else if (r instanceof LittleKiller k) {
      return kind("little killer").put("clue", "r" + (k.row() + 1) + "c" + (k.col() + 1))
          .put("direction", direction(k.direction())).put("sum", k.sum());
    } else if (r instanceof Sandwich w) {
      return kind("sandwich").put(w.line() == RegionKind.ROW ? "row" : "column", w.index() + 1)
          .put("sum", w.sum());
    } else if (r instanceof GlobalRule g) {
      return kind(g.words());
    }
    return new dev.exactcover.dlx.internal.json.Json(); // a rule of no kind above: {}
  }

  private static dev.exactcover.dlx.internal.json.Json kind(String words) {
    return new dev.exactcover.dlx.internal.json.Json().put("rule", words);
  }

  private static String list(List<Integer> cells, int n) {
    StringBuilder s = new StringBuilder("[");
    for (int c : cells) {
      JsonString.append(s.append(s.length() > 1 ? "," : ""), Grid.cellName(c, n));
    }
    return s.append(']').toString();
  }

  static String direction(LittleKiller.Direction d) {
    return switch (d) {
      case UP_LEFT -> "UL";
      case UP_RIGHT -> "UR";
      case DOWN_LEFT -> "DL";
      case DOWN_RIGHT -> "DR";
    };
  }

  /**
   * The rules of a {@code "variants"} array under {@code regions}.
   *
   * @throws GridFormatException naming the item and its place when one is not a rule
   */
  static Rules read(Json.Value variants, Regions regions) {
    int n = regions.shape().side();
    if (!(variants instanceof Json.Arr a)) {
      throw variants.error("\"variants\" is " + variants.kind() + ", not an array");
    }
    List<Rule> list = new ArrayList<>();
    for (int k = 0; k < a.items().size(); k++) {
      Json.Value v = a.items().get(k);
      String what = "variant " + (k + 1);
      if (!(v instanceof Json.Obj o) || !(o.get("rule") instanceof Json.Str kind)) {
        throw v.error(what + " is not an object with a \"rule\"");
      }
      try {
        list.add(rule(kind.text(), o, n, what));
      } catch (GridFormatException e) {
        throw e;
      } catch (IllegalArgumentException e) {
        throw o.error(what + ": " + e.getMessage());
      }
    }
    try {
      return new Rules(regions, list);
    } catch (IllegalArgumentException e) {
      throw variants.error(e.getMessage());
    }
  }

  private static Rule rule(String kind, Json.Obj o, int n, String what) {
    for (GlobalRule g : GlobalRule.values()) {
      if (g.words().equals(kind)) {
        return g;
      }
    }
    return switch (kind) {
      case "killer cage" -> new KillerCage(cells(o, "cells", n, what), o.get("sum") == null
          ? OptionalInt.empty() : OptionalInt.of(number(o, "sum", what)));
      case "thermometer" -> new Thermometer(cells(o, "cells", n, what));
      case "arrow" -> {
        List<List<Integer>> lines = new ArrayList<>();
        for (Json.Value line : items(o, "lines", what)) {
          lines.add(cells(line, n, what));
        }
        yield new Arrow(cells(o, "bulb", n, what), lines);
      }
      case "white dot" -> {
        List<Integer> c = cells(o, "cells", n, what);
        yield new KropkiWhite(c.get(0), c.get(c.size() - 1), number(o, "difference", what));
      }
      case "black dot" -> {
        List<Integer> c = cells(o, "cells", n, what);
        yield new KropkiBlack(c.get(0), c.get(c.size() - 1), number(o, "ratio", what));
      }
      case "X", "V" -> {
        List<Integer> c = cells(o, "cells", n, what);
        yield new Xv(c.get(0), c.get(c.size() - 1), kind.equals("X") ? Xv.Letter.X
            : Xv.Letter.V);
      }
      case "odd", "even" -> new ParityCell(cell(field(o, "cell", what), n, what),
          kind.equals("odd") ? ParityCell.Parity.ODD : ParityCell.Parity.EVEN);
      case "extra region" -> new ExtraRegion(cells(o, "cells", n, what));
      case "palindrome" -> new Palindrome(cells(o, "cells", n, what));
      case "renban" -> new Renban(cells(o, "cells", n, what));
      case "whispers" -> new Whispers(cells(o, "cells", n, what), number(o, "difference", what));
      case "little killer" -> {
        Json.Value clue = field(o, "clue", what);
        Matcher m = clue instanceof Json.Str s ? CELL.matcher(s.text()) : null;
        if (m == null || !m.matches()) {
          throw clue.error(what + ": \"clue\" is a place such as r0c3");
        }
        Json.Value d = field(o, "direction", what);
        LittleKiller.Direction dir = null;
        for (LittleKiller.Direction x : LittleKiller.Direction.values()) {
          if (d instanceof Json.Str s && direction(x).equals(s.text())) {
            dir = x;
          }
        }
        if (dir == null) {
          throw d.error(what + ": direction is UL, UR, DL or DR");
        }
        yield new LittleKiller(Integer.parseInt(m.group(1)) - 1,
            Integer.parseInt(m.group(2)) - 1, dir, number(o, "sum", what));
      }
      case "sandwich" -> {
        boolean row = o.get("row") != null;
        yield new Sandwich(row ? RegionKind.ROW : RegionKind.COLUMN,
            number(o, row ? "row" : "column", what) - 1, number(o, "sum", what));
      }
      default -> throw o.get("rule").error(what + ": no rule '" + Json.clip(kind) + "'");
    };
  }

  private static Json.Value field(Json.Obj o, String key, String what) {
    Json.Value v = o.get(key);
    if (v == null) {
      throw o.error(what + " has no \"" + key + "\"");
    }
    return v;
  }

  private static int number(Json.Obj o, String key, String what) {
    Json.Value v = field(o, key, what);
    if (!(v instanceof Json.Num x) || !x.text().matches("-?\\d{1,6}")) {
      throw v.error(what + ": \"" + key + "\" is not a whole number");
    }
    return Integer.parseInt(x.text());
  }

  private static List<Json.Value> items(Json.Obj o, String key, String what) {
    Json.Value v = field(o, key, what);
    if (!(v instanceof Json.Arr a)) {
      throw v.error(what + ": \"" + key + "\" is not an array");
    }
    return a.items();
  }

  private static List<Integer> cells(Json.Obj o, String key, int n, String what) {
    return cells(field(o, key, what), n, what);
  }

  private static List<Integer> cells(Json.Value v, int n, String what) {
    if (!(v instanceof Json.Arr a)) {
      throw v.error(what + ": cells are an array");
    }
    if (a.items().size() > n * n) {
      throw v.error(what + ": " + a.items().size() + " cells; the grid has " + n * n);
    }
    List<Integer> cells = new ArrayList<>();
    for (Json.Value c : a.items()) {
      cells.add(cell(c, n, what));
    }
    return cells;
  }

  private static int cell(Json.Value v, int n, String what) {
    Matcher m = v instanceof Json.Str s ? CELL.matcher(s.text()) : null;
    if (m == null || !m.matches()) {
      throw v.error(what + ": not a cell (r1c1 ... r" + n + "c" + n + ")");
    }
    int r = Integer.parseInt(m.group(1));
    int c = Integer.parseInt(m.group(2));
    if (r < 1 || r > n || c < 1 || c > n) {
      throw v.error(what + ": " + m.group() + " is outside the " + n + "x" + n + " grid");
    }
    return (r - 1) * n + c - 1;
  }
}
