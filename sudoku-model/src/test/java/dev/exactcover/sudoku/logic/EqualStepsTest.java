package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Of two steps equal in rating, complexity and kind, the ladder takes the one Sudoku Explainer
 * takes: the first in SE's order of search. The oracle is SE 1.2.1.3 itself, built from its
 * source and run on the grid below (each step printed with its rating, name and eliminations;
 * SE's list of that grid's forcing chains and cycles sorted as SE sorts them).
 */
class EqualStepsTest {
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  /**
   * The grid reached after 85 steps of the 7th puzzle of the forum sample
   * ({@link ForumHardestSampleTest}), the puzzle
   * {@code 98.76....75...86....6......4..3...6...5.7.9.......2..1.3......4..7.5.8.....1...2.},
   * where SE's and the ladder's steps are the same: a cell is {@code =v} when filled, else its
   * candidates, row by row. Two steps there rate 7.1 with 8 potentials, both of x- and y-links:
   * a bidirectional cycle through 5 in r3c4 (r6c4, r6c8, r8c8, r8c4, r3c4) that removes 9 from
   * r7c4, and a forcing chain from 9 in r6c4 to its own opposite. SE lists, from each candidate
   * cell by cell, the cycles before the forcing chains, and the cycle's candidate (5 in r3c4)
   * comes before r6c4: SE takes the cycle ("Bidirectional Cycle: D6,H6,H8,D8,D3", removing D7.9,
   * its 86th step), and so must the ladder, which searches all the forcing chains first.
   */
  static final String AFTER_85 = "=9 =8 12 =7 =6 =3 =4 15 25 =7 =5 =3 =4 12 =8 =6 19"
      + " 29 12 =4 =6 59 12 59 37 =8 37 =4 17 189 =3 89 59 =2 =6 578 36 =2 =5 68 =7 =1 =9 =4 38"
      + " 36 79 89 5689 =4 =2 37 35 =1 =5 =3 29 289 89 =6 =1 =7 =4 12 16 =7 29 =5 =4 =8 39 36 =8"
      + " 69 =4 =1 =3 =7 =5 =2 69";

  @Test
  void ofACycleAndAForcingChainEquallyRatedTheOneSudokuExplainerListsFirst() {
    int[][] grid = DeepNestingTest.parse(AFTER_85);
    Step s = NINE.hint(Grid.of(Shape.NINE, grid[0]), grid[1], true).orElseThrow();
    StringBuilder removed = new StringBuilder();
    for (Step.Candidate c : s.eliminations()) {
      removed.append(removed.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT,
          "r%dc%d %d", c.cell() / 9 + 1, c.cell() % 9 + 1, c.value()));
    }
    assertEquals("7.1 | Bidirectional Cycle | r7c4 9", String.format(Locale.ROOT,
        "%.1f | %s | %s", s.rating(), s.technique(), removed), s.text());
  }
}
