package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.cluster.ClusterMember;
import dev.exactcover.dlx.cluster.ClusterSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code sudoku dlx --count --cluster} and {@code sudoku cluster status}, against two members
 * started in this JVM on the loopback interface (the CLI's {@code cluster member} runs the same
 * {@link ClusterMember}).
 */
@Tag("full") // members on loopback ports: the cluster suite
class ClusterCommandTest {
  private static final String ADDRESSES = "127.0.0.1:5831,127.0.0.1:5832";
  private static final String NAME = "cli-test-" + ProcessHandle.current().pid();
  private static ClusterMember first;
  private static ClusterMember second;

  @TempDir Path tmp;

  @BeforeAll
  static void start() {
    ClusterSettings s = ClusterSettings.loopback().withName(NAME).withPort(5831)
        .withMembers(ClusterSettings.parseAddresses(ADDRESSES)).withThreads(1);
    first = ClusterMember.start(s);
    second = ClusterMember.start(s);
  }

  @AfterAll
  static void stop() {
    second.close();
    first.close();
  }

  @Test
  void statusListsTheMembers() {
    Cli r = Cli.run("cluster", "status", "--cluster", ADDRESSES, "--cluster-name", NAME);
    assertEquals(0, r.code, r.toString());
    assertEquals(List.of("cluster '" + NAME + "': 2 members, 2 threads", "  127.0.0.1:5831",
        "  127.0.0.1:5832"), r.lines());
  }

  @Test
  void aClusterCountEqualsTheLocalOne() {
    String pentomino = Cli.data("exact-cover/pentomino-5x12.dlx");
    Cli local = Cli.run("dlx", "--count", pentomino);
    long firstBefore = first.tasksDone();
    long secondBefore = second.tasksDone();
    Cli r = Cli.run("dlx", "--count", "--cluster", ADDRESSES, "--cluster-name", NAME,
        "--split", "200", "--format", "json", pentomino);
    assertEquals(0, r.code, r.toString());
    assertEquals(local.out.strip(), PuzzleCommandsTest.field(r.out, "solutions"));
    assertEquals("exhausted", PuzzleCommandsTest.field(r.out, "status"));
    assertEquals("2", PuzzleCommandsTest.field(r.out, "members"));
    assertTrue(Integer.parseInt(PuzzleCommandsTest.field(r.out, "subproblems")) >= 200);
    assertTrue(first.tasksDone() > firstBefore && second.tasksDone() > secondBefore,
        "both members worked");
    assertTrue(r.err.contains("cluster '" + NAME + "': 2 members, 2 threads"), r.err);
  }

  /**
   * A count left as one subproblem (the whole tree) is shared all the same: the member that
   * idles asks the other for work, which gives its untried branches back; the JSON says how many.
   * The 5x12 pentomino box with an item that one option covers alone: the search takes that
   * option first, so `--split 1` is one subproblem holding every tiling.
   */
  @Test
  void oneSubproblemIsSharedByGivingWorkBack() throws Exception {
    List<String> lines = new java.util.ArrayList<>(Files.readAllLines(
        Path.of(Cli.data("exact-cover/pentomino-5x12.dlx"))));
    int items = 0;
    while (lines.get(items).startsWith("|")) {
      items++;
    }
    lines.set(items, "one " + lines.get(items));
    lines.add("one");
    Path box = tmp.resolve("pentomino-5x12-one.dlx");
    Files.write(box, lines);
    long firstBefore = first.tasksDone();
    long secondBefore = second.tasksDone();
    Cli r = Cli.run("dlx", "--count", "--cluster", ADDRESSES, "--cluster-name", NAME,
        "--split", "1", "--format", "json", box.toString());
    assertEquals(0, r.code, r.toString());
    assertEquals("4040", PuzzleCommandsTest.field(r.out, "solutions"));
    assertEquals("1", PuzzleCommandsTest.field(r.out, "subproblems"));
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(r.out, "given_back")) > 0, r.out);
    assertTrue(first.tasksDone() > firstBefore && second.tasksDone() > secondBefore,
        "both members worked");
  }

  @Test
  void aClusterJobResumesOnThisMachine() throws Exception {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    Path job = tmp.resolve("queens.job");
    Cli r = Cli.run("dlx", "--count", "--cluster", ADDRESSES, "--cluster-name", NAME, "--job",
        job.toString(), "--split", "40", queens);
    assertEquals(0, r.code, r.toString());
    assertEquals("92", r.out.strip());
    // Take back the last ten counts, as if the client had died; finish them here.
    List<String> lines = Files.readAllLines(job);
    Files.write(job, lines.subList(0, lines.size() - 10));
    Cli again = Cli.run("dlx", "--count", "--job", job.toString(), "--threads", "2", queens);
    assertEquals(0, again.code, again.toString());
    assertEquals("92", again.out.strip());
    assertTrue(again.err.contains("resuming"), again.err);
  }

  @Test
  void aSudokuCountOnTheClusterEqualsThePlainCount() throws Exception {
    Path puzzles = tmp.resolve("six.txt");
    Files.writeString(puzzles, CountSplitCommandTest.SIX + "\n" + "11" + ".".repeat(34) + "\n"
        + "3" + ".".repeat(35) + "\n");
    Cli plain = Cli.run("count", "--size", "2x3", puzzles.toString());
    Cli r = Cli.run("count", "--size", "2x3", "--cluster", ADDRESSES, "--cluster-name", NAME,
        "--split", "100", puzzles.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), plain.code, plain.toString()); // the second line conflicts
    assertEquals(plain.code, r.code, r.toString());
    assertEquals(List.of("940032", "invalid", "4700160"), plain.lines()); // 28,200,960 / 6
    assertEquals(plain.lines(), r.lines());

    Path job = tmp.resolve("six.job");
    Files.writeString(puzzles, CountSplitCommandTest.SIX + "\n");
    Cli viaJob = Cli.run("count", "--size", "2x3", "--cluster", ADDRESSES, "--cluster-name",
        NAME, "--job", job.toString(), "--format", "json", puzzles.toString());
    assertEquals(0, viaJob.code, viaJob.toString());
    assertEquals("940032", PuzzleCommandsTest.field(viaJob.out, "solutions"));
    assertEquals("multiple", PuzzleCommandsTest.field(viaJob.out, "status"));
  }

  /**
   * A killer's cage sums are checked during the search, which members are not sent: counted on
   * the cluster it would come back with solutions its cages forbid, so it is one invalid record
   * naming its line and what to do, and a puzzle without such rules beside it still counts.
   */
  @Test
  void aPuzzleWithRulesCheckedDuringTheSearchIsNotSentToTheCluster() throws Exception {
    Path puzzles = tmp.resolve("killer.txt");
    Files.writeString(puzzles, "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<"
        + "^PG^<>^^J<^^<H<<>^>^\n");
    Cli r = Cli.run("count", "--cluster", ADDRESSES, "--cluster-name", NAME, "--split", "10",
        puzzles.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertEquals(List.of("invalid"), r.lines());
    assertTrue(r.err.contains("1: --cluster cannot count this puzzle"), r.err);
    assertTrue(r.err.contains("count it without --cluster"), r.err);
    assertEquals("1", Cli.run("count", puzzles.toString()).out.strip(), "the puzzle itself counts");
  }

  @Test
  void answersCheckedByASecondCountAgreeAndAreCounted() {
    String pentomino = Cli.data("exact-cover/pentomino-3x20.dlx");
    Cli r = Cli.run("dlx", "--count", "--cluster", ADDRESSES, "--cluster-name", NAME,
        "--check-answers", "1", "--split", "40", "--format", "json", pentomino);
    assertEquals(0, r.code, r.toString());
    assertEquals("8", PuzzleCommandsTest.field(r.out, "solutions"));
    assertEquals(PuzzleCommandsTest.field(r.out, "subproblems"),
        PuzzleCommandsTest.field(r.out, "checked"), "every answer counted twice and agreed");
  }

  /** {@code --memo} on the members, and a total beyond 64 bits, every answer checked. */
  @Test
  void aMemoizedClusterCountIsExactBeyondLong() throws Exception {
    StringBuilder s = new StringBuilder();
    int n = 14;
    for (int k = 0; k < n * n; k++) {
      s.append(k == 0 ? "" : " ").append("r" + k / n + "c" + k % n);
    }
    s.append('\n');
    for (int k = 0; k < n * n; k++) {
      if (k % n + 1 < n) {
        s.append("r" + k / n + "c" + k % n + " r" + k / n + "c" + (k % n + 1) + "\n");
      }
      if (k + n < n * n) {
        s.append("r" + k / n + "c" + k % n + " r" + (k / n + 1) + "c" + k % n + "\n");
      }
    }
    Path board = tmp.resolve("dominoes-14x14.dlx");
    Files.writeString(board, s);
    Cli r = Cli.run("dlx", "--count", "--memo", "--memo-limit", "64", "--cluster", ADDRESSES,
        "--cluster-name", NAME, "--check-answers", "1", "--split", "20", "--format", "json",
        board.toString());
    assertEquals(0, r.code, r.toString());
    assertEquals("112202208776036178000000", PuzzleCommandsTest.field(r.out, "solutions"),
        "OEIS A004003: " + r.out);
    assertEquals(PuzzleCommandsTest.field(r.out, "subproblems"),
        PuzzleCommandsTest.field(r.out, "checked"), "every answer counted twice and agreed");
  }

  @Test
  void anUnknownHostIsSaidAtOnce() {
    long start = System.nanoTime();
    Cli r = Cli.run("cluster", "status", "--cluster", "no-such-host.invalid:5701");
    assertEquals(ExitCode.UNAVAILABLE.code(), r.code, r.toString());
    assertEquals("sudoku cluster status: unknown host 'no-such-host.invalid' in the members' "
        + "addresses no-such-host.invalid:5701\n", r.err);
    assertTrue(System.nanoTime() - start < 10_000_000_000L, "said at once");
  }

  @Test
  void misuseIsAUsageError() {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    String[][] cases = {
        {"dlx", "--count", "--cluster", ADDRESSES, "--shard", "0/2", queens},
        {"dlx", "--count", "--cluster", ADDRESSES, "--threads", "2", queens},
        {"dlx", "--cluster", ADDRESSES, queens},
        {"dlx", "--count", "--cluster-name", "x", queens},
        {"dlx", "--count", "--cluster", "host:99999", queens},
        {"cluster", "member", "--threads", "0"},
        {"cluster", "member", "--members", "a b"},
        {"cluster", "status", "--cluster", "127.0.0.1:0"},
        {"count", "--cluster", ADDRESSES, "--shard", "0/2", queens},
        {"count", "--cluster", ADDRESSES, "--threads", "2", queens},
        {"count", "--cluster", ADDRESSES, "--limit", "5", queens},
        {"count", "--cluster-name", "x", queens},
        {"count", "--cluster", "a,,b", queens},
        {"dlx", "--count", "--secret-file", "x", queens},
        {"dlx", "--count", "--check-answers", queens},
        {"dlx", "--count", "--cluster", ADDRESSES, "--check-answers", "1.5", queens},
        {"dlx", "--count", "--cluster", ADDRESSES, "--check-answers", "0", queens},
    };
    for (String[] c : cases) {
      Cli r = Cli.run(c);
      assertEquals(ExitCode.USAGE.code(), r.code, String.join(" ", c) + ": " + r);
      assertTrue(r.out.isEmpty(), r.out);
      assertTrue(r.err.startsWith("sudoku "), r.err);
      assertTrue(!r.err.contains("Exception"), r.err);
    }
  }
}
