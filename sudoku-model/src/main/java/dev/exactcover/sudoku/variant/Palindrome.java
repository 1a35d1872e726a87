package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.List;

/**
 * A palindrome line: it reads the same from either end (its k-th cell and its k-th from the end
 * hold the same digit).
 *
 * @param cells its cells, from one end to the other
 */
public record Palindrome(List<Integer> cells) implements Rule {
  /**
   * Makes a palindrome line, keeping an immutable copy of its cells.
   *
   * @param cells its cells, at least two
   * @throws IllegalArgumentException for fewer than two cells or a negative cell
   */
  public Palindrome {
    cells = Cells.copy("palindrome", cells, 2);
  }

  @Override
  public String describe(int side) {
    return "palindrome from " + Cells.name(cells.get(0), side);
  }

  @Override
  public void check(Shape shape) {
    Cells.inside(describe(shape.side()), cells, shape);
  }
}
