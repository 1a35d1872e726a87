package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.Messages;
import dev.exactcover.cli.ProgressBar;
import dev.exactcover.cli.RunContext;
import dev.exactcover.dlx.CancelToken;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.generate.GenerationException;
import dev.exactcover.sudoku.generate.Generator;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One run of {@code generate}: the puzzles made in order, written as they come (or kept for the
 * pages), a progress line at a terminal, and a timer that cancels the generator at
 * {@code --time-limit}; the exit code tells a full run, a missed target, or a stopped one.
 */
final class GenerateRun {
  private final long count;
  private final int threads;
  private final Double timeLimit;
  private final CancelToken cancel;
  private final PrintOptions print;
  private final RunContext ctx;
  private boolean stats;
  // What the run computed, for --stats: the puzzles made, tried and rated while made, and the
  // engine's nodes.
  private final AtomicLong made = new AtomicLong();
  private final AtomicLong attempts = new AtomicLong();
  private final AtomicLong rated = new AtomicLong();
  private final AtomicLong nodes = new AtomicLong();

  GenerateRun(long count, int threads, Double timeLimit, CancelToken cancel, PrintOptions print,
      RunContext ctx) {
    this.ctx = ctx;
    this.count = count;
    this.threads = threads;
    this.timeLimit = timeLimit;
    this.cancel = cancel;
    this.print = print;
  }

  /** With {@code --stats}: the totals on stderr at the end, as the puzzle commands print them. */
  GenerateRun stats(boolean on) {
    this.stats = on;
    return this;
  }

  /**
   * Makes the puzzles of {@code generator} and writes them in {@code f}; {@code s} is the seed,
   * said on stderr for the line format when it was drawn at random.
   */
  int run(Generator generator, Format f, PrintWriter out, PrintWriter err, boolean randomSeed,
      long s) {
    long start = System.nanoTime();
    int code = make(generator, f, out, err, randomSeed, s);
    if (stats) { // a stopped run too: its totals are those of the puzzles it made
      double seconds = (System.nanoTime() - start) / 1e9;
      err.println(Messages.count(made.get(), "puzzle") + ", "
          + Messages.count(attempts.get(), "attempt") + ", " + rated.get() + " rated; "
          + Messages.count(nodes.get(), "node") + "; " + String.format(Locale.ROOT, "%.3f s; %s puzzles/s", seconds,
          PuzzleCommand.rate(made.get() / Math.max(seconds, 1e-9))));
    }
    return code;
  }

  private int make(Generator generator, Format f, PrintWriter out, PrintWriter err,
      boolean randomSeed, long s) {
    List<GeneratedPuzzle> printed = new ArrayList<>();
    if (randomSeed && f == Format.line) {
      err.println("sudoku generate: seed " + s + " (--seed " + s + " makes these puzzles again)");
    }
    GeneratedOutput.header(f, out);
    boolean[] missed = {false};
    AtomicLong done = new AtomicLong();
    ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "generate-timer");
      t.setDaemon(true);
      return t;
    });
    ProgressBar bar = ctx.stderrTerminal() ? new ProgressBar(ctx, count) : null;
    try {
      if (timeLimit != null) {
        timer.schedule(cancel::cancel, (long) Math.ceil(timeLimit * 1e6), TimeUnit.MICROSECONDS);
      }
      if (bar != null) {
        timer.scheduleAtFixedRate(() -> {
          synchronized (bar) {
            bar.update(done.get());
          }
        }, 250, 250, TimeUnit.MILLISECONDS);
      }
      generator.generate(0, count, threads, p -> {
        if (bar != null) {
          synchronized (bar) {
            bar.clear();
          }
        }
        made.incrementAndGet();
        attempts.addAndGet(p.attempts());
        nodes.addAndGet(p.nodes());
        if (p.isRated()) { // rated by the generator, for a level or rating target
          rated.incrementAndGet();
        }
        if (!p.meetsTargets()) {
          missed[0] = true;
          err.println("sudoku generate: puzzle " + (p.index() + 1) + ": " + p.shortfall());
        }
        if (f.printable()) {
          printed.add(p);
        } else {
          if (done.get() == 0) { // the rules line only above a puzzle, never alone
            GeneratedOutput.rulesLine(f, out, generator.regions());
          }
          GeneratedOutput.write(f, out, p, generator.regions());
          out.flush();
        }
        done.incrementAndGet();
      });
    } catch (GenerationException e) {
      out.flush();
      err.println("sudoku generate: " + e.getMessage());
      int code = GeneratedOutput.sheet(f, printed, generator.regions(), print, out, err,
          ctx.stdoutBytes());
      return code != ExitCode.OK.code() ? code : ExitCode.NO_SOLUTION.code();
    } catch (CancellationException e) {
      out.flush();
      err.println("sudoku generate: stopped by --time-limit " + timeLimit + " s after "
          + done.get() + " of " + count + " puzzles; those printed are complete (seed " + s
          + ")");
      int code = GeneratedOutput.sheet(f, printed, generator.regions(), print, out, err,
          ctx.stdoutBytes());
      return code != ExitCode.OK.code() ? code : ExitCode.PARTIAL.code();
    } finally {
      timer.shutdownNow();
      if (bar != null) {
        synchronized (bar) {
          bar.clear();
        }
      }
    }
    int code = GeneratedOutput.sheet(f, printed, generator.regions(), print, out, err,
          ctx.stdoutBytes());
    return code != ExitCode.OK.code() ? code : missed[0] ? ExitCode.NO_SOLUTION.code() : ExitCode.OK.code();
  }

}
