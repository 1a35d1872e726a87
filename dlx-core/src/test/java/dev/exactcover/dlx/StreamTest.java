package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Queens;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link Solver#stream()} is a lazy view of the search: the same solutions in the same order as
 * the visitor sees them, only as far as consumed, and the solver is usable again after a stream
 * is closed, abandoned half-way or superseded.
 */
class StreamTest {

  @Test
  void streamCountEqualsCount() throws Exception {
    Problem queens8 = Queens.problem(8);
    assertEquals(queens8.newSolver().count(), queens8.newSolver().stream().count());
    assertEquals(92, Queens.problem(8).newSolver().stream().count());
    assertEquals(288, Fixtures.sudoku4().newSolver().stream().count());
    assertEquals(1, Fixtures.parse(Fixtures.COLORS).newSolver().stream().count());
    assertEquals(1, Fixtures.parse(Fixtures.MULTIPLICITIES).newSolver().stream().count());
    assertEquals(55_137,
        ExactCover.read(Datasets.exactCover("redrect-4-4.dlx3")).newSolver().stream().count());
    assertEquals(0, Queens.problem(2).newSolver().stream().count());
  }

  @Test
  void streamGivesTheVisitorsSolutionsInTheSameOrder() {
    Solver solver = Queens.problem(7).newSolver();
    List<Solution> visited = new ArrayList<>();
    solver.search(Limits.none(), visited::add);
    List<Solution> streamed = solver.stream().toList();
    assertEquals(40, streamed.size());
    for (int k = 0; k < 40; k++) {
      assertArrayEquals(visited.get(k).options(), streamed.get(k).options(), "solution " + k);
    }
    assertArrayEquals(visited.get(0).options(), solver.first().orElseThrow().options());
  }

  @Test
  void aPartlyConsumedStreamLeavesTheSolverUsable() {
    Solver solver = Queens.problem(8).newSolver();
    List<Solution> three = solver.stream().limit(3).toList();
    assertEquals(3, three.size());
    assertEquals(92, solver.count());
    try (Stream<Solution> s = solver.stream()) {
      assertTrue(s.findFirst().isPresent());
    }
    assertEquals(92, solver.count());
    assertEquals(92, solver.stream().count());
  }

  @Test
  void theStreamIsLazy() {
    List<Progress> reports = new ArrayList<>();
    Solver solver = Queens.problem(12)
        .newSolver(SearchSettings.defaults().withProgress(1000, reports::add));
    Iterator<Solution> it = solver.stream().iterator();
    assertTrue(it.hasNext());
    Fixtures.assertValid(it.next());
    // The first of 14,200 solutions is found after a few dozen nodes: the search went no further.
    assertTrue(reports.isEmpty(), "the search ran ahead: " + reports.size() + " reports");
  }

  @Test
  void anotherSearchEndsAPausedStream() {
    Solver solver = Queens.problem(8).newSolver();
    Iterator<Solution> it = solver.stream().iterator();
    it.next();
    it.next();
    assertEquals(92, solver.count());
    assertThrows(ConcurrentModificationException.class, it::hasNext);
    assertEquals(92, solver.count());
  }

  @Test
  void forcingEndsAPausedStreamAndCountsRight() {
    Solver solver = Fixtures.sudoku4().newSolver();
    Iterator<Solution> it = solver.stream().iterator();
    it.next();
    assertTrue(solver.force(Fixtures.sudokuOption(1, 1, 1)));
    assertThrows(ConcurrentModificationException.class, it::hasNext);
    int[][] g = new int[4][4];
    g[1][1] = 1;
    assertEquals(Fixtures.bruteForceSudoku4(g), solver.count());
    assertEquals(288, solver.reset(solver.settings()).count());
  }

  @Test
  void solutionsFormatAsKnuthPrintsThem() {
    Solution s = Fixtures.toy().newSolver().first().orElseThrow();
    assertEquals(3, s.size());
    assertEquals(String.join("; ", lines(s)), s.toString());
    assertEquals(String.join("\n", lines(s)), s.format());
    assertEquals(Fixtures.set("A D", "B G", "C E F"), Fixtures.set(s.toString().split("; ")));
    int[] sorted = s.sortedOptions();
    assertArrayEquals(new int[] {0, 3, 4}, sorted);
    int[] copy = s.options();
    copy[0] = 99;
    assertTrue(s.option(0) != 99, "options() is a copy");
  }

  private static List<String> lines(Solution s) {
    List<String> l = new ArrayList<>();
    for (int o : s.options()) {
      l.add(s.problem().optionText(o));
    }
    return l;
  }
}
