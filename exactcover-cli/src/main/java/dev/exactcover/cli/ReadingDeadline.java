package dev.exactcover.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * A whole-run {@code --time-limit} while the problem is still being read and built, before the
 * search (which keeps the limit itself) begins. It reads the search's clock (the command's start,
 * less the same reserve for the exit: {@link RunContext#timeLeft}); when that runs out first, it
 * says so on stderr and ends the process with exit code 5, having printed nothing on stdout: there
 * is no count yet, not even a lower bound worth the name.
 *
 * <p>The process is ended from a timer thread, not by asking the reader to stop: a read from a
 * pipe that sends nothing cannot be interrupted. Nothing is lost by it: before the search begins
 * nothing has been printed, no job file opened, no cluster joined. So it is armed only in a real
 * process ({@link Launcher#main}), never when the command line runs inside another program.
 */
final class ReadingDeadline implements AutoCloseable {
  private final String message;
  private final PrintWriter err;
  private final long deadline; // System.nanoTime()
  private boolean armed = true; // guarded by this
  private final Thread timer;

  private ReadingDeadline(Duration left, String message, PrintWriter err) {
    this.message = message;
    this.err = err;
    this.deadline = System.nanoTime() + left.toNanos();
    this.timer = new Thread(this::watch, "time-limit while reading");
    timer.setDaemon(true);
  }

  /**
   * Arms the limit for the reading of a command named {@code name}; {@code what} says what is
   * being read and what the run will lack ({@code reading p.dlx, so nothing was counted}). Null,
   * which {@link #close(ReadingDeadline)} takes, when there is no time limit or no process.
   */
  static ReadingDeadline start(Double timeLimit, String name, String what, RunContext ctx) {
    Duration limit = timeLimit == null ? null : RunContext.seconds(timeLimit);
    if (limit == null || !ctx.isProcess()) { // no limit, or not a process of our own
      return null;
    }
    ReadingDeadline d = new ReadingDeadline(ctx.timeLeft(limit), name + ": stopped by "
        + "--time-limit while " + what, ctx.err());
    d.timer.start();
    return d;
  }

  /** The search begins: from now on the limit is the search's. */
  @Override
  public synchronized void close() {
    armed = false;
    notifyAll();
  }

  /** {@code d.close()} unless {@code d} is null. */
  static void close(ReadingDeadline d) {
    if (d != null) {
      d.close();
    }
  }

  private synchronized void watch() {
    try {
      while (armed) {
        long wait = deadline - System.nanoTime();
        if (wait <= 0) {
          // The lock is held to the end: the main thread cannot begin the search meanwhile.
          err.println(message);
          err.flush();
          Runtime.getRuntime().halt(ExitCode.PARTIAL.code()); // no shutdown hook: it would say "interrupted"
        }
        TimeUnit.NANOSECONDS.timedWait(this, wait);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
