package dev.exactcover.sudoku.print;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import java.util.Objects;

/**
 * One grid to print: a puzzle, or a solution with its puzzle's givens in bold.
 *
 * @param grid the values to print (blank cells stay empty)
 * @param givens the givens, printed in bold (the grid itself for a puzzle)
 * @param rules the rules, whose blocks get thick walls and whose diagonals are shaded
 * @param caption a small line above the grid ({@code "#3  seed 42  easy"}), or empty
 */
public record Printable(Grid grid, Grid givens, Regions rules, String caption) {
  /**
   * Checks the parts.
   *
   * @param grid the values to print
   * @param givens the givens
   * @param rules the rules
   * @param caption the caption
   * @throws IllegalArgumentException if the shapes differ
   */
  public Printable {
    Objects.requireNonNull(grid, "grid");
    Objects.requireNonNull(givens, "givens");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(caption, "caption");
    if (!grid.shape().equals(rules.shape()) || !givens.shape().equals(rules.shape())) {
      throw new IllegalArgumentException("a " + grid.shape() + " grid with " + rules.name()
          + " rules of " + rules.shape());
    }
  }

  /**
   * A puzzle: its givens in bold.
   *
   * @param puzzle the puzzle
   * @param rules its rules
   * @param caption the caption, or empty
   * @return the printable puzzle
   */
  public static Printable puzzle(Grid puzzle, Regions rules, String caption) {
    return new Printable(puzzle, puzzle, rules, caption);
  }

  /**
   * A solution: the givens of {@code puzzle} in bold, the other values plain.
   *
   * @param solution the solution
   * @param puzzle the puzzle it solves
   * @param rules the rules
   * @param caption the caption, or empty
   * @return the printable solution
   */
  public static Printable answer(Grid solution, Grid puzzle, Regions rules, String caption) {
    return new Printable(solution, puzzle, rules, caption);
  }
}
