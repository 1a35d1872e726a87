package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Seeded random branching changes the order of the search, never its results: the same counts as
 * leftmost branching, the same first solution for the same seed, different ones for different
 * seeds.
 */
class RandomizeTest {

  @Test
  void randomBranchingGivesTheSameCounts() throws Exception {
    for (long seed : new long[] {1, 2, 3, 12345}) {
      assertEquals(92, Queens.problem(8).newSolver(random(seed)).count(), "seed " + seed);
      assertEquals(52, Langford.problem(7).newSolver(random(seed)).count(), "seed " + seed);
      assertEquals(288, Fixtures.sudoku4().newSolver(random(seed)).count(), "seed " + seed);
      assertEquals(1, Fixtures.parse(Fixtures.COLORS).newSolver(random(seed)).count());
      assertEquals(1, Fixtures.parse(Fixtures.MULTIPLICITIES).newSolver(random(seed)).count());
      assertEquals(55_137, ExactCover.read(Datasets.exactCover("redrect-4-4.dlx3"))
          .newSolver(random(seed)).count(), "seed " + seed);
    }
  }

  @Test
  void randomBranchingFindsValidSolutions() {
    Solver solver = Queens.problem(8).newSolver(random(99));
    Set<Solution> all = new HashSet<>();
    solver.stream().forEach(s -> {
      Fixtures.assertValid(s);
      all.add(s);
    });
    assertEquals(92, all.size(), "92 distinct solutions");
    Set<Solution> leftmost = new HashSet<>(Queens.problem(8).newSolver().stream().toList());
    // Different problem instances: compare option sets, not Solution objects.
    assertEquals(sorted(leftmost), sorted(all));
  }

  @Test
  void theSameSeedGivesTheSameFirstSolution() {
    Problem p = Queens.problem(12);
    int[] a = p.newSolver(random(777)).first().orElseThrow().options();
    int[] b = p.newSolver(random(777)).first().orElseThrow().options();
    assertArrayEquals(a, b);
    Solver reused = p.newSolver();
    reused.count();
    assertArrayEquals(a, reused.reset(random(777)).first().orElseThrow().options(),
        "a reset with a seed starts over on a used solver too");
    assertArrayEquals(a, reused.reset(random(777)).first().orElseThrow().options(), "and again");
  }

  @Test
  void differentSeedsGiveDifferentFirstSolutions() {
    Problem p = Queens.problem(12);
    Set<String> firsts = new HashSet<>();
    for (long seed = 1; seed <= 8; seed++) {
      Solution s = p.newSolver(random(seed)).first().orElseThrow();
      Fixtures.assertValid(s);
      firsts.add(Arrays.toString(s.sortedOptions()));
    }
    assertTrue(firsts.size() > 1, "8 seeds all gave " + firsts);
  }

  @Test
  void leftmostSettingsUndoRandomBranching() {
    Problem p = Queens.problem(12);
    Solution knuth = p.newSolver().first().orElseThrow();
    Solver solver = p.newSolver(random(5));
    solver.first();
    Solution back = solver.reset(SearchSettings.defaults()).first().orElseThrow();
    assertArrayEquals(knuth.options(), back.options());
    SearchResult fresh = p.newSolver().search(Limits.none().withNodes(10_000));
    SearchResult again = solver.search(Limits.none().withNodes(10_000));
    assertEquals(fresh.solutions(), again.solutions());
    assertEquals(fresh.updates(), again.updates(), "the same tree as a fresh solver");
  }

  /**
   * A reset to the solver's own settings takes back the forced options only; equal settings
   * made anew start the random branching over from its seed.
   */
  @Test
  void aResetToOwnSettingsKeepsGoingAndEqualOnesStartOver() {
    Problem p = Queens.problem(12);
    Solution first = p.newSolver(random(5)).first().orElseThrow();
    Solver solver = p.newSolver(random(5));
    SearchSettings own = solver.settings();
    assertTrue(solver.force(first.options()[0]));
    solver.reset(own);
    assertSame(own, solver.settings());
    assertEquals(0, solver.forcedOptions().length, "the forced options are taken back");
    assertEquals(14_200, solver.count(), "queens 12, whole again");
    solver.first();
    Solution over = solver.reset(random(5)).first().orElseThrow();
    assertArrayEquals(first.options(), over.options(), "equal settings start over");
  }

  private static Set<String> sorted(Set<Solution> solutions) {
    Set<String> s = new HashSet<>();
    for (Solution x : solutions) {
      s.add(Arrays.toString(x.sortedOptions()));
    }
    return s;
  }

  private static SearchSettings random(long seed) {
    return SearchSettings.defaults().withRandomBranching(seed);
  }
}
