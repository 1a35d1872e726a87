package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Uniformly random solutions ({@link Solver#sample}): every draw an exact cover by the definition
 * ({@link Fixtures#assertValid}) and one of the solutions an independent enumerator lists (the
 * brute-force counter, or plain Dancing Links for the pentominoes); the frequencies uniform by a
 * chi-square test at a fixed seed; the same seed the same draws.
 */
class SampleTest {
  /**
   * The 0.999 quantiles of the chi-square distribution with 1 to 10 degrees of freedom: a
   * uniform sampler exceeds them once in a thousand seeds.
   */
  private static final double[] CHI2_999 =
      {10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59};

  /** The chi-square statistic of {@code counts} against {@code cells} equally likely cells. */
  private static double chiSquare(Map<?, Integer> counts, int cells, int draws) {
    double expected = (double) draws / cells;
    double chi = (cells - counts.size()) * expected; // the cells never drawn
    for (int c : counts.values()) {
      chi += (c - expected) * (c - expected) / expected;
    }
    return chi;
  }

  /** Draws {@code n} solutions, checks each, and returns how often each came (by bit set). */
  private static Map<Long, Integer> draw(Problem p, int n, long seed, Set<Long> all) {
    Map<Long, Integer> seen = new HashMap<>();
    for (Solution s : p.newSolver().sample(seed).limit(n).toList()) {
      Fixtures.assertValid(s);
      long bits = BruteForce.bits(s);
      assertTrue(all.contains(bits), "not a listed solution: " + s);
      seen.merge(bits, 1, Integer::sum);
    }
    return seen;
  }

  @Test
  void dominoes3x4AreDrawnUniformly() {
    Problem p = Dominoes.board(3, 4);
    Set<Long> all = new HashSet<>(BruteForce.solutions(p));
    assertEquals(11, all.size(), "the brute-force counter agrees with OEIS A099390");
    int draws = 3_300;
    Map<Long, Integer> seen = draw(p, draws, 20_170_204, all);
    assertEquals(draws, seen.values().stream().mapToInt(Integer::intValue).sum());
    assertEquals(11, seen.size(), "every tiling drawn: " + seen);
    double chi = chiSquare(seen, 11, draws);
    assertTrue(chi < CHI2_999[9], "chi-square " + chi + " with 10 degrees of freedom: " + seen);
  }

  @Test
  @Tag("full") // about 5 s: each draw counts the pieces left below each level's options
  void pentominoes3x20AreDrawnUniformly() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("pentomino-3x20.dlx"));
    Set<Set<Integer>> all = p.newSolver().stream().map(SampleTest::optionSet)
        .collect(Collectors.toSet());
    assertEquals(8, all.size(), "plain Dancing Links lists the published 8");
    int draws = 1_600;
    Map<Set<Integer>, Integer> seen = new HashMap<>();
    for (Solution s : p.newSolver().sample(7).limit(draws).toList()) {
      Fixtures.assertValid(s);
      assertTrue(all.contains(optionSet(s)), "not a listed solution: " + s);
      seen.merge(optionSet(s), 1, Integer::sum);
    }
    assertEquals(8, seen.size(), "every tiling drawn: " + seen.values());
    double chi = chiSquare(seen, 8, draws);
    assertTrue(chi < CHI2_999[6], "chi-square " + chi + " with 7 degrees of freedom");
  }

  private static Set<Integer> optionSet(Solution s) {
    return java.util.Arrays.stream(s.options()).boxed().collect(Collectors.toSet());
  }

  /**
   * On every seed of the differential suite's random families without multiplicities: each draw
   * is one of the brute-force counter's solutions, and where there are several, the frequencies
   * pass the chi-square test.
   */
  @ParameterizedTest(name = "{0}")
  @EnumSource(value = RandomInstances.class, names = {"EXACT", "SECONDARY", "COLORS"})
  void randomProblemsAreDrawnUniformly(RandomInstances family) throws Exception {
    for (long seed = 1; seed <= 40; seed++) {
      String text = family.text(seed);
      Problem p = ExactCover.parse(text);
      Set<Long> all = new HashSet<>(BruteForce.solutions(p));
      String where = family + " seed " + seed + ":\n" + text;
      if (all.isEmpty()) {
        assertEquals(List.of(), p.newSolver().sample(seed).limit(5).toList(), where);
        continue;
      }
      int draws = 100 * all.size();
      Map<Long, Integer> seen = draw(p, draws, seed, all);
      if (all.size() > 1 && all.size() <= CHI2_999.length + 1) {
        double chi = chiSquare(seen, all.size(), draws);
        assertTrue(chi < CHI2_999[all.size() - 2], "chi-square " + chi + ", " + where);
      }
    }
  }

  @Test
  void theSameSeedGivesTheSameSolutions() {
    Problem p = Dominoes.board(4, 5);
    List<Solution> a = p.newSolver().sample(42).limit(50).toList();
    assertEquals(a, p.newSolver().sample(42).limit(50).toList(), "a new solver");
    Solver reused = p.newSolver();
    reused.count();
    assertEquals(a, reused.sample(42).limit(50).toList(), "a solver that counted before");
    assertEquals(a, reused.sample(42).limit(50).toList(), "the same solver again");
    assertNotEquals(a, p.newSolver().sample(43).limit(50).toList(), "another seed");
    assertEquals(a, p.newSolver(SearchSettings.defaults().withMemoLimit(1024)).sample(42)
        .limit(50).toList(),
        "a cache too small to hold the counts, which are counted again");
  }

  @Test
  void moreDrawsThanSolutionsRepeatSome() {
    Problem p = Dominoes.board(2, 3); // 3 tilings
    List<Solution> drawn = p.newSolver().sample(1).limit(10).toList();
    assertEquals(10, drawn.size());
    assertEquals(3, new HashSet<>(drawn).size(), "with replacement: " + drawn);
    assertEquals(List.of(), p.newSolver().sample(1).limit(0).toList());
    assertThrows(UnsupportedOperationException.class, () -> drawn.add(drawn.get(0)));
  }

  @Test
  void drawsAreMadeOnlyAsTheyAreTaken() {
    // The 14x14 board: a draw costs counts, so drawing 2^31 - 1 before the first would not end.
    Solver solver = Dominoes.board(14, 14).newSolver();
    java.util.Iterator<Solution> it = solver.sample(1).limit(Integer.MAX_VALUE).iterator();
    Solution first = it.next();
    Fixtures.assertValid(first);
    assertEquals(first, solver.sample(1).findFirst().orElseThrow(), "the same seed, first draw");
    assertThrows(java.util.ConcurrentModificationException.class, it::hasNext,
        "another use of the solver ends the stream");
  }

  @Test
  void forcedOptionsComeFirstInEveryDraw() {
    Problem p = Dominoes.board(2, 4); // 5 tilings; forcing r0c0 r1c0 leaves 3
    Solver solver = p.newSolver();
    int vertical = -1;
    for (int o = 0; o < p.optionCount(); o++) {
      if (p.optionText(o).equals("r0c0 r1c0")) {
        vertical = o;
      }
    }
    assertTrue(solver.force(vertical));
    Set<Solution> seen = new HashSet<>();
    for (Solution s : solver.sample(5).limit(300).toList()) {
      Fixtures.assertValid(s);
      assertEquals(vertical, s.option(0));
      seen.add(s);
    }
    assertEquals(solver.count(), seen.size());
  }

  @Test
  void noSolutionsDrawsNothing() {
    Problem p = Dominoes.board(3, 3);
    assertEquals(List.of(), p.newSolver().sample(1).limit(3).toList());
  }

  @Test
  void multiplicitiesAreRefused() {
    Problem p = Fixtures.parse(Fixtures.MULTIPLICITIES);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> p.newSolver().sample(1));
    assertTrue(e.getMessage().contains("multiplicities"), e.getMessage());
  }

  /** Beyond {@code long}: the 14x14 board's 1.1 x 10^23 tilings, each draw a tiling. */
  @Test
  void countsBeyondLongAreDrawnExactly() {
    Problem p = Dominoes.board(14, 14);
    List<Solution> drawn = p.newSolver().sample(1).limit(3).toList();
    assertEquals(3, drawn.size());
    drawn.forEach(Fixtures::assertValid);
    assertEquals(3, new HashSet<>(drawn).size(), "three of 10^23 tilings, all different");
  }

  @Test
  void drawsBelowABigBoundAreUniformAndInRange() {
    BigInteger bound = BigInteger.TWO.pow(70).add(BigInteger.valueOf(5));
    SplittableRandom random = new SplittableRandom(3);
    int high = 0;
    for (int k = 0; k < 4000; k++) {
      BigInteger v = MemoSampler.below(bound, random);
      assertTrue(v.signum() >= 0 && v.compareTo(bound) < 0, v.toString());
      if (v.testBit(69)) {
        high++;
      }
    }
    assertTrue(Math.abs(high - 2000) < 200, "bit 69 set " + high + " times in 4000");
  }
}
