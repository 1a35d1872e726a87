package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Classic problems against their published counts: n queens (OEIS A000170), Langford pairs
 * (twice OEIS A014552, since a sequence and its reversal are both counted), the empty 4x4 Sudoku
 * (288) and the 6x10 pentomino rectangle (2,339 tilings, each in its 4 orientations: 9,356).
 */
class ClassicCountsTest {

  @ParameterizedTest(name = "{0} queens: {1} solutions")
  @CsvSource({
      "1, 1", "2, 0", "3, 0", "4, 2", "5, 10", "6, 4",
      "7, 40", "8, 92", "9, 352", "10, 724", "11, 2680", "12, 14200",
  })
  void queens(int n, long solutions) {
    SearchResult r = Queens.problem(n).newSolver().search(Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(solutions, r.solutions());
  }

  @ParameterizedTest(name = "Langford n={0}: {1} solutions")
  @CsvSource({"1, 0", "2, 0", "3, 2", "4, 2", "5, 0", "6, 0", "7, 52", "8, 300"})
  void langford(int n, long solutions) {
    assertEquals(solutions, Langford.problem(n).newSolver().count());
  }

  @Test
  void emptySudoku4x4Has288Solutions() {
    Problem p = Fixtures.sudoku4();
    assertEquals(64, p.itemCount());
    assertEquals(64, p.optionCount());
    assertEquals(288, p.newSolver().count());
    assertEquals(288, Fixtures.bruteForceSudoku4(new int[4][4]), "the independent counter agrees");
  }

  @Test
  void countUpToALimitAndUniqueness() {
    Solver queens8 = Queens.problem(8).newSolver();
    assertEquals(2, queens8.count(2));
    assertEquals(92, queens8.count(1000));
    assertEquals(92, queens8.count(92));
    assertFalse(queens8.isUnique());
    assertTrue(Queens.problem(1).newSolver().isUnique());
    assertFalse(Queens.problem(3).newSolver().isUnique());
    assertTrue(Queens.problem(3).newSolver().first().isEmpty());
    assertTrue(queens8.first().isPresent());
  }

  @Tag("full") // several seconds; pentomino-3x20 runs in the quick tier
  @Test
  void pentomino6x10Has9356Solutions() throws Exception {
    SearchResult r = ExactCover.read(Datasets.exactCover("pentomino-6x10.dlx")).newSolver()
        .search(Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(9356, r.solutions());
    assertEquals(12, r.maxLevel(), "every solution places the 12 pentominoes");
  }
}
