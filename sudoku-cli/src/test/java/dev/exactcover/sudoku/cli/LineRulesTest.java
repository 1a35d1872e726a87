package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The line format of {@code solve} and {@code check} carries the rules as {@code generate}'s
 * does (a {@code # rules:} line where they change), so that a Sudoku X puzzle read back from
 * their output is worked under X again: the rules travel through every format.
 */
class LineRulesTest {
  private static String rulesOf(String lines) {
    Cli j = Cli.runWithStdin(lines, "check", "--format", "json");
    assertEquals(0, j.code, j.toString());
    String out = j.lines().get(0);
    int at = out.indexOf("\"rules\":\"");
    return out.substring(at + 9, out.indexOf('"', at + 9));
  }

  @Test
  void anXPuzzleRoundTripsThroughSolveAndCheckLines() {
    Cli gen = Cli.run("generate", "--x", "-n", "1", "--seed", "3", "--format", "line");
    assertEquals(0, gen.code, gen.toString());
    assertEquals("# rules: X", gen.lines().get(0));
    Cli solved = Cli.runWithStdin(gen.out, "solve", "--format", "line");
    assertEquals(0, solved.code, solved.toString());
    List<String> lines = solved.lines();
    assertEquals("# rules: X", lines.get(0), solved.out);
    assertEquals(2, lines.size(), solved.out);
    assertEquals("X", rulesOf(solved.out)); // the solution read back is an X grid
    Cli checked = Cli.runWithStdin(gen.out, "check", "--format", "line");
    assertEquals(List.of("# rules: X", "unique"), checked.lines());
    // without the rules line the same solution is a classic grid
    assertEquals("standard", rulesOf(lines.get(1) + "\n"));
  }

  @Test
  void rulesChangingBackToClassicAreSaid() {
    String x = Cli.run("generate", "--x", "-n", "1", "--seed", "3", "--format", "line").out;
    String classic = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    Cli r = Cli.runWithStdin(x + "# rules: classic\n" + classic + "\n", "check", "--format",
        "line");
    assertEquals(List.of("# rules: X", "unique", "# rules: classic", "unique"), r.lines(),
        r.toString());
    Cli plain = Cli.runWithStdin(classic + "\n", "solve", "--format", "line");
    assertTrue(!plain.out.contains("#"), plain.out); // classic rules need no line
  }
}
