package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.Solver;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A member's solvers, by problem fingerprint: a task borrows one and gives it back, so that a
 * member builds a problem's links once per thread, not once per task. Holds a few problems at
 * most (a cluster counts one or two at a time).
 */
final class SolverCache {
  private static final int MAX_PROBLEMS = 8;

  private final Map<String, Entry> entries = new ConcurrentHashMap<>();
  final AtomicLong tasksDone = new AtomicLong();

  private static final class Entry {
    final ProblemSpec spec;
    final Queue<Solver> idle = new ConcurrentLinkedQueue<>();

    Entry(ProblemSpec spec) {
      this.spec = spec;
    }
  }

  /** A solver for the problem {@code key}, fetching the problem with {@code fetch} if new. */
  Solver borrow(String key, Supplier<ProblemSpec> fetch) {
    Entry e = entries.get(key);
    if (e == null) {
      ProblemSpec spec = fetch.get();
      if (entries.size() >= MAX_PROBLEMS) {
        entries.clear();
      }
      e = entries.computeIfAbsent(key, k -> new Entry(spec));
    }
    Solver s = e.idle.poll();
    return s != null ? s : e.spec.newSolver(key);
  }

  /** Gives back a solver borrowed for {@code key}. */
  void giveBack(String key, Solver solver) {
    Entry e = entries.get(key);
    if (e != null) {
      e.idle.add(solver);
    }
  }
}
