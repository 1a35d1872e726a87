package dev.exactcover.polyform;

/** How distinct solutions are counted; both are exact. */
public enum Method {
  /**
   * Restrict one piece used once, that every symmetry maps to itself, to one placement per
   * orbit of the group (the classic cut, which also shortens the search); a solution found is
   * kept when no symmetry fixing that placement maps it to a lexicographically smaller one. Falls
   * back to {@link #CANONICAL} when no piece qualifies.
   */
  RESTRICTED,
  /** Search every solution and keep each that is the lexicographically least of its images. */
  CANONICAL
}
