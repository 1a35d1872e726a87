package dev.exactcover.cli;

import java.io.PrintWriter;

/**
 * A one-line progress report on stderr, redrawn in place at most a few times a second: done and
 * total, rate, and the estimated time left. Only made when stderr is a terminal; the run's
 * context knows the bar, to take it off the screen before a record or a message.
 *
 * <p>The bar is drawn and cleared under the lock that stdout's records are written under
 * ({@link RunContext#screen()}), so that a record written by the idle flush cannot land after a
 * bar drawn between its clearing and its writing.
 */
public final class ProgressBar {
  private static final long REDRAW_NANOS = 200_000_000L;
  private final PrintWriter err;
  private final long total; // 0: unknown
  private final long start = System.nanoTime();
  private long lastDraw;
  private boolean drawn;
  private boolean stopped;
  private int width;

  private final RunContext ctx;
  private final Object screen;

  public ProgressBar(RunContext ctx, long total) {
    this.ctx = ctx;
    this.screen = ctx.screen();
    this.err = ctx.err();
    this.total = total;
  }

  public void update(long done) {
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
    draw(s.append("   ").toString());
  }

  /** Shows a message in place of the bar (for the engine's estimate of the tree done). */
  public void message(String text) {
    long now = System.nanoTime();
    if (now - lastDraw >= REDRAW_NANOS) {
      lastDraw = now;
      draw("\r" + text + "   ");
    }
  }

  private void draw(String s) {
    synchronized (screen) {
      if (stopped) {
        return;
      }
      err.print(s);
      err.flush();
      width = Math.max(width, s.length());
      drawn = true;
      ctx.shown(this);
    }
  }

  /** Takes the bar off the screen (it is drawn again at the next update). */
  public void clear() {
    synchronized (screen) {
      if (drawn) {
        err.print("\r" + " ".repeat(Math.min(width, 200)) + "\r");
        err.flush();
        drawn = false;
      }
    }
  }

  /** Takes the bar off the screen for good: a signal ended the run. */
  public void stop() {
    synchronized (screen) {
      clear();
      stopped = true;
    }
  }

  public static String time(double seconds) {
    long s = Math.round(seconds);
    return s >= 3600 ? String.format("%dh%02dm", s / 3600, s / 60 % 60)
        : String.format("%dm%02ds", s / 60, s % 60);
  }
}
