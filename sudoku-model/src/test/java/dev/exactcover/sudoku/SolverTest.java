package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Status;
import dev.exactcover.sudoku.format.FormatsTest;
import dev.exactcover.sudoku.internal.Batch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The mapping and the solver's views: solve, count, first, stream, limits, statistics, reuse. */
class SolverTest {
  static final String MULTI = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";

  @Test
  void knuthsItemsAndOptions() {
    Problem p = Regions.standard(Shape.NINE).problem();
    assertEquals(324, p.itemCount());
    assertEquals(729, p.optionCount());
    assertEquals("p00", p.itemName(0));
    assertEquals("p88", p.itemName(80));
    assertEquals("r01", p.itemName(81));
    assertEquals("c01", p.itemName(81 + 81));
    assertEquals("b89", p.itemName(323));
    int o = Regions.standard(Shape.NINE).option(4 * 9 + 7, 5); // 5 in r5c8: box 6
    assertEquals("p47 r45 c75 b55", p.optionText(o));
    Problem big = Regions.standard(Shape.forSide(16)).problem();
    assertEquals(4 * 256, big.itemCount());
    assertEquals(4096, big.optionCount());
    assertEquals("bFG", big.itemName(big.itemCount() - 1));
  }

  @Test
  void streamCountAndSearchAgree() {
    Grid puzzle = Sudoku.parse(MULTI);
    SudokuSolver s = Sudoku.solver();
    long count = s.count(puzzle);
    assertEquals(872, count);
    List<Grid> all = s.stream(puzzle).collect(Collectors.toList());
    assertEquals(872, new HashSet<>(all).size());
    all.forEach(g -> assertTrue(Oracle.solves(g, puzzle)));
    List<Grid> seen = new ArrayList<>();
    assertEquals(Status.STOPPED, s.search(puzzle, Limits.none(), g -> seen.add(g)
        && seen.size() < 10).status());
    assertEquals(all.subList(0, 10), seen);
    assertEquals(all.get(0), s.first(puzzle).orElseThrow());
    assertEquals(5, s.stream(puzzle).limit(5).count());
    assertEquals(872, s.count(puzzle), "a stream abandoned half-way leaves the solver usable");
  }

  @Test
  void limitsAndVerdicts() {
    Grid puzzle = Sudoku.parse(MULTI);
    SudokuSolver s = Sudoku.solver();
    Answer two = s.solve(puzzle);
    assertEquals(Verdict.MULTIPLE, two.verdict());
    assertEquals(2, two.count());
    assertEquals(Status.SOLUTION_LIMIT, two.search().status());
    assertTrue(two.nodes() > 0);
    Answer one = s.solve(puzzle, Limits.none().withSolutions(1));
    assertEquals(Verdict.UNKNOWN, one.verdict());
    Answer nodes = s.solve(Sudoku.parse(FormatsTest.P), Limits.none().withNodes(3));
    assertEquals(Verdict.UNKNOWN, nodes.verdict());
    assertEquals(Status.NODE_LIMIT, nodes.search().status());
    // Without a solution limit of their own, limits keep the two-solution cap of solve(grid).
    Answer capped = s.solve(puzzle, Limits.none());
    assertEquals(2, capped.count());
    assertEquals(Verdict.MULTIPLE, capped.verdict());
    Answer timed = s.solve(Grid.empty(Shape.forSide(25)),
        Limits.none().withTime(java.time.Duration.ofSeconds(30)));
    assertEquals(Verdict.MULTIPLE, timed.verdict(), "two solutions, found long before 30 s");
    assertEquals(2, timed.count());
    Answer all = s.solve(puzzle, Limits.none().withSolutions(1000));
    assertEquals(872, all.count());
    assertEquals(Verdict.MULTIPLE, all.verdict());
    assertEquals(872, s.solveAll(puzzle, Limits.none()).count());
    assertEquals(10, s.count(puzzle, 10));
    assertFalse(s.isUnique(puzzle));
    assertTrue(s.isUnique(Sudoku.parse(FormatsTest.P)));
  }

  @Test
  void oneSolverManyShapesAndReuse() {
    SudokuSolver s = Sudoku.solver();
    Set<Grid> seen = new HashSet<>();
    for (int round = 0; round < 3; round++) {
      assertEquals(288, s.count(Grid.empty(Shape.forSide(4))));
      Answer a = s.solve(Sudoku.parse(FormatsTest.P));
      assertEquals(Verdict.UNIQUE, a.verdict());
      seen.add(a.solution());
      assertEquals(872, s.count(Sudoku.parse(MULTI)));
    }
    assertEquals(1, seen.size());
    assertTrue(Oracle.solves(seen.iterator().next(), Sudoku.parse(FormatsTest.P)));
  }

  @Test
  void randomCompleteGridsAreReproducible() {
    Grid a = Sudoku.solver().randomized(42L).first(Grid.empty(Shape.NINE)).orElseThrow();
    Grid b = Sudoku.solver().randomized(42L).first(Grid.empty(Shape.NINE)).orElseThrow();
    Grid c = Sudoku.solver().randomized(43L).first(Grid.empty(Shape.NINE)).orElseThrow();
    assertEquals(a, b);
    assertFalse(a.equals(c));
    assertTrue(Oracle.solves(a, Grid.empty(Shape.NINE)));
    for (int n : new int[] {6, 8, 12, 16, 25}) {
      Grid g = Sudoku.solver().randomized(1L).first(Grid.empty(Shape.forSide(n))).orElseThrow();
      assertTrue(Oracle.solves(g, Grid.empty(g.shape())), "random " + n + "x" + n);
    }
  }

  @Test
  void batchKeepsInputOrder() {
    List<Grid> puzzles = Sudoku.readAll(Datasets.file("sudoku9/top95.txt"));
    List<String> solutions = Datasets.lines("sudoku9/top95.solutions");
    List<String> out = new ArrayList<>();
    long k = Batch.run(puzzles.iterator(), 2, () -> {
      SudokuSolver s = Sudoku.solver();
      return g -> s.solve(g).solution().toLine();
    }, out::add);
    assertEquals(95, k);
    assertEquals(solutions, out);
  }
}
