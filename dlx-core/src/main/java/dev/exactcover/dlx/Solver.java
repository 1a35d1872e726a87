package dev.exactcover.dlx;

import java.time.Duration;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Searches one {@link Problem}: a mutable, reusable object for one thread at a time.
 *
 * <p>The core call is {@link #search(Limits, SolutionVisitor)}; {@link #count()},
 * {@link #count(long)}, {@link #first()} and {@link #stream()} are thin views on it, and
 * {@link #countParallel} splits the tree over several threads. Before a search, options can be
 * {@linkplain #force forced} into every solution (the givens of a puzzle); {@link #reset()} takes
 * them back. The solver's arrays are built once, so that solving thousands of small problems that
 * differ only in their forced options costs no rebuilding.
 *
 * <p>Problems where every primary item is covered exactly once run Knuth's Algorithm X (with
 * colors, Algorithm C), the branching and counts of his {@code dlx1}/{@code dlx2}. Problems with
 * multiplicities run Algorithm M: there a solution is a <em>core</em> solution, found as soon as
 * every remaining item is unconstrained (its lower bound met and its remaining options unable to
 * exceed its upper bound); the options still free then may be added in any combination, and are
 * not enumerated (Knuth's {@code dlx3} counts solutions the same way, and we get its counts). Our
 * branching rule for M is that of an earlier {@code dlx3} (least branching degree, then least
 * slack, then the longest list), so node and update counts differ from Knuth's current program.
 */
public final class Solver {
  private static final int SPLIT_PER_THREAD = 64;
  private static final int MAX_SPLIT_DEPTH = 16;

  private final Problem problem;
  private final Dance dance;
  private ProgressListener progress;
  private long progressInterval;
  private boolean streaming; // a stream has paused a search half-way
  private boolean randomized; // subproblems are defined by leftmost branching only
  private int epoch; // bumped by every new search, to detect stale streams

  Solver(Problem problem) {
    this.problem = problem;
    this.dance = new Dance(problem);
  }

  /** The problem this solver searches. */
  public Problem problem() {
    return problem;
  }

  /**
   * Forces option {@code option} into every solution of the following searches. Returns false,
   * changing nothing, when the option conflicts with the options forced already (it shares an
   * item that they cover as often as allowed, or gives a secondary item another color).
   */
  public boolean force(int option) {
    Checks.index(option, problem.optionCount(), "option");
    idle();
    return dance.force(option);
  }

  /** The options forced so far, in the order they were forced. */
  public int[] forcedOptions() {
    return dance.forcedOptions();
  }

  /** Takes back every forced option: the solver is as new (its branching order is kept). */
  public Solver reset() {
    idle();
    dance.unforceAll();
    return this;
  }

  /**
   * Branches at random, reproducibly: ties between items of equally few options are broken by a
   * generator seeded with {@code seed}, and the options of each item are tried in an order shuffled
   * by it. Takes effect before any option is forced.
   *
   * @throws IllegalStateException if options are forced
   */
  public Solver randomize(long seed) {
    idle();
    dance.setRandom(seed);
    randomized = true;
    return this;
  }

  /**
   * Chooses items faster on wide problems: the scan for the item with the fewest options stops at
   * the first item with only one (as it always stops at one with none). The solutions are the same;
   * the tree may differ from Knuth's programs (a dead end can be met one level later), so node
   * counts are no longer {@code dlx1}'s. Worth it when most nodes have an item with one option
   * left, as in Sudoku. Off by default.
   */
  public Solver quickChoice(boolean on) {
    idle();
    dance.setQuickChoice(on);
    return this;
  }

  /** Whether {@link #quickChoice quick choice} is on; it shapes the tree, so the subproblems. */
  public boolean isQuickChoice() {
    return dance.quickChoice();
  }

  /** Branches as Knuth's programs do (the default): leftmost on ties, options in given order. */
  public Solver leftmost() {
    idle();
    dance.setRandom(null);
    randomized = false;
    return this;
  }

  /**
   * Reports progress to {@code listener} every {@code everyNodes} nodes of the following
   * searches ({@code listener} null: no reports).
   */
  public Solver onProgress(long everyNodes, ProgressListener listener) {
    Checks.positive(everyNodes, "progress interval");
    this.progress = listener;
    this.progressInterval = everyNodes;
    return this;
  }

  /**
   * Searches for solutions within {@code limits}, showing each to {@code visitor} (null: only
   * count). The forced options are part of every solution. The solver is ready for another search
   * afterwards, whatever the outcome.
   */
  public SearchResult search(Limits limits, SolutionVisitor visitor) {
    Objects.requireNonNull(limits, "limits");
    idle();
    epoch++;
    dance.prepare(limits, visitor, progress, progressInterval, false);
    dance.run(false);
    return result(dance.stop == null ? Status.EXHAUSTED : dance.stop);
  }

  /** Counts solutions within {@code limits}. */
  public SearchResult search(Limits limits) {
    return search(limits, null);
  }

  /**
   * Counts every solution.
   *
   * @throws CancellationException if the thread was interrupted before the count was complete
   */
  public long count() {
    return completed(search(Limits.none()));
  }

  /**
   * Counts solutions up to {@code limit}: {@code count(2)} is 0, 1 or 2, enough to tell no
   * solution from a unique one from several.
   *
   * @throws CancellationException if the thread was interrupted before the count was complete
   */
  public long count(long limit) {
    return completed(search(Limits.none().withSolutions(limit)));
  }

  /** Whether there is exactly one solution (a count up to 2 equals 1). */
  public boolean isUnique() {
    return count(2) == 1;
  }

  /** The first solution in search order, if there is one. */
  public Optional<Solution> first() {
    Solution[] found = new Solution[1];
    SearchResult r = search(Limits.none().withSolutions(1), s -> {
      found[0] = s;
      return true;
    });
    completed(r);
    return Optional.ofNullable(found[0]);
  }

  /**
   * Every solution, lazily, in search order: the search runs only as far as the stream is
   * consumed, and pauses between solutions. Any other use of this solver ends the stream; close
   * the stream (or consume it) to free the solver early.
   */
  public Stream<Solution> stream() {
    idle();
    int myEpoch = ++epoch;
    dance.prepare(Limits.none(), null, progress, progressInterval, true);
    streaming = true;
    Iterator<Solution> it = new Iterator<>() {
      private Solution pending;
      private boolean started;
      private boolean done;

      @Override
      public boolean hasNext() {
        if (pending != null) {
          return true;
        }
        if (done) {
          return false;
        }
        if (epoch != myEpoch) {
          throw new ConcurrentModificationException("the solver was used for another search");
        }
        int r = dance.run(started);
        started = true;
        if (r == Dance.RUN_PAUSED) {
          pending = dance.currentSolution();
          return true;
        }
        done = true;
        streaming = false;
        return false;
      }

      @Override
      public Solution next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        Solution s = pending;
        pending = null;
        return s;
      }
    };
    return StreamSupport.stream(
        Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED | Spliterator.NONNULL), false)
        .onClose(() -> {
          if (epoch == myEpoch) {
            idle();
          }
        });
  }

  /**
   * Counts every solution on {@code threads} threads: the tree is split at a shallow depth into
   * subproblems (the branches chosen at each level above the split, the same on every run), which
   * a {@link ForkJoinPool} counts independently; the sum is exact. Only time and cancel limits
   * apply. Nodes and updates include the replay of each subproblem's branches, so they exceed a
   * sequential search's slightly. Branching is leftmost whatever {@link #randomize} said.
   */
  public SearchResult countParallel(int threads, Limits limits) {
    Checks.positive(threads, "thread count");
    Objects.requireNonNull(limits, "limits");
    Checks.check(limits.solutions() == Long.MAX_VALUE && limits.nodes() == Long.MAX_VALUE,
        "parallel counting takes only time and cancel limits, not %s", limits);
    idle();
    long start = System.nanoTime();
    CancelToken token = new CancelToken(limits.cancel());
    Limits taskLimits = Limits.none().withCancel(token);
    if (limits.time() != null) {
      taskLimits = taskLimits.withTime(limits.time());
    }
    // Split: grow the depth until there are enough subproblems for the threads.
    Solver splitter = fork();
    List<int[]> prefixes = new ArrayList<>();
    SearchResult top = null;
    for (int depth = 1; depth <= MAX_SPLIT_DEPTH; depth++) {
      prefixes.clear();
      splitter.dance.setCut(depth, prefixes::add);
      top = splitter.search(taskLimits);
      splitter.dance.setCut(Integer.MAX_VALUE, null);
      if (top.status() != Status.EXHAUSTED || prefixes.size() >= SPLIT_PER_THREAD * threads
          || prefixes.isEmpty()) {
        break;
      }
    }
    Total total = new Total(top);
    if (top.status() == Status.EXHAUSTED && !prefixes.isEmpty()) {
      ForkJoinPool pool = new ForkJoinPool(threads);
      ThreadLocal<Solver> solvers = ThreadLocal.withInitial(this::fork);
      Limits tl = taskLimits;
      List<ForkJoinTask<SearchResult>> tasks = new ArrayList<>(prefixes.size());
      for (int[] prefix : prefixes) {
        tasks.add(ForkJoinTask.adapt(
            () -> solvers.get().searchSubtree(prefix, timeLeft(tl, limits.time(), start))));
      }
      try {
        pool.submit(() -> ForkJoinTask.invokeAll(tasks)).get();
        for (ForkJoinTask<SearchResult> t : tasks) {
          total.add(t.join());
        }
      } catch (InterruptedException e) {
        token.cancel();
        Thread.currentThread().interrupt();
        total.status = Status.CANCELLED;
        for (ForkJoinTask<SearchResult> t : tasks) {
          if (t.isDone() && !t.isCompletedAbnormally()) {
            total.add(t.join());
          }
        }
      } catch (ExecutionException e) {
        throw new IllegalStateException("a parallel counting task failed", e.getCause());
      } finally {
        pool.shutdownNow();
      }
    }
    return new SearchResult(total.status, total.solutions, total.nodes, total.updates,
        total.profile.length - 1, total.profile, Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * Splits the search tree into at least {@code minCount} subproblems (fewer if the tree is
   * smaller), the same list on every run and every machine: the nodes at the shallowest depth
   * (1, 2, ... up to 16 levels) that gives enough of them, in search order, numbered from 0.
   * Solutions shallower than that depth are subproblems too (each counts 1), so the counts of all
   * the subproblems add up to the count of the whole tree, exactly. Branches are those of
   * leftmost branching, whatever {@link #randomize} said; the forced options are part of the
   * problem split.
   *
   * @throws CancellationException if the thread was interrupted while splitting
   */
  public List<Subproblem> subproblems(int minCount) {
    Checks.positive(minCount, "subproblem count");
    idle();
    Solver splitter = fork();
    List<Subproblem> list = null;
    for (int depth = 1; depth <= MAX_SPLIT_DEPTH; depth++) {
      int[] leaves = {0};
      list = splitter.split(depth, leaves);
      if (list.size() >= minCount || leaves[0] == 0) {
        break;
      }
    }
    return list;
  }

  /**
   * The subproblems at depth {@code depth}: the nodes at that level and the solutions above it,
   * in search order, numbered from 0. See {@link #subproblems(int)}.
   *
   * @throws CancellationException if the thread was interrupted while splitting
   */
  public List<Subproblem> subproblemsAtDepth(int depth) {
    Checks.positive(depth, "split depth");
    idle();
    return fork().split(depth, new int[1]);
  }

  /** Lists the nodes at {@code depth} and the solutions above it; counts the nodes in leaves. */
  private List<Subproblem> split(int depth, int[] leaves) {
    List<Subproblem> list = new ArrayList<>();
    dance.setCut(depth, b -> {
      list.add(Subproblem.of(list.size(), b));
      leaves[0]++;
    });
    try {
      SearchResult r = search(Limits.none(), s -> {
        list.add(Subproblem.of(list.size(), dance.currentBranches()));
        return true;
      });
      if (r.status() != Status.EXHAUSTED) {
        throw new CancellationException("splitting was interrupted");
      }
    } finally {
      dance.setCut(Integer.MAX_VALUE, null);
    }
    return list;
  }

  /**
   * Searches one subproblem of {@link #subproblems}, within {@code limits}, showing each solution
   * to {@code visitor} (null: only count). Branches that name no node give no solution.
   *
   * @throws IllegalStateException if branching is {@linkplain #randomize random}: subproblems are
   *     defined by leftmost branching
   */
  public SearchResult search(Subproblem subproblem, Limits limits, SolutionVisitor visitor) {
    Objects.requireNonNull(subproblem, "subproblem");
    Objects.requireNonNull(limits, "limits");
    if (randomized) {
      throw new IllegalStateException("subproblems follow leftmost branching; call leftmost()");
    }
    return searchSubtree(subproblem.rawBranches(), limits, visitor);
  }

  /** Counts the solutions of one subproblem within {@code limits}. */
  public SearchResult search(Subproblem subproblem, Limits limits) {
    return search(subproblem, limits, null);
  }

  /**
   * Counts the solutions of {@code subproblems} on {@code threads} threads (each on its own solver
   * forked from this one), and calls {@code onFinished} (if not null) with each subproblem whose
   * count is complete, as it finishes, in no particular order but one call at a time. The result
   * sums them all (a subproblem cut short adds what it had found) and is
   * {@link Status#EXHAUSTED} only if every subproblem was; only time and cancel limits apply, the
   * time being for the whole call. An exception thrown by {@code onFinished} cancels the other
   * searches and is thrown here.
   *
   * @throws IllegalStateException if branching is {@linkplain #randomize random}
   */
  public SearchResult count(List<Subproblem> subproblems, int threads, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished) {
    Objects.requireNonNull(subproblems, "subproblems");
    Checks.positive(threads, "thread count");
    Objects.requireNonNull(limits, "limits");
    Checks.check(limits.solutions() == Long.MAX_VALUE && limits.nodes() == Long.MAX_VALUE,
        "counting subproblems takes only time and cancel limits, not %s", limits);
    if (randomized) {
      throw new IllegalStateException("subproblems follow leftmost branching; call leftmost()");
    }
    idle();
    long start = System.nanoTime();
    CancelToken token = new CancelToken(limits.cancel());
    Limits taskLimits = Limits.none().withCancel(token);
    if (limits.time() != null) {
      taskLimits = taskLimits.withTime(limits.time());
    }
    Total total = new Total(new SearchResult(Status.EXHAUSTED, 0, 0, 0, 0, new long[1],
        Duration.ZERO));
    Object lock = new Object();
    ForkJoinPool pool = new ForkJoinPool(threads);
    ThreadLocal<Solver> solvers = ThreadLocal.withInitial(this::fork);
    Limits tl = taskLimits;
    List<ForkJoinTask<Void>> tasks = new ArrayList<>(subproblems.size());
    for (Subproblem s : subproblems) {
      Objects.requireNonNull(s, "subproblem");
      tasks.add(ForkJoinTask.adapt(() -> {
        SearchResult r = solvers.get().searchSubtree(s.rawBranches(),
            timeLeft(tl, limits.time(), start), null);
        synchronized (lock) {
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
      synchronized (lock) {
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
    synchronized (lock) {
      return new SearchResult(total.status, total.solutions, total.nodes, total.updates,
          total.profile.length - 1, total.profile, Duration.ofNanos(System.nanoTime() - start));
    }
  }

  /**
   * The limits of a subproblem: the time limit is for the whole count, so a subproblem gets the
   * time left since {@code start} (at least a nanosecond: one started late stops at once).
   */
  private static Limits timeLeft(Limits taskLimits, Duration time, long start) {
    if (time == null) {
      return taskLimits;
    }
    Duration left = time.minus(Duration.ofNanos(System.nanoTime() - start));
    return taskLimits.withTime(left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left);
  }

  /** Sums subproblem results exactly. */
  private static final class Total {
    Status status;
    long solutions;
    long nodes;
    long updates;
    long[] profile;

    Total(SearchResult r) {
      status = r.status();
      solutions = r.solutions();
      nodes = r.nodes();
      updates = r.updates();
      profile = r.profile();
    }

    void add(SearchResult r) {
      solutions = Math.addExact(solutions, r.solutions());
      nodes = Math.addExact(nodes, r.nodes());
      updates = Math.addExact(updates, r.updates());
      if (r.profile().length > profile.length) {
        profile = java.util.Arrays.copyOf(profile, r.profile().length);
      }
      for (int l = 0; l < r.profile().length; l++) {
        profile[l] += r.profile()[l];
      }
      if (status == Status.EXHAUSTED && r.status() != Status.EXHAUSTED) {
        status = r.status();
      }
    }
  }

  /** Searches the subtree reached by taking branch {@code prefix[l]} (1-based) at level l. */
  SearchResult searchSubtree(int[] prefix, Limits limits) {
    return searchSubtree(prefix, limits, null);
  }

  private SearchResult searchSubtree(int[] prefix, Limits limits, SolutionVisitor visitor) {
    dance.setPrefix(prefix);
    try {
      return search(limits, visitor);
    } finally {
      dance.setPrefix(new int[0]);
    }
  }

  /** A new solver for the same problem with the same forced options, branching leftmost. */
  Solver fork() {
    Solver s = new Solver(problem);
    s.dance.setQuickChoice(dance.quickChoice());
    for (int o : dance.forcedOptions()) {
      s.force(o);
    }
    return s;
  }

  private SearchResult result(Status status) {
    return new SearchResult(status, dance.solutions, dance.nodes, dance.updates, dance.maxLevel(),
        dance.profile(), Duration.ofNanos(System.nanoTime() - dance.startNanos()));
  }

  private static long completed(SearchResult r) {
    if (r.status() == Status.CANCELLED) {
      throw new CancellationException("the search was cancelled after " + r.solutions()
          + " solutions");
    }
    return r.solutions();
  }

  /** Ends a stream's paused search, if any, so that the solver can be used. */
  private void idle() {
    if (streaming) {
      streaming = false;
      epoch++;
      dance.abandon();
    }
  }
}
