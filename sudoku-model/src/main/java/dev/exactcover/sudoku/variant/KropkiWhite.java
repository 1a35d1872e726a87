package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;

/**
 * A white kropki dot between two cells that share a side: their digits differ by
 * {@code difference} (1 unless given).
 *
 * @param first one cell
 * @param second the other cell
 * @param difference the difference of their digits
 */
public record KropkiWhite(int first, int second, int difference) implements Rule {
  /**
   * Makes a white dot.
   *
   * @param first one cell
   * @param second the other cell
   * @param difference at least 1
   * @throws IllegalArgumentException for a negative cell or a difference below 1
   */
  public KropkiWhite {
    if (first < 0 || second < 0 || difference < 1) {
      throw new IllegalArgumentException("white dot: " + (difference < 1
          ? "difference " + difference + " is not positive" : "a negative cell number"));
    }
  }

  /**
   * A white dot of difference 1.
   *
   * @param first one cell
   * @param second the other cell
   * @return the dot
   */
  public static KropkiWhite of(int first, int second) {
    return new KropkiWhite(first, second, 1);
  }

  @Override
  public String describe(int side) {
    return "white dot between " + Cells.name(first, side) + " and " + Cells.name(second, side)
        + (difference == 1 ? "" : " (difference " + difference + ")");
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    Cells.adjacent(what, first, second, shape);
    if (difference >= shape.side()) {
      throw new IllegalArgumentException(what + ": no two digits from 1 to " + shape.side()
          + " differ by " + difference);
    }
  }
}
