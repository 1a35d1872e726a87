package dev.exactcover.polyform;

import java.util.Objects;

/**
 * One cell: coordinates {@code x}, {@code y}, {@code z} (0 to 61; {@code z} is 0 in two
 * dimensions) and a suffix, empty for an ordinary cell. Knuth's specs name a cell by one radix-62
 * digit per coordinate ({@code 0-9}, {@code a-z}, {@code A-Z}), then the suffix; a cell with a
 * suffix is a secondary item of its own (POLYOMINO-DLX). Cells order by {@code x}, {@code y},
 * {@code z}, then suffix, as Knuth's programs list them.
 *
 * @param x the first coordinate (in a picture: the row)
 * @param y the second coordinate (in a picture: the column)
 * @param z the third coordinate (in a picture: the layer); 0 in two dimensions
 * @param suffix the suffix, empty for an ordinary cell; no blanks, {@code :} or {@code |}
 */
public record Cell(int x, int y, int z, String suffix) implements Comparable<Cell> {
  /** The largest coordinate: 61, the last radix-62 digit {@code Z}. */
  public static final int MAX_COORDINATE = 61;

  private static final String DIGITS =
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  /**
   * Checks the coordinates and the suffix.
   *
   * @param x the first coordinate
   * @param y the second coordinate
   * @param z the third coordinate
   * @param suffix the suffix
   * @throws IllegalArgumentException if a coordinate is not in 0..61 or the suffix has a blank,
   *     {@code :} or {@code |}
   * @throws NullPointerException if {@code suffix} is null
   */
  public Cell {
    Objects.requireNonNull(suffix, "suffix");
    for (int c : new int[] {x, y, z}) {
      if (c < 0 || c > MAX_COORDINATE) {
        throw new IllegalArgumentException("cell (" + x + "," + y + "," + z
            + "): a coordinate must be in 0.." + MAX_COORDINATE);
      }
    }
    for (int i = 0; i < suffix.length(); i++) {
      char ch = suffix.charAt(i);
      if (ch <= ' ' || ch == ':' || ch == '|') {
        throw new IllegalArgumentException("cell suffix '" + suffix
            + "': it cannot contain blanks, ':' or '|'");
      }
    }
  }

  /**
   * A cell in two dimensions.
   *
   * @param x the row
   * @param y the column
   * @return the cell
   */
  public static Cell of(int x, int y) {
    return new Cell(x, y, 0, "");
  }

  /**
   * A cell in three dimensions.
   *
   * @param x the first coordinate
   * @param y the second coordinate
   * @param z the third coordinate
   * @return the cell
   */
  public static Cell of(int x, int y, int z) {
    return new Cell(x, y, z, "");
  }

  /**
   * The coordinate on an axis.
   *
   * @param axis 0 for x, 1 for y, 2 for z
   * @return the coordinate
   */
  public int coordinate(int axis) {
    return axis == 0 ? x : axis == 1 ? y : z;
  }

  /**
   * The item name Knuth's generators give this cell: one radix-62 digit per coordinate, then the
   * suffix ({@code "3a"}, {@code "012"}, {@code "17!"}).
   *
   * @param dimensions 2 or 3
   * @return the name
   */
  public String name(int dimensions) {
    StringBuilder sb = new StringBuilder(dimensions + suffix.length());
    sb.append(DIGITS.charAt(x)).append(DIGITS.charAt(y));
    if (dimensions == 3) {
      sb.append(DIGITS.charAt(z));
    }
    return sb.append(suffix).toString();
  }

  /**
   * The cell of an item name without a suffix, as {@link #name} writes it and a spec or a hole
   * names a cell: one radix-62 digit per coordinate.
   *
   * @param name the name, such as {@code "3a"} (2 dimensions) or {@code "012"} (3)
   * @param dimensions 2 or 3
   * @return the cell, with an empty suffix
   * @throws IllegalArgumentException if {@code name} is not {@code dimensions} radix-62 digits,
   *     the message saying so in words
   */
  public static Cell parse(String name, int dimensions) {
    if (dimensions != 2 && dimensions != 3) {
      throw new IllegalArgumentException("a box has 2 or 3 dimensions, not " + dimensions);
    }
    int[] c = new int[3];
    boolean ok = name.length() == dimensions;
    for (int i = 0; ok && i < dimensions; i++) {
      c[i] = digit(name.charAt(i));
      ok = c[i] >= 0;
    }
    if (!ok) {
      throw new IllegalArgumentException("a cell is " + dimensions
          + " radix-62 digits (0-9, a-z, A-Z), as in the spec");
    }
    return new Cell(c[0], c[1], c[2], "");
  }

  /**
   * The value of a radix-62 digit, or -1 if {@code c} is not one.
   *
   * @param c a character
   * @return its value 0..61, or -1
   */
  public static int digit(char c) {
    return c < 128 ? DIGITS.indexOf(c) : -1;
  }

  @Override
  public int compareTo(Cell o) {
    int c = x != o.x ? Integer.compare(x, o.x)
        : y != o.y ? Integer.compare(y, o.y) : Integer.compare(z, o.z);
    return c != 0 ? c : suffix.compareTo(o.suffix);
  }
}
