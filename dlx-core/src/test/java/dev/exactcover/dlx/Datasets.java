package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the shared datasets are: {@code ../shared/datasets}, read in place, never copied. */
public final class Datasets {
  private Datasets() {}

  public static Path dir() {
    String configured = System.getProperty("datasets.dir");
    Path p = configured != null ? Path.of(configured) : Path.of("../../shared/datasets");
    assertTrue(Files.isDirectory(p), "datasets not found at " + p.toAbsolutePath());
    return p;
  }

  public static Path exactCover(String name) {
    return dir().resolve("exact-cover").resolve(name);
  }
}
