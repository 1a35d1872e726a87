package dev.exactcover.polyform;

/** How distinct solutions are counted; both are exact. */
public enum Method {
  /**
   * Restrict one piece to one placement per orbit of the group. Where a piece used once allows
   * it (every symmetry maps it onto itself, and none but the identity maps one of its placements
   * onto itself: {@link Tiling#distinctProblem}), each solution of the restricted problem is
   * one class, so the count is a plain count of that problem, which can also run in pieces, on
   * a job or a cluster. Else the classic cut: a piece used once that every symmetry maps to
   * itself, kept on the least placement of each orbit, and a solution found kept when no
   * symmetry fixing that placement maps it to a lexicographically smaller one. Falls back to
   * {@link #CANONICAL} when no piece qualifies.
   */
  RESTRICTED,
  /** Search every solution and keep each that is the lexicographically least of its images. */
  CANONICAL
}
