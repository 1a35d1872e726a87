package dev.exactcover.sudoku;

import java.util.Arrays;
import java.util.Objects;

/**
 * A set of cells that must hold every value once: a row, column, box, diagonal or jigsaw piece.
 *
 * @param kind what it is
 * @param index its number among regions of its kind, 0-based
 * @param cells its cells in increasing order (a copy is kept, and a copy is given)
 */
public record Region(RegionKind kind, int index, int[] cells) {
  /**
   * Makes a region, keeping a sorted copy of {@code cells}.
   *
   * @param kind the kind
   * @param index the index
   * @param cells the cells, in order
   * @throws IllegalArgumentException if the index is negative, a cell is negative or repeated, or
   *     there is no cell
   */
  public Region {
    Objects.requireNonNull(kind, "kind");
    if (index < 0) {
      throw new IllegalArgumentException("region index " + index + " is negative");
    }
    cells = cells.clone();
    Arrays.sort(cells);
    if (cells.length == 0 || cells[0] < 0) {
      throw new IllegalArgumentException(cells.length == 0 ? "a region without cells"
          : "cell " + cells[0] + " is negative");
    }
    for (int k = 1; k < cells.length; k++) {
      if (cells[k] == cells[k - 1]) {
        throw new IllegalArgumentException("cell " + cells[k] + " is twice in one region");
      }
    }
  }

  /**
   * Its cells in increasing order (a copy).
   *
   * @return its cells in increasing order (a copy)
   */
  @Override
  public int[] cells() {
    return cells.clone();
  }

  int cell(int k) {
    return cells[k];
  }

  int size() {
    return cells.length;
  }

  /**
   * Its name in messages, 1-based: {@code row 3}, {@code box 5}, {@code diagonal 2}.
   *
   * @return its name in messages, 1-based: {@code row 3}, {@code box 5}, {@code diagonal 2}
   */
  public String name() {
    return kind.label() + " " + (index + 1);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Region r && r.kind == kind && r.index == index
        && Arrays.equals(r.cells, cells);
  }

  @Override
  public int hashCode() {
    return kind.hashCode() * 31 * 31 + index * 31 + Arrays.hashCode(cells);
  }

  @Override
  public String toString() {
    return name();
  }
}
