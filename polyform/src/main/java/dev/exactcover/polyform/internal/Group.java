package dev.exactcover.polyform.internal;

import dev.exactcover.polyform.Cell;
import dev.exactcover.polyform.Piece;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The symmetries of a tiling: the rotations and reflections (signed permutations of the axes,
 * then a shift) that map the box onto itself, its secondary cells onto secondary cells, and
 * every option onto an option. Each is kept with its action on cells, on options and on pieces.
 * One that maps some piece's options onto another piece's (a chiral piece and its mirror image)
 * is kept only when such swaps are allowed.
 */
public final class Group {
  /** One symmetry: its axes and signs, and what it does to cells, options and pieces. */
  public record Element(int[] axes, int[] signs, int[] cellMap, int[] optionMap, int[] piecePerm,
      boolean swapsPieces) {
    /**
     * The determinant's sign: true for a reflection.
     *
     * @return true if the map reverses orientation
     */
    public boolean isReflection() {
      int s = 1;
      for (int d = 0; d < axes.length; d++) {
        s *= signs[d];
        for (int e = d + 1; e < axes.length; e++) {
          if (axes[d] > axes[e]) {
            s = -s;
          }
        }
      }
      return s < 0;
    }

    /**
     * Whether this is the identity.
     *
     * @return true for the identity
     */
    public boolean isIdentity() {
      for (int d = 0; d < axes.length; d++) {
        if (axes[d] != d || signs[d] != 1) {
          return false;
        }
      }
      return true;
    }
  }

  /** The elements, the identity first. */
  public final List<Element> elements;

  /**
   * Finds the symmetries.
   *
   * @param m the model
   * @param allowSwaps whether a symmetry may swap pieces (each with one of the same multiplicity
   *     and optionality)
   */
  public Group(Model m, boolean allowSwaps) {
    int dims = m.box.dimensions();
    List<Cell> bc = m.box.cells();
    int[] min = {99, 99, 99};
    for (Cell c : bc) {
      for (int d = 0; d < 3; d++) {
        min[d] = Math.min(min[d], c.coordinate(d));
      }
    }
    Map<String, Integer> optionByKey = new HashMap<>();
    for (int o = 0; o < m.cells.length; o++) {
      optionByKey.putIfAbsent(Model.key(m.piece[o], m.cells[o]), m.canonical[o]);
    }
    // Options by cells alone (for finding the image's piece).
    Map<String, List<Integer>> byCells = new HashMap<>();
    for (int o = 0; o < m.cells.length; o++) {
      byCells.computeIfAbsent(Model.key(-1, m.cells[o]), k -> new ArrayList<>()).add(o);
    }
    List<Element> out = new ArrayList<>();
    for (int[] axes : permutations(dims)) {
      for (int s = 0; s < 1 << dims; s++) {
        int[] signs = new int[dims];
        for (int d = 0; d < dims; d++) {
          signs[d] = (s >> d & 1) != 0 ? -1 : 1;
        }
        Element e = element(m, bc, min, axes, signs, optionByKey, byCells, allowSwaps);
        if (e != null) {
          if (e.isIdentity()) {
            out.add(0, e);
          } else {
            out.add(e);
          }
        }
      }
    }
    elements = List.copyOf(out);
  }

  private static Element element(Model m, List<Cell> bc, int[] min, int[] axes, int[] signs,
      Map<String, Integer> optionByKey, Map<String, List<Integer>> byCells, boolean allowSwaps) {
    int dims = axes.length;
    int[][] img = new int[bc.size()][3];
    int[] imin = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE};
    for (int i = 0; i < bc.size(); i++) {
      Cell c = bc.get(i);
      for (int d = 0; d < dims; d++) {
        img[i][d] = signs[d] * c.coordinate(axes[d]);
        imin[d] = Math.min(imin[d], img[i][d]);
      }
    }
    int[] cellMap = new int[bc.size()];
    for (int i = 0; i < bc.size(); i++) {
      int[] v = new int[3];
      for (int d = 0; d < dims; d++) {
        v[d] = img[i][d] - imin[d] + min[d];
        if (v[d] > Cell.MAX_COORDINATE) {
          return null;
        }
      }
      Cell c = bc.get(i);
      int j = m.indexOf(new Cell(v[0], v[1], v[2], c.suffix()));
      if (j < 0 || m.box.isSecondary(bc.get(j)) != m.box.isSecondary(c)) {
        return null;
      }
      cellMap[i] = j;
    }
    int[] perm = new int[m.pieces.size()];
    java.util.Arrays.fill(perm, -1);
    int[] optionMap = new int[m.cells.length];
    for (int o = 0; o < m.cells.length; o++) {
      int[] ic = new int[m.cells[o].length];
      for (int k = 0; k < ic.length; k++) {
        ic[k] = cellMap[m.cells[o][k]];
      }
      int p = m.piece[o];
      if (perm[p] < 0) {
        List<Integer> cands = byCells.get(Model.key(-1, ic));
        if (cands == null) {
          return null;
        }
        int q = m.piece[cands.get(0)];
        for (int c : cands) {
          if (m.piece[c] == p) {
            q = p;
          }
        }
        perm[p] = q;
      }
      Integer to = optionByKey.get(Model.key(perm[p], ic));
      if (to == null) {
        return null;
      }
      optionMap[o] = to;
    }
    boolean swaps = false;
    boolean[] hit = new boolean[perm.length];
    for (int p = 0; p < perm.length; p++) {
      if (perm[p] < 0) {
        perm[p] = p; // a piece without options
      }
      if (hit[perm[p]]) {
        return null;
      }
      hit[perm[p]] = true;
      if (perm[p] != p) {
        Piece a = m.pieces.get(p);
        Piece b = m.pieces.get(perm[p]);
        if (!allowSwaps || a.multiplicity() != b.multiplicity() || a.optional() != b.optional()) {
          return null;
        }
        swaps = true;
      }
    }
    return new Element(axes.clone(), signs, cellMap, optionMap, perm, swaps);
  }

  private static List<int[]> permutations(int n) {
    List<int[]> out = new ArrayList<>();
    if (n == 2) {
      out.add(new int[] {0, 1});
      out.add(new int[] {1, 0});
    } else {
      int[][] all = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
      for (int[] a : all) {
        out.add(a);
      }
    }
    return out;
  }

  /**
   * The number of elements.
   *
   * @return the group's order
   */
  public int size() {
    return elements.size();
  }
}
