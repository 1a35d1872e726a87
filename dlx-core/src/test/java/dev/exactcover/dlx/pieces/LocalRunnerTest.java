package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solution;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The runner's two ways of showing solutions. A listing on threads gives the solutions of one
 * thread's search, in its order (the oracle: one solver's stream), whatever the threads, the
 * split and the number of solutions a worker may hold ahead of its turn; a solution limit stops
 * it at exactly that many, the first ones. A visit shows every solution exactly once to the
 * visitor of the part that found it, with parts re-split at tiny budgets, and the parts' counts
 * add up to the published ones.
 */
class LocalRunnerTest {
  /** One thread's solutions, in order: the oracle. */
  private static List<String> oneThread(Problem p) {
    return p.newSolver().stream().map(s -> Arrays.toString(s.options()))
        .collect(Collectors.toList());
  }

  private static List<String> listed(LocalRunner runner, List<Subproblem> parts, Limits limits,
      SearchResult[] result) {
    List<String> out = new ArrayList<>();
    result[0] = runner.list(parts, limits, s -> out.add(Arrays.toString(s.options())));
    return out;
  }

  @Test
  void aListingOnThreadsKeepsTheOrderOfOneThread() {
    for (int n = 5; n <= 8; n++) {
      Problem p = Queens.problem(n);
      List<String> expected = oneThread(p);
      SearchTree tree = SearchTree.of(p.newSolver());
      for (int threads = 1; threads <= 3; threads++) {
        for (int held : new int[] {1, 3, 4096}) {
          for (int split : new int[] {1, 7, 40}) {
            SearchResult[] r = new SearchResult[1];
            List<String> got = listed(new LocalRunner(tree, threads, 1, held), tree.split(split),
                Limits.none(), r);
            String what = n + " queens, " + threads + " threads, held " + held + ", split "
                + split;
            assertEquals(expected, got, what);
            assertEquals(Status.EXHAUSTED, r[0].status(), what);
            assertEquals(expected.size(), r[0].solutions(), what);
          }
        }
      }
    }
  }

  @Test
  void aLimitedListingShowsExactlyTheFirstSolutions() {
    Problem p = Queens.problem(8); // 92
    List<String> expected = oneThread(p);
    SearchTree tree = SearchTree.of(p.newSolver());
    for (long limit : new long[] {1, 5, 33, 91, 92}) {
      SearchResult[] r = new SearchResult[1];
      List<String> got = listed(new LocalRunner(tree, 2, 1, 2), tree.split(30),
          Limits.none().withSolutions(limit), r);
      assertEquals(expected.subList(0, (int) limit), got, "limit " + limit);
      assertEquals(Status.SOLUTION_LIMIT, r[0].status(), "limit " + limit);
      assertEquals(limit, r[0].solutions());
    }
    SearchResult[] r = new SearchResult[1];
    List<String> got = listed(new LocalRunner(tree, 2, 1, 2), tree.split(30),
        Limits.none().withSolutions(1000), r);
    assertEquals(expected, got);
    assertEquals(Status.EXHAUSTED, r[0].status(), "fewer solutions than the limit");
  }

  @Test
  void aVisitorThatSaysStopStopsTheListing() {
    Problem p = Queens.problem(8);
    List<String> expected = oneThread(p);
    SearchTree tree = SearchTree.of(p.newSolver());
    List<String> got = new ArrayList<>();
    SearchResult r = new LocalRunner(tree, 3, 1, 1).list(tree.split(20), Limits.none(), s -> {
      got.add(Arrays.toString(s.options()));
      return got.size() < 10;
    });
    assertEquals(Status.STOPPED, r.status());
    assertEquals(expected.subList(0, 10), got);
  }

  @Test
  void aTimeLimitStopsAListingOnAPrefix() {
    Problem p = Queens.problem(12); // 14,200 solutions
    List<String> expected = oneThread(p);
    SearchTree tree = SearchTree.of(p.newSolver());
    SearchResult[] r = new SearchResult[1];
    List<String> got = listed(new LocalRunner(tree, 2), tree.split(64),
        Limits.none().withTime(java.time.Duration.ofMillis(20)), r);
    if (r[0].status() != Status.EXHAUSTED) {
      assertEquals(Status.TIME_LIMIT, r[0].status());
    }
    assertEquals(expected.subList(0, got.size()), got, "a prefix of the listing");
    assertEquals(got.size(), r[0].solutions());
  }

  @Test
  void aVisitSeesEverySolutionOnceWithPartsReSplit() {
    for (String family : List.of("queens", "langford")) {
      Problem p = family.equals("queens") ? Queens.problem(9) : Langford.problem(8);
      Set<String> expected = new HashSet<>(oneThread(p));
      SearchTree tree = SearchTree.of(p.newSolver());
      for (int threads = 1; threads <= 3; threads++) {
        Set<String> seen = java.util.Collections.synchronizedSet(new HashSet<>());
        AtomicLong duplicates = new AtomicLong();
        AtomicLong finishedSum = new AtomicLong();
        LocalRunner runner = new LocalRunner(tree, threads, 1 + threads);
        SearchResult r = runner.visit(List.of(Subproblem.of(0)), Limits.none(), s ->
            new LocalRunner.PartVisitor() {
              long mine;

              @Override
              public boolean visit(Solution sol) {
                mine++;
                if (!seen.add(Arrays.toString(sol.options()))) {
                  duplicates.incrementAndGet();
                }
                return true;
              }

              @Override
              public void finished(SearchResult result) {
                assertEquals(mine, result.solutions(), "a part's visitor saw its solutions");
                finishedSum.addAndGet(mine);
              }
            });
        String what = family + " on " + threads + " threads";
        assertEquals(Status.EXHAUSTED, r.status(), what);
        assertEquals(0, duplicates.get(), what);
        assertEquals(expected, seen, what);
        assertEquals(expected.size(), finishedSum.get(), what);
        assertEquals(expected.size(), r.solutions(), what);
      }
    }
  }

  @Test
  void aVisitorThatSaysStopStopsTheVisit() {
    Problem p = Queens.problem(10);
    SearchTree tree = SearchTree.of(p.newSolver());
    AtomicLong seen = new AtomicLong();
    SearchResult r = LocalRunner.of(tree, 2).visit(tree.split(10), Limits.none(),
        s -> sol -> seen.incrementAndGet() < 5);
    assertEquals(Status.STOPPED, r.status());
  }

  @Test
  void oneThreadCountsWithinASolutionLimitAcrossParts() {
    Problem p = Queens.problem(8);
    SearchTree tree = SearchTree.of(p.newSolver());
    SearchResult r = LocalRunner.of(tree, 1).count(tree.split(20), Limits.none()
        .withSolutions(50), null);
    assertEquals(Status.SOLUTION_LIMIT, r.status());
    assertEquals(50, r.solutions());
    assertThrows(IllegalArgumentException.class, () -> LocalRunner.of(tree, 2)
        .count(tree.split(20), Limits.none().withSolutions(50), null));
    assertThrows(IllegalArgumentException.class, () -> LocalRunner.of(tree, 1)
        .visit(tree.split(20), Limits.none().withSolutions(50), s -> sol -> true));
  }

  @Test
  void aListingsSolutionsAreTheSolversOwn() {
    Problem p = Queens.problem(6);
    SearchTree tree = SearchTree.of(p.newSolver());
    List<Solution> got = new ArrayList<>();
    LocalRunner.of(tree, 2).list(tree.split(5), Limits.none(), got::add);
    List<Solution> one = p.newSolver().stream().collect(Collectors.toList());
    assertEquals(one.size(), got.size());
    for (int k = 0; k < one.size(); k++) {
      assertArrayEquals(one.get(k).options(), got.get(k).options());
    }
  }
}
