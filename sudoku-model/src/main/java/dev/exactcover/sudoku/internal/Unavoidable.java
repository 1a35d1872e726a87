package dev.exactcover.sudoku.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Some unavoidable sets of a complete grid S: sets of cells whose values can be rearranged into
 * another valid grid, so that a puzzle with no given in one of them has a second solution. (The
 * notion is from the search for 17-clue puzzles: McGuire, Tugemann and Civario, "There is no
 * 16-clue Sudoku", 2012.) Two cheap families are collected, both valid for any rules:
 * <ul>
 *   <li>two values a and b: link the cells holding a or b that share a house; swapping a and b in
 *       a connected component keeps every house whole (a house meeting the component meets it in
 *       both its a-cell and its b-cell), so each component smaller than all 2n cells is
 *       unavoidable (the 4-cell "deadly rectangle" is one);</li>
 *   <li>two rows (or columns): the cycles of the permutation that maps each value's column in one
 *       row to its column in the other; swapping the two rows' values along a cycle keeps both
 *       rows and every column whole, and is kept when the other houses stay whole too (two rows
 *       of one band, under the classic rules).</li>
 * </ul>
 * Immutable.
 */
public final class Unavoidable {
  public static final Unavoidable NONE = new Unavoidable(new int[0][], new int[0][]);

  private final int[][] sets; // each set's cells, increasing
  private final int[][] setsOf; // cell -> the sets holding it

  private Unavoidable(int[][] sets, int[][] setsOf) {
    this.sets = sets;
    this.setsOf = setsOf;
  }

  /** The sets of the complete grid {@code s} under the rules of {@code houses}. */
  public static Unavoidable of(Houses houses, byte[] s) {
    List<int[]> found = new ArrayList<>();
    valuePairs(houses, s, found);
    linePairs(houses, s, houses.rows, true, found);
    linePairs(houses, s, houses.columns, false, found);
    int[] count = new int[houses.cells];
    for (int[] set : found) {
      for (int x : set) {
        count[x]++;
      }
    }
    int[][] setsOf = new int[houses.cells][];
    for (int c = 0; c < count.length; c++) {
      setsOf[c] = new int[count[c]];
      count[c] = 0;
    }
    for (int k = 0; k < found.size(); k++) {
      for (int x : found.get(k)) {
        setsOf[x][count[x]++] = k;
      }
    }
    return new Unavoidable(found.toArray(new int[0][]), setsOf);
  }

  /** How many sets are known. */
  public int size() {
    return sets.length;
  }

  /**
   * Whether a set holding one of {@code blanked} has no given left in {@code givens} (where the
   * blanked cells are 0 already): then the givens have a second solution.
   */
  public boolean leftWithoutGiven(byte[] givens, int[] blanked) {
    for (int x : blanked) {
      sets:
      for (int k : setsOf[x]) {
        for (int y : sets[k]) {
          if (givens[y] != 0) {
            continue sets;
          }
        }
        return true;
      }
    }
    return false;
  }

  private static void valuePairs(Houses houses, byte[] s, List<int[]> found) {
    int n = houses.n;
    int[] cellsOf = new int[2 * n];
    int[] parent = new int[2 * n];
    for (int a = 1; a <= n; a++) {
      for (int b = a + 1; b <= n; b++) {
        int k = 0;
        for (int c = 0; c < s.length; c++) {
          if (s[c] == a || s[c] == b) {
            cellsOf[k] = c;
            parent[k] = k;
            k++;
          }
        }
        for (int i = 0; i < k; i++) {
          for (int j = i + 1; j < k; j++) {
            if (s[cellsOf[i]] != s[cellsOf[j]] && houses.sees(cellsOf[i], cellsOf[j])) {
              parent[root(parent, i)] = root(parent, j);
            }
          }
        }
        for (int i = 0; i < k; i++) {
          if (root(parent, i) != i) {
            continue;
          }
          int size = 0;
          for (int j = 0; j < k; j++) {
            size += root(parent, j) == i ? 1 : 0;
          }
          if (size < k) {
            int[] set = new int[size];
            int q = 0;
            for (int j = 0; j < k; j++) {
              if (root(parent, j) == i) {
                set[q++] = cellsOf[j];
              }
            }
            found.add(set);
          }
        }
      }
    }
  }

  private static int root(int[] parent, int x) {
    while (parent[x] != x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  }

  /** Cycles of swaps between two lines (rows when {@code rows}, else columns). */
  private static void linePairs(Houses houses, byte[] s, int[] lines, boolean rows,
      List<int[]> found) {
    int n = houses.n;
    if (lines.length != n) {
      return;
    }
    int[] cycle = new int[2 * n];
    int[] posOf = new int[n + 1];
    boolean[] done = new boolean[n];
    for (int l1 = 0; l1 < n; l1++) {
      for (int l2 = l1 + 1; l2 < n; l2++) {
        for (int i = 0; i < n; i++) {
          posOf[s[cell(l2, i, n, rows)]] = i;
        }
        Arrays.fill(done, false);
        for (int start = 0; start < n; start++) {
          if (done[start]) {
            continue;
          }
          int q = 0;
          int i = start;
          do {
            done[i] = true;
            cycle[q++] = cell(l1, i, n, rows);
            cycle[q++] = cell(l2, i, n, rows);
            i = posOf[s[cell(l1, i, n, rows)]];
          } while (i != start);
          if (q < 2 * n && swapIsValid(houses, s, cycle, q)) {
            int[] set = Arrays.copyOf(cycle, q);
            Arrays.sort(set);
            found.add(set);
          }
        }
      }
    }
  }

  private static int cell(int line, int i, int n, boolean rows) {
    return rows ? line * n + i : i * n + line;
  }

  /** Whether swapping the values of the pairs of cells {@code cycle[0..q)} keeps a valid grid. */
  private static boolean swapIsValid(Houses houses, byte[] s, int[] cycle, int q) {
    byte[] t = s.clone();
    for (int k = 0; k < q; k += 2) {
      t[cycle[k]] = s[cycle[k + 1]];
      t[cycle[k + 1]] = s[cycle[k]];
    }
    for (int k = 0; k < q; k++) {
      for (int p : houses.peers[cycle[k]]) {
        if (t[p] == t[cycle[k]]) {
          return false;
        }
      }
    }
    return true;
  }
}
