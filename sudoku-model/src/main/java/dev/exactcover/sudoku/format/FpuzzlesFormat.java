package dev.exactcover.sudoku.format;

import java.io.IOException;
import java.util.Locale;

/**
 * f-puzzles puzzles in the reader's input: the JSON f-puzzles saves (an object with
 * {@code size} and {@code grid}, on one line or over several), a link that carries it compressed
 * (f-puzzles' {@code ?load=}, SudokuPad's {@code fpuzzles} prefix, or a {@code fpuzzles=}
 * parameter), or the compressed text alone (it starts {@code N4Ig}, the encoding of
 * <code>{"</code>). The puzzle itself is read by {@link FpuzzlesJson}.
 *
 * <p>An object over several lines is written as JSON tools write it: its inner lines indented,
 * its last line starting with <code>}</code>. A line at column 1 that starts with anything else
 * is a record of its own: an object cut short before it is one invalid record, and that line is
 * read next, so that a broken object never takes the records after it.
 */
final class FpuzzlesFormat implements RecordFormat {
  /** The most lines one JSON object may span. */
  static final int MAX_LINES = 100_000;

  private final UnknownRules unknown;

  FpuzzlesFormat(UnknownRules unknown) {
    this.unknown = unknown;
  }

  @Override
  public PuzzleEntry read(String line, String t, PuzzleReader in) throws IOException {
    int at = in.lineNo();
    if (t.charAt(0) == '{') {
      if (t.contains("\"puzzle\"")) {
        return null; // a JSON line of the commands' own
      }
      int depth = depth(t, 0);
      if (depth == 0 && !t.contains("\"grid\"") && !t.contains("\"size\"")) {
        return null;
      }
      StringBuilder text = new StringBuilder(t);
      while (depth > 0) {
        String next = in.nextRawLine();
        if (next == null) {
          return invalid(at, new GridFormatException(in.lineNo(), 0, "the JSON object that "
              + "starts at line " + at + " is not closed when the input ends"));
        }
        GridFormatException fault = in.lineFault();
        if (fault != null) {
          return invalid(at, fault);
        }
        if (!next.isEmpty() && !Character.isWhitespace(next.charAt(0)) && next.charAt(0) != '}'
            && next.charAt(0) != ']') {
          // Inside an object the lines are indented, and its last one starts with } or ]: a
          // line at column 1 is a record of its own, which an object cut short never takes.
          int cut = in.lineNo();
          in.pushBack(next);
          return invalid(at, new GridFormatException(at, 0, "the JSON object that starts at "
              + "line " + at + " is not closed before line " + cut + " (read next, as a record "
              + "of its own)"));
        }
        if (text.length() + next.length() > Json.MAX_CHARS || in.lineNo() - at >= MAX_LINES) {
          return invalid(at, new GridFormatException(in.lineNo(), 0, "the JSON object that "
              + "starts at line " + at + " runs past " + Json.MAX_CHARS + " characters or "
              + MAX_LINES + " lines"));
        }
        text.append('\n').append(next);
        depth = depth(next, depth);
      }
      try {
        Json.Value v = Json.parse(text.toString(), at);
        return entry(at, FpuzzlesJson.read(v, unknown, Json.Value::error));
      } catch (GridFormatException e) {
        return invalid(at, e.line() == 0 ? new GridFormatException(at, 0, e.rule()) : e);
      }
    }
    int end = t.indexOf(' ');
    String token = end < 0 ? t : t.substring(0, end);
    int column = line.indexOf(token) + 1;
    int payload = payload(token);
    if (payload < 0) {
      String lower = token.toLowerCase(Locale.ROOT);
      if (lower.startsWith("http://") || lower.startsWith("https://")) {
        return invalid(at, new GridFormatException(at, column, "a link that carries no "
            + "f-puzzles puzzle (expected ?load=, fpuzzles= or fpuzzles before the compressed "
            + "puzzle)"));
      }
      return null;
    }
    if (payload >= token.length() || token.charAt(payload) == '&') {
      return invalid(at, new GridFormatException(at, column + payload, "the link carries no "
          + "puzzle after its f-puzzles marker"));
    }
    int stop = payload;
    while (stop < token.length() && token.charAt(stop) != '&' && token.charAt(stop) != '#') {
      stop++;
    }
    String compressed = token.substring(payload, stop).replace("%2B", "+").replace("%2b", "+")
        .replace("%2F", "/").replace("%2f", "/").replace("%3D", "=").replace("%3d", "=");
    String json;
    try {
      json = LzString.decompressFromBase64(compressed);
    } catch (IllegalArgumentException e) {
      return invalid(at, new GridFormatException(at, column + payload, "the f-puzzles puzzle "
          + "in the link does not decode: " + e.getMessage()));
    }
    int place = column + payload;
    try {
      Json.Value v = Json.parse(json, 1);
      return entry(at, FpuzzlesJson.read(v, unknown, (x, rule) -> inLink(at, place, x.line(),
          x.column(), rule)));
    } catch (GridFormatException e) {
      return invalid(at, e.line() == at && e.column() == place ? e
          : inLink(at, place, e.line(), e.column(), e.rule()));
    }
  }

  /** An error inside the JSON a link decodes to: at the link, with the place in that JSON. */
  private static GridFormatException inLink(int at, int column, int line, int inner,
      String rule) {
    return new GridFormatException(at, column, "the link's puzzle (its JSON decoded, "
        + (line > 1 ? "line " + line + ", " : "") + "character " + inner + "): " + rule);
  }

  /**
   * Where the compressed puzzle starts in {@code token}, or -1 when the token is neither an
   * f-puzzles link nor the compressed text alone.
   */
  static int payload(String token) {
    String lower = token.toLowerCase(Locale.ROOT);
    int k = lower.indexOf("?load=");
    if (k >= 0) {
      return k + 6;
    }
    k = lower.indexOf("fpuzzles=");
    if (k >= 0) {
      return k + 9;
    }
    k = lower.lastIndexOf("fpuzzles");
    if (k >= 0 && (lower.startsWith("http") || lower.contains("/") || lower.contains("?"))) {
      return k + 8;
    }
    if (token.startsWith("N4Ig") && token.length() >= 12) {
      return 0;
    }
    return -1;
  }

  private static PuzzleEntry entry(int at, FpuzzlesJson.Read r) {
    return new PuzzleEntry(at, r.grid(), null, r.regions(), r.entries(),
        r.rules().isPlain() ? null : r.rules(), r.note());
  }

  private static PuzzleEntry invalid(int at, GridFormatException e) {
    return new PuzzleEntry(at, null, e);
  }

  /** The nesting depth after {@code text}, starting at {@code depth} (strings skipped). */
  private static int depth(String text, int depth) {
    boolean string = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (string) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          string = false;
        }
      } else if (c == '"') {
        string = true;
      } else if (c == '{' || c == '[') {
        depth++;
      } else if (c == '}' || c == ']') {
        depth--;
      }
    }
    return depth;
  }
}
