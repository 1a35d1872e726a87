package dev.exactcover.sudoku.internal;

import dev.exactcover.dlx.Propagator;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.variant.Sandwich;

/**
 * The side constraints of a variant Sudoku that its matrix leaves out or states weakly
 * ({@link VariantMatrix}), at work on one solver. At every node it reads each cell's candidates
 * (the values of its active placements, or its value once placed) and, until nothing changes:
 *
 * <ul>
 *   <li>keeps, for each killer cage with a sum, the digit sets still possible (each holds the
 *       cage's placed digits, and every open cell has a candidate in it), removes the cage's set
 *       options that are not, and the candidates in no possible set;
 *   <li>bounds each linear sum ({@code sum of coefficient x digit = target}: an arrow's line
 *       against its bulb, a little killer's diagonal, and the sums that rows, columns and boxes
 *       imply for killers: a house's digits add up to {@code n(n+1)/2}, so the cells of a group
 *       of houses outside the cages wholly inside it add up to what those cages leave, and the
 *       cells of the cages that cross its border outside it add up to the rest), removing the
 *       candidates that would put the sum outside its bounds;
 *   <li>once a sandwich's 1 and largest digit are placed, bounds the cells between.
 * </ul>
 *
 * At the root it first removes the placements the givens and the odd and even cells exclude.
 * Sound (it removes only placements no solution below the node has) and exact at the leaves
 * (every cell then has one value, and a broken sum or set is a dead end), so counts stay exact.
 * Allocates nothing per node.
 */
final class VariantPropagator implements Propagator {
  private final Plan plan;
  private final int n;
  private final int cells;
  private final byte[] givens;
  private final int[] cand; // per cell: its candidates at this node, bit v for value v
  private final int[] between; // a sandwich's cells between its 1 and its largest digit
  private boolean changed;
  private final int[] mark; // per cell: the round that last narrowed its candidates
  private int round; // counts every round of every node, so marks never need clearing
  private boolean first; // the node's first round, when every rule is looked at
  private final int[] seen; // per cell of a small cage: the values some filling gives it
  private final int[] order; // a small cage's cells, fewest candidates first
  private int visits; // the fillings tried in the current small cage, to stop a large one

  /** Cages of at most this many cells are filled completely to find each cell's support. */
  private static final int SMALL = 4;
  /** A small cage's fillings tried at most, beyond which its digit sets alone are used. */
  private static final int VISITS = 400;

  /**
   * What the propagator holds, made once per matrix and shared by its solvers.
   *
   * @param n the side
   * @param mask per cell, the values odd and even cells allow (bit v)
   * @param sumCells per linear sum, its cells
   * @param sumCoefficients per linear sum, each cell's coefficient
   * @param sumTargets per linear sum, its total
   * @param sandwiches the sandwich clues
   * @param cageCells per killer cage with a sum, its cells
   * @param cageSums per such cage, its sum
   * @param cageSets per such cage, its admissible digit sets (bit v for digit v)
   * @param cageOptions per such cage, the option of each set in the matrix, or -1
   */
  record Plan(int n, int[] mask, int[][] sumCells, int[][] sumCoefficients, int[] sumTargets,
      Sandwich[] sandwiches, int[][] cageCells, int[] cageSums, int[][] cageSets,
      int[][] cageOptions) {
    boolean acts() {
      return sumTargets.length > 0 || sandwiches.length > 0 || cageCells.length > 0;
    }
  }

  VariantPropagator(Plan plan, byte[] givens) {
    this.plan = plan;
    this.n = plan.n();
    this.cells = n * n;
    this.givens = givens;
    this.cand = new int[cells];
    this.mark = new int[cells];
    this.between = new int[n];
    this.seen = new int[SMALL];
    this.order = new int[SMALL];
  }

  @Override
  public boolean propagate(Context node) {
    if (node.level() == 0 && !root(node)) {
      return false;
    }
    if (!plan.acts()) {
      return true;
    }
    int placements = cells * n;
    for (int c = 0; c < cells; c++) {
      int m = 0;
      for (int v = 1; v <= n; v++) {
        if (node.isActive(Placements.option(c, v, n))) {
          m |= 1 << v;
        }
      }
      cand[c] = m;
    }
    for (int k = 0; k < node.chosenCount(); k++) {
      int o = node.chosen(k);
      if (o < placements) {
        cand[Placements.cell(o, n)] = 1 << Placements.value(o, n);
      }
    }
    for (int r = 0; r < 8; r++) {
      changed = false;
      first = r == 0;
      round++;
      for (int k = 0; k < plan.cageCells().length; k++) {
        if (touched(plan.cageCells()[k], plan.cageCells()[k].length) && !cage(node, k)) {
          return false;
        }
      }
      for (int k = 0; k < plan.sumTargets().length; k++) {
        if (touched(plan.sumCells()[k], plan.sumCells()[k].length)
            && !sum(node, plan.sumCells()[k], plan.sumCoefficients()[k],
            plan.sumCells()[k].length, plan.sumTargets()[k])) {
          return false;
        }
      }
      for (Sandwich s : plan.sandwiches()) {
        if (!sandwich(node, s)) {
          return false;
        }
      }
      if (!changed) {
        break;
      }
    }
    return true;
  }

  /**
   * Whether a rule on {@code cs} must be looked at in this round: the node's first, or one of
   * its cells was narrowed in the round before (a rule whose cells did not change concludes
   * nothing new).
   */
  private boolean touched(int[] cs, int len) {
    if (first) {
      return true;
    }
    for (int i = 0; i < len; i++) {
      if (mark[cs[i]] >= round - 1) {
        return true;
      }
    }
    return false;
  }

  /** Removes the placements the givens and the odd and even cells exclude. */
  private boolean root(Context node) {
    int full = ((1 << n) - 1) << 1;
    for (int c = 0; c < cells; c++) {
      int allowed = givens[c] != 0 ? plan.mask()[c] & (1 << givens[c]) : plan.mask()[c];
      if (allowed == full) {
        continue;
      }
      for (int v = 1; v <= n; v++) {
        if ((allowed >> v & 1) == 0 && !node.remove(Placements.option(c, v, n))) {
          return false;
        }
      }
    }
    return true;
  }

  /** Keeps only the candidates of cell {@code c} in {@code keep}; false at a dead end. */
  private boolean restrict(Context node, int c, int keep) {
    int drop = cand[c] & ~keep;
    if (drop == 0) {
      return true;
    }
    if (Integer.bitCount(cand[c]) == 1) {
      return false; // a placed value (or the only one left) is excluded
    }
    for (int v = 1; v <= n; v++) {
      if ((drop >> v & 1) != 0 && !node.remove(Placements.option(c, v, n))) {
        return false;
      }
    }
    cand[c] &= keep;
    changed = true;
    mark[c] = round;
    return cand[c] != 0;
  }

  /** A killer cage's digit sets against its cells' candidates. */
  private boolean cage(Context node, int k) {
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
    int support = 0;
    int required = -1; // the digits in every possible set
    for (int i = 0; i < sets.length; i++) {
      int d = sets[i];
      boolean fits = (placed & ~d) == 0 && (d & ~any) == 0;
      for (int j = 0; fits && j < cs.length; j++) {
        fits = (cand[cs[j]] & d) != 0;
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
    for (int v = 1; v <= n; v++) { // a digit the cage must hold, with one cell left for it
      if ((required >> v & 1) == 0 || (placed >> v & 1) != 0) {
        continue;
      }
      int only = -1;
      int count = 0;
      for (int c : cs) {
        if ((cand[c] >> v & 1) != 0) {
          only = c;
          count++;
        }
      }
      if (count == 0 || count == 1 && !restrict(node, only, 1 << v)) {
        return false;
      }
    }
    if (cs.length <= SMALL && small(cs, plan.cageSums()[k])) {
      for (int i = 0; i < cs.length; i++) {
        if (!restrict(node, order[i], seen[i])) {
          return false;
        }
      }
      return true;
    }
    for (int c : cs) {
      if (!restrict(node, c, support)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Fills a small cage every way its candidates allow (digits differing, adding up to
   * {@code sum}), leaving in {@code seen[i]} the values cell {@code order[i]} takes in some
   * filling; false when there were too many fillings to try (nothing is then concluded).
   */
  private boolean small(int[] cs, int sum) {
    int k = cs.length;
    for (int i = 0; i < k; i++) {
      order[i] = cs[i];
      seen[i] = 0;
    }
    for (int i = 1; i < k; i++) { // fewest candidates first
      for (int j = i; j > 0 && Integer.bitCount(cand[order[j]])
          < Integer.bitCount(cand[order[j - 1]]); j--) {
        int t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }
    }
    visits = 0;
    fill(0, k, 0, sum);
    return visits <= VISITS;
  }

  /** Fills {@code order[i..k-1]} with digits outside {@code used}, adding up to {@code left}. */
  private boolean fill(int i, int k, int used, int left) {
    if (++visits > VISITS) {
      return false;
    }
    if (i == k) {
      return left == 0;
    }
    int m = cand[order[i]] & ~used;
    boolean any = false;
    for (int v = 1; v <= n && v <= left; v++) {
      if ((m >> v & 1) != 0 && left - v >= (k - i - 1) && fill(i + 1, k, used | 1 << v, left - v)) {
        seen[i] |= 1 << v;
        any = true;
      }
      if (visits > VISITS) {
        return any;
      }
    }
    return any;
  }

  /**
   * Bounds on {@code sum of coef[i] * digit(cell[i]) = target} over the first {@code len} cells
   * (coef null: all 1): a dead end when the target is outside the bounds, and each cell loses
   * the candidates that would put the sum outside them.
   */
  private boolean sum(Context node, int[] cell, int[] coef, int len, int target) {
    int lo = 0;
    int hi = 0;
    for (int i = 0; i < len; i++) {
      int m = cand[cell[i]];
      if (m == 0) {
        return false;
      }
      int w = coef == null ? 1 : coef[i];
      int a = w * low(m);
      int b = w * high(m);
      lo += Math.min(a, b);
      hi += Math.max(a, b);
    }
    if (target < lo || target > hi) {
      return false;
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
      if (!restrict(node, c, keep)) {
        return false;
      }
    }
    return true;
  }

  private static int low(int m) {
    return Integer.numberOfTrailingZeros(m);
  }

  private static int high(int m) {
    return 31 - Integer.numberOfLeadingZeros(m);
  }

  /** A sandwich: once its 1 and its largest digit are placed, bounds on the cells between. */
  private boolean sandwich(Context node, Sandwich s) {
    int p1 = -1;
    int pn = -1;
    for (int k = 0; k < n; k++) {
      int m = cand[cell(s, k)];
      if (m == 1 << 1) {
        p1 = k;
      } else if (m == 1 << n) {
        pn = k;
      }
    }
    if (p1 < 0 || pn < 0) {
      return true;
    }
    int a = Math.min(p1, pn);
    int b = Math.max(p1, pn);
    int len = 0;
    for (int k = a + 1; k < b; k++) {
      between[len++] = cell(s, k);
    }
    if (len == 0) {
      return s.sum() == 0;
    }
    return sum(node, between, null, len, s.sum());
  }

  private int cell(Sandwich s, int k) {
    return s.line() == RegionKind.ROW ? s.index() * n + k : k * n + s.index();
  }
}
