package dev.exactcover.sudoku.generate;

import dev.exactcover.sudoku.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A symmetry of the clue pattern of a puzzle: which cells must be given together. The
 * {@linkplain #orbit orbit} of a cell is the set of cells that the symmetry's transformations map
 * it to (the cell itself included); a pattern is symmetric when every orbit is either wholly given
 * or wholly blank. The {@link Generator} removes clues orbit by orbit.
 *
 * <p>A symmetry is about the positions of the clues only, not about the rules: rotating a grid of
 * 2x3 boxes by 90 degrees, or reflecting it in a diagonal, does not map boxes onto boxes, but the
 * clue pattern is still symmetric, and that is all that is asked of it. Every grid is square, so
 * every symmetry applies to every shape.
 */
public enum Symmetry {
  /** No symmetry: every cell is its own orbit. */
  NONE,
  /** Half-turn rotation about the centre, the classic symmetry of published puzzles. */
  ROTATE180,
  /** Quarter-turn rotation about the centre (orbits of up to four cells). */
  ROTATE90,
  /** Reflection in the vertical axis: left-right mirror. */
  MIRROR,
  /** Reflection in the horizontal axis: top-bottom flip. */
  FLIP,
  /** Reflection in the main diagonal (top left to bottom right). */
  DIAGONAL,
  /** Reflection in the anti-diagonal (top right to bottom left). */
  ANTIDIAGONAL,
  /** Reflection in both diagonals (and so the half-turn too; orbits of up to four cells). */
  BOTH_DIAGONALS;

  /**
   * {@return the orbit of cell number {@code cell} in a grid of side {@code n}: the distinct cells
   * it maps to, itself included, in increasing order and without duplicates}
   * @param cell a cell number, {@code row * n + column}
   * @param n the side of the grid
   */
  public int[] orbit(int cell, int n) {
    if (n < 1 || cell < 0 || cell >= n * n) {
      throw new IllegalArgumentException("cell " + cell + " is not in a grid of side " + n);
    }
    int r = cell / n;
    int c = cell % n;
    int m = n - 1;
    int[] images = switch (this) {
      case NONE -> new int[] {cell};
      case ROTATE180 -> new int[] {cell, (m - r) * n + m - c};
      case ROTATE90 -> new int[] {cell, c * n + m - r, (m - r) * n + m - c, (m - c) * n + r};
      case MIRROR -> new int[] {cell, r * n + m - c};
      case FLIP -> new int[] {cell, (m - r) * n + c};
      case DIAGONAL -> new int[] {cell, c * n + r};
      case ANTIDIAGONAL -> new int[] {cell, (m - c) * n + m - r};
      case BOTH_DIAGONALS -> new int[] {cell, c * n + r, (m - c) * n + m - r, (m - r) * n + m - c};
    };
    Arrays.sort(images);
    int k = 0;
    for (int i = 0; i < images.length; i++) {
      if (i == 0 || images[i] != images[i - 1]) {
        images[k++] = images[i];
      }
    }
    return k == images.length ? images : Arrays.copyOf(images, k);
  }

  /**
   * {@return every orbit of a grid of side {@code n}, each once, ordered by their smallest cell: a
   * partition of the cells}
   * @param n the side of the grid
   */
  public List<int[]> orbits(int n) {
    boolean[] seen = new boolean[n * n];
    List<int[]> list = new ArrayList<>();
    for (int cell = 0; cell < n * n; cell++) {
      if (!seen[cell]) {
        int[] o = orbit(cell, n);
        for (int x : o) {
          seen[x] = true;
        }
        list.add(o);
      }
    }
    return list;
  }

  /**
   * {@return whether the clue pattern of {@code grid} has this symmetry: each orbit all given or
   * blank}
   * @param grid a puzzle
   */
  public boolean isSymmetric(Grid grid) {
    int n = grid.side();
    for (int cell = 0; cell < n * n; cell++) {
      boolean given = grid.get(cell) != 0;
      for (int x : orbit(cell, n)) {
        if ((grid.get(x) != 0) != given) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * {@return the symmetry named {@code name}, case and separators ignored: {@code rotate180},
   * {@code both-diagonals}, {@code none}}
   * @param name the name, as a person typed it
   * @throws IllegalArgumentException naming the text and the choices when it is none of them
   */
  public static Symmetry parse(String name) {
    String key = name.replaceAll("[-_ ]", "").toUpperCase(Locale.ROOT);
    for (Symmetry s : values()) {
      if (s.name().replace("_", "").equals(key)) {
        return s;
      }
    }
    throw new IllegalArgumentException("symmetry '" + name + "': expected one of "
        + Arrays.toString(values()).toLowerCase(Locale.ROOT));
  }
}
