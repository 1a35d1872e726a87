package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each symmetry's orbits, and the clue patterns of generated puzzles. */
class SymmetryTest {

  /** The symmetric image of (r, c) in a grid of side n, written out independently. */
  private static int[][] images(Symmetry s, int r, int c, int n) {
    int m = n - 1;
    return switch (s) {
      case NONE -> new int[][] {{r, c}};
      case ROTATE180 -> new int[][] {{r, c}, {m - r, m - c}};
      case ROTATE90 -> new int[][] {{r, c}, {c, m - r}, {m - r, m - c}, {m - c, r}};
      case MIRROR -> new int[][] {{r, c}, {r, m - c}};
      case FLIP -> new int[][] {{r, c}, {m - r, c}};
      case DIAGONAL -> new int[][] {{r, c}, {c, r}};
      case ANTIDIAGONAL -> new int[][] {{r, c}, {m - c, m - r}};
      case BOTH_DIAGONALS -> new int[][] {{r, c}, {c, r}, {m - c, m - r}, {m - r, m - c}};
    };
  }

  @ParameterizedTest
  @EnumSource(Symmetry.class)
  void orbitsPartitionTheGridAndAreClosed(Symmetry s) {
    for (int n : new int[] {4, 6, 9, 16}) {
      List<int[]> orbits = s.orbits(n);
      int[] owner = new int[n * n];
      java.util.Arrays.fill(owner, -1);
      for (int k = 0; k < orbits.size(); k++) {
        for (int cell : orbits.get(k)) {
          assertEquals(-1, owner[cell], "cell " + cell + " in two orbits");
          owner[cell] = k;
        }
      }
      for (int cell = 0; cell < n * n; cell++) {
        assertTrue(owner[cell] >= 0);
        int[] orbit = s.orbit(cell, n);
        assertArrayEquals(orbits.get(owner[cell]), orbit, "the same orbit from each member");
        for (int[] rc : images(s, cell / n, cell % n, n)) {
          assertEquals(owner[cell], owner[rc[0] * n + rc[1]], "closed under the symmetry");
        }
        assertTrue(orbit.length <= (s == Symmetry.NONE ? 1
            : s == Symmetry.ROTATE90 || s == Symmetry.BOTH_DIAGONALS ? 4 : 2));
      }
    }
  }

  @Test
  void someOrbits() {
    assertArrayEquals(new int[] {0, 8, 72, 80}, Symmetry.ROTATE90.orbit(0, 9));
    assertArrayEquals(new int[] {40}, Symmetry.ROTATE90.orbit(40, 9), "the centre");
    assertArrayEquals(new int[] {1, 79}, Symmetry.ROTATE180.orbit(1, 9));
    assertArrayEquals(new int[] {1, 7}, Symmetry.MIRROR.orbit(1, 9));
    assertArrayEquals(new int[] {1, 73}, Symmetry.FLIP.orbit(1, 9));
    assertArrayEquals(new int[] {1, 9}, Symmetry.DIAGONAL.orbit(1, 9));
    assertArrayEquals(new int[] {10}, Symmetry.DIAGONAL.orbit(10, 9), "on the diagonal");
    assertArrayEquals(new int[] {1, 71}, Symmetry.ANTIDIAGONAL.orbit(1, 9));
    assertArrayEquals(new int[] {1, 9, 71, 79}, Symmetry.BOTH_DIAGONALS.orbit(1, 9));
    assertEquals(41, Symmetry.ROTATE180.orbits(9).size());
    assertEquals(21, Symmetry.ROTATE90.orbits(9).size());
    assertEquals(81, Symmetry.NONE.orbits(9).size());
    assertThrows(IllegalArgumentException.class, () -> Symmetry.MIRROR.orbit(81, 9));
  }

  @ParameterizedTest
  @EnumSource(Symmetry.class)
  void generatedPatternsAreSymmetric(Symmetry s) {
    for (int side : new int[] {4, 6, 9}) {
      Generator g = Generator.builder().shape(Shape.forSide(side)).symmetry(s).seed(side).build();
      for (int i = 0; i < 5; i++) {
        Grid p = g.generate(i).puzzle();
        int n = p.side();
        for (int cell = 0; cell < n * n; cell++) {
          for (int[] rc : images(s, cell / n, cell % n, n)) {
            assertEquals(p.get(cell) != 0, p.get(rc[0], rc[1]) != 0, s + ": " + p.toLine());
          }
        }
        assertTrue(s.isSymmetric(p));
      }
    }
  }

  @Test
  void isSymmetricTellsPatternsApart() {
    Grid one = Grid.empty(Shape.NINE).with(0, 5);
    assertTrue(Symmetry.NONE.isSymmetric(one));
    assertFalse(Symmetry.ROTATE180.isSymmetric(one));
    Grid two = one.with(80, 3);
    assertTrue(Symmetry.ROTATE180.isSymmetric(two), "values may differ; the pattern counts");
    assertTrue(Symmetry.BOTH_DIAGONALS.isSymmetric(Grid.empty(Shape.NINE).with(40, 1)));
  }

  @Test
  void parse() {
    assertEquals(Symmetry.ROTATE180, Symmetry.parse("rotate180"));
    assertEquals(Symmetry.BOTH_DIAGONALS, Symmetry.parse("both-diagonals"));
    assertEquals(Symmetry.ANTIDIAGONAL, Symmetry.parse("Anti_Diagonal"));
    assertEquals("symmetry 'spiral': expected one of [none, rotate180, rotate90, mirror, flip, "
        + "diagonal, antidiagonal, both_diagonals]",
        assertThrows(IllegalArgumentException.class, () -> Symmetry.parse("spiral"))
            .getMessage());
  }
}
