package dev.exactcover.dlx;

/** Sees each solution as the search finds it, and may stop the search. */
@FunctionalInterface
public interface SolutionVisitor {
  /**
   * Called once per solution, on the searching thread.
   *
   * @param solution the solution
   * @return {@code true} to go on searching, {@code false} to stop (status {@link Status#STOPPED})
   */
  boolean visit(Solution solution);
}
