package dev.exactcover.sudoku;

import dev.exactcover.sudoku.format.GridFormatException;
import dev.exactcover.sudoku.format.PuzzleEntry;
import dev.exactcover.sudoku.format.PuzzleReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The front door of the Sudoku model: reading grids, and making solvers.
 *
 * <pre>{@code
 * Grid puzzle = Sudoku.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
 * Answer a = Sudoku.solver().solve(puzzle);   // a.verdict() == Verdict.UNIQUE
 * System.out.print(a.solution().toPretty());
 * }</pre>
 */
public final class Sudoku {
  private Sudoku() {}

  /**
   * The one puzzle in {@code text}, in any format that {@link PuzzleReader} reads.
   *
   * @param text the text to read
   * @return the one puzzle in {@code text}, in any format that {@link PuzzleReader} reads
   * @throws GridFormatException if the text is malformed, or holds no puzzle or more than one
   */
  public static Grid parse(String text) {
    return parse(text, null);
  }

  /**
   * The one puzzle of {@code shape} in {@code text} (null shape: inferred from the text).
   *
   * @param text the text to read
   * @param shape the grid's shape
   * @return the one puzzle of {@code shape} in {@code text} (null shape: inferred from the text)
   * @throws GridFormatException if the text is malformed, or holds no puzzle or more than one
   */
  public static Grid parse(String text, Shape shape) {
    PuzzleReader r = reader(new StringReader(text), shape);
    if (!r.hasNext()) {
      throw new GridFormatException(1, 0, "no puzzle in the text");
    }
    PuzzleEntry e = r.next();
    if (r.hasNext()) {
      throw new GridFormatException(r.next().line(), 0, "more than one puzzle in the text");
    }
    return e.gridOrThrow();
  }

  /**
   * A reader of the puzzles in {@code in}, each of the side its text shows.
   *
   * @param in where to read from
   * @return a reader of the puzzles in {@code in}, each of the side its text shows
   */
  public static PuzzleReader reader(Reader in) {
    return PuzzleReader.of(in);
  }

  /**
   * A reader of the puzzles of {@code shape} in {@code in} (null shape: inferred per puzzle). A
   * known shape settles the one ambiguity: a 16-symbol line is a 4x4 puzzle, or a 16x16 row.
   *
   * @param in where to read from
   * @param shape the grid's shape
   * @return a reader of the puzzles of {@code shape} in {@code in} (null shape: inferred per
   *     puzzle)
   */
  public static PuzzleReader reader(Reader in, Shape shape) {
    return shape == null ? PuzzleReader.of(in) : PuzzleReader.of(in, shape);
  }

  /**
   * Every puzzle of the file at {@code path} (UTF-8), for files small enough to hold in memory.
   *
   * @param path the path
   * @return every puzzle of the file at {@code path} (UTF-8), for files small enough to hold in
   *     memory
   * @throws GridFormatException at the first malformed puzzle
   * @throws UncheckedIOException if the file cannot be read
   */
  public static List<Grid> readAll(Path path) {
    List<Grid> grids = new ArrayList<>();
    try (PuzzleReader r = reader(Files.newBufferedReader(path, StandardCharsets.UTF_8))) {
      r.forEachRemaining(e -> grids.add(e.gridOrThrow()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return grids;
  }

  /**
   * A solver for classic Sudoku (rows, columns, boxes) of every shape.
   *
   * @return a solver for classic Sudoku (rows, columns, boxes) of every shape
   */
  public static SudokuSolver solver() {
    return new SudokuSolver(Regions::standard);
  }

  /**
   * A solver for Sudoku X (rows, columns, boxes and both main diagonals) of every shape.
   *
   * @return a solver for Sudoku X (rows, columns, boxes and both main diagonals) of every shape
   */
  public static SudokuSolver solverX() {
    return new SudokuSolver(Regions::x);
  }

  /**
   * A solver for the rules {@code regions} (a jigsaw, say); grids must have their shape.
   *
   * @param regions the regions
   * @return a solver for the rules {@code regions} (a jigsaw, say); grids must have their shape
   */
  public static SudokuSolver solver(Regions regions) {
    return regionsSolver(regions);
  }

  /**
   * A solver for variant rules (killer cages, thermometers, ...) on top of their regions; grids
   * must have their shape. With no variant rule it is {@link #solver(Regions)} of the regions.
   *
   * @param rules the rules
   * @return a solver for the rules
   */
  public static SudokuSolver solver(dev.exactcover.sudoku.variant.Rules rules) {
    Objects.requireNonNull(rules, "rules");
    return rules.isPlain() ? regionsSolver(rules.regions())
        : new SudokuSolver(dev.exactcover.sudoku.internal.VariantMatrix.of(rules));
  }

  private static SudokuSolver regionsSolver(Regions regions) {
    Objects.requireNonNull(regions, "regions");
    return new SudokuSolver(shape -> {
      if (!shape.equals(regions.shape())) {
        throw new IllegalArgumentException("a " + shape + " grid given to " + regions.name()
            + " regions of " + regions.shape());
      }
      return regions;
    });
  }
}
