package dev.exactcover.sudoku;

import java.util.List;

/**
 * A puzzle whose givens break the rules before any search: the same value twice in a region. The
 * message names the first conflict ({@code "5 appears twice in row 3: r3c1 and r3c7"}).
 */
public final class InvalidGridException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  /** Every conflict found, the first one in the message. */
  private final transient List<Conflict> conflicts;

  /**
   * Reports {@code conflicts}, the first one in the message.
   *
   * @param conflicts every conflict found (at least one)
   */
  public InvalidGridException(List<Conflict> conflicts) {
    super(conflicts.get(0).message()
        + (conflicts.size() > 1 ? " (and " + (conflicts.size() - 1) + " more)" : ""));
    this.conflicts = List.copyOf(conflicts);
  }

  /**
   * Every conflict, in the order of the regions.
   *
   * @return every conflict, in the order of the regions
   */
  public List<Conflict> conflicts() {
    return conflicts;
  }
}
