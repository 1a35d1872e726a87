package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;

/**
 * Counts subproblems on the threads of this machine: a {@link ForkJoinPool} of {@code threads},
 * each thread with its own solver of the tree, every subproblem a task. The one local engine of
 * this package: {@link SearchTree#countParallel} and {@link Job} run on it.
 */
final class LocalCounter implements SubproblemCounter {
  private final SearchTree tree;
  private final int threads;

  LocalCounter(SearchTree tree, int threads) {
    this.tree = Objects.requireNonNull(tree, "tree");
    if (threads < 1) {
      throw new IllegalArgumentException("thread count must be positive, not " + threads);
    }
    this.threads = threads;
  }

  static void checkLimits(Limits limits) {
    Objects.requireNonNull(limits, "limits");
    if (limits.solutions() != Long.MAX_VALUE || limits.nodes() != Long.MAX_VALUE) {
      throw new IllegalArgumentException("counting in pieces takes only time and cancel limits, "
          + "not " + limits);
    }
  }

  /** The time left of {@code time} since {@code start}: at least a nanosecond. */
  static Duration left(Duration time, long start) {
    Duration left = time.minus(Duration.ofNanos(System.nanoTime() - start));
    return left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left;
  }

  @Override
  public SearchResult count(List<Subproblem> subproblems, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished) {
    Objects.requireNonNull(subproblems, "subproblems");
    checkLimits(limits);
    long start = System.nanoTime();
    CancelToken token = limits.cancel() == null ? new CancelToken() : limits.cancel().child();
    Limits base = Limits.none().withCancel(token);
    Total total = new Total();
    ForkJoinPool pool = new ForkJoinPool(threads);
    ThreadLocal<Solver> solvers = ThreadLocal.withInitial(tree::newSolver);
    List<ForkJoinTask<Void>> tasks = new ArrayList<>(subproblems.size());
    for (Subproblem s : subproblems) {
      Objects.requireNonNull(s, "subproblem");
      tasks.add(ForkJoinTask.adapt(() -> {
        Limits l = limits.time() == null ? base : base.withTime(left(limits.time(), start));
        SearchResult r = tree.search(solvers.get(), s, l, null);
        synchronized (total) {
          total.add(r);
          if (r.status() == Status.EXHAUSTED && onFinished != null) {
            onFinished.accept(s, r);
          }
        }
        return null;
      }));
    }
    try {
      pool.submit(() -> ForkJoinTask.invokeAll(tasks)).get();
    } catch (InterruptedException e) {
      token.cancel();
      Thread.currentThread().interrupt();
      synchronized (total) {
        total.status = Status.CANCELLED;
      }
    } catch (ExecutionException e) {
      token.cancel();
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException("a subproblem's count failed", e.getCause());
    } finally {
      pool.shutdownNow();
      try {
        pool.awaitTermination(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    synchronized (total) {
      return total.result(Duration.ofNanos(System.nanoTime() - start));
    }
  }

  /** Sums subproblem results exactly. */
  static final class Total {
    Status status = Status.EXHAUSTED;
    BigInteger solutions = BigInteger.ZERO;
    long entries; // the memo counters: the largest cache, and every hit
    long hits;
    long bytes;
    long nodes;
    long updates;
    long[] profile = new long[1];

    void add(SearchResult r) {
      solutions = solutions.add(r.solutionCount());
      entries = Math.max(entries, r.memo().entries());
      hits += r.memo().hits();
      bytes = Math.max(bytes, r.memo().bytes());
      nodes = Math.addExact(nodes, r.nodes());
      updates = Math.addExact(updates, r.updates());
      long[] p = r.profile();
      if (p.length > profile.length) {
        profile = Arrays.copyOf(profile, p.length);
      }
      for (int l = 0; l < p.length; l++) {
        profile[l] += p[l];
      }
      if (status == Status.EXHAUSTED && r.status() != Status.EXHAUSTED) {
        status = r.status();
      }
    }

    SearchResult result(Duration elapsed) {
      return new SearchResult(status, solutions, nodes, updates, profile, elapsed,
          new long[Reduction.values().length], new MemoStatistics(entries, hits, bytes));
    }
  }
}
