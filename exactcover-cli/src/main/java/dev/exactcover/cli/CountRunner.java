package dev.exactcover.cli;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.pieces.AnswerCheckException;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.RemoteCounter;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import dev.exactcover.dlx.pieces.SubproblemCounter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * The one runner of a count in pieces, for {@code dlx --count} and {@code count}: on this
 * machine's threads or on a cluster; split and summed, one shard, or through a job file. Open for
 * a whole command (the cluster connection is made once), {@link #count} per problem.
 */
public final class CountRunner implements AutoCloseable {
  private final CountingOptions options;
  private final int threads;
  private final RunContext ctx;
  private final PrintWriter err;
  /** The cluster's connection, made beside the split; null: this machine. */
  private final java.util.concurrent.CompletableFuture<RemoteCounter> connecting;

  /** Where a count in pieces stands, for the output. */
  public sealed interface Pieces {
    /** Adds its fields to a JSON record. */
    public void json(Json j);

    /** Split into {@code subproblems}, every one counted (on a cluster). */
    public record Split(int subproblems) implements Pieces {
      @Override
      public void json(Json j) {
        j.put("subproblems", subproblems);
      }
    }

    /** Shard {@code index} of {@code of}: {@code subproblems} of the {@code split}. */
    public record Shard(int index, int of, int subproblems, int split) implements Pieces {
      @Override
      public void json(Json j) {
        j.put("shard", index).put("of", of).put("subproblems", subproblems).put("split", split);
      }
    }

    /** A job file, {@code finished} of its {@code subproblems} done. */
    public record Job(Path file, int subproblems, int finished) implements Pieces {
      @Override
      public void json(Json j) {
        j.put("job", file.toString()).put("subproblems", subproblems).put("finished", finished);
      }
    }
  }

  /** A count and where its pieces stand. */
  public record Counted(SearchResult result, Pieces pieces) {}

  /**
   * Connects to the cluster if {@code --cluster} was given.
   *
   * @throws CliFailure if the cluster cannot be reached (exit code 4) or an address is malformed
   */
  public CountRunner(CountingOptions options, int threads, RunContext ctx) {
    this(options, threads, ctx, false);
    cluster(); // said now, before any input is read
  }

  /**
   * A runner for one count, which follows at once: if {@code --cluster} was given, the
   * connection is made on a thread of its own while the tree is split (a cold client's
   * connection is its start's longest step), and the count waits for it; a cluster that cannot
   * be reached is said by {@link #count}, with the same exit code.
   */
  static CountRunner forOneCount(CountingOptions options, int threads, RunContext ctx) {
    return new CountRunner(options, threads, ctx, true);
  }

  private CountRunner(CountingOptions options, int threads, RunContext ctx, boolean beside) {
    this.options = options;
    this.threads = threads;
    this.ctx = ctx;
    this.err = ctx.err();
    if (!options.cluster.given()) {
      connecting = null;
      return;
    }
    connecting = new java.util.concurrent.CompletableFuture<>();
    Runnable connect = () -> {
      try {
        connecting.complete(options.cluster.connect(err));
      } catch (RuntimeException | Error e) {
        connecting.completeExceptionally(e);
      }
    };
    if (beside) {
      Thread t = new Thread(connect, "cluster-client");
      t.setDaemon(true);
      t.start();
    } else {
      connect.run();
    }
  }

  /**
   * The cluster counted on, once connected, or null.
   *
   * @throws CliFailure if the cluster cannot be reached (exit code 4) or an address is malformed
   */
  public RemoteCounter cluster() {
    if (connecting == null) {
      return null;
    }
    try {
      return connecting.join();
    } catch (java.util.concurrent.CompletionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error x) {
        throw x;
      }
      throw e;
    }
  }

  /**
   * Counts {@code tree} as the options say, within {@code limits} (time and cancel only).
   *
   * @throws CliFailure with exit code 3 for a job file that is not this tree's, in use or
   *     unwritable, and 4 when the cluster is lost (a job keeps what finished)
   */
  public Counted count(SearchTree tree, Limits limits) {
    try {
      Path job = options.job();
      if (job != null) {
        return JobRun.run(job, tree, options.split(), counter(tree), limits, ctx);
      }
      long start = System.nanoTime();
      List<Subproblem> all;
      ctx.holding("the subproblems of --split " + options.split() + " (try a smaller --split)");
      try {
        all = tree.split(options.split(), limits); // the time limit holds for the split too
      } catch (java.util.concurrent.CancellationException e) { // a lower bound of 0, marked
        err.println("--time-limit ran out while splitting the tree into " + options.split()
            + " pieces, before any was counted (try a smaller --split)");
        return new Counted(DlxRun.listed(Status.TIME_LIMIT, 0, 0, 0,
            java.time.Duration.ofNanos(System.nanoTime() - start)), new Pieces.Split(0));
      }
      limits = left(limits, System.nanoTime() - start);
      ctx.holding(connecting != null ? "the " + all.size() + " subproblems of the count"
          : "the " + all.size() + " subproblems and the solvers of " + threads + " threads (try "
          + "fewer --threads or a smaller --split)");
      RemoteCounter cluster = cluster(); // connected while the tree was split
      SubproblemCounter counter = counter(tree);
      Shard shard = options.shard();
      if (shard != null) {
        List<Subproblem> mine = Subproblem.shard(all, shard.index(), shard.of());
        return new Counted(counter.count(mine, limits, null),
            new Pieces.Shard(shard.index(), shard.of(), mine.size(), all.size()));
      }
      if (cluster == null) {
        return new Counted(counter.count(all, limits, null), new Pieces.Split(all.size()));
      }
      JobRun.Progress progress = new JobRun.Progress("cluster", all.size(), ctx);
      SearchResult r = counter.count(all, limits, (s, x) -> progress.finished(x));
      progress.clear();
      if (!r.isComplete()) {
        err.println(DlxRun.stopped(r, limits) + ": " + progress.done() + " of " + all.size()
            + " subproblems done, " + Messages.count(r.solutionCount(), "solution") + " in them");
      }
      return new Counted(r, new Pieces.Split(all.size()));
    } catch (CounterUnavailableException e) {
      throw new CliFailure(ExitCode.UNAVAILABLE.code(), e.getMessage());
    } catch (AnswerCheckException e) { // never summed: said with both answers
      throw new CliFailure(ExitCode.ANSWER_CHECK_FAILED.code(), e.getMessage());
    } catch (IllegalArgumentException | IllegalStateException e) { // another's job, or in use
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), e.getMessage());
    } catch (IOException e) { // opening, or creating: a full disk is a failed write
      String why = Messages.plain(e);
      boolean cannotMake = e instanceof java.nio.file.AccessDeniedException
          && !java.nio.file.Files.exists(options.job()); // an unwritable folder: a failed write
      throw new CliFailure(why.startsWith("the disk is full") || cannotMake ? ExitCode.OUTPUT_FAILED.code()
          : ExitCode.INVALID_INPUT.code(), options.job() + ": cannot " + (cannotMake ? "create" : "open")
          + " the job file: " + why);
    }
  }

  /** {@code limits} with its time limit less {@code spentNanos} (at least a nanosecond). */
  private static Limits left(Limits limits, long spentNanos) {
    if (limits.time() == null) {
      return limits;
    }
    long left = Math.max(1, limits.time().toNanos() - spentNanos);
    return limits.withTime(java.time.Duration.ofNanos(left));
  }

  /** The counter of {@code tree}'s subproblems: the cluster's, or this machine's threads'. */
  private SubproblemCounter counter(SearchTree tree) {
    RemoteCounter cluster = cluster();
    return cluster != null ? cluster.counter(tree) : SubproblemCounter.local(tree, threads);
  }

  /** Closes the cluster's connection, once made (a connection that failed has nothing to close). */
  @Override
  public void close() {
    if (connecting != null) {
      try {
        connecting.join().close();
      } catch (java.util.concurrent.CompletionException failed) {
        // never connected: said already, or the count ended before it needed the cluster
      }
    }
  }
}
