package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.pieces.SearchTree;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
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
    footer = {"", "A count stopped before the search was done (--time-limit, or a --job or "
        + "--cluster run cut short) is marked: text '<solutions so far> partial', JSON "
        + "\"partial\":true with its \"status\"; exit code 5.",
        "Exit codes: 0 done; 2 usage error; 3 invalid input (a malformed .dlx file, a job "
        + "file for another problem or changed since written); 4 cluster unavailable or lost; "
        + "5 partial; 6 output could not be written; 70 internal failure; 130/143 interrupted; "
        + "141 stdout closed.",
        "", "Examples:",
        "  ./sudoku dlx --count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
        "  ./sudoku dlx --limit 1 ../shared/datasets/exact-cover/queens-8.dlx",
        "  ./sudoku dlx --count --threads 2 --stats problem.dlx",
        "  ./sudoku dlx --count --reduce subsumption,probing --weighted --stats hard.dlx",
        "  ./sudoku dlx --limit 2 --learn --stats hard.dlx",
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

  @Option(names = "--reduce", paramLabel = "RULE", split = ",",
      description = "prune at every node before branching: subsumption, blocking and/or probing "
          + "(comma-separated; one search, not with --threads or pieces); the same solutions")
  java.util.List<ReduceRule> reduce = new java.util.ArrayList<>();

  @Option(names = "--weighted",
      description = "branch on the item with the fewest options per weight, weights growing on "
          + "dead ends (hard instances; one search); the same solutions")
  boolean weighted;

  @Option(names = "--learn",
      description = "search as a SAT solver does: learn a clause from each dead end, no tree "
          + "(hard instances; one search; not with --reduce, --weighted or --random; .dlx3 "
          + "files keep Algorithm M); the same solutions, in another order")
  boolean learn;

  /** The reductions as the command line spells them. */
  enum ReduceRule {
    subsumption(Reduction.SUBSUMPTION), blocking(Reduction.BLOCKING), probing(Reduction.PROBING);

    final Reduction rule;

    ReduceRule(Reduction rule) {
      this.rule = rule;
    }
  }

  @Option(names = "--memo",
      description = "with --count: cache the count of each subproblem met, so that one met again "
          + "costs a lookup (tilings: many orders of magnitude faster; falls back to the plain "
          + "count where it does not pay); exact beyond 64 bits; not for .dlx3 multiplicities")
  boolean memo;

  @Option(names = "--memo-limit", paramLabel = "MIB",
      description = "with --memo: the most memory each thread's cache may take, in MiB "
          + "(default 512); a full cache stores no more, and the count stays exact")
  Long memoLimit;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "count on N threads (with --count)")
  int threads;

  @Mixin CountingOptions pieces;

  @Option(names = "--stats", description = "print solutions, nodes and updates on stderr")
  boolean stats;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
      description = "text, or json (with --count: one object with solutions, nodes, updates, "
          + "status)")
  DlxFormat format;

  /** The output forms of {@code dlx}. */
  enum DlxFormat { text, json }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    String problem = problem();
    if (problem != null) {
      err.println("sudoku dlx: " + problem);
      return Main.USAGE;
    }
    try {
      Problem p = Inputs.readDlx(file, err);
      Limits limits = Limits.none();
      if (limit != null) {
        limits = limits.withSolutions(limit);
      }
      if (timeLimit != null) {
        limits = limits.withTime(Main.seconds(timeLimit));
      }
      DlxRun run = new DlxRun(this, out, err);
      int code = pieces.any() ? run.countInPieces(p, limits) : run.search(p, limits);
      out.flush();
      return code;
    } catch (CliFailure e) {
      out.flush();
      err.println("sudoku dlx: " + e.getMessage());
      return e.exitCode();
    }
  }

  /** The rules between the options, or null when they hold. */
  private String problem() {
    if (limit != null && limit < 1 || threads < 1) {
      return "--limit and --threads must be positive";
    }
    if (timeLimit != null && Main.seconds(timeLimit) == null) {
      return "--time-limit must be a positive number of seconds (at most 100 years), not "
          + timeLimit;
    }
    if (format == DlxFormat.json && !count) {
      return "--format json needs --count";
    }
    if (threads > 1 && (!count || limit != null || seed != null)) {
      return "--threads needs --count, without --limit or --random";
    }
    if ((!reduce.isEmpty() || weighted || learn) && (threads > 1 || pieces.any())) {
      return "--reduce, --weighted and --learn change the search tree, so they work in one "
          + "search, not with --threads or --split, --shard, --job, --cluster";
    }
    if ((memo || memoLimit != null) && !count) {
      return "--memo and --memo-limit need --count (a memoized count visits no solution)";
    }
    if (memoLimit != null && !memo) {
      return "--memo-limit needs --memo";
    }
    if (memoLimit != null && (memoLimit < 1 || memoLimit > (Long.MAX_VALUE >> 20))) {
      return "--memo-limit must be a positive number of MiB, not " + memoLimit;
    }
    if (memo && (!reduce.isEmpty() || weighted || learn)) {
      return "--memo counts in a search of its own, so --reduce, --weighted and --learn have "
          + "nothing to act on";
    }
    if (learn && (!reduce.isEmpty() || weighted || seed != null)) {
      return "--learn searches without a tree, so --reduce, --weighted and --random have "
          + "nothing to act on";
    }
    if (pieces.any() && (!count || limit != null || seed != null)) {
      return "--split, --shard, --job and --cluster need --count, without --limit or --random";
    }
    return pieces.problem(threads);
  }
}
