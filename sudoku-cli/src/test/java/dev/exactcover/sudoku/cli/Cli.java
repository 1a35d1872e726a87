package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.Launcher;
import dev.exactcover.cli.RunContext;
import dev.exactcover.cli.Tool;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Runs the command line in-process, in a run context of its own, with captured output. */
final class Cli {
  final int code;
  final String out;
  final String err;

  private Cli(int code, String out, String err) {
    this.code = code;
    this.out = out;
    this.err = err;
  }

  /** Runs {@code ./sudoku args...} in-process, with empty stdin. */
  static Cli run(String... args) {
    return runWithStdin("", args);
  }

  /** Runs {@code ./exactcover args...} in-process, with empty stdin. */
  static Cli exactcover(String... args) {
    return in(ExactCoverMain.TOOL, "", args);
  }

  /** Runs {@code ./sudoku args...} in-process with {@code stdin}. */
  static Cli runWithStdin(String stdin, String... args) {
    return in(new Main(), stdin, args);
  }

  /** Runs {@code ./exactcover args...} in-process with {@code stdin}. */
  static Cli exactcoverWithStdin(String stdin, String... args) {
    return in(ExactCoverMain.TOOL, stdin, args);
  }

  private static Cli in(Tool tool, String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunContext ctx = RunContext.builder(tool.name())
        .stdin(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)))
        .stdout(out).stderr(err).build();
    int code = Launcher.run(tool, ctx, args);
    return new Cli(code, out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8));
  }

  List<String> lines() {
    return out.isEmpty() ? List.of() : List.of(out.split("\n"));
  }

  static Path datasets() {
    String configured = System.getProperty("datasets.dir");
    Path p = configured != null ? Path.of(configured) : Path.of("../../shared/datasets");
    assertTrue(Files.isDirectory(p), "datasets not found at " + p.toAbsolutePath());
    return p;
  }

  static String data(String relative) {
    return datasets().resolve(relative).toString();
  }

  @Override
  public String toString() {
    return "exit " + code + "\nstdout:\n" + out + "\nstderr:\n" + err;
  }
}
