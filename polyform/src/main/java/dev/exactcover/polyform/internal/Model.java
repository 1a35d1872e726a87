package dev.exactcover.polyform.internal;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;
import dev.exactcover.polyform.Box;
import dev.exactcover.polyform.Cell;
import dev.exactcover.polyform.Piece;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A tiling as an exact-cover problem. Items: the primary cells in Knuth's order, then the
 * pieces (bounded by their multiplicity), then the secondary cells. Options: one per placement,
 * generated as POLYOMINO-DLX and POLYCUBE-DLX generate them: for each shape in the order the
 * shapes were given, for each of its base placements, for each shift in increasing x, then y,
 * then z over the box's bounding box, the piece's name and its cells when they all lie in the
 * box.
 */
public final class Model {
  /** The box. */
  public final Box box;
  /** The pieces. */
  public final List<Piece> pieces;
  /** Per option: its piece. */
  public final int[] piece;
  /** Per option: its cells, as indices into {@code box.cells()}, in Knuth's order. */
  public final int[][] cells;
  /**
   * Per option: the first option of the same piece on the same cells (an option repeats when a
   * piece's shapes overlap in their turns).
   */
  public final int[] canonical;
  /** Per box cell: its item. */
  public final int[] cellItem;
  /** The exact-cover problem. */
  public final Problem problem;
  private final Map<Cell, Integer> cellIndex = new HashMap<>();

  /**
   * Generates the options.
   *
   * @param box the box
   * @param pieces the pieces
   * @param shapeOrder pairs (piece, shape) in the order the shapes' options are generated
   */
  public Model(Box box, List<Piece> pieces, List<int[]> shapeOrder) {
    this.box = box;
    this.pieces = pieces;
    int dims = box.dimensions();
    List<Cell> bc = box.cells();
    int[] min = {99, 99, 99};
    int[] max = {-1, -1, -1};
    for (int i = 0; i < bc.size(); i++) {
      Cell c = bc.get(i);
      cellIndex.put(c, i);
      for (int d = 0; d < 3; d++) {
        min[d] = Math.min(min[d], c.coordinate(d));
        max[d] = Math.max(max[d], c.coordinate(d));
      }
    }
    List<Integer> owner = new ArrayList<>();
    List<int[]> opts = new ArrayList<>();
    for (int[] ps : shapeOrder) {
      Piece p = pieces.get(ps[0]);
      for (List<Cell> base : Shapes.bases(p.shapes().get(ps[1]), dims, p.orientations())) {
        int[] bmax = {0, 0, 0};
        for (Cell c : base) {
          for (int d = 0; d < 3; d++) {
            bmax[d] = Math.max(bmax[d], c.coordinate(d));
          }
        }
        for (int dx = min[0]; dx <= max[0] - bmax[0]; dx++) {
          for (int dy = min[1]; dy <= max[1] - bmax[1]; dy++) {
            for (int dz = min[2]; dz <= max[2] - bmax[2]; dz++) {
              int[] at = new int[base.size()];
              int k = 0;
              for (Cell c : base) {
                Integer i = cellIndex.get(new Cell(c.x() + dx, c.y() + dy, c.z() + dz,
                    c.suffix()));
                if (i == null) {
                  break;
                }
                at[k++] = i;
              }
              if (k == at.length) {
                owner.add(ps[0]);
                opts.add(at);
              }
            }
          }
        }
      }
    }
    piece = owner.stream().mapToInt(Integer::intValue).toArray();
    cells = opts.toArray(new int[0][]);
    canonical = new int[cells.length];
    Map<String, Integer> first = new HashMap<>();
    for (int o = 0; o < cells.length; o++) {
      canonical[o] = first.computeIfAbsent(key(piece[o], cells[o]), k -> first.size());
    }
    int[] firstOf = new int[first.size()];
    Arrays.fill(firstOf, -1);
    for (int o = 0; o < cells.length; o++) {
      if (firstOf[canonical[o]] < 0) {
        firstOf[canonical[o]] = o;
      }
      canonical[o] = firstOf[canonical[o]];
    }
    // Items: primary cells, pieces, secondary cells.
    cellItem = new int[bc.size()];
    problem = problem(o -> true);
  }

  /**
   * The exact-cover problem with only some of the options (the same items, the kept options in
   * their order).
   *
   * @param keep whether to keep an option
   * @return the problem
   */
  public Problem problem(java.util.function.IntPredicate keep) {
    List<Cell> bc = box.cells();
    int dims = box.dimensions();
    ProblemBuilder b = ExactCover.builder();
    int item = 0;
    for (int i = 0; i < bc.size(); i++) {
      if (!box.isSecondary(bc.get(i))) {
        b.primary(bc.get(i).name(dims));
        cellItem[i] = item++;
      }
    }
    int pieceItem0 = item;
    for (Piece p : pieces) {
      b.primary(p.name(), p.optional() ? 0 : p.multiplicity(), p.multiplicity());
      item++;
    }
    for (int i = 0; i < bc.size(); i++) {
      if (box.isSecondary(bc.get(i))) {
        b.secondary(bc.get(i).name(dims));
        cellItem[i] = item++;
      }
    }
    for (int o = 0; o < cells.length; o++) {
      if (!keep.test(o)) {
        continue;
      }
      int[] its = new int[cells[o].length + 1];
      its[0] = pieceItem0 + piece[o];
      for (int k = 0; k < cells[o].length; k++) {
        its[k + 1] = cellItem[cells[o][k]];
      }
      b.option(its);
    }
    return b.build();
  }

  /**
   * A key for a piece on a set of cells, whatever their order.
   *
   * @param p the piece
   * @param cs the cells (box indices)
   * @return the key
   */
  public static String key(int p, int[] cs) {
    int[] s = cs.clone();
    Arrays.sort(s);
    return p + ":" + Arrays.toString(s);
  }

  /**
   * The index of a cell in the box, or -1.
   *
   * @param c a cell
   * @return its index in {@code box.cells()}, or -1
   */
  public int indexOf(Cell c) {
    Integer i = cellIndex.get(c);
    return i == null ? -1 : i;
  }
}
