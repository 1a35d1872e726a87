package dev.exactcover.sudoku.internal;

import dev.exactcover.dlx.Propagator.Context;

/**
 * The sum reasoning of a {@link VariantPropagator}: killer cages against their digit sets, and
 * linear sums by their bounds and, when few cells are open, every filling. It reads the
 * propagator's candidates and narrows them through the propagator, which queues again the rules
 * on each narrowed cell.
 */
final class SumPropagation {
  private final VariantPropagator owner;
  private final int[] cand; // the owner's candidates, read live
  private final VariantPropagator.Plan plan;
  private final int n;
  private final int[] order; // the open cells of a sum, fewest candidates first
  private final int[] weight; // their coefficients
  private final int[] seen; // per open cell: the values some filling gives it
  private final int[] vals; // the filling being tried
  private final int[] apart; // per open cell: the earlier open cells it must differ from (bits)
  private final int[] restLow; // the least the open cells from i on can add up to
  private final int[] restHigh; // the most
  private int visits; // the fillings tried in the current sum, to stop a large one

  /** Sums with at most this many open cells are filled every way to find each cell's support. */
  static final int SMALL = 4;
  /** A small sum's fillings tried at most, beyond which its bounds alone are used. */
  private static final int VISITS = 300;

  SumPropagation(VariantPropagator owner, int[] cand, VariantPropagator.Plan plan) {
    this.owner = owner;
    this.cand = cand;
    this.plan = plan;
    this.n = plan.n();
    this.order = new int[SMALL];
    this.weight = new int[SMALL];
    this.seen = new int[SMALL];
    this.vals = new int[SMALL];
    this.apart = new int[SMALL];
    this.restLow = new int[SMALL + 1];
    this.restHigh = new int[SMALL + 1];
  }

  /** Killer cage {@code k}'s digit sets against its cells' candidates; false at a dead end. */
  boolean cage(Context node, int k) {
    int[] cs = plan.cageCells()[k];
    int[] sets = plan.cageSets()[k];
    int[] options = plan.cageOptions()[k];
    int placed = 0;
    int any = 0;
    for (int c : cs) {
      if (Integer.bitCount(cand[c]) == 1) {
        placed |= cand[c];
      }
      any |= cand[c];
    }
    int[] rest = plan.cageRest()[k];
    int full = ((1 << n) - 1) << 1;
    int restAny = 0;
    int restPlaced = 0;
    for (int c : rest) {
      restAny |= cand[c];
      restPlaced |= (cand[c] & (cand[c] - 1)) == 0 ? cand[c] : 0;
    }
    int support = 0;
    int restSupport = 0;
    int required = -1; // the digits in every possible set
    for (int i = 0; i < sets.length; i++) {
      int d = sets[i];
      boolean fits = (placed & ~d) == 0 && (d & ~any) == 0;
      for (int j = 0; fits && j < cs.length; j++) {
        fits = (cand[cs[j]] & d) != 0;
      }
      if (fits && rest.length > 0) { // the rest of the house takes the digits the set leaves
        int other = full & ~d;
        fits = (other & ~restAny) == 0 && (restPlaced & d) == 0;
        restSupport |= other;
      }
      if (fits) {
        support |= d;
        required &= d;
      } else if (options[i] >= 0 && node.isActive(options[i]) && !node.remove(options[i])) {
        return false;
      }
    }
    if (support == 0) {
      return false;
    }
    for (int c : cs) {
      if (!owner.restrict(node, c, support)) {
        return false;
      }
    }
    for (int c : rest) {
      if (!owner.restrict(node, c, restSupport)) {
        return false;
      }
    }
    for (int v = 1; v <= n; v++) { // a digit the cage must hold: locked in its cells
      if ((required >> v & 1) != 0 && (placed >> v & 1) == 0
          && !owner.locked(node, cs, cs.length, v)) {
        return false;
      }
    }
    return sum(node, cs, null, cs.length, plan.cageSums()[k]);
  }

  /**
   * Bounds on {@code sum of coef[i] * digit(cell[i]) = target} over the first {@code len} cells
   * (coef null: all 1): a dead end when the target is outside the bounds, and each cell loses
   * the candidates that would put the sum outside them. When few cells are open, they are then
   * filled every way their candidates allow (cells that must differ differing), and each keeps
   * only the values some filling gives it.
   */
  boolean sum(Context node, int[] cell, int[] coef, int len, int target) {
    int lo = 0;
    int hi = 0;
    int open = 0;
    for (int i = 0; i < len; i++) {
      int m = cand[cell[i]];
      if (m == 0) {
        return false;
      }
      open += (m & (m - 1)) != 0 ? 1 : 0;
      int w = coef == null ? 1 : coef[i];
      int a = w * low(m);
      int b = w * high(m);
      lo += Math.min(a, b);
      hi += Math.max(a, b);
    }
    if (target < lo || target > hi) {
      return false;
    }
    if (open == 0) {
      return true;
    }
    for (int i = 0; i < len; i++) {
      int c = cell[i];
      int m = cand[c];
      int w = coef == null ? 1 : coef[i];
      int a = w * low(m);
      int b = w * high(m);
      int min = Math.min(a, b);
      int max = Math.max(a, b);
      int from = target - (hi - max); // the least this cell's term may be
      int to = target - (lo - min); // the most
      if (min >= from && max <= to) {
        continue;
      }
      int keep = 0;
      for (int v = 1; v <= n; v++) {
        if ((m >> v & 1) != 0 && w * v >= from && w * v <= to) {
          keep |= 1 << v;
        }
      }
      if (!owner.restrict(node, c, keep)) {
        return false;
      }
    }
    if (open > SMALL) {
      return true;
    }
    // The open cells, fewest candidates first; the placed ones are part of the target.
    int k = 0;
    int left = target;
    for (int i = 0; i < len; i++) {
      int c = cell[i];
      int m = cand[c];
      int w = coef == null ? 1 : coef[i];
      if ((m & (m - 1)) == 0) {
        left -= w * low(m);
        continue;
      }
      int j = k++;
      for (; j > 0 && Integer.bitCount(cand[order[j - 1]]) > Integer.bitCount(m); j--) {
        order[j] = order[j - 1];
        weight[j] = weight[j - 1];
      }
      order[j] = c;
      weight[j] = w;
    }
    if (k == 0) {
      return left == 0;
    }
    restLow[k] = 0;
    restHigh[k] = 0;
    for (int i = k - 1; i >= 0; i--) {
      int m = cand[order[i]];
      int a = weight[i] * low(m);
      int b = weight[i] * high(m);
      restLow[i] = restLow[i + 1] + Math.min(a, b);
      restHigh[i] = restHigh[i + 1] + Math.max(a, b);
      seen[i] = 0;
      int bits = 0;
      for (int j = 0; j < i; j++) {
        if (sees(order[i], order[j])) {
          bits |= 1 << j;
        }
      }
      apart[i] = bits;
    }
    visits = 0;
    boolean any = fill(0, k, left);
    if (visits > VISITS) {
      return true; // too many fillings to try: nothing more is concluded
    }
    if (!any) {
      return false;
    }
    for (int i = 0; i < k; i++) {
      if (!owner.restrict(node, order[i], seen[i])) {
        return false;
      }
    }
    return true;
  }

  private boolean sees(int a, int b) {
    return (plan.peers()[a][b >>> 6] >>> b & 1) != 0;
  }

  /**
   * Fills open cells {@code i..k-1} so that their terms add up to {@code left}, recording in
   * {@code seen} the values of each filling found; false when there is none (or too many were
   * tried, {@code visits} then says so).
   */
  private boolean fill(int i, int k, int left) {
    if (++visits > VISITS) {
      return false;
    }
    if (i == k) {
      return left == 0;
    }
    int m = cand[order[i]];
    for (int b = apart[i]; b != 0; b &= b - 1) {
      m &= ~(1 << vals[Integer.numberOfTrailingZeros(b)]);
    }
    int w = weight[i];
    if (i == k - 1) { // the last cell: its value is what is left
      int v = left / w;
      if (v * w != left || v < 1 || v > n || (m >> v & 1) == 0) {
        return false;
      }
      vals[i] = v;
      seen[i] |= 1 << v;
      return true;
    }
    boolean any = false;
    for (; m != 0; m &= m - 1) {
      int v = Integer.numberOfTrailingZeros(m);
      int rest = left - w * v;
      if (rest < restLow[i + 1] || rest > restHigh[i + 1]) {
        continue;
      }
      vals[i] = v;
      if (fill(i + 1, k, rest)) {
        seen[i] |= 1 << v;
        any = true;
      }
      if (visits > VISITS) {
        return any;
      }
    }
    return any;
  }

  private static int low(int m) {
    return Integer.numberOfTrailingZeros(m);
  }

  private static int high(int m) {
    return 31 - Integer.numberOfLeadingZeros(m);
  }
}
