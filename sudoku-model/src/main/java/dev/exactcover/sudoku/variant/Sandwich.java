package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Shape;
import java.util.Objects;

/**
 * A sandwich clue beside a row or above a column: the digits between its 1 and its largest digit
 * (the side: 9 on a 9x9 grid) add up to {@code sum} (0 when they are next to each other).
 *
 * @param line {@link RegionKind#ROW} or {@link RegionKind#COLUMN}
 * @param index the row's or column's number, 0-based
 * @param sum the total between the 1 and the largest digit
 */
public record Sandwich(RegionKind line, int index, int sum) implements Rule {
  /**
   * Makes a sandwich clue.
   *
   * @param line a row or a column
   * @param index its number, 0-based
   * @param sum at least 0
   * @throws IllegalArgumentException for a kind of region that is not a line, a negative index
   *     or a negative sum
   */
  public Sandwich {
    Objects.requireNonNull(line, "line");
    if (!line.isLine() || index < 0 || sum < 0) {
      throw new IllegalArgumentException("sandwich: " + (!line.isLine()
          ? "a clue belongs to a row or a column, not a " + line.label()
          : index < 0 ? "index " + index + " is negative" : "sum " + sum + " is negative"));
    }
  }

  @Override
  public String describe(int side) {
    return "sandwich of " + line.label() + " " + (index + 1) + " (sum " + sum + ")";
  }

  @Override
  public void check(Shape shape) {
    int n = shape.side();
    String what = describe(n);
    Cells.side(what, shape);
    if (index >= n) {
      throw new IllegalArgumentException(what + ": the grid has " + n + " " + line.label() + "s");
    }
    int most = (n - 1) * n / 2 - 1; // 2 + ... + (n - 1)
    if (sum > most) {
      throw new IllegalArgumentException(what + ": the digits between 1 and " + n
          + " add up to at most " + most);
    }
  }
}
