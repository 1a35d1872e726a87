package dev.exactcover.sudoku;

import java.util.Arrays;

/**
 * A set of {@code n} cells that must hold every value once: a row, column, box, diagonal or
 * jigsaw piece.
 *
 * @param kind what it is: {@code row}, {@code column}, {@code box}, {@code diagonal} or
 *     {@code region} (a jigsaw piece); also the prefix of its items in the exact-cover matrix
 * @param index its number among regions of its kind, 0-based
 * @param cells its cells in increasing order (a copy is kept)
 */
public record Region(String kind, int index, int[] cells) {
  /** Makes a region, keeping a sorted copy of {@code cells}. */
  public Region {
    cells = cells.clone();
    Arrays.sort(cells);
  }

  /** Its cells in increasing order (a copy). */
  @Override
  public int[] cells() {
    return cells.clone();
  }

  int cell(int k) {
    return cells[k];
  }

  /** Its name in messages, 1-based: {@code row 3}, {@code box 5}, {@code diagonal 2}. */
  public String name() {
    return kind + " " + (index + 1);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Region r && r.kind.equals(kind) && r.index == index
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
