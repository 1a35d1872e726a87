package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static dev.exactcover.sudoku.cli.PuzzleCommandsTest.field;
import static dev.exactcover.sudoku.cli.TileCommandTest.example;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tile --count} within limits and in pieces, through the runner {@code count} uses:
 * counts marked as {@code count} marks them, shards that add up, a job that stops and resumes,
 * and the combinations refused at once.
 */
class TileCountingTest {
  @TempDir Path tmp;

  private static final String SCOTT = example("scott.polyomino");
  private static final String THREE = example("pentominoes-3x20.polyomino");

  @Test
  void aLimitedCountIsMarkedAsCountMarksIt() {
    Cli r = Cli.exactcover("tile", "--count", "--limit", "3", SCOTT);
    assertEquals(ExitCode.PARTIAL.code(), r.code, r.toString());
    assertEquals("3 limit", r.out.strip());
    assertTrue(r.err.startsWith("stopped by --limit 3 (there may be more solutions): 3 "
        + "solutions, "), r.err);
    Cli same = Cli.exactcover("count", "--limit", "3", "--format", "json",
        Cli.data("exact-cover/queens-8.dlx"));
    Cli j = Cli.exactcover("tile", "--count", "--limit", "3", "--format", "json", SCOTT);
    assertEquals(same.code, j.code);
    for (String key : List.of("solutions_at_least", "status")) {
      assertEquals(field(same.out, key), field(j.out, key), key + ": " + j.out);
    }
    assertTrue(same.out.contains("\"complete\":false") && j.out.contains("\"complete\":false"),
        j.out);
    Cli d = Cli.exactcover("tile", "--count", "--distinct", "--limit", "10", "--format", "json",
        SCOTT);
    assertEquals(ExitCode.PARTIAL.code(), d.code, d.toString());
    assertEquals("10", field(d.out, "distinct_at_least"), d.out);
    assertEquals("80", field(d.out, "solutions_at_least"), d.out);
    assertTrue(d.out.contains("\"complete\":false"), d.out);
    assertEquals("solution_limit", field(d.out, "status"), d.out);
    Cli t = Cli.exactcover("tile", "--count", "--distinct", "--limit", "10", SCOTT);
    assertEquals("80 limit solutions, 10 limit distinct under 8 symmetries", t.out.strip());
    Cli whole = Cli.exactcover("tile", "--count", "--distinct", "--limit", "1000", THREE);
    assertEquals(0, whole.code, whole.toString());
    assertEquals("8 solutions, 2 distinct under 4 symmetries", whole.out.strip());
  }

  /**
   * {@code --stats} on stderr in the words of {@code count --stats}, after a count and a
   * listing, through the command line; the JSON has {@code count}'s keys whatever the options.
   */
  @Test
  void statsInTheWordsOfCount() {
    Cli c = Cli.exactcover("tile", "--count", "--distinct", "--stats", THREE);
    assertEquals(0, c.code, c.toString());
    assertEquals("8 solutions, 2 distinct under 4 symmetries", c.out.strip());
    assertTrue(c.err.matches("8 solutions, 2 distinct, [0-9,]+ nodes, [0-9,]+ updates, "
        + "[0-9]+\\.[0-9]{3} s\n"), c.err);
    Cli same = Cli.exactcover("count", "--stats", Cli.data("exact-cover/queens-8.dlx"));
    assertTrue(same.err.matches("92 solutions, [0-9,]+ nodes, [0-9,]+ updates, "
        + "[0-9]+\\.[0-9]{3} s\n"), same.err);
    Cli all = Cli.exactcover("tile", "--count", "--stats", "--threads", "2", THREE);
    assertEquals("8", all.out.strip(), all.toString());
    assertTrue(all.err.startsWith("8 solutions, "), all.err);
    Cli l = Cli.exactcover("tile", "--distinct", "--stats", THREE);
    assertEquals(0, l.code, l.toString());
    assertTrue(l.err.matches("2 solutions, [0-9,]+ nodes, [0-9,]+ updates, [0-9]+\\.[0-9]{3} "
        + "s\n"), l.err);
    Cli quiet = Cli.exactcover("tile", "--count", THREE);
    assertEquals("", quiet.err, "no statistics unless asked");
    for (String[] args : new String[][] {{"--count", "--format", "json", THREE},
        {"--count", "--distinct", "--format", "json", THREE},
        {"--count", "--distinct", "--split", "20", "--format", "json", THREE}}) {
      List<String> cmd = new ArrayList<>(List.of("tile"));
      cmd.addAll(List.of(args));
      Cli j = Cli.exactcover(cmd.toArray(new String[0]));
      for (String key : List.of("solutions", "nodes", "updates", "status", "seconds",
          "complete")) {
        assertTrue(j.out.contains("\"" + key + "\":"), key + ": " + j.out);
      }
      assertEquals("8", field(j.out, "solutions"), j.out);
    }
  }

  @Test
  void aTimeLimitMarksACountAndStopsAListing() {
    Cli c = Cli.exactcover("tile", "--count", "--time-limit", "0.000001",
        example("pentominoes-6x10.polyomino"));
    assertEquals(ExitCode.PARTIAL.code(), c.code, c.toString());
    assertTrue(c.out.strip().endsWith(" limit"), c.out);
    assertTrue(c.err.startsWith("stopped by --time-limit"), c.err);
    Cli l = Cli.exactcover("tile", "--time-limit", "0.000001",
        example("pentominoes-6x10.polyomino"));
    assertEquals(ExitCode.PARTIAL.code(), l.code, l.toString());
    assertTrue(l.err.contains("exactcover tile: stopped by --time-limit after"), l.err);
    Cli p = Cli.exactcover("tile", "--count", "--threads", "2", "--time-limit", "100", THREE);
    assertEquals("8", p.out.strip(), p.toString());
  }

  /** The 3x20 box's X lies on the middle row: another piece is kept to one of each orbit. */
  @Test
  void splitAndShardedCountsAreExactAndAddUp() {
    Cli s = Cli.exactcover("tile", "--count", "--distinct", "--split", "50", THREE);
    assertEquals(0, s.code, s.toString());
    assertEquals("8 solutions, 2 distinct under 4 symmetries", s.out.strip());
    assertEquals("8", Cli.exactcover("tile", "--count", "--split", "30", "--threads", "2",
        THREE).out.strip());
    assertShardsAddUp(THREE, 8, 2);
  }

  /** Scott's square: 520 solutions, 65 distinct, in three shards. */
  @Tag("full")
  @Test
  void scottsSquareInShards() {
    assertShardsAddUp(SCOTT, 520, 65);
  }

  private static void assertShardsAddUp(String spec, long total, long classes) {
    long solutions = 0;
    long distinct = 0;
    for (int i = 0; i < 3; i++) {
      Cli r = Cli.exactcover("tile", "--count", "--distinct", "--shard", i + "/3", spec);
      assertEquals(0, r.code, r.toString());
      assertEquals(String.valueOf(i), field(r.out, "shard"), r.out);
      solutions += Long.parseLong(field(r.out, "solutions"));
      distinct += Long.parseLong(field(r.out, "distinct"));
    }
    assertEquals(total, solutions);
    assertEquals(classes, distinct);
  }

  @Test
  void aJobStoppedByItsTimeLimitResumesToTheExactCount() throws Exception {
    Path job = tmp.resolve("three.job");
    Cli first = Cli.exactcover("tile", "--count", "--distinct", "--job", job.toString(),
        "--split", "40", "--time-limit", "0.000001", THREE);
    assertEquals(ExitCode.PARTIAL.code(), first.code, first.toString());
    assertTrue(first.out.strip().endsWith("limit distinct under 4 symmetries"), first.out);
    assertTrue(first.err.contains("job " + job + ": created"), first.err);
    assertTrue(first.err.contains("To resume:"), first.err);
    Cli again = Cli.exactcover("tile", "--count", "--distinct", "--job", job.toString(),
        "--format", "json", THREE);
    assertEquals(0, again.code, again.toString());
    assertTrue(again.err.contains("job " + job + ": resuming"), again.err);
    assertEquals("8", field(again.out, "solutions"), again.out);
    assertEquals("2", field(again.out, "distinct"), again.out);
    assertEquals(job.toString(), field(again.out, "job"), again.out);
    assertTrue(again.out.contains("\"complete\":true"), again.out);
    Cli other = Cli.exactcover("tile", "--count", "--distinct", "--job", job.toString(),
        example("pentominoes-4x15.polyomino"));
    assertEquals(ExitCode.INVALID_INPUT.code(), other.code, other.toString());
    Cli all = Cli.exactcover("tile", "--count", "--job", job.toString(), THREE);
    assertEquals(ExitCode.INVALID_INPUT.code(), all.code, "all solutions are another problem: " + all);
  }

  /**
   * Where no piece gives one solution per class (the Soma cube with mirror images: every piece
   * has a mirror plane or is swapped), a distinct count in pieces is refused at once, naming the
   * options, and nothing is made; within limits it is counted as without them (every solution
   * weighed), and marked.
   */
  @Test
  void aDistinctCountThatCannotBeExactIsRefusedAtOnce() {
    Path job = tmp.resolve("soma.job");
    Cli r = Cli.exactcover("tile", "--count", "--distinct", "--mirror-images", "--job",
        job.toString(), example("soma.polycube"));
    assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
    assertEquals("", r.out);
    assertTrue(r.err.startsWith("exactcover tile: --distinct with --job counts the problem with "
        + "one solution per class"), r.err);
    assertTrue(r.err.contains("soma.polycube has no such piece under --mirror-images"), r.err);
    assertTrue(r.err.contains("(--count without --distinct) with it"), r.err);
    assertFalse(Files.exists(job));
    Cli l = Cli.exactcover("tile", "--count", "--distinct", "--mirror-images", "--limit", "5",
        "--time-limit", "60", "--format", "json", example("soma.polycube"));
    assertEquals(ExitCode.PARTIAL.code(), l.code, l.toString());
    assertEquals("5", field(l.out, "distinct_at_least"), l.out);
    assertEquals("solution_limit", field(l.out, "status"), l.out);
    assertTrue(l.out.contains("\"complete\":false"), l.out);
  }

  @Test
  void optionsThatDoNotGoTogetherAreRefused() {
    String job = tmp.resolve("x.job").toString();
    String[][] bad = {
        {"--job", job},
        {"--count", "--job", job, "--limit", "5"},
        {"--count", "--limit", "5", "--threads", "2"},
        {"--dlx", "--split", "10"},
        {"--dlx", "--time-limit", "5"},
        {"--count", "--time-limit", "0"},
        {"--count", "--time-limit", "-1"},
        {"--count", "--shard", "3/3"},
        {"--count", "--split", "0"},
        {"--count", "--cluster-name", "x"},
        {"--count", "--shard", "0/2", "--cluster", "127.0.0.1:1"},
        {"--count", "--split", "10", "--threads", "100000"}};
    for (String[] args : bad) {
      List<String> all = new ArrayList<>(List.of("tile"));
      all.addAll(List.of(args));
      all.add(SCOTT);
      Cli r = Cli.exactcover(all.toArray(new String[0]));
      assertEquals(ExitCode.USAGE.code(), r.code, String.join(" ", args) + ": " + r);
      assertTrue(r.err.startsWith("exactcover tile: "), r.err);
      assertFalse(r.err.contains("Exception"), r.err);
    }
    assertFalse(Files.exists(Path.of(job)), "no job file made by a usage error");
  }

  /**
   * Through the real launcher: a job interrupted (SIGINT, as Ctrl-C sends) says what it keeps
   * (what its file holds) and the command that resumes it, which, run through the launcher,
   * finishes the count exactly (the 6x10 pentomino box: 9,356 solutions, 2,339 distinct).
   */
  @Tag("full")
  @Test
  void anInterruptedJobResumesThroughTheLauncher() throws Exception {
    Path repo = LauncherTest.layout(tmp.resolve("repo"), false);
    Path job = tmp.resolve("p.job");
    String spec = Path.of(example("pentominoes-6x10.polyomino")).toAbsolutePath().normalize()
        .toString();
    ProcessBuilder b = new ProcessBuilder(repo.resolve("exactcover").toString(), "tile",
        "--count", "--distinct", "--job", job.toString(), spec);
    b.environment().put("SUDOKU_CDS", "0");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    b.environment().put("SUDOKU_STDERR_TTY", "0");
    Process p = b.start();
    p.getOutputStream().close();
    StringBuilder err = new StringBuilder();
    try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getErrorStream(),
        StandardCharsets.UTF_8))) {
      String line;
      while ((line = in.readLine()) != null) {
        err.append(line).append('\n');
        if (line.contains(": created,")) {
          Thread.sleep(1500);
          assertEquals(0, new ProcessBuilder("kill", "-INT", String.valueOf(p.pid())).start()
              .waitFor());
        }
      }
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS));
    assertEquals(130, p.exitValue(), out + err);
    assertEquals("", out, "an interrupted count prints no number");
    Matcher m = Pattern.compile("job (\\S+): interrupted; it keeps ([0-9]+) of ([0-9]+) "
        + "subproblems counted\\. To resume: \\./exactcover (tile --count --distinct --job \\S+ "
        + "\\S+)").matcher(err);
    assertTrue(m.find(), err.toString());
    long done = Files.readAllLines(job).stream().filter(l -> l.startsWith("done ")).count();
    assertEquals(Long.parseLong(m.group(2)), done, "what the message says is kept");
    assertTrue(done < Long.parseLong(m.group(3)), err.toString());

    List<String> resume = new ArrayList<>(List.of(repo.resolve("exactcover").toString()));
    resume.addAll(List.of(m.group(4).split(" ")));
    ProcessBuilder again = new ProcessBuilder(resume);
    again.environment().put("SUDOKU_CDS", "0");
    again.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Child.Finished r = Child.run(again, "");
    assertEquals(0, r.code(), r.toString());
    assertEquals("9356 solutions, 2339 distinct under 4 symmetries\n", r.out());
    assertTrue(r.err().contains("resuming, " + done + " of " + m.group(3)), r.err());
  }
}
