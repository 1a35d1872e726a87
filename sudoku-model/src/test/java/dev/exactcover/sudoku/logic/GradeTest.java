package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.generate.GenData;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.generate.Generator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Grades of well-known puzzle sets, and what a grade holds. */
class GradeTest {
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  private static Map<Difficulty, Integer> histogram(String set) {
    List<Grid> puzzles = GenData.puzzles("sudoku9/" + set + ".txt");
    List<Grid> solutions = GenData.solutions("sudoku9/" + set + ".solutions", Shape.NINE);
    Map<Difficulty, Integer> h = new EnumMap<>(Difficulty.class);
    for (Difficulty d : Difficulty.values()) {
      h.put(d, 0);
    }
    for (int i = 0; i < puzzles.size(); i++) {
      h.merge(NINE.grade(puzzles.get(i), solutions.get(i)).difficulty(), 1, Integer::sum);
    }
    return h;
  }

  @Test
  void norvigsEasyPuzzlesAreMostlySimpleOrEasy() {
    // Measured: SIMPLE 12, EASY 28, INTERMEDIATE 9, HARD 1 (40 of the 50 fall to singles alone,
    // as an independent singles-only propagation confirms).
    Map<Difficulty, Integer> h = histogram("easy50");
    assertTrue(h.get(Difficulty.SIMPLE) + h.get(Difficulty.EASY) >= 40, h.toString());
    assertEquals(0, h.get(Difficulty.EXPERT), h.toString());
  }

  @Test
  void top1465IsMostlyExpert() {
    // Measured: INTERMEDIATE 308, HARD 12, EXPERT 1145 (78%): three puzzles in four need a guess
    // with our techniques; none falls to singles.
    Map<Difficulty, Integer> h = histogram("top1465");
    int total = h.values().stream().mapToInt(Integer::intValue).sum();
    assertEquals(1465, total);
    assertTrue(h.get(Difficulty.EXPERT) >= 0.75 * total, h.toString());
    assertEquals(0, h.get(Difficulty.SIMPLE) + h.get(Difficulty.EASY), h.toString());
  }

  @Test
  void theHardestListsAreHarderThanTheEasyOne() {
    Map<Difficulty, Integer> top95 = histogram("top95");
    assertTrue(top95.get(Difficulty.EXPERT) >= 0.6 * 95, top95.toString());
    Map<Difficulty, Integer> hardest = histogram("hardest");
    assertTrue(hardest.get(Difficulty.EXPERT) >= 6, hardest.toString());
  }

  @Test
  void whatAGradeHolds() {
    Grid puzzle = GenData.puzzles("sudoku9/top95.txt").get(3);
    Grid solution = GenData.solutions("sudoku9/top95.solutions", Shape.NINE).get(3);
    Grade g = NINE.grade(puzzle, solution);
    assertEquals(Difficulty.EXPERT, g.difficulty());
    assertEquals(Technique.GUESS, g.hardest());
    assertTrue(g.guesses() >= 1);
    assertEquals(g.guesses(), (int) g.uses().get(Technique.GUESS));
    assertEquals(81 - puzzle.clues(), g.steps().stream().filter(Step::isPlacement).count(),
        "every empty cell is placed once");
    assertEquals(g.steps().size(), g.uses().values().stream().mapToInt(Integer::intValue).sum());
    assertEquals(g.steps().stream().mapToInt(s -> s.technique().weight()).sum(), g.score());
    Grade again = NINE.grade(puzzle); // the engine finds the solution to guess from
    assertEquals(g.score(), again.score());
    assertEquals(g.uses(), again.uses());
    assertTrue(g.toString().startsWith("EXPERT (guess), score "), g.toString());
    Step guess = g.steps().stream().filter(s -> s.technique() == Technique.GUESS).findFirst()
        .orElseThrow();
    assertTrue(guess.text().startsWith("guess: " + guess.value() + " in "), guess.text());
  }

  @Test
  void gradesAreMonotoneInTheTechniques() {
    // A puzzle of grade d is solved by the techniques of d and below, so its hardest technique
    // is of difficulty d; scores add up the steps.
    Generator g = Generator.builder().seed(77).build();
    for (int i = 0; i < 30; i++) {
      GeneratedPuzzle p = g.generate(i);
      Grade grade = p.grade();
      assertEquals(grade.hardest().difficulty(), grade.difficulty());
      assertTrue(grade.score() >= 81 - p.clues(), "at least one point per empty cell");
      assertEquals(grade.guesses() > 0, grade.difficulty() == Difficulty.EXPERT);
    }
  }

  @Test
  void badInputs() {
    Grid puzzle = GenData.puzzles("sudoku9/top95.txt").get(3);
    Grid wrong = GenData.solutions("sudoku9/top95.solutions", Shape.NINE).get(4);
    assertThrows(IllegalArgumentException.class, () -> NINE.grade(puzzle, wrong));
    Grid none = Sudoku.parse("12345678.........9" + ".".repeat(63));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> NINE.grade(none))
        .getMessage().startsWith("the puzzle has no solution"));
    assertEquals(Difficulty.EXPERT, NINE.grade(Grid.empty(Shape.NINE)).difficulty(),
        "several solutions: graded against the first one the engine finds");
  }

  @Test
  void parseDifficulty() {
    assertEquals(Difficulty.INTERMEDIATE, Difficulty.parse(" intermediate"));
    assertEquals("difficulty 'medium': expected one of [simple, easy, intermediate, hard, "
        + "expert]", assertThrows(IllegalArgumentException.class,
            () -> Difficulty.parse("medium")).getMessage());
  }
}
