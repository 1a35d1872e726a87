package dev.exactcover.sudoku.internal;

import dev.exactcover.dlx.Propagator;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.variant.Sandwich;

/**
 * The side constraints of a variant Sudoku that its matrix leaves out ({@link VariantMatrix}):
 * at the root, the givens and the odd and even cells (the placements they exclude are removed);
 * at every node, bounds on each long sum ({@code sum of coefficient x digit = target}: an arrow's
 * line against its bulb, a little killer's diagonal) and on each sandwich (once its 1 and its
 * largest digit are placed, the cells between add up to the clue). Sound (it removes only
 * placements that no solution below the node has) and exact at the leaves (every cell then has
 * one value, and a broken sum is a dead end), so every count stays exact. Allocates nothing per
 * node.
 */
final class VariantPropagator implements Propagator {
  private final int n;
  private final int cells;
  private final byte[] givens;
  private final int[] mask;
  private final int[][] sumCells;
  private final int[][] sumCoefficients;
  private final int[] sumTargets;
  private final Sandwich[] sandwiches;
  private final int[] value; // per cell: its value at this node, 0 when open
  private final int[] between; // a sandwich's cells between its 1 and its largest digit

  VariantPropagator(int n, byte[] givens, int[] mask, int[][] sums, Sandwich[] sandwiches) {
    this.n = n;
    this.cells = n * n;
    this.givens = givens;
    this.mask = mask;
    sumCells = new int[sums.length][];
    sumCoefficients = new int[sums.length][];
    sumTargets = new int[sums.length];
    for (int k = 0; k < sums.length; k++) { // each: cells..., coefficients..., target
      int len = (sums[k].length - 1) / 2;
      sumCells[k] = java.util.Arrays.copyOfRange(sums[k], 0, len);
      sumCoefficients[k] = java.util.Arrays.copyOfRange(sums[k], len, 2 * len);
      sumTargets[k] = sums[k][2 * len];
    }
    between = new int[n];
    this.sandwiches = sandwiches;
    this.value = new int[cells];
  }

  @Override
  public boolean propagate(Context node) {
    if (node.level() == 0 && !root(node)) {
      return false;
    }
    if (sumTargets.length == 0 && sandwiches.length == 0) {
      return true;
    }
    java.util.Arrays.fill(value, 0);
    int placements = cells * n;
    for (int k = 0; k < node.chosenCount(); k++) {
      int o = node.chosen(k);
      if (o < placements) {
        value[Placements.cell(o, n)] = Placements.value(o, n);
      }
    }
    for (int k = 0; k < sumTargets.length; k++) {
      if (!sum(node, sumCells[k], sumCoefficients[k], sumCells[k].length, sumTargets[k])) {
        return false;
      }
    }
    for (Sandwich s : sandwiches) {
      if (!sandwich(node, s)) {
        return false;
      }
    }
    return true;
  }

  /** Removes the placements the givens and the odd and even cells exclude. */
  private boolean root(Context node) {
    int full = ((1 << n) - 1) << 1;
    for (int c = 0; c < cells; c++) {
      int allowed = givens[c] != 0 ? mask[c] & (1 << givens[c]) : mask[c];
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

  /**
   * Bounds on {@code sum of coef[i] * digit(cell[i]) = target} over the first {@code len} cells
   * (coef null: all 1): a dead end when the target is outside the bounds, and each open cell
   * loses the digits that would put the sum outside them.
   */
  private boolean sum(Context node, int[] cell, int[] coef, int len, int target) {
    int lo = 0;
    int hi = 0;
    for (int i = 0; i < len; i++) {
      int c = cell[i];
      int w = coef == null ? 1 : coef[i];
      if (value[c] != 0) {
        lo += w * value[c];
        hi += w * value[c];
        continue;
      }
      int min = Integer.MAX_VALUE;
      int max = Integer.MIN_VALUE;
      for (int v = 1; v <= n; v++) {
        if (node.isActive(Placements.option(c, v, n))) {
          min = Math.min(min, w * v);
          max = Math.max(max, w * v);
        }
      }
      if (min == Integer.MAX_VALUE) {
        return false;
      }
      lo += min;
      hi += max;
    }
    if (target < lo || target > hi) {
      return false;
    }
    for (int i = 0; i < len; i++) {
      int c = cell[i];
      if (value[c] != 0) {
        continue;
      }
      int w = coef == null ? 1 : coef[i];
      int min = Integer.MAX_VALUE;
      int max = Integer.MIN_VALUE;
      for (int v = 1; v <= n; v++) {
        if (node.isActive(Placements.option(c, v, n))) {
          min = Math.min(min, w * v);
          max = Math.max(max, w * v);
        }
      }
      for (int v = 1; v <= n; v++) {
        int o = Placements.option(c, v, n);
        int t = w * v;
        if ((lo - min + t > target || hi - max + t < target) && node.isActive(o)
            && !node.remove(o)) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * A sandwich: where its 1 and its largest digit are both placed, bounds on the cells between;
   * at a leaf, the exact sum.
   */
  private boolean sandwich(Context node, Sandwich s) {
    int p1 = -1;
    int pn = -1;
    for (int k = 0; k < n; k++) {
      int c = cell(s, k);
      if (value[c] == 1) {
        p1 = k;
      } else if (value[c] == n) {
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
