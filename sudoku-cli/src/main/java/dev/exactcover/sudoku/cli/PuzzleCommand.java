package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ProgressBar;
import dev.exactcover.cli.CliCommand;
import dev.exactcover.cli.CliFailure;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.Messages;
import dev.exactcover.cli.RunContext;
import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.format.PuzzleReader;
import dev.exactcover.sudoku.format.UnknownRules;
import dev.exactcover.sudoku.internal.Batch;
import dev.exactcover.sudoku.print.Printable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The shared shape of the puzzle commands: read every puzzle of the inputs (files, or stdin),
 * work on each (on several threads if asked), and write exactly one result per puzzle in input
 * order, errors included. Subclasses say what the work is and how a result reads on one line.
 */
abstract class PuzzleCommand extends CliCommand {
  @Parameters(arity = "0..*", paramLabel = "FILE",
      description = "puzzle files (any format the README lists); none or -: stdin")
  List<String> files = new ArrayList<>();

  @Option(names = "--format", paramLabel = "FORMAT",
      description = "line, grid, json, csv or fpuzzles (default: grid at a terminal, line "
          + "otherwise)")
  Format format;

  @Option(names = "--drop-unknown-rules",
      description = "solve an f-puzzles puzzle without the rules this tool does not check "
          + "(named on stderr) instead of calling it invalid")
  boolean dropUnknownRules;

  @Option(names = "--threads", paramLabel = "N",
      description = "work on N threads; output stays in input order (default: the machine's "
          + "cores when every input is a file, 1 when reading stdin)")
  Integer threadsGiven;

  /** {@code --threads}, or its default for the inputs (resolved when the command starts). */
  int threads;

  @Mixin VariantOptions variant;

  @Option(names = "--time-limit", paramLabel = "SECONDS",
      description = "give up on a puzzle after this long (status limit)")
  Double timeLimit;

  @Option(names = "--stats", description = "print totals and timing on stderr at the end")
  boolean stats;

  @Option(names = "--symbols", paramLabel = "ALPHABET",
      description = "the input's own symbols, value 1 first: 0123456789ABCDEF for a 16x16 "
          + "written 0-F (. is a blank); the side is the alphabet's length")
  String symbols;

  /** Memory set aside per worker thread: its solver, stack, and its share of puzzles in flight. */
  private static final long BYTES_PER_THREAD = 4L << 20;

  PrintWriter out;
  PrintWriter err;

  /** The command's name in messages. */
  abstract String name();

  /** The work on one well-formed puzzle (on a worker thread, with that thread's solver). */
  abstract Result work(SudokuSolver solver, Limits limits, Item item);

  /** The result as one line of the {@code line} format. */
  abstract String lineText(Result r);

  /** Whether the grid format shows the solution (else the puzzle). */
  boolean printsSolution() {
    return false;
  }

  /** The printable-pages options of a command that prints pages (solve), else null. */
  PrintOptions printOptions() {
    return null;
  }

  /** Whether the line format carries the rules ({@code # rules:} lines), as solve's and check's. */
  boolean rulesInLines() {
    return false;
  }

  /** Whether results carry a grade (a CSV column). */
  boolean grades() {
    return false;
  }

  /**
   * How many puzzles are worked on at once: {@code --threads}, unless the command puts its threads
   * into each puzzle (count --split), when puzzles go one after another.
   */
  int batchThreads() {
    return threads;
  }

  /** Checks command-specific options; returns an error message or null. */
  String checkOptions() {
    return null;
  }

  /** Runs the puzzles with the rules read; a command may wrap it (count opens a cluster). */
  int run(VariantOptions.Rules rules, Limits limits) {
    return runPuzzles(rules, limits);
  }

  /** The exit code for a run with no invalid input. */
  int exitCode(Map<PuzzleStatus, Long> tally) {
    return ExitCode.OK.code();
  }

  @Override
  public Integer call() {
    out = ctx().out();
    err = ctx().err();
    threads = threadsGiven != null ? threadsGiven : defaultThreads(files);
    String problem = threads < 1 ? "--threads must be at least 1, not " + threads
        : timeLimit != null && RunContext.seconds(timeLimit) == null
            ? "--time-limit must be a positive number of seconds (at most 100 years), not "
            + timeLimit
        : symbols != null && !symbolsFit() ? "--symbols needs n distinct symbols for an n x n "
            + "grid (4, 9, 16, 25, ...; none of space | . , :), not '" + symbols + "'"
        : format != null && format.printable() && printOptions() == null ? "--format " + format
            + " (printable pages) is for generate and solve; use line, grid, json or csv"
        : format != null && format.printable() ? printOptions().problem(format, ctx().stdoutTerminal())
        : printOptions() != null && printOptions().output != null ? "-o goes with --format svg "
            + "or pdf (redirect stdout for the other formats)"
        : checkOptions();
    if (problem == null) {
      problem = edgeProblem();
    }
    if (problem != null) {
      return usage(problem);
    }
    String unwritable = printOptions() == null ? null : printOptions().unwritable();
    if (unwritable != null) {
      err.println("sudoku " + name() + ": " + unwritable);
      return ExitCode.OUTPUT_FAILED.code();
    }
    Limits limits = Limits.none();
    if (timeLimit != null) {
      limits = limits.withTime(RunContext.seconds(timeLimit));
    }
    try {
      return run(variant.rules(), limits);
    } catch (CliFailure e) {
      out.flush();
      return e.exitCode() == ExitCode.USAGE.code() ? usage(e.getMessage()) : fail(e);
    }
  }

  /**
   * The cores when every input is a file (reading ahead is free and the output keeps input order),
   * else 1: an interactive pipe gets each answer before the next question is read.
   */
  static int defaultThreads(List<String> files) {
    boolean stdin = files.isEmpty() || files.contains("-");
    return stdin ? 1 : Runtime.getRuntime().availableProcessors();
  }

  /** Stdin given twice; symbols outside one UTF-16 unit; symbols of another size than --size. */
  private String edgeProblem() {
    int stdin = 0; // counted without a stream: this runs at every start
    for (String f : files) {
      stdin += f.equals("-") ? 1 : 0;
    }
    if (stdin > 1) {
      return "- (stdin) can be read once, not " + stdin + " times";
    }
    if (symbols != null && symbols.codePointCount(0, symbols.length()) != symbols.length()) {
      return "--symbols takes symbols of one UTF-16 unit each (letters, digits, most signs; "
          + "not emoji), not '" + Messages.escape(symbols) + "'";
    }
    if (symbols != null && variant.size != null) {
      try {
        int side = dev.exactcover.sudoku.Shape.parse(variant.size).side();
        if (side != symbols.length()) {
          return "--symbols has " + symbols.length() + " symbols, and --size " + variant.size
              + " needs " + side;
        }
      } catch (IllegalArgumentException e) {
        return null; // said by the size's own check
      }
    }
    return null;
  }

  private boolean symbolsFit() {
    if (!dev.exactcover.sudoku.Shape.isSide(symbols.length())) {
      return false;
    }
    try {
      PuzzleReader.of(java.io.InputStream.nullInputStream(),
          dev.exactcover.sudoku.Shape.forSide(symbols.length()), symbols);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /**
   * The puzzle of {@code r} on a page, its solution in the answer key, each captioned with where
   * the puzzle came from and the status; an unreadable record is said on stderr instead.
   */
  private void page(Result r, VariantOptions.Rules rules, List<Printable> pages,
      List<Printable> answers) {
    if (r.error() != null) {
      err.println("sudoku " + name() + ": " + Inputs.source(r.file()) + ": " + r.error());
    }
    Grid puzzle = r.puzzle();
    if (puzzle == null) {
      return;
    }
    Regions regions = regionsOf(r, rules);
    if (regions == null) {
      regions = Regions.standard(puzzle.shape());
    }
    String where = (r.file().equals("-") ? "<stdin>" : Path.of(r.file()).getFileName().toString())
        + " line " + r.line();
    dev.exactcover.sudoku.variant.Rules variants = r.item().entry().variantRules();
    List<dev.exactcover.sudoku.variant.Rule> drawn = variants == null ? List.of()
        : variants.list(); // cages, thermometers, ... drawn on both pages
    pages.add(new Printable(puzzle, puzzle, regions, where, drawn));
    Grid solution = r.solution();
    answers.add(solution == null
        ? new Printable(puzzle, puzzle, regions, where + ": " + r.status().label(), drawn)
        : new Printable(solution, puzzle, regions,
            where + (r.status() == PuzzleStatus.UNIQUE ? "" : ": " + r.status().label()),
            drawn));
  }

  /** The variant rules of an entry, under the options' regions when they give some. */
  private static dev.exactcover.sudoku.variant.Rules variantRules(Item item,
      VariantOptions.Rules rules, boolean given) {
    dev.exactcover.sudoku.variant.Rules v = item.entry().variantRules();
    return given ? new dev.exactcover.sudoku.variant.Rules(rules.regions(v.shape()), v.list()) : v;
  }

  /** What the readers do with an f-puzzles rule they do not know. */
  UnknownRules unknownRules() {
    return dropUnknownRules ? UnknownRules.DROP : UnknownRules.REFUSE;
  }

  /**
   * The rules {@code r} was worked under: the options', else its input's, else classic; null
   * when they do not fit its shape (a map of another size: the puzzle is invalid).
   */
  static Regions regionsOf(Result r, VariantOptions.Rules rules) {
    Shape s = r.puzzle().shape();
    Regions own = r.item().entry().rules();
    Regions used = rules.jigsaw() != null || rules.diagonals() || own == null
        ? rules.regions(s) : own;
    return used.shape().equals(s) ? used : null;
  }

  private int runPuzzles(VariantOptions.Rules rules, Limits limits) {
    Supplier<SudokuSolver> solvers = rules.solvers();
    Format f = format != null ? format : ctx().stdoutTerminal() ? Format.grid : Format.line;
    Output output = new Output(f, out, err, name(), this::lineText, printsSolution(), grades(),
        r -> regionsOf(r, rules), ctx()::clearProgress);
    if (rulesInLines()) {
      output.withRulesInLines();
    }
    List<Printable> pages = new ArrayList<>();
    List<Printable> answers = new ArrayList<>();
    if (!f.printable()) {
      output.header();
    }
    List<String> inputs = files.isEmpty() ? List.of("-") : files;
    boolean unreadable = false;
    Map<PuzzleStatus, Long> tally = new EnumMap<>(PuzzleStatus.class);
    long start = System.nanoTime();
    long[] nodes = {0};
    long total = ctx().stderrTerminal() ? Inputs.countPuzzles(inputs, rules.shape(), symbols,
        unknownRules()) : 0;
    ProgressBar bar = ctx().stderrTerminal() ? new ProgressBar(ctx(), total) : null;
    long[] done = {0};
    int workers = batchThreads();
    long memoryCap = Math.max(1, Runtime.getRuntime().maxMemory() / BYTES_PER_THREAD);
    if (workers > memoryCap) { // each thread holds a solver and puzzles in flight
      err.println("sudoku " + name() + ": --threads " + workers + " is more than this JVM's "
          + (Runtime.getRuntime().maxMemory() >> 20) + " MB of memory allows; working on "
          + memoryCap + " threads");
      workers = (int) memoryCap;
    }
    int batch = workers;
    for (String file : inputs) {
      long before = done[0];
      if (file.equals("-") && ctx().stdinTerminal()) { // not waiting in silence
        err.println("reading puzzles from the terminal; Ctrl-D to end");
      }
      try (PuzzleReader reader = Inputs.open(file, ctx().stdin(), rules.shape(), symbols,
          unknownRules())) {
        Iterator<Item> items = Inputs.map(reader, e -> new Item(file, e));
        boolean given = rules.jigsaw() != null || rules.diagonals(); // options win
        Batch.run(items, batch, () -> {
          SudokuSolver solver = solvers.get();
          Map<Object, SudokuSolver> own = new java.util.HashMap<>(); // rules from the input
          return item -> !item.entry().isValid()
              ? new Result.Invalid(item, item.entry().error().getMessage())
              : item.entry().variantRules() != null ? work(own.computeIfAbsent(
                  variantRules(item, rules, given), k -> Sudoku.solver(
                  (dev.exactcover.sudoku.variant.Rules) k)), limits, item)
              : given || item.entry().rules() == null ? work(solver, limits, item)
              : work(own.computeIfAbsent(item.entry().rules(),
                  k -> Sudoku.solver((Regions) k)), limits, item);
        }, r -> {
          if (f.printable()) {
            page(r, rules, pages, answers);
          } else {
            output.write(r);
          }
          tally.merge(r.status(), 1L, Long::sum);
          nodes[0] += r.nodes();
          done[0]++;
          if (bar != null) {
            bar.update(done[0]);
          }
        });
        if (done[0] == before) { // said, so that an empty input is not taken for a success
          err.println("sudoku " + name() + ": " + Inputs.source(file)
              + ": no puzzles in the input (it is empty, or only blank and comment lines)");
          unreadable = true;
        }
      } catch (NoSuchFileException e) {
        err.println("sudoku " + name() + ": " + file + ": no such file (to give a puzzle "
            + "itself, pipe it: echo PUZZLE | ./sudoku " + name() + ")");
        unreadable = true;
      } catch (IOException e) {
        err.println("sudoku " + name() + ": " + Inputs.source(file) + ": cannot read: "
            + Messages.plain(e)
            + (done[0] > before ? "; the records after the last one printed were not read" : ""));
        unreadable = true;
      } catch (UncheckedIOException e) {
        err.println("sudoku " + name() + ": " + Inputs.source(file) + ": cannot read: "
            + Messages.plain(e.getCause())
            + (done[0] > before ? "; the records after the last one printed were not read" : ""));
        unreadable = true;
      }
    }
    if (bar != null) {
      bar.clear();
    }
    int written = ExitCode.OK.code();
    if (f.printable() && !pages.isEmpty()) {
      written = printOptions().write(f, name(), "Sudoku", pages, answers, out, err,
          ctx().stdoutBytes());
    }
    out.flush();
    if (written != ExitCode.OK.code()) {
      return written;
    }
    if (stats) {
      double seconds = (System.nanoTime() - start) / 1e9;
      StringBuilder s = new StringBuilder(Messages.count(done[0], "puzzle"));
      new java.util.TreeMap<>(labels(tally)).forEach((k, v) -> s.append(", ").append(v)
          .append(' ').append(k));
      s.append(String.format("; %s; %.3f s; %s puzzles/s", Messages.count(nodes[0], "node"),
          seconds,
          rate(done[0] / Math.max(seconds, 1e-9))));
      err.println(s);
    }
    return unreadable || tally.containsKey(PuzzleStatus.INVALID) ? ExitCode.INVALID_INPUT.code()
        : tally.containsKey(PuzzleStatus.LIMIT) ? ExitCode.PARTIAL.code() : exitCode(tally);
  }

  private static Map<String, Long> labels(Map<PuzzleStatus, Long> tally) {
    Map<String, Long> m = new java.util.HashMap<>();
    tally.forEach((k, v) -> m.put(k.label(), v));
    return m;
  }

  private int usage(String message) {
    err.println("sudoku " + name() + ": " + message);
    err.println("Try './sudoku " + name() + " --help'.");
    return ExitCode.USAGE.code();
  }

  private int fail(CliFailure e) {
    err.println("sudoku " + name() + ": " + e.getMessage());
    return e.exitCode();
  }

  /** A conflict (or other rule broken) as a result, naming the line. */
  static Result conflict(Item item, IllegalArgumentException e) {
    return conflict(item, e, null);
  }

  /** A conflict as a result, naming the line, with what another variant makes of it. */
  static Result conflict(Item item, IllegalArgumentException e, String note) {
    return new Result.Invalid(item, item.entry().line() + ": " + e.getMessage()
        + (note == null ? "" : "; " + note));
  }

  /** A rate with its leading digits: a slow one (a 25x25 proof) is not printed as 0. */
  static String rate(double perSecond) {
    return String.format(java.util.Locale.ROOT, perSecond >= 100 ? "%.0f"
        : perSecond >= 1 ? "%.1f" : "%.2g", perSecond);
  }
}
