package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code hint} and {@code hint --marks} are one command: on a grid with no solution, one with
 * several and one whose entries contradict its givens (and, in the full tier, one the ladder
 * cannot go on with: {@link HintStuckTest}), both say the same, with the same exit code, in lines and in JSON, and the status is the one
 * {@code check} gives where check applies; a 16x16 hint writes values as the grid does.
 */
class HintFormsTest {
  /** 4.....8.5... with r1c3 filled with 1 where the unique solution has 7: no solution. */
  private static final String WRONG =
      "4.1...8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String EMPTY = ".".repeat(81);

  static Map<?, ?> json(Cli r) {
    return (Map<?, ?>) new ExplainContractTest.Parser(r.out.strip()).value();
  }

  /** Both forms on {@code input}: same lines' first line, exit code, JSON status and text. */
  static Cli both(String input) {
    Cli plain = Cli.runWithStdin(input, "hint", "--format", "line");
    Cli marks = Cli.runWithStdin(input, "hint", "--marks");
    assertEquals(plain.code, marks.code, plain + "\n" + marks);
    assertEquals(plain.lines().get(0), marks.lines().get(0), marks.toString());
    Map<?, ?> pj = json(Cli.runWithStdin(input, "hint", "--format", "json"));
    Map<?, ?> mj = json(Cli.runWithStdin(input, "hint", "--marks", "--format", "json"));
    assertEquals(pj.get("status"), mj.get("status"));
    assertEquals(pj.get("text"), mj.get("text"));
    return plain;
  }

  static String checkStatus(String input) {
    Cli check = Cli.runWithStdin(input, "check", "--format", "json");
    return (String) json(check).get("status");
  }

  @Test
  void aGridWithoutSolutionIsNoneInBothFormsAsCheckSaysIt() {
    Cli r = both(WRONG + "\n");
    assertEquals(ExitCode.NO_SOLUTION.code(), r.code, r.toString());
    assertTrue(r.out.startsWith("none: the grid has no solution"), r.out);
    assertTrue(r.out.contains("r1c3 (1)"), r.out);
    assertEquals("none", checkStatus(WRONG + "\n"));
    assertEquals("none", json(Cli.runWithStdin(WRONG + "\n", "hint", "--marks", "--format",
        "json")).get("status"));
  }

  @Test
  void aGridWithSeveralSolutionsIsMultipleInBothFormsWithChecksExitCode() {
    Cli r = both(EMPTY + "\n");
    Cli check = Cli.runWithStdin(EMPTY + "\n", "check", "--format", "line");
    assertEquals("multiple\n", r.out);
    assertEquals(check.out, r.out);
    assertEquals(check.code, r.code);
    assertEquals("multiple", checkStatus(EMPTY + "\n"));
  }

  @Test
  void entriesThatContradictTheGivensAreNamedInBothForms() {
    String line = "{\"puzzle\":\"" + HintEntriesTest.P + "\",\"entries\":\"" + ".".repeat(80)
        + "2\"}\n"; // r9c9 holds 3 in the givens' unique solution
    Cli r = both(line);
    assertEquals(ExitCode.NO_SOLUTION.code(), r.code, r.toString());
    assertEquals("none: the entry in r9c9 (2) contradicts the unique solution of the givens",
        r.lines().get(0));
  }

  @Test
  void aSixteenBySixteenHintWritesValuesAsTheGridDoes() throws Exception {
    String solution = Files.readAllLines(Cli.datasets().resolve("sudoku16/gecode-55.solutions"))
        .stream().filter(l -> l.length() == 256).findFirst().orElseThrow();
    int cell = solution.indexOf('A'); // value 10
    String grid = solution.substring(0, cell) + "." + solution.substring(cell + 1);
    Cli r = Cli.runWithStdin(grid + "\n", "hint", "--format", "line");
    assertEquals(ExitCode.OK.code(), r.code, r.toString());
    assertTrue(r.out.contains("places A in "), r.out);
    assertFalse(r.out.contains("10"), r.out);
    String name = "r" + (cell / 16 + 1) + "c" + (cell % 16 + 1);
    assertTrue(r.out.contains(name), r.out);
  }
}
