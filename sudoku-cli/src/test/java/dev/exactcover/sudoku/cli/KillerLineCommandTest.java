package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The killer forum's cage line through the puzzle commands, read without an option: unique,
 * several (with the cells where two solutions differ, in text and JSON), none and invalid (an
 * arrow out of the grid, named by its cell); and {@code --x} with {@code --regions}.
 */
class KillerLineCommandTest {
  /** A solved grid (the one on Wikipedia's Sudoku page). */
  private static final String SOLVED =
      "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

  /**
   * The solved grid as cages of one cell each holding its digit, except r9c8 and r9c9, one cage
   * of two cells with {@code sum} (r9c8 points right to the sum).
   */
  private static String cages(int sum) {
    return SOLVED.substring(0, 79) + ">" + (char) (sum < 10 ? '0' + sum : 'A' + sum - 10);
  }

  @Test
  void uniqueMultipleNoneAndInvalid() {
    int sum = (SOLVED.charAt(79) - '0') + (SOLVED.charAt(80) - '0');
    Cli unique = Cli.runWithStdin(cages(sum) + "\n", "check", "--format", "line");
    assertEquals("unique\n", unique.out, unique.toString());
    Cli solve = Cli.runWithStdin(cages(sum) + "\n", "solve", "--format", "line");
    assertEquals(SOLVED + "\n", solve.out, solve.toString());
    Cli none = Cli.runWithStdin(cages(sum + 1) + "\n", "check", "--format", "line");
    assertEquals("none\n", none.out, none.toString());
    // An unavoidable rectangle left without sums ('0': a cage with no sum) has two solutions.
    char[] open = cages(sum).toCharArray();
    int[] rect = rectangle();
    for (int c : rect) {
      open[c] = '0';
    }
    Cli several = Cli.runWithStdin(new String(open) + "\n", "check", "--format", "line");
    assertEquals("multiple\n", several.out, several.toString());
    String cells = names(rect);
    assertTrue(several.err.contains("two solutions differ in " + cells), several.err);
    Cli json = Cli.runWithStdin(new String(open) + "\n", "check", "--format", "json");
    assertTrue(json.out.contains("\"differ\":[\"" + cells.replace(" ", "\",\"") + "\"]"),
        json.out);
    Cli count = Cli.runWithStdin(new String(open) + "\n", "count", "--format", "line");
    assertTrue(count.out.startsWith("2"), count.toString());
    Cli bad = Cli.runWithStdin("<" + cages(sum).substring(1) + "\n", "check", "--format",
        "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), bad.code, bad.toString());
    assertTrue(bad.err.contains("r1c1: '<' points out of the grid"), bad.err);
  }

  /** Four cells of SOLVED in two rows and two boxes whose digits swap: a, b / b, a. */
  private static int[] rectangle() {
    for (int r1 = 0; r1 < 9; r1++) {
      for (int r2 = r1 + 1; r2 < 9 && r2 / 3 == r1 / 3; r2++) {
        for (int c1 = 0; c1 < 9; c1++) {
          for (int c2 = c1 + 1; c2 < 9; c2++) {
            if (c1 / 3 != c2 / 3 && SOLVED.charAt(r1 * 9 + c1) == SOLVED.charAt(r2 * 9 + c2)
                && SOLVED.charAt(r1 * 9 + c2) == SOLVED.charAt(r2 * 9 + c1)
                && r2 * 9 + c2 < 79) {
              return new int[] {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
            }
          }
        }
      }
    }
    throw new AssertionError("no rectangle in the solved grid");
  }

  private static String names(int[] cells) {
    StringBuilder s = new StringBuilder();
    for (int c : cells) {
      s.append(s.length() == 0 ? "" : " ").append("r").append(c / 9 + 1).append("c")
          .append(c % 9 + 1);
    }
    return s.toString();
  }

  @Test
  void xWithRegionsIsAJigsawX(@TempDir Path dir) throws Exception {
    Path map = dir.resolve("boxes.txt");
    Files.writeString(map, "AABB\nAABB\nCCDD\nCCDD\n");
    String blank = ".".repeat(16) + "\n";
    Cli both = Cli.runWithStdin(blank, "count", "--x", "--regions", map.toString(), "--format",
        "line");
    Cli x = Cli.runWithStdin(blank, "count", "--x", "--format", "line");
    assertEquals(0, both.code, both.toString());
    assertEquals(x.out, both.out, "a map of the boxes with --x counts as Sudoku X");
    Cli plain = Cli.runWithStdin(blank, "count", "--format", "line");
    assertTrue(!plain.out.equals(both.out), "X has fewer grids than classic 4x4");
  }
}
