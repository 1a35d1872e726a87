package dev.exactcover.sudoku.print;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import java.util.List;
import java.util.Objects;

/**
 * One grid to print: a puzzle, or a solution with its puzzle's givens in bold.
 *
 * @param grid the values to print (blank cells stay empty)
 * @param givens the givens, printed in bold (the grid itself for a puzzle)
 * @param rules the rules, whose blocks get thick walls and whose diagonals are shaded
 * @param caption a small line above the grid ({@code "#3  seed 42  easy"}), or empty
 * @param variants the variant rules drawn on the grid (cages, thermometers, arrows, dots, XV,
 *     parity marks, extra regions, lines, clues outside the grid), or none
 */
public record Printable(Grid grid, Grid givens, Regions rules, String caption,
    List<Rule> variants) {
  /**
   * Checks the parts.
   *
   * @param grid the values to print
   * @param givens the givens
   * @param rules the rules
   * @param caption the caption
   * @param variants the variant rules, or none
   * @throws IllegalArgumentException if the shapes differ
   */
  public Printable {
    variants = List.copyOf(variants);
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
   * A grid without variant rules.
   *
   * @param grid the values to print
   * @param givens the givens
   * @param rules the rules
   * @param caption the caption
   * @throws IllegalArgumentException if the shapes differ
   */
  public Printable(Grid grid, Grid givens, Regions rules, String caption) {
    this(grid, givens, rules, caption, List.of());
  }

  /**
   * This grid with the variant rules of {@code rules} drawn on it (its regions are this one's).
   *
   * @param rules the variant rules
   * @return this grid with {@code rules} drawn on it
   */
  public Printable with(Rules rules) {
    return new Printable(grid, givens, this.rules, caption, rules.list());
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
