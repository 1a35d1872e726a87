package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static dev.exactcover.sudoku.cli.PuzzleCommandsTest.field;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sudoku count --split K}, {@code --shard I/N} and {@code --job FILE}. */
@Tag("full") // every split size on several puzzles
class CountSplitCommandTest {
  /** A sparse 6x6 puzzle: 940,032 solutions, about half a second on one thread. */
  static final String SIX = "12" + ".".repeat(34);

  @TempDir Path tmp;

  /** serg-multi's first puzzles, a malformed line, a conflict, and two 6x6 puzzles. */
  private Path mixed(int serg) throws IOException {
    List<String> lines = new ArrayList<>(PuzzleCommandsTest.content("sudoku9/serg-multi.counts")
        .subList(0, serg).stream().map(s -> s.substring(0, 81)).toList());
    lines.add(3, "12345"); // malformed
    lines.add(5, "55" + ".".repeat(79)); // conflicting givens
    lines.add("1......2......3......4" + ".".repeat(14));
    lines.add("123" + ".".repeat(33));
    Path file = tmp.resolve("mixed.txt");
    Files.write(file, lines);
    return file;
  }

  @Test
  void splitCountsAsThePlainCount() throws IOException {
    String file = mixed(40).toString();
    Cli plain = Cli.run("count", "--format", "line", file);
    Cli split = Cli.run("count", "--format", "line", "--split", "100", "--threads", "2", file);
    assertEquals(ExitCode.INVALID_INPUT.code(), plain.code, plain.toString());
    assertEquals(plain.code, split.code, split.toString());
    assertEquals(44, plain.lines().size());
    assertEquals(plain.out, split.out);
    assertEquals(plain.err, split.err, "the same messages for the malformed and invalid lines");
    List<String> counts = PuzzleCommandsTest.content("sudoku9/serg-multi.counts");
    assertEquals(counts.get(0).substring(82), split.lines().get(0));
    assertEquals(List.of("invalid", "invalid"), List.of(split.lines().get(3),
        split.lines().get(5)));

    for (String format : new String[] {"json", "csv"}) {
      Cli a = Cli.run("count", "--format", format, file);
      Cli b = Cli.run("count", "--format", format, "--split", "7", "--threads", "2", file);
      assertEquals(withoutNodes(a.out), withoutNodes(b.out), format);
      assertTrue(b.out.contains("multiple"), b.out);
    }
  }

  /** Node counts differ (each subproblem replays its branches); everything else must not. */
  private static String withoutNodes(String out) {
    return out.replaceAll("\"nodes\":[0-9]+", "\"nodes\":N")
        .replaceAll("(?m),([0-9]+),([0-9]+),(\"?[^,\\n]*\"?),([^,\\n]*),([^,\\n]*)$",
            ",$1,N,$3,$4,$5"); // count, clues, nodes, error, rules, regions
  }

  @Test
  void shardsAddUpToTheCount() throws IOException {
    String file = mixed(20).toString();
    Cli plain = Cli.run("count", "--format", "line", file);
    List<String> want = plain.lines();
    long[] sum = new long[want.size()];
    long[] pieces = new long[want.size()];
    for (int i = 0; i < 3; i++) {
      Cli line = Cli.run("count", "--format", "line", "--shard", i + "/3", "--split", "50",
          "--threads", String.valueOf(1 + i % 2), file);
      Cli json = Cli.run("count", "--format", "json", "--shard", i + "/3", "--split", "50",
          file);
      assertEquals(ExitCode.INVALID_INPUT.code(), line.code, line.toString());
      assertEquals(want.size(), line.lines().size(), line.out);
      for (int k = 0; k < want.size(); k++) {
        String j = json.lines().get(k);
        if (want.get(k).equals("invalid")) {
          assertEquals("invalid", line.lines().get(k));
          continue;
        }
        sum[k] += Long.parseLong(line.lines().get(k));
        assertEquals(line.lines().get(k), field(j, "solutions"), j);
        assertEquals("shard", field(j, "status"), j);
        assertEquals(String.valueOf(i), field(j, "shard"), j);
        assertEquals("3", field(j, "of"), j);
        if (k >= want.size() - 2) { // the 6x6 puzzles' trees are big enough for the split
          assertTrue(Long.parseLong(field(j, "split")) >= 50, j);
        }
        pieces[k] += Long.parseLong(field(j, "subproblems"));
        if (i == 2) {
          assertEquals(field(j, "split"), String.valueOf(pieces[k]), "every subproblem once");
        }
      }
    }
    for (int k = 0; k < want.size(); k++) {
      if (!want.get(k).equals("invalid")) {
        assertEquals(want.get(k), String.valueOf(sum[k]), "line " + (k + 1));
      }
    }
    Cli one = Cli.run("count", "--format", "line", "--shard", "0/1", file);
    assertEquals(want, one.lines(), "one shard of one is the whole count");
  }

  @Test
  void aJobStopsAndResumesToTheExactCount() throws IOException {
    Path puzzle = tmp.resolve("six.txt");
    Files.writeString(puzzle, SIX + "\n");
    Cli oracle = Cli.run("count", "--format", "line", puzzle.toString());
    assertEquals("940032", oracle.out.strip(), oracle.toString());
    String job = tmp.resolve("six.job").toString();

    Cli first = Cli.run("count", "--format", "line", "--job", job, "--threads", "2",
        "--time-limit", "0.02", puzzle.toString());
    assertEquals(ExitCode.PARTIAL.code(), first.code, first.toString());
    Matcher created = Pattern.compile("job .*six.job: created, ([0-9]+) subproblems")
        .matcher(first.err);
    assertTrue(created.find(), first.err);
    int total = Integer.parseInt(created.group(1));
    assertTrue(total >= 1000, "the default split is 1000: " + total);
    assertTrue(first.err.contains(": stopped by --time-limit; "), first.err);
    assertTrue(first.err.contains("To resume: ./sudoku count "), first.err); // the command again
    assertTrue(first.out.strip().endsWith(" limit"), first.out);
    long partial = Long.parseLong(first.out.strip().split(" ")[0]);
    assertTrue(partial < 940032, first.out);

    Cli again = Cli.run("count", "--format", "json", "--job", job, "--threads", "2",
        puzzle.toString());
    assertEquals(0, again.code, again.toString());
    Matcher resumed = Pattern.compile("resuming, ([0-9]+) of " + total + " subproblems done")
        .matcher(again.err);
    assertTrue(resumed.find(), again.err);
    assertTrue(Integer.parseInt(resumed.group(1)) < total, again.err);
    assertEquals("940032", field(again.out, "solutions"), again.out);
    assertEquals("multiple", field(again.out, "status"));
    assertEquals(String.valueOf(total), field(again.out, "finished"));
    assertEquals(String.valueOf(total), field(again.out, "subproblems"));

    // Done: a third run only reads the file.
    Cli done = Cli.run("count", "--format", "line", "--job", job, puzzle.toString());
    assertEquals("940032", done.out.strip(), done.toString());
    assertTrue(done.err.contains("resuming, " + total + " of " + total), done.err);

    // Another puzzle on the same job file is refused, on its line.
    Path other = tmp.resolve("other.txt");
    Files.writeString(other, "123" + ".".repeat(33) + "\n");
    Cli refused = Cli.run("count", "--format", "line", "--job", job, other.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), refused.code, refused.toString());
    assertEquals("invalid", refused.out.strip());
    assertTrue(refused.err.contains("another problem"), refused.err);
    assertFalse(refused.err.contains("Exception"), refused.err);
  }

  @Test
  void aJobCountsOnePuzzle() throws IOException {
    Path two = tmp.resolve("two.txt");
    Files.writeString(two, "123" + ".".repeat(33) + "\n\n1......2......3......4"
        + ".".repeat(14) + "\n");
    Cli plain = Cli.run("count", "--format", "line", two.toString());
    Path job = tmp.resolve("two.job");
    Cli r = Cli.run("count", "--format", "line", "--job", job.toString(), "--split", "30",
        two.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertEquals(List.of(plain.lines().get(0), "invalid"), r.lines());
    assertTrue(r.err.contains(":3: --job counts one puzzle"), r.err);
    assertTrue(r.err.contains("created, "), r.err);
    assertTrue(Files.exists(job));
  }

  @Test
  void aTimeLimitIsForTheWholeSplitCount() throws IOException {
    Path puzzle = tmp.resolve("six.txt");
    Files.writeString(puzzle, SIX + "\n");
    Cli r = Cli.run("count", "--format", "json", "--split", "1000", "--time-limit", "0.02",
        puzzle.toString());
    assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
    assertEquals("limit", field(r.out, "status"), r.out);
    assertTrue(Long.parseLong(field(r.out, "solutions_at_least")) < 940032, r.out);
  }

  @Test
  void usageErrors() {
    String job = tmp.resolve("u.job").toString();
    String puzzles = Cli.data("sudoku9/top95.txt");
    String[][] bad = {
        {"--split", "0"}, {"--split", "100", "--limit", "5"}, {"--shard", "0/2", "--limit", "5"},
        {"--job", job, "--limit", "1"}, {"--shard", "0/2", "--job", job}, {"--shard", "3/3"},
        {"--shard", "x"}, {"--shard", "1/0"}, {"--shard", "-1/3"}, {"--shard", "1/99999999999"},
        {"--split", "10", "--threads", "0"}};
    String[] named = {"--split", "--limit", "--limit", "--limit", "--shard", "--shard",
        "--shard", "--shard", "--shard", "--shard", "--threads"};
    for (int i = 0; i < bad.length; i++) {
      List<String> all = new ArrayList<>(List.of("count"));
      all.addAll(List.of(bad[i]));
      all.add(puzzles);
      Cli r = Cli.run(all.toArray(String[]::new));
      assertEquals(ExitCode.USAGE.code(), r.code, String.join(" ", bad[i]) + "\n" + r);
      assertTrue(r.err.contains(named[i]), String.join(" ", bad[i]) + "\n" + r.err);
      assertFalse(r.err.contains("Exception"), r.err);
      assertEquals("", r.out);
    }
    assertFalse(Files.exists(Path.of(job)), "no job file made by a usage error");
  }
}
