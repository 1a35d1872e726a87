package dev.exactcover.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text inputs read whole, within caps: a device such as {@code /dev/zero} given by mistake stops
 * at the cap with its line, not when memory runs out.
 */
public final class TextInput {
  private TextInput() {}

  /**
   * A small text file, read whole as UTF-8, refused with the number of the first line longer than
   * {@code maxLine} bytes, or when it has more than 64 such lines' worth, before memory runs out
   * (a device such as {@code /dev/zero} given by mistake).
   *
   * @throws IOException when reading fails, or with the line's number for a line too long
   */
  public static String readSmall(Path file, int maxLine, String what) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, maxLine, 64L * maxLine, what);
    }
  }

  /** Input refused by {@link #read}: its message names the line and says why, in words. */
  public static final class NotText extends IOException {
    private static final long serialVersionUID = 2L;
    private final int line;
    private final int column;
    private final String rule;

    NotText(String message) {
      this(0, 0, message);
    }

    /** At a place, in the one shape of a format error ({@code line:column: rule}). */
    NotText(int line, int column, String rule) {
      super(dev.exactcover.dlx.FormatException.message(null, line, column, rule));
      this.line = line;
      this.column = column;
      this.rule = rule;
    }

    /** {@code source:line:column: rule}, as every reader's errors are said. */
    public String message(String source) {
      return dev.exactcover.dlx.FormatException.message(source, line, column, rule);
    }
  }

  /**
   * Text read whole from {@code in} (not closed) as UTF-8, refused with the number of the first
   * line longer than {@code maxLine} bytes, or when it is longer than {@code maxTotal} bytes,
   * before memory runs out (a device such as {@code /dev/zero} or {@code /dev/urandom}); a byte
   * that is not UTF-8 is refused with its line and column.
   *
   * @throws IOException when reading fails, or in words for a line too long, a text too long or
   *     a byte that is not UTF-8
   */
  public static String read(InputStream in, int maxLine, long maxTotal, String what)
      throws IOException {
    // Decoded block by block, so that a byte that is not UTF-8 (/dev/urandom) stops the reading
    // where it is, and the line and column are counted in characters as they come.
    java.nio.charset.CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder();
    java.nio.ByteBuffer bytes = java.nio.ByteBuffer.allocate(1 << 16);
    java.nio.CharBuffer chars = java.nio.CharBuffer.allocate(1 << 16);
    StringBuilder text = new StringBuilder();
    int line = 1;
    int length = 0;
    boolean end = false;
    while (!end) {
      int n = in.read(bytes.array(), bytes.position(), bytes.remaining());
      end = n < 0;
      bytes.position(bytes.position() + Math.max(n, 0)).flip();
      java.nio.charset.CoderResult r = utf8.decode(bytes, chars, end);
      if (end && !r.isError()) {
        r = utf8.flush(chars);
      }
      chars.flip();
      for (int k = 0; k < chars.limit(); k++) {
        if (chars.get(k) == '\n') {
          line++;
          length = 0;
        } else if (++length > maxLine) {
          throw new NotText(line, 0, "the line is longer than " + (maxLine >> 10)
              + " KiB: not " + what);
        }
      }
      if (r.isError()) {
        throw new NotText(line, length + 1, String.format("byte 0x%02X is not UTF-8 "
            + "text (%s is read as UTF-8)", bytes.get() & 0xFF, what));
      }
      if (text.length() + (long) chars.limit() > maxTotal) {
        throw new NotText("longer than " + (maxTotal >> 20) + " MiB (at line " + line
            + "): not " + what);
      }
      text.append(chars);
      chars.clear();
      bytes.compact();
    }
    return text.toString();
  }
}
