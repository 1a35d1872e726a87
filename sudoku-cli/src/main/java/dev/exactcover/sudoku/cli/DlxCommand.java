package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Subproblem;
import dev.exactcover.dlx.SubproblemCounter;
import dev.exactcover.dlx.cluster.Cluster;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sudoku dlx}: the generic engine on Knuth's {@code .dlx} format. */
@Command(name = "dlx", mixinStandardHelpOptions = true,
    description = "Solve an exact-cover problem in Knuth's .dlx format (stdin when no file).",
    footer = {"", "Examples:",
        "  ./sudoku dlx --count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
        "  ./sudoku dlx --limit 1 ../shared/datasets/exact-cover/queens-8.dlx",
        "  ./sudoku dlx --count --threads 2 --stats problem.dlx",
        "  ./sudoku dlx --count --shard 0/4 problem.dlx      (on 4 machines: 0/4 .. 3/4)",
        "  ./sudoku dlx --count --job problem.job problem.dlx  (again after a stop: resumes)",
        "  ./sudoku dlx --count --cluster 127.0.0.1 problem.dlx (members: ./sudoku cluster)"})
final class DlxCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "FILE", description = "a .dlx file; - or none: stdin")
  String file;

  @Option(names = "--count", description = "print only the number of solutions")
  boolean count;

  @Option(names = "--limit", paramLabel = "N", description = "stop after N solutions")
  Long limit;

  @Option(names = "--time-limit", paramLabel = "SECONDS", description = "stop after this long")
  Double timeLimit;

  @Option(names = "--random", paramLabel = "SEED",
      description = "break ties and order options at random, reproducibly")
  Long seed;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "count on N threads (with --count)")
  int threads;

  @Option(names = "--shard", paramLabel = "I/N",
      description = "count shard I of N (0 <= I < N) of the subproblems; print JSON (with --count)")
  String shard;

  @Option(names = "--job", paramLabel = "JOBFILE",
      description = "count through a job file: create it, or resume it (with --count)")
  Path job;

  @Mixin ClusterOptions cluster;

  @Option(names = "--split", paramLabel = "K", defaultValue = "1000",
      description = "split into at least K subproblems, for --shard, --cluster and a new --job "
          + "(default 1000; every shard must use the same K)")
  int split;

  private Cluster connected; // while counting with --cluster

  @Option(names = "--stats", description = "print solutions, nodes and updates on stderr")
  boolean stats;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text, or json (with --count: one object with solutions, nodes, updates, "
          + "status)")
  String format;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (limit != null && limit < 1 || threads < 1 || timeLimit != null && !(timeLimit > 0)) {
      err.println("sudoku dlx: --limit, --threads and --time-limit must be positive");
      return Main.USAGE;
    }
    if (!format.equals("text") && !format.equals("json")) {
      err.println("sudoku dlx: --format must be text or json, not '" + format + "'");
      return Main.USAGE;
    }
    if (format.equals("json") && !count) {
      err.println("sudoku dlx: --format json needs --count");
      return Main.USAGE;
    }
    if (threads > 1 && (!count || limit != null || seed != null)) {
      err.println("sudoku dlx: --threads needs --count, without --limit or --random");
      return Main.USAGE;
    }
    boolean splitting = shard != null || job != null || cluster.given();
    if (splitting && (!count || limit != null || seed != null)) {
      err.println("sudoku dlx: --shard, --job and --cluster need --count, without --limit or "
          + "--random");
      return Main.USAGE;
    }
    if (shard != null && (job != null || cluster.given())) {
      err.println("sudoku dlx: --shard goes without --job and --cluster");
      return Main.USAGE;
    }
    if (cluster.given() && threads > 1) {
      err.println("sudoku dlx: --threads goes without --cluster (members have their own)");
      return Main.USAGE;
    }
    if (cluster.problem() != null) {
      err.println("sudoku dlx: " + cluster.problem());
      return Main.USAGE;
    }
    if (split < 1 || spec.commandLine().getParseResult().hasMatchedOption("--split")
        && !splitting) {
      err.println("sudoku dlx: --split must be positive, and goes with --shard, --job or --cluster");
      return Main.USAGE;
    }
    Shard shardValue = null;
    if (shard != null) {
      try {
        shardValue = Shard.parse(shard);
      } catch (IllegalArgumentException e) {
        err.println("sudoku dlx: " + e.getMessage());
        return Main.USAGE;
      }
    }
    String source = file == null || file.equals("-") ? "<stdin>" : file;
    Problem problem;
    try (Reader in = file == null || file.equals("-")
        ? new InputStreamReader(System.in, StandardCharsets.UTF_8)
        : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
      problem = ExactCover.read(in, w -> err.println(source + ": " + w));
    } catch (NoSuchFileException e) {
      err.println("sudoku dlx: " + source + ": no such file");
      return Main.INVALID_INPUT;
    } catch (IOException e) {
      err.println("sudoku dlx: " + source + ": cannot read: " + e.getMessage());
      return Main.INVALID_INPUT;
    } catch (DlxFormatException e) {
      err.println("sudoku dlx: " + source + ": " + e.getMessage());
      return Main.INVALID_INPUT;
    }
    Limits limits = Limits.none();
    if (limit != null) {
      limits = limits.withSolutions(limit);
    }
    if (timeLimit != null) {
      limits = limits.withTime(Duration.ofNanos((long) (timeLimit * 1e9)));
    }
    Solver solver = problem.newSolver();
    if (seed != null) {
      solver.randomize(seed);
    }
    ProgressBar bar = Terminal.stderr() && count ? new ProgressBar(err, 0) : null;
    if (bar != null && threads == 1) {
      solver.onProgress(1_000_000, p -> bar.message(String.format(
          "%,d nodes, %,d solutions, about %.1f%% of the tree done", p.nodes(), p.solutions(),
          100 * p.fractionDone())));
    }
    if (shard != null) {
      return countShard(solver, limits, shardValue, out, err);
    }
    if (cluster.given()) {
      return countOnCluster(solver, limits, out, err);
    }
    if (job != null) {
      return countJob(solver, limits, out, err);
    }
    SearchResult r;
    if (threads > 1) {
      r = solver.countParallel(threads, limits);
    } else if (count) {
      r = solver.search(limits);
    } else {
      long[] k = {0};
      r = solver.search(limits, s -> {
        out.println((++k[0]) + ":");
        out.println(s.format());
        return true;
      });
    }
    if (bar != null) {
      bar.clear();
    }
    if (format.equals("json")) {
      out.println(new Json().put("solutions", r.solutions()).put("nodes", r.nodes())
          .put("updates", r.updates()).put("status", r.status().name().toLowerCase())
          .put("seconds", r.elapsed().toNanos() / 1e9));
    } else if (count) {
      out.println(r.solutions());
    }
    out.flush();
    if (stats || !r.isComplete()) {
      err.println((r.isComplete() ? "" : "stopped (" + r.status() + "): ")
          + r.solutions() + " solutions, " + r.nodes() + " nodes, " + r.updates() + " updates, "
          + r.elapsed().toMillis() + " ms");
    }
    return 0;
  }

  /** The counter of every split count: the cluster if connected, else {@code --threads}. */
  SubproblemCounter counter(Solver solver) {
    return connected != null ? connected.counter(solver)
        : SubproblemCounter.local(solver, threads);
  }

  /** {@code --cluster}: connects, then counts the subproblems there (through the job if any). */
  private int countOnCluster(Solver solver, Limits limits, PrintWriter out, PrintWriter err) {
    connected = cluster.connect(err, "dlx");
    if (connected == null) {
      return Main.UNAVAILABLE;
    }
    try (Cluster c = connected) {
      if (job != null) {
        return countJob(solver, limits, out, err);
      }
      List<Subproblem> all = solver.subproblems(split);
      JobRun.Progress progress = new JobRun.Progress("cluster", all.size(), err);
      SearchResult r = counter(solver).count(all, limits, (s, x) -> progress.finished(x));
      progress.clear();
      if (format.equals("json")) {
        out.println(new Json().put("subproblems", all.size()).put("solutions", r.solutions())
            .put("nodes", r.nodes()).put("updates", r.updates())
            .put("status", r.status().name().toLowerCase())
            .put("members", c.members().size()).put("resubmitted", c.resubmitted())
            .put("seconds", r.elapsed().toNanos() / 1e9));
      } else if (r.isComplete()) {
        out.println(r.solutions());
      }
      out.flush();
      if (!r.isComplete()) {
        err.println("stopped (" + r.status() + "): " + progress.done() + " of " + all.size()
            + " subproblems done, " + r.solutions() + " solutions in them");
      } else if (stats) {
        err.println(r.solutions() + " solutions, " + r.nodes() + " nodes, " + r.updates()
            + " updates, " + r.elapsed().toMillis() + " ms; " + c.resubmitted()
            + " tasks sent again");
      }
      return Main.OK;
    } catch (IllegalStateException e) { // the cluster was lost
      err.println("sudoku dlx: " + e.getMessage());
      return Main.UNAVAILABLE;
    } finally {
      connected = null;
    }
  }

  /** {@code --shard I/N}: counts the shard's subproblems; one JSON object. */
  private int countShard(Solver solver, Limits limits, Shard shard, PrintWriter out,
      PrintWriter err) {
    List<Subproblem> all = solver.subproblems(split);
    List<Subproblem> mine = Subproblem.shard(all, shard.index(), shard.of());
    SearchResult r = counter(solver).count(mine, limits, null);
    out.println(new Json().put("shard", shard.index()).put("of", shard.of())
        .put("subproblems", mine.size())
        .put("split", all.size()).put("solutions", r.solutions()).put("nodes", r.nodes())
        .put("updates", r.updates()).put("status", r.status().name().toLowerCase())
        .put("seconds", r.elapsed().toNanos() / 1e9));
    out.flush();
    if (!r.isComplete()) {
      err.println("stopped (" + r.status() + "): the shard's count is incomplete");
    }
    return Main.OK;
  }

  /** {@code --job FILE}: creates or resumes the job, counts what is left, prints the total. */
  private int countJob(Solver solver, Limits limits, PrintWriter out, PrintWriter err) {
    try {
      JobRun.Outcome o = JobRun.run(job, solver, split, counter(solver), limits, err);
      SearchResult r = o.result();
      if (format.equals("json")) {
        out.println(new Json().put("job", job.toString()).put("subproblems", o.subproblems())
            .put("finished", o.finished()).put("solutions", r.solutions())
            .put("nodes", r.nodes()).put("updates", r.updates())
            .put("status", r.status().name().toLowerCase())
            .put("seconds", r.elapsed().toNanos() / 1e9));
      } else if (r.isComplete()) {
        out.println(r.solutions());
      }
      out.flush();
      if (r.isComplete() && stats) {
        err.println(r.solutions() + " solutions, " + r.nodes() + " nodes, " + r.updates()
            + " updates (all runs of the job), " + r.elapsed().toMillis() + " ms this run");
      }
      return Main.OK;
    } catch (JobRun.CounterFailed e) {
      err.println("sudoku dlx: " + e.getMessage());
      return Main.UNAVAILABLE;
    } catch (IllegalArgumentException | IllegalStateException e) {
      err.println("sudoku dlx: " + e.getMessage());
      return Main.INVALID_INPUT;
    } catch (IOException e) {
      err.println("sudoku dlx: " + job + ": " + e);
      return Main.INVALID_INPUT;
    }
  }
}
