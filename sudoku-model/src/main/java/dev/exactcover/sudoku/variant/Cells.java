package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Argument checks and names shared by the rules. */
final class Cells {
  /** The largest side a variant rule takes: 16, as f-puzzles and the setting tools do. */
  static final int MAX_SIDE = 16;

  private Cells() {}

  /** An immutable copy of {@code cells}, refused when empty or holding a negative cell. */
  static List<Integer> copy(String rule, List<Integer> cells, int atLeast) {
    List<Integer> c = List.copyOf(cells);
    if (c.size() < atLeast) {
      throw new IllegalArgumentException(rule + ": needs at least " + atLeast
          + (atLeast == 1 ? " cell" : " cells") + ", has " + c.size());
    }
    for (int x : c) {
      if (x < 0) {
        throw new IllegalArgumentException(rule + ": cell number " + x + " is negative");
      }
    }
    return c;
  }

  /** Refuses a side outside 4..16, for {@code what}. */
  static void side(String what, Shape shape) {
    int n = shape.side();
    if (n > MAX_SIDE) {
      throw new IllegalArgumentException(what + ": variant rules take grids of 4x4 to 16x16, "
          + "not " + n + "x" + n);
    }
  }

  /** Checks that every cell is inside the grid and none is repeated. */
  static void inside(String what, List<Integer> cells, Shape shape) {
    side(what, shape);
    Set<Integer> seen = new HashSet<>();
    for (int c : cells) {
      if (c >= shape.cells()) {
        throw new IllegalArgumentException(what + ": cell r" + (c / shape.side() + 1) + "c"
            + (c % shape.side() + 1) + " is outside the " + shape.side() + "x" + shape.side()
            + " grid");
      }
      if (!seen.add(c)) {
        throw new IllegalArgumentException(what + ": cell " + name(c, shape.side())
            + " is on it twice");
      }
    }
  }

  /** Checks that two cells share a side. */
  static void adjacent(String what, int a, int b, Shape shape) {
    inside(what, List.of(a, b), shape);
    int n = shape.side();
    int dr = Math.abs(a / n - b / n);
    int dc = Math.abs(a % n - b % n);
    if (dr + dc != 1) {
      throw new IllegalArgumentException(what + ": " + name(a, n) + " and " + name(b, n)
          + " do not share a side");
    }
  }

  static String name(int cell, int n) {
    return Grid.cellName(cell, n);
  }

  static String cellNames(List<Integer> cells, int n) {
    StringBuilder s = new StringBuilder();
    for (int c : cells) {
      s.append(s.length() == 0 ? "" : " ").append(name(c, n));
    }
    return s.toString();
  }
}
