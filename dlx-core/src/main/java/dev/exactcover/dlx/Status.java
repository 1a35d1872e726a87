package dev.exactcover.dlx;

/** How a search ended. Hitting a limit is an outcome, never an exception. */
public enum Status {
  /** The whole search tree was explored: the solution count is exact. */
  EXHAUSTED,
  /** The solution limit was reached. */
  SOLUTION_LIMIT,
  /** The node limit was reached. */
  NODE_LIMIT,
  /** The wall-time limit was reached. */
  TIME_LIMIT,
  /** The search was cancelled by a {@link CancelToken} or by interrupting the searching thread. */
  CANCELLED,
  /** The {@link SolutionVisitor} asked to stop. */
  STOPPED;

  /**
   * Whether the search explored the whole tree, so that its count is the exact total.
   *
   * @return whether the search explored the whole tree, so that its count is the exact total
   */
  public boolean isComplete() {
    return this == EXHAUSTED;
  }
}
