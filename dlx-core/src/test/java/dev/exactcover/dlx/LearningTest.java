package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.pieces.SearchTree;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Clause learning finds exactly the solutions of the tree search: on random problems of every
 * family (colors and secondary items included; multiplicities fall back to Algorithm M) against
 * the brute-force counter, each solution once, with forced options, reused, and stopped by each
 * limit; and on the shared .dlx files with their published counts.
 */
class LearningTest {
  private static final int PROBLEMS = 250;
  private static final SearchSettings LEARNING =
      SearchSettings.of(Strategy.CLAUSE_LEARNING);

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomInstances.class)
  void sameSolutionsAsBruteForce(RandomInstances family) throws Exception {
    long conflicts = 0;
    for (long seed = 1; seed <= PROBLEMS; seed++) {
      String text = family.text(seed);
      Problem p = ExactCover.parse(text);
      List<Long> expected = BruteForce.solutions(p);
      String where = family + " seed " + seed + ":\n" + text;
      Solver solver = p.newSolver(LEARNING);
      SearchResult first = solver.search(Limits.none());
      assertEquals(Status.EXHAUSTED, first.status(), where);
      assertEquals(expected.size(), first.solutions(), where);
      conflicts += first.conflicts();
      List<Long> streamed = BruteForce.streamed(solver);
      assertEquals(expected, streamed, "the streamed solutions, " + where);
      assertEquals(first, withoutTime(solver.search(Limits.none()), first), "reused, " + where);
      if (!expected.isEmpty() && !p.hasMultiplicities()) {
        // force an option of some solution: exactly the solutions holding it remain
        long some = expected.get((int) (seed % expected.size()));
        int option = Long.numberOfTrailingZeros(some);
        assertTrue(solver.force(option), where);
        long holding = expected.stream().filter(s -> (s & (1L << option)) != 0).count();
        List<Long> found = new ArrayList<>();
        solver.search(Limits.none(), s -> found.add(BruteForce.bits(s)));
        assertEquals(holding, found.size(), "forcing option " + option + ", " + where);
        assertTrue(found.stream().allMatch(expected::contains), where);
        solver.reset(solver.settings());
      }
    }
    if (family.ordinal() < RandomInstances.LO_ZERO.ordinal()) {
      assertTrue(conflicts > 0, "no conflict was learned from in " + family);
    }
  }

  /** The same result but for the elapsed time, which is the only part allowed to differ. */
  private static SearchResult withoutTime(SearchResult r, SearchResult like) {
    return r.as(r.status(), like.elapsed());
  }

  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({
      "queens-8.dlx, 92",
      "filomino-8x8.dlx, 1",
      "filomino-10x10.dlx, 1",
  })
  void publishedCounts(String file, long solutions) throws Exception {
    countsUnderLearning(file, solutions);
  }

  /** The pentominoes in 3x20 under learning: about ten seconds, where the tree takes 40 ms. */
  @Tag("full")
  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({"pentomino-3x20.dlx, 8"})
  void publishedCountOfTheSlowFile(String file, long solutions) throws Exception {
    countsUnderLearning(file, solutions);
  }

  private static void countsUnderLearning(String file, long solutions) throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover(file));
    Solver solver = p.newSolver(LEARNING);
    Set<Set<Integer>> seen = new HashSet<>();
    SearchResult r = solver.search(Limits.none(), s -> {
      Set<Integer> set = java.util.Arrays.stream(s.sortedOptions()).boxed()
          .collect(Collectors.toSet());
      assertTrue(seen.add(set), file + ": a solution twice");
      assertValid(p, s);
      return true;
    });
    assertEquals(solutions, r.solutions(), file + ": " + r);
    assertEquals(Status.EXHAUSTED, r.status());
  }

  @Tag("full") // restarts and deletions on pentomino-3x20
  @Test
  void aReusedSolverWalksTheSameSearch() throws Exception {
    // long enough for restarts, rephasing (random phases included) and clause deletion
    Problem p = ExactCover.read(Datasets.exactCover("pentomino-3x20.dlx"));
    Solver solver = p.newSolver(LEARNING);
    Limits limits = Limits.none().withNodes(60_000);
    SearchResult first = solver.search(limits);
    assertTrue(first.conflicts() > 15_000, "conflicts: " + first); // past the random phases
    assertEquals(first, withoutTime(solver.search(limits), first));
  }

  /** Each primary item covered once, each secondary item at most once or in one color. */
  private static void assertValid(Problem p, Solution s) {
    int[] covered = new int[p.itemCount()];
    String[] color = new String[p.itemCount()];
    for (int o : s.options()) {
      int[] items = p.optionItems(o);
      for (int k = 0; k < items.length; k++) {
        int j = items[k];
        String c = p.optionColor(o, k);
        if (c != null && c.equals(color[j])) {
          continue;
        }
        covered[j]++;
        color[j] = c;
      }
    }
    for (int j = 0; j < p.itemCount(); j++) {
      if (p.isPrimary(j)) {
        assertEquals(1, covered[j], "item " + p.itemName(j));
      } else {
        assertTrue(covered[j] <= 1, "item " + p.itemName(j));
      }
    }
  }

  @Test
  void limitsStopTheSearch() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("queens-8.dlx"));
    Solver solver = p.newSolver(LEARNING);
    SearchResult one = solver.search(Limits.none().withSolutions(1));
    assertEquals(Status.SOLUTION_LIMIT, one.status());
    assertEquals(1, one.solutions());
    SearchResult few = solver.search(Limits.none().withNodes(3));
    assertEquals(Status.NODE_LIMIT, few.status(), few.toString());
    assertTrue(few.nodes() <= 3, few.toString());
    SearchResult late = solver.search(Limits.none().withTime(Duration.ofNanos(1)));
    assertEquals(Status.TIME_LIMIT, late.status());
    CancelToken token = new CancelToken();
    token.cancel();
    assertEquals(Status.CANCELLED, solver.search(Limits.none().withCancel(token)).status());
    long[] seen = {0};
    SearchResult stopped = solver.search(Limits.none(), s -> ++seen[0] < 5);
    assertEquals(Status.STOPPED, stopped.status());
    assertEquals(5, stopped.solutions());
    assertEquals(3, solver.stream().limit(3).count());
    assertEquals(92, solver.count(), "whole again after the stops and a stream left open");
  }

  /** Edge cases, counted as the tree search counts them. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
      "a b | c;a c;c;b",
      "a | c;c;a c;",
      "a b;a;b;a b",
      "a | c d;a c:1 d:1;a c:2;a",
      "| c;c;;",
  })
  void edgeCasesAsTheTreeCounts(String items, String o1, String o2, String o3) throws Exception {
    StringBuilder text = new StringBuilder(items).append('\n');
    for (String o : new String[] {o1, o2, o3}) {
      if (o != null) {
        text.append(o).append('\n');
      }
    }
    Problem p = ExactCover.parse(text.toString());
    for (int forced = -1; forced < p.optionCount(); forced++) {
      Solver tree = p.newSolver();
      Solver learner = p.newSolver(LEARNING);
      if (forced >= 0 && !(tree.force(forced) & learner.force(forced))) {
        continue;
      }
      assertEquals(tree.count(), learner.count(), text + " forcing " + forced);
    }
  }

  @Test
  void settingsSayIt() throws Exception {
    assertFalse(LEARNING.followsKnuthTree());
    assertEquals(Strategy.CLAUSE_LEARNING, LEARNING.strategy());
    assertEquals(Strategy.DANCING_LINKS, SearchSettings.defaults().strategy());
    assertNotEquals(SearchSettings.defaults(), LEARNING);
    assertEquals(SearchSettings.defaults(), LEARNING.withStrategy(Strategy.DANCING_LINKS));
    assertEquals(LEARNING, LEARNING.withQuickChoice(false));
    assertTrue(LEARNING.toString().contains("clause learning"), LEARNING::toString);
    assertEquals(Strategy.CLAUSE_LEARNING, LEARNING.withProgress(5, x -> { }).strategy());
    Problem p = ExactCover.read(Datasets.exactCover("queens-8.dlx"));
    assertThrows(IllegalArgumentException.class, () -> SearchTree.of(p.newSolver(LEARNING)));
  }

  @Test
  void restartsFollowLubysSequence() {
    Restarts.ReluctantDoubling terms = new Restarts.ReluctantDoubling();
    for (int i = 1; i <= 1000; i++) {
      assertEquals(luby(i), terms.next(), "term " + i);
    }
    terms.reset();
    assertEquals(List.of(1L, 1L, 2L), List.of(terms.next(), terms.next(), terms.next()));
  }

  /** Luby's sequence by its definition: 2^(k-1) at i = 2^k - 1, else the term i - 2^(k-1) + 1. */
  private static long luby(long i) {
    int k = 1;
    while ((1L << k) - 1 < i) {
      k++;
    }
    return i == (1L << k) - 1 ? 1L << (k - 1) : luby(i - (1L << (k - 1)) + 1);
  }
}
