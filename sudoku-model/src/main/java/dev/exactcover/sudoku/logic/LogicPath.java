package dev.exactcover.sudoku.logic;

import dev.exactcover.dlx.Status;
import dev.exactcover.sudoku.Grid;
import java.util.List;

/**
 * How far logic alone got on a puzzle ({@link LogicSolver#solve}): the steps taken, in order, and
 * the grid they reached.
 *
 * @param status solved, stuck (no technique applies, so the rest needs guessing), or a
 *     contradiction (the givens, or the values placed by hand, admit no solution)
 * @param steps every step taken, in order
 * @param reached the puzzle with every value placed by the steps
 * @param contradiction what is impossible when the status is {@link Status#CONTRADICTION}, such as
 *     {@code "no value is left for r4c5"}; empty otherwise
 */
public record LogicPath(Status status, List<Step> steps, Grid reached, String contradiction) {
  /** Where logic ended. */
  public enum Status {
    /** Every cell is filled. */
    SOLVED,
    /** No technique applies any more: the rest needs guessing (or a technique we lack). */
    STUCK,
    /** A cell has no value left, or a house has no place left for a value. */
    CONTRADICTION
  }

  /**
   * Makes a path, keeping an unmodifiable copy of the steps.
   *
   * @param status solved, stuck or a contradiction
   * @param steps every step taken, in order
   * @param reached the puzzle with every value placed by the steps
   * @param contradiction what is impossible, or empty
   */
  public LogicPath {
    steps = List.copyOf(steps);
  }

  /** {@return whether logic filled every cell} */
  public boolean isSolved() {
    return status == Status.SOLVED;
  }
}
