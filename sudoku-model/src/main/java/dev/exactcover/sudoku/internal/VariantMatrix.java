package dev.exactcover.sudoku.internal;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Region;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.variant.Arrow;
import dev.exactcover.sudoku.variant.ExtraRegion;
import dev.exactcover.sudoku.variant.GlobalRule;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.KropkiBlack;
import dev.exactcover.sudoku.variant.KropkiWhite;
import dev.exactcover.sudoku.variant.LittleKiller;
import dev.exactcover.sudoku.variant.Palindrome;
import dev.exactcover.sudoku.variant.ParityCell;
import dev.exactcover.sudoku.variant.Renban;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import dev.exactcover.sudoku.variant.Sandwich;
import dev.exactcover.sudoku.variant.Thermometer;
import dev.exactcover.sudoku.variant.Whispers;
import dev.exactcover.sudoku.variant.Xv;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The exact-cover matrix of a variant Sudoku ({@link Rules}): the classic matrix of its regions
 * (the {@code n³} placements, numbered as {@link Placements} numbers them, each covering its cell
 * and its value in each region holding the cell), with the variant rules stated as more items and
 * options (Algorithm C's secondary items and colors), and the rules whose options would be too
 * many held by a {@link VariantPropagator}. docs/sudoku.md (Variants) says which rule uses which
 * encoding and why. In short:
 *
 * <ul>
 *   <li><b>Digits differ</b> (extra region, cage, renban, disjoint groups, anti-king,
 *       anti-knight): a secondary item per group and digit, in the placements of that digit in
 *       the group's cells (a primary item when the group has {@code n} cells: every digit once).
 *   <li><b>A set of digits</b> (a cage's sum, renban): one primary item for the rule, with an
 *       option per admissible set of digits; each option colors the rule's "digit d is in it"
 *       items 1 or 0, and each placement in the rule's cells colors its digit 1; with the digits
 *       differing and as many digits as cells, the set is exactly the cells' digits.
 *   <li><b>A tuple of digits</b> (thermometer, kropki dots, XV, whispers, palindrome, short
 *       arrows and little killers): one primary item per rule (per pair for dots, XV, whispers
 *       and the palindrome's mirrored cells), with an option per admissible tuple, each coloring
 *       a secondary item per cell with its digit; each placement colors its cell's item.
 *   <li><b>Forbidden pairs</b> (nonconsecutive, all black dots given, all XV given): a secondary
 *       item per neighbouring pair and forbidden pair of digits, in the two placements.
 *   <li><b>Odd and even cells</b>, and givens: options removed at the root by the propagator.
 *   <li><b>Sums that explode</b> (arrows and little killers beyond {@value #TUPLE_LIMIT} tuples,
 *       sandwiches): bounds on the sum, checked at every node by the propagator.
 * </ul>
 */
public final class VariantMatrix {
  /** The most options one rule gets as tuples; beyond, the propagator holds it. */
  public static final int TUPLE_LIMIT = 5000;

  private final Rules rules;
  private final Shape shape;
  private final int n;
  private final boolean[][] sees;
  private final int[] mask; // per cell: the admissible values, bit v
  private final List<Sandwich> sandwiches = new ArrayList<>();
  private final Sums sums;
  private final VariantPropagator.Plan plan;
  private final Problem problem;

  // While building: the items, and the options' item lists.
  private final Set<String> primary = new LinkedHashSet<>();
  private final Set<String> secondary = new LinkedHashSet<>();
  private final List<List<String>> placement; // per placement option, its items
  private final List<List<String>> extra = new ArrayList<>();
  private final boolean[] colored; // per cell: whether its value is a colored item

  private VariantMatrix(Rules rules) {
    this.rules = rules;
    this.shape = rules.shape();
    this.n = shape.side();
    this.sums = new Sums(n);
    int cells = shape.cells();
    sees = new boolean[cells][cells];
    mask = new int[cells];
    Arrays.fill(mask, ((1 << n) - 1) << 1);
    colored = new boolean[cells];
    placement = new ArrayList<>(cells * n);
    for (int c = 0; c < cells; c++) {
      for (int v = 1; v <= n; v++) {
        placement.add(new ArrayList<>(8));
      }
    }
    regions();
    for (Rule r : rules.list()) {
      differences(r);
    }
    for (Rule r : rules.list()) {
      encode(r);
    }
    negatives();
    sums.houseSums(rules, sees);
    problem = build();
    plan = sums.plan(mask, sandwiches, rules, sees);
  }

  /**
   * The matrix of {@code rules}.
   *
   * @param rules the rules (at most 16x16, checked when they were made)
   * @return the matrix
   */
  public static VariantMatrix of(Rules rules) {
    return new VariantMatrix(rules);
  }

  /**
   * The rules.
   *
   * @return the rules this matrix states
   */
  public Rules rules() {
    return rules;
  }

  /**
   * The problem of {@code puzzle} under these rules: the matrix with a propagator that keeps the
   * givens and the odd and even cells, and holds the sums left out of the matrix. Its first
   * {@code n³} options are the placements ({@link Placements}); the others are the rules' own.
   *
   * @param puzzle the givens
   * @return the problem, new, sharing the matrix
   */
  public Problem problem(Grid puzzle) {
    byte[] givens = new byte[shape.cells()];
    boolean any = false;
    for (int c = 0; c < givens.length; c++) {
      givens[c] = (byte) puzzle.get(c);
      any |= givens[c] != 0;
    }
    boolean domains = false;
    for (int m : mask) {
      domains |= m != ((1 << n) - 1) << 1;
    }
    if (!any && !domains && !plan.acts()) {
      return problem;
    }
    VariantPropagator.Plan p = plan;
    return problem.withPropagator(() -> new VariantPropagator(p, givens));
  }

  /**
   * Whether {@code rules} need a propagator whatever the givens (sums too long for tuples, or
   * sandwiches): for messages and tests.
   *
   * @return whether some rule is held by the propagator
   */
  public boolean propagates() {
    return plan.acts();
  }

  /**
   * The number of options, placements included.
   *
   * @return the options of the matrix
   */
  public int options() {
    return problem.optionCount();
  }

  // ---------------------------------------------------------------------------------------------

  private String cellItem(int c) {
    return "p" + digit(c / n) + digit(c % n);
  }

  private static char digit(int i) {
    return i < 10 ? (char) ('0' + i) : (char) ('A' + i - 10);
  }

  private List<String> at(int c, int v) {
    return placement.get(Placements.option(c, v, n));
  }

  /** The regions' items, as {@code Regions.problem()} names them. */
  private void regions() {
    for (int c = 0; c < shape.cells(); c++) {
      primary.add(cellItem(c));
      for (int v = 1; v <= n; v++) {
        at(c, v).add(cellItem(c));
      }
    }
    for (Region r : rules.regions().list()) {
      String prefix = r.kind().itemPrefix() + String.valueOf(digit(r.index()));
      int[] cs = r.cells();
      see(cs);
      for (int v = 1; v <= n; v++) {
        String item = prefix + Shape.symbolOf(v);
        primary.add(item);
        for (int c : cs) {
          at(c, v).add(item);
        }
      }
    }
  }

  private void see(int[] cells) {
    for (int a : cells) {
      for (int b : cells) {
        if (a != b) {
          sees[a][b] = true;
        }
      }
    }
  }

  static int[] array(List<Integer> cells) {
    return cells.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Records which cells must differ by the rule, and the odd and even cells' values. */
  private void differences(Rule r) {
    if (r instanceof KillerCage k) {
      see(array(k.cells()));
    } else if (r instanceof ExtraRegion e) {
      see(array(e.cells()));
    } else if (r instanceof Renban b) {
      see(array(b.cells()));
    } else if (r instanceof Thermometer t) {
      see(array(t.cells()));
    } else if (r == GlobalRule.DISJOINT_GROUPS) {
      for (int[] g : disjointGroups()) {
        see(g);
      }
    } else if (r instanceof ParityCell p) { // the masks, before any tuple is enumerated
      for (int v = 1; v <= n; v++) {
        if (!p.parity().admits(v)) {
          mask[p.cell()] &= ~(1 << v);
        }
      }
    }
  }

  private List<int[]> disjointGroups() {
    List<int[]> groups = new ArrayList<>();
    int br = shape.boxRows();
    int bc = shape.boxCols();
    for (int pos = 0; pos < n; pos++) {
      int[] g = new int[n];
      for (int b = 0; b < n; b++) {
        int top = b / br * br;
        int left = b % br * bc;
        g[b] = (top + pos / bc) * n + left + pos % bc;
      }
      groups.add(g);
    }
    return groups;
  }

  private int ruleCount;

  private void encode(Rule r) {
    String id = String.valueOf(ruleCount++);
    if (r instanceof KillerCage k) {
      int[] cells = array(k.cells());
      distinct("k" + id, cells);
      if (k.sum().isPresent() && cells.length < n) {
        List<Integer> sets = new ArrayList<>();
        int s = k.sum().getAsInt();
        for (int set = 0; set < 1 << n; set++) {
          if (Integer.bitCount(set) == cells.length && Sums.setSum(set) == s) {
            sets.add(set);
          }
        }
        int first = shape.cells() * n + extra.size();
        digitSets("K" + id, cells, sets);
        sums.cage(cells, s, sets, first);
      }
    } else if (r instanceof Renban b) {
      int[] cells = array(b.cells());
      distinct("k" + id, cells);
      int len = cells.length;
      if (len < n) {
        List<Integer> sets = new ArrayList<>();
        for (int start = 1; start + len - 1 <= n; start++) {
          sets.add(((1 << len) - 1) << (start - 1));
        }
        digitSets("R" + id, cells, sets);
      }
    } else if (r instanceof ExtraRegion e) {
      distinct("e" + id, array(e.cells()));
    } else if (r instanceof Thermometer t) {
      int[] cells = array(t.cells());
      if (!tuples("t" + id, cells, (cs, vals, k) -> k == 0 || vals[k] > vals[k - 1])) {
        for (int k = 0; k + 1 < cells.length; k++) {
          forbid("t" + id + "." + k, cells[k], cells[k + 1], (x, y) -> x >= y);
        }
      }
    } else if (r instanceof KropkiWhite w) {
      pair("w" + id, w.first(), w.second(), (x, y) -> Math.abs(x - y) == w.difference());
    } else if (r instanceof KropkiBlack b) {
      pair("b" + id, b.first(), b.second(), (x, y) -> x == b.ratio() * y || y == b.ratio() * x);
    } else if (r instanceof Xv x) {
      pair("x" + id, x.first(), x.second(), (a, b) -> a + b == x.letter().sum());
    } else if (r instanceof Whispers w) {
      List<Integer> cs = w.cells();
      for (int k = 0; k + 1 < cs.size(); k++) {
        pair("h" + id + "." + k, cs.get(k), cs.get(k + 1),
            (a, b) -> Math.abs(a - b) >= w.difference());
      }
    } else if (r instanceof Palindrome p) {
      List<Integer> cs = p.cells();
      for (int k = 0; k < cs.size() / 2; k++) {
        pair("m" + id + "." + k, cs.get(k), cs.get(cs.size() - 1 - k), (a, b) -> a == b);
      }
    } else if (r instanceof Arrow a) {
      arrow("a" + id, a);
    } else if (r instanceof LittleKiller l) {
      int[] cells = array(l.cells(n));
      int s = l.sum();
      if (!tuples("l" + id, cells, (cs, vals, k) -> sums.sumFits(vals, k, cells.length, s))) {
        int[] coef = new int[cells.length];
        Arrays.fill(coef, 1);
        sums.addSum(cells, coef, s);
      }
    } else if (r instanceof Sandwich s) {
      sandwiches.add(s);
    } else if (r instanceof GlobalRule g) {
      global(g, id);
    }
  }

  /** Digits differ in {@code cells}: primary items when they are n, else secondary. */
  private void distinct(String prefix, int[] cells) {
    for (int v = 1; v <= n; v++) {
      String item = prefix + "." + v;
      (cells.length == n ? primary : secondary).add(item);
      for (int c : cells) {
        at(c, v).add(item);
      }
    }
  }

  /** One primary item; an option per admissible digit set (bit v-1 for digit v). */
  private void digitSets(String prefix, int[] cells, List<Integer> sets) {
    primary.add(prefix);
    for (int v = 1; v <= n; v++) {
      secondary.add(prefix + "." + v);
      for (int c : cells) {
        at(c, v).add(prefix + "." + v + ":1");
      }
    }
    for (int set : sets) {
      List<String> o = new ArrayList<>(n + 1);
      o.add(prefix);
      for (int v = 1; v <= n; v++) {
        o.add(prefix + "." + v + ":" + ((set >> (v - 1) & 1) != 0 ? "1" : "0"));
      }
      extra.add(o);
    }
  }

  /** A partial tuple's test: values {@code vals[0..k]} of {@code cells}, the last just set. */
  private interface Partial {
    boolean fits(int[] cells, int[] vals, int k);
  }

  /** A rule on two cells' digits. */
  private interface PairTest {
    boolean test(int x, int y);
  }

  /** Enumerates a pair rule's admissible pairs as options. */
  private void pair(String prefix, int a, int b, PairTest ok) {
    tuples(prefix, new int[] {a, b}, (cells, vals, k) -> k == 0 || ok.test(vals[0], vals[1]));
  }

  /** Forbidden pairs: a secondary item for each pair of digits that {@code bad} forbids. */
  private void forbid(String prefix, int a, int b, PairTest bad) {
    for (int x = 1; x <= n; x++) {
      for (int y = 1; y <= n; y++) {
        if (bad.test(x, y) && !(x == y && sees[a][b])) {
          String item = prefix + "." + x + "." + y;
          secondary.add(item);
          at(a, x).add(item);
          at(b, y).add(item);
        }
      }
    }
  }

  /**
   * Enumerates the tuples of {@code cells} that {@code test} admits (digits of cells that see
   * each other differing, and within the cells' masks) as options of one primary item; returns
   * false, adding nothing, when there would be more than {@link #TUPLE_LIMIT}.
   */
  private boolean tuples(String prefix, int[] cells, Partial test) {
    List<int[]> found = new ArrayList<>();
    int[] vals = new int[cells.length];
    if (!enumerate(cells, vals, 0, test, found)) {
      return false;
    }
    primary.add(prefix);
    for (int c : cells) {
      colorCell(c);
    }
    for (int[] t : found) {
      List<String> o = new ArrayList<>(cells.length + 1);
      o.add(prefix);
      for (int k = 0; k < cells.length; k++) {
        o.add("v" + cells[k] + ":" + t[k]);
      }
      extra.add(o);
    }
    return true;
  }

  private boolean enumerate(int[] cells, int[] vals, int k, Partial test, List<int[]> found) {
    if (k == cells.length) {
      if (found.size() >= TUPLE_LIMIT) {
        return false;
      }
      found.add(vals.clone());
      return true;
    }
    for (int v = 1; v <= n; v++) {
      if ((mask[cells[k]] >> v & 1) == 0) {
        continue;
      }
      boolean ok = true;
      for (int i = 0; i < k && ok; i++) {
        ok = !(vals[i] == v && sees[cells[i]][cells[k]]);
      }
      vals[k] = v;
      if (ok && test.fits(cells, vals, k) && !enumerate(cells, vals, k + 1, test, found)) {
        return false;
      }
    }
    return true;
  }

  /** The cell's value becomes a colored secondary item of its placements. */
  private void colorCell(int c) {
    if (colored[c]) {
      return;
    }
    colored[c] = true;
    secondary.add("v" + c);
    for (int v = 1; v <= n; v++) {
      at(c, v).add("v" + c + ":" + v);
    }
  }

  /** An arrow: tuples of its bulb and lines when few, else one sum per line. */
  private void arrow(String prefix, Arrow a) {
    List<Integer> all = new ArrayList<>(a.bulb());
    for (List<Integer> line : a.lines()) {
      for (int c : line) {
        if (!all.contains(c)) {
          all.add(c);
        }
      }
    }
    int[] cells = array(all);
    int bulb = a.bulb().size();
    int[][] lineIndex = new int[a.lines().size()][];
    for (int l = 0; l < lineIndex.length; l++) {
      lineIndex[l] = a.lines().get(l).stream().mapToInt(all::indexOf).toArray();
    }
    Partial test = (cs, vals, k) -> {
      if (k < bulb - 1) {
        return true;
      }
      int target = bulb == 1 ? vals[0] : 10 * vals[0] + vals[1];
      for (int[] line : lineIndex) {
        int sum = 0;
        int open = 0;
        for (int i : line) {
          if (i <= k) {
            sum += vals[i];
          } else {
            open++;
          }
        }
        if (sum + open > target || sum + open * n < target) {
          return false;
        }
      }
      return true;
    };
    if (tuples(prefix, cells, test)) {
      return;
    }
    for (List<Integer> line : a.lines()) {
      int[] cs = new int[line.size() + bulb];
      int[] coef = new int[cs.length];
      for (int i = 0; i < line.size(); i++) {
        cs[i] = line.get(i);
        coef[i] = 1;
      }
      cs[line.size()] = a.bulb().get(0);
      coef[line.size()] = bulb == 1 ? -1 : -10;
      if (bulb == 2) {
        cs[line.size() + 1] = a.bulb().get(1);
        coef[line.size() + 1] = -1;
      }
      sums.addSum(cs, coef, 0);
    }
  }

  private void global(GlobalRule g, String id) {
    int cells = shape.cells();
    switch (g) {
      case ANTI_KING -> {
        for (int r = 0; r + 1 < n; r++) {
          for (int c = 0; c + 1 < n; c++) {
            int tl = r * n + c;
            distinct("g" + id + "." + tl, new int[] {tl, tl + 1, tl + n, tl + n + 1});
          }
        }
      }
      case ANTI_KNIGHT -> {
        int[][] moves = {{1, 2}, {2, 1}, {1, -2}, {2, -1}};
        for (int a = 0; a < cells; a++) {
          for (int[] m : moves) {
            int r = a / n + m[0];
            int c = a % n + m[1];
            if (r < n && c >= 0 && c < n) {
              distinct("n" + id + "." + a + "." + (r * n + c), new int[] {a, r * n + c});
            }
          }
        }
      }
      case DISJOINT_GROUPS -> {
        int k = 0;
        for (int[] group : disjointGroups()) {
          distinct("d" + id + "." + k++, group);
        }
      }
      case NONCONSECUTIVE, ALL_BLACK_DOTS_GIVEN, ALL_XV_GIVEN -> { } // see negatives()
    }
  }

  /** The negative rules: forbidden pairs on neighbours without a mark of their kind. */
  private void negatives() {
    boolean nonconsecutive = rules.has(GlobalRule.NONCONSECUTIVE);
    boolean black = rules.has(GlobalRule.ALL_BLACK_DOTS_GIVEN);
    boolean xv = rules.has(GlobalRule.ALL_XV_GIVEN);
    if (!nonconsecutive && !black && !xv) {
      return;
    }
    Set<Long> white = new java.util.HashSet<>();
    Set<Long> blackDots = new java.util.HashSet<>();
    Set<Long> marks = new java.util.HashSet<>();
    for (KropkiWhite w : rules.all(KropkiWhite.class)) {
      white.add(key(w.first(), w.second()));
    }
    for (KropkiBlack b : rules.all(KropkiBlack.class)) {
      blackDots.add(key(b.first(), b.second()));
    }
    for (Xv x : rules.all(Xv.class)) {
      marks.add(key(x.first(), x.second()));
    }
    for (int a = 0; a < shape.cells(); a++) {
      for (int b : new int[] {a + 1, a + n}) {
        if ((b == a + 1 && b % n == 0) || b >= shape.cells()) {
          continue;
        }
        long key = key(a, b);
        boolean c1 = nonconsecutive && !white.contains(key);
        boolean c2 = black && !blackDots.contains(key);
        boolean c3 = xv && !marks.contains(key);
        forbid("f" + a + "." + b, a, b, (x, y) -> (c1 && Math.abs(x - y) == 1)
            || (c2 && (x == 2 * y || y == 2 * x)) || (c3 && (x + y == 5 || x + y == 10)));
      }
    }
  }

  private static long key(int a, int b) {
    return Math.min(a, b) * 100_000L + Math.max(a, b);
  }

  private Problem build() {
    ProblemBuilder b = ExactCover.builder();
    b.primary(primary.toArray(new String[0]));
    if (!secondary.isEmpty()) {
      b.secondary(secondary.toArray(new String[0]));
    }
    for (List<String> o : placement) {
      b.option(o);
    }
    for (List<String> o : extra) {
      b.option(o);
    }
    return b.build();
  }
}
