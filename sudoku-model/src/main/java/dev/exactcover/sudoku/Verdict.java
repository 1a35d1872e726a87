package dev.exactcover.sudoku;

/** What a search could tell about a puzzle's solutions. */
public enum Verdict {
  /** No solution (the whole tree was searched). */
  NONE,
  /** Exactly one solution. */
  UNIQUE,
  /** At least two solutions. */
  MULTIPLE,
  /** A limit (time, nodes, or a solution limit of 1) stopped the search before it could tell. */
  UNKNOWN;

  static Verdict of(long count, boolean complete) {
    if (count >= 2) {
      return MULTIPLE;
    }
    if (!complete) {
      return UNKNOWN;
    }
    return count == 1 ? UNIQUE : NONE;
  }
}
