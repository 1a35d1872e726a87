package dev.exactcover.polyform;

/**
 * A symmetry of a tiling: a rotation or reflection of the box, written as the map of the
 * coordinates before the shift that brings the box back onto itself ({@code (x,y) -> (y,x)} is
 * the reflection in the main diagonal). Immutable.
 *
 * @param formula the map of coordinates, as {@code (x,y,z) -> (-y,x,z)}
 * @param reflection whether it reverses orientation
 * @param swapsPieces whether it maps some piece onto another (a mirror pair)
 */
public record Symmetry(String formula, boolean reflection, boolean swapsPieces) {
  /**
   * Whether this is the identity.
   *
   * @return true for the identity
   */
  public boolean isIdentity() {
    String[] sides = formula.split(" -> ");
    return sides[0].equals(sides[1]);
  }
}
