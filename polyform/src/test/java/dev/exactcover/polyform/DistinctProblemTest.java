package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Status;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The problem with one solution per class: its plain count is the number of distinct solutions,
 * and that times the symmetries the number of all, on boxes where the classic piece {@code X}
 * lies on an axis of the box (3x20, Scott's square), so that another piece is restricted.
 */
class DistinctProblemTest {
  private static long count(Problem p) {
    return p.newSolver().search(Limits.none()).solutionCount().longValueExact();
  }

  @Test
  void countsTheClassesOfThreeByTwentyAndScottsSquare() {
    Tiling t = Examples.pentominoes(3, 20);
    Problem p = t.distinctProblem(Equivalence.SYMMETRY).orElseThrow();
    assertEquals(2, count(p));
    assertEquals(8, 2 * t.symmetries(Equivalence.SYMMETRY).size());
    assertTrue(p.optionCount() < t.problem().optionCount());
    assertEquals(t.problem().itemCount(), p.itemCount());
    Tiling scott = Examples.scott();
    assertEquals(65, count(scott.distinctProblem(Equivalence.SYMMETRY).orElseThrow()));
    assertEquals(8, scott.symmetries(Equivalence.SYMMETRY).size());
  }

  @Test
  void withoutSymmetryItIsTheProblem() {
    Tiling t = Examples.pentominoes(3, 20);
    assertEquals(t.problem(), t.distinctProblem(Equivalence.NONE).orElseThrow());
  }

  /**
   * The Soma cube under rotations: 480 classes (the tetracube L has no symmetry). With mirror
   * images, every piece either has a mirror plane (the flat ones, the branch) or is swapped
   * (the screws): no problem.
   */
  @Tag("full")
  @Test
  void somaCube() {
    Tiling soma = Examples.soma();
    assertEquals(480, count(soma.distinctProblem(Equivalence.SYMMETRY).orElseThrow()));
    assertTrue(soma.distinctProblem(Equivalence.MIRROR_IMAGES).isEmpty());
  }

  @Test
  void noPieceWithoutSymmetryNoProblem() {
    // two dominoes in a 2x2 square: a reflection maps every placement onto itself
    Tiling dominoes = Tiling.builder().box(Box.rectangle(2, 2))
        .piece(Piece.of("A", Cell.of(0, 0), Cell.of(0, 1)))
        .piece(Piece.of("B", Cell.of(0, 0), Cell.of(0, 1))).build();
    assertTrue(dominoes.distinctProblem(Equivalence.SYMMETRY).isEmpty());
  }

  @Test
  void aListingStopsAtItsTimeLimit() {
    Tiling t = Examples.pentominoes(6, 10);
    int[] seen = {0};
    Status s = t.solve(Equivalence.NONE, Limits.none().withTime(java.time.Duration.ofMillis(1)),
        a -> {
          seen[0]++;
          return true;
        });
    assertEquals(Status.TIME_LIMIT, s);
    assertTrue(seen[0] < 9356);
    assertEquals(Status.STOPPED, t.solve(Equivalence.SYMMETRY, Limits.none(), a -> false));
    assertEquals(Status.EXHAUSTED, Examples.pentominoes(3, 20).solve(Equivalence.SYMMETRY,
        Limits.none(), a -> true));
  }
}
