package dev.exactcover.sudoku.format;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The lines of an input, one at a time, each decoded on its own: a line that is not UTF-8, or
 * longer than {@link #MAX_LINE} characters, is one bad line (its {@link #error()} says why, with
 * the column), and the next line reads as if it had not been there. A byte-order mark at the
 * start is skipped. Lines end at {@code \n}; a {@code \r} before it stays (readers strip it).
 */
abstract class Lines implements Closeable {
  /** The longest line read: 1 MiB; a longer one is skipped to its end without being kept. */
  static final int MAX_LINE = 1 << 20;

  private String error;
  private int errorColumn;

  /** The next line, or null at the end of the input; {@link #error()} tells whether it is bad. */
  abstract String next() throws IOException;

  /** Why the last line is bad (null: it is good). */
  final String error() {
    return error;
  }

  /** The 1-based column of the last line's fault, 0 for the whole line. */
  final int errorColumn() {
    return errorColumn;
  }

  final void fault(String message, int column) {
    error = message;
    errorColumn = column;
  }

  static Lines of(Reader in) {
    return new CharLines(in);
  }

  static Lines of(InputStream in) {
    return new ByteLines(in);
  }

  /** Lines of characters already decoded (by whoever made the reader). */
  private static final class CharLines extends Lines {
    private final Reader in;
    private final char[] buf = new char[1 << 14];
    private int pos;
    private int limit;
    private boolean started;
    private final StringBuilder line = new StringBuilder();

    CharLines(Reader in) {
      this.in = in;
    }

    @Override
    String next() throws IOException {
      fault(null, 0);
      line.setLength(0);
      long length = 0;
      boolean any = false;
      while (true) {
        if (pos == limit) {
          limit = in.read(buf, 0, buf.length);
          pos = 0;
          if (limit <= 0) {
            limit = 0;
            break;
          }
          if (!started) {
            started = true;
            if (buf[0] == '\uFEFF') {
              pos = 1;
              continue;
            }
          }
        }
        any = true;
        int start = pos;
        while (pos < limit && buf[pos] != '\n') {
          pos++;
        }
        length += pos - start;
        if (length <= MAX_LINE) {
          line.append(buf, start, pos - start);
        }
        if (pos < limit) {
          pos++; // the newline
          break;
        }
      }
      if (!any) {
        return null;
      }
      if (length > MAX_LINE) {
        fault("the line has " + length + " characters; the longest line read is " + MAX_LINE,
            MAX_LINE + 1);
        return "";
      }
      return line.toString();
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }

  /** Lines of bytes, each decoded as strict UTF-8 on its own. */
  private static final class ByteLines extends Lines {
    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int pos;
    private int limit;
    private boolean started;
    private byte[] line = new byte[256];
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);

    ByteLines(InputStream in) {
      this.in = in;
    }

    @Override
    String next() throws IOException {
      fault(null, 0);
      int n = 0;
      long length = 0;
      boolean any = false;
      while (true) {
        if (pos == limit) {
          // Reads what is there: an idle pipe is not waited on beyond the line being read.
          limit = in.read(buf, 0, buf.length);
          pos = 0;
          if (limit <= 0) {
            limit = 0;
            break;
          }
          if (!started) {
            started = true;
            if (!skipByteOrderMark()) {
              continue;
            }
          }
        }
        any = true;
        int start = pos;
        while (pos < limit && buf[pos] != '\n') {
          pos++;
        }
        int k = pos - start;
        length += k;
        if (length <= MAX_LINE) {
          if (n + k > line.length) {
            line = java.util.Arrays.copyOf(line, Math.max(line.length * 2, n + k));
          }
          System.arraycopy(buf, start, line, n, k);
          n += k;
        }
        if (pos < limit) {
          pos++;
          break;
        }
      }
      if (!any) {
        return null;
      }
      if (length > MAX_LINE) {
        fault("the line has " + length + " bytes; the longest line read is " + MAX_LINE,
            MAX_LINE + 1);
        return "";
      }
      return decode(n);
    }

    /** Skips a UTF-8 byte-order mark at the start; false when the buffer is empty after it. */
    private boolean skipByteOrderMark() throws IOException {
      while (limit < 3) { // a mark split over reads: gather three bytes first
        int r = in.read(buf, limit, buf.length - limit);
        if (r <= 0) {
          break;
        }
        limit += r;
      }
      if (limit >= 3 && (buf[0] & 0xff) == 0xEF && (buf[1] & 0xff) == 0xBB
          && (buf[2] & 0xff) == 0xBF) {
        pos = 3;
      }
      return pos < limit;
    }

    private String decode(int n) {
      int ascii = 0;
      while (ascii < n && line[ascii] >= 0) {
        ascii++;
      }
      if (ascii == n) { // ASCII, as puzzle files are: its bytes are its characters
        return new String(line, 0, n, StandardCharsets.ISO_8859_1);
      }
      utf8.reset();
      ByteBuffer bytes = ByteBuffer.wrap(line, 0, n);
      CharBuffer chars = CharBuffer.allocate(n);
      CoderResult r = utf8.decode(bytes, chars, true);
      if (r.isError()) {
        int column = chars.position() + 1;
        fault("not UTF-8 text (byte 0x" + String.format("%02X", line[bytes.position()] & 0xff)
            + "); the line is skipped", column);
        return "";
      }
      utf8.flush(chars);
      return chars.flip().toString();
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }
}
