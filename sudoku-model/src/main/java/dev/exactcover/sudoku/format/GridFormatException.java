package dev.exactcover.sudoku.format;

/**
 * Text that is not a grid: the message says where (line and column, 1-based) and which rule was
 * broken, for example {@code "line 4, column 17: unknown symbol 'x' (9x9 uses 1-9, and . or 0
 * for a blank)"}. The only exception the grid readers throw or report for bad text.
 */
public final class GridFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;
  /** The 1-based line. */
  private final int line;
  /** The 1-based column, 0 when the whole line is at fault. */
  private final int column;
  /** The rule broken, without the position. */
  private final String rule;

  /**
   * Reports {@code rule} broken at {@code line} and {@code column} (1-based; column 0 when the
   * whole line is at fault).
   *
   * @param line the line (1-based)
   * @param column the 1-based column, 0 when the whole line is at fault
   * @param rule the rule broken, in plain words
   */
  public GridFormatException(int line, int column, String rule) {
    super((column > 0 ? "line " + line + ", column " + column : "line " + line) + ": " + rule);
    this.line = line;
    this.column = column;
    this.rule = rule;
  }

  /**
   * The line (1-based) where the problem is.
   *
   * @return the line (1-based) where the problem is
   */
  public int line() {
    return line;
  }

  /**
   * The column (1-based), or 0 when the whole line is at fault.
   *
   * @return the column (1-based), or 0 when the whole line is at fault
   */
  public int column() {
    return column;
  }

  /**
   * The rule broken, without the position.
   *
   * @return the rule broken, without the position
   */
  public String rule() {
    return rule;
  }
}
