package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code hint} checks the grid first (no solution said as such, the wrong entry named), takes
 * its step from the one ladder with or without pencil marks, and writes steps as JSON objects;
 * and puzzles given as arguments.
 */
class HintCommandTest {
  private static final String P =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String SOLUTION =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

  @Test
  void aWrongEntryIsNamedByCell() {
    // r1c3 filled with 1 where the solution has 7 (1 appears nowhere else in its houses)
    String wrong = P.substring(0, 2) + "1" + P.substring(3);
    Cli r = Cli.runWithStdin(wrong + "\n", "hint", "--format", "line");
    assertEquals(ExitCode.NO_SOLUTION.code(), r.code, r.toString());
    assertTrue(r.out.startsWith("none: the grid has no solution"), r.out);
    assertTrue(r.out.contains("r1c3 (1)"), r.out);
  }

  @Test
  void solvedAndJsonSteps() {
    Cli solved = Cli.runWithStdin(SOLUTION + "\n", "hint", "--format", "line");
    assertEquals(0, solved.code, solved.toString());
    assertEquals("solved\n", solved.out);
    Cli j = Cli.runWithStdin(P + "\n", "hint", "--format", "json");
    assertEquals(0, j.code, j.toString());
    Map<?, ?> o = (Map<?, ?>) new ExplainContractTest.Parser(j.out.strip()).value();
    assertEquals("hint", o.get("status"));
    assertTrue(o.get("technique") instanceof String, j.out);
    assertTrue(o.get("removes") instanceof List, j.out);
  }

  @Test
  void withAndWithoutMarksTheSameFirstStep() {
    Cli plain = Cli.runWithStdin(P + "\n", "hint", "--format", "line");
    Cli marks = Cli.runWithStdin(P + "\n", "hint", "--marks");
    assertEquals(plain.lines().get(0), marks.lines().get(0));
  }

  @Test
  void aPuzzleGivenAsAnArgument() {
    Cli r = Cli.run("check", "--format", "line", P);
    assertEquals(0, r.code, r.toString());
    assertEquals("unique\n", r.out);
    Cli missing = Cli.run("check", "no-such-file.txt");
    assertEquals(ExitCode.INVALID_INPUT.code(), missing.code);
    assertTrue(missing.err.contains("echo PUZZLE | ./sudoku check"), missing.err);
    Cli empty = Cli.runWithStdin("", "check");
    assertTrue(empty.err.contains("<stdin>: no puzzles"), empty.err);
  }
}
