package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;
import java.util.ArrayList;
import java.util.List;

/**
 * The rating ladder: Sudoku Explainer's techniques in its order, each step the first found by the
 * first technique of the ladder that finds any, the rating of a puzzle the highest rating of its
 * steps. The order is that of SE 1.2.1's solver: the "direct" techniques (hidden single, direct
 * pointing and claiming, direct hidden pair, naked single, direct hidden triplet), then pointing
 * and claiming, naked pair, x-wing, hidden pair, naked triplet, swordfish, hidden triplet, XY-wing,
 * XYZ-wing, unique rectangles, naked quad, jellyfish, hidden quad, BUG, and then the chains:
 * forcing chains, Nishio, multiple, dynamic. Beyond the dynamic chains (SE's nested forcing
 * chains, rated 9.5 and up) the ladder has nothing: it places the solution's value in a cell with
 * the fewest candidates and rates that step {@link #BEYOND}, so that the hardest puzzles get a
 * finite number, marked as an estimate.
 */
final class Rater {
  private Rater() {}

  /** The rating given to a step beyond the ladder, in tenths. */
  static final int BEYOND = 100;

  /** The next step, or null when none of the ladder applies. */
  static RatedStep next(Board b, boolean unique) {
    RatedStep s;
    if ((s = Singles.hidden(b)) != null
        || (s = Intersections.find(b, true)) != null
        || (s = Subsets.hidden(b, 2, true)) != null
        || (s = Singles.naked(b)) != null
        || (s = Subsets.hidden(b, 3, true)) != null
        || (s = Intersections.find(b, false)) != null
        || (s = Subsets.naked(b, 2)) != null
        || (s = Fish.find(b, 2)) != null
        || (s = Subsets.hidden(b, 2, false)) != null
        || (s = Subsets.naked(b, 3)) != null
        || (s = Fish.find(b, 3)) != null
        || (s = Subsets.hidden(b, 3, false)) != null
        || (s = Wings.find(b, false)) != null
        || (s = Wings.find(b, true)) != null
        || unique && (s = Uniqueness.rectangle(b)) != null
        || (s = Subsets.naked(b, 4)) != null
        || (s = Fish.find(b, 4)) != null
        || (s = Subsets.hidden(b, 4, false)) != null
        || unique && (s = Uniqueness.bug(b)) != null
        || (s = Chains.forcing(b)) != null
        || (s = Chains.multiple(b, true, true)) != null
        || (s = Chains.multiple(b, false, false)) != null
        || (s = Chains.multiple(b, true, false)) != null) {
      return s;
    }
    return null;
  }

  /**
   * Rates a puzzle from board {@code b} (changed: it ends solved, or at a contradiction).
   *
   * @param solution the puzzle's solution, for the steps beyond the ladder
   * @param unique whether the puzzle is known to have one solution (uniqueness tests allowed)
   */
  static Rating rate(Board b, Grid solution, boolean unique) {
    List<RatedStep> steps = new ArrayList<>();
    int er = 0;
    int ep = 0;
    int ed = 0;
    String hardest = "";
    boolean estimated = false;
    while (b.empty > 0 && b.deadCell() < 0) {
      RatedStep s = next(b, unique);
      if (s == null) {
        s = beyond(b, solution);
        estimated = true;
      }
      if (s.tenths() > er) {
        er = s.tenths();
        hardest = s.technique();
      }
      if (ep == 0) {
        if (ed == 0) {
          ed = er;
        }
        if (s.isPlacement()) {
          ep = er;
        }
      }
      steps.add(s);
      b.apply(s);
    }
    if (b.deadCell() >= 0) {
      throw new IllegalStateException("the rating reached a contradiction at "
          + Grid.cellName(b.deadCell(), Board.N) + ": the puzzle has no solution");
    }
    return new Rating(er / 10.0, ep / 10.0, ed / 10.0, hardest, estimated, steps);
  }

  /** The solution's value in a cell with the fewest candidates, rated {@link #BEYOND}. */
  static RatedStep beyond(Board b, Grid solution) {
    int best = -1;
    for (int c = 0; c < Board.CELLS; c++) {
      if (b.value[c] == 0 && (best < 0
          || Integer.bitCount(b.cand[c]) < Integer.bitCount(b.cand[best]))) {
        best = c;
      }
    }
    int v = solution.get(best);
    int[] e = new int[2 * Board.N];
    int n = 0;
    for (int m = b.cand[best] & ~Board.bit(v); m != 0; m &= m - 1) {
      e[n++] = best;
      e[n++] = Integer.numberOfTrailingZeros(m) + 1;
    }
    return RatedStep.placing("Nested Forcing Chains (estimated)", BEYOND, v + " in "
        + Grid.cellName(best, Board.N) + " (beyond the dynamic forcing chains; the value of the "
        + "solution)", best, v, java.util.Arrays.copyOf(e, n));
  }
}
