package dev.exactcover.sudoku.print;

import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.variant.Arrow;
import dev.exactcover.sudoku.variant.ExtraRegion;
import dev.exactcover.sudoku.variant.GlobalRule;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.KropkiBlack;
import dev.exactcover.sudoku.variant.KropkiWhite;
import dev.exactcover.sudoku.variant.LittleKiller;
import dev.exactcover.sudoku.variant.Palindrome;
import dev.exactcover.sudoku.variant.ParityCell;
import dev.exactcover.sudoku.variant.Renban;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Sandwich;
import dev.exactcover.sudoku.variant.Thermometer;
import dev.exactcover.sudoku.variant.Whispers;
import dev.exactcover.sudoku.variant.Xv;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The variant rules drawn on a grid as setters draw them: shaded extra regions; thermometers (a
 * gray bulb and thick line), arrows (a circle or pill round the bulb, thin lines ending in a
 * head), palindromes (gray), renban (purple) and German whispers (green) lines under the digits;
 * odd (a gray circle) and even (a gray square) cells; killer cages as dashed outlines inside the
 * cells, the sum in the cage's top-left corner; white and black dots and X and V on the edges;
 * little-killer and sandwich clues outside the grid. Drawn in two passes around the digits and
 * the grid's lines: {@link #under} and {@link #over}.
 */
final class Marks {
  static final int THERMO = 0xC4C4C4;
  static final int ARROW = 0x8C8C8C;
  static final int PALINDROME = 0xA8A8A8;
  static final int RENBAN = 0xD87AD8;
  static final int WHISPERS = 0x4CB84C;
  static final int PARITY = 0xD4D4D4;
  static final int REGION = 0xDDDDDD;
  static final int WHITE = 0xFFFFFF;
  static final int BLACK = 0x000000;

  private final List<Rule> rules;
  private final int n;
  private final double x;
  private final double y;
  private final double cell;
  private final Canvas canvas;

  Marks(List<Rule> rules, int n, double x, double y, double cell, Canvas canvas) {
    this.rules = rules;
    this.n = n;
    this.x = x;
    this.y = y;
    this.cell = cell;
    this.canvas = canvas;
  }

  /** Whether {@code rules} has clues outside the grid, which need a margin of one cell. */
  static boolean outside(List<Rule> rules) {
    return rules.stream().anyMatch(r -> r instanceof LittleKiller || r instanceof Sandwich);
  }

  /**
   * The rules of the whole grid (anti-knight, anti-king, ...), which nothing on the grid shows,
   * as words for its caption: {@code "  +  anti-knight, anti-king"}, or empty.
   */
  static String words(List<Rule> rules, boolean alone) {
    StringBuilder s = new StringBuilder();
    for (Rule r : rules) {
      if (r instanceof GlobalRule g) {
        s.append(s.length() == 0 ? "" : ", ").append(g.words());
      }
    }
    return s.length() == 0 ? "" : (alone ? "" : "   ") + s;
  }

  private double cx(int c) {
    return x + (c % n + 0.5) * cell;
  }

  private double cy(int c) {
    return y + (c / n + 0.5) * cell;
  }

  /** What lies under the digits and the grid's lines. */
  void under() {
    for (Rule r : rules) {
      if (r instanceof ExtraRegion e) {
        for (int c : e.cells()) {
          canvas.fillColour(x + (c % n) * cell, y + (c / n) * cell, cell, cell, REGION);
        }
      }
    }
    for (Rule r : rules) {
      if (r instanceof ParityCell p) {
        if (p.parity() == ParityCell.Parity.ODD) {
          canvas.circle(cx(p.cell()), cy(p.cell()), 0.4 * cell, PARITY, -1, 0);
        } else {
          double h = 0.36 * cell;
          canvas.fillColour(cx(p.cell()) - h, cy(p.cell()) - h, 2 * h, 2 * h, PARITY);
        }
      } else if (r instanceof Thermometer t) {
        int bulb = t.cells().get(0);
        canvas.circle(cx(bulb), cy(bulb), 0.38 * cell, THERMO, -1, 0);
        line(t.cells(), 0.26 * cell, THERMO);
      } else if (r instanceof Palindrome p) {
        line(p.cells(), 0.16 * cell, PALINDROME);
      } else if (r instanceof Renban b) {
        line(b.cells(), 0.2 * cell, RENBAN);
      } else if (r instanceof Whispers w) {
        line(w.cells(), 0.16 * cell, WHISPERS);
      } else if (r instanceof Arrow a) {
        arrow(a);
      }
    }
    for (Rule r : rules) {
      if (r instanceof KillerCage k) {
        cage(k);
      }
    }
  }

  /** What lies over the grid's lines: dots, X and V, and the clues outside the grid. */
  void over() {
    double thin = Math.max(0.4, cell * 0.03);
    for (Rule r : rules) {
      if (r instanceof KropkiWhite w) {
        dot(w.first(), w.second(), WHITE, w.difference() == 1 ? null : w.difference());
      } else if (r instanceof KropkiBlack b) {
        dot(b.first(), b.second(), BLACK, b.ratio() == 2 ? null : b.ratio());
      } else if (r instanceof Xv v) {
        double mx = (cx(v.first()) + cx(v.second())) / 2;
        double my = (cy(v.first()) + cy(v.second())) / 2;
        double size = 0.34 * cell;
        canvas.fillColour(mx - size * 0.4, my - size * 0.42, size * 0.8, size * 0.84, WHITE);
        canvas.text(mx, my + size * 0.36, size, v.letter() == Xv.Letter.X ? "X" : "V", true,
            true);
      } else if (r instanceof Sandwich s) {
        double size = 0.4 * cell;
        double tx = s.line() == RegionKind.COLUMN ? x + (s.index() + 0.5) * cell : x - cell / 2;
        double ty = s.line() == RegionKind.COLUMN ? y - cell / 2 : y + (s.index() + 0.5) * cell;
        canvas.text(tx, ty + size * 0.36, size, String.valueOf(s.sum()), false, true);
      } else if (r instanceof LittleKiller k) {
        littleKiller(k, thin);
      }
    }
  }

  /** A line through the cells' centres. */
  private void line(List<Integer> cells, double width, int rgb) {
    double[] px = new double[cells.size()];
    double[] py = new double[cells.size()];
    for (int k = 0; k < cells.size(); k++) {
      px[k] = cx(cells.get(k));
      py[k] = cy(cells.get(k));
    }
    canvas.polyline(px, py, width, rgb, false);
  }

  private void arrow(Arrow a) {
    double w = Math.max(0.5, 0.045 * cell);
    double r = 0.4 * cell;
    List<Integer> bulb = a.bulb();
    if (bulb.size() == 1) {
      canvas.circle(cx(bulb.get(0)), cy(bulb.get(0)), r, WHITE, ARROW, w);
    } else { // a pill: a thick gray line with a white one inside
      double[] px = {cx(bulb.get(0)), cx(bulb.get(1))};
      double[] py = {cy(bulb.get(0)), cy(bulb.get(1))};
      canvas.polyline(px, py, 2 * r + w, ARROW, false);
      canvas.polyline(px, py, 2 * r - w, WHITE, false);
    }
    for (List<Integer> line : a.lines()) {
      int from = nearest(bulb, line.get(0));
      int k = line.size();
      double[] px = new double[k + 1];
      double[] py = new double[k + 1];
      double dx = cx(line.get(0)) - cx(from);
      double dy = cy(line.get(0)) - cy(from);
      double d = Math.hypot(dx, dy);
      px[0] = cx(from) + dx / d * r; // from the bulb's edge
      py[0] = cy(from) + dy / d * r;
      for (int i = 0; i < k; i++) {
        px[i + 1] = cx(line.get(i));
        py[i + 1] = cy(line.get(i));
      }
      canvas.polyline(px, py, w, ARROW, false);
      double ex = px[k] - px[k - 1];
      double ey = py[k] - py[k - 1];
      double e = Math.hypot(ex, ey);
      double ux = ex / e;
      double uy = ey / e;
      double h = 0.22 * cell;
      canvas.polyline(new double[] {px[k] - h * (ux - uy * 0.7), px[k], px[k] - h * (ux + uy
          * 0.7)}, new double[] {py[k] - h * (uy + ux * 0.7), py[k], py[k] - h * (uy - ux
          * 0.7)}, w, ARROW, false);
    }
  }

  /** The bulb cell nearest {@code c}: where a line starts. */
  private int nearest(List<Integer> bulb, int c) {
    int best = bulb.get(0);
    for (int b : bulb) {
      if (Math.hypot(cx(b) - cx(c), cy(b) - cy(c)) < Math.hypot(cx(best) - cx(c),
          cy(best) - cy(c))) {
        best = b;
      }
    }
    return best;
  }

  /**
   * A cage's outline, dashed, a little inside its cells: each side of a cell whose neighbour is
   * outside the cage, its ends pulled in at an outer corner and pushed out at an inner one so
   * that the sides meet.
   */
  private void cage(KillerCage k) {
    Set<Integer> in = new HashSet<>(k.cells());
    double d = 0.09 * cell;
    double w = Math.max(0.4, 0.035 * cell);
    // Each side as the neighbour across it (dr, dc) and the direction along it (ar, ac).
    int[][] sides = {{-1, 0, 0, 1}, {0, 1, 1, 0}, {1, 0, 0, -1}, {0, -1, -1, 0}};
    for (int c : k.cells()) {
      int r = c / n;
      int col = c % n;
      for (int[] s : sides) {
        if (has(in, r + s[0], col + s[1])) {
          continue;
        }
        // The side's ends: the corners of the cell on this side, in the direction along it.
        double mx = cx(c) + s[1] * (cell / 2 - d);
        double my = cy(c) + s[0] * (cell / 2 - d);
        double[] ends = new double[2];
        for (int e = 0; e < 2; e++) {
          int sign = e == 0 ? -1 : 1;
          int nr = r + sign * s[2];
          int nc = col + sign * s[3];
          boolean next = has(in, nr, nc);
          boolean diagonal = has(in, nr + s[0], nc + s[1]);
          ends[e] = !next ? cell / 2 - d : diagonal ? cell / 2 + d : cell / 2;
        }
        canvas.polyline(new double[] {mx - s[3] * ends[0], mx + s[3] * ends[1]},
            new double[] {my - s[2] * ends[0], my + s[2] * ends[1]}, w, BLACK, true);
      }
    }
    if (k.sum().isPresent()) {
      int first = k.cells().stream().min(Integer::compare).orElseThrow();
      String text = String.valueOf(k.sum().getAsInt());
      double size = 0.25 * cell;
      double left = x + (first % n) * cell + d * 0.4;
      double top = y + (first / n) * cell + d * 0.4;
      canvas.fillColour(left, top, size * 0.58 * text.length() + size * 0.45, size * 1.1, WHITE);
      canvas.text(left + size * 0.1, top + size * 0.85, size, text, false, false);
    }
  }

  private boolean has(Set<Integer> in, int r, int c) {
    return r >= 0 && r < n && c >= 0 && c < n && in.contains(r * n + c);
  }

  private void dot(int a, int b, int fill, Integer value) {
    double mx = (cx(a) + cx(b)) / 2;
    double my = (cy(a) + cy(b)) / 2;
    double r = 0.13 * cell;
    canvas.circle(mx, my, r, fill, BLACK, Math.max(0.4, 0.03 * cell));
    if (value != null) { // a value that is not the usual one, beside the dot
      String text = String.valueOf(value);
      double size = 0.2 * cell;
      double tx = mx + r * 1.1;
      double ty = my - r * 1.1;
      canvas.fillColour(tx - size * 0.05, ty - size * 0.85, size * 0.6 * text.length()
          + size * 0.1, size, WHITE);
      canvas.text(tx, ty, size, text, true, false);
    }
  }

  /** The sum in the clue's place outside the grid, and an arrow towards its diagonal. */
  private void littleKiller(LittleKiller k, double thin) {
    double px = x + (k.col() + 0.5) * cell;
    double py = y + (k.row() + 0.5) * cell;
    double size = 0.34 * cell;
    int dr = k.direction().rowStep();
    int dc = k.direction().colStep();
    double tx = px - dc * 0.12 * cell;
    double ty = py - dr * 0.12 * cell;
    canvas.text(tx, ty + size * 0.36, size, String.valueOf(k.sum()), false, true);
    double ax = px + dc * 0.26 * cell;
    double ay = py + dr * 0.26 * cell;
    double bx = px + dc * 0.46 * cell;
    double by = py + dr * 0.46 * cell;
    double w = Math.max(thin, 0.035 * cell);
    canvas.polyline(new double[] {ax, bx}, new double[] {ay, by}, w, BLACK, false);
    double h = 0.1 * cell;
    canvas.polyline(new double[] {bx - dc * h, bx, bx}, new double[] {by, by, by - dr * h}, w,
        BLACK, false);
  }
}
