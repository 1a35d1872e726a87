package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.Objects;

/**
 * An X or a V between two cells that share a side: their digits add up to 10 (X) or 5 (V).
 *
 * @param first one cell
 * @param second the other cell
 * @param letter X or V
 */
public record Xv(int first, int second, Letter letter) implements Rule {
  /** The two letters and their sums. */
  public enum Letter {
    /** The digits add up to 10. */
    X(10),
    /** The digits add up to 5. */
    V(5);

    private final int sum;

    Letter(int sum) {
      this.sum = sum;
    }

    /**
     * The sum the letter stands for.
     *
     * @return 10 for X, 5 for V
     */
    public int sum() {
      return sum;
    }
  }

  /**
   * Makes an X or a V.
   *
   * @param first one cell
   * @param second the other cell
   * @param letter X or V
   * @throws IllegalArgumentException for a negative cell
   */
  public Xv {
    Objects.requireNonNull(letter, "letter");
    if (first < 0 || second < 0) {
      throw new IllegalArgumentException(letter + ": a negative cell number");
    }
  }

  @Override
  public String describe(int side) {
    return letter + " between " + Cells.name(first, side) + " and " + Cells.name(second, side);
  }

  @Override
  public void check(Shape shape) {
    Cells.adjacent(describe(shape.side()), first, second, shape);
  }
}
