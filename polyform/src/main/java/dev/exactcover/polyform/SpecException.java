package dev.exactcover.polyform;

/**
 * A spec breaks a rule of Knuth's POLYOMINO-DLX or POLYCUBE-DLX format, or of a tiling: the
 * message names the source, the line, the column and the rule.
 */
public final class SpecException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The file name, or {@code <stdin>}. */
  private final String source;
  /** The line, from 1; 0 for the spec as a whole. */
  private final int line;
  /** The column, from 1; 0 for the line as a whole. */
  private final int column;
  /** The rule broken. */
  private final String rule;

  /**
   * A broken rule at a place.
   *
   * @param source the file name, or {@code <stdin>}
   * @param line the line, from 1 (0: the spec as a whole)
   * @param column the column, from 1 (0: the line as a whole)
   * @param rule what is wrong, in plain words
   */
  public SpecException(String source, int line, int column, String rule) {
    super(source + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "") + ": "
        + rule, null, false, false);
    this.source = source;
    this.line = line;
    this.column = column;
    this.rule = rule;
  }

  /**
   * The file name, or {@code <stdin>}.
   *
   * @return the source
   */
  public String source() {
    return source;
  }

  /**
   * The line, from 1; 0 for the spec as a whole.
   *
   * @return the line
   */
  public int line() {
    return line;
  }

  /**
   * The column, from 1; 0 for the line as a whole.
   *
   * @return the column
   */
  public int column() {
    return column;
  }

  /**
   * The rule broken, in plain words.
   *
   * @return the rule
   */
  public String rule() {
    return rule;
  }
}
