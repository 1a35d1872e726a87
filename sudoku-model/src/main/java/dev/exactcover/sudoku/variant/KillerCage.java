package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.List;
import java.util.OptionalInt;

/**
 * A killer cage: its digits are all different and, when it has a sum, add up to it.
 *
 * @param cells its cells
 * @param sum the total of its digits, or empty for a cage without a sum
 */
public record KillerCage(List<Integer> cells, OptionalInt sum) implements Rule {
  /**
   * Makes a cage, keeping an immutable copy of its cells.
   *
   * @param cells its cells, at least one
   * @param sum its sum (positive) or empty
   * @throws IllegalArgumentException for no cell, a negative cell or a sum below 1
   */
  public KillerCage {
    cells = Cells.copy("killer cage", cells, 1);
    if (sum.isPresent() && sum.getAsInt() < 1) {
      throw new IllegalArgumentException("killer cage: sum " + sum.getAsInt()
          + " is not positive");
    }
  }

  /**
   * A cage with a sum.
   *
   * @param cells its cells
   * @param sum the total of its digits
   * @return the cage
   */
  public static KillerCage of(List<Integer> cells, int sum) {
    return new KillerCage(cells, OptionalInt.of(sum));
  }

  @Override
  public String describe(int side) {
    return "killer cage at " + Cells.name(cells.get(0), side)
        + (sum.isPresent() ? " (sum " + sum.getAsInt() + ")" : "");
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    Cells.inside(what, cells, shape);
    int n = shape.side();
    int k = cells.size();
    if (k > n) {
      throw new IllegalArgumentException(what + ": " + k + " cells cannot hold different "
          + "digits from 1 to " + n);
    }
    if (sum.isPresent()) {
      int low = k * (k + 1) / 2;
      int high = k * (2 * n - k + 1) / 2;
      int s = sum.getAsInt();
      if (s < low || s > high) {
        throw new IllegalArgumentException(what + ": " + k + " different digits from 1 to " + n
            + " add up to " + low + " to " + high + ", never " + s);
      }
    }
  }
}
