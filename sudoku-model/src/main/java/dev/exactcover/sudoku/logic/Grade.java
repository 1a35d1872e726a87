package dev.exactcover.sudoku.logic;

import java.util.List;
import java.util.Map;

/**
 * How hard a puzzle is, from its logical solution by {@link LogicSolver#grade}: the hardest
 * technique needed, its difficulty, and a score that ranks puzzles within a difficulty.
 *
 * @param difficulty the difficulty of the hardest technique used
 * @param hardest the hardest technique used ({@link Technique#GUESS} when some cell had to be
 *     guessed)
 * @param score the sum of the {@linkplain Technique#weight() weights} of every step: more steps,
 *     and harder ones, score more; comparable between puzzles of one size only
 * @param guesses how many cells were guessed (0 unless the difficulty is
 *     {@link Difficulty#EXPERT})
 * @param uses how many steps of each technique were taken (techniques not used are absent)
 * @param steps the whole solution, step by step, guesses included
 */
public record Grade(Difficulty difficulty, Technique hardest, int score, int guesses,
    Map<Technique, Integer> uses, List<Step> steps) {
  /**
   * Makes a grade, keeping unmodifiable copies of the map and the list.
   *
   * @param difficulty the difficulty of the hardest technique used
   * @param hardest the hardest technique used
   * @param score the sum of the weights of every step
   * @param guesses how many cells were guessed
   * @param uses how many steps of each technique were taken
   * @param steps the whole solution, step by step
   */
  public Grade {
    uses = Map.copyOf(uses);
    steps = List.copyOf(steps);
  }

  /** For example {@code "INTERMEDIATE (naked pair), score 143"}. */
  @Override
  public String toString() {
    return difficulty + " (" + hardest.label() + "), score " + score;
  }
}
