package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.pieces.SearchTree;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * A member's solvers, by tree fingerprint: a task borrows one and gives it back, so that a
 * member builds a problem's links once per thread, not once per task. Holds a few problems at
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
    final Queue<Solver> idle = new ConcurrentLinkedQueue<>();

    Entry(SearchTree tree) {
      this.tree = tree;
    }
  }

  /**
   * A solver of the tree {@code key}, fetching the tree's problem with {@code fetch} if new;
   * null if {@code fetch} finds none.
   */
  Lease borrow(String key, Supplier<ProblemSpec> fetch) {
    Entry e = entries.get(key);
    if (e == null) {
      ProblemSpec spec = fetch.get();
      if (spec == null) {
        return null;
      }
      SearchTree tree = spec.tree(key);
      if (entries.size() >= MAX_PROBLEMS) {
        entries.clear();
      }
      e = entries.computeIfAbsent(key, k -> new Entry(tree));
    }
    Solver s = e.idle.poll();
    return new Lease(e.tree, s != null ? s : e.tree.newSolver());
  }

  /** Gives back a solver borrowed for {@code key}. */
  void giveBack(String key, Lease lease) {
    Entry e = entries.get(key);
    if (e != null && e.tree == lease.tree()) {
      e.idle.add(lease.solver());
    }
  }
}
