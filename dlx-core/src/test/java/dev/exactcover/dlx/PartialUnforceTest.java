package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.internal.SolverAccess;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Taking back only the last forced options ({@link SolverAccess.Hook#unforceTo}) leaves the
 * solver exactly as a fresh one that forced the options kept: the same solutions in the same
 * order (so every list is back in its order), the same forced options, and the same answers to
 * the forcing that follows. Seeded random problems with secondary items and colors, and the 4x4
 * Sudoku matrix.
 */
class PartialUnforceTest {
  private static final SolverAccess.Hook ACCESS = SolverAccess.get();

  /** A random problem: 6 primary items, 3 secondary ones, options with and without colors. */
  private static Problem random(Random rnd) {
    ProblemBuilder b = ExactCover.builder().primary("a", "b", "c", "d", "e", "f")
        .secondary("x", "y", "z");
    String[] colors = {null, "r", "g"};
    for (int o = 0; o < 16; o++) {
      List<String> items = new ArrayList<>();
      for (String p : new String[] {"a", "b", "c", "d", "e", "f"}) {
        if (rnd.nextInt(4) == 0) {
          items.add(p);
        }
      }
      if (items.isEmpty()) {
        items.add(String.valueOf((char) ('a' + rnd.nextInt(6))));
      }
      for (String s : new String[] {"x", "y", "z"}) {
        if (rnd.nextInt(3) == 0) {
          String c = colors[rnd.nextInt(3)];
          items.add(c == null ? s : s + ":" + c);
        }
      }
      b.option(items);
    }
    return b.build();
  }

  private static List<String> solutions(Solver s) {
    List<String> all = new ArrayList<>();
    s.stream().forEach(x -> all.add(Arrays.toString(x.options())));
    return all;
  }

  /** Forces options in a random order until {@code want} are forced or none is left. */
  private static List<Integer> forceSome(Solver s, Random rnd, int want) {
    List<Integer> order = new ArrayList<>();
    for (int o = 0; o < s.problem().optionCount(); o++) {
      order.add(o);
    }
    java.util.Collections.shuffle(order, rnd);
    List<Integer> forced = new ArrayList<>();
    for (int o : order) {
      if (forced.size() < want && s.force(o)) {
        forced.add(o);
      }
    }
    return forced;
  }

  private static void check(Problem p, Random rnd) {
    Solver solver = p.newSolver();
    List<Integer> forced = forceSome(solver, rnd, 1 + rnd.nextInt(4));
    int keep = rnd.nextInt(forced.size() + 1);
    ACCESS.unforceTo(solver, keep);
    Solver fresh = p.newSolver();
    for (int k = 0; k < keep; k++) {
      assertTrue(fresh.force(forced.get(k)));
    }
    assertArrayEquals(fresh.forcedOptions(), solver.forcedOptions());
    assertEquals(solutions(fresh), solutions(solver));
    for (int o = 0; o < p.optionCount(); o++) { // the same answer to each next option
      boolean a = fresh.force(o);
      assertEquals(a, solver.force(o), "option " + o);
      if (a) {
        assertEquals(solutions(fresh), solutions(solver), "after option " + o);
        ACCESS.unforceTo(fresh, fresh.forcedOptions().length - 1);
        ACCESS.unforceTo(solver, solver.forcedOptions().length - 1);
      }
    }
  }

  @Test
  void keepsExactlyTheOptionsForcedFirst() {
    Random rnd = new Random(20261128);
    int withSolutions = 0;
    for (int t = 0; t < 300; t++) {
      Problem p = random(rnd);
      withSolutions += p.newSolver().count() > 0 ? 1 : 0;
      check(p, rnd);
    }
    assertTrue(withSolutions > 30, withSolutions + " of 300 problems with a solution");
    Problem sudoku = Fixtures.sudoku4();
    for (int t = 0; t < 30; t++) {
      check(sudoku, rnd);
    }
  }

  @Test
  void cannotKeepMoreThanAreForced() {
    Solver solver = Fixtures.sudoku4().newSolver();
    assertTrue(solver.force(Fixtures.sudokuOption(0, 0, 1)));
    assertThrows(IllegalArgumentException.class, () -> ACCESS.unforceTo(solver, 2));
    assertThrows(IllegalArgumentException.class, () -> ACCESS.unforceTo(solver, -1));
    ACCESS.unforceTo(solver, 1);
    assertEquals(1, solver.forcedOptions().length);
    ACCESS.unforceTo(solver, 0);
    assertEquals(288, solver.count());
  }
}
