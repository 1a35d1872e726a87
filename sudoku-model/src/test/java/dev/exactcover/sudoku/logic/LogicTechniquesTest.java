package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Each technique on a puzzle of the shared datasets that needs it (its logical solution uses the
 * technique, and logic without it gets stuck), the first such step in words; hand-made hints;
 * and soundness: over whole puzzle sets, no step ever places a value or removes a candidate that
 * disagrees with the known solution.
 */
class LogicTechniquesTest {
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "NAKED_SINGLE|easy50|0|naked single: 4 in r5c6",
      "HIDDEN_SINGLE|easy50|1|hidden single: 4 in r1c2 (box 1)",
      "POINTING|easy50|5|pointing: 4 in box 3 only in row 1: removes 4 from r1c6",
      "BOX_LINE|easy50|47|box-line reduction: 2 in row 1 only in box 3: removes 2 from r2c7, "
          + "r3c7, r3c9",
      "NAKED_PAIR|easy50|9|naked pair: 8, 9 in r7c2, r7c3 (box 7): removes 8 from r8c1; 9 from "
          + "r9c2, r9c3",
      "HIDDEN_PAIR|easy50|49|hidden pair: 3, 6 only in r5c2, r8c2 (column 2): removes 4 from "
          + "r8c2; 5 from r5c2",
      "NAKED_TRIPLE|top95|14|naked triple: 5, 7, 9 in r1c4, r6c4, r8c4 (column 4): removes 5 "
          + "from r3c4, r4c4, r9c4; 7 from r4c4, r9c4; 9 from r3c4, r4c4, r9c4",
      "HIDDEN_TRIPLE|top95|77|hidden triple: 1, 4, 6 only in r8c4, r8c5, r9c4 (box 8): removes 2 "
          + "from r9c4; 3 from r9c4; 5 from r8c4, r8c5, r9c4; 8 from r8c4, r8c5, r9c4",
      "X_WING|easy50|6|x-wing: 6 in rows 1, 9 only in columns 6, 9: removes 6 from r4c9, r7c6, "
          + "r7c9",
      "SWORDFISH|hardest|8|swordfish: 1 in rows 1, 5, 9 only in columns 3, 5, 7: removes 1 from "
          + "r3c5, r3c7, r4c3, r6c7, r7c3, r7c5",
      "XY_WING|top95|46|xy-wing: pivot r8c2 with r7c3, r8c7 on 1, 2, 7: removes 2 from r7c8, "
          + "r8c3"})
  void eachTechniqueOnAPuzzleThatNeedsIt(Technique t, String set, int index, String text) {
    Grid puzzle = GenData.puzzles("sudoku9/" + set + ".txt").get(index);
    Grid solution = GenData.solutions("sudoku9/" + set + ".solutions", Shape.NINE).get(index);
    Grade grade = NINE.grade(puzzle, solution);
    assertEquals(t, grade.hardest(), "the hardest technique used");
    assertEquals(t.difficulty(), grade.difficulty());
    assertEquals(0, grade.guesses());
    Step first = grade.steps().stream().filter(s -> s.technique() == t).findFirst().orElseThrow();
    assertEquals(text, first.text());
    assertSound(grade.steps(), solution);
    assertTrue(NINE.solves(puzzle, t), "solved with it");
    if (t != Technique.NAKED_SINGLE) {
      assertFalse(NINE.solves(puzzle, Technique.values()[t.ordinal() - 1]),
          "stuck without it");
    }
    LogicPath path = NINE.solve(puzzle);
    assertTrue(path.isSolved());
    assertEquals(solution, path.reached());
    assertEquals(grade.steps().size(), path.steps().size());
  }

  @Test
  void theFieldsOfASteps() {
    Grid puzzle = GenData.puzzles("sudoku9/easy50.txt").get(9);
    Step pair = NINE.solve(puzzle).steps().stream()
        .filter(s -> s.technique() == Technique.NAKED_PAIR).findFirst().orElseThrow();
    assertFalse(pair.isPlacement());
    assertEquals(List.of("box 7"), pair.houses());
    assertEquals(List.of(55, 56), java.util.Arrays.stream(pair.cells()).boxed().toList());
    assertEquals(List.of(8, 9), java.util.Arrays.stream(pair.values()).boxed().toList());
    assertEquals(List.of(new Step.Candidate(63, 8), new Step.Candidate(73, 9),
        new Step.Candidate(74, 9)), pair.eliminations());
    assertEquals(pair.text(), pair.toString());
  }

  @Test
  void handMadeSingles() {
    // Row 1 lacks only 9: a naked single (the last cell of a house).
    Grid row = Sudoku.parse("12345678." + ".".repeat(72));
    Step s = NINE.hint(row).orElseThrow();
    assertEquals(Technique.NAKED_SINGLE, s.technique());
    assertEquals(8, s.cell());
    assertEquals(9, s.value());
    assertEquals("naked single: 9 in r1c9", s.text());
    // 1 is in rows 2 and 3, and in columns 1 and 3: in box 1 it can only go in r1c2, a hidden
    // single, though r1c2 has other candidates.
    Grid hidden = Sudoku.parse("........."
        + "...1....."
        + "......1.."
        + "........."
        + "1........"
        + "........."
        + "..1......"
        + "........."
        + ".........");
    Step h = NINE.hint(hidden).orElseThrow();
    assertEquals("hidden single: 1 in r1c2 (box 1)", h.text());
    assertTrue(h.isPlacement());
  }

  @Test
  void hintsOnSolvedStuckAndContradictoryGrids() {
    Grid solution = GenData.solutions("sudoku9/top95.solutions", Shape.NINE).get(0);
    assertEquals(Optional.empty(), NINE.hint(solution));
    assertTrue(NINE.solve(solution).isSolved());
    // This top95 puzzle needs a guess at some point; logic stops there.
    Grid hard = GenData.puzzles("sudoku9/top95.txt").get(3);
    LogicPath path = NINE.solve(hard);
    assertEquals(LogicPath.Status.STUCK, path.status());
    assertEquals("", path.contradiction());
    assertTrue(path.reached().clues() > hard.clues());
    assertTrue(path.reached().clues() < 81);
    // r1c9 can hold only 9, but 9 is given in its column: no value is left for it.
    Grid broken = Sudoku.parse("12345678........9" + "." + ".".repeat(63));
    LogicPath dead = NINE.solve(broken);
    assertEquals(LogicPath.Status.CONTRADICTION, dead.status());
    assertEquals("no value is left for r1c9", dead.contradiction());
    assertEquals(Optional.empty(), NINE.hint(broken));
    assertThrows(InvalidGridException.class,
        () -> NINE.hint(Grid.empty(Shape.NINE).with(0, 3).with(80, 3).with(8, 3)));
    assertThrows(IllegalArgumentException.class, () -> NINE.hint(Grid.empty(Shape.forSide(4))));
  }

  @Test
  void aHintIsTheFirstStepOfTheSolution() {
    for (Grid puzzle : GenData.puzzles("sudoku9/top95.txt").subList(0, 20)) {
      Optional<Step> hint = NINE.hint(puzzle);
      List<Step> steps = NINE.solve(puzzle).steps();
      assertEquals(steps.isEmpty(), hint.isEmpty());
      hint.ifPresent(h -> assertEquals(steps.get(0).text(), h.text()));
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"easy50", "top95", "top1465", "hardest", "gecode-18", "forum-hardest-1106"})
  void logicNeverPlacesAWrongValue(String set) {
    List<Grid> puzzles = GenData.puzzles("sudoku9/" + set + ".txt");
    List<Grid> solutions = GenData.solutions("sudoku9/" + set + ".solutions", Shape.NINE);
    assertEquals(puzzles.size(), solutions.size());
    for (int i = 0; i < puzzles.size(); i++) {
      Grade g = NINE.grade(puzzles.get(i), solutions.get(i));
      assertSound(g.steps(), solutions.get(i));
      LogicPath p = NINE.solve(puzzles.get(i));
      assertNotEquals(LogicPath.Status.CONTRADICTION, p.status());
      assertTrue(p.reached().isExtendedBy(solutions.get(i)), set + " #" + i);
    }
  }

  @Test
  void sixteenBySixteenAndOtherRules() {
    LogicSolver sixteen = LogicSolver.of(Shape.forSide(16));
    List<Grid> puzzles = GenData.puzzles("sudoku16/gecode-55.txt");
    List<Grid> solutions = GenData.solutions("sudoku16/gecode-55.solutions",
        Shape.forSide(16));
    for (int i = 0; i < puzzles.size(); i++) {
      assertSound(sixteen.grade(puzzles.get(i), solutions.get(i)).steps(), solutions.get(i));
    }
    // 25x25: no solutions are known, but logic must neither fail nor break a rule.
    LogicSolver big = LogicSolver.of(Shape.forSide(25));
    for (Grid puzzle : GenData.puzzles("sudoku25/gecode-18.txt").subList(0, 3)) {
      LogicPath p = big.solve(puzzle);
      assertNotEquals(LogicPath.Status.CONTRADICTION, p.status());
      assertTrue(Regions.standard(puzzle.shape()).conflicts(p.reached()).isEmpty());
      assertTrue(puzzle.isExtendedBy(p.reached()));
    }
    // Sudoku X and a jigsaw: generated puzzles, graded against their own solutions.
    for (Regions rules : List.of(Regions.x(Shape.NINE), Regions.jigsaw(Shape.forSide(6),
        "aaabbb aacbbb accccc dddeef dddeef eeffff"))) {
      LogicSolver logic = LogicSolver.of(rules);
      Generator g = Generator.builder().rules(rules).seed(12).build();
      for (int i = 0; i < 10; i++) {
        GeneratedPuzzle p = g.generate(i);
        Grade grade = logic.grade(p.puzzle(), p.solution());
        assertSound(grade.steps(), p.solution());
        assertEquals(grade.difficulty(), p.grade().difficulty());
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
