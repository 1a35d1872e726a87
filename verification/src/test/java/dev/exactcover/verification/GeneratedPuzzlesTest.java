package dev.exactcover.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.generate.Generator;
import dev.exactcover.sudoku.generate.Symmetry;
import dev.exactcover.verification.reference.BitmaskMrv;
import dev.exactcover.verification.reference.ReferenceSolver;
import dev.exactcover.verification.reference.SinglesPropagation;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The generator's promises checked by counters that share no code with it or the engine: every
 * puzzle has exactly one solution, the one it reports, and (without symmetry) removing any single
 * given leaves more than one; with a symmetry, removing any whole orbit does.
 */
class GeneratedPuzzlesTest {
  static void check(GeneratedPuzzle g, ReferenceSolver counter) {
    Grid p = g.puzzle();
    Shape s = p.shape();
    ReferenceSolver.Result r = counter.solve(p.values(), s.boxRows(), s.boxCols(), 2);
    assertEquals(1, r.count(), "unique: " + p);
    assertEquals(g.solution(), Grid.of(s, r.first()));
    List<int[]> orbits = g.symmetry().orbits(s.side());
    for (int[] orbit : orbits) {
      int[] v = p.values();
      boolean given = false;
      for (int c : orbit) {
        given |= v[c] != 0;
        v[c] = 0;
      }
      if (given) {
        assertEquals(2, counter.solve(v, s.boxRows(), s.boxCols(), 2).count(),
            "orbit-minimal: " + p + " without the orbit of cell " + orbit[0]);
      }
    }
    assertTrue(g.isMinimal());
  }

  @Test
  void minimalUniquePuzzlesByIndependentCounters() {
    List<GeneratedPuzzle> made = new ArrayList<>();
    Generator.builder().seed(77).build().generate(0, 40, 2, made::add);
    Generator.builder().shape(Shape.forSide(6)).seed(78).build().generate(0, 20, 1, made::add);
    for (Symmetry sym : Symmetry.values()) {
      Generator.builder().symmetry(sym).seed(79).build().generate(0, 3, 1, made::add);
    }
    assertEquals(40 + 20 + 3 * Symmetry.values().length, made.size());
    for (GeneratedPuzzle g : made) {
      check(g, new BitmaskMrv());
      assertTrue(g.symmetry().isSymmetric(g.puzzle()));
    }
  }

  @Test
  @Tag("full") // about half a minute: the reference counter proves each given necessary
  void sixteenBySixteen() {
    GeneratedPuzzle g = Generator.builder().shape(Shape.forSide(16)).seed(5).build().generate(0);
    check(g, new SinglesPropagation());
  }
}
