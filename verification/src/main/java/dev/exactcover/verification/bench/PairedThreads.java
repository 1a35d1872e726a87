package dev.exactcover.verification.bench;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.LocalRunner;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import java.lang.management.ManagementFactory;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/**
 * The speedup of the search itself on two threads, without the JVM's start: in one JVM, after
 * warm-up, a problem is counted on one thread and on two in turn, ABBA (see {@link Pairs}), each
 * count from a new solver (as a new process would), every count checked against the first.
 * A count shorter than a quarter of a second is timed in batches of at least that length (the
 * process CPU clock ticks in 10 ms on Linux), and reported per count. Reports the medians of
 * each side's wall time and process CPU time (JIT and GC threads included), and the medians of the pairs' ratios: one thread's wall time over two threads'
 * (the speedup) and two threads' CPU time over one's.
 *
 * <p>A count on one thread is what {@code ./exactcover count --threads 1} does (one search of
 * the whole tree, memoized with {@code memo:}); on two threads what {@code --threads 2} does
 * ({@link SearchTree#countParallel}: split, then counted on a {@link LocalRunner} that
 * re-splits). {@code sudoku-2x3} is the empty 6x6 Sudoku grid with its first row given, split
 * into 100 subproblems counted on a {@link LocalRunner} of one thread and of two, as
 * {@code ./sudoku count --size 2x3 --split 100 --threads N} does.
 *
 * <pre>{@code
 * java -cp verification/target/benchmarks.jar dev.exactcover.verification.bench.PairedThreads \
 *     queens-13.dlx:5:9 langford-11.dlx:5:9 sudoku-2x3:5:9 memo:dom18.dlx:2:5
 * }</pre>
 * Each problem is given as {@code [memo:]name:warm-up pairs:measured pairs}, the name a
 * {@code .dlx} file or {@code sudoku-2x3}.
 */
public final class PairedThreads {
  private PairedThreads() {}

  /**
   * Runs the comparison.
   *
   * @param args the problems as {@code [memo:]name:warm:pairs}
   * @throws Exception if a problem cannot be read, or two counts differ
   */
  public static void main(String[] args) throws Exception {
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    for (String arg : args) {
      boolean memo = arg.startsWith("memo:");
      String[] f = (memo ? arg.substring(5) : arg).split(":");
      int warm = Integer.parseInt(f[1]);
      int pairs = Integer.parseInt(f[2]);
      Supplier<SearchResult> oneCount = counter(f[0], memo, 1);
      Supplier<SearchResult> twoCount = counter(f[0], memo, 2);
      for (int i = 0; i < warm; i++) {
        oneCount.get();
        twoCount.get();
      }
      long w = System.nanoTime();
      oneCount.get();
      w = System.nanoTime() - w;
      // Counts shorter than a quarter of a second are timed in batches of that length or more,
      // so that the process CPU clock (which ticks in 10 ms on Linux) has something to read.
      int batch = (int) Math.max(1, Math.min(1000, (250_000_000L + w - 1) / Math.max(1, w)));
      Supplier<SearchResult> one = repeated(oneCount, batch);
      Supplier<SearchResult> two = repeated(twoCount, batch);
      BigInteger[] first = {null};
      List<Long> wallOne = new ArrayList<>();
      List<Long> wallTwo = new ArrayList<>();
      Pairs.Timed a = () -> time(one, os, first, wallOne);
      Pairs.Timed b = () -> time(two, os, first, wallTwo);
      Pairs.Medians m = Pairs.run(a, b, 0, pairs);
      System.out.printf("%s%s pairs=%d batch=%d  one thread %.1f ms (cpu %.1f ms)  two threads "
          + "%.1f ms (cpu %.1f ms)  speedup(wall) %.3fx  cpu two/one %.3f  solutions %s%n",
          memo ? "memo:" : "", f[0], pairs, batch, median(wallOne, pairs) / 1e6 / batch,
          m.cpuA() / 1e6 / batch, median(wallTwo, pairs) / 1e6 / batch, m.cpuB() / 1e6 / batch,
          1 / m.wallRatio(), m.cpuRatio(), first[0]);
    }
  }

  /** The median of the last {@code n} values. */
  private static double median(List<Long> v, int n) {
    List<Long> s = new ArrayList<>(v.subList(v.size() - n, v.size()));
    Collections.sort(s);
    return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2.0;
  }

  /**
   * Counts once: the process CPU time and the wall time, in nanoseconds (the wall time also
   * added to {@code walls}); the count checked against the first.
   */
  private static long[] time(Supplier<SearchResult> count,
      com.sun.management.OperatingSystemMXBean os, BigInteger[] first, List<Long> walls) {
    long cpu = os.getProcessCpuTime();
    long wall = System.nanoTime();
    SearchResult r = count.get();
    wall = System.nanoTime() - wall;
    cpu = os.getProcessCpuTime() - cpu;
    if (r.status() != Status.EXHAUSTED) {
      throw new IllegalStateException("a count stopped: " + r);
    }
    if (first[0] == null) {
      first[0] = r.solutionCount();
    } else if (!first[0].equals(r.solutionCount())) {
      throw new IllegalStateException(r.solutionCount() + " solutions, first " + first[0]);
    }
    walls.add(wall);
    return new long[] {cpu, wall};
  }

  /** {@code count} run {@code times} times over: the last result. */
  private static Supplier<SearchResult> repeated(Supplier<SearchResult> count, int times) {
    return () -> {
      SearchResult r = null;
      for (int i = 0; i < times; i++) {
        r = count.get();
      }
      return r;
    };
  }

  /** Counts problem {@code name} from a new solver on {@code threads} threads. */
  private static Supplier<SearchResult> counter(String name, boolean memo, int threads)
      throws Exception {
    if (name.equals("sudoku-2x3")) {
      Grid empty = Sudoku.parse("123456" + "0".repeat(30), Shape.of(2, 3));
      SearchTree tree = SearchTree.of(Sudoku.solver().exactCover(empty));
      List<Subproblem> parts = tree.split(100);
      return () -> LocalRunner.of(tree, threads).count(parts, Limits.none(), null);
    }
    var problem = ExactCover.read(Path.of(name));
    SearchSettings settings = memo ? SearchSettings.of(Strategy.MEMOIZED)
        : SearchSettings.defaults();
    if (threads == 1) {
      return () -> problem.newSolver(settings).search(Limits.none());
    }
    return () -> SearchTree.of(problem.newSolver(settings)).countParallel(threads,
        Limits.none());
  }
}
