package dev.exactcover.dlx.internal.json;

/**
 * A JSON string (RFC 8259, section 7), written the one way every command and library module
 * writes it: {@code "} and <code>&#92;</code> escaped; backspace, form feed, newline, carriage return and
 * tab as <code>&#92;b &#92;f &#92;n &#92;r &#92;t</code>; every other control character (U+0000 to U+001F, U+007F to
 * U+009F), the line and paragraph separators U+2028 and U+2029 (which end a line in JavaScript
 * and in some readers of JSON Lines) and a lone surrogate (which no UTF-8 writer can encode) as
 * a lower-case <code>&#92;u</code> escape of four hex digits. Everything else, non-BMP characters (surrogate pairs)
 * included, is written as itself. So a record stays on one line, a terminal shows it without
 * obeying its control characters, and any JSON reader reads back the text given.
 */
public final class JsonString {
  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private JsonString() {
  }

  /**
   * {@code text} as a JSON string, quotes included.
   *
   * @param text the text
   * @return the quoted, escaped text
   */
  public static String quoted(CharSequence text) {
    return append(new StringBuilder(text.length() + 2), text).toString();
  }

  /**
   * Appends {@code text} as a JSON string, quotes included.
   *
   * @param out where to write
   * @param text the text
   * @return {@code out}
   */
  public static StringBuilder append(StringBuilder out, CharSequence text) {
    out.append('"');
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\b' -> out.append("\\b");
        case '\f' -> out.append("\\f");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029') {
            unicode(out, c);
          } else if (Character.isHighSurrogate(c) && i + 1 < n
              && Character.isLowSurrogate(text.charAt(i + 1))) {
            out.append(c).append(text.charAt(++i)); // a non-BMP character, as itself
          } else if (Character.isSurrogate(c)) {
            unicode(out, c); // alone: not a character
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.append('"');
  }

  private static void unicode(StringBuilder out, char c) {
    out.append("\\u").append(HEX[c >> 12]).append(HEX[(c >> 8) & 15]).append(HEX[(c >> 4) & 15])
        .append(HEX[c & 15]);
  }
}
