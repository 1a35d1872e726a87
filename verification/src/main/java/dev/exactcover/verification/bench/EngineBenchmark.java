package dev.exactcover.verification.bench;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.pieces.SearchTree;
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
 * Counts every solution of problems that take the engine a fraction of a second to seconds: on
 * one thread with {@link Solver#count()}, and on two with {@link SearchTree#countParallel}, so that
 * the two scores of a problem give the speedup on two cores. The first four problems are the
 * files Knuth's {@code dlx1} is timed on ({@code dlx1 m0 < file}): the same Algorithm X, so the
 * same tree, and {@link #setUp()} prints the solutions, nodes and updates of one search to compare
 * with {@code dlx1}'s last line. One solver per trial, built in {@link #setUp()} (reading the file
 * is not timed) and reused by every call; each count is checked against the known one.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 4)
@Measurement(iterations = 4, time = 4)
@Fork(1)
public class EngineBenchmark {
  /** A {@code .dlx} file of the shared datasets, or a model built in code (see Workloads). */
  @Param({"queens-8.dlx", "pentomino-3x20.dlx", "pentomino-6x10.dlx", "pentomino-8x8.dlx",
      "queens-12", "queens-13", "langford-11"})
  public String problem;

  private Solver solver;

  /** Reads or builds the problem, makes the one solver of this trial, prints its statistics. */
  @Setup
  public void setUp() throws IOException, DlxFormatException {
    solver = Workloads.problem(problem).newSolver();
    SearchResult r = solver.search(Limits.none());
    System.out.printf("%n%s: %d solutions, %d nodes, %d updates%n",
        problem, r.solutions(), r.nodes(), r.updates());
  }

  /** All solutions on the calling thread. */
  @Benchmark
  public long count() {
    return Workloads.check(problem, solver.count());
  }

  /** All solutions on two threads. */
  @Benchmark
  public long countParallel2() {
    return Workloads.check(problem, SearchTree.of(solver).countParallel(2, Limits.none())
        .solutions());
  }
}
