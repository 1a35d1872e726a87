package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every f-puzzles rule kind through the command line, from JSON and from links, counted against
 * an independent oracle: the 288 grids of 4x4 Sudoku, enumerated here, filtered by each rule
 * checked directly on the digits (no exact cover). Unique, several and no solutions all occur.
 */
class FpuzzlesCommandTest {
  @TempDir Path dir;

  /** The 288 solved 4x4 grids, row-major, digits 1-4. */
  static List<int[]> grids() {
    List<int[]> all = new ArrayList<>();
    fill(new int[16], 0, all);
    return all;
  }

  private static void fill(int[] g, int c, List<int[]> all) {
    if (c == 16) {
      all.add(g.clone());
      return;
    }
    for (int v = 1; v <= 4; v++) {
      boolean ok = true;
      for (int k = 0; k < 16 && ok; k++) {
        if (k < c && g[k] == v && (k / 4 == c / 4 || k % 4 == c % 4
            || (k / 8 == c / 8 && k % 4 / 2 == c % 4 / 2))) {
          ok = false;
        }
      }
      if (ok) {
        g[c] = v;
        fill(g, c + 1, all);
      }
    }
  }

  /** A case: the f-puzzles members beside a blank 4x4 grid, and the rule checked directly. */
  record Case(String name, String members, Predicate<int[]> rule) {}

  static int at(int r, int c) {
    return (r - 1) * 4 + c - 1;
  }

  static boolean adjacent(int a, int b) {
    return Math.abs(a / 4 - b / 4) + Math.abs(a % 4 - b % 4) == 1;
  }

  static List<Case> cases() {
    List<Case> k = new ArrayList<>();
    k.add(new Case("killer cage", "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\"],"
        + "\"value\":\"6\"}]", g -> g[0] + g[1] + g[4] == 6));
    k.add(new Case("killer cage without a sum", "\"killercage\":[{\"cells\":[\"R1C2\","
        + "\"R2C3\"]}]", g -> g[1] != g[6]));
    k.add(new Case("thermometer", "\"thermometer\":[{\"lines\":[[\"R1C1\",\"R2C2\",\"R3C3\"]]}]",
        g -> g[0] < g[5] && g[5] < g[10]));
    k.add(new Case("arrow", "\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C1\",\"R2C2\","
        + "\"R3C2\"]]}]", g -> g[0] == g[5] + g[9]));
    k.add(new Case("white dot", "\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]}]",
        g -> Math.abs(g[0] - g[1]) == 1));
    k.add(new Case("white dot of 2", "\"difference\":[{\"cells\":[\"R2C2\",\"R3C2\"],"
        + "\"value\":\"2\"}]", g -> Math.abs(g[5] - g[9]) == 2));
    k.add(new Case("black dot", "\"ratio\":[{\"cells\":[\"R1C1\",\"R2C1\"]}]",
        g -> g[0] == 2 * g[4] || g[4] == 2 * g[0]));
    k.add(new Case("black dot of 3", "\"ratio\":[{\"cells\":[\"R1C1\",\"R2C1\"],\"value\":3}]",
        g -> g[0] == 3 * g[4] || g[4] == 3 * g[0]));
    k.add(new Case("V", "\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"V\"}]",
        g -> g[0] + g[1] == 5));
    k.add(new Case("X (none on 4x4)", "\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"X\"}]",
        g -> g[0] + g[1] == 10));
    k.add(new Case("odd and even", "\"odd\":[{\"cell\":\"R1C1\"}],\"even\":[{\"cell\":\"R4C4\"},"
        + "{\"cell\":\"R2C3\"}]", g -> g[0] % 2 == 1 && g[15] % 2 == 0 && g[6] % 2 == 0));
    k.add(new Case("extra region", "\"extraregion\":[{\"cells\":[\"R2C2\",\"R2C3\",\"R3C2\","
        + "\"R3C3\"]}]", g -> distinct(g, 5, 6, 9, 10)));
    k.add(new Case("palindrome", "\"palindrome\":[{\"lines\":[[\"R1C1\",\"R2C2\",\"R3C3\","
        + "\"R4C4\"]]}]", g -> g[0] == g[15] && g[5] == g[10]));
    k.add(new Case("renban", "\"renban\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R2C3\"]]}]",
        g -> consecutive(g[0], g[1], g[6])));
    k.add(new Case("whispers", "\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}]",
        g -> Math.abs(g[0] - g[1]) >= 2 && Math.abs(g[1] - g[2]) >= 2));
    k.add(new Case("little killer", "\"littlekillersum\":[{\"cell\":\"R0C1\",\"cells\":[],"
        + "\"direction\":\"DR\",\"value\":\"7\"}]", g -> g[1] + g[6] + g[11] == 7));
    k.add(new Case("little killer up-left", "\"littlekillersum\":[{\"cell\":\"R5C4\","
        + "\"direction\":\"UL\",\"value\":\"5\"}]", g -> g[14] + g[9] + g[4] == 5));
    k.add(new Case("sandwich in a row", "\"sandwichsum\":[{\"cell\":\"R1C0\",\"value\":\"5\"}]",
        g -> sandwich(g[0], g[1], g[2], g[3]) == 5));
    k.add(new Case("sandwich in a column", "\"sandwichsum\":[{\"cell\":\"R0C2\",\"value\":\"0\"}]",
        g -> sandwich(g[1], g[5], g[9], g[13]) == 0));
    k.add(new Case("diagonal+", "\"diagonal+\":true", g -> distinct(g, 3, 6, 9, 12)));
    k.add(new Case("both diagonals", "\"diagonal+\":true,\"diagonal-\":true",
        g -> distinct(g, 3, 6, 9, 12) && distinct(g, 0, 5, 10, 15)));
    k.add(new Case("anti-knight", "\"antiknight\":true", g -> pairs(g, (a, b) ->
        Math.abs(a / 4 - b / 4) * Math.abs(a % 4 - b % 4) == 2)));
    k.add(new Case("anti-king", "\"antiking\":true", g -> pairs(g, (a, b) ->
        Math.max(Math.abs(a / 4 - b / 4), Math.abs(a % 4 - b % 4)) == 1)));
    k.add(new Case("disjoint groups", "\"disjointgroups\":true", g -> pairs(g, (a, b) ->
        a / 4 % 2 == b / 4 % 2 && a % 2 == b % 2)));
    k.add(new Case("nonconsecutive", "\"nonconsecutive\":true", g -> noneAdjacent(g,
        (x, y) -> Math.abs(x - y) == 1)));
    k.add(new Case("all black dots given", "\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"]}],"
        + "\"negative\":[\"ratio\"]", g -> (g[0] == 2 * g[1] || g[1] == 2 * g[0])
        && noneAdjacentBut(g, 0, 1, (x, y) -> x == 2 * y || y == 2 * x)));
    k.add(new Case("all XV given", "\"negative\":[\"xv\"]", g -> noneAdjacent(g,
        (x, y) -> x + y == 5 || x + y == 10)));
    return k;
  }

  interface Pair {
    boolean test(int a, int b);
  }

  interface Digits {
    boolean test(int x, int y);
  }

  static boolean distinct(int[] g, int... cells) {
    Set<Integer> s = new HashSet<>();
    for (int c : cells) {
      s.add(g[c]);
    }
    return s.size() == cells.length;
  }

  static boolean consecutive(int... v) {
    int lo = Integer.MAX_VALUE;
    int hi = 0;
    Set<Integer> s = new HashSet<>();
    for (int x : v) {
      lo = Math.min(lo, x);
      hi = Math.max(hi, x);
      s.add(x);
    }
    return s.size() == v.length && hi - lo == v.length - 1;
  }

  static int sandwich(int... line) {
    int a = -1;
    int b = -1;
    for (int i = 0; i < line.length; i++) {
      if (line[i] == 1 || line[i] == 4) {
        if (a < 0) {
          a = i;
        } else {
          b = i;
        }
      }
    }
    int sum = 0;
    for (int i = a + 1; i < b; i++) {
      sum += line[i];
    }
    return sum;
  }

  /** Whether every two cells related by {@code p} hold different digits. */
  static boolean pairs(int[] g, Pair p) {
    for (int a = 0; a < 16; a++) {
      for (int b = a + 1; b < 16; b++) {
        if (p.test(a, b) && g[a] == g[b]) {
          return false;
        }
      }
    }
    return true;
  }

  static boolean noneAdjacent(int[] g, Digits bad) {
    return noneAdjacentBut(g, -1, -1, bad);
  }

  /** Whether no two cells that share a side, but {@code x} and {@code y}, are {@code bad}. */
  static boolean noneAdjacentBut(int[] g, int x, int y, Digits bad) {
    for (int a = 0; a < 16; a++) {
      for (int b = a + 1; b < 16; b++) {
        if (adjacent(a, b) && !(a == x && b == y) && bad.test(g[a], g[b])) {
          return false;
        }
      }
    }
    return true;
  }

  static String blank4() {
    StringBuilder s = new StringBuilder("[");
    for (int r = 0; r < 4; r++) {
      s.append(r == 0 ? "[" : ",[").append("{},{},{},{}]");
    }
    return s.append(']').toString();
  }

  static String json(Case c) {
    return "{\"size\":4,\"grid\":" + blank4() + "," + c.members() + "}";
  }

  /** Each case's count through {@code ./sudoku count}, from a file of JSON lines and of links. */
  @Test
  void everyRuleKindCountsAsTheOracleSays() throws Exception {
    List<Case> cases = cases();
    List<int[]> grids = grids();
    assertEquals(288, grids.size());
    StringBuilder jsonLines = new StringBuilder();
    for (Case c : cases) {
      jsonLines.append(json(c)).append('\n');
    }
    Path file = Files.writeString(dir.resolve("rules.json"), jsonLines);
    Cli r = Cli.run("count", "--limit", "1000", file.toString());
    List<String> counts = r.lines();
    assertEquals(cases.size(), counts.size(), r.toString());
    boolean none = false;
    boolean unique = false;
    for (int k = 0; k < cases.size(); k++) {
      Case c = cases.get(k);
      long want = grids.stream().filter(c.rule()).count();
      assertEquals(String.valueOf(want), counts.get(k), c.name());
      none |= want == 0;
      unique |= want == 1;
    }
    assertTrue(none, "a case with no solution");
    // The same puzzles as SudokuPad links, each written by the project's writer of links.
    StringBuilder asLinks = new StringBuilder();
    for (Case c : cases) {
      asLinks.append("https://sudokupad.app/fpuzzles")
          .append(Lz.compress(json(c))).append('\n');
    }
    Path linkFile = Files.writeString(dir.resolve("links.txt"), asLinks);
    Cli l = Cli.run("count", "--limit", "1000", linkFile.toString());
    assertEquals(counts, l.lines(), l.toString());
  }

  /** Unique, several and none through {@code check}, with givens. */
  @Test
  void checkSaysUniqueMultipleOrNone() throws Exception {
    String cage = "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}]";
    String cages = "\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"},"
        + "{\"cells\":[\"R3C3\",\"R4C3\"],\"value\":\"3\"}]";
    List<int[]> grids = grids();
    Predicate<int[]> rule = g -> g[0] + g[1] == 3;
    long several = grids.stream().filter(rule).count();
    long none = grids.stream().filter(g -> g[0] + g[1] == 3 && g[10] + g[14] == 3).count();
    assertTrue(several > 1);
    assertEquals(0, none);
    String puzzle = "{\"size\":4,\"grid\":" + blank4() + "," + cage + "}";
    String impossible = "{\"size\":4,\"grid\":" + blank4() + "," + cages + "}";
    Cli r = Cli.runWithStdin(puzzle + "\n" + impossible + "\n", "check");
    assertEquals(List.of("multiple", "none"), r.lines(), r.toString());
    int[] first = grids.stream().filter(rule).findFirst().orElseThrow();
    // givens from one solution until the oracle says it is the only one
    StringBuilder g = new StringBuilder("[");
    Set<Integer> given = new HashSet<>();
    for (int c = 0; c < 16 && grids.stream().filter(rule).filter(x -> same(x, first, given))
        .count() > 1; c++) {
      given.add(c);
    }
    for (int row = 0; row < 4; row++) {
      g.append(row == 0 ? "[" : ",[");
      for (int col = 0; col < 4; col++) {
        int c = row * 4 + col;
        g.append(col == 0 ? "" : ",").append(given.contains(c) ? "{\"value\":" + first[c]
            + ",\"given\":true}" : "{}");
      }
      g.append(']');
    }
    String unique = "{\"size\":4,\"grid\":" + g.append(']') + "," + cage + "}";
    Cli u = Cli.runWithStdin(unique + "\n", "solve");
    StringBuilder want = new StringBuilder();
    for (int v : first) {
      want.append(v);
    }
    assertEquals(List.of(want.toString()), u.lines(), u.toString());
  }

  private static boolean same(int[] x, int[] y, Set<Integer> cells) {
    for (int c : cells) {
      if (x[c] != y[c]) {
        return false;
      }
    }
    return true;
  }

  @Test
  void whatOnlyDrawsIsNamedOnStderrAndUnknownRulesMakeTheRecordInvalid() throws Exception {
    String drawn = "{\"size\":4,\"grid\":" + blank4() + ",\"text\":[{\"cells\":[\"R1C1\"],"
        + "\"value\":\"hi\"}],\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]}";
    String unknown = "{\"size\":4,\"grid\":" + blank4() + ",\"quadruple\":[{\"cells\":"
        + "[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],\"values\":[1,2]}]}";
    Path file = Files.writeString(dir.resolve("p.json"), drawn + "\n" + unknown + "\n");
    Cli r = Cli.run("count", file.toString());
    assertEquals(List.of("288", "invalid"), r.lines(), r.toString());
    assertTrue(r.err.contains("p.json:1: drawn only, not rules: line, text"), r.err);
    assertTrue(r.err.contains("p.json:2:1: f-puzzles rules this tool does not "
        + "check: quadruple (--drop-unknown-rules solves without them)"), r.err);
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code);
    Cli d = Cli.run("count", "--drop-unknown-rules", file.toString());
    assertEquals(List.of("288", "288"), d.lines(), d.toString());
    assertTrue(d.err.contains(":2: dropped f-puzzles rules this tool does not check: "
        + "quadruple"), d.err);
    Cli j = Cli.run("count", "--format", "json", file.toString());
    assertTrue(j.lines().get(0).contains("\"note\":\"drawn only, not rules: line, text\""),
        j.out);
  }

  @Test
  void hostileInputGivesOneClearRecordEachInOrder() throws Exception {
    String cells = "\"R1C1\",".repeat(1000);
    List<String> bad = List.of(
        "{\"size\":4,\"grid\":" + "[".repeat(200) + "]".repeat(200) + "}",
        "{\"size\":4,\"grid\":" + blank4() + ",\"killercage\":[{\"cells\":[\"R5C1\"]}]}",
        "{\"size\":4,\"grid\":" + blank4() + ",\"killercage\":[{\"cells\":[]}]}",
        "{\"size\":4,\"grid\":" + blank4() + ",\"killercage\":[{\"cells\":[" + cells
            + "\"R1C1\"]}]}",
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcA%%%",
        "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCA");
    Path file = Files.writeString(dir.resolve("bad.txt"), String.join("\n", bad) + "\n"
        + "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n");
    Cli r = Cli.run("check", file.toString());
    assertEquals(List.of("invalid", "invalid", "invalid", "invalid", "invalid", "invalid",
        "unique"), r.lines(), r.toString());
    for (String part : List.of("1:81: JSON nested more than 64 deep",
        "2:", "R5C1 is outside the 4x4 grid",
        "killercage 1: killer cage: needs at least 1 cell, has 0",
        "killercage 1: 1001 cells; the grid has 16",
        "5:33: the f-puzzles puzzle in the link does not decode: character",
        "6:33: the f-puzzles puzzle in the link does not decode")) {
      assertTrue(r.err.contains(part), part + " in " + r.err);
    }
    assertFalse(r.err.contains("Exception"), r.err);
  }

  @Test
  void aLinkIsAPuzzleOnTheCommandLineAndFpuzzlesOutputReadsBack() throws Exception {
    String json = "{\"size\":4,\"grid\":" + blank4() + ",\"killercage\":[{\"cells\":"
        + "[\"R1C1\",\"R1C2\"],\"value\":\"3\"}],\"antiking\":true}";
    String link = "https://www.f-puzzles.com/?load=" + Lz.compress(json);
    Cli c = Cli.run("count", link);
    long want = grids().stream().filter(g -> g[0] + g[1] == 3 && pairs(g, (a, b) ->
        Math.max(Math.abs(a / 4 - b / 4), Math.abs(a % 4 - b % 4)) == 1)).count();
    assertEquals(List.of(String.valueOf(want)), c.lines(), c.toString());
    for (String format : List.of("fpuzzles", "json")) {
      Cli out = Cli.run("count", "--format", format, link);
      assertEquals(0, out.code, out.toString());
      Path back = Files.writeString(dir.resolve("back-" + format), out.out);
      Cli again = Cli.run("count", back.toString());
      assertEquals(c.lines(), again.lines(), format + ": " + out.out + again);
    }
    Cli f = Cli.run("solve", "--format", "fpuzzles", link);
    String line = f.lines().get(0);
    assertTrue(line.startsWith("{\"size\":4,\"grid\":"), line);
    String inner = line.substring(line.indexOf("\"link\":\"") + 8, line.length() - 2);
    Cli viaLink = Cli.run("count", inner);
    assertEquals(c.lines(), viaLink.lines(), viaLink.toString());
  }

  /** LZString's compressToBase64, through the model's implementation (package-private there). */
  static final class Lz {
    static String compress(String json) {
      String link = dev.exactcover.sudoku.format.Fpuzzles.LINK;
      // Fpuzzles.toLink writes the link of a puzzle it builds; for a JSON text of our own, the
      // reader's round trip is what matters: read it, then write its link.
      var entry = dev.exactcover.sudoku.Sudoku.reader(new java.io.StringReader(json)).next();
      assertTrue(entry.isValid(), () -> entry.error().getMessage());
      var rules = entry.variantRules() != null ? entry.variantRules()
          : dev.exactcover.sudoku.variant.Rules.of(entry.rules());
      return dev.exactcover.sudoku.format.Fpuzzles.toLink(entry.grid(), rules)
          .substring(link.length());
    }
  }
}
