package dev.exactcover.sudoku;

/**
 * Two givens that break a rule: the same value twice in one region.
 *
 * @param value the repeated value
 * @param region the region holding it twice
 * @param first the first of the two cells (cell numbers, 0-based; {@code first < second})
 * @param second the second cell
 * @param side the grid's side, to name cells and the symbol
 */
public record Conflict(int value, Region region, int first, int second, int side) {
  /**
   * For example {@code "5 appears twice in row 3: r3c1 and r3c7"}.
   *
   * @return for example {@code "5 appears twice in row 3: r3c1 and r3c7"}
   */
  public String message() {
    return Shape.symbolOf(value) + " appears twice in " + region.name() + ": "
        + Grid.cellName(first, side) + " and " + Grid.cellName(second, side);
  }

  @Override
  public String toString() {
    return message();
  }
}
