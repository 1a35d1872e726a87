package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generic engine from the command line. */
class DlxCommandTest {
  @TempDir Path tmp;

  @Test
  void countsAndJson() {
    Cli r = Cli.run("dlx", "--count", Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(0, r.code);
    assertEquals("92", r.out.strip());
    Cli j = Cli.run("dlx", "--count", "--format", "json", "--threads", "2",
        Cli.data("exact-cover/pentomino-3x20.dlx"));
    assertEquals("8", PuzzleCommandsTest.field(j.out, "solutions"), j.out);
    assertEquals("exhausted", PuzzleCommandsTest.field(j.out, "status"));
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(j.out, "nodes")) > 0);
  }

  @Test
  void printsSolutionsFromStdin() {
    Cli r = Cli.runWithStdin("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n", "dlx");
    assertEquals(0, r.code);
    assertEquals("1:\na d f\nb g\nc e\n", r.out.replace("\r", ""));
  }

  @Test
  void errors() throws Exception {
    Path bad = tmp.resolve("bad.dlx");
    Files.writeString(bad, "a b\na c\n");
    Cli r = Cli.run("dlx", "--count", bad.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code);
    assertTrue(r.err.contains("bad.dlx:2:3: unknown item 'c'"), r.err);
    assertFalse(r.err.contains("Exception"));
    assertEquals(ExitCode.INVALID_INPUT.code(), Cli.run("dlx", tmp.resolve("none.dlx").toString()).code);
    assertEquals(ExitCode.USAGE.code(), Cli.run("dlx", "--threads", "0", "--count", bad.toString()).code);
    assertEquals(ExitCode.USAGE.code(), Cli.run("dlx", "--threads", "2", "--seed", "1", bad.toString()).code);
  }

  @Test
  void aDlxFileThatIsNotUtf8IsNamedByLineAndColumn() throws Exception {
    Path bad = tmp.resolve("bad.dlx");
    Files.write(bad, new byte[] {'A', ' ', 'B', '\n', 'A', '\n', 'B', ' ', (byte) 0xFF, '\n'});
    Cli r = Cli.run("dlx", "--count", bad.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertTrue(r.err.contains("3:3: byte 0xFF is not UTF-8 text"), r.err);
    assertEquals("", r.out);
  }

  @Test
  void aHugeSplitKeepsToTheTimeLimit() {
    long start = System.nanoTime();
    Cli r = Cli.run("dlx", "--count", "--split", "5000000", "--time-limit", "1",
        Cli.data("exact-cover/pentomino-6x10.dlx"));
    double seconds = (System.nanoTime() - start) / 1e9;
    assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
    assertTrue(r.err.contains("ran out while splitting"), r.err);
    assertEquals("0 limit", r.out.strip(), "a lower bound, marked as one");
    assertTrue(seconds < 10, "took " + seconds + " s");
  }

  /**
   * The clock is read by elapsed time, not every so many nodes: under blocking a node of the
   * 4x15 pentomino box costs milliseconds, and a one-second limit stops the search long before
   * the 4,096 nodes between looks at the clock that a fixed count would wait for.
   */
  @Test
  void aTimeLimitHoldsWhenNodesAreSlow() {
    Cli r = Cli.run("dlx", "--count", "--reduce", "blocking", "--time-limit", "1", "--format",
        "json", Cli.data("exact-cover/pentomino-4x15.dlx"));
    assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
    assertEquals("time_limit", PuzzleCommandsTest.field(r.out, "status"), r.out);
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(r.out, "nodes")) < 4096, r.out);
  }

  /** The reductions and the weights change the tree, never the count. */
  @Test
  void reductionsKeepTheCounts() {
    for (String file : new String[] {"queens-8.dlx", "filomino-8x8.dlx", "pentomino-3x20.dlx"}) {
      String plain = Cli.run("dlx", "--count", Cli.data("exact-cover/" + file)).out.strip();
      for (String[] extra : new String[][] {{"--reduce", "subsumption"},
          {"--reduce", "subsumption,blocking"}, {"--reduce", "probing", "--weighted"}}) {
        if (file.startsWith("pentomino") && extra.length > 2) {
          continue; // long under probing; the engine's tests cover it
        }
        String[] args = new String[extra.length + 3];
        args[0] = "dlx";
        args[1] = "--count";
        System.arraycopy(extra, 0, args, 2, extra.length);
        args[args.length - 1] = Cli.data("exact-cover/" + file);
        Cli r = Cli.run(args);
        assertEquals(0, r.code, r.toString());
        assertEquals(plain, r.out.strip(), file + " " + String.join(" ", extra));
      }
    }
    Cli stats = Cli.run("dlx", "--count", "--stats", "--reduce", "subsumption",
        Cli.data("exact-cover/queens-8.dlx"));
    assertEquals("92", stats.out.strip());
    assertTrue(stats.err.contains("options removed by subsumption"), stats.err);
    Cli json = Cli.run("dlx", "--count", "--format", "json", "--reduce", "subsumption",
        Cli.data("exact-cover/queens-8.dlx"));
    assertEquals("92", PuzzleCommandsTest.field(json.out, "solutions"), json.out);
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(json.out, "removed_by_subsumption")) > 0,
        json.out);
    assertTrue(Cli.run("dlx", "--help").out.contains("--reduce"));
  }

  /**
   * Clause learning finds the same solutions (the one filomino solution printed as the tree
   * search prints it), reports decisions and conflicts (in JSON too), leaves .dlx3 files to
   * Algorithm M, and refuses what has no meaning without a tree.
   */
  @Test
  void learningKeepsTheCounts() {
    // (pentomino-3x20 takes about 10 s under learning against milliseconds in the tree: README)
    for (String file : new String[] {"queens-8.dlx", "filomino-8x8.dlx", "redrect-4-4.dlx3"}) {
      String plain = Cli.run("dlx", "--count", Cli.data("exact-cover/" + file)).out.strip();
      Cli r = Cli.run("dlx", "--count", "--stats", "--learn", Cli.data("exact-cover/" + file));
      assertEquals(0, r.code, r.toString());
      assertEquals(plain, r.out.strip(), file);
      if (!file.endsWith(".dlx3")) {
        assertTrue(r.err.contains(" decisions, ") && r.err.contains(" conflicts, "), r.err);
      }
    }
    Cli json = Cli.run("dlx", "--count", "--format", "json", "--learn",
        Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(0, json.code, json.toString());
    assertTrue(json.out.contains("\"solutions\":92") && json.out.contains("\"decisions\":")
        && json.out.contains("\"conflicts\":") && json.out.contains("\"complete\":true"),
        json.out);
    assertFalse(Cli.run("dlx", "--count", "--format", "json", Cli.data("exact-cover/queens-8.dlx"))
        .out.contains("\"decisions\""), "a tree search has nodes, not decisions");
    String filomino = Cli.data("exact-cover/filomino-8x8.dlx");
    assertEquals(Cli.run("dlx", filomino).out.lines().sorted().toList(),
        Cli.run("dlx", "--learn", filomino).out.lines().sorted().toList(),
        "the same options (in the order they were set)");
    String queens = Cli.data("exact-cover/queens-8.dlx");
    for (String[] args : new String[][] {
        {"dlx", "--count", "--learn", "--threads", "2", queens},
        {"dlx", "--count", "--learn", "--weighted", queens},
        {"dlx", "--count", "--learn", "--random", "3", queens}}) {
      Cli r = Cli.run(args);
      assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
      assertTrue(r.err.contains("--learn"), r.err);
      assertFalse(r.err.contains("Exception") || r.err.contains("dev.exactcover"), r.err);
    }
  }

  /** The reductions need one search; a bad rule is named in plain words. */
  @Test
  void reductionUsageErrors() {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    for (String[] args : new String[][] {
        {"dlx", "--count", "--reduce", "subsumption", "--threads", "2", queens},
        {"dlx", "--count", "--weighted", "--split", "100", queens},
        {"dlx", "--count", "--reduce", "magic", queens}}) {
      Cli r = Cli.run(args);
      assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
      assertTrue(r.err.contains("--reduce") || r.err.contains("--weighted"), r.err);
      assertFalse(r.err.contains("Exception") || r.err.contains("dev.exactcover"), r.err);
    }
  }
}
