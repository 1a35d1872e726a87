package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Subproblem;
import dev.exactcover.dlx.SubproblemCounter;
import dev.exactcover.dlx.cluster.Cluster;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.SudokuSolver;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sudoku count}: how many solutions each puzzle has; with {@code --split}, {@code --shard}
 * or {@code --job}, one big count split into subproblems (see {@link SudokuSolver#exactCover}).
 */
@Command(name = "count", mixinStandardHelpOptions = true,
    description = {"Count the solutions of each puzzle (all of them, or up to --limit).", "",
        "Line format: the count; '<count> limit' when a limit stopped the count (a lower bound); "
        + "'invalid' (details on stderr). With --shard: the shard's part of the count (status "
        + "shard); add up the N shards' counts for the total.", "",
        "A big count can be split into subproblems (the branch taken at each of the first "
        + "levels; the same list on every machine and run): --split K counts them on the "
        + "--threads threads, one puzzle after another; --shard I/N counts only those numbered "
        + "I mod N, for N machines; --job FILE counts one puzzle through a job file that a "
        + "stopped run resumes. --time-limit is then for the whole count of a puzzle."},
    footer = {"", "Exit codes: 0 done; 2 usage error; 3 invalid input; 4 cluster unavailable.", "",
        "Examples:",
        "  ./sudoku count ../shared/datasets/sudoku9/serg-multi.txt",
        "  ./sudoku count --limit 1000 --format json puzzles.txt",
        "  ./sudoku count --size 2x3 --split 1000 --threads 2 empty6.txt",
        "  ./sudoku count --size 2x3 --shard 0/4 empty6.txt   (on 4 machines: 0/4 .. 3/4)",
        "  ./sudoku count --size 2x3 --job e6.job empty6.txt  (again after a stop: resumes)",
        "  ./sudoku count --size 2x3 --cluster 127.0.0.1 empty6.txt  (see ./sudoku cluster)"})
final class CountCommand extends PuzzleCommand {
  private static final int DEFAULT_SPLIT = 1000;

  @Option(names = "--limit", paramLabel = "N", description = "stop counting a puzzle at N")
  Long limit;

  @Option(names = "--split", paramLabel = "K",
      description = "count each puzzle split into at least K subproblems, on the --threads "
          + "threads (default with --shard and a new --job: " + DEFAULT_SPLIT + "; every shard "
          + "must use the same K)")
  Integer split;

  @Option(names = "--shard", paramLabel = "I/N",
      description = "count only shard I of N (0 <= I < N) of each puzzle's subproblems")
  String shard;

  @Option(names = "--job", paramLabel = "JOBFILE",
      description = "count one puzzle through a job file: create it, or resume it")
  Path job;

  @Mixin ClusterOptions cluster;

  private Cluster connected; // while counting with --cluster
  private volatile boolean clusterLost;
  private Shard shardValue;
  private int jobPuzzles; // puzzles that reached the job: the first is counted, others refused

  @Override
  String name() {
    return "count";
  }

  /** Whether each puzzle is counted in pieces (with this command's threads on each). */
  private boolean splitting() {
    return split != null || shard != null || job != null || cluster.given();
  }

  @Override
  int batchThreads() {
    return splitting() ? 1 : threads;
  }

  @Override
  String checkOptions() {
    if (limit != null && limit < 1) {
      return "--limit must be at least 1, not " + limit;
    }
    if (split != null && split < 1) {
      return "--split must be at least 1, not " + split;
    }
    if (limit != null && splitting()) {
      return "--limit does not go with --split, --shard or --job (they count every solution)";
    }
    if (limit != null && cluster.given()) {
      return "--limit does not go with --cluster (it counts every solution)";
    }
    if (shard != null && job != null) {
      return "--shard and --job go separately";
    }
    if (shard != null && cluster.given()) {
      return "--shard goes without --cluster";
    }
    if (cluster.given() && threads > 1) {
      return "--threads goes without --cluster (members have their own)";
    }
    if (shard != null) {
      try {
        shardValue = Shard.parse(shard);
      } catch (IllegalArgumentException e) {
        return e.getMessage();
      }
    }
    return cluster.problem();
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      if (splitting()) {
        return countInPiecesOrLoss(solver.exactCover(item.entry().grid()), limits, item);
      }
      Answer a = solver.solve(item.entry().grid(), limit != null ? limits.withSolutions(limit)
          : limits);
      return result(item, a);
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  /** With {@code --cluster}: connects first (exit code 4 if no member answers), then counts. */
  @Override
  public Integer call() {
    if (!cluster.given() || checkOptions() != null) {
      return super.call();
    }
    connected = cluster.connect(spec.commandLine().getErr(), "count");
    if (connected == null) {
      return Main.UNAVAILABLE;
    }
    try (Cluster c = connected) {
      int code = super.call();
      return clusterLost ? Main.UNAVAILABLE : code;
    } finally {
      connected = null;
    }
  }

  /** The counter of every split count: the cluster if connected, else {@code --threads}. */
  SubproblemCounter counter(Solver solver) {
    return connected != null ? connected.counter(solver)
        : SubproblemCounter.local(solver, threads);
  }

  /** {@link #countInPieces}, with a lost cluster as an error on the puzzle's line. */
  private Result countInPiecesOrLoss(Solver solver, Limits limits, Item item) {
    try {
      return countInPieces(solver, limits, item);
    } catch (JobRun.CounterFailed | IllegalStateException e) {
      if (connected == null) {
        throw e; // this machine's threads do not fail so: a bug, not an input error
      }
      clusterLost = true;
      return Result.invalid(item, "line " + item.entry().line() + ": " + e.getMessage());
    }
  }

  /** {@code --split}, {@code --shard} and {@code --job}: counts the puzzle's exact cover. */
  private Result countInPieces(Solver solver, Limits limits, Item item) {
    SubproblemCounter counter = counter(solver);
    int k = split != null ? split : DEFAULT_SPLIT;
    if (job != null) {
      if (++jobPuzzles > 1) {
        return Result.invalid(item, "line " + item.entry().line() + ": --job counts one "
            + "puzzle, and this is another; give each puzzle its own job file");
      }
      JobRun.Outcome o;
      try {
        o = JobRun.run(job, solver, k, counter, limits, err);
      } catch (IllegalArgumentException | IllegalStateException e) { // another's job, or in use
        return Result.invalid(item, "line " + item.entry().line() + ": " + e.getMessage());
      } catch (IOException e) {
        return Result.invalid(item, "line " + item.entry().line() + ": " + job + ": " + e);
      }
      Result r = result(item, Answer.ofCount(item.entry().grid(), o.result()));
      return withPieces(r, Result.Pieces.job(job.toString(), o.subproblems(), o.finished()));
    }
    List<Subproblem> all = solver.subproblems(k);
    if (shard == null) {
      return result(item, Answer.ofCount(item.entry().grid(), counter.count(all, limits, null)));
    }
    List<Subproblem> mine = Subproblem.shard(all, shardValue.index(), shardValue.of());
    SearchResult c = counter.count(mine, limits, null);
    return new Result(item.file(), item.entry().line(), item.entry().grid(),
        c.isComplete() ? "shard" : "limit", null, c.solutions(), c.nodes(), null,
        new Result.Extra(null, null, null, null, null,
            Result.Pieces.shard(shardValue.index(), shardValue.of(), mine.size(), all.size())));
  }

  private static Result result(Item item, Answer a) {
    return new Result(item.file(), item.entry().line(), a.puzzle(),
        a.search().isComplete() ? status(a.verdict()) : "limit", null, a.count(), a.nodes(),
        null, null);
  }

  private static Result withPieces(Result r, Result.Pieces p) {
    return new Result(r.file(), r.line(), r.puzzle(), r.status(), r.solution(), r.count(),
        r.nodes(), r.error(), new Result.Extra(null, null, null, null, null, p));
  }

  @Override
  String lineText(Result r) {
    return r.invalid() ? "invalid" : r.status().equals("limit") ? r.count() + " limit"
        : String.valueOf(r.count());
  }
}
