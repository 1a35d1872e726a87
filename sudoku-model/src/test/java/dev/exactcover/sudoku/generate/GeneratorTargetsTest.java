package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.LogicSolver;
import org.junit.jupiter.api.Test;

/** Clue and difficulty targets: met when they can be, reported clearly when not, never forever. */
class GeneratorTargetsTest {
  private final SudokuSolver solver = Sudoku.solver();

  @Test
  void aClueTargetAboveTheMinimumIsMetExactly() {
    Generator g = Generator.builder().clues(32).seed(5).build();
    for (int i = 0; i < 5; i++) {
      GeneratedPuzzle p = g.generate(i);
      assertEquals(32, p.clues());
      assertTrue(p.meetsTargets());
      assertEquals("", p.shortfall());
      assertEquals(1, p.attempts());
      assertEquals(1, solver.count(p.puzzle(), 2), "unique with the extra givens");
    }
  }

  @Test
  void aClueTargetIsBestEffortAndSaysSoWhenMissed() {
    // Minimal 9x9 puzzles of 19 givens are very rare; five attempts will not find one.
    GeneratedPuzzle p = Generator.builder().clues(19).attempts(5).seed(5).build().generate(0);
    assertFalse(p.meetsTargets());
    assertEquals(5, p.attempts());
    assertTrue(p.clues() > 19);
    assertTrue(p.isMinimal());
    assertEquals("no puzzle of exactly 19 clues in 5 attempts; this one, the closest, has "
        + p.clues(), p.shortfall());
    assertEquals(1, solver.count(p.puzzle(), 2));
  }

  @Test
  void aLowClueTargetIsReachedWithEnoughAttempts() {
    GeneratedPuzzle p = Generator.builder().clues(22).seed(11).build().generate(0);
    assertTrue(p.meetsTargets(), p.shortfall());
    assertEquals(22, p.clues());
    assertTrue(p.attempts() > 1, "22 is below the usual minimum of about 24");
    GenData.assertUniqueAndMinimal(p, true);
  }

  @Test
  void withSymmetryTheTargetMayBeUnreachable() {
    // 4x4 with quarter-turn orbits: 16 cells in 4 orbits of 4; 15 givens is impossible.
    GeneratedPuzzle p = Generator.builder().shape(Shape.forSide(4)).symmetry(Symmetry.ROTATE90)
        .clues(15).attempts(3).build().generate(0);
    assertEquals(16, p.clues());
    assertFalse(p.meetsTargets());
    assertTrue(Symmetry.ROTATE90.isSymmetric(p.puzzle()));
  }

  @Test
  void aLevelIsMetAndTheRatingAgreesSample() {
    aLevelIsMetAndTheRatingAgrees(Level.EASY, Level.HARD);
  }

  @Test
  @org.junit.jupiter.api.Tag("full")
  void aLevelIsMetAtEveryLevelBelowExtreme() {
    aLevelIsMetAndTheRatingAgrees(Level.values());
  }

  private static void aLevelIsMetAndTheRatingAgrees(Level... levels) {
    for (Level d : levels) {
      if (d == Level.EXTREME) {
        continue; // the command-line test makes extreme puzzles
      }
      Generator g = Generator.builder().level(d).seed(3).build();
      for (int i = 0; i < 2; i++) {
        GeneratedPuzzle p = g.generate(i);
        assertTrue(p.isRated());
        assertEquals(d, p.rating().level(), p.puzzle().toLine());
        assertEquals(p.rating().er(), LogicSolver.of(Shape.NINE).rate(p.puzzle()).er());
        assertTrue(p.meetsTargets());
        GenData.assertUniqueAndMinimal(p, false, d == Level.DIABOLICAL);
      }
    }
  }

  @Test
  void anUnreachableDifficultyFailsWithAClearMessage() {
    // Every minimal 4x4 puzzle falls to naked singles.
    Generator g = Generator.builder().shape(Shape.forSide(4)).level(Level.DIABOLICAL)
        .attempts(25).seed(9).build();
    GenerationException e = assertThrows(GenerationException.class, () -> g.generate(4));
    assertEquals("no 4x4 (2x2 boxes) puzzle diabolical (rated 6.1 to 8.9) in 25 attempts (seed "
        + "9, index 4): made 25 rated below 6.1; allow more attempts or ask for another level",
        e.getMessage());
  }

  @Test
  void bothTargetsTogether() {
    GeneratedPuzzle p = Generator.builder().level(Level.HARD).clues(30).seed(2)
        .build().generate(0);
    assertEquals(30, p.clues());
    assertEquals(Level.HARD, p.rating().level());
    assertTrue(p.meetsTargets());
  }

  @Test
  void badOptionsAreRefusedAtOnce() {
    assertEquals("clue target 82 exceeds the 81 cells of a 9x9 (3x3 boxes) grid",
        assertThrows(IllegalArgumentException.class,
            () -> Generator.builder().clues(82).build()).getMessage());
    assertThrows(IllegalArgumentException.class, () -> Generator.builder().clues(-1));
    assertThrows(IllegalArgumentException.class, () -> Generator.builder().attempts(0));
    assertThrows(NullPointerException.class, () -> Generator.builder().symmetry(null));
  }
}
