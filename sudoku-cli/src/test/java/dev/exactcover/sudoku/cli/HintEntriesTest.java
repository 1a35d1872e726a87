package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * {@code hint} on a JSON line that tells the givens ({@code puzzle}) from the entries written so
 * far ({@code entries}): the entries that contradict the givens' unique solution are named.
 */
class HintEntriesTest {
  static final String P =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

  private static String solution() {
    Cli s = Cli.runWithStdin(P + "\n", "solve", "--format", "line");
    assertEquals(0, s.code, s.toString());
    return s.out.strip();
  }

  /** Entries: the solution's value in each blank cell of {@code cells}, {@code .} elsewhere. */
  private static char[] entries(String solution, int... cells) {
    char[] e = ".".repeat(81).toCharArray();
    for (int c : cells) {
      e[c] = solution.charAt(c);
    }
    return e;
  }

  private static Cli hint(char[] entries, String format) {
    return Cli.runWithStdin("{\"puzzle\":\"" + P + "\",\"entries\":\"" + new String(entries)
        + "\"}\n", "hint", "--format", format);
  }

  @Test
  void entriesThatContradictTheGivensAreNamed() {
    String solution = solution();
    char[] e = entries(solution, 1, 2, 10, 80);
    Cli right = hint(e, "line");
    assertEquals(0, right.code, right.toString());
    assertTrue(right.out.contains("=>"), "right entries: a step " + right.out);
    // Two entries changed to another value that breaks no rule at once: both named, by cell.
    e[1] = other(solution, 1);
    e[80] = other(solution, 80);
    Cli wrong = hint(e, "line");
    assertEquals(ExitCode.NO_SOLUTION.code(), wrong.code, wrong.toString());
    assertEquals("none: the entries in r1c2 (" + e[1] + "), r9c9 (" + e[80] + ") contradict the "
        + "unique solution of the givens\n", wrong.out);
    Cli json = hint(e, "json");
    assertTrue(json.out.contains("\"status\":\"none\"") && json.out.contains("r1c2"), json.out);
  }

  /** A value for cell {@code c} other than the solution's that no given of its units holds. */
  private static char other(String solution, int c) {
    for (char v = '1'; v <= '9'; v++) {
      if (v != solution.charAt(c) && !seen(v, c)) {
        return v;
      }
    }
    throw new AssertionError();
  }

  private static boolean seen(char v, int c) {
    int r = c / 9;
    int col = c % 9;
    for (int k = 0; k < 81; k++) {
      if (P.charAt(k) == v && (k / 9 == r || k % 9 == col
          || k / 27 == r / 3 && k % 9 / 3 == col / 3)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void anEntryOnAGivenIsNamedByLine() {
    char[] e = ".".repeat(81).toCharArray();
    e[0] = '5'; // the given there is 4
    Cli r = hint(e, "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertTrue(r.err.contains("<stdin>:1: ") && r.err.contains("r1c1 is on the given 4"), r.err);
  }
}
