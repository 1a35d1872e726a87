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
 * forcing chains, Nishio, multiple, dynamic, and SE's nested dynamic chains of levels 1 to
 * {@link Nested#MAX_LEVEL} ({@link Nested}), as deep as SE's solver goes. A grid where none of
 * those applies (no such puzzle is known) gets SE's rating for a puzzle its solver cannot
 * finish, {@link #BEYOND}, marked as an estimate: the ladder places the solution's value in a
 * cell with the fewest candidates and goes on, so that every puzzle gets a number. The same
 * ladder serves every side up to {@link Board#MAX_SIDE} and every variant: the techniques read
 * the houses of the rules.
 */
final class Rater {
  private Rater() {}

  /** The rating given to a step beyond the ladder, in tenths: SE's 20.0 for "failed". */
  static final int BEYOND = 200;

  /** No cap: every technique of the ladder. */
  static final int NO_CAP = Integer.MAX_VALUE;

  /** The next step, or null when none of the ladder applies. */
  static Step next(Board b, boolean unique) {
    return next(b, unique, NO_CAP);
  }

  /**
   * The next step, trying only the techniques whose lowest rating is at most {@code cap} (in
   * tenths), or null when none of those applies. The ladder's techniques come in order of their
   * lowest ratings, so the step found is the one the whole ladder would find whenever that step
   * is rated at most {@code cap}; when this returns null or a step rated above {@code cap}, the
   * whole ladder's step is rated above {@code cap} too.
   */
  static Step next(Board b, boolean unique, int cap) {
    Step s;
    if ((s = Singles.hidden(b)) != null
        || cap >= Intersections.DIRECT_POINTING && (s = Intersections.find(b, true)) != null
        || cap >= 20 && (s = Subsets.hidden(b, 2, true)) != null
        || cap >= Singles.NAKED && (s = Singles.naked(b)) != null
        || cap >= 25 && (s = Subsets.hidden(b, 3, true)) != null
        || cap >= Intersections.POINTING && (s = Intersections.find(b, false)) != null
        || cap >= 30 && (s = Subsets.naked(b, 2)) != null
        || cap >= 32 && (s = Fish.find(b, 2)) != null
        || cap >= 34 && (s = Subsets.hidden(b, 2, false)) != null
        || cap >= 36 && (s = Subsets.naked(b, 3)) != null
        || cap >= 38 && (s = Fish.find(b, 3)) != null
        || cap >= 40 && (s = Subsets.hidden(b, 3, false)) != null
        || cap >= 42 && (s = Wings.find(b, false)) != null
        || cap >= 44 && (s = Wings.find(b, true)) != null
        || cap >= 45 && unique && (s = Uniqueness.rectangle(b)) != null
        || cap >= 50 && (s = Subsets.naked(b, 4)) != null
        || cap >= 52 && (s = Fish.find(b, 4)) != null
        || cap >= 54 && (s = Subsets.hidden(b, 4, false)) != null
        || cap >= 56 && unique && (s = Uniqueness.bug(b)) != null
        || cap >= 65 && (s = Chains.forcing(b)) != null
        || cap >= 75 && (s = MultipleChains.multiple(b, true, true)) != null
        || cap >= 80 && (s = MultipleChains.multiple(b, false, false)) != null
        || cap >= 85 && (s = MultipleChains.multiple(b, true, false)) != null) {
      return s;
    }
    for (int level = 1; level <= Nested.MAX_LEVEL && cap >= Nested.base(level); level++) {
      if ((s = MultipleChains.multiple(b, true, false, level)) != null) {
        return s;
      }
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
    return rate(b, solution, unique, NO_CAP);
  }

  /**
   * Rates as {@link #rate(Board, Grid, boolean)}, but gives up (null) as soon as the rating is
   * known to exceed {@code cap} tenths; with a cap, {@code solution} may be null.
   */
  static Rating rate(Board b, Grid solution, boolean unique, int cap) {
    List<Step> steps = new ArrayList<>();
    int er = 0;
    int ep = 0;
    int ed = 0;
    String hardest = "";
    boolean estimated = false;
    while (b.empty > 0 && b.deadCell() < 0) {
      Step s = next(b, unique, cap);
      if (s == null && cap != NO_CAP || s != null && s.tenths() > cap) {
        return null;
      }
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
      if (cap != NO_CAP) {
        return null;
      }
      throw new IllegalStateException("the rating reached a contradiction at "
          + Grid.cellName(b.deadCell(), b.n) + ": the puzzle has no solution");
    }
    return new Rating(er / 10.0, ep / 10.0, ed / 10.0, hardest, estimated, steps);
  }

  /** The solution's value in a cell with the fewest candidates, rated {@link #BEYOND}. */
  static Step beyond(Board b, Grid solution) {
    int best = -1;
    for (int c = 0; c < b.cells; c++) {
      if (b.value[c] == 0 && (best < 0
          || Integer.bitCount(b.cand[c]) < Integer.bitCount(b.cand[best]))) {
        best = c;
      }
    }
    int v = solution.get(best);
    int[] e = new int[2 * b.n];
    int n = 0;
    for (int m = b.cand[best] & ~Board.bit(v); m != 0; m &= m - 1) {
      e[n++] = best;
      e[n++] = Integer.numberOfTrailingZeros(m) + 1;
    }
    return Step.placing(b.n, "Nested Forcing Chains (estimated)", BEYOND, Board.symbol(v) + " in "
        + Grid.cellName(best, b.n) + " (beyond SE's deepest nested forcing chains; the value of "
        + "the solution)", best, v, java.util.Arrays.copyOf(e, n));
  }
}
