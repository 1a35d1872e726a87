package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.List;

/**
 * A renban line: its digits are all different and form a run of consecutive digits, in any
 * order.
 *
 * @param cells its cells
 */
public record Renban(List<Integer> cells) implements Rule {
  /**
   * Makes a renban line, keeping an immutable copy of its cells.
   *
   * @param cells its cells, at least two
   * @throws IllegalArgumentException for fewer than two cells or a negative cell
   */
  public Renban {
    cells = Cells.copy("renban", cells, 2);
  }

  @Override
  public String describe(int side) {
    return "renban from " + Cells.name(cells.get(0), side);
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    Cells.inside(what, cells, shape);
    if (cells.size() > shape.side()) {
      throw new IllegalArgumentException(what + ": " + cells.size() + " cells cannot hold a run "
          + "of different digits within 1 to " + shape.side());
    }
  }
}
