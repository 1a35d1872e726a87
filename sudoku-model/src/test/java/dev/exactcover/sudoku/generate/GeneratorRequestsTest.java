package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.LogicSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;

/**
 * What a puzzle maker asks of the generator: each puzzle's seed makes it again; impossible
 * requests refused at once; a cancel stops it; every level at 16x16 and a unique 25x25 puzzle
 * without a long wait (timings are in the README, measured by GeneratorBenchmark, not here).
 */
class GeneratorRequestsTest {

  @Test
  void eachPuzzleSeedMakesThatPuzzleAloneWhateverTheBatch() {
    Generator g = Generator.builder().seed(31337).symmetry(Symmetry.ROTATE180).build();
    List<GeneratedPuzzle> batch = new ArrayList<>();
    g.generate(0, 10, 2, batch::add);
    assertEquals(31337, batch.get(0).seed(), "puzzle 0 carries the run's seed");
    for (GeneratedPuzzle p : batch) {
      Generator alone = Generator.builder().seed(p.seed()).symmetry(Symmetry.ROTATE180).build();
      assertEquals(p.puzzle(), alone.generate(0).puzzle(), "puzzle " + p.index());
    }
    assertEquals(10, batch.stream().map(GeneratedPuzzle::seed).distinct().count());
  }

  @Test
  void aClueTargetBelowTheProvenMinimumIsRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Generator.builder().clues(16).build());
    assertTrue(e.getMessage().contains("at least 17 are needed"), e.getMessage());
    Generator.builder().clues(17).build(); // the minimum itself is allowed (best effort)
    e = assertThrows(IllegalArgumentException.class,
        () -> Generator.builder().shape(Shape.forSide(16)).clues(14).build());
    assertTrue(e.getMessage().contains("at least 15"), e.getMessage());
    assertEquals(4, Generator.minimumClues(Regions.standard(Shape.forSide(4))));
    assertEquals(8, Generator.minimumClues(Regions.standard(Shape.parse("2x3"))));
    assertEquals(8, Generator.minimumClues(Regions.x(Shape.NINE)), "n - 1 for other rules");
  }

  /**
   * Region A holds three cells of row 0 and r1c3: the fourth cell of row 0, r0c3, must then hold
   * A's fourth value, which r1c3 holds in the same column. No complete grid exists.
   */
  static final String IMPOSSIBLE_4 = "AAAB\nCCBA\nCCBB\nDDDD\n";

  @Test
  void rulesWithoutACompleteGridAreRefusedAtOnce() {
    Regions map = Regions.jigsaw(Shape.forSide(4), IMPOSSIBLE_4);
    assertEquals(0, Sudoku.solver(map).count(Grid.empty(map.shape())), "the oracle: no grid");
    GenerationException e = assertThrows(GenerationException.class,
        () -> Generator.builder().rules(map).build().generate(0));
    assertTrue(e.getMessage().contains("admit no complete grid"), e.getMessage());
  }

  @Test
  void aCancelledGeneratorStopsAndSaysSo() {
    CancelToken cancel = new CancelToken();
    Generator g = Generator.builder().shape(Shape.forSide(16)).cancel(cancel).seed(1).build();
    cancel.cancel();
    assertThrows(CancellationException.class, () -> g.generate(0));
    List<GeneratedPuzzle> got = new ArrayList<>();
    assertThrows(CancellationException.class, () -> g.generate(0, 3, 2, got::add));
    assertTrue(got.isEmpty());
  }

  @Test
  @org.junit.jupiter.api.Tag("full")
  void everyLevelUpToFiendishAtSixteenBySixteenByTheLogicPass() {
    LogicSolver logic = LogicSolver.of(Shape.forSide(16));
    for (Level d : new Level[] {Level.EASY, Level.MEDIUM, Level.HARD, Level.FIENDISH}) {
      GeneratedPuzzle p = Generator.builder().shape(Shape.forSide(16)).level(d).seed(2)
          .build().generate(0);
      assertEquals(d, p.rating().level(), p.puzzle().toLine());
      assertEquals(p.rating().er(), logic.rate(p.puzzle()).er(), "the same engine decides");
      assertEquals(1, Sudoku.solver().count(p.puzzle(), 2), "unique: " + p.puzzle().toLine());
      assertEquals(p.solution(), Sudoku.solver().solve(p.puzzle()).solution());
    }
  }

  @Test
  void levelsAboveFiendishAreRefusedAtOnceAtSixteenBySixteenAndUp() {
    for (int side : new int[] {16, 25}) {
      for (Level d : new Level[] {Level.DIABOLICAL, Level.EXTREME}) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> Generator.builder().shape(Shape.forSide(side)).level(d).build());
        assertTrue(e.getMessage().startsWith("no " + Shape.forSide(side) + " puzzle can be made "
            + d.label() + " (rated above " + d.above() + "): the generator rates minimal "
            + "puzzles"), e.getMessage());
      }
    }
  }

  @Test
  void twentyFiveByTwentyFiveIsUniqueAndMinimalOnlyWhenAsked() {
    GeneratedPuzzle p = Generator.builder().shape(Shape.forSide(25)).seed(3).build().generate(0);
    assertEquals(1, Sudoku.solver().count(p.puzzle(), 2), "unique: " + p.puzzle().toLine());
    assertEquals(p.solution(), Sudoku.solver().solve(p.puzzle()).solution());
    assertFalse(p.isMinimal(), "the logic pass alone is not checked for minimality");
    assertTrue(p.clues() < 625 / 2, p.clues() + " clues");
  }
}
