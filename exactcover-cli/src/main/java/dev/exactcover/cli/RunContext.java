package dev.exactcover.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One run of a command line: its streams, its program's name, the instant its time limits count
 * from, whether its streams are terminals, and what it says when it is interrupted. Every command
 * reads these from here and from nothing static, so that the same commands can run many times at
 * once in one JVM (each run with a context of its own), as well as once per process from the
 * launcher.
 *
 * <p>stdout is written through a {@link RecordSink}: whole records, write errors reported (exit
 * code 6, or 141 for a closed pipe), flushed at record boundaries when idle. {@link #close} ends
 * it; {@link #interrupt} ends the run's output as Ctrl-C does (what was finished is written,
 * nothing after) and says so on stderr.
 */
public final class RunContext implements AutoCloseable {
  private final String program;
  private final InputStream stdin;
  private final OutputStream stdout;
  private final RecordSink sink;
  private final PrintWriter out;
  private final PrintWriter err;
  private final Instant started;
  private final boolean stdinTerminal;
  private final boolean stdoutTerminal;
  private final boolean stderrTerminal;
  private volatile String invoked = "";
  private volatile boolean process;
  private volatile Supplier<String> onInterrupt;
  private volatile String holding;
  private volatile ProgressBar shown;

  private RunContext(Builder b) {
    this.program = b.program;
    this.stdin = b.stdin;
    this.stdout = b.stdout;
    this.sink = new RecordSink(b.stdout, this::clearProgress);
    this.out = new PrintWriter(sink, false);
    this.err = new PrintWriter(new OutputStreamWriter(b.stderr, StandardCharsets.UTF_8), true);
    this.started = b.started;
    this.stdinTerminal = b.stdinTerminal;
    this.stdoutTerminal = b.stdoutTerminal;
    this.stderrTerminal = b.stderrTerminal;
  }

  /**
   * A new context for a run of {@code program} ({@code sudoku} or {@code exactcover}): by
   * default, empty stdin, stdout and stderr thrown away, started now, no terminal.
   */
  public static Builder builder(String program) {
    return new Builder(program);
  }

  /** The program's name, as its messages begin ({@code sudoku}, {@code exactcover}). */
  public String program() {
    return program;
  }

  /** What the run reads for {@code -} or no file. */
  public InputStream stdin() {
    return stdin;
  }

  /** The records the run writes, whole ones only: flush to send them. */
  public PrintWriter out() {
    return out;
  }

  /** stdout itself, for bytes that are not text records (pdf pages); flush {@link #out} first. */
  public OutputStream stdoutBytes() {
    return stdout;
  }

  /** Messages for people: errors, statistics, progress. */
  public PrintWriter err() {
    return err;
  }

  /** When the run started: a {@code --time-limit} counts from here. */
  public Instant started() {
    return started;
  }

  /** Whether stdin is a terminal (a person typing): then a command says it is waiting. */
  public boolean stdinTerminal() {
    return stdinTerminal;
  }

  /** Whether stdout is a terminal: then the puzzle commands print grids rather than lines. */
  public boolean stdoutTerminal() {
    return stdoutTerminal;
  }

  /** Whether stderr is a terminal: then the long commands draw a progress bar there. */
  public boolean stderrTerminal() {
    return stderrTerminal;
  }

  /** The command line as typed, shell-quoted where needed, to say how to run it again. */
  public String invoked() {
    return invoked;
  }

  void invoked(String line) {
    this.invoked = line;
  }

  /**
   * Whether this run is the whole process ({@link Launcher#main}): only then may a limit end the
   * process while the input is still being read.
   */
  boolean isProcess() {
    return process;
  }

  void markProcess() {
    this.process = true;
  }

  /**
   * Says what an interruption should print on stderr instead of the plain message (that the run
   * was interrupted and every record printed is whole); null: the plain message.
   */
  public void onInterrupt(Supplier<String> message) {
    this.onInterrupt = message;
  }

  /** Says what the run holds in memory now, for an out-of-memory message; null: its threads. */
  public void holding(String what) {
    this.holding = what;
  }

  String holding() {
    return holding;
  }

  /** The progress bar drawn on stderr now, if any. */
  public void shown(ProgressBar bar) {
    this.shown = bar;
  }

  /**
   * The lock stdout's records are written under (the sink's own): the progress bar is drawn and
   * cleared under it too, so that no record is written between a clearing and a drawing.
   */
  Object screen() {
    return sink;
  }

  /** Takes the progress bar off the screen (before a record or a message is written there). */
  public void clearProgress() {
    ProgressBar b = shown;
    if (b != null) {
      b.clear();
    }
  }

  /**
   * Ends the run's output as Ctrl-C does: what is buffered (whole records) is written, nothing
   * after it, the progress bar is taken off the screen for good, and stderr says what the command
   * says of an interruption (a job, what it keeps and how to resume).
   */
  public void interrupt() {
    sink.stop();
    ProgressBar b = shown;
    if (b != null) {
      b.stop();
    }
    Supplier<String> said = onInterrupt;
    err.println(said != null ? said.get()
        : program + ": interrupted; every record printed above is whole");
  }

  /** Ends the run's stdout: what is buffered is written, and its idle flushing stops. */
  @Override
  public void close() {
    sink.end();
  }

  /**
   * What is left of {@code limit} counted from {@link #started}, so that a whole run keeps to a
   * time limit, start-up and reading included, less a reserve for what follows the search (a
   * tenth of the limit, at most 250 ms); at least a nanosecond. A start more than ten minutes ago
   * or in the future (a clock that moved) counts as now.
   */
  public Duration timeLeft(Duration limit) {
    Duration spent = Duration.between(started, Instant.now());
    if (spent.isNegative() || spent.compareTo(Duration.ofMinutes(10)) >= 0) {
      spent = Duration.ZERO;
    }
    Duration reserve = limit.dividedBy(10);
    if (reserve.compareTo(EXIT_RESERVE) > 0) {
      reserve = EXIT_RESERVE;
    }
    Duration left = limit.minus(spent).minus(reserve);
    return left.compareTo(Duration.ofNanos(1)) < 0 ? Duration.ofNanos(1) : left;
  }

  /** The most of a whole-run time limit kept for what follows the search. */
  private static final Duration EXIT_RESERVE = Duration.ofMillis(250);

  /**
   * A {@code --time-limit} in seconds as a duration: at least a nanosecond (a positive limit too
   * small to measure is the smallest one), or null when it is not a positive number of at most
   * 100 years.
   */
  public static Duration seconds(double s) {
    if (!(s > 0) || s > 100 * 365.25 * 86400) {
      return null;
    }
    return Duration.ofNanos(Math.max(1, (long) Math.ceil(s * 1e9)));
  }

  /** The parts of a {@link RunContext}; each has a default. */
  public static final class Builder {
    private final String program;
    private InputStream stdin = InputStream.nullInputStream();
    private OutputStream stdout = OutputStream.nullOutputStream();
    private OutputStream stderr = OutputStream.nullOutputStream();
    private Instant started = Instant.now();
    private boolean stdinTerminal;
    private boolean stdoutTerminal;
    private boolean stderrTerminal;

    private Builder(String program) {
      this.program = Objects.requireNonNull(program, "program");
    }

    /** What {@code -} or no file reads. */
    public Builder stdin(InputStream in) {
      this.stdin = Objects.requireNonNull(in, "stdin");
      return this;
    }

    /** Where the records go (UTF-8). */
    public Builder stdout(OutputStream out) {
      this.stdout = Objects.requireNonNull(out, "stdout");
      return this;
    }

    /** Where the messages go (UTF-8). */
    public Builder stderr(OutputStream err) {
      this.stderr = Objects.requireNonNull(err, "stderr");
      return this;
    }

    /** When the run started (default: when the context was built). */
    public Builder started(Instant at) {
      this.started = Objects.requireNonNull(at, "started");
      return this;
    }

    /** Which of stdin, stdout and stderr are terminals (default: none). */
    public Builder terminals(boolean in, boolean out, boolean err) {
      this.stdinTerminal = in;
      this.stdoutTerminal = out;
      this.stderrTerminal = err;
      return this;
    }

    /** The context. */
    public RunContext build() {
      return new RunContext(this);
    }
  }
}
