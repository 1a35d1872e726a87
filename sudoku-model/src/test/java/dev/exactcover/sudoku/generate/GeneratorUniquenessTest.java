package dev.exactcover.sudoku.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every generated puzzle has exactly one solution and is minimal: blanking any given (any orbit,
 * with a symmetry) gives a second solution. Checked by the public solver's count up to 2, which
 * shares nothing with the generator's shortcuts, and for sizes up to 9x9 by plain backtracking
 * too, which shares nothing with the engine.
 */
class GeneratorUniquenessTest {

  @ParameterizedTest(name = "side {0}, seed {1}: {2} puzzles")
  @CsvSource({"4, 1, 60", "4, 99, 60", "6, 1, 40", "6, -5, 40", "9, 1, 40", "9, 2024, 40",
      "9, 7, 40"})
  void everyPuzzleIsUniqueAndMinimal(int side, long seed, int count) {
    Generator g = Generator.builder().shape(Shape.forSide(side)).seed(seed).build();
    for (int i = 0; i < count; i++) {
      GeneratedPuzzle p = g.generate(i);
      assertEquals(Symmetry.NONE, p.symmetry());
      assertTrue(p.meetsTargets(), p.shortfall());
      assertEquals(1, p.attempts());
      assertTrue(Regions.standard(p.puzzle().shape()).isSolved(p.solution()));
      assertTrue(p.puzzle().isExtendedBy(p.solution()));
      GenData.assertUniqueAndMinimal(p, true);
    }
  }

  @ParameterizedTest(name = "9x9 {0}")
  @EnumSource(Symmetry.class)
  void symmetricPuzzlesAreUniqueAndOrbitMinimal(Symmetry symmetry) {
    Generator g = Generator.builder().symmetry(symmetry).seed(31).build();
    for (int i = 0; i < 4; i++) {
      GeneratedPuzzle p = g.generate(i);
      assertTrue(symmetry.isSymmetric(p.puzzle()), p.puzzle().toLine());
      GenData.assertUniqueAndMinimal(p, true);
    }
  }

  @ParameterizedTest(name = "6x6 {0}")
  @EnumSource(Symmetry.class)
  void symmetryOfTheCluesNeedNotMapBoxesOntoBoxes(Symmetry symmetry) {
    // 2x3 boxes: a quarter turn or a diagonal reflection maps them onto 3x2 rectangles, which
    // is no matter, since only the clue pattern is symmetric.
    Generator g = Generator.builder().shape(Shape.forSide(6)).symmetry(symmetry).seed(8).build();
    for (int i = 0; i < 6; i++) {
      GeneratedPuzzle p = g.generate(i);
      assertTrue(symmetry.isSymmetric(p.puzzle()), p.puzzle().toLine());
      GenData.assertUniqueAndMinimal(p, true);
    }
  }

  @Tag("full")
  @ParameterizedTest(name = "16x16 seed {0}")
  @CsvSource({"1", "2", "3", "4"})
  void sixteenBySixteen(long seed) {
    GeneratedPuzzle p = Generator.builder().shape(Shape.forSide(16)).seed(seed).build()
        .generate(0);
    GenData.assertUniqueAndMinimal(p, false);
  }

  @Tag("full")
  @Test
  void aBatchOnTwoThreads() {
    // 400 more 9x9 puzzles, made on two threads: unique by plain backtracking, and no single
    // given can go (by the engine).
    SudokuSolver solver = Sudoku.solver();
    int[] seen = {0};
    Generator.builder().seed(555).build().generate(0, 400, 2, p -> {
      assertEquals(seen[0]++, p.index());
      assertEquals(1, GenData.countPlain(p.puzzle(), 2), p.puzzle().toLine());
      for (int c = 0; c < 81; c++) {
        if (p.puzzle().get(c) != 0) {
          assertEquals(2, solver.count(p.puzzle().with(c, 0), 2), p.puzzle().toLine());
        }
      }
    });
    assertEquals(400, seen[0]);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"X", "jigsaw"})
  void otherRules(String variant) {
    Shape six = Shape.forSide(6);
    Regions rules = variant.equals("X") ? Regions.x(six)
        : Regions.jigsaw(six, "aaabbb aacbbb accccc dddeef dddeef eeffff");
    Generator g = Generator.builder().rules(rules).symmetry(Symmetry.ROTATE180).seed(3).build();
    SudokuSolver solver = Sudoku.solver(rules);
    for (int i = 0; i < 5; i++) {
      GeneratedPuzzle p = g.generate(i);
      assertTrue(rules.isSolved(p.solution()));
      assertEquals(1, solver.count(p.puzzle(), 2), p.puzzle().toLine());
      int n = six.side();
      boolean[] seen = new boolean[n * n];
      for (int c = 0; c < n * n; c++) {
        if (p.puzzle().get(c) != 0 && !seen[c]) {
          Grid less = p.puzzle();
          for (int x : Symmetry.ROTATE180.orbit(c, n)) {
            seen[x] = true;
            less = less.with(x, 0);
          }
          assertEquals(2, solver.count(less, 2), "not orbit-minimal: " + p.puzzle().toLine());
        }
      }
    }
  }
}
