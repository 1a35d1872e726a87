package dev.exactcover.dlx;

/**
 * A search that a {@link Solver} drives over its problem: Dancing Links' tree ({@link Dance}) or
 * clause learning ({@link Learner}). It is prepared, then run; when prepared to pause, a run stops
 * at each solution with {@link Dance#RUN_PAUSED}, to be resumed or abandoned.
 */
interface Search {
  /** Starts a search with these limits, over the options forced so far. */
  void prepare(Limits limits, SolutionVisitor visitor, ProgressListener progress, long interval,
      boolean pause);

  /**
   * Runs, or with {@code resume} goes on after a pause: {@link Dance#RUN_PAUSED} at a solution,
   * else {@link Dance#RUN_DONE}.
   */
  int run(boolean resume);

  /** The solution at which the search paused. */
  Solution currentSolution();

  /** Ends a paused search, so that the solver can be used again. */
  void abandon();

  /** What the last search found and why it stopped. */
  SearchResult result();
}
