package dev.exactcover.sudoku.format;

import dev.exactcover.dlx.FormatException;

/**
 * Text that is not a grid: the line and column (1-based; column 0 when the whole line is at
 * fault) and the rule broken, in the message shape of every reader ({@link FormatException}):
 * {@code "4:17: unknown symbol 'x' (9x9 uses 1-9, and . or 0 for a blank)"}. The only exception
 * the grid readers throw or report for bad text.
 */
public final class GridFormatException extends FormatException {
  private static final long serialVersionUID = 2L;

  /**
   * Reports {@code rule} broken at {@code line} and {@code column} (1-based; column 0 when the
   * whole line is at fault).
   *
   * @param line the line (1-based)
   * @param column the 1-based column, 0 when the whole line is at fault
   * @param rule the rule broken, in plain words
   */
  public GridFormatException(int line, int column, String rule) {
    super(null, line, column, rule);
  }
}
