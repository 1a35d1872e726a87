package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.SearchTree;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A member's solvers, by tree fingerprint and memo bound: a task borrows one and gives it back,
 * so that a member builds a problem's links (and a memoized count's cache) once per thread, not
 * once per task. Holds a few problems at
 * most (a cluster counts one or two at a time).
 */
final class SolverCache {
  private static final int MAX_PROBLEMS = 8;

  private final Map<String, Entry> entries = new ConcurrentHashMap<>();
  final AtomicLong tasksDone = new AtomicLong();

  /** A tree and one of its solvers, lent to one task. */
  record Lease(SearchTree tree, Solver solver) {}

  private static final class Entry {
    final SearchTree tree;
    final SearchSettings settings;
    final Queue<Solver> idle = new ConcurrentLinkedQueue<>();

    Entry(SearchTree tree, long memoLimit) {
      this.tree = tree;
      this.settings = memoLimit > 0
          ? tree.settings().withStrategy(Strategy.MEMOIZED).withMemoLimit(memoLimit)
          : tree.settings();
    }
  }

  /**
   * A solver of the tree {@code key}, counting with a memo cache of at most {@code memoLimit}
   * bytes (0: without), fetching the tree's problem with {@code fetch} if new; null if
   * {@code fetch} finds none.
   */
  Lease borrow(String key, long memoLimit, Supplier<ProblemSpec> fetch) {
    String at = key + "/" + memoLimit;
    Entry e = entries.get(at);
    if (e == null) {
      ProblemSpec spec = fetch.get();
      if (spec == null) {
        return null;
      }
      SearchTree tree;
      try {
        tree = spec.tree(key);
      } catch (IllegalStateException notIt) { // not the problem of this fingerprint: stored again
        return null;
      }
      if (entries.size() >= MAX_PROBLEMS) {
        entries.clear();
      }
      e = entries.computeIfAbsent(at, k -> new Entry(tree, memoLimit));
    }
    Solver s = e.idle.poll();
    return new Lease(e.tree, s != null ? s : e.tree.newSolver(e.settings));
  }

  /** Gives back a solver borrowed for {@code key} with {@code memoLimit}. */
  void giveBack(String key, long memoLimit, Lease lease) {
    Entry e = entries.get(key + "/" + memoLimit);
    if (e != null && e.tree == lease.tree()) {
      e.idle.add(lease.solver());
    }
  }
}
