package dev.exactcover.verification.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.ItemChoice;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.Verdict;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The reductions and clause learning never change an answer: under each, every puzzle of the shared sets
 * (or a fixed sample of the big ones) has the published solution and no other, and every
 * {@code serg-multi} count is the published one. And the default solver proves the quick 25x25
 * puzzles of {@code gecode-18} unique, with a grid checked here by hand, not by the model.
 */
@Tag("full") // minutes of dataset regressions; the random differential tests stay quick
class ReductionsDatasetTest {

  static Stream<Arguments> settings() {
    SearchSettings quick = SearchSettings.of(Strategy.WITH_REDUCTIONS).withQuickChoice(true);
    return Stream.of(
        Arguments.of("S", quick.withReductions(Reduction.SUBSUMPTION)),
        Arguments.of("SW", quick.withReductions(Reduction.SUBSUMPTION)
            .withItemChoice(ItemChoice.WEIGHTED)),
        Arguments.of("SMW", quick.withReductions(Reduction.SUBSUMPTION, Reduction.MATCHING)
            .withItemChoice(ItemChoice.WEIGHTED)),
        Arguments.of("SPW", quick.withReductions(Reduction.SUBSUMPTION, Reduction.PROBING)
            .withItemChoice(ItemChoice.WEIGHTED)),
        Arguments.of("M", quick.withReductions(Reduction.MATCHING)),
        Arguments.of("B", quick.withReductions(Reduction.BLOCKING)),
        Arguments.of("L", SearchSettings.of(Strategy.CLAUSE_LEARNING)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("settings")
  void publishedSolutionsAndNoOther(String name, SearchSettings settings) {
    long removed = 0;
    removed += check(name, settings, Shape.forSide(9), "sudoku9/top95", 1);
    removed += check(name, settings, Shape.forSide(9), "sudoku9/forum-hardest-1106",
        name.equals("B") ? 3 : 1);
    removed += check(name, settings, Shape.forSide(9), "sudoku9/17-clue", 97);
    removed += check(name, settings, Shape.forSide(16), "sudoku16/gecode-55", 1);
    assertTrue(removed > 0 || settings.strategy() == Strategy.CLAUSE_LEARNING,
        name + " removed nothing");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("settings")
  void publishedCounts(String name, SearchSettings settings) {
    List<String> lines = Datasets.lines("sudoku9/serg-multi.counts");
    Regions regions = Regions.standard(Shape.forSide(9));
    Solver solver = regions.problem().newSolver(settings);
    for (int k = 0; k < lines.size(); k += 37) {
      String[] f = lines.get(k).split(":");
      force(solver, regions, Sudoku.parse(f[0]));
      assertEquals(Long.parseLong(f[1]), solver.count(), name + ", serg-multi line " + (k + 1));
    }
  }

  /** The quick 25x25 puzzles, through the default solver (clause learning from 25x25). */
  @ParameterizedTest(name = "gecode-18 puzzle {0}")
  @ValueSource(ints = {2, 3, 17, 18})
  void quick25x25PuzzlesAreProvenUnique(int number) {
    String line = Datasets.lines("sudoku25/gecode-18.txt").get(number - 1).split("\\s+")[0];
    Grid puzzle = Sudoku.parse(line);
    Answer a = Sudoku.solver().solve(puzzle);
    assertEquals(Verdict.UNIQUE, a.verdict(), a.toString());
    Grid s = a.solution();
    int n = 25;
    for (int c = 0; c < n * n; c++) {
      if (puzzle.get(c) != 0) {
        assertEquals(puzzle.get(c), s.get(c), "given at cell " + c);
      }
    }
    for (int u = 0; u < n; u++) {
      boolean[] row = new boolean[n + 1];
      boolean[] col = new boolean[n + 1];
      boolean[] box = new boolean[n + 1];
      for (int t = 0; t < n; t++) {
        int br = (u / 5) * 5 + t / 5;
        int bc = (u % 5) * 5 + t % 5;
        assertTrue(!row[s.get(u, t)] && !col[s.get(t, u)] && !box[s.get(br, bc)],
            "a value twice in unit " + u);
        row[s.get(u, t)] = true;
        col[s.get(t, u)] = true;
        box[s.get(br, bc)] = true;
      }
    }
  }

  private static long check(String name, SearchSettings settings, Shape shape, String base,
      int every) {
    List<String> puzzles = Datasets.lines(base + ".txt");
    List<String> solutions = Datasets.lines(base + ".solutions");
    assertEquals(puzzles.size(), solutions.size(), base);
    Regions regions = Regions.standard(shape);
    Problem problem = regions.problem();
    Solver solver = problem.newSolver(settings);
    int n = shape.side();
    char[] symbolOf = new char[problem.optionCount()];
    int[] cellOf = new int[problem.optionCount()];
    for (int c = 0; c < shape.cells(); c++) {
      for (int v = 1; v <= n; v++) {
        cellOf[regions.option(c, v)] = c;
        symbolOf[regions.option(c, v)] = Shape.symbolOf(v);
      }
    }
    long removed = 0;
    for (int k = 0; k < puzzles.size(); k += every) {
      Grid puzzle = Sudoku.reader(new java.io.StringReader(puzzles.get(k)), shape).next()
          .gridOrThrow();
      force(solver, regions, puzzle);
      StringBuilder first = new StringBuilder();
      SearchResult r = solver.search(Limits.none().withSolutions(2), sol -> {
        if (first.length() == 0) {
          char[] g = new char[n * n];
          for (int o : sol.options()) {
            g[cellOf[o]] = symbolOf[o];
          }
          first.append(g);
        }
        return true;
      });
      String where = name + ", " + base + " puzzle " + (k + 1);
      assertEquals(1, r.solutions(), where);
      assertEquals(solutions.get(k).substring(0, n * n).toUpperCase(), first.toString(), where);
      for (long x : r.removals()) {
        removed += x;
      }
    }
    return removed;
  }

  private static void force(Solver solver, Regions regions, Grid puzzle) {
    solver.reset(solver.settings());
    for (int c = 0; c < puzzle.shape().cells(); c++) {
      if (puzzle.get(c) != 0) {
        assertTrue(solver.force(regions.option(c, puzzle.get(c))), "givens conflict");
      }
    }
  }
}
