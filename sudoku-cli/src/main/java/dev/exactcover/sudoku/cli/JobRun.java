package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Job;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.SubproblemCounter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A count through a job file, as {@code dlx --job} and {@code count --job} run it: creates or
 * resumes the job and says which on stderr, counts what is left with a {@link SubproblemCounter},
 * shows progress (a bar at a terminal, else a line every 5 s), and says how to resume when a run
 * stops short.
 */
final class JobRun {
  private static final long PROGRESS_NANOS = 5_000_000_000L;

  /**
   * What a run came to.
   *
   * @param result the total over every finished subproblem, this run's and earlier ones'
   * @param subproblems the job's subproblems
   * @param finished how many of them are finished
   */
  record Outcome(SearchResult result, int subproblems, int finished) {}

  private JobRun() {}

  /**
   * Opens the job in {@code file} (or creates it, splitting {@code solver}'s problem into at least
   * {@code split} subproblems) and counts its unfinished subproblems with {@code counter}.
   *
   * @throws IllegalArgumentException if the file is not a job, or a job for another problem
   * @throws IllegalStateException if the job is in use
   * @throws IOException if the file cannot be read or written
   */
  static Outcome run(Path file, Solver solver, int split, SubproblemCounter counter,
      Limits limits, PrintWriter err) throws IOException {
    boolean existed = Files.exists(file);
    try (Job j = Job.open(file, solver, split)) {
      int total = j.subproblems().size();
      err.println(existed
          ? "job " + file + ": resuming, " + j.finishedCount() + " of " + total
              + " subproblems done"
          : "job " + file + ": created, " + total + " subproblems");
      ProgressBar bar = Terminal.stderr() ? new ProgressBar(err, total) : null;
      long[] lastLine = {System.nanoTime()};
      SearchResult r = j.run(counter, limits, (s, x) -> {
        if (bar != null) {
          bar.update(j.finishedCount());
        } else if (System.nanoTime() - lastLine[0] >= PROGRESS_NANOS) {
          lastLine[0] = System.nanoTime();
          err.println("job: " + j.finishedCount() + " of " + total + " subproblems done, "
              + j.solutions() + " solutions so far");
        }
      });
      if (bar != null) {
        bar.clear();
      }
      if (!r.isComplete()) {
        err.println("job stopped (" + r.status() + "): " + j.finishedCount() + " of " + total
            + " subproblems done, " + r.solutions() + " solutions in them; run again to resume");
      }
      return new Outcome(r, total, j.finishedCount());
    }
  }
}
