package dev.exactcover.sudoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Empty-grid counts, Sudoku X and jigsaw: a variant is only a different list of regions. */
class VariantsTest {
  /** Rows, columns and boxes written out independently of {@link Regions}. */
  static List<int[]> classic(int br, int bc) {
    int n = br * bc;
    List<int[]> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int[] row = new int[n];
      int[] col = new int[n];
      int[] box = new int[n];
      for (int k = 0; k < n; k++) {
        row[k] = i * n + k;
        col[k] = k * n + i;
        box[k] = (i / br * br + k / bc) * n + i % br * bc + k % bc;
      }
      list.add(row);
      list.add(col);
      list.add(box);
    }
    return list;
  }

  static List<int[]> withDiagonals(int n, List<int[]> regions) {
    List<int[]> list = new ArrayList<>(regions);
    int[] a = new int[n];
    int[] b = new int[n];
    for (int k = 0; k < n; k++) {
      a[k] = k * n + k;
      b[k] = k * n + n - 1 - k;
    }
    list.add(a);
    list.add(b);
    return list;
  }

  @Test
  void empty4x4Has288() {
    assertEquals(288, Sudoku.solver().count(Grid.empty(Shape.forSide(4))));
    assertEquals(288, new Brute(4, classic(2, 2)).count(new int[16], Long.MAX_VALUE));
  }

  /** 28,200,960 solutions: about 15 s; run with {@code -Dtest.excluded=none -Dgroups=slow}. */
  @Test
  @Tag("slow")
  void empty6x6Has28200960() {
    assertEquals(28_200_960L, Sudoku.solver().count(Grid.empty(Shape.forSide(6))));
  }

  @Test
  void sudokuXByHand() {
    // A 4x4 X grid checked by hand: rows, columns, boxes and both diagonals hold 1-4.
    Grid solution = Sudoku.parse("1234" + "3412" + "4321" + "2143");
    Regions x = Regions.x(Shape.forSide(4));
    assertTrue(x.isSolved(solution));
    Grid puzzle = Sudoku.parse("12.." + "...." + "4..." + "....");
    Answer a = Sudoku.solverX().solve(puzzle);
    assertEquals(Verdict.UNIQUE, a.verdict());
    assertEquals(solution, a.solution());
    assertEquals(Verdict.MULTIPLE, Sudoku.solver().solve(puzzle).verdict());
    assertEquals(4 * 16 + 2 * 4, x.problem().itemCount(), "4n² items plus 2n for the diagonals");
  }

  @Test
  void sudokuXCountsAgreeWithIndependentBacktracking() {
    Brute brute4 = new Brute(4, withDiagonals(4, classic(2, 2)));
    long x4 = Sudoku.solverX().count(Grid.empty(Shape.forSide(4)));
    assertEquals(brute4.count(new int[16], Long.MAX_VALUE), x4);
    Brute brute9 = new Brute(9, withDiagonals(9, classic(3, 3)));
    SudokuSolver solver = Sudoku.solverX().randomized(7L);
    Grid full = solver.first(Grid.empty(Shape.NINE)).orElseThrow();
    assertTrue(Regions.x(Shape.NINE).isSolved(full));
    solver = Sudoku.solverX();
    Random random = new Random(11);
    for (int t = 0; t < 30; t++) {
      int[] v = full.values();
      for (int c = 0; c < 81; c++) {
        if (random.nextInt(100) < 68) {
          v[c] = 0;
        }
      }
      Grid puzzle = Grid.of(Shape.NINE, v);
      assertEquals(brute9.count(v, 50), solver.count(puzzle, 50), puzzle.toLine());
    }
  }

  static final String JIGSAW_MAP = """
      AAAABBCCC
      AAABBBCCC
      AABBBBCCC
      DDDEEEFFF
      DDDDEEFFF
      DDEEEEFFF
      GGGHHHIII
      GGGHHHIII
      GGGHHHIII
      """;

  @Test
  void jigsawAgreesWithIndependentBacktracking() {
    Regions jig = Regions.jigsaw(Shape.NINE, JIGSAW_MAP);
    assertEquals(27, jig.list().size());
    assertEquals("region 1", jig.list().get(18).name());
    List<int[]> regions = new ArrayList<>();
    for (int i = 0; i < 9; i++) {
      int row = i;
      regions.add(java.util.stream.IntStream.range(0, 9).map(k -> row * 9 + k).toArray());
      regions.add(java.util.stream.IntStream.range(0, 9).map(k -> k * 9 + row).toArray());
    }
    String flat = JIGSAW_MAP.replaceAll("\\s", "");
    for (char label : "ABCDEFGHI".toCharArray()) {
      regions.add(java.util.stream.IntStream.range(0, 81).filter(c -> flat.charAt(c) == label)
          .toArray());
    }
    assertEquals(27, regions.size());
    Brute brute = new Brute(9, regions);
    SudokuSolver solver = Sudoku.solver(jig).randomized(3L);
    Grid full = solver.first(Grid.empty(Shape.NINE)).orElseThrow();
    assertTrue(jig.isSolved(full));
    assertEquals(1, brute.count(full.values(), 2));
    Random random = new Random(5);
    int unique = 0;
    for (int t = 0; t < 30; t++) {
      int[] v = full.values();
      for (int c = 0; c < 81; c++) {
        if (random.nextInt(100) < 62) {
          v[c] = 0;
        }
      }
      Grid puzzle = Grid.of(Shape.NINE, v);
      long count = solver.count(puzzle, 50);
      assertEquals(brute.count(v, 50), count, puzzle.toLine());
      unique += count == 1 ? 1 : 0;
    }
    assertTrue(unique > 0, "some of the sampled puzzles are unique");
    assertThrows(IllegalArgumentException.class, () -> solver.solve(Grid.empty(Shape.forSide(4))));
  }

  @Test
  void jigsawByHand() {
    // Pieces A (r1c1-r1c3, r2c2), B (r1c4, r2c3, r2c4, r3c4), C (r2c1, r3c1, r3c2, r4c1) and
    // D (r3c3, r4c2-r4c4); the solution checked by hand: each row, column and piece holds 1-4.
    Regions jig = Regions.jigsaw(Shape.forSide(4), "AAAB CABB CCDB CDDD");
    Grid solution = Sudoku.parse("1234" + "3412" + "2143" + "4321");
    assertTrue(jig.isSolved(solution));
    assertEquals(List.of("4 appears twice in region 1: r1c3 and r2c2"), jig.conflicts(
        Sudoku.parse("..4." + ".4.." + "...." + "....")).stream().map(Conflict::message).toList());
    Answer a = Sudoku.solver(jig).solve(Sudoku.parse("12.." + "3..." + "...." + "..2."));
    assertEquals(Verdict.UNIQUE, a.verdict());
    assertEquals(solution, a.solution());
    assertEquals(96, Sudoku.solver(jig).count(Grid.empty(Shape.forSide(4))));
  }

  @Test
  void jigsawMapErrors() {
    assertEquals("region map has 80 cells; a 9x9 (3x3 boxes) grid has 81",
        assertThrows(IllegalArgumentException.class,
            () -> Regions.jigsaw(Shape.NINE, JIGSAW_MAP.substring(1))).getMessage());
    assertEquals("region 'A' of the map has 10 cells; each region needs 9",
        assertThrows(IllegalArgumentException.class,
            () -> Regions.jigsaw(Shape.NINE, JIGSAW_MAP.replaceFirst("D", "A"))).getMessage());
  }

  @Test
  void aJigsawIsDrawnWithItsPiecesAndReadsBack() {
    Regions jig = Regions.jigsaw(Shape.NINE, JIGSAW_MAP);
    assertEquals(JIGSAW_MAP.replace(" ", ""), jig.blockMap());
    Grid solution = Sudoku.solver(jig).solve(Grid.empty(Shape.NINE)).solution();
    String drawn = jig.draw(solution);
    List<String> lines = drawn.lines().toList();
    assertEquals(19, lines.size(), drawn);
    // Row 1 (AAAABBCCC): walls after the 4th and 6th cells and at both edges only.
    assertEquals("|", lines.get(1).substring(0, 1));
    String row = lines.get(1);
    for (int c = 1; c < 9; c++) {
      char wall = row.charAt(4 * c);
      assertEquals(c == 4 || c == 6 ? '|' : ' ', wall, "after cell " + c + ": " + row);
    }
    // Between rows 1 and 2, only cell r1c4 changes piece (A above B): one wall segment.
    assertEquals("+---+---+---+---+---+---+---+---+---+", lines.get(0));
    assertEquals(1, lines.get(2).split("---", -1).length - 1, lines.get(2));
    List<Grid> back = new ArrayList<>();
    Sudoku.reader(new java.io.StringReader(drawn), Shape.NINE)
        .forEachRemaining(e -> back.add(e.gridOrThrow()));
    assertEquals(List.of(solution), back, "the drawing reads back as the grid");
    Regions std = Regions.standard(Shape.NINE);
    assertEquals(solution.toPretty(), std.draw(solution), "classic rules keep the boxed drawing");
    assertEquals(solution.toPretty(), Regions.x(Shape.NINE).draw(solution));
  }
}
