package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.SolutionVisitor;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.internal.SolverAccess;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CancellationException;

/**
 * What fixes the meaning of a subproblem: a problem, the options forced into every solution, and
 * the shape of the tree (leftmost branching, with or without quick choice). Every subproblem's
 * branches refer to one search tree; jobs, shards and the cluster agree on a tree through its
 * {@linkplain #fingerprint() fingerprint}, and send it as its {@linkplain #toText() text}. An
 * immutable value.
 *
 * <pre>{@code
 * SearchTree tree = SearchTree.of(problem.newSolver());
 * List<Subproblem> pieces = tree.split(1000);             // the same list on every machine
 * SearchResult all = SubproblemCounter.local(tree, 2).count(pieces, Limits.none(), null);
 * SearchResult same = tree.countParallel(2, Limits.none()); // split, then count locally
 * }</pre>
 */
public final class SearchTree {
  private static final int MAX_SPLIT_DEPTH = 16;
  private static final int SPLIT_PER_THREAD = 64;
  private static final String HEADER = "| search tree:";

  private final Problem problem;
  private final int[] forced;
  private final boolean quickChoice;
  private final SearchSettings settings; // leftmost, quick choice or not, memoized counts or not
  private volatile String fingerprint;

  private SearchTree(Problem problem, int[] forced, SearchSettings settings) {
    this.problem = problem;
    this.forced = forced;
    this.quickChoice = settings.quickChoice();
    this.settings = settings;
  }

  /**
   * The tree that {@code solver} searches: its problem, its forced options and its quick choice.
   * Its subproblems are counted with memoization when the solver's settings ask for it (which
   * changes how they are counted, not what they are).
   *
   * @param solver the solver
   * @return the tree that {@code solver} searches: its problem, its forced options and its quick
   *     choice
   * @throws IllegalArgumentException if the solver branches at random, weighs items or applies
   *     reductions: subproblems are defined by Knuth's tree
   */
  public static SearchTree of(Solver solver) {
    Objects.requireNonNull(solver, "solver");
    if (!solver.settings().followsKnuthTree()) {
      throw new IllegalArgumentException("subproblems follow Knuth's tree (leftmost, fewest "
          + "options, no reductions), not " + solver.settings());
    }
    SearchSettings given = solver.settings();
    return new SearchTree(solver.problem(), solver.forcedOptions(), SearchSettings
        .of(given.strategy()).withQuickChoice(given.quickChoice())
        .withMemoLimit(given.memoLimit()));
  }

  /**
   * The tree of {@code problem} with {@code forced} options forced, in that order.
   *
   * @param problem the problem
   * @param quickChoice whether quick choice is on
   * @param forced the options forced before the search, in order
   * @return the tree of {@code problem} with {@code forced} options forced, in that order
   * @throws IllegalArgumentException if an option is out of range or conflicts with those before
   */
  public static SearchTree of(Problem problem, boolean quickChoice, int... forced) {
    Objects.requireNonNull(problem, "problem");
    SearchTree tree = new SearchTree(problem, forced.clone(),
        SearchSettings.defaults().withQuickChoice(quickChoice));
    tree.newSolver(); // checks the forced options
    return tree;
  }

  /**
   * The problem.
   *
   * @return the problem
   */
  public Problem problem() {
    return problem;
  }

  /**
   * The options forced into every solution, in the order they are forced (a copy).
   *
   * @return the options forced into every solution, in the order they are forced (a copy)
   */
  public int[] forcedOptions() {
    return forced.clone();
  }

  /**
   * Whether the tree is that of quick choice (see {@link SearchSettings#withQuickChoice}).
   *
   * @return whether the tree is that of quick choice (see {@link SearchSettings#withQuickChoice})
   */
  public boolean quickChoice() {
    return quickChoice;
  }

  /**
   * The settings of every search of this tree: leftmost, with this tree's quick choice, and
   * memoized counts when the tree was made from a solver with them.
   *
   * @return the settings of every search of this tree
   */
  public SearchSettings settings() {
    return settings;
  }

  /**
   * A new solver of this tree (its forced options forced), for one thread at a time.
   *
   * @return a new solver of this tree (its forced options forced), for one thread at a time
   */
  public Solver newSolver() {
    return newSolver(settings());
  }

  /**
   * A new solver of this tree with {@code settings}, which may add progress reports but must
   * keep the tree's shape.
   *
   * @param settings the search settings
   * @return a new solver of this tree with {@code settings}, which may add progress reports but
   *     must keep the tree's shape
   * @throws IllegalArgumentException if the settings branch at random, weigh items, apply
   *     reductions or change quick choice
   */
  public Solver newSolver(SearchSettings settings) {
    if (!settings.followsKnuthTree() || settings.quickChoice() != quickChoice) {
      throw new IllegalArgumentException(settings + " do not search this tree (leftmost"
          + (quickChoice ? ", quick choice" : "") + ")");
    }
    Solver s = problem.newSolver(settings);
    for (int o : forced) {
      if (o < 0 || o >= problem.optionCount()) {
        throw new IllegalArgumentException("forced option " + o + " is out of range 0.."
            + (problem.optionCount() - 1));
      }
      if (!s.force(o)) {
        throw new IllegalArgumentException("forced option " + o + " conflicts with those forced "
            + "before it");
      }
    }
    return s;
  }

  /**
   * The fingerprint: SHA-256 of the problem's {@code .dlx} text, the forced options' numbers and
   * whether quick choice is on. Two trees with the same fingerprint split into the same
   * subproblems, with the same meaning.
   *
   * @return the fingerprint: SHA-256 of the problem's {@code .dlx} text, the forced options'
   *     numbers and whether quick choice is on
   */
  public String fingerprint() {
    String f = fingerprint;
    if (f == null) {
      try {
        MessageDigest d = MessageDigest.getInstance("SHA-256");
        d.update(ExactCover.toDlx(problem).getBytes(StandardCharsets.UTF_8));
        d.update(("forced " + Arrays.toString(forced)).getBytes(StandardCharsets.UTF_8));
        if (quickChoice) {
          d.update(" quick".getBytes(StandardCharsets.UTF_8));
        }
        f = "sha256:" + HexFormat.of().formatHex(d.digest());
      } catch (NoSuchAlgorithmException e) {
        throw new IllegalStateException("every JDK has SHA-256", e);
      }
      fingerprint = f;
    }
    return f;
  }

  /**
   * The tree as text: a {@code .dlx} file whose first line, a comment, names the forced options
   * and quick choice ({@code | search tree: forced 3 17; quick choice}). {@link #parse} reads it
   * back; any {@code .dlx} reader reads the problem.
   *
   * @return the tree as text: a {@code .dlx} file whose first line, a comment, names the forced
   *     options and quick choice ({@code | search tree: forced 3 17; quick choice})
   */
  public String toText() {
    StringBuilder s = new StringBuilder(HEADER).append(" forced");
    for (int o : forced) {
      s.append(' ').append(o);
    }
    s.append(quickChoice ? "; quick choice" : "; leftmost").append('\n');
    return s.append(ExactCover.toDlx(problem)).toString();
  }

  /**
   * Reads {@link #toText()}'s form back.
   *
   * @param text the text to read
   * @return the tree {@code text} describes
   * @throws DlxFormatException if the text is not a {@code .dlx} problem (with line and column)
   * @throws IllegalArgumentException if the first line is not a search tree's, or the forced
   *     options do not fit the problem
   */
  public static SearchTree parse(String text) throws DlxFormatException {
    int eol = text.indexOf('\n');
    String head = eol < 0 ? text : text.substring(0, eol);
    if (!head.startsWith(HEADER + " forced")) {
      throw new IllegalArgumentException("not a search tree: the first line is not '" + HEADER
          + " forced ...'");
    }
    String rest = head.substring((HEADER + " forced").length());
    int semi = rest.indexOf(';');
    String shape = semi < 0 ? "" : rest.substring(semi + 1).strip();
    if (semi < 0 || !shape.equals("quick choice") && !shape.equals("leftmost")) {
      throw new IllegalArgumentException("not a search tree: the first line ends with neither "
          + "'; quick choice' nor '; leftmost'");
    }
    String[] parts = rest.substring(0, semi).strip().split(" +");
    int[] forced = new int[parts[0].isEmpty() ? 0 : parts.length];
    for (int i = 0; i < forced.length; i++) {
      try {
        forced[i] = Integer.parseInt(parts[i]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a search tree: forced option '" + parts[i]
            + "' is not a number");
      }
    }
    return of(ExactCover.parse(text), shape.equals("quick choice"), forced);
  }

  /**
   * Splits the tree into at least {@code minCount} subproblems (fewer if the tree is smaller),
   * the same list on every run and every machine: the nodes at the shallowest depth (1, 2, ... up
   * to 16 levels) that gives enough of them, in search order, numbered from 0. Solutions
   * shallower than that depth are subproblems too (each counts 1), so the counts of all the
   * subproblems add up to the count of the whole tree, exactly.
   *
   * @param minCount the smallest count
   * @return the subproblems, in the search's order
   * @throws CancellationException if the thread was interrupted while splitting
   */
  public List<Subproblem> split(int minCount) {
    return split(minCount, Limits.none());
  }

  /**
   * Splits as {@link #split(int)} does, within the time and cancel limits of {@code limits}
   * (the others do not apply to a split): a split that runs past them stops with a
   * {@link CancellationException} naming the limit, so that a time limit holds for a count
   * however large the split asked for.
   *
   * @param minCount the smallest count
   * @param limits the time limit (from now) and the cancel token that stop the split
   * @return the subproblems, in the search's order
   * @throws CancellationException if a limit stopped the split, or the thread was interrupted
   */
  public List<Subproblem> split(int minCount, Limits limits) {
    if (minCount < 1) {
      throw new IllegalArgumentException("subproblem count must be positive, not " + minCount);
    }
    Limits bounds = Limits.none();
    if (limits.time() != null) {
      bounds = bounds.withTime(limits.time());
    }
    if (limits.cancel() != null) {
      bounds = bounds.withCancel(limits.cancel());
    }
    long deadline = limits.time() == null ? Long.MAX_VALUE
        : System.nanoTime() + limits.time().toNanos();
    Solver splitter = newSolver();
    List<Subproblem> list = new ArrayList<>();
    for (int depth = 1; depth <= MAX_SPLIT_DEPTH; depth++) {
      if (depth > 1 && limits.time() != null) { // each depth's cut gets the time that is left
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new CancellationException("splitting stopped: " + Status.TIME_LIMIT);
        }
        bounds = bounds.withTime(java.time.Duration.ofNanos(left));
      }
      int leaves = cut(splitter, depth, bounds, list);
      if (list.size() >= minCount || leaves == 0) {
        break;
      }
    }
    return list;
  }

  /**
   * The subproblems at depth {@code depth}: the nodes at that level and the solutions above it,
   * in search order, numbered from 0. See {@link #split(int)}.
   *
   * @param depth the depth to cut the tree at
   * @return the subproblems at depth {@code depth}: the nodes at that level and the solutions above
   *     it, in search order, numbered from 0
   * @throws CancellationException if the thread was interrupted while splitting
   */
  public List<Subproblem> splitAtDepth(int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("split depth must be positive, not " + depth);
    }
    List<Subproblem> list = new ArrayList<>();
    cut(newSolver(), depth, Limits.none(), list);
    return list;
  }

  /** Fills {@code list} with the nodes at {@code depth} and the solutions above; the nodes. */
  private static int cut(Solver splitter, int depth, Limits limits, List<Subproblem> list) {
    list.clear();
    int[] leaves = {0};
    SearchResult r = SolverAccess.get().searchCut(splitter, depth, limits, (b, solution) -> {
      list.add(Subproblem.of(list.size(), b));
      leaves[0] += solution ? 0 : 1;
    });
    if (r.status() != Status.EXHAUSTED) {
      throw new CancellationException("splitting stopped: " + r.status());
    }
    return leaves[0];
  }

  /**
   * Searches one subproblem of this tree with {@code solver} (one of {@link #newSolver()}'s),
   * within {@code limits}, showing each solution to {@code visitor} (null: only count). Branches
   * that name no node give no solution.
   *
   * @param solver the solver
   * @param subproblem the subproblem
   * @param limits the limits that stop the search
   * @param visitor called once per solution
   * @return the search's counts and status
   * @throws IllegalArgumentException if the solver does not search this tree
   */
  public SearchResult search(Solver solver, Subproblem subproblem, Limits limits,
      SolutionVisitor visitor) {
    Objects.requireNonNull(subproblem, "subproblem");
    Objects.requireNonNull(limits, "limits");
    if (solver.problem() != problem || !solver.settings().followsKnuthTree()
        || solver.settings().quickChoice() != quickChoice
        || !Arrays.equals(solver.forcedOptions(), forced)) {
      throw new IllegalArgumentException("the solver does not search this tree; use newSolver()");
    }
    return SolverAccess.get().searchBelow(solver, subproblem.rawBranches(), limits, visitor);
  }

  /**
   * Counts every solution on {@code threads} threads: split (deeper until there are enough
   * subproblems for the threads), then counted by {@link SubproblemCounter#local}. The sum is
   * exact. Only time and cancel limits apply, to the split too. Nodes and updates include the
   * split and the replay of each subproblem's branches, so they exceed a sequential search's.
   *
   * @param threads the number of worker threads
   * @param limits the limits that stop the search
   * @return the total count (partial when a limit stopped it)
   */
  public SearchResult countParallel(int threads, Limits limits) {
    if (threads < 1) {
      throw new IllegalArgumentException("thread count must be positive, not " + threads);
    }
    LocalRunner.checkLimits(limits, 2); // split first: only time and cancel, on any threads
    long start = System.nanoTime();
    CancelToken token = limits.cancel() == null ? new CancelToken() : limits.cancel().child();
    Limits splitLimits = Limits.none().withCancel(token);
    if (limits.time() != null) {
      splitLimits = splitLimits.withTime(limits.time());
    }
    Solver splitter = newSolver();
    List<Subproblem> list = new ArrayList<>();
    SearchResult top = null;
    long splitNodes = 0;
    long splitUpdates = 0;
    for (int depth = 1; depth <= MAX_SPLIT_DEPTH; depth++) {
      list.clear();
      int[] leaves = {0};
      top = SolverAccess.get().searchCut(splitter, depth, splitLimits, (b, solution) -> {
        list.add(Subproblem.of(list.size(), b));
        leaves[0] += solution ? 0 : 1;
      });
      splitNodes += top.nodes();
      splitUpdates += top.updates();
      if (top.status() != Status.EXHAUSTED || list.size() >= SPLIT_PER_THREAD * threads
          || leaves[0] == 0) {
        break;
      }
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    if (top.status() != Status.EXHAUSTED) { // stopped while splitting: nothing is counted yet
      return SearchResult.of(top.status(), BigInteger.ZERO, splitNodes, splitUpdates,
          new long[1], elapsed, new long[Reduction.values().length], MemoStatistics.NONE,
          Strategy.DANCING_LINKS);
    }
    Limits countLimits = limits.time() == null ? Limits.none().withCancel(token)
        : Limits.none().withCancel(token).withTime(LocalRunner.left(limits.time(), start));
    SearchResult r = new LocalRunner(this, threads).count(list, countLimits, null);
    SearchResult split = SearchResult.of(Status.EXHAUSTED, BigInteger.ZERO, splitNodes,
        splitUpdates, new long[1], Duration.ZERO, new long[Reduction.values().length],
        MemoStatistics.NONE, Strategy.DANCING_LINKS); // the split's work, no solution
    return r.plus(split).as(r.status(), Duration.ofNanos(System.nanoTime() - start));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SearchTree t && t.fingerprint().equals(fingerprint());
  }

  @Override
  public int hashCode() {
    return fingerprint().hashCode();
  }

  @Override
  public String toString() {
    return "SearchTree[" + problem.itemCount() + " items, " + problem.optionCount()
        + " options, forced " + Arrays.toString(forced) + (quickChoice ? ", quick choice" : "")
        + "]";
  }
}
