package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * One solver solving puzzle after puzzle keeps forced the givens that the next puzzle shares with
 * the one before: its answers must be those of a new solver for each puzzle (verdict, solution,
 * nodes, count), whatever came before: the sorted 17-clue puzzles (half of whose givens are
 * shared so), the same puzzles shuffled, repeated, cut short (a puzzle whose givens begin
 * another's), with conflicting givens between them, and searches stopped by a limit.
 */
class PuzzleAfterPuzzleTest {
  private static void same(SudokuSolver shared, Grid p) {
    Answer fresh = Sudoku.solver().solve(p);
    Answer a = shared.solve(p);
    assertEquals(fresh.verdict(), a.verdict(), p.toLine());
    assertEquals(fresh.solution(), a.solution(), p.toLine());
    assertEquals(fresh.nodes(), a.nodes(), p.toLine());
  }

  /** {@code p} with its givens after the {@code keep}-th taken out. */
  private static Grid cut(Grid p, int keep) {
    byte[] v = new byte[81];
    int k = 0;
    for (int c = 0; c < 81; c++) {
      if (p.get(c) != 0 && k++ < keep) {
        v[c] = (byte) p.get(c);
      }
    }
    return Grid.of(Shape.NINE, v);
  }

  @Test
  void answersAsANewSolverWould() {
    List<Grid> sorted = new ArrayList<>();
    for (String line : Datasets.lines("sudoku9/17-clue.txt").subList(0, 300)) {
      sorted.add(Sudoku.parse(line));
    }
    SudokuSolver shared = Sudoku.solver();
    for (Grid p : sorted) {
      same(shared, p);
    }
    Random rnd = new Random(20261128);
    List<Grid> mixed = new ArrayList<>(sorted.subList(0, 120));
    java.util.Collections.shuffle(mixed, rnd);
    for (int i = 0; i < 200; i++) {
      Grid p = mixed.get(rnd.nextInt(mixed.size()));
      switch (rnd.nextInt(5)) {
        case 0 -> same(shared, p); // maybe the same puzzle again
        case 1 -> same(shared, cut(p, 5 + rnd.nextInt(12))); // several solutions
        case 2 -> {
          byte[] v = new byte[81]; // two givens in one row: refused, nothing kept forced
          for (int c = 0; c < 81; c++) {
            v[c] = (byte) p.get(c);
          }
          int c = 80;
          while (p.get(c) == 0) {
            c--;
          }
          int other = c / 9 * 9 + (c % 9 + 1) % 9;
          v[other] = (byte) p.get(c);
          Grid bad = Grid.of(Shape.NINE, v);
          assertTrue(!shared.conflicts(bad).isEmpty());
          assertThrows(InvalidGridException.class, () -> shared.solve(bad));
        }
        case 3 -> assertEquals(Sudoku.solver().count(cut(p, 12), 50), shared.count(cut(p, 12), 50));
        default -> {
          dev.exactcover.dlx.Limits few = dev.exactcover.dlx.Limits.none().withNodes(20);
          Answer a = shared.solve(p, few);
          Answer fresh = Sudoku.solver().solve(p, few);
          assertEquals(fresh.verdict(), a.verdict());
          assertEquals(fresh.nodes(), a.nodes());
        }
      }
      same(shared, mixed.get(rnd.nextInt(mixed.size())));
    }
  }
}
