package dev.exactcover.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The CI sample of the cross-checks: every 9x9 set, sampled deterministically, through the same
 * command as {@code ./sudoku verify}; DLX and the reference solvers must agree on every puzzle.
 */
class VerifyTest {
  @TempDir Path tmp;

  record Run(int code, String out, String err) {}

  static Run verify(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Verify.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Run(code, out.toString(), err.toString());
  }

  static String data(String relative) {
    String dir = System.getProperty("datasets.dir", "../../shared/datasets");
    return Path.of(dir, relative).toString();
  }

  @ParameterizedTest(name = "{0} every {1}")
  @CsvSource({
      "sudoku9/easy50.txt, 1, 2, 'backtracking,bitmask-mrv,singles-propagation'",
      "sudoku9/hardest.txt, 1, 2, 'bitmask-mrv,singles-propagation'",
      "sudoku9/top95.txt, 1, 2, 'bitmask-mrv,singles-propagation'",
      "sudoku9/top1465.txt, 10, 2, 'bitmask-mrv,singles-propagation'",
      "sudoku9/forum-hardest-1106.txt, 5, 2, 'bitmask-mrv,singles-propagation'",
      "sudoku9/forum-hardest-1905-11plus.txt, 500, 2, 'bitmask-mrv,singles-propagation'",
      "sudoku9/17-clue.txt, 200, 2, 'bitmask-mrv,singles-propagation'",
      "sudoku9/kaggle-10000.csv, 50, 2, 'backtracking,bitmask-mrv,singles-propagation'",
      "sudoku9/euler96-grids.txt, 1, 2, 'backtracking,bitmask-mrv,singles-propagation'",
      "sudoku9/gecode-18.txt, 1, 2, 'bitmask-mrv,singles-propagation'",
      "sudoku9/known-counts.txt, 1, 1000, 'bitmask-mrv,singles-propagation'",
      "sudoku9/serg-multi.txt, 100, 2000, 'bitmask-mrv,singles-propagation'",
      "sudoku16/gecode-55.txt, 5, 2, 'singles-propagation'"})
  void solversAgreeOnASampleOfEverySet(String file, int every, int limit, String solvers)
      throws Exception {
    // The large sets: a sample five times sparser in the quick test tier.
    int sample = every >= 100 && !Boolean.getBoolean("test.full") ? every * 5 : every;
    Run r = verify("--every", String.valueOf(sample), "--limit", String.valueOf(limit),
        "--threads", "2", "--solvers", solvers, data(file));
    assertEquals(0, r.code, r.out + r.err);
    List<String> lines = r.out.lines().toList();
    assertEquals(1, lines.size(), r.out);
    long puzzles = Long.parseLong(lines.get(0).substring(0, lines.get(0).indexOf(' ')));
    assertTrue(puzzles > 0);
    assertTrue(lines.get(0).startsWith(puzzles + " puzzles, 0 mismatches; dlx "), r.out);
  }

  @Test
  void jsonHasOneObjectPerPuzzleAndInvalidLinesAreReported() throws Exception {
    Path file = tmp.resolve("mixed.txt");
    List<String> top = Files.readAllLines(Path.of(data("sudoku9/top95.txt"))).subList(0, 5);
    Files.write(file, List.of(top.get(0), "not a puzzle", top.get(1), "11" + top.get(2)
        .substring(2)));
    Run r = verify("--format", "json", "--solvers", "bitmask-mrv", file.toString());
    List<String> lines = r.out.lines().toList();
    assertEquals(4, lines.size(), r.out);
    assertTrue(lines.get(0).contains("\"status\":\"agree\"") && lines.get(0).contains("\"line\":1"));
    assertTrue(lines.get(1).contains("\"status\":\"invalid\""), lines.get(1));
    assertTrue(lines.get(3).contains("\"count\":0"), "conflicting givens: no solution from any");
    assertEquals(Verify.INVALID_INPUT, r.code);
    assertTrue(r.err.contains("4 puzzles, 0 mismatches, 1 invalid"), r.err);
  }

  /**
   * By default the fast reference solvers check DLX (top95 in seconds); plain backtracking, which
   * takes most of a minute on top95, runs only when named.
   */
  @Test
  void slowReferenceSolversRunOnlyWhenNamed() {
    String top = data("sudoku9/top95.txt");
    Run fast = verify("--every", "19", top);
    assertEquals(0, fast.code, fast.err);
    assertTrue(fast.out.contains("5 puzzles, 0 mismatches; dlx ")
        && fast.out.contains("bitmask-mrv") && fast.out.contains("singles-propagation")
        && !fast.out.contains("backtracking"), fast.out);
    Run named = verify("--every", "19", "--solvers", "backtracking", data("sudoku9/easy50.txt"));
    assertEquals(0, named.code, named.err);
    assertTrue(named.out.contains("backtracking"), named.out);
  }

  @Test
  void usageErrors() {
    Run every = verify("--every", "0", "x");
    assertEquals(Verify.USAGE, every.code);
    assertTrue(every.err.contains("--every must be at least 1, not 0"), every.err);
    assertEquals(Verify.USAGE, verify("--limit", "0", "x").code);
    assertEquals(Verify.USAGE, verify("--solvers", "nope", "x").code);
    assertEquals(Verify.USAGE, verify().code);
    assertEquals(Verify.INVALID_INPUT, verify("no/such/file").code);
  }

  @Test
  void anInputWithNoPuzzlesIsNotASuccess() throws Exception {
    Path comments = Files.writeString(tmp.resolve("comments.txt"), "# nothing here\n\n");
    for (String file : new String[] {"/dev/null", comments.toString()}) {
      Run r = verify(file);
      assertEquals(Verify.INVALID_INPUT, r.code, r.out + r.err);
      assertTrue(r.err.contains(file + ": no puzzles in the input"), r.err);
      assertTrue(r.out.contains("0 puzzles, 0 mismatches"), r.out);
    }
  }
}
