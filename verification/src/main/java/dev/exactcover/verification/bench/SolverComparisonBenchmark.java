package dev.exactcover.verification.bench;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.verification.reference.BitmaskMrv;
import dev.exactcover.verification.reference.ReferenceSolver;
import dev.exactcover.verification.reference.SinglesPropagation;
import java.util.ArrayList;
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
 * DLX against the reference solvers and a Java peer, on the same puzzles: each call solves a
 * fixed, evenly spread sample of a set with the uniqueness check (up to two solutions), so every
 * solver sees the same puzzles and the scores (time per call) compare directly. The sample is
 * {@code size} puzzles taken every {@code k}-th through the file. {@code janet} is
 * Janet-Sudoku 1.1.1's {@code checkIfUniqueSolution}, slow (about a second per 17-clue puzzle),
 * so its runs use a small sample; plain backtracking is left out (seconds per hard puzzle).
 * Every count must be 1, or the benchmark fails.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class SolverComparisonBenchmark {
  /** The puzzle set (all unique). */
  @Param({"sudoku9/17-clue.txt", "sudoku9/top1465.txt", "sudoku9/forum-hardest-1106.txt"})
  public String set;

  /** {@code dlx}, {@code bitmask-mrv}, {@code singles-propagation} or {@code janet}. */
  @Param({"dlx", "bitmask-mrv", "singles-propagation"})
  public String solver;

  /** Puzzles in the sample. */
  @Param({"100"})
  public int size;

  private List<Grid> sample;
  private int[][] cells;
  private Solve solve;

  /** Solves the whole sample; returns the total of the counts (must be the sample's size). */
  interface Solve {
    long all();
  }

  /** Reads the set, takes the sample, makes the solver. */
  @Setup
  public void setUp() {
    List<Grid> all = Sudoku.readAll(Workloads.datasetsDir().resolve(set));
    int step = Math.max(1, all.size() / size);
    sample = new ArrayList<>();
    for (int i = 0; i < all.size() && sample.size() < size; i += step) {
      sample.add(all.get(i));
    }
    cells = sample.stream().map(Grid::values).toArray(int[][]::new);
    solve = switch (solver) {
      case "dlx" -> dlx();
      case "bitmask-mrv" -> reference(new BitmaskMrv());
      case "singles-propagation" -> reference(new SinglesPropagation());
      case "janet" -> janet();
      default -> throw new IllegalArgumentException("unknown solver " + solver);
    };
  }

  private Solve dlx() {
    dev.exactcover.sudoku.SudokuSolver s = Sudoku.solver();
    return () -> {
      long total = 0;
      for (Grid g : sample) {
        total += s.count(g, 2);
      }
      return total;
    };
  }

  private Solve reference(ReferenceSolver r) {
    return () -> {
      long total = 0;
      for (int[] c : cells) {
        total += r.solve(c, 3, 3, 2).count();
      }
      return total;
    };
  }

  private Solve janet() {
    return () -> {
      long total = 0;
      for (int[] c : cells) {
        int[][] board = new int[9][9];
        for (int k = 0; k < 81; k++) {
          board[k / 9][k % 9] = c[k];
        }
        var j = new org.mariuszgromada.math.janetsudoku.SudokuSolver(board);
        total += j.checkIfUniqueSolution()
            == org.mariuszgromada.math.janetsudoku.SudokuSolver.SOLUTION_UNIQUE ? 1 : 2;
      }
      return total;
    };
  }

  /** The sample, each puzzle solved with the uniqueness check. */
  @Benchmark
  public long solveSample() {
    long total = solve.all();
    if (total != sample.size()) {
      throw new IllegalStateException(solver + " on " + set + ": counts sum to " + total
          + ", want " + sample.size() + " (all unique)");
    }
    return total;
  }
}
