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
}
