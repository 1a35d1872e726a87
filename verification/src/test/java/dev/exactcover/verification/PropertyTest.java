package dev.exactcover.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;
import dev.exactcover.dlx.Solution;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.verification.reference.Backtracking;
import dev.exactcover.verification.reference.BitmaskMrv;
import dev.exactcover.verification.reference.NaiveAlgorithmX;
import dev.exactcover.verification.reference.ReferenceSolver;
import dev.exactcover.verification.reference.SinglesPropagation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

/**
 * Property tests with seeded randomness (JUnit's own; jqwik is ruled out in BUILD-NOTES): the
 * symmetries of Sudoku keep solution counts and carry solutions along; DLX and the reference
 * solvers agree on random partial grids; the engine and the naive Algorithm X agree on random
 * exact-cover problems.
 */
class PropertyTest {
  /** A random symmetry of a grid of {@code shape}: a map on cells and one on values. */
  record Transform(int[] cellFrom, int[] relabel) {
    Grid apply(Grid g) {
      int[] v = new int[cellFrom.length];
      for (int c = 0; c < v.length; c++) {
        int x = g.get(cellFrom[c]);
        v[c] = x == 0 ? 0 : relabel[x];
      }
      return Grid.of(g.shape(), v);
    }

    static Transform random(Shape s, Random random) {
      int n = s.side();
      int[] rows = order(n, s.boxRows(), random); // bands of boxRows rows
      int[] cols = order(n, s.boxCols(), random); // stacks of boxCols columns
      boolean transpose = s.boxRows() == s.boxCols() && random.nextBoolean();
      int[] from = new int[n * n];
      for (int r = 0; r < n; r++) {
        for (int c = 0; c < n; c++) {
          int rr = rows[r];
          int cc = cols[c];
          from[r * n + c] = transpose ? cc * n + rr : rr * n + cc;
        }
      }
      List<Integer> labels = new ArrayList<>();
      for (int v = 1; v <= n; v++) {
        labels.add(v);
      }
      java.util.Collections.shuffle(labels, random);
      int[] relabel = new int[n + 1];
      for (int v = 1; v <= n; v++) {
        relabel[v] = labels.get(v - 1);
      }
      return new Transform(from, relabel);
    }

    /** A permutation of 0..n-1 that permutes groups of {@code size} and lines within each. */
    static int[] order(int n, int size, Random random) {
      List<Integer> groups = new ArrayList<>();
      for (int g = 0; g < n / size; g++) {
        groups.add(g);
      }
      java.util.Collections.shuffle(groups, random);
      int[] p = new int[n];
      int k = 0;
      for (int g : groups) {
        List<Integer> lines = new ArrayList<>();
        for (int i = 0; i < size; i++) {
          lines.add(g * size + i);
        }
        java.util.Collections.shuffle(lines, random);
        for (int line : lines) {
          p[k++] = line;
        }
      }
      return p;
    }
  }

  static Path data(String relative) {
    return Path.of(System.getProperty("datasets.dir", "../../shared/datasets"), relative);
  }

  @RepeatedTest(20)
  void symmetriesKeepCountsAndCarrySolutions(RepetitionInfo info) {
    Random random = new Random(1000 + info.getCurrentRepetition());
    List<Grid> unique = Sudoku.readAll(data("sudoku9/top95.txt"));
    List<Grid> multi = Sudoku.readAll(data("sudoku9/serg-multi.txt"));
    SudokuSolver dlx = Sudoku.solver();
    for (int t = 0; t < 10; t++) {
      Grid p = unique.get(random.nextInt(unique.size()));
      Transform tr = Transform.random(Shape.NINE, random);
      Grid solution = dlx.first(p).orElseThrow();
      Grid moved = tr.apply(p);
      assertEquals(1, dlx.count(moved, 2));
      assertEquals(tr.apply(solution), dlx.first(moved).orElseThrow(), "solution carried along");
      Grid m = multi.get(random.nextInt(multi.size()));
      Grid mm = tr.apply(m);
      long count = dlx.count(m);
      assertEquals(count, dlx.count(mm));
      assertEquals(count, new SinglesPropagation().solve(mm.values(), 3, 3, 5000).count());
      Set<Grid> carried = new HashSet<>();
      dlx.stream(m).forEach(g -> carried.add(tr.apply(g)));
      assertEquals(carried, new HashSet<>(dlx.stream(mm).toList()));
    }
    Shape six = Shape.forSide(6);
    Grid full = Sudoku.solver().randomized((long) info.getCurrentRepetition()).first(
        Grid.empty(six)).orElseThrow();
    Grid p = blank(full, 0.7, random);
    assertEquals(dlx.count(p, 1000), dlx.count(Transform.random(six, random).apply(p), 1000));
  }

  static Grid blank(Grid full, double fraction, Random random) {
    int[] v = full.values();
    for (int c = 0; c < v.length; c++) {
      if (random.nextDouble() < fraction) {
        v[c] = 0;
      }
    }
    return Grid.of(full.shape(), v);
  }

  @RepeatedTest(30)
  void randomPartialGridsDlxAndReferencesAgree(RepetitionInfo info) {
    Random random = new Random(info.getCurrentRepetition());
    SudokuSolver dlx = Sudoku.solver();
    List<ReferenceSolver> refs = List.of(new BitmaskMrv(), new SinglesPropagation());
    for (Shape shape : List.of(Shape.forSide(4), Shape.forSide(6), Shape.NINE)) {
      Grid full = Sudoku.solver().randomized(random.nextLong()).first(Grid.empty(shape))
          .orElseThrow();
      for (int t = 0; t < 5; t++) {
        double fraction = shape.side() == 9 ? 0.55 + 0.1 * random.nextDouble()
            : 0.3 + 0.5 * random.nextDouble();
        Grid p = blank(full, fraction, random);
        long count = dlx.count(p, 200);
        for (ReferenceSolver r : refs) {
          assertEquals(count, r.solve(p.values(), shape.boxRows(), shape.boxCols(), 200).count(),
              r.name() + " on " + p);
        }
        if (shape.side() < 9) {
          assertEquals(count, new Backtracking().solve(p.values(), shape.boxRows(),
              shape.boxCols(), 200).count());
        }
        assertTrue(count >= 1, "a grid blanked from a solution has one");
      }
    }
  }

  @Test
  void randomExactCoverProblemsEngineAndNaiveAlgorithmXAgree() {
    Random random = new Random(99);
    int withSolutions = 0;
    for (int t = 0; t < 400; t++) {
      int primary = 3 + random.nextInt(8);
      int secondary = random.nextInt(4);
      ProblemBuilder b = ExactCover.builder();
      for (int i = 0; i < primary; i++) {
        b.primary("p" + i);
      }
      for (int i = 0; i < secondary; i++) {
        b.secondary("s" + i);
      }
      int options = 4 + random.nextInt(30);
      for (int o = 0; o < options; o++) {
        List<String> items = new ArrayList<>();
        items.add("p" + random.nextInt(primary));
        for (int i = 0; i < primary; i++) {
          if (random.nextInt(4) == 0 && !items.contains("p" + i)) {
            items.add("p" + i);
          }
        }
        for (int i = 0; i < secondary; i++) {
          if (random.nextInt(3) == 0) {
            items.add("s" + i);
          }
        }
        b.option(items);
      }
      Problem problem = b.build();
      long naive = NaiveAlgorithmX.count(problem, Long.MAX_VALUE);
      assertEquals(naive, problem.newSolver().count(), "problem " + t + ":\n"
          + ExactCover.toDlx(problem));
      Set<List<Integer>> engine = new HashSet<>();
      problem.newSolver().stream().map(Solution::sortedOptions)
          .forEach(o -> engine.add(java.util.Arrays.stream(o).boxed().toList()));
      Set<List<Integer>> oracle = new HashSet<>();
      for (List<Integer> s : NaiveAlgorithmX.solutions(problem, Long.MAX_VALUE)) {
        oracle.add(s.stream().sorted().toList());
      }
      assertEquals(oracle, engine);
      withSolutions += naive > 0 ? 1 : 0;
    }
    assertTrue(withSolutions > 40, "enough random problems have solutions: " + withSolutions);
  }
}
