package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A little killer clue: a sum written outside the grid, with an arrow along a diagonal; the
 * digits on that diagonal add up to it (they may repeat).
 *
 * @param row the clue's row, 0-based: -1 above the grid, the side below it, or a row beside it
 * @param col the clue's column, 0-based: -1 left of the grid, the side right of it, or a column
 *     above or below it
 * @param direction where its arrow points
 * @param sum the total of the digits on the diagonal
 */
public record LittleKiller(int row, int col, Direction direction, int sum) implements Rule {
  /** The four diagonal directions. */
  public enum Direction {
    /** Up and to the left. */
    UP_LEFT(-1, -1),
    /** Up and to the right. */
    UP_RIGHT(-1, 1),
    /** Down and to the left. */
    DOWN_LEFT(1, -1),
    /** Down and to the right. */
    DOWN_RIGHT(1, 1);

    private final int dr;
    private final int dc;

    Direction(int dr, int dc) {
      this.dr = dr;
      this.dc = dc;
    }

    /**
     * The step in rows, -1 or 1.
     *
     * @return the step in rows
     */
    public int rowStep() {
      return dr;
    }

    /**
     * The step in columns, -1 or 1.
     *
     * @return the step in columns
     */
    public int colStep() {
      return dc;
    }
  }

  /**
   * Makes a little killer clue.
   *
   * @param row the clue's row
   * @param col the clue's column
   * @param direction its arrow
   * @param sum its sum, at least 1
   * @throws IllegalArgumentException for a sum below 1
   */
  public LittleKiller {
    Objects.requireNonNull(direction, "direction");
    if (sum < 1) {
      throw new IllegalArgumentException("little killer: sum " + sum + " is not positive");
    }
  }

  /**
   * The cells on its diagonal, from the clue outwards.
   *
   * @param side the side of the grid
   * @return the cells on its diagonal, from the clue outwards (empty when it misses the grid)
   */
  public List<Integer> cells(int side) {
    List<Integer> cells = new ArrayList<>();
    int r = row + direction.dr;
    int c = col + direction.dc;
    while (r >= 0 && r < side && c >= 0 && c < side) {
      cells.add(r * side + c);
      r += direction.dr;
      c += direction.dc;
    }
    return cells;
  }

  @Override
  public String describe(int side) {
    return "little killer at r" + (row + 1) + "c" + (col + 1) + " (sum " + sum + ")";
  }

  @Override
  public void check(Shape shape) {
    int n = shape.side();
    String what = describe(n);
    Cells.side(what, shape);
    boolean outside = row == -1 || row == n || col == -1 || col == n;
    if (!outside || row < -1 || row > n || col < -1 || col > n) {
      throw new IllegalArgumentException(what + ": the clue must sit just outside the grid, in "
          + "row 0 or " + (n + 1) + " or in column 0 or " + (n + 1));
    }
    List<Integer> cells = cells(n);
    if (cells.isEmpty()) {
      throw new IllegalArgumentException(what + ": its arrow points away from the grid");
    }
    if (sum > cells.size() * n) {
      throw new IllegalArgumentException(what + ": " + cells.size() + " digits from 1 to " + n
          + " add up to at most " + cells.size() * n);
    }
  }
}
