package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.cli.ExitCode;
import org.junit.jupiter.api.Test;

/**
 * One vocabulary for a new user's mistakes: values read whatever their case, a value of the
 * wrong type said in words, the nearest option for a typo, and nothing asked for refused.
 */
class VocabularyTest {
  private static final String QUEENS = Cli.data("exact-cover/queens-8.dlx");
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

  @Test
  void optionValuesAreReadWhateverTheirCase() {
    Cli ec = Cli.exactcover("count", "--format", "JSON", QUEENS);
    assertEquals(0, ec.code, ec.toString());
    assertTrue(ec.out.contains("\"solutions\":92,"), ec.out);
    Cli solve = Cli.runWithStdin(PUZZLE + "\n", "solve", "--format", "Json");
    assertEquals(0, solve.code, solve.toString());
    assertTrue(solve.out.startsWith("{\"file\":"), solve.out);
    Cli tile = Cli.exactcover("tile", "--count", "--format", "JSON",
        "../examples/tilings/pentominoes-3x20.polyomino");
    assertEquals(0, tile.code, tile.toString());
  }

  @Test
  void aValueOfTheWrongTypeIsSaidInWords() {
    Cli seed = Cli.exactcover("count", "--seed", "abc", QUEENS);
    assertEquals(ExitCode.USAGE.code(), seed.code);
    assertEquals("exactcover count: --seed: 'abc' is not a whole number\n"
        + "Try './exactcover count --help'.\n", seed.err);
    Cli time = Cli.exactcover("count", "--time-limit", "soon", QUEENS);
    assertTrue(time.err.startsWith("exactcover count: --time-limit: 'soon' is not a number\n"),
        time.err);
    for (Cli r : new Cli[] {seed, time}) {
      assertFalse(r.err.contains("long") || r.err.contains("double")
          || r.err.contains("Invalid value") || r.err.contains("For input string"), r.err);
    }
  }

  @Test
  void aMistypedOptionIsAnsweredWithTheNearestOne() {
    Cli r = Cli.exactcover("count", "--treads", "2", QUEENS);
    assertEquals(ExitCode.USAGE.code(), r.code);
    assertTrue(r.err.startsWith("exactcover count: unknown option '--treads'; did you mean "
        + "--threads?"), r.err);
    Cli s = Cli.run("solve", "--fromat", "json", "-");
    assertTrue(s.err.contains("did you mean --format?"), s.err);
  }

  @Test
  void generatingNoPuzzleIsRefusedInWords() {
    Cli r = Cli.run("generate", "-n", "0");
    assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
    assertEquals("", r.out);
    assertTrue(r.err.startsWith("sudoku generate: -n must be at least 1 (how many puzzles), "
        + "not 0"), r.err);
  }
}
