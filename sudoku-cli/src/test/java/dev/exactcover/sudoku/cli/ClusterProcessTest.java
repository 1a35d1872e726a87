package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.cluster.Cluster;
import dev.exactcover.dlx.cluster.ClusterMember;
import dev.exactcover.dlx.cluster.ClusterSettings;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.pieces.SearchTree;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The cluster through real processes (the client, or the member, is a child JVM): a count whose
 * client goes (killed, or stopped by a signal) leaves no member busy with its tasks, so that the
 * next count is not held up; a member busy with a task and sent SIGTERM leaves in words, without
 * an internal failure; a member sent foreign objects by a plain Hazelcast client says so in a
 * line, not a stack trace each; a client given a wrong cluster name says so in one line.
 */
@Tag("full")
class ClusterProcessTest {
  private static final String NAME = "abandon-" + ProcessHandle.current().pid();

  @TempDir Path tmp;

  /** The n-queens problem in the .dlx format: rows and columns primary, diagonals secondary. */
  private static Path queens(Path dir, int n) throws IOException {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < n; i++) {
      s.append("r").append(i).append(' ').append("c").append(i).append(' ');
    }
    s.append('|');
    for (int d = 0; d < 2 * n - 1; d++) {
      s.append(" a").append(d).append(" b").append(d);
    }
    s.append('\n');
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        s.append("r").append(r).append(" c").append(c).append(" a").append(r + c).append(" b")
            .append(r - c + n - 1).append('\n');
      }
    }
    Path file = dir.resolve("queens-" + n + ".dlx");
    Files.writeString(file, s, StandardCharsets.UTF_8);
    return file;
  }

  /** The command line on the module path with the cluster module, as the launcher starts it. */
  private static ProcessBuilder exactcover(String... args) {
    String hz = "com.hazelcast.core";
    List<String> c = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "--add-modules",
        "java.se,jdk.unsupported,jdk.net,jdk.management,dev.exactcover.dlx.cluster",
        "--add-exports", "java.base/jdk.internal.ref=" + hz,
        "--add-opens", "java.base/java.lang=" + hz, "--add-opens", "java.base/sun.nio.ch=" + hz,
        "-p", System.getProperty("jdk.module.path"),
        "-m", "dev.exactcover.cli/dev.exactcover.cli.ExactCoverMain"));
    c.addAll(List.of(args));
    ProcessBuilder b = new ProcessBuilder(c);
    b.environment().put("SUDOKU_STDOUT_TTY", "0");
    b.environment().put("SUDOKU_STDERR_TTY", "0");
    return b;
  }

  private static boolean waitFor(BooleanSupplier condition, long seconds) {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        return false;
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return true;
  }

  private void clientGoesMidCount(int port, boolean kill) throws Exception {
    ClusterSettings s = ClusterSettings.loopback().withName(NAME + "-" + port).withPort(port)
        .withMembers(List.of("127.0.0.1:" + port)).withThreads(1)
        .withConnectTimeout(Duration.ofSeconds(10));
    Path big = queens(tmp, 17); // each of its two subproblems takes minutes on one thread
    try (ClusterMember member = ClusterMember.start(s)) {
      ProcessBuilder b = exactcover("count", "--cluster", "127.0.0.1:" + port, "--cluster-name",
          s.name(), "--split", "2", big.toString());
      b.redirectOutput(tmp.resolve("out").toFile()).redirectError(tmp.resolve("err").toFile());
      Process client = b.start();
      try {
        assertTrue(waitFor(() -> member.tasksRunning() == 1, 60),
            "the member never got the task: " + Files.readString(tmp.resolve("err")));
        Thread.sleep(500);
      } finally {
        if (kill) {
          client.destroyForcibly(); // SIGKILL: the client says nothing
        } else {
          client.destroy(); // SIGTERM, as Ctrl-C
        }
        assertTrue(client.waitFor(30, TimeUnit.SECONDS), "the client did not end");
      }
      long gone = System.nanoTime();
      assertTrue(waitFor(() -> member.tasksRunning() == 0, 30), "the member is still busy "
          + "with the task of a client that went");
      double seconds = (System.nanoTime() - gone) / 1e9;
      assertTrue(seconds < 20, "the task stopped " + seconds + " s after its client went");
      // The next count gets the member's one thread at once.
      SearchTree q8 = SearchTree.of(Queens.problem(8).newSolver());
      try (Cluster next = Cluster.connect(s)) {
        SearchResult r = next.counter(q8).count(q8.split(20),
            Limits.none().withTime(Duration.ofSeconds(30)), null);
        assertTrue(r.isComplete(), "the next count did not finish: " + r.status());
        assertEquals(92, r.solutions());
      }
    }
  }

  @Test
  void aClientKilledMidCountLeavesNoMemberBusy() throws Exception {
    clientGoesMidCount(5941, true);
  }

  @Test
  void aClientStoppedBySigtermMidCountLeavesNoMemberBusy() throws Exception {
    clientGoesMidCount(5951, false);
  }

  @Test
  void aBusyMemberSentSigtermLeavesInWords() throws Exception {
    int port = 5961;
    String name = NAME + "-" + port;
    Path big = queens(tmp, 17);
    for (int round = 0; round < 3; round++) {
      Path log = tmp.resolve("member-" + round);
      ProcessBuilder m = exactcover("cluster", "member", "--port", String.valueOf(port),
          "--members", "127.0.0.1:" + port, "--threads", "1", "--cluster-name", name);
      m.redirectErrorStream(true).redirectOutput(log.toFile());
      Process member = m.start();
      Process client = null;
      try {
        assertTrue(waitFor(() -> read(log).contains("Ctrl-C"), 60), read(log));
        client = exactcover("count", "--cluster", "127.0.0.1:" + port, "--cluster-name", name,
            "--split", "2", big.toString()).redirectErrorStream(true)
            .redirectOutput(tmp.resolve("client-" + round).toFile()).start();
        Thread.sleep(6000 + 500L * round); // the client connects and sends its tasks
        member.destroy(); // SIGTERM while it counts
        assertTrue(member.waitFor(60, TimeUnit.SECONDS), "the member did not leave");
      } finally {
        member.destroyForcibly();
        if (client != null) {
          client.destroyForcibly();
          client.waitFor(30, TimeUnit.SECONDS);
        }
      }
      String said = read(log);
      assertTrue(said.contains("exactcover cluster member: leaving the cluster"), said);
      assertTrue(!said.contains("internal failure") && !said.contains("Exception")
          && !said.contains("sudoku cluster member"), said);
    }
  }

  @Test
  void foreignObjectsSentToAMemberAreSaidInALineNotAStackTraceEach() throws Exception {
    int port = 5967;
    String name = NAME + "-" + port;
    ProcessBuilder m = exactcover("cluster", "member", "--port", String.valueOf(port),
        "--members", "127.0.0.1:" + port, "--threads", "1", "--cluster-name", name);
    Path log = tmp.resolve("member");
    m.redirectErrorStream(true).redirectOutput(log.toFile());
    Process member = m.start();
    try {
      assertTrue(waitFor(() -> read(log).contains("Ctrl-C"), 60), read(log));
      String hazelcast = java.util.Arrays.stream(System.getProperty("jdk.module.path")
          .split(java.io.File.pathSeparator)).filter(e -> e.contains("hazelcast")).findFirst()
          .orElseThrow();
      Path send = Path.of(getClass().getResource("/foreign/Send.java").toURI());
      Process sender = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java")
          .toString(), "-cp", hazelcast, send.toString(), "127.0.0.1:" + port, name, "200")
          .redirectErrorStream(true).start();
      String said = new String(sender.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertTrue(sender.waitFor(120, TimeUnit.SECONDS));
      assertEquals("refused 200", said.strip(), said);
      Thread.sleep(1500); // the member's last line, after its quiet second
      member.destroy();
      assertTrue(member.waitFor(60, TimeUnit.SECONDS), "the member did not leave");
    } finally {
      member.destroyForcibly();
    }
    List<String> lines = Files.readAllLines(log);
    List<String> reports = lines.stream().filter(l -> l.contains("the cluster library reports: "))
        .toList();
    assertTrue(!reports.isEmpty() && reports.size() <= 15, lines.toString());
    assertTrue(reports.get(0).endsWith("Resolving class Send$Foreign is not allowed."),
        reports.toString());
    assertTrue(lines.size() < 25 && lines.stream().noneMatch(l -> l.startsWith("\tat ")
        || l.contains("SEVERE")), lines.toString());
  }

  @Test
  void aWrongClusterNameIsOneLineEveryTime() throws Exception {
    int port = 5975;
    ClusterSettings s = ClusterSettings.loopback().withName(NAME + "-" + port).withPort(port)
        .withMembers(List.of("127.0.0.1:" + port)).withThreads(1);
    String queens = Cli.data("exact-cover/queens-8.dlx");
    try (ClusterMember member = ClusterMember.start(s)) {
      for (int round = 0; round < 6; round++) {
        ProcessBuilder b = exactcover("count", "--cluster", "127.0.0.1:" + port,
            "--cluster-name", "not-" + s.name(), queens);
        Child.Finished r = Child.run(b, "");
        assertEquals(ExitCode.UNAVAILABLE.code(), r.code(), r.toString());
        assertEquals("exactcover count: refused: the member at 127.0.0.1:" + port + " belongs to "
            + "a cluster of another name, not 'not-" + s.name() + "' (give its name with "
            + "--cluster-name)\n", r.err(), "round " + round + ": " + r);
      }
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      return "";
    }
  }
}
