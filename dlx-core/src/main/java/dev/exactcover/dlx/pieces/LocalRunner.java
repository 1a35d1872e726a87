package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solution;
import dev.exactcover.dlx.SolutionVisitor;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.internal.SolverAccess;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Searches subproblems of one {@link SearchTree} on the threads of this machine: {@code threads}
 * workers, each with its own solver of the tree, taking the subproblems one at a time from a
 * shared queue, in the list's order. The one local runner of the engine: counts
 * ({@link #count}, which {@link SearchTree#countParallel} and {@link Job} use), searches whose
 * solutions each part's own visitor sees ({@link #visit}), and listings in the order of one
 * thread ({@link #list}). Every result is the exact sum of the parts' results
 * ({@link SearchResult#plus}).
 *
 * <p>Work that re-splits itself (the budget scheme of YewPar: Archibald, Maier, Stewart and
 * Trinder, "YewPar: Skeletons for Exact Combinatorial Search", PPoPP 2020): when the queue is
 * empty and a worker waits, a worker whose subproblem has run for 16,384 nodes since it
 * last looked gives back the untried branches of its shallowest level that has some, as new
 * subproblems at the end of the queue, and goes on with the branch it is in. The part kept and
 * the parts given back partition the subproblem's tree, so the sum stays exact; the last
 * subproblems no longer run alone while the other cores idle. Memoized counts re-split too,
 * once a worker's count has found that memoization pays: the parts it gives back are nodes of
 * the memoized count's own tree (it branches on items in an order of its own), counted by
 * memoization to the end on whichever worker takes them. The workers of a memoized count share
 * one cache, within the bound of one (a lookup takes no lock, a store the lock of one segment
 * of the table): a signature fixes the subproblem whatever path led to it, so a count stored by
 * one worker is exact for any part another worker takes, and the frontiers that the parts of a
 * domino board all meet are counted once instead of once per worker. The result's hits are the
 * workers' own, added up; its entries and bytes the shared cache's. Counts and visits re-split,
 * a job's too: a part given back belongs to the subproblem of the list it came from (its root),
 * and {@code onFinished} hears of the root, with the sum of its parts, once every part is
 * counted, so a job file still names each subproblem of its list by its number, whole. A
 * listing's subproblems are not re-split (below).
 *
 * <p>A listing ({@link #list}) shows every solution to one visitor, in the order and numbering
 * of one thread searching the subproblems one after the other: the worker of the first
 * subproblem not yet shown (the head) shows its solutions as it finds them; a worker ahead of it
 * holds at most 4,096 of its own solutions, then waits for its turn; and no worker takes
 * a subproblem more than {@code 4 * threads} places ahead of the head. So memory stays bounded
 * whatever the number of solutions. A listing does not re-split: a subproblem given back would
 * have to be shown between the part kept and the subproblems after it, which the budget scheme's
 * queue does not know; the split is made fine enough instead ({@link SearchTree#split}).
 */
public final class LocalRunner implements SubproblemCounter {
  /** The nodes a worker searches between two looks at whether another worker waits. */
  static final long BUDGET = 1 << 14;
  /** The most solutions a worker ahead of a listing's head holds before it waits its turn. */
  static final int HELD = 1 << 12;

  private final SearchTree tree;
  private final int threads;
  private final long budget;
  private final int held;
  private volatile int given; // the subproblems given back in the last run

  /**
   * Sees the solutions of one part of a search on threads, then hears how the part ended.
   * Visitors of different parts run at the same time on different threads; one part's visitor
   * runs on one thread.
   */
  @FunctionalInterface
  public interface PartVisitor extends SolutionVisitor {
    /**
     * Called once the part's search has ended, one part at a time across the threads, with
     * its result (also when a limit cut it short: the solutions it saw are counted there).
     * Does nothing unless overridden.
     *
     * @param result the part's result
     */
    default void finished(SearchResult result) {}
  }

  LocalRunner(SearchTree tree, int threads) {
    this(tree, threads, BUDGET, HELD);
  }

  /** With {@code budget} nodes between looks at whether a worker waits (tests use small ones). */
  LocalRunner(SearchTree tree, int threads, long budget) {
    this(tree, threads, budget, HELD);
  }

  /**
   * With {@code budget} nodes between looks at whether a worker waits, and at most {@code held}
   * solutions held by a listing's worker ahead of its turn (tests use small ones).
   */
  LocalRunner(SearchTree tree, int threads, long budget, int held) {
    this.tree = Objects.requireNonNull(tree, "tree");
    if (threads < 1) {
      throw new IllegalArgumentException("thread count must be positive, not " + threads);
    }
    this.threads = threads;
    this.budget = budget;
    this.held = Math.max(1, held);
  }

  /**
   * The runner of {@code tree}'s subproblems on {@code threads} threads.
   *
   * @param tree the search tree
   * @param threads the number of worker threads, at least 1
   * @return the runner
   * @throws IllegalArgumentException if {@code threads < 1}
   */
  public static LocalRunner of(SearchTree tree, int threads) {
    return new LocalRunner(tree, threads);
  }

  /** How many subproblems the workers gave back during the last run. */
  int given() {
    return given;
  }

  /** On several threads only time and cancel limits apply. */
  static void checkLimits(Limits limits, int threads) {
    Objects.requireNonNull(limits, "limits");
    if (threads > 1 && (limits.solutions() != Long.MAX_VALUE
        || limits.nodes() != Long.MAX_VALUE)) {
      throw new IllegalArgumentException("subproblems on several threads take only time and "
          + "cancel limits, not " + limits);
    }
  }

  /** The time left of {@code time} since {@code start}: at least a nanosecond. */
  static Duration left(Duration time, long start) {
    Duration left = time.minus(Duration.ofNanos(System.nanoTime() - start));
    return left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left;
  }

  /**
   * Counts {@code subproblems}, re-splitting them; {@code onFinished} hears of each subproblem of
   * the list once, with the sum of its parts, when all of them are counted. See
   * {@link SubproblemCounter#count}. On one thread the solution and node limits apply too, to the
   * subproblems taken together.
   *
   * @throws IllegalArgumentException if a solution or node limit is given with several threads
   */
  @Override
  public SearchResult count(List<Subproblem> subproblems, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished) {
    return run(subproblems, limits, Mode.COUNT, onFinished, null, null);
  }

  /**
   * Searches {@code subproblems}, each solution shown to the visitor that {@code visitors} made
   * for its part, on the part's worker: the parts run side by side in any order, and re-split
   * (a part given back gets a visitor of its own). Each visitor hears how its part ended
   * ({@link PartVisitor#finished}); the parts partition the subproblems' trees, so what the
   * visitors saw, added up, is exact. A visitor that returns false stops the whole run
   * ({@link Status#STOPPED}). Only time and cancel limits apply, the time being for the whole
   * call.
   *
   * @param subproblems the subproblems
   * @param limits the time and cancel limits
   * @param visitors makes the visitor of a part, on the worker that searches it
   * @return the sum of the parts' results, its status {@link Status#EXHAUSTED} only if every
   *     part was searched to the end
   * @throws IllegalArgumentException if a solution or node limit is given
   */
  public SearchResult visit(List<Subproblem> subproblems, Limits limits,
      Function<Subproblem, ? extends PartVisitor> visitors) {
    Objects.requireNonNull(visitors, "visitors");
    Objects.requireNonNull(limits, "limits");
    if (limits.solutions() != Long.MAX_VALUE || limits.nodes() != Long.MAX_VALUE) {
      throw new IllegalArgumentException("a visit takes only time and cancel limits (its "
          + "visitors stop it), not " + limits);
    }
    return run(subproblems, limits, Mode.VISIT, null, visitors, null);
  }

  /**
   * Lists the solutions of {@code subproblems} to {@code visitor}, in the order and numbering of
   * one thread searching them one after the other (the list's order), one call at a time. The
   * solution limit counts the solutions shown; the time limit is for the whole call. A visitor
   * that returns false stops the listing ({@link Status#STOPPED}). When a limit stops one part,
   * the solutions after it are not shown: what was shown is a prefix of the listing.
   *
   * @param subproblems the subproblems, in the order of the listing
   * @param limits the solution, time and cancel limits (not nodes)
   * @param visitor sees each solution, in order
   * @return the solutions shown, the nodes and updates of every part searched, and why the
   *     listing ended
   * @throws IllegalArgumentException if a node limit is given
   */
  public SearchResult list(List<Subproblem> subproblems, Limits limits,
      SolutionVisitor visitor) {
    Objects.requireNonNull(visitor, "visitor");
    Objects.requireNonNull(limits, "limits");
    if (limits.nodes() != Long.MAX_VALUE) {
      throw new IllegalArgumentException("a listing takes no node limit, not " + limits);
    }
    return run(subproblems, limits, Mode.LIST, null, null, visitor);
  }

  private enum Mode { COUNT, VISIT, LIST }

  private SearchResult run(List<Subproblem> subproblems, Limits limits, Mode mode,
      BiConsumer<Subproblem, SearchResult> onFinished,
      Function<Subproblem, ? extends PartVisitor> visitors, SolutionVisitor listener) {
    Objects.requireNonNull(subproblems, "subproblems");
    if (mode != Mode.LIST) {
      checkLimits(limits, threads);
    }
    long start = System.nanoTime();
    CancelToken token = limits.cancel() == null ? new CancelToken() : limits.cancel().child();
    Limits base = Limits.none().withCancel(token);
    if (mode == Mode.LIST && limits.solutions() != Long.MAX_VALUE) {
      base = base.withSolutions(limits.solutions()); // no part needs to find more
    }
    boolean resplit = mode == Mode.COUNT || mode == Mode.VISIT;
    Work work = new Work(subproblems, resplit, token, mode == Mode.LIST ? listener : null,
        limits.solutions(), 4 * threads, held);
    // Without re-splitting, a thread more than the subproblems would only wait.
    Thread[] workers = new Thread[resplit ? threads
        : Math.min(threads, Math.max(1, subproblems.size()))];
    Limits each = base;
    // Memoized counts on several threads share one cache, within the bound of one.
    SolverAccess.MemoShare memo = workers.length > 1 && tree.settings().strategy()
        == Strategy.MEMOIZED && mode == Mode.COUNT
        ? SolverAccess.get().newMemoShare(tree.settings().memoLimit()) : null;
    for (int t = 0; t < workers.length; t++) {
      workers[t] = new Thread(() -> {
        Solver solver = tree.newSolver();
        if (memo != null) {
          SolverAccess.get().shareMemo(solver, memo);
        }
        for (Part taken; (taken = work.take()) != null; ) {
          Part p = taken;
          try {
            Limits l = limits.time() == null ? each : each.withTime(left(limits.time(), start));
            if (mode == Mode.COUNT) {
              l = work.sequential(l, limits); // one thread: what is left of its limits
              if (l == null) {
                continue;
              }
            }
            SearchResult r = switch (mode) {
              case COUNT -> SolverAccess.get().searchGiving(solver, p.s.rawBranches(),
                  p.memoFrom, l, null, budget, new Giving(work, p.root));
              case VISIT -> visitPart(solver, p, l, visitors.apply(p.s), work);
              case LIST -> tree.search(solver, p.s, l, sol -> work.found(p, sol));
            };
            work.finish(p, r, mode, onFinished);
          } catch (RuntimeException | Error e) {
            work.fail(e);
          } finally {
            work.done();
          }
        }
      }, "search-" + t);
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
          work.stop(Status.CANCELLED); // the workers stop at their next look at the token
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
      Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
      Status status = work.stopped != null ? work.stopped
          : interrupted ? Status.CANCELLED : work.total.status();
      if (memo != null) { // the shared cache's counters as it ended (each part saw them on the way)
        work.total = work.total.plus(SearchResult.of(Status.EXHAUSTED, BigInteger.ZERO, 0, 0,
            new long[1], Duration.ZERO, new long[Reduction.values().length],
            new MemoStatistics(memo.entries(), 0, memo.bytes()), Strategy.MEMOIZED));
      }
      if (mode != Mode.LIST) {
        return work.total.as(status, elapsed);
      }
      SearchResult t = work.total; // the work of every part; the solutions are those shown
      return SearchResult.of(status, BigInteger.valueOf(work.shown), t.nodes(), t.updates(),
          t.profile(), elapsed, t.removals(), t.memo(), t.strategy());
    }
  }

  /** One part of a visit: its visitor, re-splitting, and a stop for everyone if it says so. */
  private SearchResult visitPart(Solver solver, Part p, Limits l, PartVisitor v, Work work) {
    Objects.requireNonNull(v, "visitor");
    SearchResult r = SolverAccess.get().searchGiving(solver, p.s.rawBranches(),
        p.s.rawBranches().length, l, sol -> {
      if (v.visit(sol)) {
        return true;
      }
      work.stop(Status.STOPPED);
      return false;
    }, budget, new Giving(work, p.root));
    p.visitor = v;
    return r;
  }

  /** A subproblem as the run sees it: its place in the list, and a listing's state. */
  private static final class Part {
    final Subproblem s;
    final int index; // in the list (a part given back: -1, it is never listed)
    final int memoFrom; // the first level chosen in the memoized count's order (see Giver)
    volatile boolean head; // a listing: its solutions are shown as they are found
    List<Solution> held = new ArrayList<>(); // a listing: found before its turn
    boolean finished;
    SearchResult result;
    PartVisitor visitor;

    final Part root; // the part of the list it belongs to (itself, for one of the list)
    int open; // a part of the list: its parts not yet counted (under the run's lock)
    SearchResult sum; // a part of the list: the sum of its parts counted
    boolean cut; // a part of the list: one of its parts was cut short

    Part(Subproblem s, int index) {
      this(s, index, s.rawBranches().length, null);
    }

    /** A part given back from {@code root}'s subproblem. */
    Part(Subproblem s, int index, int memoFrom, Part root) {
      this.s = Objects.requireNonNull(s, "subproblem");
      this.index = index;
      this.memoFrom = memoFrom;
      this.root = root == null ? this : root;
      if (root == null) {
        this.open = 1;
        this.sum = SearchResult.none(Strategy.DANCING_LINKS);
      }
    }
  }

  /** The giver of one part's search: the run's queue, each part given back of the same root. */
  private static final class Giving implements SolverAccess.Giver {
    private final Work work;
    private final Part root;

    Giving(Work work, Part root) {
      this.work = work;
      this.root = root;
    }

    @Override
    public boolean wanted() {
      return work.wanted();
    }

    @Override
    public void give(int[] branches, int memoFrom) {
      work.give(branches, memoFrom, root);
    }
  }

  /**
   * The queue of subproblems and the workers' state, under this object's lock: a worker takes a
   * subproblem, waiting while the queue is empty and another worker may still give some back;
   * the run is over when the queue is empty and no worker searches. A listing's head is passed
   * on under the lock, and only the thread that holds it calls the listing's visitor.
   */
  private static final class Work {
    final Deque<Part> queue;
    final Part[] parts; // a listing's parts, in order
    final boolean resplit;
    final CancelToken token;
    final SolutionVisitor listener; // a listing's visitor, or null
    final long maxShown;
    final int window; // a listing: how far ahead of the head a part may be taken
    final int maxHeld; // a listing: the solutions a part ahead of the head may hold
    SearchResult total = SearchResult.none(Strategy.DANCING_LINKS); // the sum so far
    volatile Status stopped; // why the run was stopped, or null
    long shown; // a listing: the solutions shown
    int headIndex; // a listing: the first part not yet shown
    int busy; // workers searching a subproblem
    volatile int waiting; // workers waiting for one
    volatile int queued; // the queue's length, for wanted() without the lock
    int nextNumber; // the number of the next subproblem given back
    final int firstGiven;
    Throwable failure;

    Work(List<Subproblem> subproblems, boolean resplit, CancelToken token,
        SolutionVisitor listener, long maxShown, int window, int maxHeld) {
      this.queue = new ArrayDeque<>(subproblems.size());
      this.parts = new Part[subproblems.size()];
      int k = 0;
      for (Subproblem s : subproblems) {
        Part p = new Part(s, k);
        parts[k++] = p;
        queue.add(p);
        nextNumber = Math.max(nextNumber, s.number() + 1);
      }
      if (parts.length > 0) {
        parts[0].head = true;
      }
      this.resplit = resplit;
      this.token = token;
      this.listener = listener;
      this.maxShown = maxShown;
      this.window = window;
      this.maxHeld = maxHeld;
      this.queued = queue.size();
      this.firstGiven = nextNumber;
    }

    /** The next subproblem, or null when the run is over (stopped, or failed). */
    synchronized Part take() {
      while ((resplit && queue.isEmpty() && busy > 0 || listener != null && !queue.isEmpty()
          && queue.peek().index >= headIndex + window) && failure == null && stopped == null) {
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
      if (queue.isEmpty() || failure != null || stopped != null) {
        notifyAll();
        return null;
      }
      busy++;
      queued = queue.size() - 1;
      return queue.poll();
    }

    /**
     * On one thread, {@code l} with what is left of the solution and node limits of
     * {@code whole} after the parts counted so far; null when nothing is left (the run stops).
     */
    synchronized Limits sequential(Limits l, Limits whole) {
      if (whole.solutions() != Long.MAX_VALUE) {
        BigInteger left = BigInteger.valueOf(whole.solutions()).subtract(total.solutionCount());
        if (left.signum() <= 0) {
          stop(Status.SOLUTION_LIMIT);
          return null;
        }
        l = l.withSolutions(left.longValue());
      }
      if (whole.nodes() != Long.MAX_VALUE) {
        long left = whole.nodes() - total.nodes();
        if (left <= 0) {
          stop(Status.NODE_LIMIT);
          return null;
        }
        l = l.withNodes(left);
      }
      return l;
    }

    /** A part's search ended with {@code r}: summed, reported, and, in a listing, shown. */
    void finish(Part p, SearchResult r, Mode mode, BiConsumer<Subproblem, SearchResult> done) {
      synchronized (this) {
        total = total.plus(r);
        if (r.status() == Status.SOLUTION_LIMIT || r.status() == Status.NODE_LIMIT) {
          if (mode != Mode.LIST) {
            stop(r.status()); // one thread's limit, reached: the others stop too
          }
        }
        if (done != null) { // its root, once every part of it is counted
          Part root = p.root;
          root.sum = root.sum.plus(r);
          root.cut |= r.status() != Status.EXHAUSTED;
          if (--root.open == 0 && !root.cut) {
            done.accept(root.s, root.sum);
          }
        }
        if (p.visitor != null) {
          p.visitor.finished(r);
        }
        if (mode != Mode.LIST) {
          return;
        }
        p.result = r;
        p.finished = true;
        if (!p.head) {
          return; // shown when its turn comes
        }
      }
      for (Part q = p; q != null; q = next(q)) { // this thread holds the head
        showHeld(q);
        if (!q.result.isComplete() && q.result.status() != Status.SOLUTION_LIMIT) {
          stop(q.result.status()); // a gap: nothing after it may be shown
          return;
        }
      }
    }

    /**
     * Passes the head on from {@code q}, finished and shown: the next part if it is finished
     * too (the caller shows it), else null (its worker shows it as it goes).
     */
    private synchronized Part next(Part q) {
      headIndex = q.index + 1;
      notifyAll();
      if (headIndex >= parts.length || stopped != null) {
        return null;
      }
      Part n = parts[headIndex];
      n.head = true;
      return n.finished ? n : null;
    }

    /** Shows {@code q}'s held solutions (the caller holds the head). */
    private void showHeld(Part q) {
      List<Solution> h = q.held;
      q.held = null;
      if (h != null) {
        for (Solution s : h) {
          if (!show(s)) {
            return;
          }
        }
      }
    }

    /** A listing's solution, found in part {@code p}: shown, held, or waiting for its turn. */
    boolean found(Part p, Solution s) {
      if (!p.head) {
        synchronized (this) {
          while (!p.head && p.held.size() >= maxHeld && stopped == null && failure == null) {
            try {
              wait();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              stop(Status.CANCELLED);
            }
          }
          if (stopped != null || failure != null) {
            return false;
          }
          if (!p.head) {
            p.held.add(s);
            return true;
          }
        }
      }
      if (p.held != null) { // its turn came while it searched: what it held first
        List<Solution> h = p.held;
        p.held = null;
        for (Solution x : h) {
          if (!show(x)) {
            return false;
          }
        }
      }
      return show(s);
    }

    /** Shows one solution (the caller holds the head); false when the listing stops. */
    private boolean show(Solution s) {
      if (stopped != null) {
        return false;
      }
      shown++;
      if (!listener.visit(s)) {
        stop(Status.STOPPED);
        return false;
      }
      if (shown >= maxShown) {
        stop(Status.SOLUTION_LIMIT);
        return false;
      }
      return true;
    }

    /** Stops the run for {@code why} (the first reason given is kept). */
    synchronized void stop(Status why) {
      if (stopped == null) {
        stopped = why;
      }
      token.cancel();
      notifyAll();
    }

    synchronized void done() {
      busy--;
      notifyAll();
    }

    synchronized void fail(Throwable e) {
      if (failure == null) {
        failure = e;
      }
      token.cancel();
      notifyAll();
    }

    /** Whether a worker waits and the queue is empty (read often: no lock). */
    boolean wanted() {
      return waiting > 0 && queued == 0;
    }

    /** A part given back from {@code root}'s subproblem, at the end of the queue. */
    synchronized void give(int[] branches, int memoFrom, Part root) {
      queue.add(new Part(Subproblem.of(nextNumber++, branches), -1, memoFrom, root));
      root.open++;
      queued = queue.size();
      notifyAll();
    }
  }
}
