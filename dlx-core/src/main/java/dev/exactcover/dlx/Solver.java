package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import dev.exactcover.dlx.internal.SolverAccess;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Arrays;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.SplittableRandom;
import java.util.Spliterators;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Searches one {@link Problem}: a mutable, reusable object for one thread at a time, made by
 * {@link Problem#newSolver(SearchSettings)} with its {@link SearchSettings}.
 *
 * <p>The core call is {@link #search(Limits, SolutionVisitor)}; {@link #count()},
 * {@link #count(long)}, {@link #isUnique()}, {@link #first()} and {@link #stream()} are thin views
 * on it. Before a search, options can be {@linkplain #force forced} into every solution (the
 * givens of a puzzle); {@link #reset(SearchSettings)} takes them back ({@code
 * reset(solver.settings())} keeps the settings). The solver's arrays are built once, so
 * that solving thousands of small problems that differ only in their forced options costs no
 * rebuilding. Counting in pieces (splitting the tree, counting on several threads, shards, job
 * files, a cluster) is the business of {@code dev.exactcover.dlx.pieces}.
 *
 * <p>Problems where every primary item is covered exactly once run Knuth's Algorithm X (with
 * colors, Algorithm C), the branching and counts of his {@code dlx1}/{@code dlx2}. Problems with
 * multiplicities run Algorithm M, as his {@code dlx3} (see the README). The settings choose the
 * {@linkplain Strategy strategy}; counts can be memoized ({@link Strategy#MEMOIZED}), and then
 * reach beyond {@code long}: {@link #solutionCount()} gives them exactly.
 *
 * <p>The public surface is these fourteen methods, kept small on purpose (a test counts them):
 * what is searched and how ({@link #problem()}, {@link #settings()}), the forced options ({@link
 * #force}, {@link #forcedOptions()}, {@link #reset(SearchSettings)}), the core search ({@link
 * #search(Limits, SolutionVisitor)}, {@link #search(Limits)}) and its views ({@link #count()},
 * {@link #count(long)}, {@link #solutionCount()}, {@link #isUnique()}, {@link #first()}, {@link
 * #stream()}, {@link #sample(long)}).
 */
public final class Solver {
  static {
    SolverAccess.install(new Access());
  }

  private final Problem problem;
  private final Dance dance;
  private Learner learner; // made at the first search with clause learning
  private MemoCount memo; // made at the first memoized count
  private SharedMemoCache sharedMemo; // the cache shared with other threads' solvers, or null
  private SearchSettings settings;
  private boolean streaming; // a stream has paused a search half-way
  private int epoch; // bumped by every new search, to detect stale streams

  Solver(Problem problem, SearchSettings settings) {
    this.problem = problem;
    this.dance = new Dance(problem);
    apply(Objects.requireNonNull(settings, "settings"));
  }

  /**
   * The problem this solver searches.
   *
   * @return the problem
   */
  public Problem problem() {
    return problem;
  }

  /**
   * The settings of its searches.
   *
   * @return the settings
   */
  public SearchSettings settings() {
    return settings;
  }

  /**
   * Forces an option into every solution of the following searches. Returns false, changing
   * nothing, when the option conflicts with the options forced already (it shares an item that
   * they cover as often as allowed, or gives a secondary item another color).
   *
   * @param option the option's number
   * @return true if it was forced, false if it conflicts
   * @throws IndexOutOfBoundsException if there is no option {@code option}
   */
  public boolean force(int option) {
    Checks.index(option, problem.optionCount(), "option");
    idle();
    return dance.force(option);
  }

  /**
   * The options forced so far, in the order they were forced.
   *
   * @return their numbers (a copy)
   */
  public int[] forcedOptions() {
    return dance.forcedOptions();
  }

  /**
   * Takes back every forced option and searches from now on with {@code settings}: the solver is
   * as new as {@code problem.newSolver(settings)}, without rebuilding anything. A random
   * branching starts over from its seed, so that the same seed gives the same tree again.
   *
   * <p>Given the settings it already has ({@code reset(settings())}, the same object), the
   * solver only takes back the forced options, at no other cost: a random branching goes on
   * from where it was, so that the next searches differ. Solving many puzzles on one solver
   * does this between puzzles.
   *
   * @param settings the settings of the following searches
   * @return this solver
   * @throws NullPointerException if {@code settings} is null
   * @throws IllegalArgumentException if the settings memoize counts and the problem has
   *     multiplicities (Algorithm M), which memoized counting does not handle
   */
  public Solver reset(SearchSettings settings) {
    Objects.requireNonNull(settings, "settings");
    idle();
    dance.unforceAll();
    if (settings != this.settings) {
      apply(settings);
    }
    return this;
  }

  private void apply(SearchSettings s) {
    if (s.strategy() == Strategy.MEMOIZED && problem.hasMultiplicities()) {
      throw new IllegalArgumentException("memoized counting needs every primary item to be "
          + "covered exactly once; this problem has items with multiplicities (Algorithm M)");
    }
    if (memo != null && s.memoLimit() != settings.memoLimit()) {
      memo = null; // a new cache, with the new bound
    }
    dance.setRandom(s.branching() == Branching.RANDOM ? Long.valueOf(s.seed()) : null);
    dance.setQuickChoice(s.quickChoice());
    dance.setPropagation(s.reductions().contains(Reduction.SUBSUMPTION),
        s.reductions().contains(Reduction.BLOCKING), s.reductions().contains(Reduction.PROBING),
        s.reductions().contains(Reduction.MATCHING), s.itemChoice() == ItemChoice.WEIGHTED);
    dance.setWithReductions(s.strategy() == Strategy.WITH_REDUCTIONS);
    this.settings = s;
  }

  /**
   * Searches for solutions within {@code limits}, showing each to {@code visitor}. The forced
   * options are part of every solution. The solver is ready for another search afterwards,
   * whatever the outcome.
   *
   * @param limits when to stop early ({@link Limits#none()}: never)
   * @param visitor sees each solution and may stop the search; null: only count
   * @return the status (why the search ended) and the statistics
   * @throws NullPointerException if {@code limits} is null
   */
  public SearchResult search(Limits limits, SolutionVisitor visitor) {
    Objects.requireNonNull(limits, "limits");
    idle();
    epoch++;
    if (memoizes(visitor)) {
      return memoized(limits);
    }
    Search s = active();
    s.prepare(limits, visitor, settings.progress().orElse(null), settings.progressInterval(),
        false);
    s.run(false);
    return s.result();
  }

  /** Whether a search with {@code visitor} is a memoized count. */
  private boolean memoizes(SolutionVisitor visitor) {
    return visitor == null && settings.strategy() == Strategy.MEMOIZED
        && !problem.hasPropagators(); // see Propagator
  }

  /**
   * A memoized count; with plain Dancing Links when memoization proves not to pay (then the
   * result has the nodes of both and the cache's counters). A count pinned below a node of the
   * memoized count's own tree (work it gave away) is memoized to the end: plain Dancing Links
   * would not find that node.
   */
  private SearchResult memoized(Limits limits) {
    if (memo == null) {
      memo = new MemoCount(dance, settings.memoLimit(), sharedMemo);
    }
    long start = System.nanoTime();
    SearchResult tried = null;
    boolean firm = dance.memoFrom < dance.prefix.length;
    if (!memo.gaveUp() || firm) {
      tried = memo.count(limits, settings.progress().orElse(null), settings.progressInterval(),
          firm);
      if (tried != null) {
        return tried.as(Strategy.MEMOIZED);
      }
      if (limits.time() != null) {
        Duration left = limits.time().minusNanos(System.nanoTime() - start);
        limits = limits.withTime(left.isNegative() || left.isZero() ? Duration.ofNanos(1) : left);
      }
    }
    long sample = tried == null ? memo.nodes() : 0;
    Search s = active();
    s.prepare(limits, null, settings.progress().orElse(null), settings.progressInterval(), false);
    s.run(false);
    SearchResult r = s.result();
    SearchResult attempt = SearchResult.of(Status.EXHAUSTED, BigInteger.ZERO, sample, 0,
        new long[1], Duration.ZERO, new long[Reduction.values().length], memo.statistics(),
        Strategy.MEMOIZED); // the nodes the memo walked before it gave up, and its counters
    return r.plus(attempt).as(r.status(), Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * Counts solutions within {@code limits}.
   *
   * @param limits when to stop early ({@link Limits#none()}: never)
   * @return the status (why the search ended) and the statistics
   * @throws NullPointerException if {@code limits} is null
   */
  public SearchResult search(Limits limits) {
    return search(limits, null);
  }

  /**
   * Counts every solution.
   *
   * @return the number of solutions
   * @throws ArithmeticException if there are more than {@code Long.MAX_VALUE} (see {@link
   *     #solutionCount()})
   * @throws CancellationException if the thread was interrupted before the count was complete
   */
  public long count() {
    return completed(search(Limits.none()));
  }

  /**
   * Counts every solution, exactly however many there are: beyond {@code Long.MAX_VALUE} too,
   * which a {@linkplain Strategy#MEMOIZED memoized} count can reach.
   *
   * @return the number of solutions
   * @throws CancellationException if the thread was interrupted before the count was complete
   */
  public BigInteger solutionCount() {
    SearchResult r = search(Limits.none());
    completed(r.status() == Status.CANCELLED ? r : null);
    return r.solutionCount();
  }

  /**
   * Counts solutions up to {@code limit}: {@code count(2)} is 0, 1 or 2, enough to tell no
   * solution from a unique one from several.
   *
   * @param limit the most solutions to count, at least 1
   * @return the number of solutions, at most {@code limit}
   * @throws IllegalArgumentException if {@code limit} is less than 1
   * @throws CancellationException if the thread was interrupted before the count was complete
   */
  public long count(long limit) {
    return completed(search(Limits.none().withSolutions(limit)));
  }

  /**
   * Whether there is exactly one solution (a count up to 2 equals 1).
   *
   * @return true if there is exactly one solution
   * @throws CancellationException if the thread was interrupted before the count was complete
   */
  public boolean isUnique() {
    return count(2) == 1;
  }

  /**
   * The first solution in search order, if there is one.
   *
   * @return the first solution, or empty if there is none
   * @throws CancellationException if the thread was interrupted before the search was complete
   */
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
   *
   * @return the solutions, each found once
   */
  public Stream<Solution> stream() {
    idle();
    int myEpoch = ++epoch;
    Search s = active();
    s.prepare(Limits.none(), null, settings.progress().orElse(null), settings.progressInterval(),
        true);
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
        int r = s.run(started);
        started = true;
        if (r == Dance.RUN_PAUSED) {
          pending = s.currentSolution();
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
   * Solutions drawn uniformly at random, independently, lazily: each element of the stream is
   * drawn when it is asked for, and gives every solution (with the forced options) the same
   * probability, 1 / (the number of solutions). The draws are made with replacement, so a
   * solution may come more than once; the stream is endless (take what you need with {@link
   * Stream#limit}) unless the problem has no solution, when it is empty. The same problem,
   * settings, forced options and seed give the same solutions. Memory does not grow with the
   * number of draws. Any other use of this solver ends the stream.
   *
   * <p>The method is memoized counting's ({@link Strategy#MEMOIZED}), which this call uses
   * whatever the settings say, within their {@linkplain SearchSettings#withMemoLimit memo
   * limit}: at each node of the search it branches on an item, counts the solutions below each
   * of the item's options (cached counts make this cheap), and takes an option with probability
   * its count over the node's count, drawn exactly however large the counts. A count the bounded
   * cache no longer holds is counted again. The counts of a whole tree, as the cache holds them,
   * are the zero-suppressed decision diagram of Nishino et al. (AAAI 2017), walked from its root.
   *
   * @param seed the seed of the random draws
   * @return the solutions drawn, in the order drawn
   * @throws IllegalArgumentException if the problem has items with multiplicities (Algorithm
   *     M), which memoized counting does not handle, or side constraints
   *     ({@link Problem#withPropagator})
   * @throws CancellationException (from the stream) if the thread was interrupted during a draw
   */
  public Stream<Solution> sample(long seed) {
    if (problem.hasMultiplicities()) {
      throw new IllegalArgumentException("random solutions need every primary item to be "
          + "covered exactly once; this problem has items with multiplicities (Algorithm M)");
    }
    if (problem.hasPropagators()) {
      throw new IllegalArgumentException("random solutions are drawn from a memoized count, "
          + "which cannot see this problem's side constraints (propagators)");
    }
    idle();
    int myEpoch = ++epoch;
    if (memo == null) {
      memo = new MemoCount(dance, settings.memoLimit());
    }
    MemoSampler draws = new MemoSampler(memo, dance);
    SplittableRandom random = new SplittableRandom(seed);
    int[] forced = dance.forcedOptions();
    Iterator<Solution> it = new Iterator<>() {
      private Solution pending;
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
        int[] nodes = draws.draw(random);
        if (nodes == null) {
          done = true;
          return false;
        }
        int[] options = Arrays.copyOf(forced, forced.length + nodes.length);
        for (int d = 0; d < nodes.length; d++) {
          options[forced.length + d] = dance.optionOf(nodes[d]);
        }
        pending = new Solution(problem, options);
        return true;
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
        Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED | Spliterator.NONNULL), false);
  }

  private static long completed(SearchResult r) {
    if (r != null && r.status() == Status.CANCELLED) {
      throw new CancellationException("the search was cancelled after " + r.solutionCount()
          + " solutions");
    }
    return r == null ? 0 : r.solutions();
  }

  /** Ends a stream's paused search, if any, so that the solver can be used. */
  private void idle() {
    if (streaming) {
      streaming = false;
      epoch++;
      active().abandon();
    }
  }

  /** The bytes held by the search's arrays (see {@link Dance#arrayBytes}), for tests. */
  long arrayBytes() {
    return dance.arrayBytes();
  }

  /** Whether searches learn clauses: asked for, and the problem has no multiplicities. */
  private boolean learning() {
    return settings.strategy() == Strategy.CLAUSE_LEARNING && !problem.hasMultiplicities()
        && !problem.hasPropagators(); // learned clauses would not know the side constraints
  }

  /** The search the settings ask for: clause learning, made at its first use, or the tree. */
  private Search active() {
    if (!learning()) {
      return dance;
    }
    if (learner == null) {
      learner = new Learner(problem, dance);
    }
    return learner;
  }

  /**
   * What {@code dev.exactcover.dlx.pieces} needs of a solver and no one else should call: a
   * search pinned below a node, and a search cut at a depth.
   */
  private static final class Access implements SolverAccess.Hook {
    @Override
    public SearchResult searchBelow(Solver solver, int[] branches, Limits limits,
        SolutionVisitor visitor) {
      checkLeftmost(solver);
      solver.dance.setPrefix(branches);
      try {
        return solver.search(limits, visitor);
      } finally {
        solver.dance.setPrefix(new int[0]);
      }
    }

    @Override
    public SearchResult searchGiving(Solver solver, int[] branches, int memoFrom,
        Limits limits, SolutionVisitor visitor, long every, SolverAccess.Giver giver) {
      checkLeftmost(solver);
      if (memoFrom < branches.length && !solver.memoizes(visitor)) {
        throw new IllegalStateException("a node of the memoized count's tree is counted only "
            + "with memoization, not with " + solver.settings);
      }
      solver.dance.setPrefix(branches, Math.max(0, Math.min(memoFrom, branches.length)));
      solver.dance.setGiver(giver, every);
      try {
        return solver.search(limits, visitor);
      } finally {
        solver.dance.setGiver(null, 0);
        solver.dance.setPrefix(new int[0]);
      }
    }

    @Override
    public SolverAccess.MemoShare newMemoShare(long limitBytes) {
      return new SharedMemoCache(limitBytes);
    }

    @Override
    public void shareMemo(Solver solver, SolverAccess.MemoShare share) {
      if (share != solver.sharedMemo) {
        solver.sharedMemo = (SharedMemoCache) share;
        solver.memo = null; // its next memoized count reads the other cache
      }
    }

    @Override
    public SearchResult searchCut(Solver solver, int depth, Limits limits,
        SolverAccess.BranchSink sink) {
      checkLeftmost(solver);
      Dance dance = solver.dance;
      dance.setCut(depth, b -> sink.accept(b, false));
      try {
        return solver.search(limits, s -> {
          sink.accept(dance.currentBranches(), true);
          return true;
        });
      } finally {
        dance.setCut(Integer.MAX_VALUE, null);
      }
    }

    @Override
    public void unforceTo(Solver solver, int keep) {
      if (keep < 0 || keep > solver.dance.forcedCount()) {
        throw Checks.fail("cannot keep %d forced options of %d", keep,
            solver.dance.forcedCount());
      }
      solver.idle();
      solver.dance.unforceTo(keep);
    }

    private static void checkLeftmost(Solver solver) {
      if (!solver.settings.followsKnuthTree()) {
        throw new IllegalStateException("subproblems follow Knuth's tree, not "
            + solver.settings);
      }
    }
  }
}
