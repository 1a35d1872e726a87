package dev.exactcover.verification.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;

/**
 * {@link PairedCount} for the Sudoku solver: two builds timed against each other in one JVM,
 * for a machine too busy for JMH. Each build's {@code benchmarks.jar} is loaded in a class loader
 * of its own, with one {@code Sudoku.solver()} each (as {@link SudokuBenchmark} has), and passes
 * over the first puzzles of a set (each solved with the uniqueness check, each answer checked
 * unique) alternate between them, ABBA. Reports the thread CPU time per puzzle of each, and the
 * median of the ratios of the pairs (CPU time and wall time). Only the public API is called, so
 * any two builds that have it can be compared.
 *
 * <pre>{@code
 * java -Ddatasets.dir=../shared/datasets -cp after/benchmarks.jar \
 *     dev.exactcover.verification.bench.PairedSolve before/benchmarks.jar after/benchmarks.jar \
 *     sudoku9/17-clue.txt:10:40:2000 sudoku9/top1465.txt:5:20:1465
 * }</pre>
 * Each set is given as {@code file:warm-up pairs:measured pairs:puzzles per pass}.
 */
public final class PairedSolve {
  private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

  private PairedSolve() {}

  /**
   * Runs the comparison.
   *
   * @param args the two jars, then the sets as {@code file:warm:pairs:puzzles}
   * @throws Exception if a jar or a set cannot be loaded, or an answer is not unique
   */
  public static void main(String[] args) throws Exception {
    for (int k = 2; k < args.length; k++) {
      String[] f = args[k].split(":");
      int warm = Integer.parseInt(f[1]);
      int pairs = Integer.parseInt(f[2]);
      int puzzles = Integer.parseInt(f[3]);
      Solving a = new Solving(args[0], f[0], puzzles);
      Solving b = new Solving(args[1], f[0], puzzles);
      Pairs.Medians m = Pairs.run(a::time, b::time, warm, pairs);
      System.out.printf("%s puzzles=%d pairs=%d cpu-first %.1f us  cpu-second %.1f us  "
          + "median-ratio(cpu) %.3f  median-ratio(wall) %.3f%n", f[0], a.size(), pairs,
          m.cpuA() / 1e3 / a.size(), m.cpuB() / 1e3 / b.size(), m.cpuRatio(), m.wallRatio());
    }
  }

  /** One build's solver and the puzzles it solves. */
  private static final class Solving {
    private final Object solver;
    private final List<?> puzzles;
    private final Method solve;
    private final Method verdict;

    Solving(String jar, String set, int limit) throws Exception {
      ClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
      Class<?> sudoku = loader.loadClass("dev.exactcover.sudoku.Sudoku");
      List<?> all = (List<?>) sudoku.getMethod("readAll", Path.class)
          .invoke(null, Workloads.datasetsDir().resolve(set));
      puzzles = all.subList(0, Math.min(limit, all.size()));
      solver = sudoku.getMethod("solver").invoke(null);
      solve = solver.getClass().getMethod("solve", loader.loadClass("dev.exactcover.sudoku.Grid"));
      verdict = loader.loadClass("dev.exactcover.sudoku.Answer").getMethod("verdict");
    }

    int size() {
      return puzzles.size();
    }

    /** Solves every puzzle once; the thread CPU time and the wall time, in nanoseconds. */
    long[] time() throws Exception {
      long wall = System.nanoTime();
      long cpu = MX.getCurrentThreadCpuTime();
      Object[] answers = new Object[puzzles.size()];
      for (int i = 0; i < answers.length; i++) {
        answers[i] = solve.invoke(solver, puzzles.get(i));
      }
      long[] t = {MX.getCurrentThreadCpuTime() - cpu, System.nanoTime() - wall};
      for (Object answer : answers) {
        if (!verdict.invoke(answer).toString().equals("UNIQUE")) {
          throw new IllegalStateException("an answer that is not unique: " + answer);
        }
      }
      return t;
    }
  }
}
