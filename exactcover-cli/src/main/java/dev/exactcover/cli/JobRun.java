package dev.exactcover.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.pieces.AnswerCheckException;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.Job;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.SubproblemCounter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * A count through a job file, as {@code dlx --job} and {@code count --job} run it: creates or
 * resumes the job and says which on stderr, counts what is left with a {@link SubproblemCounter}
 * (this machine's threads or a cluster), shows progress, and says how to resume when a run stops
 * short.
 */
final class JobRun {
  private static final long PROGRESS_NANOS = 5_000_000_000L;

  /**
   * Progress of a count in subproblems on stderr: a bar at a terminal, else a line every 5 s such
   * as {@code job: 120 of 2210 subproblems done, 81234 solutions so far}.
   */
  static final class Progress {
    private final String label;
    private final long total;
    private final PrintWriter err;
    private final ProgressBar bar;
    private long done;
    private SearchResult sum = SearchResult.none(dev.exactcover.dlx.Strategy.DANCING_LINKS);
    private long lastLine = System.nanoTime();

    Progress(String label, long total, RunContext ctx) {
      this.label = label;
      this.total = total;
      this.err = ctx.err();
      this.bar = ctx.stderrTerminal() ? new ProgressBar(ctx, total) : null;
    }

    /** Starts from the subproblems an earlier run finished, {@code earlier} their sum. */
    Progress from(long done, SearchResult earlier) {
      this.done = done;
      this.sum = earlier;
      return this;
    }

    /** One more subproblem finished, with {@code result}. */
    void finished(SearchResult result) {
      done++;
      sum = sum.plus(result);
      if (bar != null) {
        bar.update(done);
      } else if (System.nanoTime() - lastLine >= PROGRESS_NANOS) {
        lastLine = System.nanoTime();
        err.println(label + ": " + done + " of " + total + " subproblems done, "
            + Messages.count(sum.solutionCount(), "solution") + " so far");
      }
    }

    /** The subproblems finished so far. */
    long done() {
      return done;
    }

    /** Takes the bar off the screen. */
    void clear() {
      if (bar != null) {
        bar.clear();
      }
    }
  }

  private JobRun() {}

  /** The sum of the counts an earlier run of {@code j} recorded, as far as the job file keeps it. */
  private static SearchResult earlier(Job j) {
    return SearchResult.of(dev.exactcover.dlx.Status.EXHAUSTED, j.solutionCount(), j.nodes(), 0,
        new long[1], java.time.Duration.ZERO,
        new long[dev.exactcover.dlx.Reduction.values().length],
        dev.exactcover.dlx.MemoStatistics.NONE, dev.exactcover.dlx.Strategy.DANCING_LINKS);
  }

  /**
   * Opens the job in {@code file} (or creates it, splitting {@code tree} into at least
   * {@code split} subproblems) and counts its unfinished subproblems with {@code counter}: the
   * total over every finished subproblem, this run's and earlier ones'.
   *
   * @throws IllegalArgumentException if the file is not a job, or a job for another problem
   * @throws IllegalStateException if the job is in use
   * @throws CounterUnavailableException if the counter failed (the cluster was lost); the job
   *     keeps the counts that finished, and the message says so
   * @throws IOException if the file cannot be read or written
   */
  static CountRunner.Counted run(Path file, SearchTree tree, int split,
      SubproblemCounter counter, Limits limits, RunContext ctx) throws IOException {
    PrintWriter err = ctx.err();
    try (Job j = Job.open(file, tree, split)) {
      int total = j.subproblems().size();
      err.println(j.created() ? "job " + file + ": created, " + total + " subproblems"
          : "job " + file + ": resuming, " + j.finishedCount() + " of " + total
              + " subproblems done");
      Progress progress = new Progress("job", total, ctx).from(j.finishedCount(), earlier(j));
      // Ctrl-C: the counts recorded are written, and the message says what the job keeps.
      ctx.onInterrupt(() -> {
        try {
          j.flush();
        } catch (IOException | RuntimeException e) {
          // said below: the file keeps what was written before
        }
        return "job " + file + ": interrupted; it keeps " + j.writtenCount() + " of " + total
            + " subproblems counted. To resume: " + ctx.invoked();
      });
      SearchResult r;
      try {
        r = j.run(counter, limits, (s, x) -> progress.finished(x));
      } catch (CounterUnavailableException e) {
        progress.clear();
        ctx.onInterrupt(null);
        throw new CounterUnavailableException(e.getMessage() + "; the job keeps the "
            + Messages.count(j.finishedCount(), "count") + " finished: run again to resume", e);
      } catch (AnswerCheckException e) {
        progress.clear();
        ctx.onInterrupt(null);
        throw new AnswerCheckException(e.getMessage() + "; the job keeps the "
            + Messages.count(j.finishedCount(), "count") + " that passed");
      } catch (IOException e) { // a count could not be written: the run stops
        progress.clear();
        ctx.onInterrupt(null);
        throw new CliFailure(ExitCode.OUTPUT_FAILED.code(), file + ": cannot write the job file: "
            + Messages.plain(e) + "; it keeps the " + Messages.count(j.writtenCount(), "count")
            + " written before: run again to resume");
      }
      progress.clear();
      ctx.onInterrupt(null);
      if (!r.isComplete()) {
        err.println("job " + file + ": " + DlxRun.stopped(r, limits) + "; "
            + j.finishedCount() + " of " + total + " subproblems done, "
            + Messages.count(r.solutionCount(), "solution") + " in them. To resume: "
            + (ctx.invoked().isEmpty() ? "run the same command again" : ctx.invoked()));
      }
      return new CountRunner.Counted(r, new CountRunner.Pieces.Job(file, total,
          j.finishedCount()));
    }
  }
}
