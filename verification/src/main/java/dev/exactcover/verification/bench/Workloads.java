package dev.exactcover.verification.bench;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The problems the benchmarks count, by the name a {@code @Param} gives them, with their known
 * solution counts. A name ending in {@code .dlx} is a file of {@code exact-cover/} in the shared
 * datasets, read in place; {@code queens-n} and {@code langford-n} are the models of
 * {@link dev.exactcover.dlx.examples}, built in code.
 */
final class Workloads {
  /** Solution counts from the datasets' README and the models' Javadoc (OEIS A000170, A014552). */
  private static final Map<String, Long> EXPECTED = Map.of(
      "queens-8.dlx", 92L,
      "pentomino-3x20.dlx", 8L,
      "pentomino-6x10.dlx", 9_356L,
      "pentomino-8x8.dlx", 520L,
      "queens-12", 14_200L,
      "queens-13", 73_712L,
      "langford-11", 35_584L);

  private Workloads() {}

  /** The problem called {@code name}. */
  static Problem problem(String name) throws IOException, DlxFormatException {
    if (name.endsWith(".dlx")) {
      return ExactCover.read(datasetsDir().resolve("exact-cover").resolve(name));
    }
    int dash = name.lastIndexOf('-');
    String model = dash < 0 ? name : name.substring(0, dash);
    int n = dash < 0 ? -1 : Integer.parseInt(name.substring(dash + 1));
    switch (model) {
      case "queens":
        return Queens.problem(n);
      case "langford":
        return Langford.problem(n);
      default:
        throw new IllegalArgumentException("unknown workload " + name);
    }
  }

  /** Fails unless {@code solutions} is the known count of problem {@code name}. */
  static long check(String name, long solutions) {
    Long expected = EXPECTED.get(name);
    if (expected == null || expected != solutions) {
      throw new IllegalStateException(name + ": " + solutions + " solutions, expected " + expected);
    }
    return solutions;
  }

  /** The directory of the shared datasets: {@code -Ddatasets.dir}, or {@code ../shared/datasets}. */
  static Path datasetsDir() {
    Path dir = Path.of(System.getProperty("datasets.dir", "../shared/datasets"));
    if (!Files.isDirectory(dir)) {
      throw new IllegalStateException("datasets not found at " + dir.toAbsolutePath()
          + ": run from the repository root or pass -Ddatasets.dir=...");
    }
    return dir;
  }
}
