package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script {@code ./sudoku} works through a symlink on PATH and from any directory
 * (issue 15). It runs on a copy of the repository's layout whose {@code target/lib} holds this
 * build's modules, marked built, so that the script starts the command line without building.
 */
class LauncherTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String SOLUTION =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

  @TempDir Path tmp;

  @Test
  void aSymlinkOnPathRunsTheCommandLineFromAnyDirectory() throws Exception {
    Path script = Path.of("..", "sudoku").toAbsolutePath().normalize(); // the repository's
    assertTrue(Files.isRegularFile(script), script.toString());
    Path repo = Files.createDirectories(tmp.resolve("repo"));
    Files.copy(script, repo.resolve("sudoku"), StandardCopyOption.COPY_ATTRIBUTES);
    Path lib = Files.createDirectories(repo.resolve("sudoku-cli/target/lib"));
    int k = 0;
    for (String entry : System.getProperty("jdk.module.path").split(File.pathSeparator)) {
      if (!entry.contains("hazelcast") && !entry.contains("dlx-cluster")) {
        Path from = Path.of(entry).toAbsolutePath();
        Path to = lib.resolve("m" + k++ + (entry.endsWith(".jar") ? ".jar" : ""));
        if (Files.isDirectory(from)) { // an exploded module is walked, links not followed: copy
          try (var files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
              Files.copy(f, to.resolve(from.relativize(f).toString()));
            }
          }
        } else {
          Files.createSymbolicLink(to, from);
        }
      }
    }
    Files.createFile(lib.resolve(".built"));
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
}
