package dev.exactcover.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * The commands' stdout: buffered, written out only at record boundaries, with write errors
 * reported instead of swallowed (a {@link java.io.PrintStream} ignores them).
 *
 * <p>Each record reaches this writer in one {@code print} or {@code println} call, which the
 * {@link java.io.PrintWriter} over it makes under this object's lock. The buffer goes out when it
 * is full and ends with a newline, when flushed, every {@link #IDLE_MILLIS} ms by a daemon thread
 * (so that a program on a pipe that waits for each answer gets it), and once more when a signal
 * ends the run ({@link #stop}): after that, writes are dropped, so the output ends with a whole
 * record. A failed write stops the run with an {@link OutputFailure}.
 */
public final class RecordSink extends Writer {
  static final long IDLE_MILLIS = 100;
  private static final int FLUSH_AT = 1 << 16;
  private final OutputStream os;
  private final StringBuilder buf = new StringBuilder(FLUSH_AT + 256);
  private final Runnable beforeWrite;
  private final Thread idle;
  private boolean stopped;
  private IOException failure;

  /**
   * A sink over {@code os}; {@code beforeWrite} runs before each write (it takes a progress bar
   * off the screen, so that the records go above it).
   */
  public RecordSink(OutputStream os, Runnable beforeWrite) {
    this.os = os;
    this.beforeWrite = beforeWrite;
    idle = new IdleFlush(this);
    idle.setDaemon(true);
    idle.start();
  }

  /** Flushes the whole records of an idle sink (a class: a lambda linked costs a start time). */
  private static final class IdleFlush extends Thread {
    private final RecordSink sink;

    IdleFlush(RecordSink sink) {
      super("stdout-flush");
      this.sink = sink;
    }

    @Override
    public void run() {
      try {
        while (true) {
          Thread.sleep(IDLE_MILLIS);
          sink.flushRecords();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  @Override
  public synchronized void write(char[] c, int off, int len) {
    check();
    if (!stopped) {
      buf.append(c, off, len);
      drainIfFull();
    }
  }

  @Override
  public synchronized void write(String s, int off, int len) {
    check();
    if (!stopped) {
      buf.append(s, off, off + len);
      drainIfFull();
    }
  }

  private void drainIfFull() {
    if (buf.length() >= FLUSH_AT && buf.charAt(buf.length() - 1) == '\n') {
      drain(true);
    }
  }

  @Override
  public synchronized void flush() {
    check();
    drain(true);
  }

  /** The idle flush: whole records only, and a failure kept for the next write to report. */
  private synchronized void flushRecords() {
    if (!stopped && buf.length() > 0 && buf.charAt(buf.length() - 1) == '\n') {
      drain(false);
    }
  }

  /** A signal ends the run: what is buffered (whole records) goes out, later writes are dropped. */
  public synchronized void stop() {
    if (!stopped) {
      drain(false);
      stopped = true;
    }
  }

  @Override
  public synchronized void close() {
    flush();
  }

  /** The run is over: what is buffered goes out (failures kept), and the idle flushing stops. */
  public void end() {
    idle.interrupt();
    synchronized (this) {
      drain(false);
    }
  }

  private void check() {
    if (failure != null) {
      throw new OutputFailure(failure);
    }
  }

  private void drain(boolean report) {
    if (failure != null || buf.length() == 0) {
      return;
    }
    byte[] bytes = buf.toString().getBytes(StandardCharsets.UTF_8);
    buf.setLength(0);
    beforeWrite.run(); // at a terminal, the records go above the bar, never after it
    try {
      os.write(bytes);
      os.flush();
    } catch (IOException e) {
      failure = e;
      stopped = true;
      if (report) {
        throw new OutputFailure(e);
      }
    }
  }

  /** A write to stdout failed: the run stops. */
  public static final class OutputFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public OutputFailure(IOException cause) {
      super(Messages.plain(cause), cause, false, false);
    }

    /** Whether the reader of a pipe went away ({@code | head}): the run ends quietly. */
    public boolean brokenPipe() {
      String m = getCause().getMessage();
      return m != null && m.toLowerCase(java.util.Locale.ROOT).contains("broken pipe");
    }
  }
}
