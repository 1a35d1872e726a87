package dev.exactcover.verification.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Whole killer puzzles (cages tiling the grid, as killer books set them) against
 * {@link VariantBacktracking}: the killer reasoning of the variant solver's propagator (digit
 * sets, fillings of cages and sums, the sums that unions of houses imply, singles and locked
 * digits) acts on every cell here, where the small random rules of {@link
 * VariantCrossCheckTest} touch a few. Seeded random puzzles: cages grown at random over a random
 * solution grid, each with its sum (or, in some puzzles, one sum changed by one or a third of
 * the sums left out), and on 9x9
 * some cells given so that the reference's plain backtracking stays quick. Every count must
 * agree (up to a limit), and puzzles with no, one and several solutions must all have occurred.
 */
class KillerCrossCheckTest {
  @Test
  void smallGridsAgree() {
    int[] seen = new int[3];
    add(seen, crossCheck(Shape.forSide(4), 120, 0, 1_000));
    add(seen, crossCheck(Shape.forSide(6), 40, 0, 50));
    assertAllVerdicts(seen);
  }

  @Test
  void nineByNineWithSomeGivensAgree() {
    assertAllVerdicts(crossCheck(Shape.NINE, 12, 30, 20));
  }

  @Test
  @Tag("full")
  void moreNineByNineAgree() {
    assertAllVerdicts(crossCheck(Shape.NINE, 60, 30, 20));
  }

  private static void add(int[] into, int[] more) {
    for (int i = 0; i < 3; i++) {
      into[i] += more[i];
    }
  }

  private static void assertAllVerdicts(int[] seen) {
    assertTrue(seen[0] > 0 && seen[1] > 0 && seen[2] > 0,
        "none/unique/multiple seen " + seen[0] + "/" + seen[1] + "/" + seen[2]);
  }

  /** Counts of both solvers on random killers; returns how many had none, one, several. */
  private static int[] crossCheck(Shape shape, int puzzles, int givens, long limit) {
    int[] verdicts = new int[3];
    int n = shape.side();
    for (int seed = 1; seed <= puzzles; seed++) {
      SplittableRandom r = new SplittableRandom(seed * 7919L + n);
      Grid solution = Sudoku.solver(Regions.standard(shape)).randomized(seed)
          .first(Grid.empty(shape)).orElseThrow();
      // A third of the puzzles as set; a third with one sum changed by one (mostly none); a
      // third with a third of the cages without their sum (often several).
      int mode = seed % 3;
      List<List<Integer>> tiles = tiling(shape, solution, r);
      int changed = mode == 1 ? r.nextInt(tiles.size()) : -1;
      List<Rule> cages = new ArrayList<>();
      for (int t = 0; t < tiles.size(); t++) {
        List<Integer> cells = tiles.get(t);
        int sum = 0;
        for (int c : cells) {
          sum += solution.get(c);
        }
        int k = cells.size();
        int other = sum + (r.nextBoolean() ? 1 : -1);
        if (t == changed && other >= k * (k + 1) / 2 && other <= k * (2 * n - k + 1) / 2) {
          sum = other;
        }
        cages.add(mode == 2 && r.nextInt(3) == 0 ? new KillerCage(cells, OptionalInt.empty())
            : KillerCage.of(cells, sum));
      }
      Rules rules = new Rules(Regions.standard(shape), cages);
      Grid puzzle = Grid.empty(shape);
      for (int k = 0; k < givens; k++) {
        int c = r.nextInt(shape.cells());
        puzzle = puzzle.with(c, solution.get(c));
      }
      SudokuSolver solver = Sudoku.solver(rules);
      long ours = solver.count(puzzle, limit);
      long theirs = new VariantBacktracking(rules).count(puzzle, limit);
      assertEquals(theirs, ours, shape + " seed " + seed + " " + rules.list() + " " + puzzle);
      verdicts[(int) Math.min(ours, 2)]++;
    }
    return verdicts;
  }

  /**
   * Cages of one to five cells grown from random cells by rook steps, each cell of a cage
   * holding a different digit of {@code solution}, until every cell is in one.
   */
  private static List<List<Integer>> tiling(Shape shape, Grid solution, SplittableRandom r) {
    int n = shape.side();
    boolean[] taken = new boolean[shape.cells()];
    List<List<Integer>> cages = new ArrayList<>();
    for (int start = 0; start < shape.cells(); start++) {
      int first = (start * 37 + r.nextInt(shape.cells())) % shape.cells();
      for (int c = 0; c < shape.cells() && taken[first]; c++) {
        first = (first + 1) % shape.cells();
      }
      if (taken[first]) {
        break;
      }
      List<Integer> cage = new ArrayList<>(List.of(first));
      taken[first] = true;
      int size = 1 + r.nextInt(5);
      for (int tries = 0; cage.size() < size && tries < 20; tries++) {
        int from = cage.get(r.nextInt(cage.size()));
        int[][] steps = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
        int[] s = steps[r.nextInt(4)];
        int row = from / n + s[0];
        int col = from % n + s[1];
        if (row < 0 || row >= n || col < 0 || col >= n || taken[row * n + col]) {
          continue;
        }
        int c = row * n + col;
        boolean differs = true;
        for (int d : cage) {
          differs &= solution.get(d) != solution.get(c);
        }
        if (differs) {
          cage.add(c);
          taken[c] = true;
        }
      }
      cages.add(cage);
    }
    return cages;
  }
}
