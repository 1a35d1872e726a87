package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** Where the shared datasets are: {@code ../shared/datasets}, read in place, never copied. */
public final class Datasets {
  private Datasets() {}

  public static Path dir() {
    String configured = System.getProperty("datasets.dir");
    Path p = configured != null ? Path.of(configured) : Path.of("../../shared/datasets");
    assertTrue(Files.isDirectory(p), "datasets not found at " + p.toAbsolutePath());
    return p;
  }

  public static Path file(String relative) {
    return dir().resolve(relative);
  }

  /** The content lines of a file: no blank lines, no {@code #} lines (as .solutions files count). */
  public static List<String> lines(String relative) {
    try {
      return Files.readAllLines(file(relative), StandardCharsets.UTF_8).stream()
          .map(String::strip).filter(s -> !s.isEmpty() && !s.startsWith("#"))
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
