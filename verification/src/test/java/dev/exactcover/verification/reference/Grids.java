package dev.exactcover.verification.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Puzzle text and an independent check of solutions, written without the solvers' helpers: a
 * solution is checked by walking its rows, columns and boxes directly.
 */
final class Grids {
  private Grids() {}

  /**
   * The cells of a puzzle or solution in the datasets' notation: {@code .} or {@code 0} for a
   * blank, {@code 1-9}, then {@code A} = 10, {@code B} = 11 and so on; anything after the first
   * blank space (an index) is ignored.
   */
  static int[] parse(String text) {
    String grid = text.strip().split("\\s+")[0];
    int[] cells = new int[grid.length()];
    for (int i = 0; i < cells.length; i++) {
      char ch = grid.charAt(i);
      if (ch == '.' || ch == '0') {
        cells[i] = 0;
      } else if (ch >= '1' && ch <= '9') {
        cells[i] = ch - '0';
      } else if (ch >= 'A' && ch <= 'P') {
        cells[i] = ch - 'A' + 10;
      } else {
        throw new IllegalArgumentException("bad symbol '" + ch + "' at " + i + " in " + text);
      }
    }
    return cells;
  }

  /** The grid in the same notation, {@code .} for a blank. */
  static String format(int[] cells) {
    StringBuilder sb = new StringBuilder();
    for (int v : cells) {
      sb.append(v == 0 ? '.' : v <= 9 ? (char) ('0' + v) : (char) ('A' + v - 10));
    }
    return sb.toString();
  }

  /** Whether every row, column and box of the full grid holds each of {@code 1..n} once. */
  static boolean isValidSolution(int[] grid, int boxRows, int boxCols) {
    int n = boxRows * boxCols;
    if (grid == null || grid.length != n * n) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      boolean[] inRow = new boolean[n + 1];
      boolean[] inCol = new boolean[n + 1];
      for (int j = 0; j < n; j++) {
        if (!fresh(inRow, grid[i * n + j]) || !fresh(inCol, grid[j * n + i])) {
          return false;
        }
      }
    }
    for (int top = 0; top < n; top += boxRows) {
      for (int left = 0; left < n; left += boxCols) {
        boolean[] inBox = new boolean[n + 1];
        for (int r = top; r < top + boxRows; r++) {
          for (int c = left; c < left + boxCols; c++) {
            if (!fresh(inBox, grid[r * n + c])) {
              return false;
            }
          }
        }
      }
    }
    return true;
  }

  /** Marks {@code v} seen; false if it is out of range or was seen already. */
  private static boolean fresh(boolean[] seen, int v) {
    if (v < 1 || v >= seen.length || seen[v]) {
      return false;
    }
    seen[v] = true;
    return true;
  }

  /** Asserts that {@code solution} is a valid full grid that keeps every given of the puzzle. */
  static void assertSolves(int[] puzzle, int[] solution, int boxRows, int boxCols, String what) {
    assertTrue(isValidSolution(solution, boxRows, boxCols), what + ": not a valid grid: "
        + (solution == null ? "null" : format(solution)));
    for (int i = 0; i < puzzle.length; i++) {
      if (puzzle[i] != 0) {
        assertEquals(puzzle[i], solution[i], what + ": given at cell " + i + " changed");
      }
    }
  }

  /** The grid with rows and columns swapped. */
  static int[] transpose(int[] cells, int n) {
    int[] t = new int[cells.length];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        t[c * n + r] = cells[r * n + c];
      }
    }
    return t;
  }
}
