package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * {@code explain}, {@code grade} and {@code hint --marks} through the command line. The replay
 * oracle is written here: its own pencil marks (from the givens, by the rules), the printed
 * effects applied to them, and a check that the grid ends solved by the rules.
 */
class ExplainCommandTest {
  private static final Pattern STEP = Pattern.compile("^(\\d+)\\. (.*) => (.*)$");
  private static final Pattern PLACES = Pattern.compile("places (\\d) in r(\\d)c(\\d)");
  private static final Pattern GROUP = Pattern.compile("(\\d) from ((?:r\\dc\\d(?:, )?)+)");
  private static final Pattern CELL = Pattern.compile("r(\\d)c(\\d)");

  /** Candidates of every cell from the givens: bit v for value v; -1 marks a filled cell. */
  private static int[] marks(int[] grid) {
    int[] m = new int[81];
    for (int c = 0; c < 81; c++) {
      if (grid[c] != 0) {
        m[c] = -1;
        continue;
      }
      int bits = 0x3FE;
      for (int p = 0; p < 81; p++) {
        if (grid[p] != 0 && sees(c, p)) {
          bits &= ~(1 << grid[p]);
        }
      }
      m[c] = bits;
    }
    return m;
  }

  private static boolean sees(int a, int b) {
    return a != b && (a / 9 == b / 9 || a % 9 == b % 9
        || a / 27 == b / 27 && a % 9 / 3 == b % 9 / 3);
  }

  private static int[] parse(String line) {
    int[] g = new int[81];
    for (int i = 0; i < 81; i++) {
      char ch = line.charAt(i);
      g[i] = ch >= '1' && ch <= '9' ? ch - '0' : 0;
    }
    return g;
  }

  private static boolean solved(int[] g) {
    for (int a = 0; a < 81; a++) {
      for (int b = 0; b < 81; b++) {
        if (g[a] == 0 || sees(a, b) && g[a] == g[b]) {
          return false;
        }
      }
    }
    return true;
  }

  @ParameterizedTest
  @CsvSource({
      "easy, ..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
      "medium, 3..........5..9...2..5.4....2....7..16.....587.431.6.....89.1......67.8......5437",
      "hard, ......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......",
      "fiendish, ..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8",
      "diabolical, 3.6.7...........518.........1.4.5...7.....6.....2......2.....4.....8.3.....5.....",
      "extreme, 6.2.5.........4.3..........43...8....1....2........7..5..27...........81...6....."})
  void explainReplaysToTheSolution(String level, String puzzle) {
    Cli r = Cli.runWithStdin(puzzle + "\n", "explain");
    assertEquals(0, r.code, r.toString());
    List<String> lines = r.lines();
    assertTrue(lines.get(1).startsWith("rating ") && lines.get(1).contains(" " + level + " "),
        lines.get(1));
    int[] grid = parse(puzzle);
    int[] m = marks(grid);
    int steps = 0;
    for (String line : lines) {
      Matcher s = STEP.matcher(line);
      if (!s.matches()) {
        continue;
      }
      assertEquals(++steps, Integer.parseInt(s.group(1)));
      String effect = s.group(3);
      Matcher g = GROUP.matcher(effect.contains("removes ")
          ? effect.substring(effect.indexOf("removes ")) : "");
      while (g.find()) {
        int v = Integer.parseInt(g.group(1));
        Matcher c = CELL.matcher(g.group(2));
        while (c.find()) {
          int cell = (Integer.parseInt(c.group(1)) - 1) * 9 + Integer.parseInt(c.group(2)) - 1;
          assertTrue(m[cell] > 0 && (m[cell] & 1 << v) != 0, "not a candidate: " + line);
          m[cell] &= ~(1 << v);
        }
      }
      Matcher p = PLACES.matcher(effect);
      if (p.find()) {
        int v = Integer.parseInt(p.group(1));
        int cell = (Integer.parseInt(p.group(2)) - 1) * 9 + Integer.parseInt(p.group(3)) - 1;
        assertTrue(m[cell] > 0 && (m[cell] & 1 << v) != 0, "not a candidate: " + line);
        grid[cell] = v;
        m[cell] = -1;
        for (int q = 0; q < 81; q++) {
          if (m[q] > 0 && sees(cell, q)) {
            m[q] &= ~(1 << v);
          }
        }
      }
    }
    assertTrue(steps > 0, r.out);
    assertTrue(solved(grid), "the printed steps do not solve the puzzle:\n" + r.out);
    String last = lines.get(lines.size() - 1);
    assertEquals("solved: " + new String(java.util.stream.IntStream.of(grid)
        .mapToObj(x -> String.valueOf(x)).reduce("", String::concat)), last);
  }

  @Test
  void marksShowsTheGridBeforeEachStep() {
    Cli r = Cli.runWithStdin(
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n",
        "explain", "--marks");
    assertEquals(0, r.code, r.toString());
    long grids = r.lines().stream().filter(l -> l.startsWith("+---")).count();
    long steps = r.lines().stream().filter(l -> STEP.matcher(l).matches()).count();
    assertEquals(4 * steps, grids, "four rules per grid, one grid per step");
    assertTrue(r.out.contains("| 45     4578   3     | 49     2      147   | 6"), r.out);
  }

  @Test
  void explainReadsPencilMarksAndTheyRoundTrip() {
    String puzzle =
        "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    Cli hint = Cli.runWithStdin(puzzle + "\n", "hint", "--marks");
    assertEquals(0, hint.code, hint.toString());
    assertEquals("hidden single (1.2): the only place for 6 in box 1 => places 6 in r2c2",
        hint.lines().get(0));
    String sukaku = hint.lines().get(1);
    assertEquals(729, sukaku.length());
    Cli next = Cli.runWithStdin(sukaku + "\n", "hint", "--marks");
    assertFalse(next.lines().get(0).contains("r2c2"), "the step given is not repeated: "
        + next.out);
    Cli explain = Cli.runWithStdin(sukaku + "\n", "explain", "--marks");
    assertEquals(0, explain.code, explain.toString());
    assertTrue(explain.out.contains("solved: 483921657967345821251876493548132976729564138136798245372689514814253769695417382"),
        explain.out);
  }

  @Test
  void hintMarksProgressThroughEliminations() {
    // a fiendish puzzle: the chain of hints, each fed the marks of the last, reaches the end
    String in = "..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8";
    boolean eliminated = false;
    for (int i = 0; i < 200; i++) {
      Cli r = Cli.runWithStdin(in + "\n", "hint", "--marks");
      assertEquals(0, r.code, r.toString());
      if (r.lines().get(0).equals("solved")) {
        assertFalse(r.lines().get(0).isEmpty());
        assertTrue(eliminated, "an elimination hint was given and passed");
        return;
      }
      eliminated |= !r.lines().get(0).contains("places");
      in = r.lines().get(1);
    }
    throw new AssertionError("hints did not reach the end");
  }

  @Test
  void badInputIsNamed() {
    Cli r = Cli.runWithStdin("1........1" + ".".repeat(71) + "\n", "explain");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertTrue(r.err.startsWith("sudoku explain: <stdin>:1: "), r.err);
    assertTrue(r.err.contains("1 appears twice"), r.err);
    assertFalse(r.err.contains("Exception") || r.err.contains("\tat "), r.err);
    Cli marks = Cli.runWithStdin("1".repeat(728) + "x\n", "explain", "--marks");
    assertEquals(ExitCode.INVALID_INPUT.code(), marks.code, marks.toString());
    assertTrue(marks.err.contains("Sukaku character 2 is '1'"), marks.err);
    Cli none = Cli.runWithStdin("12345678." + ".".repeat(63) + "........9\n", "explain");
    assertEquals(ExitCode.NO_SOLUTION.code(), none.code, none.toString());
    assertEquals("none\n\n", none.out);
  }

  @Test
  void gradePrintsTheRating() {
    Cli r = Cli.runWithStdin(
        "3.6.7...........518.........1.4.5...7.....6.....2......2.....4.....8.3.....5.....\n",
        "grade", "--format", "line");
    assertEquals(0, r.code, r.toString());
    assertEquals("7.2/1.2/1.2 diabolical (Forcing Chain)", r.out.strip());
    Cli j = Cli.runWithStdin(
        "..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8\n",
        "grade", "--format", "json");
    assertEquals("4.2", PuzzleCommandsTest.field(j.out, "rating"));
    assertEquals("XY-Wing", PuzzleCommandsTest.field(j.out, "hardest"));
    assertEquals("fiendish", PuzzleCommandsTest.field(j.out, "level"));
  }
}
