package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A partial answer never looks final: marked in every output format and in the exit
 * code (5). The oracles: the 6x10 pentomino box has 9,356 solutions (Knuth's 2,339 times the 4
 * symmetries), 8-queens 92.
 */
class PartialAnswersTest {
  private static final String PENTOMINO = Cli.data("exact-cover/pentomino-6x10.dlx");

  @TempDir Path tmp;

  @Test
  void aCountStoppedByTheTimeLimitIsMarked() {
    Cli text = Cli.run("dlx", "--count", "--time-limit", "0.1", PENTOMINO);
    assertEquals(ExitCode.PARTIAL.code(), text.code, text.toString());
    assertTrue(text.out.strip().matches("[0-9]+ limit"), text.out);
    assertTrue(Long.parseLong(text.out.strip().split(" ")[0]) < 9356, text.out);
    Cli json = Cli.run("dlx", "--count", "--time-limit", "0.1", "--format", "json", PENTOMINO);
    assertEquals(ExitCode.PARTIAL.code(), json.code, json.toString());
    assertTrue(json.out.contains("\"status\":\"time_limit\""), json.out);
    assertTrue(json.out.contains("\"complete\":false"), json.out);
  }

  @Test
  void aCompleteCountIsNotMarked() {
    Cli r = Cli.run("dlx", "--count", "--format", "json", Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(0, r.code, r.toString());
    assertTrue(r.out.contains("\"solutions\":92") && r.out.contains("\"complete\":true"), r.out);
    Cli limit = Cli.run("dlx", "--limit", "1", Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(0, limit.code, "a listing of the --limit asked for is not partial: " + limit);
  }

  /**
   * A count that {@code --limit} stopped is a lower bound, said so in text and JSON, with exit
   * code 5, in every command that counts: never a bare number that reads as exhaustive.
   */
  @Test
  void aCountStoppedByItsLimitIsALowerBoundEverywhere() {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    for (String[] args : new String[][] {{"dlx", "--count", "--limit", "5", queens}}) {
      Cli r = Cli.run(args);
      assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
      assertEquals("5 limit", r.out.strip());
      assertTrue(r.err.contains("stopped by --limit 5") && !r.err.contains("SOLUTION_LIMIT"),
          r.err);
    }
    Cli ec = Cli.exactcover("count", "--limit", "5", queens);
    assertEquals(ExitCode.PARTIAL.code(), ec.code, ec.toString());
    assertEquals("5 limit", ec.out.strip());
    Cli json = Cli.exactcover("count", "--limit", "5", "--format", "json", queens);
    assertEquals(ExitCode.PARTIAL.code(), json.code, json.toString());
    assertTrue(json.out.contains("\"solutions_at_least\":5,") && json.out.contains("\"complete\":false")
        && json.out.contains("\"status\":\"solution_limit\""), json.out);
    Cli exact = Cli.exactcover("count", "--limit", "92", "--format", "json", queens);
    assertTrue(exact.out.contains("\"complete\":false"),
        "92 found, but whether there are more is not known: " + exact.out);
    Cli sudoku = Cli.run("count", "--limit", "5", "--format", "line",
        Cli.data("sudoku9/serg-multi.txt"));
    assertEquals(ExitCode.PARTIAL.code(), sudoku.code, sudoku.toString());
    assertTrue(sudoku.out.lines().anyMatch(l -> l.equals("5 limit")), sudoku.out);
    Cli sudokuJson = Cli.run("count", "--limit", "5", "--format", "json",
        Cli.data("sudoku9/serg-multi.txt"));
    assertTrue(sudokuJson.out.lines().filter(l -> l.contains("\"status\":\"limit\""))
        .allMatch(l -> l.contains("\"solutions_at_least\":5,") && !l.contains("\"solutions\":")),
        sudokuJson.out);
    assertTrue(sudokuJson.out.contains("\"solutions_at_least\":5,"), sudokuJson.out);
  }

  /**
   * check searches for two solutions: a puzzle with more (serg-multi's first has 872) is
   * "multiple", its count a lower bound named as one, never "count":2.
   */
  @Test
  void checkNamesItsTruncatedCountALowerBound() {
    Cli r = Cli.run("check", "--format", "json", Cli.data("sudoku9/serg-multi.txt"));
    String first = r.out.lines().findFirst().orElseThrow();
    assertTrue(first.contains("\"status\":\"multiple\"") && first.contains("\"solutions_at_least\":2")
        && !first.contains("\"solutions\":"), first);
    Cli csv = Cli.run("check", "--format", "csv", Cli.data("sudoku9/serg-multi.txt"));
    assertTrue(csv.out.lines().skip(1).allMatch(l -> l.contains(",multiple,2+,")), csv.out);
  }

  @Test
  void aJobCountStoppedShortPrintsWhatFinishedMarked() {
    String job = tmp.resolve("p.job").toString();
    Cli r = Cli.run("dlx", "--count", "--job", job, "--time-limit", "0.2", PENTOMINO);
    assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
    assertTrue(r.out.strip().matches("[0-9]+ limit"), r.out);
    assertTrue(r.err.contains("To resume: ./sudoku dlx --count --job " + job), r.err);
  }

  @Test
  void solveWhereEveryPuzzleHitTheTimeLimitIsNotAllSolved() {
    Cli r = Cli.run("solve", "--time-limit", "1e-10", Cli.data("sudoku9/hardest.txt"));
    assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
    assertFalse(r.lines().isEmpty());
    assertTrue(r.lines().stream().allMatch(l -> l.endsWith("limit")), r.out);
    assertFalse(r.err.contains("Exception"), r.err);
    Cli json = Cli.run("solve", "--format", "json", "--time-limit", "1e-10",
        Cli.data("sudoku9/hardest.txt"));
    assertTrue(json.lines().stream().allMatch(l -> l.contains("\"status\":\"limit\"")), json.out);
  }

  @Test
  void aSplitTooLargeToHoldIsAUsageError() {
    Cli r = Cli.run("dlx", "--count", "--split", "2000000000", "--time-limit", "1", PENTOMINO);
    assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
    assertTrue(r.err.contains("--split is at most 10000000"), r.err);
  }

  @Test
  void aTamperedJobFileIsRefusedWithItsLine() throws Exception {
    Path job = tmp.resolve("q8.job");
    String queens = Cli.data("exact-cover/queens-8.dlx");
    Cli first = Cli.run("dlx", "--count", "--job", job.toString(), "--split", "20", queens);
    assertEquals("92", first.out.strip(), first.toString());
    List<String> lines = Files.readAllLines(job);
    int at = -1;
    for (int i = 0; i < lines.size() && at < 0; i++) {
      String[] f = lines.get(i).split(" ");
      if (f[0].equals("done") && !f[2].equals("0")) {
        at = i;
        lines.set(i, lines.get(i).replaceFirst(" " + f[2] + " ", " " + (Long.parseLong(f[2]) + 1)
            + " "));
      }
    }
    Files.write(job, lines);
    Cli again = Cli.run("dlx", "--count", "--job", job.toString(), queens);
    assertEquals(ExitCode.INVALID_INPUT.code(), again.code, again.toString());
    assertEquals("", again.out);
    java.util.regex.Matcher m = java.util.regex.Pattern
        .compile("line (\\d+): MAC mismatch: the batch of counts \\(lines (\\d+) to (\\d+)\\)")
        .matcher(again.err);
    assertTrue(m.find(), again.err); // the batch that holds the edited line is named
    assertTrue(Integer.parseInt(m.group(2)) <= at + 1 && at + 1 <= Integer.parseInt(m.group(3)),
        again.err);
    assertEquals("batch", lines.get(Integer.parseInt(m.group(1)) - 1).split(" ")[0], again.err);
    assertFalse(again.err.contains("Exception"), again.err);
  }
}
