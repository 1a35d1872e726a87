package dev.exactcover.polyform;

/** Which turns of a piece may be placed. */
public enum Orientations {
  /** Only as given: translations alone. */
  FIXED,
  /**
   * Rotations: the 4 of the plane (one-sided polyominoes), the 24 of space (Knuth's
   * POLYCUBE-DLX).
   */
  ONE_SIDED,
  /**
   * Rotations and reflections: the 8 of the plane (free polyominoes, Knuth's POLYOMINO-DLX), the
   * 48 of space.
   */
  FREE
}
