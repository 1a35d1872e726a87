package dev.exactcover.sudoku.logic;

import java.util.List;

/**
 * How hard a 9x9 puzzle is on Sudoku Explainer's scale ({@link LogicSolver#rate}): the rating of
 * its hardest step (SE's ER), the hardest step up to the first value placed (EP) and the first
 * step (ED), with every step of the solution.
 *
 * @param er the rating: the highest rating of any step, from 1.2 (hidden singles in boxes) up
 * @param ep the highest rating of the steps up to and including the first that places a value
 * @param ed the rating of the first step
 * @param hardest the name of the technique of the hardest step, as SE names it
 *     ({@code "Forcing Chain"})
 * @param estimated whether some step was beyond the ladder (SE's nested forcing chains), so that
 *     the rating is a lower estimate
 * @param steps every step, in order
 */
public record Rating(double er, double ep, double ed, String hardest, boolean estimated,
    List<Step> steps) {
  /**
   * Makes a rating, keeping an unmodifiable copy of the steps.
   *
   * @param er the rating of the hardest step
   * @param ep the rating of the hardest step up to the first placement
   * @param ed the rating of the first step
   * @param hardest the name of the hardest technique
   * @param estimated whether some step was beyond the ladder
   * @param steps every step, in order
   */
  public Rating {
    steps = List.copyOf(steps);
  }

  /** {@return the level of the rating: {@link Level#of(double)} of {@link #er()}} */
  public Level level() {
    return Level.of(er);
  }

  /** For example {@code "7.2 diabolical (Forcing Chain)"}. */
  @Override
  public String toString() {
    return er + " " + level().label() + " (" + hardest + ")";
  }
}
