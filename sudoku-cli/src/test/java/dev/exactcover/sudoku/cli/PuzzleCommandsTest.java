package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** solve, count, check and validate through picocli, checked against the datasets. */
class PuzzleCommandsTest {
  @TempDir Path tmp;

  static List<String> content(String relative) throws IOException {
    return Files.readAllLines(Cli.datasets().resolve(relative), StandardCharsets.UTF_8).stream()
        .map(String::strip).filter(s -> !s.isEmpty() && !s.startsWith("#"))
        .collect(Collectors.toList());
  }

  static String field(String json, String key) {
    Matcher m = Pattern.compile("\"" + key + "\":(\"((?:[^\"\\\\]|\\\\.)*)\"|[-0-9.]+)")
        .matcher(json);
    if (!m.find()) {
      return null;
    }
    return m.group(2) != null ? m.group(2) : m.group(1);
  }

  @Test
  void solveLineFormatGivesThePublishedSolutions() throws IOException {
    Cli r = Cli.run("solve", "--format", "line", Cli.data("sudoku9/top95.txt"));
    assertEquals(0, r.code, r.toString());
    assertEquals(content("sudoku9/top95.solutions"), r.lines());
    assertEquals("", r.err);
  }

  @Test
  void threadsDefaultToTheCoresForFilesOnlyAndKeepTheOrder() throws IOException {
    int cores = Runtime.getRuntime().availableProcessors();
    assertEquals(cores, PuzzleCommand.defaultThreads(List.of("a.txt", "b.txt")));
    assertEquals(1, PuzzleCommand.defaultThreads(List.of()));
    assertEquals(1, PuzzleCommand.defaultThreads(List.of("a.txt", "-")));
    // top1465 on the default threads and on one: the same lines, in the same order.
    Cli many = Cli.run("solve", "--format", "line", Cli.data("sudoku9/top1465.txt"));
    Cli one = Cli.run("solve", "--format", "line", "--threads", "1",
        Cli.data("sudoku9/top1465.txt"));
    assertEquals(0, many.code, many.toString());
    assertEquals(1465, many.lines().size());
    assertEquals(one.lines(), many.lines());
  }

  @Test
  void statsRatesKeepTheirLeadingDigits() {
    assertEquals("0.021", PuzzleCommand.rate(0.0213)); // one 25x25 proof in 47 s, not "0"
    assertEquals("7.0", PuzzleCommand.rate(7.04));
    assertEquals("1234", PuzzleCommand.rate(1234.4));
  }

  @Test
  void solveJsonOnKnownCounts() throws IOException {
    Cli r = Cli.run("solve", "--format", "json", "--threads", "2",
        Cli.data("sudoku9/known-counts.txt"));
    assertEquals(ExitCode.NO_SOLUTION.code(), r.code, "some puzzles have no solution");
    List<String> known = content("sudoku9/known-counts.txt");
    assertEquals(known.size(), r.lines().size());
    for (int i = 0; i < known.size(); i++) {
      String[] f = known.get(i).split(":");
      String json = r.lines().get(i);
      long count = Long.parseLong(f[1]);
      assertEquals(String.valueOf(i + 1), field(json, "line"));
      assertEquals(count == 0 ? "none" : count == 1 ? "unique" : "multiple",
          field(json, "status"), json);
      assertEquals(f[0], field(json, "puzzle"));
      if (f.length > 2 && count == 1) {
        assertEquals(f[2], field(json, "solution"));
      }
      assertEquals(count == 0, field(json, "solution") == null);
      assertTrue(Long.parseLong(field(json, "nodes")) > 0);
    }
  }

  @Test
  void checkAndCountAgreeWithSergMultiCounts() throws IOException {
    List<String> counts = content("sudoku9/serg-multi.counts").subList(0, 300);
    Path file = tmp.resolve("multi.txt");
    Files.write(file, counts.stream().map(s -> s.substring(0, 81)).toList());
    Cli count = Cli.run("count", "--threads", "2", "--format", "line", file.toString());
    assertEquals(0, count.code, count.toString());
    assertEquals(counts.stream().map(s -> s.substring(82)).toList(), count.lines());
    Cli check = Cli.run("check", "--format", "line", file.toString());
    assertEquals(0, check.code);
    assertTrue(check.lines().stream().allMatch("multiple"::equals));
    Cli limited = Cli.run("count", "--limit", "2", "--format", "json", file.toString());
    assertTrue(limited.lines().stream().allMatch(l -> field(l, "status").equals("limit")
        && field(l, "solutions_at_least").equals("2")), limited.out);
    Cli limitedLine = Cli.run("count", "--limit", "2", "--format", "line", file.toString());
    assertEquals("2 limit", limitedLine.lines().get(0));
  }

  @Test
  void everyInputLineGetsOneResultInOrderErrorsIncluded() throws IOException {
    List<String> puzzles = content("sudoku9/top95.txt").subList(0, 40);
    List<String> input = new ArrayList<>(puzzles);
    input.set(3, "garbage");
    input.set(7, puzzles.get(7).substring(1));
    input.set(11, "55" + puzzles.get(11).substring(2));
    input.set(20, puzzles.get(20).replace('.', 'x'));
    Path file = tmp.resolve("mixed.txt");
    Files.write(file, input);
    for (String threads : List.of("1", "2")) {
      Cli r = Cli.run("check", "--threads", threads, "--format", "json", file.toString());
      assertEquals(ExitCode.INVALID_INPUT.code(), r.code);
      assertEquals(40, r.lines().size());
      for (int i = 0; i < 40; i++) {
        String json = r.lines().get(i);
        assertEquals(String.valueOf(i + 1), field(json, "line"), json);
        boolean bad = i == 3 || i == 7 || i == 11 || i == 20;
        assertEquals(bad ? "invalid" : "unique", field(json, "status"), json);
        assertEquals(bad, field(json, "error") != null);
        if (bad) {
          assertTrue(field(json, "error").startsWith((i + 1) + ":"), json);
        }
      }
      Cli line = Cli.run("solve", "--threads", threads, "--format", "line", file.toString());
      assertEquals(40, line.lines().size());
      assertEquals("invalid", line.lines().get(11));
      assertTrue(line.err.contains(file + ":12: 5 appears twice in row 1: r1c1 and r1c2"),
          line.err);
      assertTrue(line.err.contains(file + ":21:" + (puzzles.get(20).indexOf('.') + 1)
          + ": unknown symbol 'x'"), line.err);
      assertTrue(line.err.contains(file + ":4: 7 cells is neither"), line.err);
      assertFalse(line.err.contains("Exception"), line.err);
    }
  }

  @Test
  void validateNamesTheConflicts() {
    String p = "5....5...." + ".".repeat(71);
    Cli r = Cli.runWithStdin(p + "\n" + ".".repeat(81) + "\n", "validate", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code);
    assertEquals(List.of("invalid", "valid"), r.lines());
    assertEquals("sudoku validate: <stdin>:1: 5 appears twice in row 1: r1c1 and r1c6\n", r.err);
    Cli x = Cli.runWithStdin("1.........1" + ".".repeat(70) + "\n", "validate", "--x",
        "--format", "line");
    assertTrue(x.err.contains("1 appears twice in diagonal 1: r1c1 and r2c2"), x.err);
  }

  @Test
  void csvAndGridFormats() throws IOException {
    Cli csv = Cli.run("check", "--format", "csv", Cli.data("sudoku9/hardest.txt"));
    assertEquals("file,line,puzzle,solution,status,count,clues,nodes,error,rules,regions",
        csv.lines().get(0));
    assertEquals(12, csv.lines().size());
    String[] row = csv.lines().get(1).split(",", -1);
    assertEquals(content("sudoku9/hardest.txt").get(0).substring(0, 81), row[2]);
    assertEquals("unique", row[4]);
    assertEquals("1", row[5]);
    Cli grid = Cli.run("solve", "--format", "grid", Cli.data("sudoku9/hardest.txt"));
    assertTrue(grid.out.startsWith("# " + Cli.data("sudoku9/hardest.txt") + " line 1: unique"),
        grid.out);
    assertTrue(grid.out.contains("+-------+-------+-------+\n| "), grid.out);
  }

  @Test
  void sixteenBySixteenAndEulerGrids() throws IOException {
    Cli r = Cli.run("solve", "--threads", "2", "--format", "line",
        Cli.data("sudoku16/gecode-55.txt"));
    assertEquals(0, r.code, r.err);
    assertEquals(content("sudoku16/gecode-55.solutions"), r.lines());
    Cli euler = Cli.run("check", "--format", "json", Cli.data("sudoku9/euler96-grids.txt"));
    assertEquals(50, euler.lines().size());
    assertEquals("11", field(euler.lines().get(1), "line"), "a grid starts at its label");
    assertTrue(euler.lines().stream().allMatch(l -> field(l, "status").equals("unique")));
  }

  @Test
  void jigsawFromARegionsFile() throws IOException {
    Path map = tmp.resolve("jigsaw.txt");
    Files.writeString(map, "AAAABBCCC\nAAABBBCCC\nAABBBBCCC\nDDDEEEFFF\nDDDDEEFFF\nDDEEEEFFF\n"
        + "GGGHHHIII\nGGGHHHIII\nGGGHHHIII\n");
    Cli r = Cli.runWithStdin(".".repeat(81) + "\n", "count", "--limit", "3", "--regions",
        map.toString(), "--format", "line");
    assertEquals("3 limit", r.out.strip(), r.toString());
    Cli bad = Cli.run("check", "--regions", tmp.resolve("none.txt").toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), bad.code);
    assertTrue(bad.err.contains("no such file"));
  }

  @Test
  void usageErrorsAndMissingFiles() {
    for (String[] args : List.of(new String[] {"solve", "--threads", "0"},
        new String[] {"count", "--limit", "0"}, new String[] {"check", "--size", "7"},
        new String[] {"check", "--size", "nine"}, new String[] {"solve", "--format", "xml"},
        new String[] {"solve", "--bogus"},
        new String[] {"solve", "--time-limit", "-1"}, new String[] {"nosuchcommand"},
        new String[] {"solve", "--threads", "two"}, new String[0])) {
      Cli r = Cli.run(args);
      assertEquals(ExitCode.USAGE.code(), r.code, String.join(" ", args) + "\n" + r);
      assertFalse(r.err.contains("Exception"), r.err);
      assertFalse(r.err.isBlank());
    }
    Cli missing = Cli.run("solve", "no/such/file.txt", Cli.data("sudoku9/hardest.txt"));
    assertEquals(ExitCode.INVALID_INPUT.code(), missing.code);
    assertEquals("sudoku solve: no/such/file.txt: no such file (to give a puzzle itself, pipe "
        + "it: echo PUZZLE | ./sudoku solve)\n", missing.err);
    assertEquals(11, missing.lines().size(), "the other file is still solved");
  }

  @Test
  void helpShowsExamples() {
    Cli r = Cli.run("solve", "--help");
    assertEquals(0, r.code);
    assertTrue(r.out.contains("Examples:") && r.out.contains("--format"), r.out);
    Cli top = Cli.run("--help");
    assertTrue(top.out.contains("solve") && top.out.contains("dlx") && top.out.contains("check"));
  }
}
