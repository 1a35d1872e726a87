package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent counter for the differential tests: it tries every subset of the options (so it
 * is for small problems only, up to about 16 options) and keeps those that satisfy the rules,
 * read from the problem's public description and nothing of the engine: each primary item
 * covered between its lower and upper bound; each secondary item in at most one option, or in
 * any number of options that all give it the same color.
 */
final class BruteForce {
  private BruteForce() {}

  /** A solution as a bit set of its option numbers, as {@link #solutions} gives them. */
  static long bits(Solution s) {
    long set = 0;
    for (int o : s.options()) {
      set |= 1L << o;
    }
    assertEquals(s.size(), Long.bitCount(set), "an option twice in one solution");
    return set;
  }

  /** The solutions a solver streams, as bit sets in increasing order, to compare with ours. */
  static List<Long> streamed(Solver solver) {
    List<Long> sets = new ArrayList<>();
    solver.stream().forEach(s -> sets.add(bits(s)));
    sets.sort(null);
    return sets;
  }

  /** Every solution, each as a bit set of option numbers, in increasing order of the bits. */
  static List<Long> solutions(Problem p) {
    int m = p.optionCount();
    if (m > 20) {
      throw new IllegalArgumentException("too many options for brute force: " + m);
    }
    int n = p.itemCount();
    int[][] items = new int[m][];
    String[][] colors = new String[m][];
    for (int o = 0; o < m; o++) {
      items[o] = p.optionItems(o);
      colors[o] = new String[items[o].length];
      for (int k = 0; k < items[o].length; k++) {
        colors[o][k] = p.optionColor(o, k);
      }
    }
    List<Long> found = new ArrayList<>();
    int[] uses = new int[n];
    String[] color = new String[n];
    boolean[] plain = new boolean[n];
    for (long set = 0; set < 1L << m; set++) {
      java.util.Arrays.fill(uses, 0);
      java.util.Arrays.fill(color, null);
      java.util.Arrays.fill(plain, false);
      boolean ok = true;
      for (int o = 0; o < m && ok; o++) {
        if ((set >> o & 1) == 0) {
          continue;
        }
        for (int k = 0; k < items[o].length && ok; k++) {
          int i = items[o][k];
          uses[i]++;
          String c = colors[o][k];
          if (c == null) {
            plain[i] = true;
          } else if (color[i] == null) {
            color[i] = c;
          } else if (!color[i].equals(c)) {
            ok = false;
          }
        }
      }
      for (int i = 0; i < n && ok; i++) {
        if (p.isPrimary(i)) {
          ok = uses[i] >= p.lowerBound(i) && uses[i] <= p.upperBound(i);
        } else {
          ok = !plain[i] || uses[i] == 1;
        }
      }
      if (ok) {
        found.add(set);
      }
    }
    return found;
  }
}
