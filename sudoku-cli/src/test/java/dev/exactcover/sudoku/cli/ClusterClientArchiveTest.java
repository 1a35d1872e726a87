package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.cluster.ClusterMember;
import dev.exactcover.dlx.cluster.ClusterSettings;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The class-data archive of a cluster client, through the real launcher: the first count on a
 * cluster writes it at its exit under its process id, the next start puts it in place and maps
 * it (a JVM told to insist on it starts), and one cut short (an interrupted write) or written by
 * a command that failed is thrown away, not mapped: the counts stay exact throughout.
 */
@Tag("full") // the real launcher, child JVMs and a cluster member
class ClusterClientArchiveTest {
  private static final String NAME = "archive-" + ProcessHandle.current().pid();

  @TempDir Path tmp;

  /** The repository's layout with the cluster module and Hazelcast in the cluster's folder. */
  private static Path layout(Path repo) throws IOException {
    LauncherTest.layout(repo, true);
    Path lib = Files.createDirectories(repo.resolve("exactcover-cli/target/cluster-lib"));
    int k = 0;
    for (String entry : System.getProperty("jdk.module.path").split(File.pathSeparator)) {
      if (!entry.contains("hazelcast") && !entry.contains("dlx-cluster")) {
        continue;
      }
      Path from = Path.of(entry).toAbsolutePath();
      Path to = lib.resolve("c" + ++k + ".jar");
      if (Files.isDirectory(from)) {
        try (var out = new JarOutputStream(Files.newOutputStream(to));
            Stream<Path> files = Files.walk(from)) {
          for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
            out.putNextEntry(new JarEntry(from.relativize(f).toString().replace('\\', '/')));
            Files.copy(f, out);
            out.closeEntry();
          }
        }
      } else {
        Files.copy(from, to);
      }
    }
    assertEquals(2, k, "the cluster module and Hazelcast on the test's module path");
    return repo;
  }

  private static Child.Finished count(Path repo, String queens) throws Exception {
    return count(repo, "127.0.0.1:5965", queens);
  }

  private static Child.Finished count(Path repo, String members, String queens)
      throws Exception {
    ProcessBuilder b = new ProcessBuilder(repo.resolve("exactcover").toString(), "count",
        "--cluster", members, "--cluster-name", NAME, "--split", "20", queens)
        .directory(Files.createDirectories(repo.resolveSibling("work")).toFile());
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    return Child.run(b, "");
  }

  private static List<Path> archives(Path repo) throws IOException {
    Path cds = repo.resolve("exactcover-cli/target/cds");
    if (!Files.isDirectory(cds)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(cds)) {
      return files.filter(f -> f.getFileName().toString().contains("-cluster-client.jsa"))
          .sorted().toList();
    }
  }

  @Test
  void theFirstCountWritesTheArchiveTheNextMapsItAndOneCutShortIsThrownAway() throws Exception {
    Path repo = layout(tmp.resolve("repo"));
    String queens = Path.of(Cli.data("exact-cover/queens-8.dlx")).toAbsolutePath().toString();
    ClusterSettings s = ClusterSettings.loopback().withName(NAME).withPort(5965)
        .withMembers(List.of("127.0.0.1:5965")).withThreads(1);
    try (ClusterMember member = ClusterMember.start(s)) {
      // A client that fails writes an archive of the few classes it loaded: marked unfinished,
      // and thrown away by the next start rather than mapped by every client after it.
      Child.Finished failed = count(repo, "a,,b", queens);
      assertEquals(2, failed.code(), failed.toString());
      assertEquals(2, archives(repo).size(), "the failure's archive and its mark: "
          + archives(repo));
      Child.Finished first = count(repo, queens);
      assertEquals(0, first.code(), first.toString());
      assertEquals("92\n", first.out());
      List<Path> written = archives(repo);
      assertEquals(1, written.size(), written.toString());
      assertTrue(written.get(0).getFileName().toString().matches(".*\\.jsa\\.[0-9]+"),
          written.toString()); // under the writer's process id

      Child.Finished second = count(repo, queens);
      assertEquals(0, second.code(), second.toString());
      assertEquals("92\n", second.out());
      List<Path> placed = archives(repo);
      assertEquals(1, placed.size(), placed.toString());
      Path archive = placed.get(0);
      assertTrue(archive.toString().endsWith("-cluster-client.jsa"), archive.toString());
      assertMapped(repo, archive);

      // An interrupted write: half of an archive, its writer gone. Thrown away, never mapped.
      byte[] whole = Files.readAllBytes(archive);
      Files.delete(archive);
      Path cut = Path.of(archive + ".999999999");
      Files.write(cut, java.util.Arrays.copyOf(whole, whole.length / 2));
      Child.Finished third = count(repo, queens);
      assertEquals(0, third.code(), third.toString());
      assertEquals("92\n", third.out());
      assertTrue(Files.notExists(cut), cut + " is left");
      try (Stream<Path> left = Files.list(tmp.resolve("work"))) { // the mapping JVM's crash report
        assertEquals(List.of(), left.toList(), "left in the user's folder");
      }
      assertTrue(Files.notExists(archive), "a cut archive was put in place");
      assertEquals(1, archives(repo).size(), archives(repo).toString()); // written again
      assertEquals(0, member.tasksRunning());
    }
  }

  /**
   * A JVM told to insist on the archive (-Xshare:on) starts with the launcher's client flags and
   * class path (the jars of lib and cluster-lib in the shell's order, then the command line's).
   */
  private static void assertMapped(Path repo, Path archive) throws Exception {
    Path cli = repo.resolve("exactcover-cli/target");
    String all = "ALL-UNNAMED";
    StringBuilder cp = new StringBuilder();
    for (String folder : List.of("lib", "cluster-lib")) {
      try (Stream<Path> jars = Files.list(cli.resolve(folder))) {
        for (Path j : jars.filter(f -> !f.getFileName().toString().startsWith("."))
            .sorted().toList()) {
          cp.append(j).append(File.pathSeparator);
        }
      }
    }
    cp.append(cli.resolve("exactcover-cli-0.1.0-SNAPSHOT.jar"));
    List<String> c = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData",
        "-XX:SharedArchiveFile=" + archive, "-Xshare:on",
        "--add-exports", "java.base/jdk.internal.ref=" + all,
        "--add-opens", "java.base/java.lang=" + all, "--add-opens", "java.base/sun.nio.ch=" + all,
        "--add-opens", "java.management/sun.management=" + all,
        "--add-opens", "jdk.management/com.sun.management.internal=" + all,
        "-cp", cp.toString(), "-version"));
    Child.Finished r = Child.run(new ProcessBuilder(c), "");
    assertEquals(0, r.code(), r.toString());
  }
}
