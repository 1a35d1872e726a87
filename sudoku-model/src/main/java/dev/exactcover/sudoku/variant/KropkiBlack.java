package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;

/**
 * A black kropki dot between two cells that share a side: one digit is {@code ratio} times the
 * other (2 unless given).
 *
 * @param first one cell
 * @param second the other cell
 * @param ratio the ratio of their digits, the larger over the smaller
 */
public record KropkiBlack(int first, int second, int ratio) implements Rule {
  /**
   * Makes a black dot.
   *
   * @param first one cell
   * @param second the other cell
   * @param ratio at least 2
   * @throws IllegalArgumentException for a negative cell or a ratio below 2
   */
  public KropkiBlack {
    if (first < 0 || second < 0 || ratio < 2) {
      throw new IllegalArgumentException("black dot: " + (ratio < 2
          ? "ratio " + ratio + " is below 2" : "a negative cell number"));
    }
  }

  /**
   * A black dot of ratio 2.
   *
   * @param first one cell
   * @param second the other cell
   * @return the dot
   */
  public static KropkiBlack of(int first, int second) {
    return new KropkiBlack(first, second, 2);
  }

  @Override
  public String describe(int side) {
    return "black dot between " + Cells.name(first, side) + " and " + Cells.name(second, side)
        + (ratio == 2 ? "" : " (ratio " + ratio + ")");
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    Cells.adjacent(what, first, second, shape);
    if (ratio > shape.side()) {
      throw new IllegalArgumentException(what + ": no two digits from 1 to " + shape.side()
          + " are in ratio " + ratio);
    }
  }
}
