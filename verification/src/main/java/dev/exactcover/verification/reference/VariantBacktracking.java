package dev.exactcover.verification.reference;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Region;
import dev.exactcover.sudoku.RegionKind;
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
import java.util.List;

/**
 * A reference solver for variant Sudoku, written apart from the exact-cover encoding: plain
 * backtracking over the cells in row-major order, trying each value and checking every rule that
 * touches the cell directly on the values placed so far, as the rule's words say (a cage's digits
 * differ and, once all are placed, add up to its sum; a thermometer's placed neighbours
 * increase; and so on), with no look-ahead beyond "a sum already too large". Slow, and meant to
 * be obviously right: for small grids and constrained 9x9 ones.
 */
public final class VariantBacktracking {
  private final Rules rules;
  private final int n;
  private final int cells;
  private final List<List<Check>> checksOf; // per cell, the checks of the rules touching it
  private int[] grid;
  private long count;
  private long limit;
  private int[] first;

  /** A rule's test on the placed values: false when they already break it. */
  private interface Check {
    boolean holds(int[] g);
  }

  /**
   * A solver of {@code rules}.
   *
   * @param rules the rules
   */
  public VariantBacktracking(Rules rules) {
    this.rules = rules;
    this.n = rules.shape().side();
    this.cells = n * n;
    checksOf = new ArrayList<>();
    for (int c = 0; c < cells; c++) {
      checksOf.add(new ArrayList<>());
    }
    for (Region r : rules.regions().list()) {
      int[] cs = r.cells();
      add(cs, g -> distinct(g, cs));
    }
    for (Rule r : rules.list()) {
      rule(r);
    }
  }

  /**
   * The number of solutions of {@code puzzle}, counting up to {@code limit}.
   *
   * @param puzzle the givens
   * @param limit the most solutions to count
   * @return the count, at most {@code limit}
   */
  public long count(Grid puzzle, long limit) {
    grid = new int[cells];
    count = 0;
    first = null;
    this.limit = limit;
    fill(puzzle, 0);
    return count;
  }

  /**
   * The first solution found by the last {@link #count}, or null.
   *
   * @return its values in cell order, or null when there was none
   */
  public int[] first() {
    return first == null ? null : first.clone();
  }

  private void fill(Grid puzzle, int c) {
    if (count >= limit) {
      return;
    }
    if (c == cells) {
      if (count++ == 0) {
        first = grid.clone();
      }
      return;
    }
    int given = puzzle.get(c);
    for (int v = given == 0 ? 1 : given; v <= (given == 0 ? n : given); v++) {
      grid[c] = v;
      if (ok(c)) {
        fill(puzzle, c + 1);
      }
      grid[c] = 0;
    }
  }

  private boolean ok(int c) {
    for (Check k : checksOf.get(c)) {
      if (!k.holds(grid)) {
        return false;
      }
    }
    return true;
  }

  private void add(int[] on, Check k) {
    for (int c : on) {
      checksOf.get(c).add(k);
    }
  }

  private static int[] array(List<Integer> cs) {
    return cs.stream().mapToInt(Integer::intValue).toArray();
  }

  private static boolean distinct(int[] g, int[] cs) {
    for (int i = 0; i < cs.length; i++) {
      for (int j = i + 1; j < cs.length; j++) {
        if (g[cs[i]] != 0 && g[cs[i]] == g[cs[j]]) {
          return false;
        }
      }
    }
    return true;
  }

  /** Whether placed values of {@code cs} can still add up to {@code target} (repeats allowed). */
  private boolean sumPossible(int[] g, int[] cs, int target) {
    int sum = 0;
    int open = 0;
    for (int c : cs) {
      if (g[c] == 0) {
        open++;
      } else {
        sum += g[c];
      }
    }
    return open == 0 ? sum == target : sum + open <= target && sum + open * n >= target;
  }

  private static boolean bothPlaced(int[] g, int a, int b) {
    return g[a] != 0 && g[b] != 0;
  }

  private void rule(Rule r) {
    if (r instanceof KillerCage k) {
      int[] cs = array(k.cells());
      add(cs, g -> distinct(g, cs)
          && (k.sum().isEmpty() || sumPossible(g, cs, k.sum().getAsInt())));
    } else if (r instanceof Thermometer t) {
      int[] cs = array(t.cells());
      add(cs, g -> {
        for (int i = 0; i + 1 < cs.length; i++) {
          if (bothPlaced(g, cs[i], cs[i + 1]) && g[cs[i]] >= g[cs[i + 1]]) {
            return false;
          }
        }
        return true;
      });
    } else if (r instanceof Arrow a) {
      List<Integer> all = new ArrayList<>(a.bulb());
      a.lines().forEach(all::addAll);
      int[] on = array(all);
      add(on, g -> {
        int bulb = 0;
        for (int c : a.bulb()) {
          if (g[c] == 0) {
            return true; // the bulb is not known yet
          }
          bulb = 10 * bulb + g[c];
        }
        for (List<Integer> line : a.lines()) {
          if (!sumPossible(g, array(line), bulb)) {
            return false;
          }
        }
        return true;
      });
    } else if (r instanceof KropkiWhite w) {
      add(new int[] {w.first(), w.second()}, g -> !bothPlaced(g, w.first(), w.second())
          || Math.abs(g[w.first()] - g[w.second()]) == w.difference());
    } else if (r instanceof KropkiBlack b) {
      add(new int[] {b.first(), b.second()}, g -> !bothPlaced(g, b.first(), b.second())
          || g[b.first()] == b.ratio() * g[b.second()]
          || g[b.second()] == b.ratio() * g[b.first()]);
    } else if (r instanceof Xv x) {
      add(new int[] {x.first(), x.second()}, g -> !bothPlaced(g, x.first(), x.second())
          || g[x.first()] + g[x.second()] == x.letter().sum());
    } else if (r instanceof ParityCell p) {
      add(new int[] {p.cell()}, g -> g[p.cell()] == 0 || p.parity().admits(g[p.cell()]));
    } else if (r instanceof ExtraRegion e) {
      int[] cs = array(e.cells());
      add(cs, g -> distinct(g, cs));
    } else if (r instanceof Palindrome p) {
      int[] cs = array(p.cells());
      add(cs, g -> {
        for (int i = 0; i < cs.length; i++) {
          int j = cs.length - 1 - i;
          if (bothPlaced(g, cs[i], cs[j]) && g[cs[i]] != g[cs[j]]) {
            return false;
          }
        }
        return true;
      });
    } else if (r instanceof Renban b) {
      int[] cs = array(b.cells());
      add(cs, g -> {
        int lo = Integer.MAX_VALUE;
        int hi = 0;
        for (int c : cs) {
          if (g[c] != 0) {
            lo = Math.min(lo, g[c]);
            hi = Math.max(hi, g[c]);
          }
        }
        return distinct(g, cs) && (hi == 0 || hi - lo <= cs.length - 1);
      });
    } else if (r instanceof Whispers w) {
      int[] cs = array(w.cells());
      add(cs, g -> {
        for (int i = 0; i + 1 < cs.length; i++) {
          if (bothPlaced(g, cs[i], cs[i + 1])
              && Math.abs(g[cs[i]] - g[cs[i + 1]]) < w.difference()) {
            return false;
          }
        }
        return true;
      });
    } else if (r instanceof LittleKiller l) {
      int[] cs = array(l.cells(n));
      add(cs, g -> sumPossible(g, cs, l.sum()));
    } else if (r instanceof Sandwich s) {
      int[] cs = new int[n];
      for (int k = 0; k < n; k++) {
        cs[k] = s.line() == RegionKind.ROW ? s.index() * n + k : k * n + s.index();
      }
      add(cs, g -> {
        int p1 = -1;
        int pn = -1;
        int placed = 0;
        for (int k = 0; k < n; k++) {
          placed += g[cs[k]] != 0 ? 1 : 0;
          p1 = g[cs[k]] == 1 ? k : p1;
          pn = g[cs[k]] == n ? k : pn;
        }
        if (placed < n) {
          return true;
        }
        int sum = 0;
        for (int k = Math.min(p1, pn) + 1; k < Math.max(p1, pn); k++) {
          sum += g[cs[k]];
        }
        return sum == s.sum();
      });
    } else if (r instanceof GlobalRule gr) {
      global(gr);
    }
  }

  private void global(GlobalRule r) {
    switch (r) {
      case ANTI_KNIGHT -> pairs(new int[][] {{1, 2}, {2, 1}, {1, -2}, {2, -1}},
          (a, b) -> a != b);
      case ANTI_KING -> pairs(new int[][] {{0, 1}, {1, 0}, {1, 1}, {1, -1}}, (a, b) -> a != b);
      case DISJOINT_GROUPS -> {
        int br = rules.shape().boxRows();
        int bc = rules.shape().boxCols();
        for (int pos = 0; pos < n; pos++) {
          int[] group = new int[n];
          for (int b = 0; b < n; b++) {
            group[b] = (b / br * br + pos / bc) * n + b % br * bc + pos % bc;
          }
          add(group, g -> distinct(g, group));
        }
      }
      case NONCONSECUTIVE -> negative(KropkiWhite.class, (a, b) -> Math.abs(a - b) != 1);
      case ALL_BLACK_DOTS_GIVEN -> negative(KropkiBlack.class, (a, b) -> a != 2 * b && b != 2 * a);
      case ALL_XV_GIVEN -> negative(Xv.class, (a, b) -> a + b != 5 && a + b != 10);
      default -> throw new AssertionError(r);
    }
  }

  private interface PairRule {
    boolean allows(int a, int b);
  }

  private void pairs(int[][] moves, PairRule rule) {
    for (int c = 0; c < cells; c++) {
      for (int[] m : moves) {
        int r2 = c / n + m[0];
        int c2 = c % n + m[1];
        if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n) {
          pair(c, r2 * n + c2, rule);
        }
      }
    }
  }

  private void pair(int a, int b, PairRule rule) {
    add(new int[] {a, b}, g -> !bothPlaced(g, a, b) || rule.allows(g[a], g[b]));
  }

  /** Neighbours sharing a side and not joined by a mark of {@code kind} obey {@code rule}. */
  private void negative(Class<? extends Rule> kind, PairRule rule) {
    for (int c = 0; c < cells; c++) {
      for (int d : new int[] {1, n}) {
        int b = c + d;
        if (b >= cells || (d == 1 && b % n == 0) || marked(kind, c, b)) {
          continue;
        }
        pair(c, b, rule);
      }
    }
  }

  private boolean marked(Class<? extends Rule> kind, int a, int b) {
    for (Rule r : rules.all(kind)) {
      int f;
      int s;
      if (r instanceof KropkiWhite w) {
        f = w.first();
        s = w.second();
      } else if (r instanceof KropkiBlack k) {
        f = k.first();
        s = k.second();
      } else {
        Xv x = (Xv) r;
        f = x.first();
        s = x.second();
      }
      if ((f == a && s == b) || (f == b && s == a)) {
        return true;
      }
    }
    return false;
  }
}
