package dev.exactcover.polyform;

import dev.exactcover.dlx.SearchResult;
import java.math.BigInteger;

/**
 * The outcome of counting a tiling: exact integers, of any size, when the count is complete;
 * lower bounds when a limit stopped it ({@link #isComplete()}).
 *
 * @param solutions the number of solutions
 * @param distinct the number of classes of solutions under {@code equivalence} (equal to
 *     {@code solutions} under {@link Equivalence#NONE})
 * @param symmetries the number of symmetries of the group used (1 under
 *     {@link Equivalence#NONE})
 * @param equivalence the equivalence used
 * @param restrictedPiece the piece whose placements were restricted to one per orbit, or null
 *     when every solution was searched
 * @param search the search that made the count: why it ended, its nodes, updates and time (its
 *     solutions are those of the problem searched: the distinct ones, when one piece was
 *     restricted to one placement per orbit with no weighing)
 */
public record Tally(BigInteger solutions, BigInteger distinct, int symmetries,
    Equivalence equivalence, String restrictedPiece, SearchResult search) {
  /**
   * Whether the search ran to the end, so that the counts are exact.
   *
   * @return whether the counts are exact
   */
  public boolean isComplete() {
    return search.isComplete();
  }
}
