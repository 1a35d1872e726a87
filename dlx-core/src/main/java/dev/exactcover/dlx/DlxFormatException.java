package dev.exactcover.dlx;

/**
 * A {@code .dlx} text that breaks a rule of the format, with the line and column (both 1-based)
 * and the rule, in the message shape of every reader ({@link FormatException}):
 * {@code 3:7: unknown item 'Q'}.
 */
public final class DlxFormatException extends FormatException {
  private static final long serialVersionUID = 2L;

  DlxFormatException(int line, int column, String rule) {
    super(null, line, column, rule);
  }
}
