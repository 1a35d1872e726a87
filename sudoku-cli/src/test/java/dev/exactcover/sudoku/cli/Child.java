package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The command line in a real child JVM on the module path (as the launcher starts it, without
 * the class-data archive): for what only a process shows, such as exit codes of signals, closed
 * pipes, write errors, FIFOs and idle stdin.
 */
final class Child {
  private Child() {}

  /** A process builder for {@code sudoku args...}, stderr not at a terminal. */
  static ProcessBuilder builder(String... args) {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1", "-p", System.getProperty("jdk.module.path"),
        "-m", "dev.exactcover.sudoku.cli/dev.exactcover.sudoku.cli.Main"));
    command.addAll(List.of(args));
    ProcessBuilder b = new ProcessBuilder(command);
    b.environment().put("SUDOKU_STDOUT_TTY", "0");
    b.environment().put("SUDOKU_STDERR_TTY", "0");
    return b;
  }

  /** What a finished child printed, and its exit code. */
  record Finished(int code, String out, String err) {
    @Override
    public String toString() {
      return "exit " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
    }
  }

  /** Runs {@code b} to the end with {@code stdin} (closed after), within 120 s. */
  static Finished run(ProcessBuilder b, String stdin) throws IOException, InterruptedException {
    Process p = b.start();
    Thread feed = new Thread(() -> {
      try (var in = p.getOutputStream()) {
        in.write(stdin.getBytes(StandardCharsets.UTF_8));
      } catch (IOException e) {
        // the child stopped reading: its exit code tells
      }
    });
    feed.start();
    byte[][] err = new byte[1][];
    Thread drain = new Thread(() -> {
      try {
        err[0] = p.getErrorStream().readAllBytes();
      } catch (IOException e) {
        err[0] = new byte[0];
      }
    });
    drain.start();
    byte[] out = b.redirectOutput().type() == ProcessBuilder.Redirect.Type.PIPE
        ? p.getInputStream().readAllBytes() : new byte[0];
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the child JVM did not end");
    drain.join();
    feed.join();
    return new Finished(p.exitValue(), new String(out, StandardCharsets.UTF_8),
        new String(err[0], StandardCharsets.UTF_8));
  }

  /** Runs {@code sudoku args...} to the end with {@code stdin}. */
  static Finished run(String stdin, String... args) throws IOException, InterruptedException {
    return run(builder(args), stdin);
  }
}
