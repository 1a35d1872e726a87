package dev.exactcover.polyform;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The box to fill: its cells, in two or three dimensions, in Knuth's order. A cell is covered
 * exactly once unless it may stay empty: a cell with a suffix, or one made optional
 * ({@link #withOptional}); those are secondary items. A hole is simply a cell that is not in the
 * box. Immutable.
 */
public final class Box {
  private final int dimensions;
  private final List<Cell> cells;
  private final Set<Cell> optional;

  private Box(int dimensions, Collection<Cell> cells, Set<Cell> optional) {
    this.dimensions = dimensions;
    this.cells = List.copyOf(new TreeSet<>(cells));
    // A HashSet, not Set.copyOf: the cells' hash codes crowd into a narrow range, and the
    // probing table of Set.copyOf slows to a crawl on a few hundred thousand of them.
    this.optional = java.util.Collections.unmodifiableSet(new java.util.HashSet<>(optional));
  }

  /**
   * A box of the given cells (repeats are ignored).
   *
   * @param dimensions 2 or 3
   * @param cells the cells, at least one; in two dimensions their {@code z} is 0
   * @return the box
   * @throws IllegalArgumentException if the dimensions are not 2 or 3, there is no cell, or a
   *     cell of a plane box has {@code z != 0}
   */
  public static Box of(int dimensions, Collection<Cell> cells) {
    if (dimensions != 2 && dimensions != 3) {
      throw new IllegalArgumentException("a box has 2 or 3 dimensions, not " + dimensions);
    }
    if (cells.isEmpty()) {
      throw new IllegalArgumentException("the box has no cell");
    }
    for (Cell c : cells) {
      if (dimensions == 2 && c.z() != 0) {
        throw new IllegalArgumentException("cell " + c + " has z != 0 in a plane box");
      }
    }
    return new Box(dimensions, cells, Set.of());
  }

  /**
   * The rectangle of {@code rows} by {@code columns} cells, {@code (0,0)} to
   * {@code (rows-1, columns-1)}.
   *
   * @param rows 1 to 62
   * @param columns 1 to 62
   * @return the box
   */
  public static Box rectangle(int rows, int columns) {
    List<Cell> c = new ArrayList<>();
    for (int x = 0; x < rows; x++) {
      for (int y = 0; y < columns; y++) {
        c.add(Cell.of(x, y));
      }
    }
    return of(2, c);
  }

  /**
   * The cuboid of {@code a} by {@code b} by {@code c} cells from {@code (0,0,0)}.
   *
   * @param a the extent along x, 1 to 62
   * @param b the extent along y, 1 to 62
   * @param c the extent along z, 1 to 62
   * @return the box
   */
  public static Box cuboid(int a, int b, int c) {
    List<Cell> cs = new ArrayList<>();
    for (int x = 0; x < a; x++) {
      for (int y = 0; y < b; y++) {
        for (int z = 0; z < c; z++) {
          cs.add(Cell.of(x, y, z));
        }
      }
    }
    return of(3, cs);
  }

  /**
   * This box without some cells (holes).
   *
   * @param holes the cells to take out; cells not in the box are ignored
   * @return the changed copy
   * @throws IllegalArgumentException if no cell would be left
   */
  public Box without(Collection<Cell> holes) {
    List<Cell> c = new ArrayList<>(cells);
    c.removeAll(holes);
    if (c.isEmpty()) {
      throw new IllegalArgumentException("the box has no cell left");
    }
    Set<Cell> o = new TreeSet<>(optional);
    o.removeAll(holes);
    return new Box(dimensions, c, o);
  }

  /**
   * This box without some cells (holes).
   *
   * @param holes the cells to take out
   * @return the changed copy
   */
  public Box without(Cell... holes) {
    return without(Arrays.asList(holes));
  }

  /**
   * This box where some cells may stay empty (secondary items); cells not yet in the box are
   * added.
   *
   * @param cs the cells
   * @return the changed copy
   */
  public Box withOptional(Collection<Cell> cs) {
    List<Cell> c = new ArrayList<>(cells);
    c.addAll(cs);
    Set<Cell> o = new TreeSet<>(optional);
    o.addAll(cs);
    return new Box(dimensions, c, o);
  }

  /**
   * The number of coordinates of a cell.
   *
   * @return 2 or 3
   */
  public int dimensions() {
    return dimensions;
  }

  /**
   * The cells, sorted as Knuth's programs list them.
   *
   * @return the cells, unmodifiable
   */
  public List<Cell> cells() {
    return cells;
  }

  /**
   * Whether a cell may stay empty: it has a suffix or was made optional.
   *
   * @param c a cell of the box
   * @return true if its item is secondary
   */
  public boolean isSecondary(Cell c) {
    return !c.suffix().isEmpty() || optional.contains(c);
  }

  /**
   * The number of cells that must be covered.
   *
   * @return the number of primary cells
   */
  public int primaryCellCount() {
    int n = 0;
    for (Cell c : cells) {
      n += isSecondary(c) ? 0 : 1;
    }
    return n;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Box b && b.dimensions == dimensions && b.cells.equals(cells)
        && b.optional.equals(optional);
  }

  @Override
  public int hashCode() {
    return cells.hashCode() * 31 + optional.hashCode();
  }

  @Override
  public String toString() {
    return dimensions + "-D box of " + cells.size() + " cells";
  }
}
