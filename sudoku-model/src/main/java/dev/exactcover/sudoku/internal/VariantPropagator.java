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
 *   <li>killer cages with a sum (this and the sums below in {@link SumPropagation}): the digit
 *       sets still possible (each holds the cage's placed digits, every open cell has a
 *       candidate in it, and the rest of a house holding the cage can take the digits the set
 *       leaves) are kept, the cage's set options that are not are removed, with the candidates
 *       in no possible set, in the cage and in the rest of its house; a digit in every
 *       possible set leaves the cells that see all the cage's cells that may hold it (or goes
 *       to the only one);
 *   <li>linear sums ({@code sum of coefficient x digit = target}: a cage's sum, an arrow's line
 *       against its bulb, a little killer's diagonal, the sums that unions of houses imply for
 *       killers, found by {@link Sums}): bounds, and when at most {@value
 *       SumPropagation#SMALL} cells are open, every filling of them, each keeping only the
 *       values some filling gives it;
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
  private final SumPropagation sumRules; // the cages and linear sums
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
    this.sumRules = new SumPropagation(this, cand, plan);
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
      return sumRules.cage(node, r - houses);
    } else if (r < houses + cages + sums) {
      int k = r - houses - cages;
      return sumRules.sum(node, plan.sumCells()[k], plan.sumCoefficients()[k],
          plan.sumCells()[k].length, plan.sumTargets()[k]);
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
  boolean locked(Context node, int[] group, int len, int v) {
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
  boolean restrict(Context node, int c, int keep) {
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
    return sumRules.sum(node, between, null, len, s.sum());
  }

  private int cell(Sandwich s, int k) {
    return s.line() == RegionKind.ROW ? s.index() * n + k : k * n + s.index();
  }
}
