package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What the generator and logic tests share: the shared datasets (read in place from the
 * {@code datasets.dir} property, else {@code ../../shared/datasets}), and a plain backtracking
 * counter that knows nothing of the exact-cover engine, to check its answers independently.
 */
public final class GenData {
  private GenData() {}

  public static Path file(String relative) {
    String configured = System.getProperty("datasets.dir");
    Path dir = configured != null ? Path.of(configured) : Path.of("../../shared/datasets");
    assertTrue(Files.isDirectory(dir), "datasets not found at " + dir.toAbsolutePath());
    return dir.resolve(relative);
  }

  /** The puzzles of a dataset file. */
  public static List<Grid> puzzles(String relative) {
    return Sudoku.readAll(file(relative));
  }

  /** The solutions of a dataset file's {@code .solutions} companion, in puzzle order. */
  public static List<Grid> solutions(String relative, Shape shape) {
    try {
      return Files.readAllLines(file(relative), StandardCharsets.UTF_8).stream()
          .map(String::strip).filter(s -> !s.isEmpty() && !s.startsWith("#"))
          .map(s -> Sudoku.parse(s, shape)).collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Solutions of {@code grid} under the classic rules, counted up to {@code limit} by plain
   * backtracking: candidates as bit masks from the row, column and box of each cell, the empty
   * cell with the fewest candidates first. No exact cover, no shared code with the model.
   */
  public static long countPlain(Grid grid, long limit) {
    int n = grid.side();
    int br = grid.shape().boxRows();
    int bc = grid.shape().boxCols();
    int[] v = grid.values();
    int[] row = new int[n];
    int[] col = new int[n];
    int[] box = new int[n];
    for (int c = 0; c < n * n; c++) {
      if (v[c] != 0) {
        int b = 1 << v[c];
        int bx = c / n / br * br + c % n / bc;
        if (((row[c / n] | col[c % n] | box[bx]) & b) != 0) {
          return 0; // two givens conflict
        }
        row[c / n] |= b;
        col[c % n] |= b;
        box[bx] |= b;
      }
    }
    long[] count = {0};
    search(v, n, br, bc, row, col, box, limit, count);
    return count[0];
  }

  private static void search(int[] v, int n, int br, int bc, int[] row, int[] col, int[] box,
      long limit, long[] count) {
    int best = -1;
    int bestFree = 0;
    int fewest = Integer.MAX_VALUE;
    int all = ((1 << n) - 1) << 1;
    for (int c = 0; c < v.length; c++) {
      if (v[c] == 0) {
        int free = all & ~(row[c / n] | col[c % n] | box[c / n / br * br + c % n / bc]);
        int k = Integer.bitCount(free);
        if (k < fewest) {
          fewest = k;
          best = c;
          bestFree = free;
          if (k == 0) {
            return;
          }
        }
      }
    }
    if (best < 0) {
      count[0]++;
      return;
    }
    int r = best / n;
    int cl = best % n;
    int bx = r / br * br + cl / bc;
    for (int m = bestFree; m != 0 && count[0] < limit; m &= m - 1) {
      int b = m & -m;
      v[best] = Integer.numberOfTrailingZeros(b);
      row[r] |= b;
      col[cl] |= b;
      box[bx] |= b;
      search(v, n, br, bc, row, col, box, limit, count);
      row[r] &= ~b;
      col[cl] &= ~b;
      box[bx] &= ~b;
      v[best] = 0;
    }
  }

  /**
   * Asserts that {@code p} is unique and orbit-minimal by the engine (the public solver's count
   * up to 2, with no part of the generator), and by the plain counter too when asked.
   */
  public static void assertUniqueAndMinimal(GeneratedPuzzle p, boolean plainToo) {
    assertUniqueAndMinimal(p, plainToo, true);
  }

  /** As above; the minimality checked only when {@code minimal}, uniqueness always. */
  public static void assertUniqueAndMinimal(GeneratedPuzzle p, boolean plainToo,
      boolean minimal) {
    SudokuSolver solver = Sudoku.solver();
    Grid puzzle = p.puzzle();
    String where = "puzzle " + p.index() + " " + puzzle.toLine();
    assertEquals(1, solver.count(puzzle, 2), "unique by the engine: " + where);
    assertEquals(p.solution(), solver.solve(puzzle).solution(), where);
    if (plainToo) {
      assertEquals(1, countPlain(puzzle, 2), "unique by plain backtracking: " + where);
    }
    if (!minimal) {
      return;
    }
    assertTrue(p.isMinimal(), where);
    int n = puzzle.side();
    boolean[] seen = new boolean[n * n];
    for (int c = 0; c < n * n; c++) {
      if (puzzle.get(c) == 0 || seen[c]) {
        continue;
      }
      Grid less = puzzle;
      for (int x : p.symmetry().orbit(c, n)) {
        seen[x] = true;
        less = less.with(x, 0);
      }
      assertEquals(2, solver.count(less, 2), "blanking the orbit of " + Grid.cellName(c, n)
          + " leaves the solution unique: not minimal: " + where);
      if (plainToo) {
        assertEquals(2, countPlain(less, 2), "plain backtracking: blanking the orbit of "
            + Grid.cellName(c, n) + " leaves the solution unique: " + where);
      }
    }
  }
}
