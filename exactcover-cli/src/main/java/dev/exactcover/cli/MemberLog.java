package dev.exactcover.cli;

import java.io.PrintWriter;
import java.util.logging.Handler;
import java.util.logging.LogRecord;

/**
 * Hazelcast's reports on a member, as {@code cluster member} prints them: one line each, in the
 * report's own words without its stack trace, and at most one a second (then how many more came),
 * so that a program that reaches the member's port and sends it foreign objects cannot fill its
 * log.
 */
final class MemberLog extends Handler {
  /** The least time between two lines printed. */
  static final long QUIET_NANOS = 1_000_000_000L;

  private final String command;
  private final PrintWriter err;
  private long last = System.nanoTime() - QUIET_NANOS;
  private long held; // reports not printed since the last line

  MemberLog(String command, PrintWriter err) {
    this.command = command;
    this.err = err;
  }

  @Override
  public synchronized void publish(LogRecord r) {
    if (!isLoggable(r)) {
      return;
    }
    long now = System.nanoTime();
    if (now - last < QUIET_NANOS) {
      held++;
      return;
    }
    last = now;
    String more = held == 0 ? "" : " (and " + Messages.count(held, "report") + " not shown)";
    held = 0;
    err.println(command + ": " + words(r) + more);
    err.flush();
  }

  /** The report in one line: the message without Hazelcast's address prefix, or its cause's. */
  static String words(LogRecord r) {
    String m = r.getMessage();
    Throwable t = r.getThrown();
    while (t != null && t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    if (t != null && t.getMessage() != null) {
      m = t.getMessage();
    }
    if (m == null) {
      m = t != null ? "a failure without a message" : "";
    }
    // "[127.0.0.1]:5701 [exactcover] [5.7.0] text": the member and version are known.
    m = m.replaceFirst("^\\[[^\\]]*\\](:[0-9]+)? \\[[^\\]]*\\] \\[[^\\]]*\\] ", "");
    m = m.replaceAll("\\s+", " ").strip();
    if (m.length() > 300) {
      m = m.substring(0, 300) + "...";
    }
    return "the cluster library reports: " + m;
  }

  @Override
  public void flush() {
    err.flush();
  }

  @Override
  public void close() {
    flush();
  }
}
