package dev.exactcover.sudoku.print;

/**
 * Where a {@link Sheet} draws: pages of a given size, with the origin at the top left, x to the
 * right and y down, in points. Implementations: {@link Svg}; a PDF canvas in the command line.
 */
public interface Canvas {
  /**
   * Starts a new page (ending the one before, if any).
   *
   * @param width the page width in points
   * @param height the page height in points
   */
  void page(double width, double height);

  /**
   * Fills a rectangle with a gray.
   *
   * @param x the left edge
   * @param y the top edge
   * @param width the width
   * @param height the height
   * @param gray 0 for black to 1 for white
   */
  void fill(double x, double y, double width, double height, double gray);

  /**
   * Draws a black line.
   *
   * @param x1 where it starts, across
   * @param y1 where it starts, down
   * @param x2 where it ends, across
   * @param y2 where it ends, down
   * @param width the line width in points
   */
  void line(double x1, double y1, double x2, double y2, double width);

  /**
   * Writes text in Helvetica, centred on {@code x} or starting there.
   *
   * @param x where the text starts (or its centre)
   * @param baseline the baseline, down from the top
   * @param size the font size in points
   * @param text the text (printable ASCII)
   * @param bold whether bold
   * @param centred whether {@code x} is the centre of the text
   */
  void text(double x, double baseline, double size, String text, boolean bold, boolean centred);

  /** Ends the last page and the document. */
  void finish();

  /**
   * A line through the points {@code (x[k], y[k])} in colour {@code rgb} ({@code 0xRRGGBB}),
   * with round joins and ends, dashed or solid. By default drawn as black segments; a canvas
   * that has colours and dashes draws them.
   *
   * @param x the points' x coordinates
   * @param y the points' y coordinates, as many
   * @param width the line's width
   * @param rgb its colour
   * @param dashed whether it is dashed
   */
  default void polyline(double[] x, double[] y, double width, int rgb, boolean dashed) {
    for (int k = 1; k < x.length; k++) {
      line(x[k - 1], y[k - 1], x[k], y[k], width);
    }
  }

  /**
   * A circle centred at {@code (x, y)}: filled with {@code fill} ({@code 0xRRGGBB}, or -1 for
   * none) and outlined in {@code stroke} ({@code 0xRRGGBB}, or -1 for none). By default its
   * outline is drawn as black segments.
   *
   * @param x the centre's x
   * @param y the centre's y
   * @param radius the radius
   * @param fill the inside's colour, or -1
   * @param stroke the outline's colour, or -1
   * @param width the outline's width
   */
  default void circle(double x, double y, double radius, int fill, int stroke, double width) {
    int k = 24;
    double[] px = new double[k + 1];
    double[] py = new double[k + 1];
    for (int i = 0; i <= k; i++) {
      px[i] = x + radius * Math.cos(2 * Math.PI * i / k);
      py[i] = y + radius * Math.sin(2 * Math.PI * i / k);
    }
    polyline(px, py, width, stroke < 0 ? 0 : stroke, false);
  }

  /**
   * A rectangle filled with the colour {@code rgb} ({@code 0xRRGGBB}); by default in the gray of
   * the colour's mean.
   *
   * @param x the left edge
   * @param y the top edge
   * @param width the width
   * @param height the height
   * @param rgb the colour
   */
  default void fillColour(double x, double y, double width, double height, int rgb) {
    fill(x, y, width, height, ((rgb >> 16 & 255) + (rgb >> 8 & 255) + (rgb & 255)) / 765.0);
  }
}
