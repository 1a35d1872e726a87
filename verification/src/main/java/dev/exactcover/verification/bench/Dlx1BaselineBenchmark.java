package dev.exactcover.verification.bench;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import java.io.IOException;
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
 * The search on the files that Knuth's {@code dlx1} is timed on ({@code dlx1 m0 < file}), for
 * the ratio of our time to his: the same Algorithm X, so the same tree. {@link #setUp()} prints
 * the solutions, nodes and updates of one search, to compare with the last line of {@code dlx1}.
 * Reading the file is outside the measurement, as the search alone is what the ratio is about.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class Dlx1BaselineBenchmark {
  /** A file of {@code exact-cover/} in the shared datasets. */
  @Param({"queens-8.dlx", "pentomino-3x20.dlx", "pentomino-6x10.dlx", "pentomino-8x8.dlx"})
  public String file;

  private Solver solver;

  /** Reads the file, makes the one solver of this trial and prints its statistics once. */
  @Setup
  public void setUp() throws IOException, DlxFormatException {
    solver = Workloads.problem(file).newSolver();
    SearchResult r = solver.search(Limits.none());
    System.out.printf("%n%s: %d solutions, %d nodes, %d updates%n",
        file, r.solutions(), r.nodes(), r.updates());
  }

  /** All solutions on the calling thread, as {@code dlx1 m0} finds them. */
  @Benchmark
  public long search() {
    return Workloads.check(file, solver.search(Limits.none()).solutions());
  }
}
