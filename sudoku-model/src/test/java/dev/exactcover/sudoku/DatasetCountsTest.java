package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Puzzles with known solution counts: none, one, or up to 1,555. */
class DatasetCountsTest {
  @Test
  void knownCounts() {
    List<String> lines = Datasets.lines("sudoku9/known-counts.txt");
    assertEquals(43, lines.size());
    SudokuSolver solver = Sudoku.solver();
    int[] byVerdict = new int[Verdict.values().length];
    for (String line : lines) {
      String[] f = line.split(":");
      Grid puzzle = Sudoku.parse(line);
      long count = Long.parseLong(f[1]);
      assertEquals(count, solver.count(puzzle), line);
      Answer a = solver.solve(puzzle);
      byVerdict[a.verdict().ordinal()]++;
      assertEquals(count == 0 ? Verdict.NONE : count == 1 ? Verdict.UNIQUE : Verdict.MULTIPLE,
          a.verdict(), line);
      if (f.length > 2 && count == 1) {
        assertEquals(f[2], a.solution().toLine());
      }
    }
    assertEquals(10, byVerdict[Verdict.NONE.ordinal()]);
    assertEquals(18, byVerdict[Verdict.UNIQUE.ordinal()]);
    assertEquals(15, byVerdict[Verdict.MULTIPLE.ordinal()]);
  }

  @Tag("full") // 10,000 puzzles, every solution counted
  @Test
  void sergMultiCountsEverySolutionValid() {
    List<String> lines = Datasets.lines("sudoku9/serg-multi.counts");
    List<Grid> puzzles = Sudoku.readAll(Datasets.file("sudoku9/serg-multi.txt"));
    assertEquals(10_000, lines.size());
    assertEquals(10_000, puzzles.size());
    SudokuSolver solver = Sudoku.solver();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      Grid puzzle = puzzles.get(i);
      assertEquals(Sudoku.parse(line), puzzle, "the .counts file follows the puzzle file");
      long want = Long.parseLong(line.substring(line.indexOf(':') + 1));
      if (i % 50 == 0) { // every solution of a sample, checked and distinct
        long[] seen = {0};
        java.util.Set<Grid> distinct = new java.util.HashSet<>();
        solver.search(puzzle, Limits.none(), g -> {
          assertTrue(Oracle.solves(g, puzzle));
          distinct.add(g);
          seen[0]++;
          return true;
        });
        assertEquals(want, seen[0], line);
        assertEquals(want, distinct.size(), line);
      } else {
        assertEquals(want, solver.count(puzzle), line);
      }
    }
  }
}
