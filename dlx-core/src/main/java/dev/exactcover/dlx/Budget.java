package dev.exactcover.dlx;

import java.time.Duration;
import java.util.function.DoubleSupplier;

/**
 * The limits of one search and its progress reports, as every search ({@link Dance}'s tree,
 * {@link MemoCount} and the {@link Learner}) looks at them: the solution and node limits, the
 * cancel token, the thread's interrupt, the deadline, and when the next progress report is due.
 *
 * <p>The one clock of every strategy: a search counts its work (nodes, or decisions and
 * conflicts) and asks {@link #look} when the count reaches {@link #nextClock}. The interval
 * between looks adapts to the work's pace: it halves twice when a look finds more than 2 ms
 * gone since the last (a node that costs a scan of 10^5 items), and doubles, up to
 * {@link #CLOCK_INTERVAL}, when it finds less than 0.25 ms; so a time limit holds within a few
 * milliseconds whatever a unit of work costs, and a quick search reads the clock rarely.
 */
final class Budget {
  /** The most units of work between two looks at the clock. */
  static final int CLOCK_INTERVAL = 4096;
  private static final long CLOCK_SLOW_NANOS = 2_000_000;
  private static final long CLOCK_QUICK_NANOS = 250_000;

  long solutionLimit;
  long nextClock; // the work count at which the clock is looked at next
  private int clockInterval; // 1 .. CLOCK_INTERVAL
  private long lastClock; // System.nanoTime() at the last look
  long nodeLimit;
  long startNanos;
  long nextProgress; // the node count at which the next progress report is due
  private long deadline;
  private boolean hasDeadline;
  private CancelToken cancel;
  private ProgressListener progress;
  private long progressInterval;

  /** Starts the clock of a new search. */
  void start(Limits limits, ProgressListener progress, long interval) {
    solutionLimit = limits.solutions();
    nodeLimit = limits.nodes();
    cancel = limits.cancel();
    startNanos = System.nanoTime();
    hasDeadline = limits.time() != null;
    deadline = hasDeadline ? startNanos + saturatedNanos(limits.time()) : 0;
    this.progress = progress;
    this.progressInterval = interval;
    nextProgress = progress == null ? Long.MAX_VALUE : interval;
    nextClock = 0;
    clockInterval = 1;
    lastClock = startNanos;
  }

  /**
   * Looks at the clock when the work count {@code work} has reached {@link #nextClock}, and
   * sets the next look: why the search must stop now, or null to go on.
   */
  Status look(long work) {
    if (work < nextClock) {
      return null;
    }
    long now = System.nanoTime();
    long spent = now - lastClock;
    lastClock = now;
    if (spent > CLOCK_SLOW_NANOS) {
      clockInterval = Math.max(1, clockInterval >> 2);
    } else if (spent < CLOCK_QUICK_NANOS) {
      clockInterval = Math.min(CLOCK_INTERVAL, clockInterval << 1);
    }
    nextClock = work + clockInterval;
    return outOfTime();
  }

  private static long saturatedNanos(Duration d) {
    try {
      return d.toNanos();
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE / 2;
    }
  }

  /** Why the search must stop now (cancelled, interrupted, out of time), or null to go on. */
  Status outOfTime() {
    if ((cancel != null && cancel.isCancelled()) || Thread.currentThread().isInterrupted()) {
      return Status.CANCELLED;
    }
    if (hasDeadline && System.nanoTime() - deadline >= 0) {
      return Status.TIME_LIMIT;
    }
    return null;
  }

  /** Sends a progress report if one is due at {@code nodes}; the fraction is asked only then. */
  void report(long nodes, long solutions, int level, DoubleSupplier fractionDone) {
    if (nodes >= nextProgress) {
      nextProgress = nodes + progressInterval;
      progress.onProgress(new Progress(nodes, solutions, level, fractionDone.getAsDouble(),
          elapsed()));
    }
  }

  Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }
}
