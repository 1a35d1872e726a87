package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;

/**
 * One puzzle read by a {@link PuzzleReader}: its grid, or the error that kept it from being one.
 * Exactly one of {@code grid} and {@code error} is non-null.
 *
 * @param line where the puzzle starts in its input (1-based)
 * @param grid the puzzle, or null when the text was malformed
 * @param error what was wrong and where, or null
 */
public record PuzzleEntry(int line, Grid grid, GridFormatException error) {
  /**
   * Whether the text was a well-formed grid (its givens may still conflict).
   *
   * @return whether the text was a well-formed grid (its givens may still conflict)
   */
  public boolean isValid() {
    return grid != null;
  }

  /**
   * The grid, or throws the error.
   *
   * @return the grid, or throws the error
   */
  public Grid gridOrThrow() {
    if (grid == null) {
      throw error;
    }
    return grid;
  }
}
