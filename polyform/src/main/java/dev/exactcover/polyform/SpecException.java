package dev.exactcover.polyform;

import dev.exactcover.dlx.FormatException;

/**
 * A spec breaks a rule of Knuth's POLYOMINO-DLX or POLYCUBE-DLX format, or of a tiling: the
 * source, the line, the column and the rule, in the message shape of every reader
 * ({@link FormatException}): {@code bad.polyomino:3:7: rule}.
 */
public final class SpecException extends FormatException {
  private static final long serialVersionUID = 2L;

  /**
   * A broken rule at a place.
   *
   * @param source the file name, or {@code <stdin>}
   * @param line the line, from 1 (0: the spec as a whole)
   * @param column the column, from 1 (0: the line as a whole)
   * @param rule what is wrong, in plain words
   */
  public SpecException(String source, int line, int column, String rule) {
    super(source, line, column, rule);
  }
}
