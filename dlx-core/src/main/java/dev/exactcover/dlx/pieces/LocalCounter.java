package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.internal.SolverAccess;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * Counts subproblems on the threads of this machine: {@code threads} workers, each with its own
 * solver of the tree, taking the subproblems one at a time from a shared queue, in the list's
 * order. The one local engine of this package: {@link SearchTree#countParallel} and {@link Job}
 * run on it.
 *
 * <p>Work that re-splits itself (the budget scheme of YewPar: Archibald, Maier, Stewart and
 * Trinder, "YewPar: Skeletons for Exact Combinatorial Search", PPoPP 2020): when the queue is
 * empty and a worker waits, a worker whose subproblem has run for {@link #BUDGET} nodes since it
 * last looked gives back the untried branches of its shallowest level that has some, as new
 * subproblems at the end of the queue, and goes on with the branch it is in. The part kept and
 * the parts given back partition the subproblem's tree, so the sum stays exact; the last
 * subproblems no longer run alone while the other cores idle. A job's subproblems are not
 * re-split: its file names every subproblem it has counted by its number.
 */
final class LocalCounter implements SubproblemCounter {
  /** The nodes a worker searches between two looks at whether another worker waits. */
  static final long BUDGET = 1 << 14;

  private final SearchTree tree;
  private final int threads;
  private final long budget;
  private volatile int given; // the subproblems given back in the last count

  LocalCounter(SearchTree tree, int threads) {
    this(tree, threads, BUDGET);
  }

  /** With {@code budget} nodes between looks at whether a worker waits (tests use small ones). */
  LocalCounter(SearchTree tree, int threads, long budget) {
    this.tree = Objects.requireNonNull(tree, "tree");
    if (threads < 1) {
      throw new IllegalArgumentException("thread count must be positive, not " + threads);
    }
    this.threads = threads;
    this.budget = budget;
  }

  /** How many subproblems the workers gave back during the last count. */
  int given() {
    return given;
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
    Work work = new Work(subproblems, onFinished == null);
    // Without re-splitting, a thread more than the subproblems would only wait.
    Thread[] workers = new Thread[work.resplit ? threads
        : Math.min(threads, Math.max(1, subproblems.size()))];
    for (int t = 0; t < workers.length; t++) {
      workers[t] = new Thread(() -> {
        Solver solver = tree.newSolver();
        for (Subproblem s; (s = work.take()) != null; ) {
          SearchResult r = null;
          try {
            Limits l = limits.time() == null ? base : base.withTime(left(limits.time(), start));
            r = work.resplit ? SolverAccess.get().countGiving(solver, s.rawBranches(), l,
                budget, work) : tree.search(solver, s, l, null);
            synchronized (work) {
              work.total = work.total.plus(r);
              if (r.status() == Status.EXHAUSTED && onFinished != null) {
                onFinished.accept(s, r);
              }
            }
          } catch (RuntimeException | Error e) {
            token.cancel();
            work.fail(e);
          } finally {
            work.done();
          }
        }
      }, "count-" + t);
      workers[t].setDaemon(true);
      workers[t].start();
    }
    boolean interrupted = false;
    for (Thread w : workers) {
      for (;;) {
        try {
          w.join();
          break;
        } catch (InterruptedException e) {
          interrupted = true;
          token.cancel(); // the workers stop at their next look at the token
        }
      }
    }
    synchronized (work) {
      given = work.nextNumber - work.firstGiven;
      if (work.failure instanceof RuntimeException re) {
        throw re;
      }
      if (work.failure instanceof Error err) {
        throw err;
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
      return work.total.as(interrupted ? Status.CANCELLED : work.total.status(),
          Duration.ofNanos(System.nanoTime() - start));
    }
  }

  /**
   * The queue of subproblems and the workers' state, under this object's lock: a worker takes a
   * subproblem, waiting while the queue is empty and another worker may still give some back;
   * the count is over when the queue is empty and no worker searches.
   */
  private static final class Work implements SolverAccess.Giver {
    final Deque<Subproblem> queue;
    final boolean resplit;
    SearchResult total = SearchResult.none(Strategy.DANCING_LINKS); // the sum so far
    int busy; // workers searching a subproblem
    volatile int waiting; // workers waiting for one
    volatile int queued; // the queue's length, for wanted() without the lock
    int nextNumber; // the number of the next subproblem given back
    final int firstGiven;
    Throwable failure;

    Work(List<Subproblem> subproblems, boolean resplit) {
      this.queue = new ArrayDeque<>(subproblems.size());
      for (Subproblem s : subproblems) {
        queue.add(Objects.requireNonNull(s, "subproblem"));
        nextNumber = Math.max(nextNumber, s.number() + 1);
      }
      this.resplit = resplit;
      this.queued = queue.size();
      this.firstGiven = nextNumber;
    }

    /** The next subproblem, or null when the count is over (or failed). */
    synchronized Subproblem take() {
      while (queue.isEmpty() && busy > 0 && failure == null) {
        waiting++;
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return null;
        } finally {
          waiting--;
        }
      }
      if (queue.isEmpty() || failure != null) {
        notifyAll();
        return null;
      }
      busy++;
      queued = queue.size() - 1;
      return queue.poll();
    }

    synchronized void done() {
      busy--;
      notifyAll();
    }

    synchronized void fail(Throwable e) {
      if (failure == null) {
        failure = e;
      }
      notifyAll();
    }

    @Override
    public boolean wanted() {
      return waiting > 0 && queued == 0;
    }

    @Override
    public synchronized void give(int[] branches) {
      queue.add(Subproblem.of(nextNumber++, branches));
      queued = queue.size();
      notifyAll();
    }
  }
}
