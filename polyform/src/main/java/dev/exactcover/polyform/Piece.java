package dev.exactcover.polyform;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A piece: a name, one or more shapes (sets of cells, placed anywhere by translation), the
 * orientations allowed, how many copies must be placed, and whether it may be left out.
 * Immutable; the {@code with...} methods return changed copies.
 *
 * <p>A piece usually has one shape. Knuth's specs may give a piece on several lines: each line
 * is a shape, and the placements of all its shapes are the piece's placements.
 */
public final class Piece {
  private final String name;
  private final List<List<Cell>> shapes;
  private final Orientations orientations;
  private final int multiplicity;
  private final boolean optional;

  private Piece(String name, List<List<Cell>> shapes, Orientations orientations,
      int multiplicity, boolean optional) {
    this.name = name;
    this.shapes = shapes;
    this.orientations = orientations;
    this.multiplicity = multiplicity;
    this.optional = optional;
  }

  /**
   * A piece of one shape, free to turn and flip, used once.
   *
   * @param name the name: 1 to 8 characters, no blanks, {@code :}, {@code |} or {@code *}
   * @param cells the cells of its shape, at least one
   * @return the piece
   * @throws IllegalArgumentException if the name is not as above or there is no cell
   */
  public static Piece of(String name, Cell... cells) {
    return of(name, Arrays.asList(cells));
  }

  /**
   * A piece of one shape, free to turn and flip, used once.
   *
   * @param name the name: 1 to 8 characters, no blanks, {@code :}, {@code |} or {@code *}
   * @param cells the cells of its shape, at least one
   * @return the piece
   * @throws IllegalArgumentException if the name is not as above or there is no cell
   */
  public static Piece of(String name, List<Cell> cells) {
    checkName(name);
    return new Piece(name, List.of(shape(name, cells)), Orientations.FREE, 1, false);
  }

  private static void checkName(String name) {
    Objects.requireNonNull(name, "name");
    if (name.isEmpty() || name.length() > 8) {
      throw new IllegalArgumentException("piece name '" + name + "': it must have 1 to 8 "
          + "characters");
    }
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c <= ' ' || c == ':' || c == '|' || c == '*') {
        throw new IllegalArgumentException("piece name '" + name + "': it cannot contain blanks, "
            + "':', '|' or '*'");
      }
    }
  }

  private static List<Cell> shape(String name, List<Cell> cells) {
    if (cells.isEmpty()) {
      throw new IllegalArgumentException("piece '" + name + "' has no cell");
    }
    java.util.Set<Cell> s = new java.util.LinkedHashSet<>(); // repeats dropped, in one pass
    for (Cell c : cells) {
      s.add(Objects.requireNonNull(c, "cell"));
    }
    return List.copyOf(s);
  }

  /**
   * This piece with one more shape.
   *
   * @param cells the cells of the shape, at least one
   * @return the changed copy
   * @throws IllegalArgumentException if there is no cell
   */
  public Piece withShape(List<Cell> cells) {
    List<List<Cell>> s = new ArrayList<>(shapes);
    s.add(shape(name, cells));
    return new Piece(name, List.copyOf(s), orientations, multiplicity, optional);
  }

  /**
   * This piece with more shapes, in the order given: {@link #withShape} for each, in one copy.
   *
   * @param more the cells of each shape, at least one cell each
   * @return the changed copy
   * @throws IllegalArgumentException if a shape has no cell
   */
  public Piece withShapes(List<List<Cell>> more) {
    List<List<Cell>> s = new ArrayList<>(shapes.size() + more.size());
    s.addAll(shapes);
    for (List<Cell> cells : more) {
      s.add(shape(name, cells));
    }
    return new Piece(name, List.copyOf(s), orientations, multiplicity, optional);
  }

  /**
   * This piece with other orientations allowed.
   *
   * @param o the orientations
   * @return the changed copy
   */
  public Piece withOrientations(Orientations o) {
    return new Piece(name, shapes, Objects.requireNonNull(o, "orientations"), multiplicity,
        optional);
  }

  /**
   * This piece used {@code n} times (Knuth's Algorithm M handles the multiplicity).
   *
   * @param n the number of copies, 1 to 61
   * @return the changed copy
   * @throws IllegalArgumentException if {@code n} is not in 1..61
   */
  public Piece withMultiplicity(int n) {
    if (n < 1 || n > Cell.MAX_COORDINATE) {
      throw new IllegalArgumentException("piece '" + name + "': multiplicity " + n
          + " must be in 1.." + Cell.MAX_COORDINATE);
    }
    return new Piece(name, shapes, orientations, n, optional);
  }

  /**
   * This piece, which may be left out (used between 0 and its multiplicity times) or must be
   * used.
   *
   * @param may true if the piece may be left out
   * @return the changed copy
   */
  public Piece withOptional(boolean may) {
    return new Piece(name, shapes, orientations, multiplicity, may);
  }

  /**
   * This piece under another name.
   *
   * @param newName the name, as for {@link #of(String, Cell...)}
   * @return the changed copy
   */
  public Piece withName(String newName) {
    checkName(newName);
    return new Piece(newName, shapes, orientations, multiplicity, optional);
  }

  /**
   * The name, which is also the piece's item in the problem.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * The shapes, each a list of cells as given.
   *
   * @return the shapes, unmodifiable
   */
  public List<List<Cell>> shapes() {
    return shapes;
  }

  /**
   * The orientations allowed.
   *
   * @return the orientations allowed
   */
  public Orientations orientations() {
    return orientations;
  }

  /**
   * How many copies are placed in a solution (at most that many if {@link #optional()}).
   *
   * @return the multiplicity, at least 1
   */
  public int multiplicity() {
    return multiplicity;
  }

  /**
   * Whether the piece may be left out.
   *
   * @return true if it may be left out
   */
  public boolean optional() {
    return optional;
  }

  /**
   * The number of cells of the first shape.
   *
   * @return the size
   */
  public int size() {
    return shapes.get(0).size();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Piece p && p.name.equals(name) && p.shapes.equals(shapes)
        && p.orientations == orientations && p.multiplicity == multiplicity
        && p.optional == optional;
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, shapes, orientations, multiplicity, optional);
  }

  @Override
  public String toString() {
    return (multiplicity > 1 ? multiplicity + "*" : "") + name + " " + shapes;
  }
}
