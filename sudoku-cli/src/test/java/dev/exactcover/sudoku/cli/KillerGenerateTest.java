package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.cli.ExitCode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code generate --killer} through the command line: every killer is checked apart from the
 * generator, from its JSON alone (the cages cover all or most of the grid, do not overlap, are
 * joined side by side, hold different digits of the solution that add up to their sums, the
 * solution keeps the classic rules) and by {@code solve} (unique, with that solution), in every
 * format that carries the cages; the same seed gives the same killers; and the options a killer
 * cannot take are refused with words and exit 2.
 */
class KillerGenerateTest {
  private static final Pattern CAGE = Pattern.compile(
      "\\{\"rule\":\"killer cage\",\"cells\":\\[([^\\]]*)\\],\"sum\":(\\d+)\\}");

  @Test
  void aKillerIsUniqueAndItsCagesHoldTheirSums() {
    Cli r = Cli.run("generate", "--killer", "--seed", "7", "--format", "json");
    assertEquals(0, r.code, r.toString());
    assertEquals(1, r.lines().size());
    assertKiller(r.lines().get(0));
    Cli line = Cli.run("generate", "--killer", "--seed", "7", "--format", "line");
    Cli solve = Cli.runWithStdin(line.out, "solve", "--format", "line");
    assertEquals(PuzzleCommandsTest.field(r.out, "solution"), solve.out.strip(),
        "the cage line reads back as the same killer: " + line.out);
  }

  @Test
  @Tag("full")
  void theSameSeedGivesTheSameKillersOnAnyThreadCount() {
    Cli r = Cli.run("generate", "--killer", "-n", "3", "--seed", "7", "--format", "json");
    assertEquals(0, r.code, r.toString());
    Cli again = Cli.run("generate", "--killer", "-n", "3", "--seed", "7", "--format", "json",
        "--threads", "2");
    assertEquals(r.out, again.out);
    assertNotEquals(r.out, Cli.run("generate", "--killer", "-n", "3", "--seed", "8", "--format",
        "json").out);
  }

  @Test
  @Tag("full")
  void tenKillersOfAFixedSeed() {
    Cli r = Cli.run("generate", "--killer", "-n", "10", "--seed", "31", "--format", "json");
    assertEquals(0, r.code, r.toString());
    assertEquals(10, r.lines().size());
    int[] sizes = new int[10];
    for (String json : r.lines()) {
      for (List<Integer> cage : assertKiller(json)) {
        sizes[Math.min(cage.size(), 9)]++;
      }
    }
    int all = 0;
    for (int s : sizes) {
      all += s;
    }
    // Setters' sizes: mostly 2 to 4 cells, some of 5 or more, few of one.
    assertTrue(sizes[2] + sizes[3] + sizes[4] >= all * 6 / 10, java.util.Arrays.toString(sizes));
    assertTrue(sizes[1] <= all / 20, java.util.Arrays.toString(sizes));
  }

  @Test
  @Tag("full")
  void everyFormatThatCarriesRulesCarriesTheCages() {
    String json = Cli.run("generate", "--killer", "--seed", "3", "--format", "json").out.strip();
    String solution = PuzzleCommandsTest.field(json, "solution");
    for (String format : List.of("line", "grid", "json", "fpuzzles")) {
      Cli r = Cli.run("generate", "--killer", "--seed", "3", "--format", format);
      assertEquals(0, r.code, format + ": " + r);
      Cli check = Cli.runWithStdin(r.out, "solve", "--format", "json");
      assertEquals(0, check.code, format + ": " + check);
      assertEquals(1, check.lines().size(), format + ": " + check.out);
      assertEquals("unique", PuzzleCommandsTest.field(check.out, "status"), format + ": "
          + check.out);
      assertEquals(solution, PuzzleCommandsTest.field(check.out, "solution"), format);
      assertEquals(cages(json).size(), cagesWithSums(check.out), format + ": the same cages");
    }
    Cli line = Cli.run("generate", "--killer", "--seed", "3", "--format", "line");
    assertEquals(81, line.out.strip().length(), "the killer forum's cage line: " + line.out);
  }

  @Test
  void optionsAKillerCannotTakeAreRefusedWithWords() {
    List<String[]> refused = List.of(
        new String[] {"--size", "16"}, new String[] {"--size", "6"},
        new String[] {"--difficulty", "hard"}, new String[] {"--rating", "3.0"},
        new String[] {"--clues", "30"}, new String[] {"--symmetry", "rotate180"},
        new String[] {"--minimal"}, new String[] {"--format", "csv"});
    List<String> words = List.of("9x9 only", "9x9 only", "does not reason with killer cages",
        "does not reason with killer cages", "no givens", "a killer has none",
        "a killer has none", "CSV has no column for cages");
    for (int i = 0; i < refused.size(); i++) {
      List<String> args = new ArrayList<>(List.of("generate", "--killer", "--seed", "1"));
      args.addAll(List.of(refused.get(i)));
      Cli r = Cli.run(args.toArray(new String[0]));
      assertEquals(ExitCode.USAGE.code(), r.code, args + ": " + r);
      assertEquals("", r.out, args.toString());
      assertTrue(r.err.startsWith("sudoku generate: "), r.err);
      assertTrue(r.err.contains(words.get(i)), args + ": " + r.err);
      assertFalse(r.err.contains("Exception") || r.err.contains("\tat "), r.err);
    }
  }

  @Test
  @Tag("full")
  void aRealProcessWritesKillersThatCheckReadsBack() throws Exception {
    Child.Finished gen = Child.run(Child.builder("generate", "--killer", "-n", "3", "--seed",
        "11"), "");
    assertEquals(0, gen.code(), gen.toString());
    assertEquals(3, gen.out().strip().split("\n").length, gen.out());
    Child.Finished check = Child.run(Child.builder("check", "--format", "line"), gen.out());
    assertEquals(0, check.code(), check.toString());
    assertEquals(List.of("unique", "unique", "unique"), List.of(check.out().strip()
        .split("\n")));
    Child.Finished refused = Child.run(Child.builder("generate", "--killer", "--size", "16"),
        "");
    assertEquals(ExitCode.USAGE.code(), refused.code(), refused.toString());
    assertTrue(refused.err().contains("killer puzzles are made 9x9 only"), refused.err());
  }

  /**
   * Checks one killer's JSON record against its own solution, and with {@code solve}; returns
   * its cages.
   */
  private static List<List<Integer>> assertKiller(String json) {
    String solution = PuzzleCommandsTest.field(json, "solution");
    assertEquals(".".repeat(81), PuzzleCommandsTest.field(json, "puzzle"), "no givens");
    assertEquals("0", PuzzleCommandsTest.field(json, "clues"));
    assertClassic(solution);
    List<List<Integer>> cages = cages(json);
    Matcher m = CAGE.matcher(json);
    Set<Integer> covered = new HashSet<>();
    for (List<Integer> cage : cages) {
      assertTrue(m.find());
      int sum = 0;
      int digits = 0;
      for (int c : cage) {
        assertTrue(covered.add(c), "cages overlap at cell " + c + ": " + json);
        int d = solution.charAt(c) - '0';
        assertEquals(0, digits & 1 << d, "a digit twice in a cage: " + json);
        digits |= 1 << d;
        sum += d;
      }
      assertEquals(Integer.parseInt(m.group(2)), sum, "the sum of " + m.group(1));
      assertTrue(joined(cage), "a cage not joined side by side: " + m.group(1));
    }
    assertTrue(covered.size() >= 72, covered.size() + " cells in cages: " + json);
    Cli check = Cli.runWithStdin(json + "\n", "solve", "--format", "json");
    assertEquals("unique", PuzzleCommandsTest.field(check.out, "status"), check.out);
    assertEquals(solution, PuzzleCommandsTest.field(check.out, "solution"));
    return cages;
  }

  /** The cages of a JSON record's {@code variants}, as 0-based cells. */
  private static List<List<Integer>> cages(String json) {
    List<List<Integer>> cages = new ArrayList<>();
    Matcher m = CAGE.matcher(json);
    while (m.find()) {
      List<Integer> cells = new ArrayList<>();
      Matcher cell = Pattern.compile("\"r(\\d)c(\\d)\"").matcher(m.group(1));
      while (cell.find()) {
        cells.add((Integer.parseInt(cell.group(1)) - 1) * 9 + Integer.parseInt(cell.group(2))
            - 1);
      }
      cages.add(cells);
    }
    return cages;
  }

  private static int cagesWithSums(String json) {
    return cages(json).size();
  }

  private static boolean joined(List<Integer> cage) {
    Set<Integer> in = new HashSet<>(cage);
    Set<Integer> reached = new HashSet<>(List.of(cage.get(0)));
    ArrayDeque<Integer> todo = new ArrayDeque<>(reached);
    while (!todo.isEmpty()) {
      int c = todo.poll();
      for (int m : new int[] {c % 9 > 0 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1, c - 9, c + 9}) {
        if (in.contains(m) && reached.add(m)) {
          todo.add(m);
        }
      }
    }
    return reached.size() == cage.size();
  }

  /** Every row, column and box of the solution holds 1 to 9. */
  private static void assertClassic(String s) {
    assertEquals(81, s.length());
    for (int u = 0; u < 9; u++) {
      int row = 0;
      int col = 0;
      int box = 0;
      for (int k = 0; k < 9; k++) {
        row |= 1 << s.charAt(u * 9 + k) - '0';
        col |= 1 << s.charAt(k * 9 + u) - '0';
        box |= 1 << s.charAt((u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3) - '0';
      }
      assertEquals(0x3FE, row & col & box, "unit " + u + " of " + s);
    }
  }
}
