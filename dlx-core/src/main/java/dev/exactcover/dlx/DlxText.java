package dev.exactcover.dlx;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Knuth's {@code .dlx} text format, read and written: everything his {@code dlx1}, {@code dlx2}
 * and {@code dlx3} read is read the same way, and a few things more.
 *
 * <p>The first line that is neither blank nor a comment names the items: primary items, then
 * {@code |}, then secondary items. The {@code |} may be glued to the first secondary item
 * ({@code A B |X Y}). A primary item may carry bounds: {@code lo:hi|name} (covered at least lo and
 * at most hi times), {@code :hi|name} (the same as {@code 0:hi|name}) or {@code n|name} (exactly n
 * times), in ASCII decimal digits, with {@code hi >= 1}. Every further line is an option: item
 * names, a secondary item optionally followed by {@code :} and a color. Lines whose first
 * non-blank character is {@code |} are comments, blank lines are skipped. An option without a
 * primary item is dropped with a warning, as Knuth's programs do.
 *
 * <p>Beyond Knuth: item names of any length (his are at most 8 characters) and colors of any
 * length (his are one character); a color is everything after the first {@code :} up to the next
 * blank, so that his one-character colors {@code |} and {@code :} read as he reads them
 * ({@code X:|}). Item names cannot contain {@code :} or {@code |}. Refused although some
 * parsers take them: a sign in bounds ({@code +2|A}), digits that are not ASCII, bounds above
 * {@value #MAX_BOUND}, control characters (a NUL byte, say) anywhere but in a comment. Text read
 * from bytes must be UTF-8; a byte that is not gives an error with its line and column, and so
 * does a line longer than {@value #MAX_LINE_BYTES} bytes (a device such as {@code /dev/zero}).
 * Item names are looked up in a table that costs one probe a name whatever the names (see
 * {@link ItemNames}), so reading is linear in the text. A reading thread that is interrupted
 * stops with an {@link InterruptedIOException} naming the line.
 */
final class DlxText {
  /** The largest bound accepted. */
  static final int MAX_BOUND = 1_000_000_000;

  private DlxText() {}

  static Problem read(Reader in, Consumer<String> warnings) throws IOException, DlxFormatException {
    BufferedReader r = in instanceof BufferedReader b ? b : new BufferedReader(in);
    Parser parser = new Parser(warnings);
    String line;
    while ((line = r.readLine()) != null) {
      stopIfInterrupted(parser);
      parser.line(line);
    }
    return parser.finish();
  }

  /**
   * Reads UTF-8 bytes. Unlike a {@link Reader}, which reports a malformed byte (if at all)
   * without saying where it is, this names the line and column of the first byte that is not
   * UTF-8.
   */
  static Problem read(InputStream in, Consumer<String> warnings)
      throws IOException, DlxFormatException {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    Parser parser = new Parser(warnings);
    CharBuffer chars = CharBuffer.allocate(256);
    byte[] buffer = new byte[1 << 16];
    byte[] bytes = new byte[256]; // the line being read
    int length = 0;
    int have = 0;
    int at = 0;
    boolean first = true;
    while (true) {
      if (at == have) {
        stopIfInterrupted(parser);
        have = in.read(buffer);
        at = 0;
        if (have < 0) {
          if (length > 0) {
            chars = decodeLine(decoder, parser, chars, bytes, length, first);
          }
          break;
        }
        continue;
      }
      byte b = buffer[at++];
      if (b == '\n') {
        chars = decodeLine(decoder, parser, chars, bytes, length, first);
        first = false;
        length = 0;
        continue;
      }
      if (length == bytes.length) {
        if (length >= MAX_LINE_BYTES) { // checked before memory runs out: /dev/zero, say
          throw new DlxFormatException(parser.lineNo + 1, 1, "the line is longer than "
              + (MAX_LINE_BYTES >> 20) + " MiB without a newline: not .dlx text");
        }
        bytes = java.util.Arrays.copyOf(bytes, Math.min(MAX_LINE_BYTES, 2 * length));
      }
      bytes[length++] = b;
    }
    return parser.finish();
  }

  /**
   * Stops the reading when the thread was interrupted (a time limit, Ctrl-C): looked at before
   * each block of input, so that a large file stops within milliseconds. The interrupt stays set.
   */
  private static void stopIfInterrupted(Parser parser) throws InterruptedIOException {
    if (Thread.currentThread().isInterrupted()) {
      throw new InterruptedIOException("reading stopped at line " + Math.max(1, parser.lineNo));
    }
  }

  /** The longest line read from bytes: an item line of about a million items. */
  static final int MAX_LINE_BYTES = 16 << 20;

  /** Decodes one line of UTF-8 and gives it to {@code parser}; the buffer, grown if needed. */
  private static CharBuffer decodeLine(CharsetDecoder decoder, Parser parser, CharBuffer chars,
      byte[] bytes, int length, boolean first) throws DlxFormatException {
    int start = 0;
    if (first && length >= 3 && bytes[0] == (byte) 0xEF && bytes[1] == (byte) 0xBB
        && bytes[2] == (byte) 0xBF) {
      start = 3; // a byte order mark
    }
    if (chars.capacity() < length - start) {
      chars = CharBuffer.allocate(length - start);
    }
    chars.clear();
    ByteBuffer line = ByteBuffer.wrap(bytes, start, length - start);
    decoder.reset();
    CoderResult result = decoder.decode(line, chars, true);
    if (!result.isError()) {
      result = decoder.flush(chars);
    }
    if (result.isError()) {
      throw new DlxFormatException(parser.lineNo + 1, chars.position() + 1, String.format(
          "byte 0x%02X is not UTF-8 text (the file must be UTF-8)",
          bytes[line.position()] & 0xFF));
    }
    chars.flip();
    int n = chars.limit();
    if (n > 0 && chars.get(n - 1) == '\r') {
      n--;
    }
    parser.line(chars.subSequence(0, n).toString());
    return chars;
  }

  /** The reader's state from line to line. */
  private static final class Parser {
    private final Consumer<String> warnings;
    private final ProblemBuilder builder = new ProblemBuilder();
    private final Map<String, Boolean> primary = new HashMap<>(); // name -> is primary
    private final Map<String, Integer> seen = new HashMap<>(); // item -> column in this option
    private final List<String> option = new ArrayList<>();
    private boolean haveItems;
    int lineNo;

    Parser(Consumer<String> warnings) {
      this.warnings = warnings;
    }

    void line(String line) throws DlxFormatException {
      lineNo++;
      int start = skipBlanks(line, 0);
      if (start == line.length() || line.charAt(start) == '|') {
        return; // a blank line or a comment (as in Knuth's programs, even before the items)
      }
      for (int p = start; p < line.length(); p++) {
        char c = line.charAt(p);
        if (Character.isISOControl(c) && !Character.isWhitespace(c)) { // a NUL byte, say
          throw new DlxFormatException(lineNo, p + 1, String.format("control character U+%04X "
              + "in an item name or a color (not .dlx text)", (int) c));
        }
      }
      try {
        if (haveItems) {
          option(line, start);
        } else {
          items(line, start);
          haveItems = true;
        }
      } catch (DlxFormatException e) {
        throw e; // placed already
      } catch (IllegalArgumentException e) { // the builder's own limits (the most nodes)
        throw new DlxFormatException(lineNo, 1, e.getMessage());
      }
    }

    Problem finish() throws DlxFormatException {
      if (!haveItems) {
        throw new DlxFormatException(Math.max(lineNo, 1), 1,
            "no items: the first line must name them");
      }
      return builder.build();
    }

    private void items(String line, int start) throws DlxFormatException {
      boolean secondary = false;
      for (int p = start; p < line.length(); p = skipBlanks(line, p)) {
        if (line.charAt(p) == '|') { // the separator, alone or glued to the next item
          if (secondary) {
            throw new DlxFormatException(lineNo, p + 1, "'|' appears twice in the item line");
          }
          secondary = true;
          p++;
          continue;
        }
        int end = tokenEnd(line, p);
        String token = line.substring(p, end);
        int bar = token.indexOf('|');
        String name = bar < 0 ? token : token.substring(bar + 1);
        int lo = 1;
        int hi = 1;
        if (bar >= 0) {
          if (secondary) {
            throw new DlxFormatException(lineNo, p + 1,
                "secondary item '" + name + "' cannot have bounds");
          }
          String spec = token.substring(0, bar);
          int colon = spec.indexOf(':');
          hi = bound(spec.substring(colon + 1), spec, p);
          lo = colon < 0 ? hi : colon == 0 ? 0 : bound(spec.substring(0, colon), spec, p);
          if (hi < 1 || lo > hi) {
            throw new DlxFormatException(lineNo, p + 1, "bounds " + lo + ":" + hi
                + " of item '" + name + "': need lo <= hi and hi >= 1");
          }
        }
        if (!ProblemBuilder.validName(name)) {
          throw new DlxFormatException(lineNo, p + (bar + 1) + 1, name.isEmpty()
              ? "empty item name after the bounds '" + token + "'"
              : "invalid item name '" + name + "': it cannot contain ':' or '|'");
        }
        if (primary.containsKey(name)) {
          throw new DlxFormatException(lineNo, p + 1, "duplicate item '" + name + "'");
        }
        primary.put(name, !secondary);
        if (secondary) {
          builder.secondary(name);
        } else {
          builder.primary(name, lo, hi);
        }
        p = end;
      }
    }

    /** A bound in ASCII decimal digits, at most MAX_BOUND. */
    private int bound(String digits, String spec, int p) throws DlxFormatException {
      long v = 0;
      for (int k = 0; k < digits.length(); k++) {
        char c = digits.charAt(k);
        if (c < '0' || c > '9') {
          throw new DlxFormatException(lineNo, p + 1, "bounds '" + spec
              + "' must be 'n', 'lo:hi' or ':hi' in decimal digits 0-9");
        }
        v = Math.min(10 * v + (c - '0'), MAX_BOUND + 1L);
      }
      if (digits.isEmpty()) {
        throw new DlxFormatException(lineNo, p + 1, "bounds '" + spec
            + "' have no upper bound: write 'n', 'lo:hi' or ':hi'");
      }
      if (v > MAX_BOUND) {
        throw new DlxFormatException(lineNo, p + 1, "bounds '" + spec + "' exceed "
            + MAX_BOUND);
      }
      return (int) v;
    }

    private void option(String line, int start) throws DlxFormatException {
      option.clear();
      seen.clear();
      boolean hasPrimary = false;
      for (int p = start; p < line.length(); p = skipBlanks(line, p)) {
        int end = tokenEnd(line, p);
        String token = line.substring(p, end);
        int colon = token.indexOf(':');
        String name = colon < 0 ? token : token.substring(0, colon);
        Boolean isPrimary = primary.get(name);
        if (isPrimary == null) {
          throw new DlxFormatException(lineNo, p + 1, name.isEmpty()
              ? "empty item name before ':'" : "unknown item '" + name + "'");
        }
        Integer before = seen.put(name, p + 1);
        if (before != null) {
          throw new DlxFormatException(lineNo, p + 1,
              "item '" + name + "' appears twice in this option (first at column " + before + ")");
        }
        if (colon >= 0) {
          if (isPrimary) {
            throw new DlxFormatException(lineNo, p + 1,
                "primary item '" + name + "' cannot have a color");
          }
          if (colon == token.length() - 1) {
            throw new DlxFormatException(lineNo, p + colon + 2,
                "empty color after '" + token + "': write the color right after ':'");
          }
        }
        hasPrimary |= isPrimary;
        option.add(token);
        p = end;
      }
      if (!hasPrimary) {
        warnings.accept("line " + lineNo + ": option ignored (no primary item): " + line.strip());
        return;
      }
      builder.option(option);
    }
  }

  private static int skipBlanks(String s, int p) {
    while (p < s.length() && Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    return p;
  }

  private static int tokenEnd(String s, int p) {
    while (p < s.length() && !Character.isWhitespace(s.charAt(p))) {
      p++;
    }
    return p;
  }

  static void write(Problem problem, Appendable out) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < problem.itemCount(); i++) {
      if (i == problem.primaryItemCount()) {
        sb.append(i == 0 ? "|" : " |");
      }
      if (sb.length() > 0) {
        sb.append(' ');
      }
      if (problem.isPrimary(i)) {
        int lo = problem.lowerBound(i);
        int hi = problem.upperBound(i);
        if (lo != 1 || hi != 1) {
          sb.append(lo == hi ? "" : lo + ":").append(hi).append('|');
        }
      }
      sb.append(problem.itemName(i));
    }
    out.append(sb).append('\n');
    for (int o = 0; o < problem.optionCount(); o++) {
      out.append(problem.optionText(o)).append('\n');
    }
  }
}
