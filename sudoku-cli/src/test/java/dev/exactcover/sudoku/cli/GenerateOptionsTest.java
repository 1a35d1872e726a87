package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code generate} refuses, under the option's own name, targets no puzzle can meet. */
class GenerateOptionsTest {
  @Test
  void aRatingBelowTheLowestStepIsRefused() {
    for (String range : new String[] {"1.0-1.1", "1.1"}) {
      Cli r = Cli.run("generate", "--rating", range, "--seed", "1");
      assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
      assertEquals("", r.out);
      assertTrue(r.err.contains("--rating " + range + ": no puzzle rates below 1.2"), r.err);
    }
    Cli ok = Cli.run("generate", "--rating", "1.0-1.2", "--seed", "1", "--format", "csv");
    assertEquals(0, ok.code, ok.toString());
    assertTrue(ok.out.contains(",1.2,easy,"), ok.out);
  }

  @Test
  void cluesOutsideTheGridAreRefused() {
    for (String k : new String[] {"0", "-3", "82"}) {
      Cli r = Cli.run("generate", "--clues", k, "--seed", "1");
      assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
      assertTrue(r.err.contains("--clues must be from 1 to 81") && r.err.contains("not " + k),
          r.err);
    }
    Cli four = Cli.run("generate", "--clues", "17", "--size", "4", "--seed", "1");
    assertTrue(four.err.contains("--clues must be from 1 to 16"), four.err);
  }
}
