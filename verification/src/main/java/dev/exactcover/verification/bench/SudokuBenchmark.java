package dev.exactcover.verification.bench;

import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import java.util.List;
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
 * Solves one puzzle per call with the uniqueness check (up to two solutions), one thread, going
 * round the puzzles of a set: the score is the mean time per puzzle over the set. One reusable
 * {@link SudokuSolver} per trial; reading the file is not timed. Every answer must be unique,
 * or the benchmark fails. Run with {@code -prof gc} for the bytes allocated per puzzle.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
@Fork(1)
public class SudokuBenchmark {
  /** A puzzle file of the shared datasets (all unique). */
  @Param({"sudoku9/17-clue.txt", "sudoku9/top1465.txt", "sudoku9/forum-hardest-1106.txt",
      "sudoku9/forum-hardest-1905-11plus.txt", "sudoku16/goomii-3000.csv"})
  public String set;

  private List<Grid> puzzles;
  private SudokuSolver solver;
  private int next;

  /** Reads the set and makes the solver of this trial. */
  @Setup
  public void setUp() {
    puzzles = Sudoku.readAll(Workloads.datasetsDir().resolve(set));
    solver = Sudoku.solver();
    next = 0;
  }

  /** The next puzzle of the set, solved with the uniqueness check. */
  @Benchmark
  public Answer solveUnique() {
    Grid p = puzzles.get(next);
    next = next + 1 == puzzles.size() ? 0 : next + 1;
    Answer a = solver.solve(p);
    if (a.verdict() != Verdict.UNIQUE) {
      throw new IllegalStateException(set + ": " + p + " is " + a.verdict());
    }
    return a;
  }
}
