package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script {@code ./sudoku} works through a symlink on PATH and from any directory,
 * and keeps its class-data archive usable. It runs on a copy of the
 * repository's layout whose {@code target/lib} holds this build's modules, marked built, so that
 * the script starts the command line without building.
 */
@Tag("full") // the real launcher, with its build and archive
class LauncherTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String SOLUTION =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

  @TempDir Path tmp;

  @Test
  void aSymlinkOnPathRunsTheCommandLineFromAnyDirectory() throws Exception {
    Path repo = layout(tmp.resolve("repo"), false);
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    Files.createSymbolicLink(bin.resolve("sudoku"), Path.of("../repo/sudoku")); // relative
    Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));

    ProcessBuilder b = new ProcessBuilder(bin.resolve("sudoku").toString(), "solve")
        .directory(elsewhere.toFile());
    b.environment().put("SUDOKU_CDS", "0");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Child.Finished r = Child.run(b, PUZZLE + "\n");
    assertEquals(0, r.code(), r.toString());
    assertEquals(SOLUTION + "\n", r.out());
  }

  /**
   * {@code ./exactcover} is the same launcher under its own name, on a path without the Sudoku
   * model or the Sudoku command line: through a symlink on PATH, from any directory, it counts a
   * {@code .dlx} problem (8-queens: 92), names itself in its messages, and {@code ./sudoku dlx}
   * stays its alias.
   */
  @Test
  @org.junit.jupiter.api.Tag("full")
  void exactcoverRunsThroughTheSharedLauncher() throws Exception {
    Path repo = layout(tmp.resolve("repo"), false);
    try (var path = Files.list(repo.resolve("exactcover-cli/target/lib"))) {
      for (Path m : (Iterable<Path>) path::iterator) { // no Sudoku on ./exactcover's path
        boolean sudoku;
        if (m.getFileName().toString().equals(".built")) {
          continue;
        } else if (Files.isDirectory(m)) {
          sudoku = Files.exists(m.resolve("dev/exactcover/sudoku"));
        } else {
          try (var jar = new java.util.jar.JarFile(m.toFile())) {
            sudoku = jar.stream().anyMatch(e -> e.getName().startsWith("dev/exactcover/sudoku"));
          }
        }
        assertTrue(!sudoku, m + " (" + m.toRealPath() + ") holds Sudoku classes");
      }
    }
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    Files.createSymbolicLink(bin.resolve("exactcover"), Path.of("../repo/exactcover"));
    Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
    String queens = Path.of(Cli.data("exact-cover/queens-8.dlx")).toAbsolutePath().toString();
    for (List<String> command : List.of(List.of(bin.resolve("exactcover").toString(), "count",
        queens), List.of(repo.resolve("sudoku").toString(), "dlx", "--count", queens))) {
      ProcessBuilder b = new ProcessBuilder(command).directory(elsewhere.toFile());
      b.environment().put("SUDOKU_CDS", "0");
      b.environment().put("JAVA_HOME", System.getProperty("java.home"));
      Child.Finished r = Child.run(b, "");
      assertEquals(0, r.code(), r.toString());
      assertEquals("92\n", r.out());
    }
    ProcessBuilder b = new ProcessBuilder(bin.resolve("exactcover").toString(), "count",
        "--threads", "0", queens);
    b.environment().put("SUDOKU_CDS", "0");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Child.Finished r = Child.run(b, "");
    assertEquals(ExitCode.USAGE.code(), r.code(), r.toString());
    assertTrue(r.err().startsWith("exactcover count: --threads must be at least 1"), r.err());
  }

  /**
   * The class-data archive: made at the first start, for the class path it names beside it, and
   * usable with it (a JVM told to insist on it starts); made again when the checkout moves, where
   * the JVM would otherwise ignore it, silently, at every start.
   */
  @Test
  void theClassDataArchiveIsMadeForItsClassPathAndRemadeWhenTheCheckoutMoves() throws Exception {
    Path repo = layout(tmp.resolve("repo"), true);
    Path archive = solveAndFindArchive(repo);
    String made = Files.readString(Path.of(archive + ".cp")).lines().findFirst().orElseThrow();
    assertTrue(made.startsWith(repo.resolve("sudoku-cli/target/lib").toString()), made);
    assertArchiveUsable(archive, made);

    Path moved = Files.move(repo, tmp.resolve("moved"));
    Path again = solveAndFindArchive(moved);
    String remade = Files.readString(Path.of(again + ".cp")).lines().findFirst().orElseThrow();
    assertEquals(made.replace(repo.toString(), moved.toString()), remade);
    assertArchiveUsable(again, remade);
  }

  /**
   * The archive only saves time: where its folder cannot be made (a file in the way), or its
   * class path cannot be written beside it (a full disk: {@code /dev/full}), the command still
   * runs and answers, and no archive is left to be taken for a whole one.
   */
  @Test
  void aCommandRunsWhereItsArchiveCannotBeMade() throws Exception {
    Path repo = layout(tmp.resolve("repo"), true);
    Path cds = repo.resolve("sudoku-cli/target/cds");
    Files.writeString(cds, "in the way\n");
    assertSolves(repo);

    Files.delete(cds);
    Files.createDirectories(cds);
    String jdk = Path.of(System.getProperty("java.home")).toRealPath().toString()
        .replaceAll("[^A-Za-z0-9]", "_");
    Path archive = cds.resolve(jdk + "-static.jsa");
    Files.createSymbolicLink(Path.of(archive + ".cp"), Path.of("/dev/full"));
    assertSolves(repo);
    assertTrue(Files.notExists(archive), archive.toString());
  }

  /**
   * An archive cut short (a truncated copy) is made again, not mapped: JDK 17 maps a truncated
   * static archive and dies of SIGBUS. One of the right size whose bytes are not an archive is
   * refused by the JVM, silently: the command runs and answers either way, nothing on stderr.
   */
  @Test
  void aTruncatedOrCorruptArchiveNeverBreaksARun() throws Exception {
    Path repo = layout(tmp.resolve("repo"), true);
    Path archive = solveAndFindArchive(repo);
    long size = Files.size(archive);
    var made = Files.getLastModifiedTime(archive);
    archive.toFile().setWritable(true);
    try (var f = java.nio.channels.FileChannel.open(archive,
        java.nio.file.StandardOpenOption.WRITE)) {
      f.truncate(4096);
    }
    Files.setLastModifiedTime(archive, made); // as new as before: only its size tells
    Path again = solveAndFindArchive(repo);
    List<String> beside = Files.readAllLines(Path.of(again + ".cp"));
    assertTrue(Files.size(again) > size / 2, "made again, whole: " + Files.size(again));
    assertEquals(Long.toString(Files.size(again)), beside.get(1), "its size, beside it");
    assertArchiveUsable(again, beside.get(0));

    byte[] noise = new byte[(int) size];
    new java.util.Random(17).nextBytes(noise);
    again.toFile().setWritable(true);
    Files.write(again, noise);
    Files.setLastModifiedTime(again, made);
    assertSolves(repo);
  }

  /**
   * The table of options is written beside the archive by the same training run, whole (its last
   * line says so); one cut short or garbled is not used, and the command still answers.
   */
  @Test
  void theTableOfOptionsIsMadeWithTheArchiveAndABrokenOneIsNotUsed() throws Exception {
    Path repo = layout(tmp.resolve("repo"), true);
    Path archive = solveAndFindArchive(repo);
    Path table = Path.of(archive + ".commands");
    List<String> lines = Files.readAllLines(table);
    assertEquals("tool\tsudoku", lines.get(0));
    assertEquals("end", lines.get(lines.size() - 1));
    assertTrue(lines.contains("command\tsolve\tdev.exactcover.sudoku.cli.SolveCommand"),
        lines.toString());
    var made = Files.getLastModifiedTime(table);
    Files.write(table, lines.subList(0, lines.size() / 2)); // cut short
    Files.setLastModifiedTime(table, made);
    assertSolves(repo);
    Files.writeString(table, "garbage\n");
    Files.setLastModifiedTime(table, made);
    assertSolves(repo);
  }

  private static void assertSolves(Path repo) throws Exception {
    ProcessBuilder b = new ProcessBuilder(repo.resolve("sudoku").toString(), "solve");
    b.environment().remove("SUDOKU_CDS");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Child.Finished r = Child.run(b, PUZZLE + "\n");
    assertEquals(0, r.code(), r.toString());
    assertEquals(SOLUTION + "\n", r.out());
    assertEquals("", r.err());
  }

  private static Path solveAndFindArchive(Path repo) throws Exception {
    assertSolves(repo);
    try (var files = Files.list(repo.resolve("sudoku-cli/target/cds"))) {
      List<Path> archives = files.filter(f -> f.toString().matches(".*\\.(jsa|aot)")).toList();
      assertEquals(1, archives.size(), archives.toString());
      return archives.get(0);
    }
  }

  /** The archive works with its class path: with it required, the command line still runs. */
  private static void assertArchiveUsable(Path archive, String classPath) throws Exception {
    boolean aot = archive.toString().endsWith(".aot");
    ProcessBuilder b = new ProcessBuilder(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:+UseSerialGC",
        aot ? "-XX:AOTMode=on" : "-Xshare:on",
        (aot ? "-XX:AOTCache=" : "-XX:SharedArchiveFile=") + archive,
        "-cp", classPath, "dev.exactcover.sudoku.cli.Main", "solve");
    Child.Finished r = Child.run(b, PUZZLE + "\n");
    assertEquals(0, r.code(), r.toString());
    assertEquals(SOLUTION + "\n", r.out());
  }

  /**
   * A copy of the repository's layout at {@code repo}: the launcher, and this build's modules in
   * {@code sudoku-cli/target/lib} (as jars when {@code jars}: class-data sharing takes no
   * folders; the command line's own as {@code sudoku-cli/target/sudoku-cli-0.1.0-SNAPSHOT.jar}),
   * marked built.
   */
  /**
   * A JVM that cannot start (too little address space under {@code ulimit -v}) is said on
   * stderr with the launcher's own exit code 71, not the 1 that means "no solution", and nothing
   * is printed on stdout.
   */
  @org.junit.jupiter.api.Tag("full")
  @Test
  void aJvmThatCannotStartIsSaidOnStderrWithItsOwnExitCode() throws Exception {
    Path repo = layout(tmp.resolve("repo"), false);
    ProcessBuilder b = new ProcessBuilder("bash", "-c", "ulimit -v 3000000; exec \"$0\" solve",
        repo.resolve("sudoku").toString());
    b.environment().put("SUDOKU_CDS", "0");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Child.Finished r = Child.run(b, PUZZLE + "\n");
    assertEquals(71, r.code(), r.toString());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("sudoku: cannot start java under this shell's limit of "
        + "3000000 KB of address space (ulimit -v): "), r.err());
    assertTrue(r.err().contains("Error occurred during initialization of VM"), r.err());

    // A closed stdin is read as an empty one, not as whatever file the JVM opens first.
    ProcessBuilder closed = new ProcessBuilder("bash", "-c", "exec \"$0\" solve <&-",
        repo.resolve("sudoku").toString());
    closed.environment().put("SUDOKU_CDS", "0");
    closed.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Child.Finished none = Child.run(closed, "");
    assertEquals(3, none.code(), none.toString());
    assertEquals("", none.out(), none.toString());

    b.environment().put("JAVA_HOME", tmp.resolve("no-java").toString());
    r = Child.run(b, PUZZLE + "\n");
    assertEquals(71, r.code(), r.toString());
    assertTrue(r.err().startsWith("sudoku: cannot start java: no '" + tmp.resolve("no-java")
        + "/bin/java'"), r.err());
  }

  /**
   * Under a limit so low that java dies of a signal before it prints a word, the launcher still
   * gives a reason after {@code (ulimit -v):}, never an empty one.
   */
  @org.junit.jupiter.api.Tag("full")
  @Test
  void aJvmKilledBeforeItSpeaksStillGetsAReason() throws Exception {
    Path repo = layout(tmp.resolve("repo"), false);
    ProcessBuilder b = new ProcessBuilder("bash", "-c", "ulimit -v 50000; exec \"$0\" --version",
        repo.resolve("exactcover").toString());
    b.environment().put("SUDOKU_CDS", "0");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Child.Finished r = Child.run(b, "");
    assertEquals(71, r.code(), r.toString());
    assertEquals("", r.out());
    String prefix = "exactcover: cannot start java under this shell's limit of 50000 KB of "
        + "address space (ulimit -v): ";
    assertTrue(r.err().startsWith(prefix), r.err());
    String reason = r.err().substring(prefix.length()).strip();
    assertTrue(reason.startsWith("java ") || reason.startsWith("Error"), r.err());
    assertTrue(reason.endsWith("raise the limit (ulimit -v unlimited)"), r.err());
    assertTrue(reason.length() > "; raise the limit (ulimit -v unlimited)".length(), r.err());
  }

  static Path layout(Path repo, boolean jars) throws IOException {
    for (String name : List.of("sudoku", "exactcover", "exactcover-cli/src/main/sh/launch.bash")) {
      Path script = Path.of("..", name).toAbsolutePath().normalize(); // the repository's
      assertTrue(Files.isRegularFile(script), script.toString());
      Files.createDirectories(repo.resolve(name).getParent());
      Files.copy(script, repo.resolve(name), StandardCopyOption.COPY_ATTRIBUTES);
    }
    Path target = repo.resolve("sudoku-cli/target");
    Path lib = Files.createDirectories(target.resolve("lib"));
    // ./exactcover's path: the same modules less the Sudoku ones.
    Path generic = Files.createDirectories(repo.resolve("exactcover-cli/target/lib"));
    int k = 0;
    for (String entry : System.getProperty("jdk.module.path").split(File.pathSeparator)) {
      if (entry.contains("hazelcast") || entry.contains("dlx-cluster")) {
        continue;
      }
      Path from = Path.of(entry).toAbsolutePath();
      String where = from.normalize().toString();
      boolean cli = where.contains("sudoku-cli" + File.separator);
      boolean sudoku = cli || where.contains("sudoku-model" + File.separator);
      k++;
      place(from, cli && jars ? target.resolve("sudoku-cli-0.1.0-SNAPSHOT.jar")
          : lib.resolve("m" + k + (jars || !Files.isDirectory(from) ? ".jar" : "")), jars);
      if (!sudoku) {
        place(from, generic.resolve("m" + k + (jars || !Files.isDirectory(from) ? ".jar" : "")),
            jars);
      }
    }
    Files.createFile(lib.resolve(".built"));
    Files.createFile(generic.resolve(".built"));
    return repo;
  }

  /** A module of the module path at {@code to}: a jar, a copied folder, or a link to its jar. */
  private static void place(Path from, Path to, boolean jars) throws IOException {
    if (Files.isDirectory(from) && jars) {
      jar(from, to);
    } else if (Files.isDirectory(from)) { // an exploded module is walked, links not followed
      try (var files = Files.walk(from)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Files.copy(f, to.resolve(from.relativize(f).toString()));
        }
      }
    } else {
      Files.createSymbolicLink(to, from);
    }
  }

  private static void jar(Path folder, Path jar) throws IOException {
    try (var out = new JarOutputStream(Files.newOutputStream(jar));
        var files = Files.walk(folder)) {
      for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
        out.putNextEntry(new JarEntry(folder.relativize(f).toString().replace('\\', '/')));
        Files.copy(f, out);
        out.closeEntry();
      }
    }
  }
}
