package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.format.PuzzleEntry;
import dev.exactcover.sudoku.format.PuzzleReader;
import dev.exactcover.sudoku.internal.Batch;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every puzzle set with known solutions, solved with a uniqueness check: the verdict is unique and
 * the solution is the published one (and passes the independent {@link Oracle}). The two sets of
 * about 49,000 puzzles are sampled deterministically (every k-th puzzle, ten times as many in the
 * full test tier as in the quick one), and so are the larger sets in the quick tier;
 * {@code -Dsudoku.full=true} runs them whole.
 */
class DatasetSolutionsTest {
  static final boolean FULL = Boolean.getBoolean("sudoku.full");

  @ParameterizedTest(name = "{0}")
  @CsvSource({ // puzzles, solutions, every k-th puzzle in the full tier, in the quick tier
      "sudoku9/easy50.txt, sudoku9/easy50.solutions, 1, 1",
      "sudoku9/top95.txt, sudoku9/top95.solutions, 1, 1",
      "sudoku9/hardest.txt, sudoku9/hardest.solutions, 1, 1",
      "sudoku9/top1465.txt, sudoku9/top1465.solutions, 1, 5",
      "sudoku9/forum-hardest-1106.txt, sudoku9/forum-hardest-1106.solutions, 1, 5",
      "sudoku9/gecode-18.txt, sudoku9/gecode-18.solutions, 1, 1",
      "sudoku9/17-clue.txt, sudoku9/17-clue.solutions, 7, 70",
      "sudoku9/forum-hardest-1905-11plus.txt, sudoku9/forum-hardest-1905-11plus.solutions, 13, 130",
      "sudoku16/gecode-55.txt, sudoku16/gecode-55.solutions, 1, 1"})
  void publishedSolutions(String puzzles, String solutions, int fullStride, int quickStride)
      throws IOException {
    int stride = Boolean.getBoolean("test.full") ? fullStride : quickStride;
    List<String> expected = Datasets.lines(solutions);
    List<PuzzleEntry> entries = new ArrayList<>();
    try (PuzzleReader r = Sudoku.reader(Files.newBufferedReader(Datasets.file(puzzles),
        StandardCharsets.UTF_8))) {
      r.forEachRemaining(entries::add);
    }
    assertEquals(expected.size(), entries.size(), "puzzles read from " + puzzles);
    int step = FULL ? 1 : stride;
    List<Integer> sample = new ArrayList<>();
    for (int i = 0; i < entries.size(); i += step) {
      sample.add(i);
    }
    long checked = Batch.run(sample.iterator(), 2, () -> {
      SudokuSolver solver = Sudoku.solver();
      return i -> {
        Grid puzzle = entries.get(i).gridOrThrow();
        Answer a = solver.solve(puzzle);
        String where = puzzles + " puzzle " + (i + 1) + " (line " + entries.get(i).line() + ")";
        assertEquals(Verdict.UNIQUE, a.verdict(), where);
        assertEquals(expected.get(i), a.solution().toLine(), where);
        assertTrue(Oracle.solves(a.solution(), puzzle), where);
        return a;
      };
    }, a -> { });
    assertEquals(sample.size(), checked);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"sudoku9/kaggle-10000.csv, 10000", "sudoku16/goomii-3000.csv, 3000"})
  void csvWithSolutions(String file, int count) throws IOException {
    List<String> rows = Files.readAllLines(Datasets.file(file), StandardCharsets.UTF_8);
    List<PuzzleEntry> entries = new ArrayList<>();
    try (PuzzleReader r = Sudoku.reader(Files.newBufferedReader(Datasets.file(file),
        StandardCharsets.UTF_8))) {
      r.forEachRemaining(entries::add);
    }
    assertEquals(count, entries.size());
    SudokuSolver solver = Sudoku.solver();
    int stride = Boolean.getBoolean("test.full") || FULL ? 1 : 10; // every puzzle is read, though
    for (int i = 0; i < entries.size(); i += stride) {
      PuzzleEntry e = entries.get(i);
      String published = rows.get(e.line() - 1).strip().split(",")[1];
      Answer a = solver.solve(e.gridOrThrow());
      assertEquals(Verdict.UNIQUE, a.verdict(), file + " line " + e.line());
      assertEquals(Sudoku.parse(published), a.solution(), file + " line " + e.line());
      assertTrue(Oracle.solves(a.solution(), e.grid()));
    }
  }
}
