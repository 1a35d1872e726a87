package dev.exactcover.polyform;

import java.util.List;

/**
 * A solution of a tiling: the placements chosen, in the order of the problem's options.
 *
 * @param placements the placements
 */
public record Arrangement(List<Placement> placements) {
  /**
   * Copies the placements.
   *
   * @param placements the placements
   * @throws NullPointerException if {@code placements} is null
   */
  public Arrangement {
    placements = List.copyOf(placements);
  }
}
