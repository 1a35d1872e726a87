package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How a {@link Solver} searches: its {@linkplain Branching branching} (leftmost, or random from a
 * seed), whether it uses quick choice, its {@linkplain ItemChoice item choice}, the {@linkplain
 * Reduction reductions} it applies at each node, and whom it tells of its progress. Immutable; each
 * {@code with} method returns a copy. Given when a solver is made ({@link Problem#newSolver(
 * SearchSettings)}) or when it is reset ({@link Solver#reset(SearchSettings)}).
 *
 * <pre>{@code
 * SearchSettings.defaults()                              // Knuth's tree
 * SearchSettings.defaults().withRandomBranching(42)      // a random first solution, reproducibly
 * SearchSettings.defaults().withQuickChoice(true).withProgress(1_000_000, p -> log(p))
 * SearchSettings.defaults().withReductions(Reduction.SUBSUMPTION)  // prune before branching
 * }</pre>
 */
public final class SearchSettings {
  /** The memo cache's default bound: 512 MiB (see {@link #withMemoLimit}). */
  public static final long DEFAULT_MEMO_LIMIT = 512L << 20;

  private static final SearchSettings DEFAULTS = new SearchSettings(Branching.LEFTMOST, 0, false,
      Long.MAX_VALUE, null, ItemChoice.FEWEST_OPTIONS, Collections.emptySet(), false, false,
      DEFAULT_MEMO_LIMIT);

  private final Branching branching;
  private final long seed;
  private final boolean quickChoice;
  private final long progressInterval;
  private final ProgressListener progress;
  private final ItemChoice itemChoice;
  private final Set<Reduction> reductions;
  private final boolean clauseLearning;
  private final boolean memo;
  private final long memoLimit;

  private SearchSettings(Branching branching, long seed, boolean quickChoice,
      long progressInterval, ProgressListener progress, ItemChoice itemChoice,
      Set<Reduction> reductions, boolean clauseLearning, boolean memo, long memoLimit) {
    this.memo = memo;
    this.memoLimit = memoLimit;
    this.branching = branching;
    this.seed = seed;
    this.quickChoice = quickChoice;
    this.progressInterval = progressInterval;
    this.progress = progress;
    this.itemChoice = itemChoice;
    this.reductions = reductions;
    this.clauseLearning = clauseLearning;
  }

  private SearchSettings(Branching branching, long seed, boolean quickChoice,
      long progressInterval, ProgressListener progress, SearchSettings rest) {
    this(branching, seed, quickChoice, progressInterval, progress, rest.itemChoice,
        rest.reductions, rest.clauseLearning, rest.memo, rest.memoLimit);
  }

  /**
   * Knuth's programs: leftmost branching, no quick choice, no progress reports.
   *
   * @return the defaults: leftmost branching, no quick choice, no progress reports
   */
  public static SearchSettings defaults() {
    return DEFAULTS;
  }

  /**
   * Branches leftmost, as Knuth's programs do (the default).
   *
   * @return these settings with leftmost branching
   */
  public SearchSettings withLeftmostBranching() {
    return new SearchSettings(Branching.LEFTMOST, 0, quickChoice, progressInterval, progress, this);
  }

  /**
   * Branches at random, reproducibly from {@code seed} (see {@link Branching#RANDOM}).
   *
   * @param seed the random seed
   * @return these settings with random branching from {@code seed}
   */
  public SearchSettings withRandomBranching(long seed) {
    return new SearchSettings(Branching.RANDOM, seed, quickChoice, progressInterval, progress, this);
  }

  /**
   * Chooses items faster on wide problems: the scan for the item with the fewest options stops
   * at the first item with only one (as it always stops at one with none). The solutions are the
   * same; the tree may differ from Knuth's programs (a dead end can be met one level later), so
   * node counts are no longer {@code dlx1}'s. Worth it when most nodes have an item with one
   * option left, as in Sudoku. Off by default.
   *
   * @param on whether quick choice is on
   * @return these settings with quick choice on or off
   */
  public SearchSettings withQuickChoice(boolean on) {
    return new SearchSettings(branching, seed, on, progressInterval, progress, this);
  }

  /**
   * Reports progress to {@code listener} every {@code everyNodes} nodes of every search.
   *
   * @param everyNodes the nodes between reports
   * @param listener the listener
   * @return these settings with progress reports
   */
  public SearchSettings withProgress(long everyNodes, ProgressListener listener) {
    Checks.positive(everyNodes, "progress interval");
    return new SearchSettings(branching, seed, quickChoice, everyNodes,
        Objects.requireNonNull(listener, "progress listener"), this);
  }

  /**
   * No progress reports (the default).
   *
   * @return no progress reports (the default)
   */
  public SearchSettings withoutProgress() {
    return new SearchSettings(branching, seed, quickChoice, Long.MAX_VALUE, null, this);
  }

  /**
   * Chooses the item to branch on by {@code choice} (the default is {@link
   * ItemChoice#FEWEST_OPTIONS}, Knuth's rule).
   *
   * @param choice the item choice
   * @return these settings with that item choice
   */
  public SearchSettings withItemChoice(ItemChoice choice) {
    return new SearchSettings(branching, seed, quickChoice, progressInterval, progress,
        Objects.requireNonNull(choice, "item choice"), reductions, clauseLearning, memo, memoLimit);
  }

  /**
   * Applies {@code rules} at every node before it branches (none by default). The solutions and
   * counts are the same; the tree is smaller, and each node dearer. Problems with multiplicities
   * (Algorithm M) are searched without them.
   *
   * @param rules the reductions, none to turn them off
   * @return these settings with those reductions
   */
  public SearchSettings withReductions(Reduction... rules) {
    EnumSet<Reduction> set = EnumSet.noneOf(Reduction.class);
    for (Reduction r : rules) {
      set.add(Objects.requireNonNull(r, "reduction"));
    }
    return new SearchSettings(branching, seed, quickChoice, progressInterval, progress,
        itemChoice, Collections.unmodifiableSet(set), clauseLearning, memo, memoLimit);
  }

  /**
   * Searches with conflict-driven clause learning instead of a backtracking tree (off by
   * default): each option is a Boolean variable; a dead end is analysed and a clause learned from
   * it, so that the search never meets it again; activities choose what to try next, and the
   * search restarts when its recent clauses are poor (the methods of MiniSat and Glucose). It
   * pays on instances whose trees are too large for Dancing Links, such as 25x25 Sudoku puzzles.
   * Every solution is found once (a clause then forbids it), so counts stay exact; the order of
   * the solutions differs, and a node is a decision ({@link SearchResult#updates()} counts the
   * conflicts). The item choice, the reductions, the branching and quick choice do not apply;
   * progress reports give no estimate of the fraction done (0). Problems with multiplicities
   * (Algorithm M) are searched without it.
   *
   * @param on whether to learn clauses
   * @return these settings with clause learning on or off
   */
  public SearchSettings withClauseLearning(boolean on) {
    return new SearchSettings(branching, seed, quickChoice, progressInterval, progress,
        itemChoice, reductions, on, memo, memoLimit);
  }

  /**
   * Counts with a memo cache (off by default): the number of solutions of each subproblem met is
   * cached under the set of primary items left to cover and the state of each secondary item
   * (free, covered, or the color it holds), so that a subproblem met again along another path
   * costs one lookup instead of its tree (the method of Nishino, Yasuda, Minato and Nagata,
   * AAAI 2017, and of Knuth's DLX6). It pays where subproblems repeat, as in tilings of long
   * boards, by orders of magnitude; where they do not (pentominoes, queens), the search notices
   * after a sample and counts with plain Dancing Links instead. The counts are exact, also
   * beyond {@code long} ({@link SearchResult#solutionCount()}).
   *
   * <p>It applies to counts only ({@link Solver#count()}, a search without a visitor, counting
   * in pieces): a search that visits solutions or streams them walks the tree as without it. A
   * memoized count branches in an order of its own (see the guide on exact counting), so its
   * nodes are not Knuth's; the subproblems of {@code dev.exactcover.dlx.pieces} keep their
   * meaning. Branching, quick choice, the item choice, reductions and clause learning do not
   * apply to memoized counts. Problems with multiplicities (Algorithm M) are refused: a solver
   * for one cannot be made with memoized counting on.
   *
   * @param on whether counts are memoized
   * @return these settings with memoized counting on or off
   */
  public SearchSettings withMemo(boolean on) {
    return new SearchSettings(branching, seed, quickChoice, progressInterval, progress,
        itemChoice, reductions, clauseLearning, on, memoLimit);
  }

  /**
   * Bounds the memo cache of each solver to {@code bytes} (default {@link #DEFAULT_MEMO_LIMIT}).
   * When the cache is full it stores nothing more: the count stays exact, and slows down to
   * what the cache still saves.
   *
   * @param bytes the most memory a solver's memo cache may take, at least 1024
   * @return these settings with that bound
   * @throws IllegalArgumentException if {@code bytes} is less than 1024
   */
  public SearchSettings withMemoLimit(long bytes) {
    Checks.check(bytes >= 1024, "the memo limit must be at least 1024 bytes, not %d", bytes);
    return new SearchSettings(branching, seed, quickChoice, progressInterval, progress,
        itemChoice, reductions, clauseLearning, memo, bytes);
  }

  /**
   * Whether counts are memoized (see {@link #withMemo}).
   *
   * @return whether counts are memoized
   */
  public boolean memo() {
    return memo;
  }

  /**
   * The bound of each solver's memo cache, in bytes.
   *
   * @return the bound of the memo cache
   */
  public long memoLimit() {
    return memoLimit;
  }

  /**
   * Whether the search learns clauses instead of walking a tree.
   *
   * @return whether clause learning is on
   */
  public boolean clauseLearning() {
    return clauseLearning;
  }

  /**
   * The item choice.
   *
   * @return the item choice
   */
  public ItemChoice itemChoice() {
    return itemChoice;
  }

  /**
   * The reductions applied at every node (an unmodifiable set, empty by default).
   *
   * @return the reductions applied at every node
   */
  public Set<Reduction> reductions() {
    return reductions;
  }

  /**
   * Whether the search walks Knuth's tree, the one that subproblems are defined by: leftmost
   * branching, the fewest-options item choice, no reductions and no clause learning (quick choice
   * is allowed, and so is memoized counting, which keeps the meaning of subproblems).
   *
   * @return whether these settings search Knuth's tree
   */
  public boolean followsKnuthTree() {
    return branching == Branching.LEFTMOST && itemChoice == ItemChoice.FEWEST_OPTIONS
        && reductions.isEmpty() && !clauseLearning;
  }

  /**
   * The branching.
   *
   * @return the branching
   */
  public Branching branching() {
    return branching;
  }

  /**
   * The seed of {@link Branching#RANDOM} branching (0 for leftmost).
   *
   * @return the seed of {@link Branching#RANDOM} branching (0 for leftmost)
   */
  public long seed() {
    return seed;
  }

  /**
   * Whether quick choice is on.
   *
   * @return whether quick choice is on
   */
  public boolean quickChoice() {
    return quickChoice;
  }

  /**
   * The nodes between progress reports ({@code Long.MAX_VALUE} when there are none).
   *
   * @return the nodes between progress reports ({@code Long.MAX_VALUE} when there are none)
   */
  public long progressInterval() {
    return progressInterval;
  }

  /**
   * The listener of progress reports, if any.
   *
   * @return the listener of progress reports, if any
   */
  public Optional<ProgressListener> progress() {
    return Optional.ofNullable(progress);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SearchSettings s && s.branching == branching && s.seed == seed
        && s.quickChoice == quickChoice && s.progressInterval == progressInterval
        && s.progress == progress && s.itemChoice == itemChoice
        && s.reductions.equals(reductions) && s.clauseLearning == clauseLearning
        && s.memo == memo && s.memoLimit == memoLimit;
  }

  @Override
  public int hashCode() {
    return Objects.hash(branching, seed, quickChoice, progressInterval,
        System.identityHashCode(progress), itemChoice, reductions, clauseLearning, memo,
        memoLimit);
  }

  @Override
  public String toString() {
    return "SearchSettings[" + (branching == Branching.RANDOM ? "random " + seed : "leftmost")
        + (quickChoice ? ", quick choice" : "")
        + (itemChoice != ItemChoice.FEWEST_OPTIONS ? ", " + itemChoice.name().toLowerCase() : "")
        + (reductions.isEmpty() ? "" : ", reductions " + reductions)
        + (clauseLearning ? ", clause learning" : "")
        + (memo ? ", memo up to " + memoLimit + " bytes" : "")
        + (progress != null ? ", progress every " + progressInterval + " nodes" : "") + "]";
  }
}
