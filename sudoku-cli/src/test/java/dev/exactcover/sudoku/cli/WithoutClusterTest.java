package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The cluster is optional: a real JVM whose module path has neither the cluster module nor
 * Hazelcast solves puzzles and counts, and {@code --cluster} says what is missing.
 */
class WithoutClusterTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

  /** The test JVM's module path without the cluster module and Hazelcast. */
  private static String modulePath() {
    String full = System.getProperty("jdk.module.path");
    List<String> kept = Arrays.stream(full.split(File.pathSeparator))
        .filter(p -> !p.contains("hazelcast") && !p.contains("dlx-cluster"))
        .collect(Collectors.toList());
    assertNotEquals(full.split(File.pathSeparator).length, kept.size(),
        "the test's module path holds the cluster module: it must be left out");
    return String.join(File.pathSeparator, kept);
  }

  private static Result run(String stdin, String... args) throws IOException,
      InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-p", modulePath(), "-m", "dev.exactcover.sudoku.cli/dev.exactcover.sudoku.cli.Main"));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).start();
    p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child JVM ended");
    return new Result(p.exitValue(), out, err);
  }

  private record Result(int code, String out, String err) {}

  @Tag("full") // child processes
  @Test
  void solvingAndCountingNeedNoCluster() throws Exception {
    Result solve = run(PUZZLE + "\n", "solve");
    assertEquals(0, solve.code(), solve.err());
    assertEquals("417369825632158947958724316825437169791586432346912758289643571573291684164875293",
        solve.out().strip());
    Result count = run("", "dlx", "--count", "--threads", "2",
        Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(0, count.code(), count.err());
    assertEquals("92", count.out().strip());
  }

  @Test
  void theClusterOptionSaysTheModuleIsMissing() throws Exception {
    Result r = run("", "dlx", "--count", "--cluster", "127.0.0.1",
        Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(ExitCode.UNAVAILABLE.code(), r.code(), r.err());
    assertTrue(r.err().contains("the cluster module (dlx-cluster) is not on the module path or "
        + "the class path"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }
}
