package dev.exactcover.polyform;

import java.util.List;

/**
 * A piece on some cells of the box: one option of the problem.
 *
 * @param piece the piece's name
 * @param cells its cells, in Knuth's order
 */
public record Placement(String piece, List<Cell> cells) {
  /**
   * Copies the cells.
   *
   * @param piece the piece's name
   * @param cells its cells
   * @throws NullPointerException if a component is null
   */
  public Placement {
    cells = List.copyOf(cells);
    java.util.Objects.requireNonNull(piece, "piece");
  }
}
