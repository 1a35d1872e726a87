package dev.exactcover.sudoku.logic;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Conflict;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.Verdict;
import dev.exactcover.sudoku.internal.Houses;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Solves puzzles as a person does, step by step with named techniques, to rate them, to explain
 * them and to give hints; it has nothing to do with the exact-cover engine. There is one ladder of
 * techniques, Sudoku Explainer's (see {@link Rating} and the package comment), written once for
 * every side from 4 to {@value #MAX_SIDE} and every variant: a <em>house</em> is any region of
 * the rules' {@link Regions#list()} (rows, columns, boxes, the diagonals of Sudoku X, the pieces
 * of a jigsaw), so the techniques read the rules they are given. At 9x9 with classic rules the
 * ratings are Sudoku Explainer's; at other sizes and for variants the same techniques give the
 * same values, on a scale SE does not publish for them.
 *
 * <p>Each empty cell keeps its candidates as a bit mask (bit {@code v - 1} for value {@code v}).
 * A {@link Grid} holds no pencil marks: the candidates of a grid are its values' consequences;
 * the forms taking {@code marks} start from pencil marks instead.
 *
 * <p>Immutable and thread-safe: make one per set of rules ({@link #of(Regions)}) and share it.
 */
public final class LogicSolver {
  /** The largest side the solver handles (candidates are 32-bit masks). */
  public static final int MAX_SIDE = Board.MAX_SIDE;

  private final Regions regions;
  private final Board.Geometry geometry;

  private LogicSolver(Regions regions) {
    this.regions = regions;
    this.geometry = new Board.Geometry(new Houses(regions));
  }

  /**
   * {@return a logical solver for the rules {@code regions} (classic, X, jigsaw...)}
   * @param regions the rules
   * @throws IllegalArgumentException if the side exceeds {@link #MAX_SIDE}
   */
  public static LogicSolver of(Regions regions) {
    return new LogicSolver(Objects.requireNonNull(regions, "regions"));
  }

  /**
   * {@return a logical solver for classic Sudoku of {@code shape}}
   * @param shape the shape of the grids
   * @throws IllegalArgumentException if the side exceeds {@link #MAX_SIDE}
   */
  public static LogicSolver of(Shape shape) {
    return of(Regions.standard(shape));
  }

  /** {@return the rules this solver reasons with} */
  public Regions regions() {
    return regions;
  }

  /**
   * Rates {@code puzzle} on Sudoku Explainer's scale (see {@link Rating}): solves it with the
   * ladder, SE's techniques in SE's order, each step the first one found by the easiest
   * technique that finds any. The exact-cover engine first checks that the puzzle has a solution
   * and whether it has only one: the uniqueness tests (unique rectangles, BUG) are used only then.
   *
   * @param puzzle a puzzle under these rules
   * @return its rating, with every step
   * @throws IllegalArgumentException if the puzzle has no solution, or its shape is not the
   *     rules' shape
   * @throws InvalidGridException if its givens conflict
   */
  public Rating rate(Grid puzzle) {
    Board b = board(puzzle);
    Answer a = Sudoku.solver(regions).solve(puzzle, Limits.none().withSolutions(2));
    if (a.solution() == null) {
      throw new IllegalArgumentException("the puzzle has no solution");
    }
    return Rater.rate(b, a.solution(), a.count() == 1 && uniquenessSound());
  }

  /**
   * Rates {@code puzzle} as {@link #rate(Grid)} if its rating is at most {@code max}, and stops
   * as soon as a step shows that it is higher: the fast way to ask whether a puzzle is at most
   * so hard.
   *
   * @param puzzle a puzzle under these rules
   * @param max the highest rating wanted, on Sudoku Explainer's scale
   * @return its rating, or empty when the rating is above {@code max}
   * @throws IllegalArgumentException if the puzzle has no solution, or its shape is not the
   *     rules' shape
   * @throws InvalidGridException if its givens conflict
   */
  public Optional<Rating> rateUpTo(Grid puzzle, double max) {
    Board b = board(puzzle);
    Answer a = Sudoku.solver(regions).solve(puzzle, Limits.none().withSolutions(2));
    if (a.solution() == null) {
      throw new IllegalArgumentException("the puzzle has no solution");
    }
    boolean unique = a.count() == 1 && uniquenessSound();
    return Optional.ofNullable(max >= Rater.BEYOND / 10.0 ? Rater.rate(b, a.solution(), unique)
        : Rater.rate(b, a.solution(), unique, tenths(max)));
  }

  /**
   * Rates a grid given with pencil marks, as {@link #rate(Grid)}: {@code marks[c]} holds the
   * candidates of empty cell {@code c} as a bit mask (bit {@code v - 1} for value {@code v});
   * the values of the grid's filled cells are removed from their peers' marks.
   *
   * @param grid the values placed
   * @param marks the candidates of each empty cell (ignored for a filled one)
   * @return the rating of the rest of the solution, with every step
   * @throws IllegalArgumentException if the marks are not one per cell, or admit no solution
   * @throws InvalidGridException if the values conflict
   */
  public Rating rate(Grid grid, int[] marks) {
    Board marked = marked(grid, marks);
    MarksSolver.Found found = MarksSolver.solve(marked, 2);
    if (found.count() == 0) {
      throw new IllegalArgumentException("the pencil marks admit no solution");
    }
    return Rater.rate(marked, Grid.of(regions.shape(), found.first()),
        found.count() == 1 && uniquenessSound());
  }

  /**
   * {@return whether the pencil marks {@code marks} (as in {@link #rate(Grid, int[])}) admit no
   * solution, exactly one, or several} Solutions are searched within the marks (a candidate
   * removed stays removed), which a grid of values alone cannot express.
   * @param grid the values placed
   * @param marks the candidates of each empty cell (ignored for a filled one)
   * @throws InvalidGridException if the values conflict
   * @throws IllegalArgumentException if the marks are not one per cell
   */
  public Verdict verdict(Grid grid, int[] marks) {
    int found = MarksSolver.solve(marked(grid, marks), 2).count();
    return found == 0 ? Verdict.NONE : found == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE;
  }

  /**
   * {@return the next step for {@code grid}, a puzzle or a puzzle partly filled in, from the
   * candidates its values leave: the step the rating would take next (the uniqueness tests only
   * when {@code unique}), or empty when the grid is complete, holds a contradiction (an empty cell
   * with no candidate), or no technique of the ladder applies}
   * @param grid a puzzle, possibly partly filled in
   * @param unique whether the grid is known to have exactly one solution
   * @throws InvalidGridException if the values conflict
   * @throws IllegalArgumentException if the grid's shape is not the rules' shape
   */
  public Optional<Step> hint(Grid grid, boolean unique) {
    return next(board(grid), unique);
  }

  /**
   * {@return the next step for {@code grid} with pencil marks {@code marks} (as in
   * {@link #rate(Grid, int[])}), as {@link #hint(Grid, boolean)}}
   * @param grid the values placed
   * @param marks the candidates of each empty cell (ignored for a filled one)
   * @param unique whether the marks are known to admit exactly one solution
   * @throws InvalidGridException if the values conflict
   * @throws IllegalArgumentException if the marks are not one per cell
   */
  public Optional<Step> hint(Grid grid, int[] marks, boolean unique) {
    return next(marked(grid, marks), unique);
  }

  private Optional<Step> next(Board b, boolean unique) {
    if (b.empty == 0 || b.deadCell() >= 0) {
      return Optional.empty();
    }
    return Optional.ofNullable(Rater.next(b, unique && uniquenessSound()));
  }

  /**
   * {@return whether the ladder, with no step rated above {@code max} and without the uniqueness
   * tests, fills every cell of {@code puzzle}: then the puzzle has exactly one solution, and its
   * rating is at most {@code max}} This is the generator's logic pass.
   * @param puzzle a puzzle whose givens do not conflict (not checked)
   * @param max the highest rating of a step allowed, below the beyond-the-ladder estimate
   */
  public boolean solves(Grid puzzle, double max) {
    return Rater.rate(new Board(geometry, puzzle), null, false, tenths(max)) != null;
  }

  /** {@code rating} in tenths, below the beyond-the-ladder estimate (at most 19.9). */
  private static int tenths(double rating) {
    return rating >= (Rater.BEYOND - 1) / 10.0 ? Rater.BEYOND - 1
        : (int) Math.round(rating * 10);
  }

  /**
   * Whether the uniqueness tests are sound under these rules: not with diagonals (swapping two
   * values in a rectangle may break a diagonal), so only rows, columns and boxes or pieces.
   */
  private boolean uniquenessSound() {
    for (int kind : geometry.kind) {
      if (kind == Board.Geometry.OTHER) {
        return false;
      }
    }
    return true;
  }

  private Board marked(Grid grid, int[] marks) {
    Board b = board(grid);
    if (marks.length != b.cells) {
      throw new IllegalArgumentException("pencil marks for " + marks.length + " cells, not "
          + b.cells);
    }
    return new Board(geometry, grid.values(), marks);
  }

  private Board board(Grid puzzle) {
    if (!puzzle.shape().equals(regions.shape())) {
      throw new IllegalArgumentException("a " + puzzle.shape() + " grid given to the rules "
          + regions.name());
    }
    List<Conflict> conflicts = regions.conflicts(puzzle);
    if (!conflicts.isEmpty()) {
      throw new InvalidGridException(conflicts);
    }
    return new Board(geometry, puzzle);
  }
}
