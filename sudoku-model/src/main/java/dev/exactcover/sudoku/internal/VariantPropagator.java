package dev.exactcover.sudoku.internal;

import dev.exactcover.dlx.Propagator;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.variant.Sandwich;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The side constraints of a variant Sudoku that its matrix leaves out or states weakly
 * ({@link VariantMatrix}), at work on one solver. At every node it reads each cell's candidates
 * (the values of its active placements, or its value once placed) and works to a fixpoint, each
 * narrowed cell queueing again the rules on it:
 *
 * <ul>
 *   <li>naked singles: a cell with one candidate takes it from the cells that must differ from it;
 *   <li>houses: a digit with one cell left goes there; a digit in two or three cells leaves every
 *       cell that sees them all (pointing and claiming);
 *   <li>killer cages with a sum: the digit sets still possible (each holds the cage's placed
 *       digits, every open cell has a candidate in it, and the rest of a house holding the cage
 *       can take the digits the set leaves) are kept, the cage's set options that are not are
 *       removed, with the candidates in no possible set, in the cage and in the rest of its
 *       house; a digit in every possible set leaves the cells that see all the cage's cells that
 *       may hold it (or goes to the only one);
 *   <li>linear sums ({@code sum of coefficient x digit = target}: a cage's sum, an arrow's line
 *       against its bulb, a little killer's diagonal, the sums that unions of houses imply for
 *       killers, found by {@link Sums}): bounds, and when at most {@value #SMALL} cells are open,
 *       every filling of them, each keeping only the values some filling gives it;
 *   <li>once a sandwich's 1 and largest digit are placed, the sum of the cells between.
 * </ul>
 *
 * <p>A node starts from what changed since its parent ended: the search goes depth first, so the
 * last node to end one level up is the parent, whose candidates are kept per level. The rules and
 * their order follow what Interactive Sudoku Solver's engine does (github.com/sigh/Interactive-
 * Sudoku-Solver, {@code js/solver/SOLVER_ENGINE.md} and {@code handler_docs/sum.md}); the code is
 * our own. At the root it first removes the placements the givens and the odd and even cells
 * exclude. Sound (it removes only placements no solution below the node has) and exact at the
 * leaves (every cell then has one value, and a broken sum or set is a dead end), so counts stay
 * exact. Allocates nothing per node (a level's candidates once, when first reached).
 */
final class VariantPropagator implements Propagator {
  private final Plan plan;
  private final int n;
  private final int cells;
  private final int words; // longs per bit set of cells
  private final byte[] givens;
  private final int[] cand; // per cell: its candidates at this node, bit v for value v
  private final int[] between; // a sandwich's cells between its 1 and its largest digit
  private int[][] saved = new int[0][]; // per level: the candidates its last node ended with
  // The work to a fixpoint: the rules to look at again (houses, then cages, sums and
  // sandwiches, numbered in that order), and the cells whose single value their peers must lose.
  private final int[][] cellRules; // per cell: the rules on it
  private final int[] queue;
  private final boolean[] queued;
  private int head;
  private int size;
  private int active = -1; // the rule at work: its own narrowings do not queue it again
  private final int[] singles;
  private int singleCount;
  private final long[] common; // the cells seeing every cell of a group (scratch)
  private final long[] where; // per value v, from v * words: the cells with candidate v
  private final int[] order; // the open cells of a sum, fewest candidates first
  private final int[] weight; // their coefficients
  private final int[] seen; // per open cell: the values some filling gives it
  private final int[] vals; // the filling being tried
  private final int[] apart; // per open cell: the earlier open cells it must differ from (bits)
  private final int[] restLow; // the least the open cells from i on can add up to
  private final int[] restHigh; // the most
  private int visits; // the fillings tried in the current sum, to stop a large one

  /** Sums with at most this many open cells are filled every way to find each cell's support. */
  private static final int SMALL = 4;
  /** A small sum's fillings tried at most, beyond which its bounds alone are used. */
  private static final int VISITS = 300;

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
   * @param cageRest per such cage, the other cells of a house holding it (empty if none): they
   *     hold the digits the cage's set leaves
   * @param houses the regions of {@code n} cells (each digit once in each)
   * @param peers per cell, the cells whose digits must differ from its own, as a bit set
   */
  record Plan(int n, int[] mask, int[][] sumCells, int[][] sumCoefficients, int[] sumTargets,
      Sandwich[] sandwiches, int[][] cageCells, int[] cageSums, int[][] cageSets,
      int[][] cageOptions, int[][] cageRest, int[][] houses, long[][] peers) {
    boolean acts() {
      return sumTargets.length > 0 || sandwiches.length > 0 || cageCells.length > 0;
    }
  }

  VariantPropagator(Plan plan, byte[] givens) {
    this.plan = plan;
    this.n = plan.n();
    this.cells = n * n;
    this.words = (cells + 63) >>> 6;
    this.givens = givens;
    this.cand = new int[cells];
    int houses = plan.houses().length;
    int cages = plan.cageCells().length;
    int sums = plan.sumTargets().length;
    int rules = houses + cages + sums + plan.sandwiches().length;
    List<List<Integer>> on = new ArrayList<>();
    for (int c = 0; c < cells; c++) {
      on.add(new ArrayList<>());
    }
    for (int r = 0; r < rules; r++) {
      for (int c : rule(r)) {
        if (!on.get(c).contains(r)) {
          on.get(c).add(r);
        }
      }
    }
    this.cellRules = on.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray())
        .toArray(int[][]::new);
    this.queue = new int[rules];
    this.queued = new boolean[rules];
    this.singles = new int[2 * cells];
    this.between = new int[n];
    this.common = new long[words];
    this.where = new long[(n + 1) * words];
    this.order = new int[SMALL];
    this.weight = new int[SMALL];
    this.seen = new int[SMALL];
    this.vals = new int[SMALL];
    this.apart = new int[SMALL];
    this.restLow = new int[SMALL + 1];
    this.restHigh = new int[SMALL + 1];
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
    Arrays.fill(where, 0);
    for (int c = 0; c < cells; c++) {
      for (int m = cand[c]; m != 0; m &= m - 1) {
        where[Integer.numberOfTrailingZeros(m) * words + (c >>> 6)] |= 1L << c;
      }
    }
    int level = node.level();
    if (level >= saved.length) { // a level reached for the first time
      saved = Arrays.copyOf(saved, Math.max(level + 1, 2 * saved.length));
      for (int l = 0; l < saved.length; l++) {
        saved[l] = saved[l] == null ? new int[cells] : saved[l];
      }
    }
    head = 0;
    size = 0;
    singleCount = 0;
    Arrays.fill(queued, false);
    if (level == 0) { // everything is looked at
      for (int r = 0; r < queue.length; r++) {
        push(r);
      }
      for (int c = 0; c < cells; c++) {
        if ((cand[c] & (cand[c] - 1)) == 0) {
          singles[singleCount++] = c;
        }
      }
    } else { // the parent ended at a fixpoint: only what changed since is looked at again
      int[] parent = saved[level - 1];
      for (int c = 0; c < cells; c++) {
        if (cand[c] != parent[c]) {
          changed(c);
        }
      }
    }
    while (singleCount > 0 || size > 0) {
      if (singleCount > 0) {
        if (!single(node, singles[--singleCount])) {
          return false;
        }
        continue;
      }
      int r = queue[head];
      head = head + 1 == queue.length ? 0 : head + 1;
      size--;
      queued[r] = false;
      active = r;
      boolean ok = look(node, r);
      active = -1;
      if (!ok) {
        return false;
      }
    }
    System.arraycopy(cand, 0, saved[level], 0, cells);
    return true;
  }

  private void push(int r) {
    if (!queued[r] && r != active) {
      queued[r] = true;
      int tail = head + size;
      queue[tail >= queue.length ? tail - queue.length : tail] = r;
      size++;
    }
  }

  /** Cell {@code c} was narrowed: the rules on it are looked at again, and a single is spread. */
  private void changed(int c) {
    for (int r : cellRules[c]) {
      push(r);
    }
    if ((cand[c] & (cand[c] - 1)) == 0) {
      singles[singleCount++] = c;
    }
  }

  /** The cells of rule {@code r} (numbered as the queue numbers them). */
  private int[] rule(int r) {
    int houses = plan.houses().length;
    int cages = plan.cageCells().length;
    int sums = plan.sumTargets().length;
    if (r < houses) {
      return plan.houses()[r];
    } else if (r < houses + cages) {
      int[] cs = plan.cageCells()[r - houses];
      int[] rest = plan.cageRest()[r - houses];
      int[] all = Arrays.copyOf(cs, cs.length + rest.length);
      System.arraycopy(rest, 0, all, cs.length, rest.length);
      return all;
    } else if (r < houses + cages + sums) {
      return plan.sumCells()[r - houses - cages];
    }
    Sandwich s = plan.sandwiches()[r - houses - cages - sums];
    int[] line = new int[n];
    for (int k = 0; k < n; k++) {
      line[k] = cell(s, k);
    }
    return line;
  }

  /** Looks at rule {@code r}; false at a dead end. */
  private boolean look(Context node, int r) {
    int houses = plan.houses().length;
    int cages = plan.cageCells().length;
    int sums = plan.sumTargets().length;
    if (r < houses) {
      return house(node, plan.houses()[r]);
    } else if (r < houses + cages) {
      return cage(node, r - houses);
    } else if (r < houses + cages + sums) {
      int k = r - houses - cages;
      return sum(node, plan.sumCells()[k], plan.sumCoefficients()[k], plan.sumCells()[k].length,
          plan.sumTargets()[k]);
    }
    return sandwich(node, plan.sandwiches()[r - houses - cages - sums]);
  }

  /** A naked single: cell {@code c}'s one value leaves every cell that must differ from it. */
  private boolean single(Context node, int c) {
    int m = cand[c];
    long[] peers = plan.peers()[c];
    for (int w = 0; w < words; w++) {
      for (long b = peers[w]; b != 0; b &= b - 1) {
        int p = (w << 6) + Long.numberOfTrailingZeros(b);
        if ((cand[p] & m) != 0 && !restrict(node, p, ~m)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Hidden singles and locked candidates in each house: a digit with one cell left in a house
   * goes there; a digit whose cells in a house all see some other cell leaves that cell.
   */
  private boolean house(Context node, int[] h) {
    {
      int any = 0;
      int twice = 0;
      int thrice = 0;
      int more = 0;
      for (int c : h) {
        more |= thrice & cand[c];
        thrice |= twice & cand[c];
        twice |= any & cand[c];
        any |= cand[c];
      }
      if (any != ((1 << n) - 1) << 1) {
        return false; // a digit with no cell in the house
      }
      for (int v = 1; v <= n; v++) {
        int bit = 1 << v;
        if ((twice & bit) == 0) { // one cell: a hidden single
          for (int c : h) {
            if ((cand[c] & bit) != 0) {
              if (!restrict(node, c, bit)) {
                return false;
              }
              break;
            }
          }
        } else if ((more & bit) == 0 && !locked(node, h, h.length, v)) { // in 2 or 3 cells
          return false;
        }
      }
    }
    return true;
  }

  /**
   * A digit that must be in the first {@code len} cells of {@code group} (a house, or a cage
   * every possible set of which holds it) leaves every cell that sees all the group's cells
   * holding it.
   */
  private boolean locked(Context node, int[] group, int len, int v) {
    int bit = 1 << v;
    int count = 0;
    int last = -1;
    for (int i = 0; i < len; i++) {
      int c = group[i];
      if ((cand[c] & bit) != 0) {
        if ((cand[c] & (cand[c] - 1)) == 0) {
          return true; // placed: its peers lose it as a single
        }
        count++;
        last = c;
      }
    }
    if (count <= 1) { // none: a dead end; one: it goes there, and its peers lose it as a single
      return count == 1 && restrict(node, last, bit);
    }
    int base = v * words;
    long all = 0;
    for (int w = 0; w < words; w++) {
      common[w] = where[base + w];
    }
    for (int i = 0; i < len; i++) {
      int c = group[i];
      if ((cand[c] & bit) == 0) {
        continue;
      }
      long[] peers = plan.peers()[c];
      all = 0;
      for (int w = 0; w < words; w++) {
        all |= common[w] &= peers[w];
      }
      if (all == 0) {
        return true;
      }
    }
    for (int w = 0; w < words; w++) {
      for (long b = common[w]; b != 0; b &= b - 1) {
        if (!restrict(node, (w << 6) + Long.numberOfTrailingZeros(b), ~bit)) {
          return false;
        }
      }
    }
    return true;
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
    for (int m = drop; m != 0; m &= m - 1) {
      int v = Integer.numberOfTrailingZeros(m);
      where[v * words + (c >>> 6)] &= ~(1L << c);
      if (!node.remove(Placements.option(c, v, n))) {
        return false;
      }
    }
    cand[c] &= keep;
    changed(c);
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
      if (!restrict(node, c, support)) {
        return false;
      }
    }
    for (int c : rest) {
      if (!restrict(node, c, restSupport)) {
        return false;
      }
    }
    for (int v = 1; v <= n; v++) { // a digit the cage must hold: locked in its cells
      if ((required >> v & 1) != 0 && (placed >> v & 1) == 0 && !locked(node, cs, cs.length, v)) {
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
  private boolean sum(Context node, int[] cell, int[] coef, int len, int target) {
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
      if (!restrict(node, c, keep)) {
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
      if (!restrict(node, order[i], seen[i])) {
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
