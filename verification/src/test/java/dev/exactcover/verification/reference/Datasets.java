package dev.exactcover.verification.reference;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The shared datasets, read in place: {@code -Ddatasets.dir}, or {@code ../../shared/datasets}. */
final class Datasets {
  private Datasets() {}

  static Path dir() {
    String configured = System.getProperty("datasets.dir");
    Path p = configured != null ? Path.of(configured) : Path.of("../../shared/datasets");
    assertTrue(Files.isDirectory(p), "datasets not found at " + p.toAbsolutePath());
    return p;
  }

  static Path file(String relative) {
    return dir().resolve(relative);
  }

  /** The data lines of a file: trimmed (CRLF too), with blank and {@code #} lines skipped. */
  static List<String> lines(String relative) {
    try {
      return Files.readAllLines(file(relative)).stream()
          .map(String::strip)
          .filter(line -> !line.isEmpty() && !line.startsWith("#"))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
