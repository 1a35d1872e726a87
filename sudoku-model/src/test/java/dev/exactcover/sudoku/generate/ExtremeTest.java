package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Extreme puzzles, found in the neighbourhood of diabolical ones: each one unique (by the engine
 * and by plain backtracking), minimal, and rated extreme by the rating itself, with the rating
 * the generator hands out; the same seed gives the same puzzles, on any number of threads.
 */
class ExtremeTest {
  private static final LogicSolver LOGIC = LogicSolver.of(Shape.NINE);

  @Test
  void oneExtremePuzzleIsUniqueMinimalAndRatedAsHandedOut() {
    GeneratedPuzzle p = Generator.builder().level(Level.EXTREME).seed(QUICK_SEED).build()
        .generate(0);
    assertExtreme(p);
  }

  /** A seed whose first extreme puzzle is found within 20 puzzles (about a second; measured). */
  private static final long QUICK_SEED = 1;

  @Test
  @Tag("full")
  void extremePuzzlesOfAFixedSeedAreUniqueMinimalAndRatedExtreme() {
    Generator g = Generator.builder().level(Level.EXTREME).seed(20).build();
    List<GeneratedPuzzle> one = new ArrayList<>();
    g.generate(0, 4, 1, one::add);
    List<GeneratedPuzzle> two = new ArrayList<>();
    Generator.builder().level(Level.EXTREME).seed(20).build().generate(0, 4, 2, two::add);
    assertEquals(4, one.size());
    for (int i = 0; i < one.size(); i++) {
      assertExtreme(one.get(i));
      assertEquals(one.get(i).puzzle(), two.get(i).puzzle(), "the same on two threads");
      assertEquals(one.get(i).rating().er(), two.get(i).rating().er());
    }
  }

  @Test
  @Tag("full")
  void aSymmetricExtremePuzzleKeepsItsSymmetry() {
    GeneratedPuzzle p = Generator.builder().level(Level.EXTREME).symmetry(Symmetry.ROTATE180)
        .seed(5).build().generate(0);
    assertExtreme(p);
    assertTrue(Symmetry.ROTATE180.isSymmetric(p.puzzle()), p.puzzle().toLine());
  }

  @Test
  void whenTheAttemptsRunOutTheMessageSaysWhatWasMade() {
    Generator g = Generator.builder().level(Level.EXTREME).attempts(3).seed(1).build();
    GenerationException e = assertThrows(GenerationException.class, () -> g.generate(0));
    assertTrue(e.getMessage().startsWith("no 9x9 (3x3 boxes) puzzle extreme (rated 9.0 or more) "
        + "in 3 attempts (seed 1, index 0): made "), e.getMessage());
  }

  private static void assertExtreme(GeneratedPuzzle p) {
    GenData.assertUniqueAndMinimal(p, true);
    assertTrue(p.isRated());
    Rating own = LOGIC.rate(p.puzzle());
    assertEquals(Level.EXTREME, own.level(), p.puzzle().toLine());
    assertEquals(own.er(), p.rating().er(), "handed out as rated: " + p.puzzle().toLine());
    assertEquals(own.ep(), p.rating().ep());
    assertEquals(own.ed(), p.rating().ed());
    assertEquals(own.hardest(), p.rating().hardest());
    assertTrue(p.meetsTargets());
  }
}
