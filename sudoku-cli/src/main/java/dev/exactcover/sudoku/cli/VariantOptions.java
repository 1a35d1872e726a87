package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CliFailure;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.Messages;
import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Verdict;
import java.util.ArrayList;
import java.util.List;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.Supplier;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/**
 * Which Sudoku: {@code --size}, and the variant, {@code --x} and {@code --regions} (together: a
 * jigsaw X).
 * A picocli mixin shared by every puzzle command and {@code generate}.
 */
final class VariantOptions {
  @Option(names = "--size", paramLabel = "SIZE",
      description = "grid size: a side (4, 6, 8, 9, 12, 16, 25) or boxes RxC (2x3); default: "
          + "from each puzzle (generate: 9)")
  String size;

  @ArgGroup(exclusive = false)
  Variant variant;

  /** {@code --x} and {@code --regions}, alone or together (a jigsaw X). */
  static final class Variant {
    @Option(names = "--x", description = "Sudoku X: both main diagonals hold every value too")
    boolean diagonals;

    @Option(names = "--regions", paramLabel = "MAPFILE",
        description = "jigsaw: a file with one region label per cell (n lines of n labels)")
    Path regionsFile;
  }

  /**
   * The rules the options name: a fixed shape (or none, to take each puzzle's), and solvers of
   * them.
   *
   * @param shape the shape of every grid, or null when each puzzle's text says
   * @param jigsaw the jigsaw's regions, or null
   * @param diagonals whether it is Sudoku X
   */
  record Rules(Shape shape, Regions jigsaw, boolean diagonals) {
    /** A new solver of these rules (one per thread). */
    Supplier<SudokuSolver> solvers() {
      return jigsaw != null ? () -> Sudoku.solver(jigsaw)
          : diagonals ? Sudoku::solverX : Sudoku::solver;
    }

    /** The regions of a grid of {@code s} under these rules. */
    Regions regions(Shape s) {
      return jigsaw != null ? jigsaw : diagonals ? Regions.x(s) : Regions.standard(s);
    }
  }

  /**
   * Reads the options (and the region map).
   *
   * @throws CliFailure with exit code 2 for a bad {@code --size}, 3 for a map that cannot be
   *     read or is not a map of that size
   */
  Rules rules() {
    Shape shape = null;
    if (size != null) {
      try {
        shape = Shape.parse(size);
      } catch (IllegalArgumentException e) {
        throw new CliFailure(ExitCode.USAGE.code(), "--size " + e.getMessage());
      }
    }
    if (variant == null || variant.regionsFile == null) {
      return new Rules(shape, null, variant != null && variant.diagonals);
    }
    Path file = variant.regionsFile;
    try {
      String map = dev.exactcover.cli.TextInput.readSmall(file, MAX_MAP_LINE, "a region map");
      Shape s = shape != null ? shape : mapShape(map);
      Regions jigsaw = Regions.jigsaw(s, map);
      return new Rules(s, variant.diagonals ? jigsaw.withDiagonals() : jigsaw, variant.diagonals);
    } catch (NoSuchFileException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), file + ": no such file");
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), Messages.escape(file + ": not UTF-8 text"));
    } catch (dev.exactcover.cli.TextInput.NotText e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), Messages.escape(e.message(file.toString())));
    } catch (dev.exactcover.dlx.FormatException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), Messages.escape(e.message(file.toString())));
    } catch (IOException | IllegalArgumentException e) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), Messages.escape(file + ": " + e.getMessage()));
    }
  }

  /**
   * The cells, named {@code r1c1}, where the first two solutions of a puzzle with several
   * differ (a clue in one of them tells them apart), or null when {@code answer} is not
   * {@code multiple}.
   */
  static List<String> differ(SudokuSolver solver, Grid puzzle, Answer answer, Limits limits) {
    if (answer.verdict() != Verdict.MULTIPLE) {
      return null;
    }
    List<Grid> two = new ArrayList<>(2);
    solver.search(puzzle, limits.withSolutions(2), g -> two.add(g) && two.size() < 2);
    if (two.size() < 2) {
      return null;
    }
    List<String> cells = new ArrayList<>();
    for (int c = 0; c < puzzle.shape().cells(); c++) {
      if (two.get(0).get(c) != two.get(1).get(c)) {
        cells.add(Grid.cellName(c, puzzle.side()));
      }
    }
    return cells;
  }

  /** The longest line of a region map (a 1000-cell row with a separator after each cell). */
  static final int MAX_MAP_LINE = 64 << 10;

  private static Shape mapShape(String map) {
    long cells = map.chars().filter(c -> !Character.isWhitespace(c) && c != '|').count();
    int n = (int) Math.round(Math.sqrt(cells));
    if (n * n != cells) {
      throw new IllegalArgumentException("the region map has " + cells
          + " cells, not a square; give --size");
    }
    return Shape.forSide(n);
  }
}
