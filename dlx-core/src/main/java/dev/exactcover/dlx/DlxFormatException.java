package dev.exactcover.dlx;

/**
 * A {@code .dlx} text that breaks a rule of the format. The message names the line and column
 * (both 1-based) and the rule, for example {@code line 3, column 7: unknown item 'Q'}.
 */
public final class DlxFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The 1-based line of the error. */
  private final int line;
  /** The 1-based column of the error. */
  private final int column;
  /** The rule broken, without the position. */
  private final String rule;

  DlxFormatException(int line, int column, String rule) {
    super("line " + line + ", column " + column + ": " + rule);
    this.line = line;
    this.column = column;
    this.rule = rule;
  }

  /**
   * The 1-based line of the error.
   *
   * @return the 1-based line of the error
   */
  public int line() {
    return line;
  }

  /**
   * The 1-based column of the error.
   *
   * @return the 1-based column of the error
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
