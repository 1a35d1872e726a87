package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.List;

/**
 * An extra region: its digits are all different (with as many cells as the side, it holds every
 * digit once, as a windoku window or a single diagonal does).
 *
 * @param cells its cells
 */
public record ExtraRegion(List<Integer> cells) implements Rule {
  /**
   * Makes an extra region, keeping an immutable copy of its cells.
   *
   * @param cells its cells, at least two
   * @throws IllegalArgumentException for fewer than two cells or a negative cell
   */
  public ExtraRegion {
    cells = Cells.copy("extra region", cells, 2);
  }

  @Override
  public String describe(int side) {
    return "extra region at " + Cells.name(cells.get(0), side);
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    Cells.inside(what, cells, shape);
    if (cells.size() > shape.side()) {
      throw new IllegalArgumentException(what + ": " + cells.size() + " cells cannot hold "
          + "different digits from 1 to " + shape.side());
    }
  }
}
