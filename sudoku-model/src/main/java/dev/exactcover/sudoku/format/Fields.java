package dev.exactcover.sudoku.format;

import java.util.Arrays;

/**
 * The text inside one line's fields: delimited fields quoted as RFC 4180 says (a field in
 * double quotes may hold the delimiter, and {@code ""} stands for one quote), and JSON strings
 * with their escapes, <code>&#92;u0031</code> included.
 */
final class Fields {
  private Fields() {}

  /**
   * The fields of {@code line} split at {@code d}, a delimiter inside double quotes not
   * splitting: for field {@code k}, {@code [2k, 2k+1]} is the {@code [start, end)} of its text in
   * the line, without its quotes (a quoted field's {@code ""} stays doubled there: see
   * {@link #text}). Spaces around a quoted field are dropped; an unclosed quote runs to the end.
   */
  static int[] spans(String line, char d) {
    int[] spans = new int[16];
    int k = 0;
    int i = 0;
    while (true) {
      int j = i;
      while (j < line.length() && line.charAt(j) == ' ') {
        j++;
      }
      int start;
      int end;
      int next;
      if (j < line.length() && line.charAt(j) == '"') {
        start = j + 1;
        int q = start;
        while (q < line.length()) {
          if (line.charAt(q) == '"') {
            if (q + 1 < line.length() && line.charAt(q + 1) == '"') {
              q += 2;
              continue;
            }
            break;
          }
          q++;
        }
        end = Math.min(q, line.length());
        next = line.indexOf(d, Math.min(q + 1, line.length()));
      } else {
        start = i;
        next = line.indexOf(d, i);
        end = next < 0 ? line.length() : next;
      }
      if (k + 2 > spans.length) {
        spans = Arrays.copyOf(spans, spans.length * 2);
      }
      spans[k++] = start;
      spans[k++] = end;
      if (next < 0) {
        return Arrays.copyOf(spans, k);
      }
      i = next + 1;
    }
  }

  /** Whether {@code line} has {@code d} outside double quotes. */
  static boolean splits(String line, char d) {
    return line.indexOf(d) >= 0 && spans(line, d).length > 2;
  }

  /** The text of a field: {@code line[start, end)} with each {@code ""} read as one quote. */
  static String text(String line, int start, int end) {
    return line.substring(start, end).replace("\"\"", "\"");
  }

  /**
   * The JSON string whose opening quote is at {@code quote}, unescaped; {@code at}, when not
   * null and long enough, gets for each character of the result the index in {@code line} where
   * it was written, and one more entry: the index of the closing quote ({@code line.length()}
   * when there is none). An escape that is not JSON is kept as written.
   */
  static String json(String line, int quote, int[] at) {
    StringBuilder out = new StringBuilder();
    int i = quote + 1;
    while (i < line.length() && line.charAt(i) != '"') {
      int from = i;
      char ch = line.charAt(i++);
      if (ch == '\\' && i < line.length()) {
        char e = line.charAt(i++);
        switch (e) {
          case 'n' -> ch = '\n';
          case 't' -> ch = '\t';
          case 'r' -> ch = '\r';
          case 'b' -> ch = '\b';
          case 'f' -> ch = '\f';
          case 'u' -> {
            int v = i + 4 <= line.length() ? hex(line, i) : -1;
            if (v >= 0) {
              ch = (char) v;
              i += 4;
            } else {
              ch = 'u';
            }
          }
          default -> ch = e; // \" \\ \/ and anything else, as itself
        }
      }
      if (at != null && out.length() < at.length) {
        at[out.length()] = from;
      }
      out.append(ch);
    }
    if (at != null && out.length() < at.length) {
      at[out.length()] = i;
    }
    return out.toString();
  }

  /** The value of the four hex digits at {@code line[i]}, or -1. */
  private static int hex(String line, int i) {
    int v = 0;
    for (int k = i; k < i + 4; k++) {
      int d = Character.digit(line.charAt(k), 16);
      if (d < 0) {
        return -1;
      }
      v = v * 16 + d;
    }
    return v;
  }

  /** {@code s} with its JSON escapes read (<code>&#92;u0031</code> is {@code 1}). */
  static String unescape(String s) {
    return s.indexOf('\\') < 0 ? s : json('"' + s + '"', 0, null);
  }
}
