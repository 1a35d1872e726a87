package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.util.Objects;
import java.util.Optional;

/**
 * How a {@link Solver} searches: its {@linkplain Branching branching} (leftmost, or random from a
 * seed), whether it uses quick choice, and whom it tells of its progress. Immutable; each
 * {@code with} method returns a copy. Given when a solver is made ({@link Problem#newSolver(
 * SearchSettings)}) or when it is reset ({@link Solver#reset(SearchSettings)}).
 *
 * <pre>{@code
 * SearchSettings.defaults()                              // Knuth's tree
 * SearchSettings.defaults().withRandomBranching(42)      // a random first solution, reproducibly
 * SearchSettings.defaults().withQuickChoice(true).withProgress(1_000_000, p -> log(p))
 * }</pre>
 */
public final class SearchSettings {
  private static final SearchSettings DEFAULTS =
      new SearchSettings(Branching.LEFTMOST, 0, false, Long.MAX_VALUE, null);

  private final Branching branching;
  private final long seed;
  private final boolean quickChoice;
  private final long progressInterval;
  private final ProgressListener progress;

  private SearchSettings(Branching branching, long seed, boolean quickChoice,
      long progressInterval, ProgressListener progress) {
    this.branching = branching;
    this.seed = seed;
    this.quickChoice = quickChoice;
    this.progressInterval = progressInterval;
    this.progress = progress;
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
    return new SearchSettings(Branching.LEFTMOST, 0, quickChoice, progressInterval, progress);
  }

  /**
   * Branches at random, reproducibly from {@code seed} (see {@link Branching#RANDOM}).
   *
   * @param seed the random seed
   * @return these settings with random branching from {@code seed}
   */
  public SearchSettings withRandomBranching(long seed) {
    return new SearchSettings(Branching.RANDOM, seed, quickChoice, progressInterval, progress);
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
    return new SearchSettings(branching, seed, on, progressInterval, progress);
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
        Objects.requireNonNull(listener, "progress listener"));
  }

  /**
   * No progress reports (the default).
   *
   * @return no progress reports (the default)
   */
  public SearchSettings withoutProgress() {
    return new SearchSettings(branching, seed, quickChoice, Long.MAX_VALUE, null);
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
        && s.progress == progress;
  }

  @Override
  public int hashCode() {
    return Objects.hash(branching, seed, quickChoice, progressInterval,
        System.identityHashCode(progress));
  }

  @Override
  public String toString() {
    return "SearchSettings[" + (branching == Branching.RANDOM ? "random " + seed : "leftmost")
        + (quickChoice ? ", quick choice" : "")
        + (progress != null ? ", progress every " + progressInterval + " nodes" : "") + "]";
  }
}
