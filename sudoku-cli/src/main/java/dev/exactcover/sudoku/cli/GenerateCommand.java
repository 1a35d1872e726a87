package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CliFailure;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.Messages;
import dev.exactcover.cli.RecordSink;
import dev.exactcover.cli.CliCommand;
import dev.exactcover.dlx.CancelToken;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.generate.Generator;
import dev.exactcover.sudoku.generate.Symmetry;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku generate}: new puzzles, each proven unique and minimal. */
@Command(name = "generate", mixinStandardHelpOptions = true,
    description = {"Generate puzzles with exactly one solution: a random complete grid, then "
        + "clues removed in random order while the solution stays unique, so each puzzle is "
        + "minimal (orbit-minimal with a symmetry). With --difficulty up to fiendish (or a "
        + "--rating up to 6.0), and at 25x25, clues go while the rating ladder, with no step "
        + "harder than the level, still solves the puzzle (unique, not minimal unless "
        + "--minimal); diabolical puzzles are minimal puzzles rated until one fits, extreme ones are "
        + "found by a walk from diabolical puzzles, one given moved at a time, each step minimal "
        + "and rated (9x9 and smaller). Without --seed the seed is random and printed (stderr for the "
        + "line format); the same seed and options give the same puzzles on every machine and "
        + "thread count, and each puzzle's own seed (grid, json and csv) given as --seed with "
        + "-n 1 makes that puzzle again.", "",
        "Line format: the puzzle. json and csv add the solution, clues and (9x9, or with a "
        + "target) rating, level and hardest technique, as grade writes them."},
    footer = {"", "Examples:",
        "  ./sudoku generate -n 5 --seed 42",
        "  ./sudoku generate --size 25 --time-limit 60",
        "  ./sudoku generate --size 16 --symmetry rotate180 --format grid",
        "  ./sudoku generate -n 100 --difficulty fiendish --threads 2 --format json",
        "  ./sudoku generate --killer -n 3 --seed 7 --format fpuzzles"})
final class GenerateCommand extends CliCommand {
  @Option(names = "-n", paramLabel = "N", defaultValue = "1", description = "how many puzzles")
  long count;

  @Mixin VariantOptions variant;

  @Option(names = "--symmetry", paramLabel = "SYM", defaultValue = "none",
      description = "none, rotate180, rotate90, mirror, flip, diagonal, antidiagonal, "
          + "both-diagonals (default: ${DEFAULT-VALUE})")
  String symmetry;

  @Option(names = "--difficulty", paramLabel = "LEVEL",
      description = "a level, as grade prints it: " + Ratings.LEVELS)
  String difficulty;

  @Option(names = "--rating", paramLabel = "MIN[-MAX]",
      description = "a rating on Sudoku Explainer's scale, or a range such as 6.0-8.0 "
          + "(puzzles are rated until one fits, within --attempts)")
  String rating;

  @Option(names = "--clues", paramLabel = "K",
      description = "aim at K givens, 1 to the grid's cells (best effort within the attempts; "
          + "stderr says if missed)")
  Integer clues;

  @Option(names = "--attempts", paramLabel = "N",
      description = "puzzles tried per output puzzle to meet --clues, --difficulty or --rating "
          + "(default: 200; 5000 for extreme, each step of its walks counting one; a killer: "
          + "sets of cages)")
  Integer attempts;

  @Option(names = "--seed", paramLabel = "S",
      description = "the seed (default: a random one, printed)")
  Long seed;

  @Option(names = "--time-limit", paramLabel = "SECONDS",
      description = "stop after this long; the puzzles made so far are printed (exit 5)")
  Double timeLimit;

  @Option(names = "--minimal", description = "minimal puzzles also where clues go by the rating "
      + "ladder: --difficulty up to fiendish (or a --rating up to 6.0) at every size, and 25x25 "
      + "(slower: use with --time-limit at 25x25)")
  boolean minimal;

  @Option(names = "--killer", description = "killer puzzles (9x9): no givens, cages with their "
      + "sums over a random grid, mostly of 2 to 4 cells, unique, then reduced (cages merged "
      + "and dropped while the solution stays unique); line format: the killer forum's cage "
      + "line, which every command reads")
  boolean killer;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "generate on N threads (same output, same order)")
  int threads;

  @Option(names = "--format", paramLabel = "FORMAT",
      description = "line, grid, json, csv, or printable pages: svg, pdf (default: grid at a "
          + "terminal, line otherwise)")
  Format format;

  @Mixin PrintOptions print;

  @Option(names = "--stats", description = "print totals and timing on stderr at the end: "
      + "puzzles, attempts, puzzles rated while made, nodes, seconds, rate")
  boolean stats;

  private final CancelToken cancel = new CancelToken();

  @Override
  public Integer call() {
    PrintWriter out = ctx().out();
    PrintWriter err = ctx().err();
    boolean randomSeed = seed == null;
    long s = randomSeed ? new SplittableRandom().nextLong(1L << 53) : seed; // exact in JSON too
    Generator.Builder b = Generator.builder().seed(s).cancel(cancel).minimal(minimal)
        .killer(killer);
    try {
      if (count < 1) { // asking for no puzzle is a mistake, not a run that prints nothing
        throw new IllegalArgumentException("-n must be at least 1 (how many puzzles), not "
            + count);
      }
      if (threads < 1) {
        throw new IllegalArgumentException("--threads must be at least 1, not " + threads);
      }
      if (attempts != null && attempts < 1) {
        throw new IllegalArgumentException("--attempts must be at least 1, not " + attempts);
      }
      print.sheet(); // --paper and --per-page checked before any work
      if (timeLimit != null && !(timeLimit > 0 && timeLimit < 1e9)) {
        throw new IllegalArgumentException("--time-limit must be a positive number of seconds");
      }
      VariantOptions.Rules rules = variant.rules();
      Shape shape = rules.shape() != null ? rules.shape() : Shape.NINE;
      b.shape(shape).symmetry(Symmetry.parse(symmetry));
      if (attempts != null) {
        b.attempts(attempts);
      }
      if (rules.jigsaw() != null || rules.diagonals()) {
        b.rules(rules.regions(shape));
      }
      if (rating != null) {
        String[] ends = rating.trim().split("-", 2);
        try {
          double min = Double.parseDouble(ends[0]);
          double max = ends.length == 2 ? Double.parseDouble(ends[1]) : min;
          if (min <= max && max < Level.EASY.upTo()) {
            throw new IllegalArgumentException("--rating " + rating.trim() + ": no puzzle rates "
                + "below " + Level.EASY.upTo() + " (a hidden single in a box, the lowest step on "
                + "Sudoku Explainer's scale)");
          }
          b.rating(min, max);
        } catch (NumberFormatException e) {
          throw new IllegalArgumentException("--rating takes a number or a range such as "
              + "6.0-8.0, not '" + rating + "'");
        }
      }
      if (difficulty != null) {
        b.level(Ratings.level(difficulty));
      }
      if (clues != null) {
        if (clues < 1 || clues > shape.cells()) {
          throw new IllegalArgumentException("--clues must be from 1 to " + shape.cells()
              + " (the cells of a " + shape + " grid; leave it out for no target), not " + clues);
        }
        b.clues(clues);
      }
    } catch (CliFailure e) {
      err.println("sudoku generate: " + e.getMessage());
      return e.exitCode();
    } catch (IllegalArgumentException e) {
      err.println("sudoku generate: " + e.getMessage());
      err.println("Try './sudoku generate --help'.");
      return ExitCode.USAGE.code();
    }
    Generator generator;
    try {
      generator = b.build();
    } catch (IllegalArgumentException e) {
      err.println("sudoku generate: " + e.getMessage());
      return ExitCode.USAGE.code();
    }
    Format f = format != null ? format
        : print.output == null && ctx().stdoutTerminal() ? Format.grid : Format.line;
    if (killer && f == Format.csv) {
      err.println("sudoku generate: --killer --format csv: CSV has no column for cages; the "
          + "formats that carry them are line (the killer forum's cage line), grid, json, "
          + "fpuzzles, svg and pdf");
      return ExitCode.USAGE.code();
    }
    if (f == Format.pdf && print.output == null && ctx().stdoutTerminal()) {
      err.println("sudoku generate: " + print.problem(f, true));
      return ExitCode.USAGE.code();
    }
    String unwritable = print.unwritable();
    if (unwritable != null) {
      err.println("sudoku generate: " + unwritable);
      return ExitCode.OUTPUT_FAILED.code();
    }
    if (print.output == null || f.printable()) {
      return new GenerateRun(count, threads, timeLimit, cancel, print, ctx()).stats(stats)
          .run(generator, f, out, err, randomSeed, s);
    }
    // A text format to a file: through a record sink, which reports a failed write (a full
    // disk) where a PrintWriter over the file would swallow it.
    OutputStream file;
    try {
      file = Files.newOutputStream(print.output);
    } catch (IOException e) {
      err.println("sudoku generate: cannot write " + print.output + ": " + Messages.plain(e));
      return ExitCode.OUTPUT_FAILED.code();
    }
    RecordSink sink = new RecordSink(file, ctx()::clearProgress);
    PrintWriter text = new PrintWriter(sink);
    try {
      int code = new GenerateRun(count, threads, timeLimit, cancel, print, ctx()).stats(stats)
          .run(generator, f, text, err, randomSeed, s);
      text.flush();
      return code;
    } finally {
      sink.end();
      try {
        file.close();
      } catch (IOException e) {
        err.println("sudoku generate: cannot close " + print.output + ": " + Messages.plain(e));
      }
    }
  }
}
