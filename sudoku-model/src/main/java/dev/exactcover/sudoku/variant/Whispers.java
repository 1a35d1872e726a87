package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.List;

/**
 * A German whispers line: neighbours along it differ by at least {@code difference} (5 on a 9x9
 * grid; half the side rounded up in general, as {@link #german} gives).
 *
 * @param cells its cells, in order along the line
 * @param difference the least difference between neighbours along it
 */
public record Whispers(List<Integer> cells, int difference) implements Rule {
  /**
   * Makes a whispers line, keeping an immutable copy of its cells.
   *
   * @param cells its cells, at least two
   * @param difference the least difference, at least 1
   * @throws IllegalArgumentException for fewer than two cells, a negative cell or a difference
   *     below 1
   */
  public Whispers {
    cells = Cells.copy("whispers", cells, 2);
    if (difference < 1) {
      throw new IllegalArgumentException("whispers: difference " + difference
          + " is not positive");
    }
  }

  /**
   * A German whispers line on a grid of {@code shape}: neighbours differ by at least half the
   * side rounded up (5 on 9x9, 2 on 4x4, 8 on 16x16).
   *
   * @param cells its cells, in order
   * @param shape the grid's shape
   * @return the line
   */
  public static Whispers german(List<Integer> cells, Shape shape) {
    return new Whispers(cells, (shape.side() + 1) / 2);
  }

  @Override
  public String describe(int side) {
    return "whispers from " + Cells.name(cells.get(0), side)
        + (difference == (side + 1) / 2 ? "" : " (difference " + difference + ")");
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    Cells.inside(what, cells, shape);
    if (difference >= shape.side()) {
      throw new IllegalArgumentException(what + ": no two digits from 1 to " + shape.side()
          + " differ by " + difference);
    }
  }
}
