package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.List;

/**
 * A thermometer: its digits strictly increase from the bulb (its first cell) along the tube.
 *
 * @param cells its cells, the bulb first
 */
public record Thermometer(List<Integer> cells) implements Rule {
  /**
   * Makes a thermometer, keeping an immutable copy of its cells.
   *
   * @param cells its cells, the bulb first; at least two
   * @throws IllegalArgumentException for fewer than two cells or a negative cell
   */
  public Thermometer {
    cells = Cells.copy("thermometer", cells, 2);
  }

  @Override
  public String describe(int side) {
    return "thermometer from " + Cells.name(cells.get(0), side);
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    Cells.inside(what, cells, shape);
    if (cells.size() > shape.side()) {
      throw new IllegalArgumentException(what + ": " + cells.size() + " cells cannot strictly "
          + "increase within 1 to " + shape.side());
    }
  }
}
