package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;

/**
 * The pieces of a jigsaw grid drawn as {@link Regions#draw} draws one: a top frame
 * {@code +---+---+...+} of {@code n} segments, every cell four characters wide with its symbol
 * in the third, a {@code |} between two cells of different pieces and {@code ---} (on the line
 * between two rows) under a cell whose neighbour below lies in another piece. Collected row by
 * row while the grid is read; the walls then enclose the pieces.
 */
final class Walls {
  private static final String LABELS =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  private final int n;
  private final int offset;
  private final boolean[] left; // a wall left of the cell
  private final boolean[] above; // a wall above the cell
  private boolean drawn = true;

  private Walls(int n, int offset) {
    this.n = n;
    this.offset = offset;
    this.left = new boolean[n * n];
    this.above = new boolean[n * n];
  }

  /**
   * The walls of a drawing of side {@code n} whose top frame is {@code frame}, or null when
   * {@code frame} is not such a frame.
   */
  static Walls under(String frame, int n) {
    if (frame == null) {
      return null;
    }
    int offset = frame.indexOf('+');
    String t = frame.strip();
    if (offset < 0 || t.length() != 4 * n + 1) {
      return null;
    }
    for (int i = 0; i < t.length(); i++) {
      if (t.charAt(i) != (i % 4 == 0 ? '+' : '-')) {
        return null;
      }
    }
    return new Walls(n, offset);
  }

  /** Takes row {@code r}'s line: its walls, if it is drawn cell by cell. */
  void row(int r, String line) {
    if (!drawn || line.length() < offset + 4 * n + 1) {
      drawn = false;
      return;
    }
    for (int c = 0; c <= n; c++) {
      char wall = line.charAt(offset + 4 * c);
      if (wall != '|' && wall != ' ' || c < n && (line.charAt(offset + 4 * c + 1) != ' '
          || line.charAt(offset + 4 * c + 3) != ' ')) {
        drawn = false;
        return;
      }
      if (c > 0 && c < n) {
        left[r * n + c] = wall == '|';
      }
    }
  }

  /**
   * Whether {@code line} is a line drawn between two rows of this drawing, even with a foreign
   * character in it, so that it is never read as a row (which would split one drawing into two
   * records): its width is the drawing's, and it has a {@code +} at an inner corner or a
   * {@code ---} under a cell, which no row has. Returns -1 when it is not such a line, 0 when
   * every character is in its place ({@code +}, {@code |} or a blank at the corners, {@code -}
   * or a blank under the cells), or else the 1-based column of the first foreign character.
   */
  int foreignInWall(String line) {
    int end = line.stripTrailing().length();
    if (end != offset + 4 * n + 1 || !line.substring(0, offset).isBlank()) {
      return -1;
    }
    boolean wall = false;
    for (int c = 0; c < n && !wall; c++) {
      wall = c > 0 && line.charAt(offset + 4 * c) == '+'
          || line.startsWith("---", offset + 4 * c + 1);
    }
    if (!wall) {
      return -1;
    }
    for (int i = offset; i < end; i++) {
      char ch = line.charAt(i);
      boolean corner = (i - offset) % 4 == 0;
      if (corner ? ch != '+' && ch != '|' && ch != ' ' : ch != '-' && ch != ' ') {
        return i + 1;
      }
    }
    return 0;
  }

  /** Takes the line drawn between rows {@code r - 1} and {@code r}. */
  void between(int r, String line) {
    if (r <= 0 || r >= n) {
      return;
    }
    for (int c = 0; c < n; c++) {
      int at = offset + 4 * c + 2;
      above[r * n + c] = at < line.length() && line.charAt(at) == '-';
    }
  }

  /**
   * Whether the walls lie exactly between the cells of different blocks of {@code r}: a map
   * given beside a drawing (a piece in two parts, which walls cannot tell from two pieces).
   */
  boolean agree(Regions r) {
    if (!drawn || r.shape().side() != n) {
      return false;
    }
    String map = r.blockMap().replace("\n", "");
    for (int c = 0; c < n * n; c++) {
      if (c % n > 0 && left[c] != (map.charAt(c - 1) != map.charAt(c))
          || c >= n && above[c] != (map.charAt(c - n) != map.charAt(c))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The jigsaw the walls enclose, or null when the grid was not drawn cell by cell or its
   * pieces are the shape's boxes.
   *
   * @throws IllegalArgumentException naming a piece that does not have {@code n} cells
   */
  Regions regions(Shape shape) {
    if (!drawn || shape.side() != n) {
      return null;
    }
    int cells = n * n;
    int[] piece = new int[cells];
    java.util.Arrays.fill(piece, -1);
    int[] stack = new int[cells];
    StringBuilder map = new StringBuilder(cells);
    map.setLength(cells);
    int pieces = 0;
    for (int s = 0; s < cells; s++) {
      if (piece[s] >= 0) {
        continue;
      }
      int size = 0;
      int top = 0;
      stack[top++] = s;
      piece[s] = pieces;
      while (top > 0) {
        int c = stack[--top];
        size++;
        int r = c / n;
        int col = c % n;
        int[] next = {col + 1 < n && !left[c + 1] ? c + 1 : -1, col > 0 && !left[c] ? c - 1 : -1,
            r + 1 < n && !above[c + n] ? c + n : -1, r > 0 && !above[c] ? c - n : -1};
        for (int m : next) {
          if (m >= 0 && piece[m] < 0) {
            piece[m] = pieces;
            stack[top++] = m;
          }
        }
      }
      if (size != n) {
        throw new IllegalArgumentException("the walls drawn in this grid enclose a region of "
            + size + " cell" + (size == 1 ? "" : "s") + " at r" + (s / n + 1) + "c" + (s % n + 1)
            + "; each region of a " + shape + " jigsaw has " + n);
      }
      pieces++;
    }
    for (int c = 0; c < cells; c++) {
      map.setCharAt(c, LABELS.charAt(piece[c]));
    }
    Regions jigsaw = Regions.jigsaw(shape, map.toString());
    return jigsaw.blockMap().equals(Regions.standard(shape).blockMap()) ? null : jigsaw;
  }
}
