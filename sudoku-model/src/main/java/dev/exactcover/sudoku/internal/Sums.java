package dev.exactcover.sudoku.internal;

import dev.exactcover.sudoku.Region;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.variant.Rules;
import dev.exactcover.sudoku.variant.Sandwich;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * The sums of a {@link VariantMatrix} that its {@link VariantPropagator} checks: linear sums
 * (cells, coefficients and a target) and the killer cages with a sum, with the sums the houses
 * imply for those cages.
 */
final class Sums {
  private final int n;
  private final List<int[]> sums = new ArrayList<>(); // cells..., then coefficients, then target
  private final List<int[]> cageCells = new ArrayList<>(); // killer cages with a sum
  private final List<Integer> cageSums = new ArrayList<>();
  private final List<int[]> cageSets = new ArrayList<>();
  private final List<int[]> cageOptions = new ArrayList<>();

  Sums(int n) {
    this.n = n;
  }

  /**
   * Records a killer cage with sum {@code s}: its digit sets {@code sets} (bit v-1 for digit v),
   * stated as the options numbered from {@code first}.
   */
  void cage(int[] cells, int s, List<Integer> sets, int first) {
    cageCells.add(cells);
    cageSums.add(s);
    cageSets.add(sets.stream().mapToInt(x -> x << 1).toArray());
    cageOptions.add(java.util.stream.IntStream.range(0, sets.size()).map(i -> first + i)
        .toArray());
  }

  /**
   * The propagator's plan: these sums, the cells' masks and the sandwiches, the houses (the
   * regions of {@code n} cells) and which cells must differ ({@code sees}).
   */
  VariantPropagator.Plan plan(int[] mask, List<Sandwich> sandwiches, Rules rules,
      boolean[][] sees) {
    int cells = sees.length;
    long[][] peers = new long[cells][(cells + 63) >>> 6];
    for (int a = 0; a < cells; a++) {
      for (int b = 0; b < cells; b++) {
        if (sees[a][b]) {
          peers[a][b >>> 6] |= 1L << b;
        }
      }
    }
    int[][] houses = rules.regions().list().stream().map(Region::cells)
        .filter(cs -> cs.length == n).toArray(int[][]::new);
    return new VariantPropagator.Plan(n, mask, sums.stream().map(Sums::sumCells)
        .toArray(int[][]::new), sums.stream().map(Sums::sumCoefficients)
        .toArray(int[][]::new), sums.stream().mapToInt(r -> r[r.length - 1]).toArray(),
        sandwiches.toArray(new Sandwich[0]), cageCells.toArray(new int[0][]),
        cageSums.stream().mapToInt(Integer::intValue).toArray(), cageSets.toArray(new int[0][]),
        cageOptions.toArray(new int[0][]), rests(houses), houses, peers);
  }

  /** Per cage, the other cells of the smallest house holding all its cells (empty if none). */
  private int[][] rests(int[][] houses) {
    int[][] rests = new int[cageCells.size()][];
    for (int k = 0; k < rests.length; k++) {
      rests[k] = new int[0];
      for (int[] h : houses) {
        List<Integer> rest = new ArrayList<>();
        for (int c : h) {
          rest.add(c);
        }
        int inside = 0;
        for (int c : cageCells.get(k)) {
          inside += rest.remove((Integer) c) ? 1 : 0;
        }
        if (inside == cageCells.get(k).length && !rest.isEmpty()) {
          rests[k] = VariantMatrix.array(rest);
          break;
        }
      }
    }
    return rests;
  }

  private static int[] sumCells(int[] row) {
    return Arrays.copyOfRange(row, 0, (row.length - 1) / 2);
  }

  private static int[] sumCoefficients(int[] row) {
    int len = (row.length - 1) / 2;
    return Arrays.copyOfRange(row, len, 2 * len);
  }

  static int setSum(int set) {
    int s = 0;
    for (int v = 1; v <= 31; v++) {
      if ((set >> (v - 1) & 1) != 0) {
        s += v;
      }
    }
    return s;
  }

  /** Whether the first {@code k + 1} values can still add up to {@code s} over {@code len}. */
  boolean sumFits(int[] vals, int k, int len, int s) {
    int sum = 0;
    for (int i = 0; i <= k; i++) {
      sum += vals[i];
    }
    int left = len - k - 1;
    return sum + left <= s && sum + left * n >= s;
  }

  void addSum(int[] cells, int[] coef, int target) {
    int[] row = new int[2 * cells.length + 1];
    System.arraycopy(cells, 0, row, 0, cells.length);
    System.arraycopy(coef, 0, row, cells.length, cells.length);
    row[2 * cells.length] = target;
    sums.add(row);
  }

  /**
   * The sums that houses imply for killer cages: for each region of {@code n} cells, each
   * group of two or three consecutive rows or columns, the first and the last k rows and
   * columns, and the first k boxes, the cells outside the cages wholly
   * inside it add up to what those cages leave of the group's total ("innies"), and the cells of
   * the cages crossing its border, outside it, add up to those cages' sums less their cells
   * inside ("outies", stated with the group's cells in no cage subtracted), and both at once
   * ({@code mixed}). Only when the cages with a sum do not overlap.
   */
  void houseSums(Rules rules, boolean[][] sees) {
    Shape shape = rules.shape();
    if (cageCells.isEmpty()) {
      return;
    }
    List<int[]> groups = new ArrayList<>();
    List<Integer> houses = new ArrayList<>();
    for (Region r : rules.regions().list()) {
      if (r.cells().length == n) {
        groups.add(r.cells());
        houses.add(1);
      }
    }
    for (int k = 2; k <= 3; k++) {
      for (int first = 0; first + k <= n; first++) {
        addLines(groups, houses, n, first, k);
      }
    }
    // Wider unions of houses, as Interactive Sudoku Solver's optimizer takes them: the first
    // and the last k rows (and columns) for every k, and the first k boxes in reading order.
    for (int k = 4; k < n; k++) {
      for (int from : new int[] {0, n - k}) {
        addLines(groups, houses, n, from, k);
      }
    }
    List<int[]> boxes = rules.regions().list().stream()
        .filter(r -> r.kind() == RegionKind.BOX || r.kind() == RegionKind.JIGSAW)
        .map(Region::cells).toList();
    if (boxes.size() == n) {
      for (int k = 2; k < n; k++) {
        int[] union = new int[k * n];
        for (int b = 0; b < k; b++) {
          System.arraycopy(boxes.get(b), 0, union, b * n, n);
        }
        groups.add(union);
        houses.add(k);
      }
    }
    int[] cageOf = new int[shape.cells()];
    Arrays.fill(cageOf, -1);
    for (int k = 0; k < cageCells.size(); k++) {
      for (int c : cageCells.get(k)) {
        if (cageOf[c] >= 0) {
          return; // cages that overlap: the houses' totals say nothing simple
        }
        cageOf[c] = k;
      }
    }
    Set<String> seen = new java.util.HashSet<>();
    List<int[]> virtual = new ArrayList<>(); // cells, then the sum: cages the houses imply
    for (int g = 0; g < groups.size(); g++) {
      boolean[] in = new boolean[shape.cells()];
      for (int c : groups.get(g)) {
        in[c] = true;
      }
      int total = houses.get(g) * n * (n + 1) / 2;
      boolean[] inside = new boolean[cageCells.size()];
      boolean[] crossing = new boolean[cageCells.size()];
      for (int k = 0; k < cageCells.size(); k++) {
        int count = 0;
        for (int c : cageCells.get(k)) {
          count += in[c] ? 1 : 0;
        }
        inside[k] = count == cageCells.get(k).length;
        crossing[k] = count > 0 && !inside[k];
      }
      List<Integer> rest = new ArrayList<>(); // the group's cells outside its inside cages
      List<Integer> free = new ArrayList<>(); // ... and in no cage with a sum
      int target = total;
      for (int k = 0; k < cageCells.size(); k++) {
        target -= inside[k] ? cageSums.get(k) : 0;
      }
      for (int c : groups.get(g)) {
        if (cageOf[c] < 0 || !inside[cageOf[c]]) {
          rest.add(c);
        }
        if (cageOf[c] < 0) {
          free.add(c);
        }
      }
      if (!rest.isEmpty() && rest.size() <= n && seen.add(rest.toString())) {
        sumOrCage(VariantMatrix.array(rest), target, virtual, sees);
      }
      List<Integer> out = new ArrayList<>();
      int outTarget = -target;
      for (int k = 0; k < cageCells.size(); k++) {
        if (crossing[k]) {
          outTarget += cageSums.get(k);
          for (int c : cageCells.get(k)) {
            if (!in[c]) {
              out.add(c);
            }
          }
        }
      }
      mixed(groups.get(g), in, total, cageOf, seen, virtual, sees);
      if (!out.isEmpty() && free.isEmpty() && out.size() <= n && seen.add(out.toString())) {
        sumOrCage(VariantMatrix.array(out), outTarget, virtual, sees);
      } else if (!out.isEmpty() && out.size() + free.size() <= n
          && seen.add(out + "-" + free)) {
        int[] cs = new int[out.size() + free.size()];
        int[] coef = new int[cs.length];
        for (int i = 0; i < cs.length; i++) {
          cs[i] = i < out.size() ? out.get(i) : free.get(i - out.size());
          coef[i] = i < out.size() ? 1 : -1;
        }
        addSum(cs, coef, outTarget);
      }
    }
    for (int[] v : virtual) {
      int[] cells = Arrays.copyOf(v, v.length - 1);
      int sum = v[v.length - 1];
      List<Integer> sets = new ArrayList<>();
      for (int set = 0; set < 1 << n; set++) {
        if (Integer.bitCount(set) == cells.length && setSum(set) == sum) {
          sets.add(set << 1);
        }
      }
      cageCells.add(cells);
      cageSums.add(sum);
      cageSets.add(sets.stream().mapToInt(Integer::intValue).toArray());
      int[] none = new int[sets.size()];
      Arrays.fill(none, -1);
      cageOptions.add(none);
    }
  }

  /**
   * Innies and outies at once, as Interactive Sudoku Solver's optimizer states them (its
   * {@code _makeInnieOutieSumHandlers}): the cages more than half inside a group of houses
   * ("pieces") cover the group but for some cells ("innies") and stick out of it by others
   * ("outies"); the outies less the innies add up to the pieces' sums less the group's total.
   * Kept when the two sides are small (at most {@code n} cells in all, one side at most 2).
   */
  private void mixed(int[] group, boolean[] in, int total, int[] cageOf, Set<String> seen,
      List<int[]> virtual, boolean[][] sees) {
    boolean[] piece = new boolean[cageCells.size()];
    int delta = -total;
    for (int k = 0; k < cageCells.size(); k++) {
      int inside = 0;
      for (int c : cageCells.get(k)) {
        inside += in[c] ? 1 : 0;
      }
      if (2 * inside > cageCells.get(k).length) {
        piece[k] = true;
        delta += cageSums.get(k);
      }
    }
    List<Integer> innies = new ArrayList<>();
    List<Integer> outies = new ArrayList<>();
    for (int c : group) {
      if (cageOf[c] < 0 || !piece[cageOf[c]]) {
        innies.add(c);
      }
    }
    for (int k = 0; k < cageCells.size(); k++) {
      if (piece[k]) {
        for (int c : cageCells.get(k)) {
          if (!in[c]) {
            outies.add(c);
          }
        }
      }
    }
    int a = innies.size();
    int b = outies.size();
    if (a + b == 0 || a + b > n || a > 2 && b > 2 || !seen.add(innies + "|" + outies)) {
      return;
    }
    if (a == 0) {
      sumOrCage(VariantMatrix.array(outies), delta, virtual, sees);
    } else if (b == 0) {
      sumOrCage(VariantMatrix.array(innies), -delta, virtual, sees);
    } else {
      int[] cs = new int[a + b];
      int[] coef = new int[a + b];
      for (int i = 0; i < b; i++) {
        cs[i] = outies.get(i);
        coef[i] = 1;
      }
      for (int i = 0; i < a; i++) {
        cs[b + i] = innies.get(i);
        coef[b + i] = -1;
      }
      addSum(cs, coef, delta);
    }
  }

  /**
   * A sum the houses imply: a cage of its own (digit sets) when its cells must all differ, else
   * bounds on a linear sum.
   */
  private void sumOrCage(int[] cells, int target, List<int[]> virtual,
      boolean[][] sees) {
    boolean distinct = true;
    for (int a : cells) {
      for (int b : cells) {
        distinct &= a == b || sees[a][b];
      }
    }
    if (distinct && cells.length == n && target == n * (n + 1) / 2) {
      return; // n cells that differ hold every digit: the sum says nothing more
    }
    if (distinct) {
      int[] v = Arrays.copyOf(cells, cells.length + 1);
      v[cells.length] = target;
      virtual.add(v);
    } else {
      int[] coef = new int[cells.length];
      Arrays.fill(coef, 1);
      addSum(cells, coef, target);
    }
  }

  /** Adds rows {@code first} to {@code first + k - 1}, and the same columns, as two groups. */
  private static void addLines(List<int[]> groups, List<Integer> houses, int n, int first,
      int k) {
    int[] rows = new int[k * n];
    int[] cols = new int[k * n];
    for (int i = 0; i < k * n; i++) {
      rows[i] = (first + i / n) * n + i % n;
      cols[i] = (i % n) * n + first + i / n;
    }
    groups.add(rows);
    houses.add(k);
    groups.add(cols);
    houses.add(k);
  }
}
