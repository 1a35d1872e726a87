package dev.exactcover.sudoku.cli;

import java.io.PrintWriter;

/**
 * A one-line progress report on stderr, redrawn in place at most a few times a second: done and
 * total, rate, and the estimated time left. Only made when stderr is a terminal.
 */
final class ProgressBar {
  private static final long REDRAW_NANOS = 200_000_000L;
  private final PrintWriter err;
  private final long total; // 0: unknown
  private final long start = System.nanoTime();
  private long lastDraw;
  private boolean drawn;

  ProgressBar(PrintWriter err, long total) {
    this.err = err;
    this.total = total;
  }

  void update(long done) {
    long now = System.nanoTime();
    if (now - lastDraw < REDRAW_NANOS) {
      return;
    }
    lastDraw = now;
    double seconds = (now - start) / 1e9;
    double rate = seconds > 0 ? done / seconds : 0;
    StringBuilder s = new StringBuilder("\r");
    if (total > 0) {
      int width = 24;
      int filled = (int) Math.min(width, width * done / total);
      s.append('[').append("#".repeat(filled)).append(" ".repeat(width - filled)).append("] ")
          .append(done).append('/').append(total);
      if (rate > 0) {
        s.append(String.format("  %.0f/s  ETA %s", rate, time((total - done) / rate)));
      }
    } else {
      s.append(done).append(String.format(" done  %.0f/s", rate));
    }
    err.print(s.append("   "));
    err.flush();
    drawn = true;
  }

  /** Shows a message in place of the bar (for the engine's estimate of the tree done). */
  void message(String text) {
    long now = System.nanoTime();
    if (now - lastDraw >= REDRAW_NANOS) {
      lastDraw = now;
      err.print("\r" + text + "   ");
      err.flush();
      drawn = true;
    }
  }

  void clear() {
    if (drawn) {
      err.print("\r" + " ".repeat(78) + "\r");
      err.flush();
    }
  }

  static String time(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600 ? String.format("%dh%02dm", s / 3600, s / 60 % 60)
        : String.format("%dm%02ds", s / 60, s % 60);
  }
}
