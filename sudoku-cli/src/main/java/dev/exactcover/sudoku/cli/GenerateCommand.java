package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.generate.GenerationException;
import dev.exactcover.sudoku.generate.Generator;
import dev.exactcover.sudoku.generate.Symmetry;
import dev.exactcover.sudoku.logic.Difficulty;
import dev.exactcover.sudoku.logic.Grade;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku generate}: new puzzles, each proven unique and minimal. */
@Command(name = "generate", mixinStandardHelpOptions = true,
    description = {"Generate puzzles with exactly one solution: a random complete grid, then "
        + "clues removed in random order while the solution stays unique, so each puzzle is "
        + "minimal (orbit-minimal with a symmetry). The same seed and options give the same "
        + "puzzles on every machine and thread count.", "",
        "Line format: the puzzle. json and csv add the solution, clues, grade and score."},
    footer = {"", "Exit codes: 0 done; 1 a target could not be met (the message says which); "
        + "2 usage error; 3 unreadable --regions file" + Main.EXIT_MORE, "", "Examples:",
        "  ./sudoku generate -n 5 --seed 42",
        "  ./sudoku generate --size 16 --symmetry rotate180 --format grid",
        "  ./sudoku generate -n 100 --difficulty intermediate --threads 2 --format json"})
final class GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "-n", paramLabel = "N", defaultValue = "1", description = "how many puzzles")
  long count;

  @Mixin VariantOptions variant;

  @Option(names = "--symmetry", paramLabel = "SYM", defaultValue = "none",
      description = "none, rotate180, rotate90, mirror, flip, diagonal, antidiagonal, "
          + "both-diagonals (default: ${DEFAULT-VALUE})")
  String symmetry;

  @Option(names = "--difficulty", paramLabel = "LEVEL",
      description = "simple, easy, intermediate, hard or expert (bounded attempts)")
  String difficulty;

  @Option(names = "--clues", paramLabel = "K",
      description = "aim at K givens (best effort within the attempts; stderr says if missed)")
  Integer clues;

  @Option(names = "--attempts", paramLabel = "N", defaultValue = "200",
      description = "puzzles tried per output puzzle to meet --clues or --difficulty")
  int attempts;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "0", description = "the seed")
  long seed;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "generate on N threads (same output, same order)")
  int threads;

  @Option(names = "--format", paramLabel = "FORMAT",
      description = "line, grid, json or csv (default: grid at a terminal, line otherwise)")
  Format format;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Generator.Builder b = Generator.builder().seed(seed);
    try {
      if (count < 0 || threads < 1 || attempts < 1) {
        throw new IllegalArgumentException("-n must be at least 0, --threads and --attempts at "
            + "least 1");
      }
      VariantOptions.Rules rules = variant.rules();
      Shape shape = rules.shape() != null ? rules.shape() : Shape.NINE;
      b.shape(shape).symmetry(Symmetry.parse(symmetry)).attempts(attempts);
      if (rules.jigsaw() != null || rules.diagonals()) {
        b.rules(rules.regions(shape));
      }
      if (difficulty != null) {
        b.difficulty(Difficulty.parse(difficulty));
      }
      if (clues != null) {
        b.clues(clues);
      }
    } catch (CliFailure e) {
      err.println("sudoku generate: " + e.getMessage());
      return e.exitCode();
    } catch (IllegalArgumentException e) {
      err.println("sudoku generate: " + e.getMessage());
      err.println("Try './sudoku generate --help'.");
      return Main.USAGE;
    }
    Generator generator;
    try {
      generator = b.build();
    } catch (IllegalArgumentException e) {
      err.println("sudoku generate: " + e.getMessage());
      return Main.USAGE;
    }
    Format f = format != null ? format : Terminal.stdout() ? Format.grid : Format.line;
    if (f == Format.csv) {
      out.println("index,seed,puzzle,solution,clues,minimal,grade,score");
    }
    boolean[] missed = {false};
    try {
      generator.generate(0, count, threads, p -> {
        if (!p.meetsTargets()) {
          missed[0] = true;
          err.println("sudoku generate: puzzle " + (p.index() + 1) + ": " + p.shortfall());
        }
        write(f, out, p);
      });
    } catch (GenerationException e) {
      out.flush();
      err.println("sudoku generate: " + e.getMessage());
      return Main.NO_SOLUTION;
    }
    return missed[0] ? Main.NO_SOLUTION : Main.OK;
  }

  private static void write(Format f, PrintWriter out, GeneratedPuzzle p) {
    switch (f) {
      case line -> out.println(p.puzzle().toLine());
      case grid -> {
        Grade g = p.grade();
        out.print("# puzzle " + (p.index() + 1) + ": " + p.clues() + " clues, " // one write
            + g.difficulty().name().toLowerCase() + " (" + g.hardest().label() + "), seed "
            + p.seed() + "\n" + p.puzzle().toPretty() + "\n");
      }
      case json -> {
        Grade g = p.grade();
        out.println(new Json().put("index", p.index() + 1).put("seed", p.seed())
            .put("puzzle", p.puzzle().toLine()).put("solution", p.solution().toLine())
            .put("clues", p.clues()).put("symmetry", p.symmetry().name().toLowerCase())
            .put("minimal", p.isMinimal())
            .put("grade", g.difficulty().name().toLowerCase()).put("score", g.score())
            .put("hardest", g.hardest().label()));
      }
      case csv -> {
        Grade g = p.grade();
        out.println((p.index() + 1) + "," + p.seed() + "," + p.puzzle().toLine() + ","
            + p.solution().toLine() + "," + p.clues() + "," + p.isMinimal() + ","
            + g.difficulty().name().toLowerCase() + "," + g.score());
      }
      default -> throw new AssertionError(f);
    }
  }
}
