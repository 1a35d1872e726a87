package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.generate.GenData;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.generate.Generator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The one logical solver, the rating ladder, through its public calls: hints are the rating's
 * first step; a capped rating and the logic pass agree with the full rating; levels; and
 * soundness over puzzle sets of every size with known solutions and over X and jigsaw rules: no
 * step ever places a value or removes a candidate that disagrees with the solution.
 */
class LogicSolverTest {
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  @Test
  void hintsOnSolvedAndContradictoryGrids() {
    Grid solution = GenData.solutions("sudoku9/top95.solutions", Shape.NINE).get(0);
    assertEquals(Optional.empty(), NINE.hint(solution, true));
    // r1c9 can hold only 9, but 9 is given in its column: no value is left for it.
    Grid broken = Sudoku.parse("12345678........9" + "." + ".".repeat(63));
    assertEquals(Optional.empty(), NINE.hint(broken, false));
    assertThrows(InvalidGridException.class,
        () -> NINE.hint(Grid.empty(Shape.NINE).with(0, 3).with(80, 3).with(8, 3), false));
    assertThrows(IllegalArgumentException.class,
        () -> NINE.hint(Grid.empty(Shape.forSide(4)), false));
    assertThrows(IllegalArgumentException.class, () -> NINE.rate(broken));
  }

  @Test
  void aHintIsTheFirstStepOfTheRating() {
    for (Grid puzzle : GenData.puzzles("sudoku9/top95.txt").subList(0, 10)) {
      Rating r = NINE.rate(puzzle);
      assertEquals(r.steps().get(0).text(), NINE.hint(puzzle, true).orElseThrow().text());
    }
  }

  @Test
  void cappedRatingsAndTheLogicPassAgreeWithTheRating() {
    List<Grid> puzzles = GenData.puzzles("sudoku9/easy50.txt").subList(0, 25);
    for (Grid p : puzzles) {
      Rating r = NINE.rate(p);
      assertEquals(r.er(), NINE.rateUpTo(p, Double.POSITIVE_INFINITY).orElseThrow().er());
      assertEquals(r.er(), NINE.rateUpTo(p, 12.0).orElseThrow().er());
      for (double max : new double[] {1.2, 1.5, 2.5, 6.0}) {
        Optional<Rating> capped = NINE.rateUpTo(p, max);
        assertEquals(r.er() <= max + 1e-9, capped.isPresent(), p.toLine() + " at " + max);
        capped.ifPresent(c -> assertEquals(r.er(), c.er()));
        if (r.steps().stream().noneMatch(s -> s.technique().startsWith("Unique")
            || s.technique().startsWith("BUG"))) {
          assertEquals(r.er() <= max + 1e-9, NINE.solves(p, max), p.toLine() + " at " + max);
        }
      }
    }
  }

  @Test
  void levels() {
    assertEquals(Level.EASY, Level.of(1.2));
    assertEquals(Level.MEDIUM, Level.of(1.5));
    assertEquals(Level.HARD, Level.of(1.7));
    assertEquals(Level.FIENDISH, Level.of(6.0));
    assertEquals(Level.DIABOLICAL, Level.of(6.1));
    assertEquals(Level.DIABOLICAL, Level.of(8.9));
    assertEquals(Level.EXTREME, Level.of(9.0));
    assertEquals(Level.FIENDISH, Level.parse(" Fiendish"));
    assertEquals(6.0, Level.DIABOLICAL.above());
    assertTrue(Level.EXTREME.contains(11.3));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Level.parse("simple"));
    assertEquals("level 'simple': expected one of easy, medium, hard, fiendish, diabolical, "
        + "extreme", e.getMessage());
  }

  @Test
  void ratingsNeverPlaceAWrongValueSample() {
    ratingsNeverPlaceAWrongValue("easy50");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"easy50", "top95", "hardest"})
  @Tag("full")
  void ratingsNeverPlaceAWrongValue(String set) {
    List<Grid> puzzles = GenData.puzzles("sudoku9/" + set + ".txt");
    List<Grid> solutions = GenData.solutions("sudoku9/" + set + ".solutions", Shape.NINE);
    for (int i = 0; i < puzzles.size(); i += set.equals("easy50") ? 1 : 5) {
      assertSound(NINE.rate(puzzles.get(i)).steps(), solutions.get(i));
    }
  }

  @Test
  @Tag("full")
  void sixteenBySixteenAndOtherRules() {
    Generator sixteen = Generator.builder().shape(Shape.forSide(16)).seed(3)
        .level(Level.FIENDISH).build();
    LogicSolver logic = LogicSolver.of(Shape.forSide(16));
    GeneratedPuzzle p = sixteen.generate(0);
    Rating r = logic.rate(p.puzzle());
    assertEquals(Level.FIENDISH, r.level());
    assertSound(r.steps(), p.solution());
    // Sudoku X and a jigsaw: generated puzzles, rated against their own solutions.
    for (Regions rules : List.of(Regions.x(Shape.NINE), Regions.jigsaw(Shape.forSide(6),
        "aaabbb aacbbb accccc dddeef dddeef eeffff"))) {
      LogicSolver l = LogicSolver.of(rules);
      Generator g = Generator.builder().rules(rules).seed(12).build();
      for (int i = 0; i < 6; i++) {
        GeneratedPuzzle q = g.generate(i);
        Rating x = l.rate(q.puzzle());
        assertSound(x.steps(), q.solution());
        assertEquals(x.er(), q.rating().er());
      }
    }
  }

  /** Every placement agrees with the solution, and no elimination removes its value. */
  static void assertSound(List<Step> steps, Grid solution) {
    for (Step s : steps) {
      if (s.isPlacement()) {
        assertEquals(solution.get(s.cell()), s.value(), s.text());
      }
      for (Step.Candidate c : s.eliminations()) {
        assertNotEquals(solution.get(c.cell()), c.value(), s.text());
      }
    }
  }
}
