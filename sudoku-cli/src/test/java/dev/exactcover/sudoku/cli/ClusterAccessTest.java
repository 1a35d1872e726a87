package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Who may use a cluster, through real processes: a member started with one secret; a second
 * user of the machine ({@code nobody}), or a process with another secret, is refused by
 * {@code cluster status}, by a count and as a member, within seconds and in words; the owner's
 * count goes on with its own members alone. Needs root (to act as {@code nobody}) for the
 * second-user half.
 */
@Tag("full")
class ClusterAccessTest {
  private static final int PORT = 5941;
  private static final String AT = "127.0.0.1:" + PORT;
  private static Path shared; // readable by nobody: the modules, a world-readable problem
  private static String modulePath;
  private static Path rootSecret;
  private static Process member;
  private static Thread drain;
  private static final List<String> memberSaid = new java.util.concurrent.CopyOnWriteArrayList<>();

  @BeforeAll
  static void start() throws Exception {
    shared = Files.createTempDirectory("exactcover-access");
    Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxr-xr-x"));
    Path mp = Files.createDirectories(shared.resolve("mp"));
    List<String> entries = new ArrayList<>();
    int k = 0;
    for (String entry : System.getProperty("jdk.module.path").split(File.pathSeparator)) {
      Path from = Path.of(entry).toAbsolutePath();
      if (Files.isRegularFile(from)) { // a jar from the local repository, which nobody cannot read
        Path to = mp.resolve(k++ + "-" + from.getFileName());
        Files.copy(from, to, StandardCopyOption.COPY_ATTRIBUTES);
        Files.setPosixFilePermissions(to, PosixFilePermissions.fromString("rw-r--r--"));
        entries.add(to.toString());
      } else {
        entries.add(from.toString());
      }
    }
    Files.setPosixFilePermissions(mp, PosixFilePermissions.fromString("rwxr-xr-x"));
    modulePath = String.join(File.pathSeparator, entries);
    Files.copy(Path.of(Cli.data("exact-cover/queens-8.dlx")), shared.resolve("queens-8.dlx"));
    Files.setPosixFilePermissions(shared.resolve("queens-8.dlx"),
        PosixFilePermissions.fromString("rw-r--r--"));
    Path root = Files.createDirectories(shared.resolve("root"));
    Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwx------"));
    rootSecret = root.resolve("cluster.secret");

    member = new ProcessBuilder(sudoku("cluster", "member", "--port", String.valueOf(PORT),
        "--members", AT, "--threads", "1", "--secret-file", rootSecret.toString()))
        .redirectErrorStream(true).start();
    BufferedReader out = new BufferedReader(new InputStreamReader(member.getInputStream(),
        StandardCharsets.UTF_8));
    String line = out.readLine();
    assertTrue(line != null && line.startsWith("member " + AT + " of cluster"), line);
    drain = new Thread(() -> {
      try {
        for (String said; (said = out.readLine()) != null; ) {
          memberSaid.add(said);
        }
      } catch (IOException e) {
        // it ended
      }
    });
    drain.setDaemon(true);
    drain.start();
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(
        rootSecret)), "the secret made on first use is the owner's alone");
  }

  @AfterAll
  static void stop() throws Exception {
    boolean left = true;
    try {
      if (member != null) {
        member.destroy(); // SIGTERM: the member leaves, without a failure
        left = member.waitFor(30, TimeUnit.SECONDS);
        drain.join(10_000); // to the end of what it said
      }
    } finally {
      if (shared != null) {
        try (var files = Files.walk(shared)) {
          files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
      }
    }
    assertTrue(left, "the member did not leave");
    assertTrue(memberSaid.stream().noneMatch(l -> l.contains("internal failure")
        || l.contains("Exception") || l.contains("com.hazelcast")), memberSaid.toString());
  }

  /** The command line on the module path with the cluster module, as the launcher starts it. */
  private static List<String> sudoku(String... args) {
    String hz = "com.hazelcast.core";
    List<String> c = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "--add-modules",
        "java.se,jdk.unsupported,jdk.net,jdk.management,dev.exactcover.dlx.cluster",
        "--add-exports", "java.base/jdk.internal.ref=" + hz,
        "--add-opens", "java.base/java.lang=" + hz, "--add-opens", "java.base/sun.nio.ch=" + hz,
        "-p", modulePath, "-m", "dev.exactcover.sudoku.cli/dev.exactcover.sudoku.cli.Main"));
    c.addAll(List.of(args));
    return c;
  }

  /** {@code sudoku args} as the user {@code nobody}, with the secret file {@code secret}. */
  private static Child.Finished asNobody(String secret, String... args) throws Exception {
    List<String> c = new ArrayList<>(List.of("su", "nobody", "-s", "/bin/sh", "-c",
        "cd / && EXACTCOVER_CLUSTER_SECRET_FILE=\"$0\" exec \"$@\"", "--",
        secret == null ? "" : secret));
    c.addAll(sudoku(args));
    return timed(new ProcessBuilder(c));
  }

  private static Child.Finished timed(ProcessBuilder b) throws Exception {
    b.environment().put("SUDOKU_STDOUT_TTY", "0");
    b.environment().put("SUDOKU_STDERR_TTY", "0");
    b.environment().remove("EXACTCOVER_CLUSTER_SECRET_FILE");
    return Child.run(b, "");
  }

  private static void assumeRoot() throws Exception {
    Process id = new ProcessBuilder("id", "-u").start();
    String uid = new String(id.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    Assumptions.assumeTrue(uid.equals("0"), "acting as a second user needs root");
  }

  @Test
  void theOwnerCountsWithItsSecret() throws Exception {
    Child.Finished status = timed(new ProcessBuilder(sudoku("cluster", "status", "--cluster", AT,
        "--secret-file", rootSecret.toString())));
    assertEquals(0, status.code(), status.toString());
    assertTrue(status.out().contains("  " + AT), status.toString());
    Child.Finished count = timed(new ProcessBuilder(sudoku("dlx", "--count", "--cluster", AT,
        "--secret-file", rootSecret.toString(), "--check-answers", "0.5", "--format", "json",
        shared.resolve("queens-8.dlx").toString())));
    assertEquals(0, count.code(), count.toString());
    assertEquals("92", PuzzleCommandsTest.field(count.out(), "solutions"));
    assertEquals("1", PuzzleCommandsTest.field(count.out(), "members"));
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(count.out(), "checked")) > 0,
        count.out());
  }

  @Test
  void anotherSecretIsRefusedWithinSecondsByStatusCountAndJoin() throws Exception {
    Path other = shared.resolve("root/other.secret"); // made on first use, another secret
    long start = System.nanoTime();
    Child.Finished status = timed(new ProcessBuilder(sudoku("cluster", "status", "--cluster", AT,
        "--secret-file", other.toString())));
    double seconds = (System.nanoTime() - start) / 1e9;
    assertEquals(ExitCode.UNAVAILABLE.code(), status.code(), status.toString());
    assertEquals("sudoku cluster status: refused: no member of cluster 'exactcover' at " + AT
        + " holds the secret in " + other + " (they hold another secret, or none)\n",
        status.err(), status.toString());
    assertTrue(seconds < 20, "refused after " + seconds + " s");

    Child.Finished count = timed(new ProcessBuilder(sudoku("dlx", "--count", "--cluster", AT,
        "--secret-file", other.toString(), shared.resolve("queens-8.dlx").toString())));
    assertEquals(ExitCode.UNAVAILABLE.code(), count.code(), count.toString());
    assertTrue(count.err().contains("refused: no member"), count.toString());
    assertEquals("", count.out());

    start = System.nanoTime();
    Child.Finished join = timed(new ProcessBuilder(sudoku("cluster", "member", "--port",
        String.valueOf(PORT + 1), "--members", AT, "--threads", "1", "--secret-file",
        other.toString())));
    seconds = (System.nanoTime() - start) / 1e9;
    assertEquals(ExitCode.UNAVAILABLE.code(), join.code(), join.toString());
    assertTrue(join.err().contains("refused: the members of cluster 'exactcover' (" + AT
        + ") hold another secret than " + other + "; this member left"), join.toString());
    assertTrue(seconds < 30, "left after " + seconds + " s");
    assertTrue(!join.err().contains("Exception") && !join.err().contains("com.hazelcast"),
        join.err());
  }

  @Test
  void aSecondUserIsRefusedByStatusCountAndJoin() throws Exception {
    assumeRoot();
    // nobody's own folder and secret (made on first use, by nobody)
    Path home = Files.createDirectories(shared.resolve("nobody"));
    UserPrincipal nobody = home.getFileSystem().getUserPrincipalLookupService()
        .lookupPrincipalByName("nobody");
    Files.setOwner(home, nobody);
    Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwx------"));
    String own = home.resolve("cluster.secret").toString();
    String queens = shared.resolve("queens-8.dlx").toString();

    Child.Finished status = asNobody(own, "cluster", "status", "--cluster", AT);
    assertEquals(ExitCode.UNAVAILABLE.code(), status.code(), status.toString());
    assertTrue(status.err().startsWith("sudoku cluster status: refused: no member of cluster "
        + "'exactcover' at " + AT + " holds the secret in " + own), status.toString());
    assertEquals("", status.out(), "no member listed");

    Child.Finished count = asNobody(own, "dlx", "--count", "--cluster", AT, queens);
    assertEquals(ExitCode.UNAVAILABLE.code(), count.code(), count.toString());
    assertTrue(count.err().contains("refused: no member"), count.toString());

    Child.Finished stolen = asNobody(rootSecret.toString(), "cluster", "status", "--cluster",
        AT);
    assertEquals(ExitCode.UNAVAILABLE.code(), stolen.code(), stolen.toString());
    assertTrue(stolen.err().contains("cannot use the cluster secret " + rootSecret
        + ": permission denied"), stolen.toString());

    Child.Finished homeless = asNobody(null, "cluster", "status", "--cluster", AT);
    assertEquals(ExitCode.UNAVAILABLE.code(), homeless.code(), homeless.toString());
    assertTrue(homeless.err().contains("cannot use the cluster secret /nonexistent/.config/"
        + "exactcover/cluster.secret"), homeless.toString());

    long start = System.nanoTime();
    Child.Finished join = asNobody(own, "cluster", "member", "--port", String.valueOf(PORT + 2),
        "--members", AT, "--threads", "1");
    double seconds = (System.nanoTime() - start) / 1e9;
    assertEquals(ExitCode.UNAVAILABLE.code(), join.code(), join.toString());
    assertTrue(join.err().contains("hold another secret than " + own + "; this member left"),
        join.toString());
    assertTrue(seconds < 30, "left after " + seconds + " s");

    Child.Finished after = timed(new ProcessBuilder(sudoku("dlx", "--count", "--cluster", AT,
        "--secret-file", rootSecret.toString(), "--format", "json", queens)));
    assertEquals(0, after.code(), after.toString());
    assertEquals("92", PuzzleCommandsTest.field(after.out(), "solutions"));
    assertEquals("1", PuzzleCommandsTest.field(after.out(), "members"), "nobody's member");
  }
}
