package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
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

  /**
   * Wherever the problem exists, its count equals the distinct count of the classic methods
   * (which {@code TilingSymmetryTest} checks against a brute force), and times the symmetries
   * the total: plane and space, chiral pairs swapped or not, repeated and optional pieces, cells
   * that may stay empty. Where options repeat there is none.
   */
  @Test
  void agreesWithTheClassicCountWhereverItExists() throws Exception {
    List<Piece> optional = new ArrayList<>();
    for (Piece p : Pieces.tetrominoes()) {
      optional.add(p.withOptional(true).withMultiplicity(2));
    }
    optional.set(1, Pieces.tetrominoes().get(1)); // the L used once, not optional
    Tiling holes = Tiling.builder().box(Box.rectangle(4, 4).withOptional(List.of(Cell.of(1, 1),
        Cell.of(1, 2), Cell.of(2, 1), Cell.of(2, 2)))).pieces(optional).build();
    Tiling screws = Tiling.parse("[0-1][0-1][0-2]\nA 000 100 110 111\nB 000 100 010 011\n"
        + "2*D 000 001\n", Kind.POLYCUBE, "two");
    Tiling corner = Tiling.builder().box(Box.rectangle(3, 6)).piece(Pieces.pentominoes().get(2))
        .piece(Pieces.pentominoes().get(3)).piece(Pieces.pentominoes().get(1))
        .piece(Piece.of("M", Cell.of(0, 0)).withMultiplicity(3)).build();
    int found = agreeWhereItExists(List.of(Examples.pentominoes(3, 20), holes, screws, corner));
    assertTrue(found >= 5, "the problem was made for " + found);
    Tiling dups = Tiling.parse("[0-1][0-4]\nL 00 01 02 10\n3*D 00 01\nL 00 10 20 21\n",
        Kind.POLYOMINO, "dups");
    assertTrue(dups.distinctProblem(Equivalence.SYMMETRY).isEmpty());
  }

  /** The solid pentominoes in 2x3x10: 12 distinct under 8 symmetries. */
  @Tag("full")
  @Test
  void solidPentominoesAgree() {
    Tiling solid = Tiling.builder().box(Box.cuboid(2, 3, 10)).pieces(Pieces.solidPentominoes())
        .build();
    assertEquals(2, agreeWhereItExists(List.of(solid))); // no chiral pair: the same group
    assertEquals(12, count(solid.distinctProblem(Equivalence.SYMMETRY).orElseThrow()));
  }

  /** For each tiling and equivalence whose problem exists, that it agrees; how many did. */
  private static int agreeWhereItExists(List<Tiling> tilings) {
    int found = 0;
    for (Tiling t : tilings) {
      for (Equivalence e : List.of(Equivalence.SYMMETRY, Equivalence.MIRROR_IMAGES)) {
        var p = t.distinctProblem(e);
        if (p.isPresent()) {
          Tally classic = t.count(e, Method.CANONICAL, 1);
          found++;
          BigInteger d = BigInteger.valueOf(count(p.get()));
          assertEquals(classic.distinct(), d, t.spec().get(0) + " " + e);
          assertEquals(classic.solutions(), t.solutionsFromDistinct(d, e),
              t.spec().get(0) + " " + e);
        }
      }
    }
    return found;
  }

  @Test
  void aListingStopsAtItsTimeLimit() {
    Tiling t = Examples.pentominoes(6, 10);
    int[] seen = {0};
    SearchResult s = t.solve(Equivalence.NONE, Limits.none().withTime(
        java.time.Duration.ofMillis(1)), a -> {
          seen[0]++;
          return true;
        });
    assertEquals(Status.TIME_LIMIT, s.status());
    assertTrue(seen[0] < 9356);
    assertEquals(seen[0], s.solutions(), "the solutions listed");
    assertEquals(Status.STOPPED, t.solve(Equivalence.SYMMETRY, Limits.none(), a -> false)
        .status());
    SearchResult three = Examples.pentominoes(3, 20).solve(Equivalence.SYMMETRY, Limits.none(),
        a -> true);
    assertEquals(Status.EXHAUSTED, three.status());
    assertEquals(2, three.solutions(), "one per class: the 2 distinct tilings of 3x20");
  }
}
