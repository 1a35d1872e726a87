package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.logic.Difficulty;
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
  void aDifficultyIsMetByGradingAttempts() {
    for (Difficulty d : new Difficulty[] {Difficulty.EASY, Difficulty.INTERMEDIATE,
        Difficulty.HARD, Difficulty.EXPERT}) {
      Generator g = Generator.builder().difficulty(d).seed(3).build();
      for (int i = 0; i < 2; i++) {
        GeneratedPuzzle p = g.generate(i);
        assertEquals(d, p.grade().difficulty(), p.puzzle().toLine());
        assertEquals(d, LogicSolver.of(Shape.NINE).grade(p.puzzle()).difficulty());
        assertTrue(p.meetsTargets());
        GenData.assertUniqueAndMinimal(p, false);
      }
    }
  }

  @Test
  void anUnreachableDifficultyFailsWithAClearMessage() {
    // Every minimal 4x4 puzzle falls to naked singles.
    Generator g = Generator.builder().shape(Shape.forSide(4)).difficulty(Difficulty.EXPERT)
        .attempts(25).seed(9).build();
    GenerationException e = assertThrows(GenerationException.class, () -> g.generate(4));
    assertEquals("no EXPERT 4x4 (2x2 boxes) puzzle in 25 attempts (seed 9, index 4): made "
        + "SIMPLE 25; allow more attempts or ask for another difficulty", e.getMessage());
  }

  @Test
  void bothTargetsTogether() {
    GeneratedPuzzle p = Generator.builder().difficulty(Difficulty.EASY).clues(30).seed(2)
        .build().generate(0);
    assertEquals(30, p.clues());
    assertEquals(Difficulty.EASY, p.grade().difficulty());
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
