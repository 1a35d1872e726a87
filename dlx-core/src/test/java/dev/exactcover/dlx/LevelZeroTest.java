package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The problem the learning search starts from: on random problems with forced options, checked
 * against a fixpoint computed here from the problem's public view (pairs of options that
 * conflict, primary items left with one option), and against the brute-force counter where the
 * forced options imply a conflict.
 */
class LevelZeroTest {
  @ParameterizedTest(name = "{0}")
  @EnumSource(value = RandomInstances.class, names = {"EXACT", "SECONDARY", "COLORS"})
  void theProblemLeftIsTheFixpointOfTheTwoRules(RandomInstances family) throws Exception {
    int nulls = 0;
    int shrunk = 0;
    for (long seed = 1; seed <= 400; seed++) {
      Problem p = ExactCover.parse(family.text(seed));
      String where = family + " seed " + seed + ":\n" + family.text(seed);
      int[] forced = someCompatibleOptions(p, new SplittableRandom(seed));
      LevelZero.Instance left = new LevelZero(p).reduce(forced);
      Expected e = fixpoint(p, forced);
      if (e == null) {
        assertNull(left, where);
        nulls++;
        long withForced = BruteForce.solutions(p).stream()
            .filter(s -> Arrays.stream(forced).allMatch(o -> (s & (1L << o)) != 0)).count();
        assertEquals(0, withForced, "a conflict at level 0 but solutions, " + where);
        continue;
      }
      assertNotNull(left, where);
      assertArrayEquals(forced, Arrays.copyOf(left.prefix(), forced.length), "forced first, " + where);
      assertEquals(e.trueOptions, sorted(left.prefix()), "set true, " + where);
      assertEquals(e.unknown, sorted(left.original()), "left, " + where);
      assertEquals(e.uncoveredPrimary, left.primaryCount(), "primary items left, " + where);
      for (int o = 0; o < left.optionCount(); o++) {
        int x = left.original()[o];
        List<String> colors = new ArrayList<>();
        int[] items = p.optionItems(x);
        for (int k = 0; k < items.length; k++) {
          if (!e.covered[items[k]]) {
            String c = p.optionColor(x, k);
            colors.add(c == null ? "" : c);
          }
        }
        assertEquals(colors.size(), left.start()[o + 1] - left.start()[o], "items of " + x);
        for (int q = left.start()[o], k = 0; q < left.start()[o + 1]; q++, k++) {
          assertEquals(colors.get(k).isEmpty(), left.colors()[q] == 0, "colors of " + x);
          assertTrue(left.items()[q] < left.itemCount(), where);
        }
      }
      if (left.optionCount() < p.optionCount()) {
        shrunk++;
      }
    }
    assertTrue(nulls > 0 && shrunk > 100, "nulls " + nulls + ", shrunk " + shrunk);
  }

  @Test
  void learningSolutionsStartWithTheForcedOptions() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("queens-8.dlx"));
    Solver solver = p.newSolver(SearchSettings.of(Strategy.CLAUSE_LEARNING));
    int a = 0;
    int b = 1;
    while (!compatibleWithSolutions(p, a, b)) {
      b++;
    }
    assertTrue(solver.force(a) && solver.force(b));
    Solver tree = p.newSolver();
    tree.force(a);
    tree.force(b);
    List<Solution> found = new ArrayList<>();
    solver.search(Limits.none(), found::add);
    assertTrue(found.size() > 0);
    assertEquals(tree.count(), found.size());
    for (Solution s : found) {
      assertEquals(a, s.option(0));
      assertEquals(b, s.option(1));
    }
  }

  private static boolean compatibleWithSolutions(Problem p, int a, int b) {
    Solver s = p.newSolver();
    return s.force(a) && s.force(b) && s.count() > 0;
  }

  /** Forced options: a random one, then each later one that conflicts with none so far. */
  private static int[] someCompatibleOptions(Problem p, SplittableRandom r) {
    int n = p.optionCount();
    List<Integer> chosen = new ArrayList<>();
    int first = r.nextInt(n + 1); // n: nothing forced
    for (int x = first; x < n; x += 1 + r.nextInt(3)) {
      int y = x;
      if (chosen.stream().noneMatch(c -> conflict(p, c, y))) {
        chosen.add(x);
      }
    }
    return chosen.stream().mapToInt(Integer::intValue).toArray();
  }

  private static boolean conflict(Problem p, int a, int b) {
    int[] ia = p.optionItems(a);
    int[] ib = p.optionItems(b);
    for (int k = 0; k < ia.length; k++) {
      for (int m = 0; m < ib.length; m++) {
        if (ia[k] == ib[m]) {
          String ca = p.optionColor(a, k);
          if (p.isPrimary(ia[k]) || ca == null || !ca.equals(p.optionColor(b, m))) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private record Expected(TreeSet<Integer> trueOptions, TreeSet<Integer> unknown,
      boolean[] covered, int uncoveredPrimary) {
  }

  /** The two rules to a fixpoint, by sets; null at a conflict. */
  private static Expected fixpoint(Problem p, int[] forced) {
    TreeSet<Integer> t = new TreeSet<>();
    for (int x : forced) {
      t.add(x);
    }
    for (;;) {
      for (int a : t) {
        for (int b : t) {
          if (a < b && conflict(p, a, b)) {
            return null;
          }
        }
      }
      boolean[] covered = new boolean[p.itemCount()];
      for (int x : t) {
        for (int j : p.optionItems(x)) {
          covered[j] = true;
        }
      }
      TreeSet<Integer> unknown = new TreeSet<>();
      for (int y = 0; y < p.optionCount(); y++) {
        int z = y;
        boolean primary = Arrays.stream(p.optionItems(y)).anyMatch(p::isPrimary);
        if (!t.contains(y) && primary && t.stream().noneMatch(x -> conflict(p, x, z))) {
          unknown.add(y);
        }
      }
      int added = -1;
      int uncovered = 0;
      for (int j = 0; j < p.primaryItemCount(); j++) {
        if (covered[j]) {
          continue;
        }
        uncovered++;
        int jj = j;
        List<Integer> options = unknown.stream()
            .filter(y -> Arrays.stream(p.optionItems(y)).anyMatch(i -> i == jj)).toList();
        if (options.isEmpty()) {
          return null;
        }
        if (options.size() == 1 && added < 0) {
          added = options.get(0);
        }
      }
      if (added < 0) {
        return new Expected(t, unknown, covered, uncovered);
      }
      t.add(added);
    }
  }

  private static TreeSet<Integer> sorted(int[] a) {
    TreeSet<Integer> s = new TreeSet<>();
    for (int x : a) {
      s.add(x);
    }
    assertEquals(a.length, s.size(), "no option twice");
    return s;
  }
}
