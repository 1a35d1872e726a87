package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * A 9x9 grid with pencil marks: each cell either holds a value or keeps a set of candidates, so a
 * person can continue from where they are ({@link LogicSolver#rate(Grid, int[])}) and an
 * explanation can show the marks before each step. Two text forms are read and written:
 * <ul>
 *   <li>the 729-character Sukaku form: nine characters per cell, cells row by row, the k-th
 *       character of a cell being the digit k when k is a candidate and {@code .} or {@code 0}
 *       otherwise;
 *   <li>a candidate grid: 81 groups of digits, row by row, each the candidates of a cell, laid
 *       out with any spaces, bars, dashes and plus signs between them (the form
 *       {@link #toGridText()} writes).
 * </ul>
 * A cell with one candidate is taken as filled with it. Immutable.
 */
public final class PencilMarks {
  private static final int CELLS = 81;
  private final int[] values;
  private final int[] marks;

  private PencilMarks(int[] values, int[] marks) {
    this.values = values;
    this.marks = marks;
  }

  /**
   * {@return the pencil marks of {@code grid} with every candidate its givens allow}
   * @param grid a 9x9 grid
   * @throws IllegalArgumentException if the grid is not 9x9
   */
  public static PencilMarks of(Grid grid) {
    if (!grid.shape().equals(Shape.NINE)) {
      throw new IllegalArgumentException("pencil marks are for 9x9 grids, not " + grid.shape());
    }
    int[] values = grid.values();
    int[] marks = new int[CELLS];
    for (int c = 0; c < CELLS; c++) {
      if (values[c] == 0) {
        int m = 0x1FF;
        for (int p = 0; p < CELLS; p++) {
          if (values[p] != 0 && sees(c, p)) {
            m &= ~Board.bit(values[p]);
          }
        }
        marks[c] = m;
      }
    }
    return new PencilMarks(values, marks);
  }

  private static boolean sees(int a, int b) {
    int ra = a / 9;
    int ca = a % 9;
    int rb = b / 9;
    int cb = b % 9;
    return a != b && (ra == rb || ca == cb || ra / 3 == rb / 3 && ca / 3 == cb / 3);
  }

  /**
   * {@return whether {@code text} is written as pencil marks (Sukaku or a candidate grid) rather
   * than as a plain puzzle}
   * @param text the input
   */
  public static boolean looksLikeMarks(String text) {
    String compact = text.replaceAll("\\s", "");
    if (compact.length() == 729 && compact.matches("[0-9.]+")) {
      return true;
    }
    List<String> tokens = tokens(text);
    boolean wide = false;
    for (String t : tokens) {
      if (!t.matches("[1-9]+")) {
        return false;
      }
      wide |= t.length() >= 2;
    }
    return tokens.size() == CELLS && wide;
  }

  /**
   * Reads pencil marks in either form of the class comment.
   *
   * @param text the marks
   * @return the marks read
   * @throws IllegalArgumentException naming the position (1-based character, or cell) and the
   *     rule broken, when the text is neither form
   */
  public static PencilMarks parse(String text) {
    String compact = text.replaceAll("\\s", "");
    int[] values = new int[CELLS];
    int[] marks = new int[CELLS];
    if (compact.length() == 729) {
      for (int i = 0; i < 729; i++) {
        char ch = compact.charAt(i);
        int k = i % 9 + 1;
        if (ch == (char) ('0' + k)) {
          marks[i / 9] |= Board.bit(k);
        } else if (ch != '.' && ch != '0') {
          throw new IllegalArgumentException("Sukaku character " + (i + 1) + " is '" + ch
              + "': cell " + Grid.cellName(i / 9, 9) + " may hold " + k + " or '.' there");
        }
      }
    } else {
      List<String> tokens = tokens(text);
      if (tokens.size() != CELLS) {
        throw new IllegalArgumentException("a candidate grid has 81 cells (groups of digits), "
            + "this has " + tokens.size() + "; a Sukaku line has 729 characters, this has "
            + compact.length());
      }
      for (int c = 0; c < CELLS; c++) {
        String t = tokens.get(c);
        for (int i = 0; i < t.length(); i++) {
          char ch = t.charAt(i);
          if (ch < '1' || ch > '9') {
            throw new IllegalArgumentException("cell " + Grid.cellName(c, 9) + " is '" + t
                + "': candidates are digits 1 to 9");
          }
          marks[c] |= Board.bit(ch - '0');
        }
      }
    }
    for (int c = 0; c < CELLS; c++) {
      if (marks[c] == 0) {
        throw new IllegalArgumentException("cell " + Grid.cellName(c, 9)
            + " has no candidate left");
      }
      if (Integer.bitCount(marks[c]) == 1) {
        values[c] = Integer.numberOfTrailingZeros(marks[c]) + 1;
        marks[c] = 0;
      }
    }
    return new PencilMarks(values, marks);
  }

  /** The groups of a candidate grid: what lies between spaces, bars, dashes, plus signs. */
  private static List<String> tokens(String text) {
    List<String> tokens = new ArrayList<>();
    for (String t : text.split("[\\s|+\\-:*]+")) {
      if (!t.isEmpty()) {
        tokens.add(t);
      }
    }
    return tokens;
  }

  /** {@return the values placed, as a grid (the empty cells 0)} */
  public Grid grid() {
    return Grid.of(Shape.NINE, values);
  }

  /**
   * {@return the candidates of cell {@code cell} as a mask (bit {@code v - 1} for value
   * {@code v}), or 0 when the cell is filled}
   * @param cell the cell, 0 to 80
   */
  public int candidates(int cell) {
    return marks[cell];
  }

  /** {@return the candidates of every cell, as {@link #candidates(int)}} */
  public int[] masks() {
    return marks.clone();
  }

  /**
   * {@return the marks after {@code step}: its candidates removed, its value placed and removed
   * from the peers' marks}
   * @param step a step of a rating of these marks
   */
  public PencilMarks after(Step step) {
    int[] v = values.clone();
    int[] m = marks.clone();
    for (Step.Candidate e : step.eliminations()) {
      m[e.cell()] &= ~Board.bit(e.value());
    }
    if (step.isPlacement()) {
      v[step.cell()] = step.value();
      m[step.cell()] = 0;
      for (int p = 0; p < CELLS; p++) {
        if (sees(step.cell(), p)) {
          m[p] &= ~Board.bit(step.value());
        }
      }
    }
    return new PencilMarks(v, m);
  }

  /** {@return whether every cell is filled} */
  public boolean isSolved() {
    for (int x : values) {
      if (x == 0) {
        return false;
      }
    }
    return true;
  }

  /** {@return the 729-character Sukaku form (a filled cell shows its value alone)} */
  public String toSukaku() {
    StringBuilder s = new StringBuilder(729);
    for (int c = 0; c < CELLS; c++) {
      int m = values[c] != 0 ? Board.bit(values[c]) : marks[c];
      for (int k = 1; k <= 9; k++) {
        s.append((m & Board.bit(k)) != 0 ? (char) ('0' + k) : '.');
      }
    }
    return s.toString();
  }

  /**
   * {@return the candidate grid: nine lines of cells, each cell its value or its candidates,
   * columns aligned, boxes framed by bars and dashes}
   */
  public String toGridText() {
    String[] cell = new String[CELLS];
    int width = 1;
    for (int c = 0; c < CELLS; c++) {
      cell[c] = values[c] != 0 ? String.valueOf(values[c]) : Subsets.values(marks[c])
          .replace(", ", "");
      width = Math.max(width, cell[c].length());
    }
    StringBuilder line = new StringBuilder();
    for (int b = 0; b < 3; b++) {
      line.append('+').append("-".repeat(3 * (width + 1) + 1));
    }
    String rule = line.append("+\n").toString();
    StringBuilder s = new StringBuilder(rule);
    for (int r = 0; r < 9; r++) {
      for (int col = 0; col < 9; col++) {
        s.append(col % 3 == 0 ? "| " : " ");
        String t = cell[r * 9 + col];
        s.append(t).append(" ".repeat(width - t.length()));
      }
      s.append(" |\n");
      if (r % 3 == 2) {
        s.append(rule);
      }
    }
    return s.toString();
  }

  /** The Sukaku form, as {@link #toSukaku()}. */
  @Override
  public String toString() {
    return toSukaku();
  }
}
