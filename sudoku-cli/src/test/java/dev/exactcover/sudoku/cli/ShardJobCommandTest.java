package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sudoku dlx --count --shard I/N} and {@code --job FILE}. */
class ShardJobCommandTest {
  @TempDir Path tmp;

  @Test
  void shardsAddUpToTheCount() {
    String pentomino = Cli.data("exact-cover/pentomino-3x20.dlx");
    long solutions = 0;
    long subproblems = 0;
    for (int i = 0; i < 3; i++) {
      Cli r = Cli.run("dlx", "--count", "--shard", i + "/3", "--split", "60", "--threads",
          String.valueOf(1 + i % 2), pentomino);
      assertEquals(0, r.code, r.toString());
      assertEquals(1, r.lines().size(), r.out);
      assertEquals(String.valueOf(i), PuzzleCommandsTest.field(r.out, "shard"));
      assertEquals("3", PuzzleCommandsTest.field(r.out, "of"));
      assertEquals("exhausted", PuzzleCommandsTest.field(r.out, "status"));
      assertTrue(Long.parseLong(PuzzleCommandsTest.field(r.out, "nodes")) > 0);
      assertTrue(Double.parseDouble(PuzzleCommandsTest.field(r.out, "seconds")) >= 0);
      solutions += Long.parseLong(PuzzleCommandsTest.field(r.out, "solutions"));
      subproblems += Long.parseLong(PuzzleCommandsTest.field(r.out, "subproblems"));
      assertTrue(Long.parseLong(PuzzleCommandsTest.field(r.out, "split")) >= 60);
    }
    assertEquals(8, solutions);
    Cli one = Cli.run("dlx", "--count", "--shard", "0/1", "--split", "60", pentomino);
    assertEquals(String.valueOf(subproblems), PuzzleCommandsTest.field(one.out, "subproblems"));
    assertEquals("8", PuzzleCommandsTest.field(one.out, "solutions"));
  }

  @Test
  void aJobIsCreatedThenResumed() throws Exception {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    Path job = tmp.resolve("queens.job");
    Cli first = Cli.run("dlx", "--count", "--job", job.toString(), "--split", "40",
        "--threads", "2", queens);
    assertEquals(0, first.code, first.toString());
    assertEquals("92", first.out.strip());
    assertTrue(first.err.contains("created"), first.err);

    // A crash while the last batch of counts was written: its last five lines and the batch
    // line that vouches for them are not in the file, so the whole batch is counted again.
    List<String> lines = new ArrayList<>(Files.readAllLines(job));
    int subproblems = (int) lines.stream().filter(l -> l.matches("[0-9]+:.*")).count();
    lines = lines.subList(0, lines.size() - 6);
    int kept = 0;
    for (int i = 0, batch = 0; i < lines.size(); i++) {
      batch += lines.get(i).startsWith("done ") ? 1 : 0;
      if (lines.get(i).startsWith("batch ")) {
        kept += batch;
        batch = 0;
      }
    }
    Files.writeString(job, String.join("\n", lines) + "\ndone 3:");
    Cli again = Cli.run("dlx", "--count", "--job", job.toString(), "--format", "json", queens);
    assertEquals(0, again.code, again.toString());
    assertTrue(again.err.contains("resuming, " + kept + " of " + subproblems), again.err);
    assertEquals("92", PuzzleCommandsTest.field(again.out, "solutions"));
    assertEquals(String.valueOf(subproblems), PuzzleCommandsTest.field(again.out, "finished"));
    assertEquals("exhausted", PuzzleCommandsTest.field(again.out, "status"));

    Cli other = Cli.run("dlx", "--count", "--job", job.toString(),
        Cli.data("exact-cover/pentomino-3x20.dlx"));
    assertEquals(ExitCode.INVALID_INPUT.code(), other.code, other.toString());
    assertTrue(other.err.contains("another problem"), other.err);
    assertFalse(other.err.contains("Exception"), other.err);
  }

  @Test
  void usageErrors() {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    String job = tmp.resolve("q.job").toString();
    String[][] bad = {
        {"--count", "--shard", "3/3"}, {"--count", "--shard", "x"}, {"--count", "--shard", "1/0"},
        {"--count", "--shard", "-1/3"}, {"--count", "--shard", "1/99999999999"},
        {"--shard", "0/2"}, {"--job", job}, {"--count", "--shard", "0/2", "--job", job},
        {"--count", "--shard", "0/2", "--limit", "3"}, {"--count", "--job", job, "--random", "1"},
        {"--count", "--shard", "0/2", "--split", "0"}, {"--split", "10"}};
    for (String[] args : bad) {
      List<String> all = new ArrayList<>(List.of("dlx"));
      all.addAll(List.of(args));
      all.add(queens);
      Cli r = Cli.run(all.toArray(String[]::new));
      assertEquals(ExitCode.USAGE.code(), r.code, String.join(" ", args) + "\n" + r);
      assertFalse(r.err.contains("Exception"), r.err);
      assertFalse(r.err.isBlank(), String.join(" ", args));
    }
    assertFalse(Files.exists(Path.of(job)), "no job file made by a usage error");
  }

  @Test
  void aSplitAloneCountsThePiecesOnTheThreads() {
    Cli r = Cli.run("dlx", "--count", "--split", "10", "--threads", "2",
        Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(ExitCode.OK.code(), r.code, r.toString());
    assertEquals("92", r.out.strip());
  }
}
