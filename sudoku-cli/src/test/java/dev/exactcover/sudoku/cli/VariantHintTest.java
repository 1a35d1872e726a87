package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A puzzle read under classic rules that another variant fits is told so; a line of words is a
 * record naming what was expected, not "no puzzles".
 */
class VariantHintTest {
  @Test
  void anXPuzzleReadAsClassicIsToldToGiveX() {
    Cli g = Cli.run("generate", "-n", "1", "--x", "--size", "6", "--seed", "5", "--format",
        "line");
    String puzzle = g.out.lines().filter(l -> !l.startsWith("#")).findFirst().orElseThrow();
    Cli classic = Cli.runWithStdin(puzzle + "\n", "check", "--format", "line");
    assertEquals("multiple\n", classic.out, classic.toString());
    assertTrue(classic.err.contains(":1: ") && classic.err.contains("valid as an X-Sudoku: "
        + "give --x"), classic.err);
    Cli json = Cli.runWithStdin(puzzle + "\n", "solve", "--format", "json");
    assertTrue(json.out.contains("\"note\":\"") && json.out.contains("give --x"), json.out);
    Cli x = Cli.runWithStdin(puzzle + "\n", "check", "--x", "--format", "line");
    assertEquals("# rules: X\nunique\n", x.out, x.toString()); // the rules travel in lines
    assertFalse(x.err.contains("give"), x.err);
    // A classic puzzle with several solutions that X does not make unique: no X note, only
    // where two solutions differ.
    Cli empty = Cli.runWithStdin(".".repeat(81) + "\n", "check", "--format", "line");
    assertEquals("multiple\n", empty.out);
    assertTrue(empty.err.contains("two solutions differ in ") && !empty.err.contains("give"),
        empty.err); // where a clue is missing, and no variant to suggest
  }

  @Test
  void givensClashingInBoxesOnlyAreToldOfJigsaws() {
    String box = "1.........1" + ".".repeat(70); // r1c1 and r2c2: box 1 only
    Cli r = Cli.runWithStdin(box + "\n", "solve", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertTrue(r.err.contains("box 1") && r.err.contains("--regions MAPFILE"), r.err);
    String row = "1.1" + ".".repeat(78); // a row clash: no variant helps
    Cli rr = Cli.runWithStdin(row + "\n", "solve", "--format", "line");
    assertFalse(rr.err.contains("--regions"), rr.err);
  }

  @Test
  void aLineOfWordsIsARecordNamingWhatWasExpected() {
    Cli r = Cli.runWithStdin("hello world\n", "solve", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertEquals("invalid\n", r.out);
    assertTrue(r.err.contains("<stdin>:1: 'hello world' is not a puzzle")
        && r.err.contains("expected") && !r.err.contains("no puzzles"), r.err);
    Cli none = Cli.runWithStdin("\n# only a comment\n", "solve", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), none.code);
    assertTrue(none.err.contains("no puzzles"), none.err);
  }
}
