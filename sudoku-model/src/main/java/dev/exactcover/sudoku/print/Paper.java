package dev.exactcover.sudoku.print;

import java.util.Locale;

/** A page size, in PostScript points (1/72 inch). */
public enum Paper {
  /** ISO A4, 210 x 297 mm. */
  A4(595.28, 841.89),
  /** US Letter, 8.5 x 11 inches. */
  LETTER(612, 792);

  private final double width;
  private final double height;

  Paper(double width, double height) {
    this.width = width;
    this.height = height;
  }

  /** {@return the width in points} */
  public double width() {
    return width;
  }

  /** {@return the height in points} */
  public double height() {
    return height;
  }

  /**
   * The paper named {@code name}, case ignored: {@code a4}, {@code letter}.
   *
   * @param name the name, as a person typed it
   * @return the paper
   * @throws IllegalArgumentException naming the choices when it is neither
   */
  public static Paper parse(String name) {
    for (Paper p : values()) {
      if (p.name().equalsIgnoreCase(name.trim())) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown paper '" + name + "' (choose a4 or letter)");
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
