package dev.exactcover.verification.reference;

import static dev.exactcover.verification.reference.Grids.assertSolves;
import static dev.exactcover.verification.reference.Grids.parse;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.verification.reference.ReferenceSolver.Result;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The three Sudoku reference solvers against the datasets' known solutions and counts, against
 * small grids whose answers are known by construction, and on the rules of the interface.
 */
class SudokuSolversTest {
  /** A 6 x 6 puzzle with boxes 2 rows tall and 3 wide, and its unique solution. */
  private static final String SIX = "000342000600002005300000030410000000";
  private static final String SIX_SOLUTION = "516342423651642135351264235416164523";

  static Stream<Named<ReferenceSolver>> solvers() {
    return ReferenceSolver.all().stream().map(s -> Named.of(s.name(), s));
  }

  static Stream<Arguments> uniqueFiles() {
    return ReferenceSolver.all().stream().flatMap(s -> Stream.of("easy50", "top95", "hardest")
        .map(file -> Arguments.of(Named.of(s.name(), s), file)));
  }

  /**
   * Whether {@code solver} runs on puzzle {@code index} of {@code file}: all of them, except where
   * a solver is too slow for a unit test (measured on two cores). Plain backtracking makes about
   * 1.2e9 calls on the whole of top95 (about 50 s, 8 s on its first puzzle alone); MRV without
   * propagation takes about 60 s on gecode-55 (39 s on #54 alone). Those run on every fifth
   * puzzle starting with the second.
   */
  private static boolean runs(ReferenceSolver solver, String file, int index) {
    boolean slow = solver instanceof Backtracking && file.startsWith("sudoku9/top95")
        || solver instanceof BitmaskMrv && file.startsWith("sudoku16/");
    return !slow || index % 5 == 1;
  }

  @ParameterizedTest(name = "{0} on {1}")
  @MethodSource("uniqueFiles")
  void uniquePuzzlesGiveTheirSolution(ReferenceSolver solver, String name) {
    String file = "sudoku9/" + name + ".txt";
    List<String> puzzles = Datasets.lines(file);
    List<String> solutions = Datasets.lines("sudoku9/" + name + ".solutions");
    int expected = switch (name) {
      case "easy50" -> 50;
      case "top95" -> 95;
      default -> 11;
    };
    assertEquals(expected, puzzles.size(), file);
    assertEquals(expected, solutions.size(), name + ".solutions");
    int checked = 0;
    for (int i = 0; i < puzzles.size(); i++) {
      if (runs(solver, file, i)) {
        int[] puzzle = parse(puzzles.get(i));
        Result r = solver.solve(puzzle, 3, 3, 2);
        assertEquals(1, r.count(), file + " #" + i);
        assertArrayEquals(parse(solutions.get(i)), r.first(), file + " #" + i);
        assertSolves(puzzle, r.first(), 3, 3, file + " #" + i);
        checked++;
      }
    }
    assertTrue(checked >= 11, "checked " + checked);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void knownCountsMatch(ReferenceSolver solver) {
    List<String> lines = Datasets.lines("sudoku9/known-counts.txt");
    assertEquals(43, lines.size());
    int none = 0;
    int unique = 0;
    for (String line : lines) {
      String[] fields = line.split(":");
      int[] puzzle = parse(fields[0]);
      long count = Long.parseLong(fields[1]);
      Result r = solver.solve(puzzle, 3, 3, count + 1);
      assertEquals(count, r.count(), fields[0]);
      if (count == 0) {
        assertNull(r.first(), fields[0]);
        none++;
      } else {
        assertSolves(puzzle, r.first(), 3, 3, fields[0]);
      }
      if (fields.length > 2) {
        assertEquals(1, count, "a solution is given only for unique puzzles: " + line);
        assertArrayEquals(parse(fields[2]), r.first(), fields[0]);
        unique++;
      }
    }
    assertEquals(10, none, "puzzles without solutions");
    assertEquals(18, unique, "unique puzzles with a solution");
  }

  /** Every 50th of the 10,000 puzzles with 2 to 1,555 solutions: 200 puzzles. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void sergMultiSampleCounts(ReferenceSolver solver) {
    List<String> puzzles = Datasets.lines("sudoku9/serg-multi.txt");
    List<String> counts = Datasets.lines("sudoku9/serg-multi.counts");
    assertEquals(10_000, puzzles.size());
    assertEquals(puzzles.size(), counts.size());
    long total = 0;
    for (int i = 0; i < puzzles.size(); i += 50) {
      String[] fields = counts.get(i).split(":");
      assertEquals(puzzles.get(i), fields[0], "line " + i + " of the counts");
      long count = Long.parseLong(fields[1]);
      int[] puzzle = parse(puzzles.get(i));
      Result r = solver.solve(puzzle, 3, 3, count + 1);
      assertEquals(count, r.count(), "#" + i + " " + puzzles.get(i));
      assertSolves(puzzle, r.first(), 3, 3, "#" + i);
      total += count;
    }
    assertTrue(total > 400, "200 puzzles with at least 2 solutions each, not " + total);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void emptyFourByFourHas288Solutions(ReferenceSolver solver) {
    Result all = solver.solve(new int[16], 2, 2, 1_000);
    assertEquals(288, all.count());
    assertSolves(new int[16], all.first(), 2, 2, "empty 4x4");
    assertEquals(5, solver.solve(new int[16], 2, 2, 5).count(), "stops at the limit");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void sixBySixInBothBoxShapes(ReferenceSolver solver) {
    int[] puzzle = parse(SIX);
    int[] solution = parse(SIX_SOLUTION);
    assertTrue(Grids.isValidSolution(solution, 2, 3));
    Result r = solver.solve(puzzle, 2, 3, 2);
    assertEquals(1, r.count());
    assertArrayEquals(solution, r.first());

    // Transposed, the boxes are 3 rows tall and 2 wide.
    Result t = solver.solve(Grids.transpose(puzzle, 6), 3, 2, 2);
    assertEquals(1, t.count());
    assertArrayEquals(Grids.transpose(solution, 6), t.first());
  }

  static Stream<Named<ReferenceSolver>> fastSolvers() {
    // Plain backtracking does not finish the first 16 x 16 puzzle in 30 s: not run on them.
    return solvers().filter(s -> !(s.getPayload() instanceof Backtracking));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("fastSolvers")
  void sixteenBySixteen(ReferenceSolver solver) {
    String file = "sudoku16/gecode-55.txt";
    List<String> puzzles = Datasets.lines(file);
    List<String> solutions = Datasets.lines("sudoku16/gecode-55.solutions");
    assertEquals(55, puzzles.size());
    assertEquals(55, solutions.size());
    int checked = 0;
    for (int i = 0; i < puzzles.size(); i++) {
      if (runs(solver, file, i)) {
        int[] puzzle = parse(puzzles.get(i));
        assertEquals(256, puzzle.length);
        Result r = solver.solve(puzzle, 4, 4, 2);
        assertEquals(1, r.count(), file + " #" + i);
        assertArrayEquals(parse(solutions.get(i)), r.first(), file + " #" + i);
        assertSolves(puzzle, r.first(), 4, 4, file + " #" + i);
        checked++;
      }
    }
    assertTrue(checked >= 11, "checked " + checked);
  }

  /**
   * Larger shapes, up to 25 x 25 (a value is then bit 24): a full grid built by a pattern with its
   * main diagonal blanked is unique, since every row lacks one value.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void largerShapesUpTo25(ReferenceSolver solver) {
    int[][] shapes = {{3, 4}, {4, 3}, {4, 5}, {5, 4}, {5, 5}, {1, 1}, {1, 4}};
    for (int[] shape : shapes) {
      int boxRows = shape[0];
      int boxCols = shape[1];
      int n = boxRows * boxCols;
      int[] full = patternGrid(boxRows, boxCols);
      assertTrue(Grids.isValidSolution(full, boxRows, boxCols), "pattern " + n);
      int[] puzzle = full.clone();
      for (int i = 0; i < n; i++) {
        puzzle[i * n + i] = 0;
      }
      Result r = solver.solve(puzzle, boxRows, boxCols, 2);
      assertEquals(1, r.count(), boxRows + "x" + boxCols);
      assertArrayEquals(full, r.first(), boxRows + "x" + boxCols);
    }
  }

  /** For the fast solvers: 25 x 25 grids with 40% of the cells blanked at random still solve. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("fastSolvers")
  void randomlyBlanked25(ReferenceSolver solver) {
    Random random = new Random(25);
    int[] full = patternGrid(5, 5);
    for (int round = 0; round < 3; round++) {
      int[] puzzle = full.clone();
      for (int i = 0; i < puzzle.length; i++) {
        if (random.nextInt(10) < 4) {
          puzzle[i] = 0;
        }
      }
      Result r = solver.solve(puzzle, 5, 5, 1);
      assertEquals(1, r.count());
      assertSolves(puzzle, r.first(), 5, 5, "round " + round);
    }
  }

  /** A full grid: row {@code r} is 1..n rotated by {@code boxCols*(r % boxRows) + r/boxRows}. */
  private static int[] patternGrid(int boxRows, int boxCols) {
    int n = boxRows * boxCols;
    int[] grid = new int[n * n];
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        grid[r * n + c] = (boxCols * (r % boxRows) + r / boxRows + c) % n + 1;
      }
    }
    return grid;
  }

  /** Two equal givens in one row only, one column only, or one box only: no solution. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void conflictingGivensGiveNoSolution(ReferenceSolver solver) {
    int[][] pairs = {{0, 8}, {0, 72}, {0, 10}, {40, 44}, {40, 76}, {40, 50}};
    for (int[] pair : pairs) {
      int[] puzzle = new int[81];
      puzzle[pair[0]] = 5;
      puzzle[pair[1]] = 5;
      Result r = solver.solve(puzzle, 3, 3, 2);
      assertEquals(0, r.count(), "5 at cells " + pair[0] + " and " + pair[1]);
      assertNull(r.first());
      assertEquals(0, r.work());
    }
    // A solved grid with two cells swapped: full, but wrong.
    int[] solved = parse(SIX_SOLUTION);
    int keep = solved[0];
    solved[0] = solved[1];
    solved[1] = keep;
    assertEquals(0, solver.solve(solved, 2, 3, 2).count());
    // The same 5s, apart: fine.
    int[] apart = new int[81];
    apart[0] = 5;
    apart[40] = 5;
    assertEquals(2, solver.solve(apart, 3, 3, 2).count());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void theCallersArrayIsNotModified(ReferenceSolver solver) {
    // A puzzle without solutions, a unique one and one with several (the first of each).
    List<String> samples = new ArrayList<>();
    for (String kind : new String[] {"0", "1", "2"}) {
      Datasets.lines("sudoku9/known-counts.txt").stream()
          .map(line -> line.split(":"))
          .filter(f -> kind.equals("2") ? Long.parseLong(f[1]) >= 2 : kind.equals(f[1]))
          .findFirst()
          .ifPresent(f -> samples.add(f[0]));
    }
    assertEquals(3, samples.size());
    for (String text : samples) {
      int[] puzzle = parse(text);
      int[] copy = puzzle.clone();
      Result r = solver.solve(puzzle, 3, 3, 3);
      assertArrayEquals(copy, puzzle, text);
      if (r.count() > 0) {
        int[] first = r.first();
        first[0] = 0;
        assertNotNull(r.first());
        assertTrue(r.first()[0] != 0, "first() hands out a copy");
      }
    }
    int[] conflict = new int[16];
    conflict[0] = 1;
    conflict[1] = 1;
    solver.solve(conflict, 2, 2, 2);
    assertEquals(1, conflict[1]);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("solvers")
  void badArgumentsAreRejected(ReferenceSolver solver) {
    assertThrows(IllegalArgumentException.class, () -> solver.solve(new int[80], 3, 3, 1));
    assertThrows(IllegalArgumentException.class, () -> solver.solve(null, 3, 3, 1));
    assertThrows(IllegalArgumentException.class, () -> solver.solve(new int[81], 3, 3, 0));
    assertThrows(IllegalArgumentException.class, () -> solver.solve(new int[81], 0, 9, 1));
    assertThrows(IllegalArgumentException.class, () -> solver.solve(new int[900], 5, 6, 1));
    int[] tooBig = new int[16];
    tooBig[3] = 5;
    assertThrows(IllegalArgumentException.class, () -> solver.solve(tooBig, 2, 2, 1));
    int[] negative = new int[16];
    negative[3] = -1;
    assertThrows(IllegalArgumentException.class, () -> solver.solve(negative, 2, 2, 1));
  }
}
