package dev.exactcover.dlx;

import java.time.Duration;
import java.util.function.DoubleSupplier;

/**
 * The limits of one search and its progress reports, as both searches ({@link Dance}'s tree and
 * the {@link Learner}) look at them: the solution and node limits, the cancel token, the thread's
 * interrupt, the deadline, and when the next progress report is due. Each search decides how
 * often to look (its own counter of work done); this class says what a look finds.
 */
final class Budget {
  long solutionLimit;
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
