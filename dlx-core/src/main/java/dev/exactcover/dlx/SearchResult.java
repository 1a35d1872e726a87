package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;

/**
 * The outcome of one search: why it stopped, and the statistics that Knuth's programs report.
 *
 * <p>Counted as Knuth's {@code dlx1} counts them: a <em>node</em> each time the search moves
 * forward to choose an item, plus one per solution; an <em>update</em> for each item taken out
 * of the item list and for each option node unlinked from an item's list while covering. So a
 * search that walks the same tree as {@code dlx1} reports the same nodes and updates (older
 * versions of {@code dlx1} leave out the node per solution). A search that {@linkplain
 * SearchSettings#withClauseLearning learns clauses} walks no tree: its nodes are the root and its
 * decisions, its updates are its conflicts, and its profile puts every node at level 0.
 *
 * <p>Counts are {@code long}. A single search visits each solution, so it cannot reach
 * {@code Long.MAX_VALUE} (2<sup>63</sup>) solutions in any practical time; parallel sums use
 * {@link Math#addExact} and throw {@link ArithmeticException} rather than wrap.
 *
 * @param status why the search ended
 * @param solutions solutions found (for Algorithm M: core solutions, see {@link Solver})
 * @param nodes nodes of the search tree, as {@code dlx1} counts them
 * @param updates updates, as {@code dlx1} counts them
 * @param profile nodes per level: {@code profile[l]} is the number of nodes at level {@code l},
 *     up to the deepest level reached (a copy is kept, and a copy is given)
 * @param elapsed wall time of the search
 * @param removals options removed by each {@linkplain Reduction reduction}, indexed by its
 *     ordinal (a copy is kept, and a copy is given); see {@link #removed(Reduction)}
 */
public record SearchResult(Status status, long solutions, long nodes, long updates,
    long[] profile, Duration elapsed, long[] removals) {
  /**
   * Checks and copies.
   *
   * @param status the status
   * @param solutions the number of solutions
   * @param nodes the number of search nodes
   * @param updates the number of link updates
   * @param profile the nodes at each level (copied)
   * @param elapsed the wall time the search took
   * @param removals the options removed by each reduction, indexed by its ordinal (copied)
   * @throws IllegalArgumentException if a count is negative, the profile is empty or the
   *     removals are not one count per reduction
   */
  public SearchResult {
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(elapsed, "elapsed");
    Checks.check(solutions >= 0 && nodes >= 0 && updates >= 0,
        "counts must not be negative: %d solutions, %d nodes, %d updates", solutions, nodes,
        updates);
    Checks.check(profile.length >= 1, "a profile has at least level 0");
    Checks.check(removals.length == RULES, "one count of removals per reduction, not %d",
        removals.length);
    for (long r : removals) {
      Checks.check(r >= 0, "removals must not be negative: %d", r);
    }
    profile = profile.clone();
    removals = removals.clone();
  }

  private static final int RULES = Reduction.values().length;

  /**
   * A result without reductions (no option removed by any).
   *
   * @param status the status
   * @param solutions the number of solutions
   * @param nodes the number of search nodes
   * @param updates the number of link updates
   * @param profile the nodes at each level (copied)
   * @param elapsed the wall time the search took
   * @throws IllegalArgumentException if a count is negative or the profile is empty
   */
  public SearchResult(Status status, long solutions, long nodes, long updates, long[] profile,
      Duration elapsed) {
    this(status, solutions, nodes, updates, profile, elapsed, new long[RULES]);
  }

  /**
   * The options removed by each reduction, indexed by its ordinal (a copy).
   *
   * @return a copy of the removals
   */
  @Override
  public long[] removals() {
    return removals.clone();
  }

  /**
   * The options that {@code rule} removed in this search (0 when it was not applied).
   *
   * @param rule the reduction
   * @return the number of options it removed
   */
  public long removed(Reduction rule) {
    return removals[rule.ordinal()];
  }

  /**
   * Nodes per level, from level 0 to the deepest reached (a copy).
   *
   * @return a copy of the nodes at each level
   */
  @Override
  public long[] profile() {
    return profile.clone();
  }

  /**
   * The deepest level reached (the largest number of options in a partial solution).
   *
   * @return the deepest level reached (the largest number of options in a partial solution)
   */
  public int maxLevel() {
    return profile.length - 1;
  }

  /**
   * The nodes at level {@code level} (0 beyond the deepest).
   *
   * @param level the level
   * @return the nodes at level {@code level} (0 beyond the deepest)
   */
  public long nodesAt(int level) {
    return level < profile.length ? profile[level] : 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SearchResult r && r.status == status && r.solutions == solutions
        && r.nodes == nodes && r.updates == updates && Arrays.equals(r.profile, profile)
        && r.elapsed.equals(elapsed) && Arrays.equals(r.removals, removals);
  }

  @Override
  public int hashCode() {
    return Objects.hash(status, solutions, nodes, updates, Arrays.hashCode(profile), elapsed,
        Arrays.hashCode(removals));
  }

  /**
   * Whether the search explored the whole tree, so that {@link #solutions()} is exact.
   *
   * @return whether the search explored the whole tree, so that {@link #solutions()} is exact
   */
  public boolean isComplete() {
    return status.isComplete();
  }

  @Override
  public String toString() {
    return status + ": " + solutions + " solutions, " + nodes + " nodes, " + updates
        + " updates, max level " + maxLevel() + ", " + elapsed.toMillis() + " ms"
        + (Arrays.stream(removals).anyMatch(r -> r != 0) ? ", removed " + removedText() : "");
  }

  private String removedText() {
    StringBuilder b = new StringBuilder();
    for (Reduction r : Reduction.values()) {
      b.append(b.length() == 0 ? "" : ", ").append(removals[r.ordinal()]).append(" by ")
          .append(r.name().toLowerCase(java.util.Locale.ROOT));
    }
    return b.toString();
  }
}
