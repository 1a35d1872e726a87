package dev.exactcover.server;

import com.sun.net.httpserver.HttpExchange;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A command's stdout as an HTTP answer. The records are held until the command ends, when the
 * status follows from its exit code; a command still running {@link #COMMIT_NANOS} after it
 * printed a whole record (or with {@link #HOLD_MOST} bytes held) is answered 200 at once and its
 * records then go out as they are printed (streamed, chunked).
 */
final class ResponseSink extends OutputStream {
  /** How long a finished record may wait for the command's end before the answer starts. */
  static final long COMMIT_NANOS = 250_000_000L;
  /** The most bytes held before the answer starts. */
  static final int HOLD_MOST = 1 << 16;

  private final HttpExchange exchange;
  private final String type;
  private long recordSince = -1; // when the first whole record held was printed
  private final ByteArrayOutputStream held = new ByteArrayOutputStream();
  private OutputStream body; // once the answer has started
  private boolean over; // answered already (a time limit), or the client went away

  ResponseSink(HttpExchange exchange, String type) {
    this.exchange = exchange;
    this.type = type;
  }

  @Override
  public synchronized void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public synchronized void write(byte[] b, int off, int len) throws IOException {
    if (over) {
      throw new IOException("the answer is over (the client went away, or the time limit passed)");
    }
    try {
      if (body != null) {
        body.write(b, off, len);
      } else {
        held.write(b, off, len);
        if (recordSince < 0 && hasNewline(b, off, len)) {
          recordSince = System.nanoTime();
        }
        if (held.size() >= HOLD_MOST) {
          start();
        }
      }
    } catch (IOException e) {
      over = true;
      throw e;
    }
  }

  @Override
  public synchronized void flush() throws IOException {
    if (over) {
      return;
    }
    try {
      if (body != null) {
        body.flush();
      } else {
        tick();
      }
    } catch (IOException e) {
      over = true;
      throw e;
    }
  }

  /** Starts the answer when a whole record has waited long enough (called now and then). */
  synchronized void tick() throws IOException {
    if (!over && body == null && recordSince >= 0
        && System.nanoTime() - recordSince > COMMIT_NANOS) {
      start();
      body.flush();
    }
  }

  private static boolean hasNewline(byte[] b, int off, int len) {
    for (int i = off; i < off + len; i++) {
      if (b[i] == '\n') {
        return true;
      }
    }
    return false;
  }

  private void start() throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.sendResponseHeaders(200, 0); // chunked: the length is not known yet
    body = exchange.getResponseBody();
    held.writeTo(body);
    held.reset();
  }

  /** Whether the answer has started (its status sent). */
  synchronized boolean started() {
    return body != null;
  }

  /**
   * Ends the answer: the rest of a started one, or the whole answer with the status that the
   * exit code and the command's words call for.
   */
  synchronized void finish(int exit, String words) {
    if (over) {
      exchange.close();
      return;
    }
    over = true;
    try {
      if (body != null) {
        body.close();
        return;
      }
      int status = Server.status(exit);
      exchange.getResponseHeaders().set("Exactcover-Exit", Integer.toString(exit));
      if (status == 200) {
        byte[] b = held.toByteArray();
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.sendResponseHeaders(200, b.length == 0 ? -1 : b.length);
        try (OutputStream out = exchange.getResponseBody()) {
          out.write(b);
        }
      } else {
        Server.error(exchange, status, words.isBlank() ? firstError() : words.strip(), exit,
            records());
      }
    } catch (IOException e) {
      exchange.close(); // the client went away: nobody to tell
    }
  }

  /**
   * Answers now, with {@code status} and {@code words}, unless the answer has started (then the
   * records sent so far are whole, and the answer ends there).
   */
  synchronized void abandon(int status, String words) {
    if (over) {
      return;
    }
    over = true;
    try {
      if (body == null) {
        Server.error(exchange, status, words, -1, null);
      } else {
        body.close();
      }
    } catch (IOException e) {
      // the client went away
    } finally {
      exchange.close();
    }
  }

  /** The records held, as the members of a JSON array, or null if none (or not JSON lines). */
  private String records() {
    String s = held.toString(StandardCharsets.UTF_8).strip();
    if (s.isEmpty() || !type.startsWith("application/x-ndjson")) {
      return null;
    }
    return String.join(",", s.split("\n"));
  }

  /** The first record's "error" words: a batch command says invalid input in its records. */
  private String firstError() {
    String s = held.toString(StandardCharsets.UTF_8);
    int i = s.indexOf("\"error\":\"");
    if (i < 0) {
      return "the command failed and said nothing more";
    }
    StringBuilder b = new StringBuilder();
    for (int j = i + 9; j < s.length() && s.charAt(j) != '"'; j++) {
      char c = s.charAt(j);
      if (c == '\\' && j + 1 < s.length()) {
        c = s.charAt(++j);
      }
      b.append(c);
    }
    return b.toString();
  }
}
