package dev.exactcover.polyform;

/** The tilings of the known counts, built in code. */
final class Examples {
  private Examples() {}

  static Tiling pentominoes(int rows, int columns) {
    return Tiling.builder().box(Box.rectangle(rows, columns)).pieces(Pieces.pentominoes())
        .build();
  }

  static Tiling scott() {
    return Tiling.builder().box(Box.rectangle(8, 8).without(Cell.of(3, 3), Cell.of(3, 4),
        Cell.of(4, 3), Cell.of(4, 4))).pieces(Pieces.pentominoes()).build();
  }

  static Tiling soma() {
    return Tiling.builder().box(Box.cuboid(3, 3, 3)).pieces(Pieces.soma()).build();
  }
}
