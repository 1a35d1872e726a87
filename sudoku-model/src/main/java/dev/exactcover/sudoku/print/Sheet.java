package dev.exactcover.sudoku.print;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Region;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import java.util.List;
import java.util.Objects;

/**
 * Puzzles laid out on pages for printing: 1, 2, 4 or 6 grids per A4 or Letter page, the puzzles
 * first, then an answer key on pages of its own. Each grid has a small caption above it (number,
 * seed, difficulty, as the caller writes it); blocks (boxes or jigsaw pieces) get thick walls and
 * the diagonals of Sudoku X are shaded; givens are bold. Every page has a title and "page k of
 * n" printed small. Immutable; draws on any {@link Canvas}.
 *
 * <pre>{@code
 * Svg svg = new Svg();
 * Sheet.of(Paper.A4, 4).draw("Sudoku 9x9", puzzles, answers, svg);
 * String text = svg.toString();
 * }</pre>
 */
public final class Sheet {
  private static final double MARGIN = 36;
  private static final double HEADER = 28;
  private static final double FOOTER = 20;
  private static final double CAPTION = 14;
  private static final double PAD = 10;

  private final Paper paper;
  private final int perPage;
  private final int columns;
  private final int rows;

  private Sheet(Paper paper, int perPage) {
    this.paper = paper;
    this.perPage = perPage;
    this.columns = perPage == 1 ? 1 : perPage == 2 ? 1 : 2;
    this.rows = perPage / columns;
  }

  /**
   * A sheet of {@code perPage} grids per page of {@code paper}.
   *
   * @param paper the page size
   * @param perPage 1, 2, 4 or 6
   * @return the sheet
   * @throws IllegalArgumentException if {@code perPage} is not 1, 2, 4 or 6
   */
  public static Sheet of(Paper paper, int perPage) {
    Objects.requireNonNull(paper, "paper");
    if (perPage != 1 && perPage != 2 && perPage != 4 && perPage != 6) {
      throw new IllegalArgumentException("puzzles per page must be 1, 2, 4 or 6, not " + perPage);
    }
    return new Sheet(paper, perPage);
  }

  /**
   * The number of pages for {@code puzzles} puzzles and {@code answers} answers.
   *
   * @param puzzles how many puzzles
   * @param answers how many answers (0: no answer key)
   * @return the pages {@link #draw} makes
   */
  public int pages(int puzzles, int answers) {
    return ceil(puzzles) + ceil(answers);
  }

  private int ceil(int k) {
    return (k + perPage - 1) / perPage;
  }

  /**
   * Draws the puzzles, then the answers (if any), on pages of the canvas, and finishes it.
   *
   * @param title the title printed small at the top of every page
   * @param puzzles the puzzles, in order
   * @param answers the answer key, in order (may be empty)
   * @param canvas where to draw
   */
  public void draw(String title, List<Printable> puzzles, List<Printable> answers,
      Canvas canvas) {
    int total = pages(puzzles.size(), answers.size());
    int[] page = {0};
    section(title, puzzles, false, total, page, canvas);
    section(title + " - answers", answers, true, total, page, canvas);
    canvas.finish();
  }

  private void section(String title, List<Printable> grids, boolean answers, int total,
      int[] page, Canvas canvas) {
    double w = paper.width();
    double h = paper.height();
    double slotW = (w - 2 * MARGIN) / columns;
    double slotH = (h - 2 * MARGIN - HEADER - FOOTER) / rows;
    for (int k = 0; k < grids.size(); k++) {
      if (k % perPage == 0) {
        page[0]++;
        canvas.page(w, h);
        canvas.text(MARGIN, MARGIN + 12, 11, title, true, false);
        canvas.text(w / 2, h - MARGIN + 4, 8, "page " + page[0] + " of " + total, false, true);
      }
      int slot = k % perPage;
      double sx = MARGIN + (slot % columns) * slotW;
      double sy = MARGIN + HEADER + (slot / columns) * slotH;
      double side = Math.min(slotW - 2 * PAD, slotH - 2 * PAD - CAPTION);
      double gx = sx + (slotW - side) / 2;
      double gy = sy + PAD + CAPTION;
      Printable p = grids.get(k);
      String caption = p.caption() + Marks.words(p.variants(), p.caption().isEmpty());
      if (!caption.isEmpty()) {
        canvas.text(gx, gy - 5, 8, caption, false, false);
      }
      grid(p, gx, gy, side, canvas);
    }
  }

  /** One grid at (x, y), {@code side} points wide. */
  static void grid(Printable p, double x, double y, double side, Canvas canvas) {
    Regions rules = p.rules();
    Shape shape = rules.shape();
    int n = shape.side();
    if (Marks.outside(p.variants())) { // a margin of one cell for the clues outside the grid
      double margin = side / (n + 2);
      x += margin;
      y += margin;
      side -= 2 * margin;
    }
    double cell = side / n;
    boolean[] shaded = new boolean[shape.cells()];
    for (Region r : rules.list()) {
      if (r.kind() == RegionKind.DIAGONAL) {
        for (int c : r.cells()) {
          if (!shaded[c]) { // the centre lies on both diagonals: shaded once
            shaded[c] = true;
            canvas.fill(x + (c % n) * cell, y + (c / n) * cell, cell, cell, 0.85);
          }
        }
      }
    }
    Marks marks = new Marks(p.variants(), n, x, y, cell, canvas);
    marks.under();
    Grid g = p.grid();
    double size = cell * (n > 9 ? 0.5 : p.variants().isEmpty() ? 0.62 : 0.55);
    for (int c = 0; c < shape.cells(); c++) {
      int v = g.get(c);
      if (v != 0) {
        canvas.text(x + (c % n + 0.5) * cell, y + (c / n + 0.5) * cell + size * 0.36, size,
            String.valueOf(Shape.symbolOf(v)), p.givens().get(c) != 0, true);
      }
    }
    String map = rules.blockMap().replace("\n", "");
    double thin = Math.max(0.3, Math.min(0.75, cell / 40));
    double thick = thin * 3.5;
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        int at = r * n + c;
        if (c + 1 < n) { // the edge right of (r, c)
          boolean wall = map.charAt(at) != map.charAt(at + 1);
          canvas.line(x + (c + 1) * cell, y + r * cell, x + (c + 1) * cell, y + (r + 1) * cell,
              wall ? thick : thin);
        }
        if (r + 1 < n) { // the edge below (r, c)
          boolean wall = map.charAt(at) != map.charAt(at + n);
          canvas.line(x + c * cell, y + (r + 1) * cell, x + (c + 1) * cell, y + (r + 1) * cell,
              wall ? thick : thin);
        }
      }
    }
    double t = thick * 1.2;
    canvas.line(x, y, x + side, y, t);
    canvas.line(x, y + side, x + side, y + side, t);
    canvas.line(x, y, x, y + side, t);
    canvas.line(x + side, y, x + side, y + side, t);
    marks.over();
  }
}
