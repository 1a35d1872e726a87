package dev.exactcover.sudoku;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;
import dev.exactcover.sudoku.internal.Placements;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rules of a Sudoku variant: the list of regions that must each hold every value once. Classic
 * Sudoku is rows, columns and boxes ({@link #standard}); Sudoku X adds the two main diagonals
 * ({@link #withDiagonals}); jigsaw Sudoku replaces the boxes by irregular pieces
 * ({@link #jigsaw}). Immutable and thread-safe.
 *
 * <p>The exact-cover matrix ({@link #problem()}) is built from this list alone, so a variant is a
 * different list, not different search code. After Knuth's {@code sudoku-dlx}, a grid of side
 * {@code n} has one primary item per cell ({@code p} + row + column: the cell is filled) and one
 * per region and value ({@code r}, {@code c}, {@code b}, {@code x} for a diagonal, {@code g} for a
 * jigsaw piece, then the region's number and the value's symbol: value {@code v} once in that
 * region). So a 9x9 grid has Knuth's 324 items, and {@code 4n²} in general ({@code 2n} more for
 * the diagonals). Its options are the {@code n³} placements "value {@code v} in cell {@code c}",
 * numbered {@code c * n + v - 1}; each covers its cell item and the items of its value in each
 * region holding the cell. Positions in item names are 0-based digits then letters, as Knuth's.
 */
public final class Regions {
  private final Shape shape;
  private final String name;
  private final List<Region> regions;
  private final int[][] regionsOfCell; // cell -> indices into regions, increasing
  private volatile Problem problem;

  /**
   * The classic and X rules of each shape, made once: the rules are immutable, and a batch asks
   * for them for every puzzle (to solve it, to tell whether its rules are the classic ones, to
   * write them), so sharing them also shares their matrix, built once per shape.
   */
  private static final Map<Shape, Regions> STANDARD = new ConcurrentHashMap<>();
  private static final Map<Shape, Regions> X = new ConcurrentHashMap<>();

  private Regions(Shape shape, String name, List<Region> regions) {
    this.shape = shape;
    this.name = name;
    this.regions = List.copyOf(regions);
    int n = shape.side();
    int[] count = new int[shape.cells()];
    for (Region r : regions) {
      for (int k = 0; k < n; k++) {
        count[r.cell(k)]++;
      }
    }
    regionsOfCell = new int[shape.cells()][];
    for (int c = 0; c < count.length; c++) {
      regionsOfCell[c] = new int[count[c]];
      count[c] = 0;
    }
    for (int i = 0; i < regions.size(); i++) {
      Region r = regions.get(i);
      for (int k = 0; k < n; k++) {
        int c = r.cell(k);
        regionsOfCell[c][count[c]++] = i;
      }
    }
  }

  /**
   * Classic Sudoku of {@code shape}: rows, columns and boxes.
   *
   * @param shape the grid's shape
   * @return classic Sudoku of {@code shape}: rows, columns and boxes
   */
  public static Regions standard(Shape shape) {
    Regions r = STANDARD.get(shape);
    return r != null ? r : STANDARD.computeIfAbsent(shape, Regions::makeStandard);
  }

  private static Regions makeStandard(Shape shape) {
    int n = shape.side();
    List<Region> list = new ArrayList<>(3 * n);
    for (int i = 0; i < n; i++) {
      int[] cells = new int[n];
      for (int k = 0; k < n; k++) {
        cells[k] = i * n + k;
      }
      list.add(new Region(RegionKind.ROW, i, cells));
    }
    for (int i = 0; i < n; i++) {
      int[] cells = new int[n];
      for (int k = 0; k < n; k++) {
        cells[k] = k * n + i;
      }
      list.add(new Region(RegionKind.COLUMN, i, cells));
    }
    list.addAll(boxes(shape));
    return new Regions(shape, "standard", list);
  }

  private static List<Region> boxes(Shape shape) {
    int n = shape.side();
    List<Region> list = new ArrayList<>(n);
    for (int b = 0; b < n; b++) {
      int top = b / shape.boxRows() * shape.boxRows();
      int left = b % shape.boxRows() * shape.boxCols();
      int[] cells = new int[n];
      for (int k = 0; k < n; k++) {
        cells[k] = (top + k / shape.boxCols()) * n + left + k % shape.boxCols();
      }
      list.add(new Region(RegionKind.BOX, b, cells));
    }
    return list;
  }

  /**
   * Sudoku X of {@code shape}: rows, columns, boxes and both main diagonals.
   *
   * @param shape the grid's shape
   * @return sudoku X of {@code shape}: rows, columns, boxes and both main diagonals
   */
  public static Regions x(Shape shape) {
    Regions r = X.get(shape);
    return r != null ? r : X.computeIfAbsent(shape, s -> standard(s).withDiagonals());
  }

  /**
   * Jigsaw Sudoku: rows, columns and the pieces drawn by {@code map}, which gives each cell the
   * label of its piece (any non-blank character), in cell order; whitespace and {@code |} are
   * ignored, so the map may be written as {@code n} lines of {@code n} labels. Pieces are
   * numbered in the order their labels first appear.
   *
   * @param shape the grid's shape
   * @param map one symbol per cell, in cell order, naming the cell's region
   * @return jigsaw Sudoku: rows, columns and the pieces drawn by {@code map}, which gives each cell
   *     the label of its piece (any non-blank character), in cell order; whitespace and {@code |}
   *     are ignored, so the map may be written as {@code n} lines of {@code n} labels
   * @throws IllegalArgumentException if the map has the wrong number of cells, or a piece does not
   *     have exactly {@code n} cells (the message names the label)
   */
  public static Regions jigsaw(Shape shape, String map) {
    int n = shape.side();
    StringBuilder labels = new StringBuilder();
    for (int i = 0; i < map.length(); i++) {
      char ch = map.charAt(i);
      if (!Character.isWhitespace(ch) && ch != '|') {
        labels.append(ch);
      }
    }
    if (labels.length() != shape.cells()) {
      throw new IllegalArgumentException("region map has " + labels.length() + " cells; a "
          + shape + " grid has " + shape.cells());
    }
    StringBuilder names = new StringBuilder(); // the labels, in order of first sight
    int[][] pieces = new int[labels.length()][];
    int[] size = new int[labels.length()];
    for (int c = 0; c < labels.length(); c++) {
      char label = labels.charAt(c);
      int piece = names.indexOf(String.valueOf(label));
      if (piece < 0) {
        piece = names.length();
        names.append(label);
        pieces[piece] = new int[labels.length()];
      }
      pieces[piece][size[piece]++] = c;
    }
    Regions std = standard(shape);
    List<Region> list = new ArrayList<>(std.regions.subList(0, 2 * n));
    for (int k = 0; k < names.length(); k++) {
      if (size[k] != n) {
        throw new IllegalArgumentException("region '" + names.charAt(k) + "' of the map has "
            + size[k] + " cells; each region needs " + n);
      }
      list.add(new Region(RegionKind.JIGSAW, k, Arrays.copyOf(pieces[k], n)));
    }
    return new Regions(shape, "jigsaw", list);
  }

  /**
   * These regions plus the two main diagonals (Sudoku X).
   *
   * @return these regions plus the two main diagonals (Sudoku X)
   */
  public Regions withDiagonals() {
    int n = shape.side();
    int[] main = new int[n];
    int[] anti = new int[n];
    for (int k = 0; k < n; k++) {
      main[k] = k * n + k;
      anti[k] = k * n + n - 1 - k;
    }
    List<Region> list = new ArrayList<>(regions);
    list.add(new Region(RegionKind.DIAGONAL, 0, main));
    list.add(new Region(RegionKind.DIAGONAL, 1, anti));
    return new Regions(shape, name.equals("standard") ? "X" : name + " X", list);
  }

  /**
   * The grids' shape.
   *
   * @return the grids' shape
   */
  public Shape shape() {
    return shape;
  }

  /**
   * The variant's name: {@code standard}, {@code X}, {@code jigsaw}, {@code jigsaw X}.
   *
   * @return the variant's name: {@code standard}, {@code X}, {@code jigsaw}, {@code jigsaw X}
   */
  public String name() {
    return name;
  }

  /** Labels of blocks in {@link #blockMap()}: enough for 62 blocks, as in a region-map file. */
  private static final String LABELS =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

  /**
   * The block (box or jigsaw piece) of each cell, numbered in order of first sight.
   *
   * @return per cell, the number of its block
   */
  private int[] blocks() {
    int[] block = new int[shape.cells()];
    int k = 0;
    for (Region r : regions) {
      if (r.kind().isBlock()) {
        for (int c : r.cells()) {
          block[c] = k;
        }
        k++;
      }
    }
    return block;
  }

  /**
   * The blocks (boxes or jigsaw pieces) as a region map: {@code n} lines of {@code n} labels
   * ({@code A}, {@code B}... in order of first sight), each ended by a newline; the format that
   * {@link #jigsaw(Shape, String)} and {@code --regions} read.
   *
   * @return the map of the blocks
   */
  public String blockMap() {
    int n = shape.side();
    int[] block = blocks();
    int[] label = new int[n];
    Arrays.fill(label, -1);
    int next = 0;
    StringBuilder s = new StringBuilder(shape.cells() + n);
    for (int c = 0; c < block.length; c++) {
      if (label[block[c]] < 0) {
        label[block[c]] = next++;
      }
      s.append(LABELS.charAt(label[block[c]]));
      if (c % n == n - 1) {
        s.append('\n');
      }
    }
    return s.toString();
  }

  /**
   * Whether the blocks are jigsaw pieces rather than the shape's boxes.
   *
   * @return whether some region is a jigsaw piece
   */
  public boolean hasPieces() {
    for (Region r : regions) {
      if (r.kind() == RegionKind.JIGSAW) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@code grid} drawn as text with these rules' blocks: the boxed drawing of
   * {@link Grid#toPretty()} when the blocks are the shape's boxes; otherwise every cell in a
   * column four characters wide, with a wall ({@code |}, {@code ---}) wherever two neighbouring
   * cells lie in different pieces, as a jigsaw is printed. Either form reads back as a puzzle.
   *
   * @param grid a grid of these rules' shape
   * @return the drawing, one line per row and wall, each ended by a newline
   * @throws IllegalArgumentException if the grid's shape is not these rules' shape
   */
  public String draw(Grid grid) {
    if (!grid.shape().equals(shape)) {
      throw new IllegalArgumentException("a " + grid.shape() + " grid drawn with " + name
          + " rules of " + shape);
    }
    if (!hasPieces()) {
      return grid.toPretty();
    }
    int n = shape.side();
    int[] b = blocks();
    StringBuilder s = new StringBuilder();
    for (int r = 0; r <= n; r++) {
      // The wall line above row r (r = n: the bottom).
      for (int c = 0; c <= n; c++) {
        boolean left = c > 0 && wallAbove(b, n, r, c - 1);
        boolean right = c < n && wallAbove(b, n, r, c);
        boolean up = r > 0 && wallLeft(b, n, r - 1, c);
        boolean down = r < n && wallLeft(b, n, r, c);
        s.append(left || right ? '+' : up || down ? '|' : ' ');
        if (c < n) {
          s.append(right ? "---" : "   ");
        }
      }
      s.append('\n');
      if (r == n) {
        break;
      }
      for (int c = 0; c <= n; c++) {
        s.append(wallLeft(b, n, r, c) ? '|' : ' ');
        if (c < n) {
          s.append(' ').append(Shape.symbolOf(grid.get(r * n + c))).append(' ');
        }
      }
      s.append('\n');
    }
    return s.toString();
  }

  /** Whether a wall runs above cell (r, c): the top edge, or another block above. */
  private static boolean wallAbove(int[] b, int n, int r, int c) {
    return r == 0 || r == n || b[(r - 1) * n + c] != b[r * n + c];
  }

  /** Whether a wall runs left of cell (r, c): the left or right edge, or another block. */
  private static boolean wallLeft(int[] b, int n, int r, int c) {
    return c == 0 || c == n || b[r * n + c - 1] != b[r * n + c];
  }

  /**
   * The regions, in matrix order: rows, columns, boxes (or pieces), diagonals.
   *
   * @return the regions, in matrix order: rows, columns, boxes (or pieces), diagonals
   */
  public List<Region> list() {
    return regions;
  }

  /**
   * Every pair of givens of {@code grid} that breaks a rule, region by region in the order of
   * {@link #list()}; empty when the givens are consistent (which does not mean there is a
   * solution).
   *
   * @param grid the grid
   * @return every pair of givens of {@code grid} that breaks a rule, region by region in the order
   *     of {@link #list()}; empty when the givens are consistent (which does not mean there is a
   *     solution)
   * @throws IllegalArgumentException if the grid's shape is not these regions' shape
   */
  public List<Conflict> conflicts(Grid grid) {
    checkShape(grid);
    List<Conflict> found = new ArrayList<>();
    int n = shape.side();
    int[] seen = new int[n + 1];
    for (Region r : regions) {
      Arrays.fill(seen, -1);
      for (int k = 0; k < n; k++) {
        int c = r.cell(k);
        int v = grid.get(c);
        if (v != 0) {
          if (seen[v] >= 0) {
            found.add(new Conflict(v, r, seen[v], c, n));
          } else {
            seen[v] = c;
          }
        }
      }
    }
    return found;
  }

  /**
   * Whether {@code grid} is complete and breaks no rule: a solved grid of this variant.
   *
   * @param grid the grid
   * @return whether {@code grid} is complete and breaks no rule: a solved grid of this variant
   */
  public boolean isSolved(Grid grid) {
    return grid.isComplete() && conflicts(grid).isEmpty();
  }

  void checkShape(Grid grid) {
    if (!grid.shape().equals(shape)) {
      throw new IllegalArgumentException("a " + grid.shape() + " grid given to " + name
          + " regions of " + shape);
    }
  }

  /**
   * The exact-cover matrix of these rules (built on first use, then shared): see the class
   * comment for its items and options.
   *
   * @return the exact-cover matrix of these rules (built on first use, then shared): see the class
   *     comment for its items and options
   */
  public Problem problem() {
    Problem p = problem;
    if (p == null) {
      synchronized (this) {
        p = problem;
        if (p == null) {
          p = buildProblem();
          problem = p;
        }
      }
    }
    return p;
  }

  /**
   * The option placing {@code value} (1..n) in cell number {@code cell}.
   *
   * @param cell the cell's index (row-major)
   * @param value the value, from 1 to the side
   * @return the option placing {@code value} (1..n) in cell number {@code cell}
   */
  public int option(int cell, int value) {
    int n = shape.side();
    Objects.checkIndex(cell, shape.cells());
    if (value < 1 || value > n) {
      throw new IllegalArgumentException("value " + value + " is out of range 1.." + n);
    }
    return Placements.option(cell, value, n);
  }

  private Problem buildProblem() {
    int n = shape.side();
    int cells = shape.cells();
    ProblemBuilder b = ExactCover.builder();
    // Each name is made once: the pairings below name the same items again.
    String[] cellItem = new String[cells];
    for (int c = 0; c < cells; c++) {
      cellItem[c] = new String(new char[] {'p', digit(c / n), digit(c % n)});
      b.primary(cellItem[c]);
    }
    String[][] valueItem = new String[regions.size()][n];
    for (int k = 0; k < regions.size(); k++) {
      Region r = regions.get(k);
      char[] name = {r.kind().itemPrefix(), digit(r.index()), ' '};
      for (int v = 1; v <= n; v++) {
        name[2] = Shape.symbolOf(v);
        valueItem[k][v - 1] = new String(name);
        b.primary(valueItem[k][v - 1]);
      }
    }
    declarePairings(b, n, cellItem, valueItem);
    for (int c = 0; c < cells; c++) {
      int[] inRegions = regionsOfCell[c];
      for (int v = 1; v <= n; v++) {
        int[] items = new int[1 + inRegions.length];
        items[0] = c;
        for (int k = 0; k < inRegions.length; k++) {
          items[k + 1] = cells + Placements.option(inRegions[k], v, n);
        }
        b.option(items);
      }
    }
    return b.build();
  }

  /**
   * The pairings that {@link dev.exactcover.dlx.Reduction#MATCHING} works on: each region's cells
   * with its values (every placement in the region fills one of its cells with one of its
   * values: naked and hidden subsets), and for each value its rows with its columns (every
   * placement of the value is in one row and one column: fish), and each of them with its boxes
   * (pointing and claiming across several boxes). {@code cellItem} and {@code valueItem} are the
   * items' names: each cell's, and each region's values'.
   */
  private void declarePairings(ProblemBuilder b, int n, String[] cellItem,
      String[][] valueItem) {
    List<String[]> rows = new ArrayList<>();
    List<String[]> columns = new ArrayList<>();
    List<String[]> boxes = new ArrayList<>();
    for (int k = 0; k < regions.size(); k++) {
      Region r = regions.get(k);
      if (r.size() == n) {
        String[] cells = new String[n];
        for (int i = 0; i < n; i++) {
          cells[i] = cellItem[r.cell(i)];
        }
        b.pairing(Arrays.asList(cells), Arrays.asList(valueItem[k]));
      }
      if (r.kind() == RegionKind.ROW) {
        rows.add(valueItem[k]);
      } else if (r.kind() == RegionKind.COLUMN) {
        columns.add(valueItem[k]);
      } else if (r.kind() == RegionKind.BOX) {
        boxes.add(valueItem[k]);
      }
    }
    if (rows.size() == n && columns.size() == n) {
      for (int v = 0; v < n; v++) {
        b.pairing(ofValue(rows, v), ofValue(columns, v));
        if (boxes.size() == n) {
          b.pairing(ofValue(rows, v), ofValue(boxes, v));
          b.pairing(ofValue(columns, v), ofValue(boxes, v));
        }
      }
    }
  }

  /** The items of value {@code v + 1} in each of {@code regions} (their values' items). */
  private static List<String> ofValue(List<String[]> regions, int v) {
    String[] items = new String[regions.size()];
    for (int i = 0; i < items.length; i++) {
      items[i] = regions.get(i)[v];
    }
    return Arrays.asList(items);
  }

  private static char digit(int i) {
    return i < 10 ? (char) ('0' + i) : (char) ('A' + i - 10);
  }

  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof Regions r && r.shape.equals(shape) && r.regions.equals(regions);
  }

  @Override
  public int hashCode() {
    return shape.hashCode() * 31 + regions.hashCode();
  }

  @Override
  public String toString() {
    return name + " " + shape;
  }
}
