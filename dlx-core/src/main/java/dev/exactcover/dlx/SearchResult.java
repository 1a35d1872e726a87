package dev.exactcover.dlx;

import java.time.Duration;

/**
 * The outcome of one search: why it stopped, and the statistics that Knuth's programs report.
 *
 * <p>Counted as Knuth's {@code dlx1} counts them: a <em>node</em> each time the search moves
 * forward to choose an item, plus one per solution; an <em>update</em> for each item taken out
 * of the item list and for each option node unlinked from an item's list while covering. So a
 * search that walks the same tree as {@code dlx1} reports the same nodes and updates (older
 * versions of {@code dlx1} leave out the node per solution).
 *
 * <p>Counts are {@code long}. A single search visits each solution, so it cannot reach
 * {@code Long.MAX_VALUE} (2<sup>63</sup>) solutions in any practical time; parallel sums use
 * {@link Math#addExact} and throw {@link ArithmeticException} rather than wrap.
 *
 * @param status why the search ended
 * @param solutions solutions found (for Algorithm M: core solutions, see {@link Solver})
 * @param nodes nodes of the search tree, as {@code dlx1} counts them
 * @param updates updates, as {@code dlx1} counts them
 * @param maxLevel the deepest level reached (the largest number of options in a partial solution)
 * @param profile nodes per level: {@code profile[l]} is the number of nodes at level {@code l}
 * @param elapsed wall time of the search
 */
public record SearchResult(Status status, long solutions, long nodes, long updates, int maxLevel,
    long[] profile, Duration elapsed) {

  /** Whether the search explored the whole tree, so that {@link #solutions()} is exact. */
  public boolean isComplete() {
    return status.isComplete();
  }

  @Override
  public String toString() {
    return status + ": " + solutions + " solutions, " + nodes + " nodes, " + updates
        + " updates, max level " + maxLevel + ", " + elapsed.toMillis() + " ms";
  }
}
