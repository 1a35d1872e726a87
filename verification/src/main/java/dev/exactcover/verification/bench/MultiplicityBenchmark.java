package dev.exactcover.verification.bench;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Algorithm M on the two {@code .dlx3} files of the shared datasets, to compare with Knuth's
 * {@code dlx3} on the same files ({@code dlx3 < file}): the same tree, so {@link #setUp()} prints
 * the solutions, nodes and updates to compare with {@code dlx3}'s last line. One solver per
 * trial, reused by every call; each count is checked against dlx3's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 4)
@Measurement(iterations = 4, time = 4)
@Fork(1)
public class MultiplicityBenchmark {
  private static final Map<String, Long> DLX3_COUNTS = Map.of(
      "redrect-4-4.dlx3", 55_137L,
      "queendom-8-5.dlx3", 4_860L);

  /** A {@code .dlx3} file of the shared datasets. */
  @Param({"redrect-4-4.dlx3", "queendom-8-5.dlx3"})
  public String file;

  private Solver solver;

  /** Reads the file, makes the one solver of this trial, prints its statistics. */
  @Setup
  public void setUp() throws IOException, DlxFormatException {
    solver = ExactCover.read(Workloads.datasetsDir().resolve("exact-cover").resolve(file))
        .newSolver();
    SearchResult r = solver.search(Limits.none());
    System.out.printf("%n%s: %d solutions, %d nodes, %d updates%n",
        file, r.solutions(), r.nodes(), r.updates());
  }

  /** All solutions on the calling thread. */
  @Benchmark
  public long count() {
    long n = solver.count();
    if (n != DLX3_COUNTS.get(file)) {
      throw new IllegalStateException(file + ": " + n + " solutions, dlx3 finds "
          + DLX3_COUNTS.get(file));
    }
    return n;
  }
}
