package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.List;
import java.util.Objects;

/**
 * An odd or an even cell (a circle or a square in most drawings).
 *
 * @param cell the cell
 * @param parity whether its digit is odd or even
 */
public record ParityCell(int cell, Parity parity) implements Rule {
  /** Odd or even. */
  public enum Parity {
    /** The digit is odd. */
    ODD,
    /** The digit is even. */
    EVEN;

    /**
     * Whether {@code digit} has this parity.
     *
     * @param digit a digit
     * @return whether {@code digit} has this parity
     */
    public boolean admits(int digit) {
      return (digit % 2 == 0) == (this == EVEN);
    }
  }

  /**
   * Makes an odd or even cell.
   *
   * @param cell the cell
   * @param parity odd or even
   * @throws IllegalArgumentException for a negative cell
   */
  public ParityCell {
    Objects.requireNonNull(parity, "parity");
    if (cell < 0) {
      throw new IllegalArgumentException("odd or even cell: cell number " + cell
          + " is negative");
    }
  }

  @Override
  public String describe(int side) {
    return (parity == Parity.ODD ? "odd" : "even") + " cell " + Cells.name(cell, side);
  }

  @Override
  public void check(Shape shape) {
    Cells.inside(describe(shape.side()), List.of(cell), shape);
  }
}
