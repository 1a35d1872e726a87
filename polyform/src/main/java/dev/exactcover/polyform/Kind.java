package dev.exactcover.polyform;

/** The two spec formats of Knuth's generators, which cannot be told apart from their text. */
public enum Kind {
  /** POLYOMINO-DLX: two coordinates per cell, suffixes allowed, pieces turned and flipped. */
  POLYOMINO(2),
  /** POLYCUBE-DLX: three coordinates per cell, pieces turned by the 24 rotations. */
  POLYCUBE(3);

  private final int dimensions;

  Kind(int dimensions) {
    this.dimensions = dimensions;
  }

  /**
   * The number of coordinates of a cell.
   *
   * @return 2 or 3
   */
  public int dimensions() {
    return dimensions;
  }
}
