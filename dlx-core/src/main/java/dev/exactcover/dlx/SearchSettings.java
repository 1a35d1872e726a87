package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How a {@link Solver} searches: its {@linkplain Strategy strategy} (Dancing Links, with or
 * without reductions, clause learning, or memoized counting), and the knobs that apply to that
 * strategy: the {@linkplain Branching branching} (leftmost, or random from a seed), quick choice,
 * the {@linkplain ItemChoice item choice}, the {@linkplain Reduction reductions}, the memo cache's
 * bound, and whom it tells of its progress. Immutable; each {@code with} method returns a copy.
 * Given when a solver is made ({@link Problem#newSolver(SearchSettings)}) or reset ({@link
 * Solver#reset(SearchSettings)}); the result of every search names the strategy that made it
 * ({@link SearchResult#strategy()}).
 *
 * <pre>{@code
 * SearchSettings.defaults()                              // Knuth's tree: Dancing Links
 * SearchSettings.defaults().withRandomBranching(42)      // a random first solution, reproducibly
 * SearchSettings.defaults().withQuickChoice(true).withProgress(1_000_000, p -> log(p))
 * SearchSettings.of(Strategy.WITH_REDUCTIONS).withReductions(Reduction.SUBSUMPTION)
 * SearchSettings.of(Strategy.CLAUSE_LEARNING)            // no tree: hard instances
 * SearchSettings.of(Strategy.MEMOIZED).withMemoLimit(64 << 20)  // counts of repeating subproblems
 * }</pre>
 *
 * <p>A knob that cannot apply to the strategy is refused, never ignored: setting it under that
 * strategy, or choosing that strategy with it set, throws an {@link IllegalArgumentException}
 * whose message names both and says why. Which knob applies to which strategy:
 *
 * <table class="striped">
 *   <caption>The knobs of each strategy</caption>
 *   <thead><tr><th>knob</th><th>{@link Strategy#DANCING_LINKS}</th>
 *     <th>{@link Strategy#WITH_REDUCTIONS}</th><th>{@link Strategy#CLAUSE_LEARNING}</th>
 *     <th>{@link Strategy#MEMOIZED}</th></tr></thead>
 *   <tbody>
 *   <tr><td>{@linkplain #withRandomBranching random branching}</td><td>yes</td><td>yes</td>
 *     <td>no: no tree</td><td>no: its own order</td></tr>
 *   <tr><td>{@linkplain #withQuickChoice quick choice}</td><td>yes</td><td>yes</td>
 *     <td>no: no item to choose</td><td>yes (the tree of its subproblems)</td></tr>
 *   <tr><td>{@linkplain ItemChoice#WEIGHTED the weighted item choice}</td><td>yes</td>
 *     <td>yes</td><td>no: no item to choose</td><td>no: its own order</td></tr>
 *   <tr><td>{@linkplain #withReductions reductions}</td><td>no: choose
 *     {@code WITH_REDUCTIONS}</td><td>yes</td><td>no: no tree</td><td>no: a search of its
 *     own</td></tr>
 *   <tr><td>{@linkplain #withMemoLimit the memo limit}, {@linkplain #withProgress progress}</td>
 *     <td>yes</td><td>yes</td><td>yes</td><td>yes</td></tr>
 *   </tbody>
 * </table>
 *
 * <p>The memo limit applies everywhere because {@link Solver#sample(long)} draws from a memo cache
 * whatever the strategy. The problem may narrow the strategy further, and the result then names
 * the one that ran: a problem with multiplicities is searched by Algorithm M (Dancing Links,
 * without reductions or clause learning; memoized counting refuses it when the solver is made),
 * and a problem with side constraints ({@link Problem#withPropagator}) by Dancing Links when the
 * strategy is clause learning or memoized counting, which cannot see them.
 */
public final class SearchSettings {
  /** The memo cache's default bound: 512 MiB (see {@link #withMemoLimit}). */
  public static final long DEFAULT_MEMO_LIMIT = 512L << 20;

  private static final SearchSettings DEFAULTS = new SearchSettings(Strategy.DANCING_LINKS,
      Branching.LEFTMOST, 0, false, Long.MAX_VALUE, null, ItemChoice.FEWEST_OPTIONS,
      Collections.emptySet(), DEFAULT_MEMO_LIMIT);

  private final Strategy strategy;
  private final Branching branching;
  private final long seed;
  private final boolean quickChoice;
  private final long progressInterval;
  private final ProgressListener progress;
  private final ItemChoice itemChoice;
  private final Set<Reduction> reductions;
  private final long memoLimit;

  private SearchSettings(Strategy strategy, Branching branching, long seed, boolean quickChoice,
      long progressInterval, ProgressListener progress, ItemChoice itemChoice,
      Set<Reduction> reductions, long memoLimit) {
    this.strategy = strategy;
    this.branching = branching;
    this.seed = seed;
    this.quickChoice = quickChoice;
    this.progressInterval = progressInterval;
    this.progress = progress;
    this.itemChoice = itemChoice;
    this.reductions = reductions;
    this.memoLimit = memoLimit;
    String refused = refusal();
    if (refused != null) {
      throw new IllegalArgumentException(refused);
    }
  }

  /** A copy with another branching, quick choice or progress; the rest kept. */
  private SearchSettings(Branching branching, long seed, boolean quickChoice,
      long progressInterval, ProgressListener progress, SearchSettings rest) {
    this(rest.strategy, branching, seed, quickChoice, progressInterval, progress,
        rest.itemChoice, rest.reductions, rest.memoLimit);
  }

  /**
   * Why a knob cannot apply to the strategy, naming both, or null when every knob applies.
   */
  private String refusal() {
    String where = switch (strategy) {
      case DANCING_LINKS, WITH_REDUCTIONS -> null;
      case CLAUSE_LEARNING -> "clause learning";
      case MEMOIZED -> "memoized counting";
    };
    String why = strategy == Strategy.CLAUSE_LEARNING
        ? "it searches without a tree, and the activities of its options choose each decision"
        : "it counts in a search of its own, which branches in an order of its own";
    if (!reductions.isEmpty() && strategy == Strategy.DANCING_LINKS) {
      return "reductions do not apply to plain Dancing Links, which prunes nothing before it "
          + "branches: choose Dancing Links with reductions to apply them";
    }
    if (where == null) {
      return null;
    }
    if (!reductions.isEmpty()) {
      return "reductions cannot apply to " + where + ": " + (strategy == Strategy.MEMOIZED
          ? "it counts in a search of its own, which prunes nothing"
          : "it searches without a tree, so there is no node to prune before branching");
    }
    if (branching == Branching.RANDOM) {
      return "random branching cannot apply to " + where + ": " + why;
    }
    if (itemChoice == ItemChoice.WEIGHTED) {
      return "the weighted item choice cannot apply to " + where + ": " + why;
    }
    if (quickChoice && strategy == Strategy.CLAUSE_LEARNING) {
      return "quick choice cannot apply to clause learning: " + why;
    }
    return null;
  }

  /**
   * Knuth's programs: Dancing Links, leftmost branching, no quick choice, no progress reports.
   *
   * @return the defaults: Dancing Links, leftmost branching, no quick choice, no progress reports
   */
  public static SearchSettings defaults() {
    return DEFAULTS;
  }

  /**
   * The defaults with {@code strategy}: {@code defaults().withStrategy(strategy)}.
   *
   * @param strategy the strategy
   * @return the default settings of that strategy
   * @throws NullPointerException if {@code strategy} is null
   */
  public static SearchSettings of(Strategy strategy) {
    return DEFAULTS.withStrategy(strategy);
  }

  /**
   * Searches by {@code strategy}, keeping the knobs set so far (see the table above).
   *
   * @param strategy the strategy
   * @return these settings with that strategy
   * @throws IllegalArgumentException if a knob set so far cannot apply to {@code strategy} (the
   *     message names both and says why)
   * @throws NullPointerException if {@code strategy} is null
   */
  public SearchSettings withStrategy(Strategy strategy) {
    return new SearchSettings(Objects.requireNonNull(strategy, "strategy"), branching, seed,
        quickChoice, progressInterval, progress, itemChoice, reductions, memoLimit);
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
   * @throws IllegalArgumentException if the strategy is clause learning or memoized counting,
   *     which have no branching of this kind
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
   * @throws IllegalArgumentException if {@code on} and the strategy is clause learning, which
   *     chooses no item
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
   * @throws IllegalArgumentException if {@code choice} is {@link ItemChoice#WEIGHTED} and the
   *     strategy is clause learning or memoized counting, which choose their items otherwise
   */
  public SearchSettings withItemChoice(ItemChoice choice) {
    return new SearchSettings(strategy, branching, seed, quickChoice, progressInterval, progress,
        Objects.requireNonNull(choice, "item choice"), reductions, memoLimit);
  }

  /**
   * Applies {@code rules} at every node before it branches (none by default), under the strategy
   * {@link Strategy#WITH_REDUCTIONS}. The solutions and counts are the same; the tree is
   * smaller, and each node dearer. Problems with multiplicities (Algorithm M) are searched
   * without them (their results say {@link Strategy#DANCING_LINKS}).
   *
   * @param rules the reductions, none to turn them off
   * @return these settings with those reductions
   * @throws IllegalArgumentException if {@code rules} names a reduction and the strategy is not
   *     {@link Strategy#WITH_REDUCTIONS}
   */
  public SearchSettings withReductions(Reduction... rules) {
    EnumSet<Reduction> set = EnumSet.noneOf(Reduction.class);
    for (Reduction r : rules) {
      set.add(Objects.requireNonNull(r, "reduction"));
    }
    return new SearchSettings(strategy, branching, seed, quickChoice, progressInterval, progress,
        itemChoice, Collections.unmodifiableSet(set), memoLimit);
  }

  /**
   * Bounds the memo cache of each solver to {@code bytes} (default {@link #DEFAULT_MEMO_LIMIT}):
   * the cache of a {@linkplain Strategy#MEMOIZED memoized count}, and the one {@link
   * Solver#sample(long)} draws from under every strategy. When the cache is full it stores
   * nothing more: the count stays exact, and slows down to what the cache still saves.
   *
   * @param bytes the most memory a solver's memo cache may take, at least 1024
   * @return these settings with that bound
   * @throws IllegalArgumentException if {@code bytes} is less than 1024
   */
  public SearchSettings withMemoLimit(long bytes) {
    Checks.check(bytes >= 1024, "the memo limit must be at least 1024 bytes, not %d", bytes);
    return new SearchSettings(strategy, branching, seed, quickChoice, progressInterval, progress,
        itemChoice, reductions, bytes);
  }

  /**
   * The strategy: how the search goes about it (see {@link Strategy}).
   *
   * @return the strategy
   */
  public Strategy strategy() {
    return strategy;
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
   * Whether the search walks Knuth's tree, the one that subproblems are defined by: the strategy
   * {@link Strategy#DANCING_LINKS} or {@link Strategy#MEMOIZED} (which keeps the meaning of
   * subproblems), leftmost branching and the fewest-options item choice (quick choice is
   * allowed).
   *
   * @return whether these settings search Knuth's tree
   */
  public boolean followsKnuthTree() {
    return (strategy == Strategy.DANCING_LINKS || strategy == Strategy.MEMOIZED)
        && branching == Branching.LEFTMOST && itemChoice == ItemChoice.FEWEST_OPTIONS;
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
    return o instanceof SearchSettings s && s.strategy == strategy && s.branching == branching
        && s.seed == seed && s.quickChoice == quickChoice
        && s.progressInterval == progressInterval && s.progress == progress
        && s.itemChoice == itemChoice && s.reductions.equals(reductions)
        && s.memoLimit == memoLimit;
  }

  @Override
  public int hashCode() {
    return Objects.hash(strategy, branching, seed, quickChoice, progressInterval,
        System.identityHashCode(progress), itemChoice, reductions, memoLimit);
  }

  @Override
  public String toString() {
    return "SearchSettings[" + (strategy == Strategy.DANCING_LINKS ? ""
        : strategy.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ", ")
        + (branching == Branching.RANDOM ? "random " + seed : "leftmost")
        + (quickChoice ? ", quick choice" : "")
        + (itemChoice != ItemChoice.FEWEST_OPTIONS ? ", " + itemChoice.name().toLowerCase() : "")
        + (reductions.isEmpty() ? "" : ", reductions " + reductions)
        + (memoLimit != DEFAULT_MEMO_LIMIT ? ", memo up to " + memoLimit + " bytes" : "")
        + (progress != null ? ", progress every " + progressInterval + " nodes" : "") + "]";
  }
}
