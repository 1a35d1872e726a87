package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * An arrow: the digits along each of its lines add up to its bulb. A bulb of one cell is its
 * digit; a bulb of two cells is read as a two-digit number, its first cell the tens.
 *
 * @param bulb the bulb's one or two cells
 * @param lines its lines, each one or more cells, not including the bulb (digits may repeat)
 */
public record Arrow(List<Integer> bulb, List<List<Integer>> lines) implements Rule {
  /**
   * Makes an arrow, keeping immutable copies.
   *
   * @param bulb one or two cells
   * @param lines at least one line of at least one cell
   * @throws IllegalArgumentException for a bulb of no or more than two cells, no line, an empty
   *     line, or a negative cell
   */
  public Arrow {
    bulb = Cells.copy("arrow", bulb, 1);
    if (bulb.size() > 2) {
      throw new IllegalArgumentException("arrow: a bulb of " + bulb.size()
          + " cells; it takes one or two");
    }
    if (lines.isEmpty()) {
      throw new IllegalArgumentException("arrow: a bulb without a line");
    }
    List<List<Integer>> copy = new ArrayList<>();
    for (List<Integer> line : lines) {
      copy.add(Cells.copy("arrow", line, 1));
    }
    lines = List.copyOf(copy);
  }

  /**
   * An arrow with one line.
   *
   * @param bulb the bulb's cells
   * @param line the line's cells
   * @return the arrow
   */
  public static Arrow of(List<Integer> bulb, List<Integer> line) {
    return new Arrow(bulb, List.of(line));
  }

  @Override
  public String describe(int side) {
    return "arrow from " + Cells.name(bulb.get(0), side);
  }

  @Override
  public void check(Shape shape) {
    String what = describe(shape.side());
    for (List<Integer> line : lines) {
      List<Integer> all = new ArrayList<>(bulb);
      all.addAll(line);
      Cells.inside(what, all, shape);
    }
  }
}
