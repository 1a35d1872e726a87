package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Runs the command line in-process with captured output; stdin can be given. */
final class Cli {
  final int code;
  final String out;
  final String err;

  private Cli(int code, String out, String err) {
    this.code = code;
    this.out = out;
    this.err = err;
  }

  static Cli run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Cli(code, out.toString(), err.toString());
  }

  /** Runs {@code ./exactcover args...} in-process. */
  static Cli exactcover(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run("exactcover", new PrintWriter(out, true), new PrintWriter(err, true),
        args);
    return new Cli(code, out.toString(), err.toString());
  }

  static synchronized Cli runWithStdin(String stdin, String... args) {
    InputStream saved = System.in;
    System.setIn(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
    try {
      return run(args);
    } finally {
      System.setIn(saved);
    }
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
