package dev.exactcover.cli;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.ItemChoice;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.SearchTree;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The generic engine on Knuth's {@code .dlx} format, as three commands that share its options:
 * {@code sudoku dlx} ({@link Dlx}: lists, or counts with {@code --count}), and, named for what
 * they do, {@code exactcover count} and {@code exactcover list}.
 */
public abstract class DlxCommand extends CliCommand {
  // The help's lines, shared by dlx, count and list (each under 80 columns: never wrapped).
  static final String FORMAT = "A .dlx file: the first line names the items (after '|': "
      + "secondary items, covered at most once); each further line is an option, the items it "
      + "covers; lines starting with '|' are comments. Four lines, two solutions "
      + "({a b, c d x} and {a b c d}):";
  static final String FORMAT_1 = "    a b c d | x";
  static final String FORMAT_2 = "    a b";
  static final String FORMAT_3 = "    c d x";
  static final String FORMAT_4 = "    a b c d";
  static final String LIMITS = "A count that a limit stopped (--limit, --time-limit, or a "
      + "--job or --cluster run cut short) is a lower bound, marked: text '<solutions> limit', "
      + "JSON \"complete\":false with its \"status\"; exit code 5. A listing stopped by "
      + "--time-limit exits 5 too; one stopped by --limit printed what was asked (exit 0).";

  @Parameters(arity = "0..1", paramLabel = "FILE", description = "a .dlx file; - or none: stdin")
  String file;

  /** Whether this run counts (else it lists): {@link #counts()}, fixed when the run starts. */
  boolean count;

  /** Whether the command counts the solutions (else it lists them). */
  abstract boolean counts();

  /** Whether the command's name says whether it counts (exactcover count and list). */
  boolean named() {
    return false;
  }

  /** {@code sudoku dlx}: lists the solutions, or counts them with {@code --count}. */
  @Command(name = "dlx", mixinStandardHelpOptions = true,
      description = {"Solve an exact-cover problem in Knuth's .dlx format (stdin when no file): "
          + "list its solutions, or count them (--count). The same as ./exactcover list and "
          + "./exactcover count.", "", DlxCommand.FORMAT, "", DlxCommand.FORMAT_1,
          DlxCommand.FORMAT_2, DlxCommand.FORMAT_3, DlxCommand.FORMAT_4, ""},
      footer = {"", DlxCommand.LIMITS,
          "", "Examples:",
          "  ./sudoku dlx --count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
          "  ./sudoku dlx --limit 1 ../shared/datasets/exact-cover/queens-8.dlx",
          "  printf 'a b c d | x\\na b\\nc d x\\na b c d\\n' | ./sudoku dlx -"})
  public static final class Dlx extends DlxCommand {
    @Option(names = "--count", description = "print only the number of solutions")
    boolean countOption;

    @Override
    boolean counts() {
      return countOption;
    }
  }

  @Option(names = "--limit", paramLabel = "N", description = "stop after N solutions")
  Long limit;

  @Option(names = "--time-limit", paramLabel = "SECONDS",
      description = "stop this long after the command started (the count so far is marked)")
  Double timeLimit;

  @Option(names = "--seed", paramLabel = "SEED",
      description = "break ties and order options at random, reproducibly")
  Long seed;

  /** The seed's old name, kept for scripts that use it. */
  @Option(names = "--random", paramLabel = "SEED", hidden = true)
  Long random;

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
          + "(hard instances; one search; not with --reduce, --weighted, --seed or --memo; .dlx3 "
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
          + "count where it does not pay); exact beyond 64 bits; not for .dlx3 multiplicities; "
          + "not with --seed, --reduce, --weighted or --learn")
  boolean memo;

  @Option(names = "--memo-limit", paramLabel = "MIB",
      description = "with --memo or --sample: the most memory each thread's cache may take, in MiB "
          + "(default 512); a full cache stores no more, and the count stays exact")
  Long memoLimit;

  @Option(names = "--sample", paramLabel = "N",
      description = "list N solutions drawn uniformly at random, independently (with "
          + "replacement: N may exceed the count, and a solution may come twice), from the "
          + "memoized counts; reproducible with --seed (the seed of the draws; --stats prints "
          + "it); exit 1 when there is no solution; not for .dlx3 multiplicities")
  Integer sample;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "count, or list (in the order of one thread), on N threads")
  int threads;

  @Mixin CountingOptions pieces;

  @Option(names = "--stats",
      description = "print solutions, nodes, updates and seconds on stderr at the end")
  boolean stats;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "line",
      converter = DlxFormat.Name.class,
      description = "line (the default: a count on one line; each solution as its options, one "
          + "per line, as Knuth's programs print them), or json: a count as one object "
          + "(solutions, complete, nodes, updates, status, seconds); a listing as one object per "
          + "solution (solution, options, items)")
  DlxFormat format;

  /**
   * The output forms of {@code count} and {@code list}, named as the puzzle commands name theirs
   * ({@code line}, {@code json}); {@code text}, the old name of {@code line}, is still read.
   */
  enum DlxFormat {
    line, json;

    /** Reads a {@code --format} value. */
    static final class Name implements picocli.CommandLine.ITypeConverter<DlxFormat> {
      @Override
      public DlxFormat convert(String value) {
        return switch (value.toLowerCase(java.util.Locale.ROOT)) {
          case "line", "text" -> line;
          case "json" -> json;
          default -> throw new picocli.CommandLine.TypeConversionException(
              "expected line or json, not '" + value + "'");
        };
      }
    }
  }

  @Override
  public Integer call() {
    count = counts();
    PrintWriter out = ctx().out();
    PrintWriter err = ctx().err();
    String name = commandName();
    if (seed == null) {
      seed = random;
    }
    String problem = problem();
    if (problem != null) {
      err.println(name + ": " + problem);
      err.println("Try './" + name + " --help'.");
      return ExitCode.USAGE.code();
    }
    String source = Messages.escape(file == null || file.equals("-") ? "<stdin>" : file);
    ReadingDeadline reading = ReadingDeadline.start(timeLimit, name, "reading " + source
        + ", before the search began: " + (count || sample != null ? "nothing was counted"
        : "no solution was listed"), ctx());
    try {
      ctx().holding("the problem read from " + source);
      Problem p = readDlx(file, ctx());
      ReadingDeadline.close(reading); // the search keeps the limit from here on
      ctx().holding(threads > 1 ? "the solvers of " + threads + " threads (try fewer --threads)"
          : "the search of " + Messages.escape(file == null ? "<stdin>" : file));
      Limits limits = Limits.none();
      if (limit != null) {
        limits = limits.withSolutions(limit);
      }
      if (timeLimit != null) { // for the whole run, from the command's start
        limits = limits.withTime(ctx().timeLeft(RunContext.seconds(timeLimit)));
      }
      DlxRun run = new DlxRun(this, out, err);
      int code = pieces.any() ? run.countInPieces(p, limits)
          : sample != null ? run.sample(p) : run.search(p, limits);
      out.flush();
      return code;
    } catch (CliFailure e) {
      ReadingDeadline.close(reading); // before the message, which the limit must not cut
      out.flush();
      err.println(name + ": " + e.getMessage());
      return e.exitCode();
    }
  }

  /** The rules between the options, or null when they hold. */
  private String problem() {
    if (limit != null && limit < 1) {
      return "--limit must be at least 1, not " + limit;
    }
    if (threads < 1) {
      return "--threads must be at least 1, not " + threads;
    }
    if (timeLimit != null && RunContext.seconds(timeLimit) == null) {
      return "--time-limit must be a positive number of seconds (at most 100 years), not "
          + timeLimit;
    }
    String counts = named() ? "count" : "--count";
    if (CountingOptions.threadsProblem(threads) != null) {
      return CountingOptions.threadsProblem(threads);
    }
    if (threads > 1 && seed != null) {
      return "--threads goes without --seed (the threads share one tree)";
    }
    if (threads > 1 && count && limit != null) {
      return "--threads counts every solution: it goes without --limit in a count";
    }
    if ((!reduce.isEmpty() || weighted || learn) && (threads > 1 || pieces.any())) {
      return "--reduce, --weighted and --learn change the search tree, so they work in one "
          + "search, not with --threads or --split, --shard, --job, --cluster";
    }
    if (sample != null && sample < 1) {
      return "--sample must be at least 1, not " + sample;
    }
    if (sample != null && count) {
      return named() ? "--sample draws solutions to list: ./exactcover list --sample N"
          : "--sample lists solutions: it goes without --count";
    }
    if (sample != null && (threads > 1 || pieces.any() || limit != null
        || timeLimit != null || !reduce.isEmpty() || weighted || learn)) {
      return "--sample lists random solutions of one problem: it goes without --limit, "
          + "--time-limit, --threads, --reduce, --weighted, --learn and --split, --shard, "
          + "--job, --cluster";
    }
    if ((memo || memoLimit != null) && !count && sample == null) {
      return "--memo and --memo-limit need " + counts + " or --sample (a memoized count "
          + "visits no solution)";
    }
    if (memoLimit != null && !memo && sample == null) {
      return "--memo-limit needs --memo";
    }
    if (memoLimit != null && memoLimit < 1) {
      return "--memo-limit must be at least 1, not " + memoLimit;
    }
    if (memoLimit != null && memoLimit > (Long.MAX_VALUE >> 20)) { // its bytes fit in a long
      return "--memo-limit must be at most " + (Long.MAX_VALUE >> 20) + " MiB (2^63 bytes), not "
          + memoLimit;
    }
    if (memo && learn) {
      return "--memo and --learn choose two strategies, memoized counting and clause learning: "
          + "give one";
    }
    if (sample == null) { // --sample's --seed is the seed of the draws, not of the branching
      try {
        searchSettings(learn);
      } catch (IllegalArgumentException e) {
        return e.getMessage(); // the library's words, after the two options
      }
    }
    if (pieces.any() && (!count || limit != null || seed != null)) {
      return "--split, --shard, --job and --cluster need " + counts + ", without --limit or "
          + "--seed";
    }
    return pieces.problem(threads);
  }

  /**
   * The search settings these options ask for, without progress reports: the strategy ({@code
   * --learn} where {@code learns}, {@code --memo}, {@code --reduce}, else plain Dancing Links)
   * with its knobs ({@code --seed}, {@code --reduce}, {@code --weighted}, {@code --memo-limit}).
   *
   * @param learns whether {@code --learn} is to be taken (a {@code .dlx3} problem keeps
   *     Algorithm M)
   * @throws IllegalArgumentException when a knob cannot apply to the strategy: the message names
   *     the two options, then says why in the library's words
   */
  SearchSettings searchSettings(boolean learns) {
    Strategy strategy = learns ? Strategy.CLAUSE_LEARNING : memo ? Strategy.MEMOIZED
        : reduce.isEmpty() ? Strategy.DANCING_LINKS : Strategy.WITH_REDUCTIONS;
    SearchSettings s = SearchSettings.of(strategy);
    String knob = null;
    try {
      if (seed != null) {
        knob = "--seed";
        s = s.withRandomBranching(seed);
      }
      if (!reduce.isEmpty()) {
        knob = "--reduce";
        s = s.withReductions(reduce.stream().map(r -> r.rule).toArray(Reduction[]::new));
      }
      if (weighted) {
        knob = "--weighted";
        s = s.withItemChoice(ItemChoice.WEIGHTED);
      }
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException((learns ? "--learn" : "--memo") + " and " + knob + ": "
          + e.getMessage(), e);
    }
    return memo && memoLimit != null ? s.withMemoLimit(memoLimit << 20) : s;
  }

  /**
   * The problem in the {@code .dlx} file {@code file} (stdin for null or {@code -}); warnings
   * (an option without a primary item, dropped) go to {@code err}.
   *
   * @throws CliFailure with exit code 3, naming the file, when it cannot be read or is malformed
   */
  static Problem readDlx(String file, RunContext ctx) {
    PrintWriter err = ctx.err();
    String source = Messages.source(file);
    if (source.equals("<stdin>") && ctx.stdinTerminal()) { // not waiting in silence
      err.println("reading a .dlx problem from the terminal; Ctrl-D to end");
    }
    // Bytes, not a Reader: the engine decodes strictly and names the line and column of a byte
    // that is not UTF-8 (a Reader would only say "Input length = 1").
    try (InputStream in = file == null || file.equals("-")
        ? ctx.stdin() : Files.newInputStream(Path.of(file))) {
      return ExactCover.read(in, w -> err.println(source + ": " + w));
    } catch (NoSuchFileException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), source + ": no such file");
    } catch (java.nio.charset.MalformedInputException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), source + ": cannot read: not UTF-8 text (a .dlx "
          + "file is read as UTF-8)");
    } catch (IOException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), source + ": cannot read: " + Messages.plain(e));
    } catch (DlxFormatException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), Messages.escape(e.message(source)));
    }
  }
}
