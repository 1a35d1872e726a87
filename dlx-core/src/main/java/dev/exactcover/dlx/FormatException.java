package dev.exactcover.dlx;

/**
 * Text that breaks a rule of its format, said in one shape by every reader of the project (the
 * {@code .dlx} reader here, the puzzle readers, the tiling specs): the place (the source when it
 * is known, the 1-based line, the 1-based column when one character is at fault) and the rule,
 * in the message {@code source:line:column: rule}, as compilers write it
 * ({@code queens.dlx:3:7: unknown item 'Q'}; without a source {@code 3:7: unknown item 'Q'}).
 * Unchecked, as {@link IllegalArgumentException}: bad text is bad input.
 */
public class FormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The file name, {@code <stdin>}, or null when the reader was given text without a name. */
  private final String source;
  /** The 1-based line; 0 for the text as a whole. */
  private final int line;
  /** The 1-based column; 0 for the line as a whole. */
  private final int column;
  /** The rule broken, in plain words, without the place. */
  private final String rule;

  /**
   * Reports {@code rule} broken at a place.
   *
   * @param source the file name, {@code <stdin>}, or null when the text has no name
   * @param line the 1-based line, 0 for the text as a whole
   * @param column the 1-based column, 0 for the line as a whole
   * @param rule what is wrong, in plain words
   */
  public FormatException(String source, int line, int column, String rule) {
    super(message(source, line, column, rule));
    this.source = source;
    this.line = line;
    this.column = column;
    this.rule = rule;
  }

  /**
   * The message for a rule broken at a place: {@code source:line:column: rule}, each part of the
   * place left out when it is unknown (null, or 0).
   *
   * @param source the file name, or null
   * @param line the 1-based line, or 0
   * @param column the 1-based column, or 0
   * @param rule what is wrong
   * @return the message
   */
  public static String message(String source, int line, int column, String rule) {
    StringBuilder s = new StringBuilder();
    if (source != null) {
      s.append(source);
    }
    if (line > 0) {
      s.append(s.length() > 0 ? ":" : "").append(line);
      if (column > 0) {
        s.append(':').append(column);
      }
    }
    return (s.length() > 0 ? s + ": " : "") + rule;
  }

  /**
   * This error's message as read from {@code source}: the place with the file name first.
   *
   * @param source the file name or {@code <stdin>}; null keeps the one the reader knew
   * @return {@code source:line:column: rule}
   */
  public String message(String source) {
    return message(source != null ? source : this.source, line, column, rule);
  }

  /**
   * The source the reader knew: a file name, {@code <stdin>}, or null.
   *
   * @return the source, or null
   */
  public String source() {
    return source;
  }

  /**
   * The 1-based line of the error; 0 for the text as a whole.
   *
   * @return the line
   */
  public int line() {
    return line;
  }

  /**
   * The 1-based column of the error; 0 for the line as a whole.
   *
   * @return the column
   */
  public int column() {
    return column;
  }

  /**
   * The rule broken, in plain words, without the place.
   *
   * @return the rule
   */
  public String rule() {
    return rule;
  }
}
