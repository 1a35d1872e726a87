package dev.exactcover.dlx;

/**
 * The counters of a memoized count's cache (see {@link Strategy#MEMOIZED}): how many
 * subproblems it holds, how many times a subproblem was found in it during the search, and the
 * bytes it takes.
 *
 * @param entries the subproblems whose counts the cache holds
 * @param hits the times a subproblem's count was found in the cache instead of searched
 * @param bytes the memory the cache takes, in bytes
 */
public record MemoStatistics(long entries, long hits, long bytes) {
  /** No cache: a search without memoized counting. */
  public static final MemoStatistics NONE = new MemoStatistics(0, 0, 0);

  /**
   * Checks.
   *
   * @param entries the subproblems whose counts the cache holds
   * @param hits the times a count was found in the cache
   * @param bytes the memory the cache takes
   * @throws IllegalArgumentException if a counter is negative
   */
  public MemoStatistics {
    if (entries < 0 || hits < 0 || bytes < 0) {
      throw new IllegalArgumentException("memo counters must not be negative: " + entries
          + " entries, " + hits + " hits, " + bytes + " bytes");
    }
  }

  @Override
  public String toString() {
    return "memo " + entries + " entries, " + hits + " hits, " + bytes + " bytes";
  }
}
