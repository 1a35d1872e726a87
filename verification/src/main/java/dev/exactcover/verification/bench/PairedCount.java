package dev.exactcover.verification.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * Two builds of the engine timed against each other in one JVM, for a machine too busy for JMH:
 * each build's {@code benchmarks.jar} is loaded in a class loader of its own, and full counts of
 * a {@link Workloads} problem (one reused solver per build, each count checked) alternate between
 * them, ABBA, so that whatever else the machine does falls on both alike. Reports the thread CPU
 * time per count of each, and the median of the ratios of the pairs (CPU time and wall time).
 *
 * <pre>{@code
 * java -cp verification/target/benchmarks.jar dev.exactcover.verification.bench.PairedCount \
 *     before/benchmarks.jar after/benchmarks.jar pentomino-3x20.dlx:20:40 queens-13:6:16
 * }</pre>
 * Each problem is given as {@code name:warm-up pairs:measured pairs}.
 */
public final class PairedCount {
  private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

  private PairedCount() {}

  /**
   * Runs the comparison.
   *
   * @param args the two jars, then the problems as {@code name:warm:pairs}
   * @throws Exception if a jar or a problem cannot be loaded, or a count is wrong
   */
  public static void main(String[] args) throws Exception {
    for (int k = 2; k < args.length; k++) {
      String[] f = args[k].split(":");
      int warm = Integer.parseInt(f[1]);
      int pairs = Integer.parseInt(f[2]);
      Counter a = new Counter(args[0], f[0]);
      Counter b = new Counter(args[1], f[0]);
      Pairs.Medians m = Pairs.run(a::time, b::time, warm, pairs);
      System.out.printf("%s pairs=%d cpu-first %.1f ms  cpu-second %.1f ms  "
          + "median-ratio(cpu) %.3f  median-ratio(wall) %.3f%n", f[0], pairs, m.cpuA() / 1e6,
          m.cpuB() / 1e6, m.cpuRatio(), m.wallRatio());
    }
  }

  /** One build's solver for one problem. */
  private static final class Counter {
    private final String name;
    private final Object solver;
    private final Method count;
    private final Method check;

    Counter(String jar, String name) throws Exception {
      this.name = name;
      ClassLoader loader = new URLClassLoader(new URL[] {Path.of(jar).toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
      Class<?> w = loader.loadClass(Workloads.class.getName());
      Method problem = w.getDeclaredMethod("problem", String.class);
      problem.setAccessible(true);
      check = w.getDeclaredMethod("check", String.class, long.class);
      check.setAccessible(true);
      Object p = problem.invoke(null, name);
      solver = p.getClass().getMethod("newSolver").invoke(p);
      count = solver.getClass().getMethod("count");
    }

    /** Counts once; the thread CPU time and the wall time, in nanoseconds. */
    long[] time() throws Exception {
      long wall = System.nanoTime();
      long cpu = MX.getCurrentThreadCpuTime();
      Object n = count.invoke(solver);
      long[] t = {MX.getCurrentThreadCpuTime() - cpu, System.nanoTime() - wall};
      check.invoke(null, name, n);
      return t;
    }
  }
}
