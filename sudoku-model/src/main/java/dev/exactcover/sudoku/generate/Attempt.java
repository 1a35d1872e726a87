package dev.exactcover.sudoku.generate;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.internal.ClueEngine;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import dev.exactcover.sudoku.variant.Rules;

/**
 * A puzzle of one attempt of a {@link Generator}: how it is made from the attempt's seed, and
 * what came of it (the puzzle, its solution, its givens, whether it is minimal, its rating).
 */
final class Attempt {
  final Grid puzzle;
  final Grid solution;
  final int clues;
  final boolean minimal;
  Rating rating;
  Rules rules; // a killer's cages; null: the generator's regions alone

  Attempt(Grid puzzle, Grid solution, int clues, boolean minimal) {
    this.puzzle = puzzle;
    this.solution = solution;
    this.clues = clues;
    this.minimal = minimal;
  }

  /**
   * One attempt of {@code g} from seed {@code s}: a random grid, then removal by orbits in random
   * order, by the logic pass (with steps rated up to {@code cap} unless it is NaN, or with singles
   * when {@code singles}), then by the uniqueness pass (if {@code uniquePass}).
   */
  static Attempt make(Generator g, ClueEngine e, long s, double cap, boolean singles,
      boolean uniquePass) {
    byte[] solution = e.randomSolution(s);
    byte[] givens = solution.clone();
    e.prepare(solution);
    int[][] order = Seeds.shuffled(g.orbits, s);
    int clues = givens.length;
    if (!Double.isNaN(cap) || singles) {
      clues = Minimizer.logicPass(givens, solution, order, g.clueTarget, g::checkCancelled,
          p -> singles ? e.filledBySingles(p) : g.logic().solves(Grid.of(g.shape, p), cap));
      if (!uniquePass) {
        return new Attempt(Grid.of(g.shape, givens), Grid.of(g.shape, solution), clues, false);
      }
    }
    boolean minimal = Minimizer.uniquenessPass(e, givens, solution, order, g.clueTarget,
        g::checkCancelled);
    return new Attempt(Grid.of(g.shape, givens), Grid.of(g.shape, solution),
        Minimizer.clues(givens), minimal);
  }

  Grid puzzle() {
    return puzzle;
  }

  Grid solution() {
    return solution;
  }

  /** The puzzle as {@code g} hands it out. */
  GeneratedPuzzle result(Generator g, long index, long seed, int attempts, String shortfall) {
    return new GeneratedPuzzle(index, seed, puzzle, solution, g.symmetry, minimal, attempts,
        shortfall, rules == null && g.shape.side() <= LogicSolver.MAX_SIDE ? g.logic() : null,
        rating, rules != null ? rules : Rules.of(g.regions()));
  }
}
