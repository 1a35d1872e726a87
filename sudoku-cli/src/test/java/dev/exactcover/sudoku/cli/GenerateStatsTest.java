package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code generate --stats}: the totals of what generation computed on stderr, in the words of
 * {@code count --stats} (puzzles, nodes, then seconds and a rate), checked against the records
 * printed.
 */
class GenerateStatsTest {
  private static final Pattern LINE = Pattern.compile("(?m)^(\\d+) puzzles?, (\\d+) attempts?, "
      + "(\\d+) rated; (\\d+) nodes?; (\\d+\\.\\d{3}) s; (\\S+) puzzles/s$");

  private static Matcher stats(Cli r) {
    Matcher m = LINE.matcher(r.err);
    assertTrue(m.find(), r.toString());
    return m;
  }

  @Test
  void withoutTargetsEachPuzzleIsOneAttemptAndNoneIsRated() {
    Cli r = Cli.run("generate", "-n", "3", "--size", "4", "--seed", "7", "--format", "json",
        "--stats");
    assertEquals(0, r.code, r.toString());
    assertEquals(3, r.lines().size(), r.toString());
    Matcher m = stats(r);
    assertEquals("3", m.group(1));
    assertEquals("3", m.group(2));
    assertEquals("0", m.group(3));
    // The same run without --stats prints the same puzzles and no totals.
    Cli quiet = Cli.run("generate", "-n", "3", "--size", "4", "--seed", "7", "--format", "json");
    assertEquals(r.out, quiet.out);
    assertFalse(LINE.matcher(quiet.err).find(), quiet.toString());
  }

  @Test
  void aDifficultyTargetRatesEveryPuzzleAndCountsTheAttempts() {
    Cli r = Cli.run("generate", "-n", "2", "--difficulty", "easy", "--seed", "3", "--format",
        "csv", "--stats");
    assertEquals(0, r.code, r.toString());
    Matcher m = stats(r);
    assertEquals("2", m.group(1));
    assertTrue(Long.parseLong(m.group(2)) >= 2, r.toString());
    assertEquals("2", m.group(3), "every puzzle was rated to meet the level: " + r);
  }

  @Test
  void oneThatAsksForOneIsSingular() {
    Cli r = Cli.run("generate", "--size", "4", "--seed", "1", "--format", "line", "--stats");
    assertEquals(0, r.code, r.toString());
    assertTrue(r.err.contains("1 puzzle, 1 attempt, 0 rated; "), r.toString());
  }

  @Test
  void nodesAreTheEnginesAndGrowWithThePuzzles() {
    // A complete grid alone takes one node per cell at least (one choice per placement), and
    // the uniqueness pass searches again for every orbit it tries: so at least 16 a 4x4 puzzle.
    Cli one = Cli.run("generate", "--size", "4", "--seed", "5", "--format", "line", "--stats");
    Cli three = Cli.run("generate", "-n", "3", "--size", "4", "--seed", "5", "--format", "line",
        "--stats");
    long n1 = Long.parseLong(stats(one).group(4));
    long n3 = Long.parseLong(stats(three).group(4));
    assertTrue(n1 >= 16, one.toString());
    assertTrue(n3 > n1, "three puzzles, the first the same, take more nodes: " + three);
    // The same seed makes the same searches: the count is exact, the same on every run.
    assertEquals(n3, Long.parseLong(stats(Cli.run("generate", "-n", "3", "--size", "4", "--seed",
        "5", "--format", "line", "--stats", "--threads", "2")).group(4)));
  }
}
