package dev.exactcover.sudoku.generate;

import dev.exactcover.sudoku.internal.ClueEngine;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.Rating;
import java.util.Optional;

/**
 * The search for a puzzle of one index that meets a {@link Generator}'s targets (clues, level,
 * rating): attempts made and rated until one fits, within the bound of attempts; for extreme
 * targets, the walk of {@link Neighbourhood}. What was made instead is said in the
 * {@link GeneratedPuzzle#shortfall()} (a clue target) or in the {@link GenerationException} (a
 * level or rating target).
 */
final class TargetSearch {
  private TargetSearch() {}

  /** The puzzle of index {@code index} that {@code g} hands out, made with engine {@code e}. */
  static GeneratedPuzzle generate(Generator g, ClueEngine e, long index) {
    Level level = g.level;
    boolean rated = level != null || !Double.isNaN(g.ratingMin);
    double low = Math.max(Double.isNaN(g.ratingMin) ? 0 : g.ratingMin,
        level == null ? 0 : level.lowest());
    double high = Math.min(Double.isNaN(g.ratingMax) ? Double.POSITIVE_INFINITY : g.ratingMax,
        level == null ? Double.POSITIVE_INFINITY : level.upTo());
    int clueTarget = g.clueTarget;
    int attempts = clueTarget == 0 && !rated ? 1 : g.maxAttempts;
    Misses misses = new Misses();
    long puzzleSeed = g.puzzleSeed(index);
    double cap = rated && high <= Generator.CHEAP + 1e-9 ? high : Double.NaN;
    boolean singles = !rated && g.shape.side() >= 25;
    boolean logicPass = !Double.isNaN(cap) || singles;
    boolean walk = rated && clueTarget == 0 && Neighbourhood.applies(low);
    if (walk) { // extreme: a walk in the neighbourhood of diabolical puzzles
      int[] made = new int[1];
      Attempt m = Neighbourhood.search(g, e, puzzleSeed, low, high, attempts, misses, made);
      if (m != null) {
        return m.result(g, index, puzzleSeed, made[0], "");
      }
    }
    Attempt best = null;
    for (int a = 0; a < attempts && !walk; a++) {
      long s = Seeds.attemptSeed(puzzleSeed, a);
      Attempt m = Attempt.make(g, e, s, cap, singles, !logicPass || g.alwaysMinimal);
      if (rated) {
        g.checkCancelled();
        double easier = low - 0.1;
        if (easier >= 1.2 - 1e-9 && (easier > Generator.CHEAP
            && g.logic().solves(m.puzzle, Generator.CHEAP) || g.logic().solves(m.puzzle, easier))) {
          misses.tooEasy++;
          continue; // too easy
        }
        g.checkCancelled();
        Optional<Rating> r = g.logic().rateUpTo(m.puzzle, high);
        if (r.isEmpty()) {
          misses.tooHard++;
          continue;
        }
        m.rating = r.get();
        double er = m.rating.er();
        misses.ratings.merge(er, 1, Integer::sum);
        if (er < low - 1e-9) {
          continue;
        }
      }
      if (clueTarget == 0 || m.clues == clueTarget) {
        return m.result(g, index, puzzleSeed, a + 1, "");
      }
      if (best == null || m.clues < best.clues) {
        best = m;
      }
    }
    if (best != null) {
      return best.result(g, index, puzzleSeed, attempts, "no puzzle of exactly " + clueTarget
          + " clues in " + attempts + " attempts" + (level == null ? "" : " at " + level.label())
          + "; this one, the closest, has " + best.clues);
    }
    String wanted = level != null && Double.isNaN(g.ratingMin) ? level.label() + " (rated "
        + level.lowest() + (level == Level.EXTREME ? " or more" : " to " + level.upTo())
        + ")" : "rated " + low + (Double.isInfinite(high) ? " or more" : " to " + high);
    String ran = misses.made(low, high);
    throw new GenerationException("no " + g.shape + " puzzle " + wanted
        + (g.symmetry == Symmetry.NONE ? "" : " with symmetry " + g.symmetry) + " in " + attempts
        + " attempts (seed " + g.seed() + ", index " + index + "): " + ran
        + "; allow more attempts or ask for another level");
  }
}
