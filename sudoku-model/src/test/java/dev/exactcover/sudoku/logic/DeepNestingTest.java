package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.internal.Houses;
import dev.exactcover.sudoku.logic.Implications.Prop;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * SE's deepest nested forcing chains, level 4 "(+ Dynamic Forcing Chains)" (10.5 and up), whose
 * propagations ask the dynamic forcing chains what each grid they reach allows, against Sudoku
 * Explainer 1.2.1.3 itself. The oracle is SE's list of every step of that rule on one grid
 * (built from SE's source, its {@code Chaining} rule of level 4 run on the grid below and its
 * steps printed as SE sorts them: rating, complexity, kind; steps with the same eliminations
 * listed once, the first kept, as SE's hint set keeps them).
 */
@Tag("full") // about a minute on a loaded machine
class DeepNestingTest {
  /**
   * The grid after the first step of the 7th puzzle of the forum sample
   * ({@link ForumHardestSampleTest}): a filled cell is {@code =v}, an empty one its candidates,
   * row by row.
   */
  static final String AFTER_1 = "=9 =8 1234 =7 =6 1345 12345 1345 235 =7 =5 1234 249"
      + " 12349 =8 =6 1349 239 123 124"
      + " =6 2459 12349 13459 123457 134578 235789 =4 1279 1289 =3 189 159 257 =6 2578"
      + " 12368 126 =5 468 =7 146 =9 348 238 368 679 389 45689 489 =2 3457 34578 =1 12568"
      + " =3 1289 2689 289 679 157 1579 =4 126 12469 =7 2469 =5 3469 =8 139 369 568 469"
      + " 489 =1 3489 34679 357 =2 35679";

  /**
   * SE's first 30 steps of level 4 on {@link #AFTER_1}, as SE printed them (its cell names
   * turned into ours: SE's {@code G3} is r3c7): rating, complexity, kind, eliminations.
   */
  static final List<String> SE_LEVEL_4 = List.of(
      "11.4 67 Contradiction r3c7 2", "11.4 70 Double r3c2 1", "11.4 70 Contradiction r3c8 3",
      "11.4 72 Region r7c3 1", "11.4 72 Contradiction r3c9 9", "11.4 73 Double r3c9 2",
      "11.4 80 Contradiction r2c4 9", "11.4 85 Region r2c5 9", "11.5 104 Contradiction r3c8 4",
      "11.6 139 Contradiction r3c9 5", "11.6 140 Double r9c5 4", "11.6 142 Contradiction r3c7 4",
      "11.6 143 Cell r3c8 5", "11.6 154 Cell r3c8 1", "11.6 163 Contradiction r1c7 1",
      "11.6 171 Contradiction r1c7 3", "11.6 179 Contradiction r3c9 3",
      "11.7 200 Contradiction r3c7 5", "11.7 210 Region r7c1 2", "11.7 212 Region r1c6 4",
      "11.7 213 Cell r8c4 6", "11.7 231 Double r3c6 4", "11.7 231 Double r9c6 4",
      "11.7 235 Region r2c3 4", "11.7 240 Cell r5c1 2", "11.7 251 Cell r8c2 4",
      "11.7 251 Cell r4c2 2", "11.7 253 Region r6c4 4", "11.8 269 Region r3c4 4",
      "11.8 286 Cell r4c9 2");

  /**
   * SE's first 40 steps of level 4 on the grid after 85 steps of the same puzzle
   * ({@link EqualStepsTest#AFTER_85}), where the nested rules of level 1 find something at
   * nearly every grid reached.
   */
  static final List<String> SE_LEVEL_4_AFTER_85 = List.of(
      "10.6 7 Region r4c6 9", "10.6 7 Region r6c4 5", "10.6 8 Region r6c4 9",
      "10.7 9 Region r3c6 5", "10.7 9 Region r6c8 3", "10.7 9 Region r3c4 9",
      "10.7 9 Region r4c9 5", "10.7 10 Cell r6c4 8", "10.7 10 Cell r4c9 7",
      "10.7 10 Cell r7c4 9", "10.7 10 Cell r8c9 3", "10.7 10 Cell r8c2 6", "10.7 10 Cell r4c3 9",
      "10.7 10 Cell r8c8 9", "10.7 10 Cell r3c9 3", "10.7 10 Region r4c2 1",
      "10.7 10 Region r4c3 8 9", "10.7 10 Region r1c3 1", "10.7 10 Region r1c9 2",
      "10.7 10 Region r1c8 5", "10.7 10 Region r6c7 3", "10.7 10 Region r6c3 9",
      "10.7 10 Region r4c3 8", "10.7 10 Region r6c2 7", "10.7 10 Region r9c2 9",
      "10.8 11 Contradiction r9c9 6", "10.8 12 Cell r3c7 7", "10.8 12 Region r8c1 1",
      "10.8 12 Region r2c9 9", "10.8 12 Region r3c1 2", "10.8 12 Region r7c3 2",
      "10.8 12 Region r2c8 1", "10.8 13 Region r7c4 8", "10.8 13 Contradiction r8c4 2",
      "10.8 14 Region r2c5 2", "10.9 15 Region r4c5 8", "10.9 15 Region r7c5 9",
      "10.9 15 Contradiction r3c5 1", "10.9 15 Contradiction r7c4 8 9",
      "11.1 27 Contradiction r5c9 8");

  /**
   * The same for level 5, "(+ Dynamic Forcing Chains (+ Forcing Chains))": the same steps as
   * level 4's there, each rated from level 5's base, 11.0.
   */
  static final List<String> SE_LEVEL_5_AFTER_85 = List.of(
      "11.1 7 Region r4c6 9", "11.1 7 Region r6c4 5", "11.1 8 Region r6c4 9",
      "11.2 9 Region r3c6 5", "11.2 9 Region r6c8 3", "11.2 9 Region r3c4 9",
      "11.2 9 Region r4c9 5", "11.2 10 Cell r6c4 8", "11.2 10 Cell r4c9 7",
      "11.2 10 Cell r7c4 9", "11.2 10 Cell r8c9 3", "11.2 10 Cell r8c2 6", "11.2 10 Cell r4c3 9",
      "11.2 10 Cell r8c8 9", "11.2 10 Cell r3c9 3", "11.2 10 Region r4c2 1",
      "11.2 10 Region r4c3 8 9", "11.2 10 Region r1c3 1", "11.2 10 Region r1c9 2",
      "11.2 10 Region r1c8 5", "11.2 10 Region r6c7 3", "11.2 10 Region r6c3 9",
      "11.2 10 Region r4c3 8", "11.2 10 Region r6c2 7", "11.2 10 Region r9c2 9",
      "11.3 11 Contradiction r9c9 6", "11.3 12 Cell r3c7 7", "11.3 12 Region r8c1 1",
      "11.3 12 Region r2c9 9", "11.3 12 Region r3c1 2", "11.3 12 Region r7c3 2",
      "11.3 12 Region r2c8 1", "11.3 13 Region r7c4 8", "11.3 13 Contradiction r8c4 2",
      "11.3 14 Region r2c5 2", "11.4 15 Region r4c5 8", "11.4 15 Region r7c5 9",
      "11.4 15 Contradiction r3c5 1", "11.4 15 Contradiction r7c4 8 9",
      "11.6 27 Contradiction r5c9 8");

  /** The grid after 60 steps of the same puzzle, written as {@link #AFTER_1} is. */
  static final String AFTER_60 = "=9 =8 123 =7 =6 13 =4 15 25 =7"
      + " =5 13 =4 12 =8 =6 139 239 12 =4 =6 59 1239 1359 137"
      + " 78 378 =4 179 189 =3 189 159 =2 =6 578 136 =2 =5 68 =7 16 =9 =4 38 36 679 89 5689"
      + " =4 =2 357 3578 =1 58 =3 29 2689 289 679 157 179 =4 126 169 =7 29 =5 =4 =8 39 369 58"
      + " 69 =4 =1 389 379 357 =2 35679";

  /** SE's first 40 steps of level 4 on {@link #AFTER_60}. */
  static final List<String> SE_LEVEL_4_AFTER_60 = List.of(
      "10.5 4 Region r7c5 2", "10.5 4 Region r9c7 3", "10.5 4 Region r9c9 3",
      "10.7 10 Double r3c6 3", "10.7 10 Double r9c6 3", "10.7 10 Cell r2c9 3",
      "10.8 11 Double r4c2 9", "10.8 11 Double r1c6 1", "10.8 11 Cell r9c6 9",
      "10.8 11 Cell r9c5 9", "10.8 11 Region r9c9 7", "10.8 12 Double r9c5 8 9",
      "10.8 12 Double r3c5 3", "10.8 12 Region r2c8 3", "10.8 13 Double r1c3 3",
      "10.8 13 Region r2c3 1", "10.8 14 Double r9c5 8", "10.9 16 Double r9c1 5",
      "10.9 17 Double r8c9 3", "10.9 17 Double r8c2 6", "10.9 17 Region r3c7 1",
      "10.9 18 Double r7c1 8", "10.9 18 Double r9c9 5", "10.9 18 Cell r8c1 6",
      "10.9 18 Cell r3c6 1", "11.0 19 Double r8c8 9", "11.0 19 Double r6c8 3",
      "11.0 19 Cell r5c1 1", "11.0 19 Region r7c8 9", "11.0 21 Double r7c7 5 7",
      "11.0 21 Double r7c7 5", "11.0 22 Cell r6c2 6", "11.0 22 Region r8c9 9",
      "11.0 23 Double r7c7 7", "11.0 23 Double r7c6 9", "11.0 23 Cell r7c4 9",
      "11.0 24 Double r4c6 1", "11.0 24 Contradiction r4c5 1", "11.0 24 Contradiction r5c6 6",
      "11.0 25 Region r6c8 7");

  @Test
  void everyStepOfLevelFourHalfWayThroughAPuzzleIsSudokuExplainers() {
    List<String> four = steps(board(AFTER_60), 4);
    assertEquals(SE_LEVEL_4_AFTER_60, four.subList(0, Math.min(four.size(),
        SE_LEVEL_4_AFTER_60.size())));
  }

  @Test
  void everyStepOfLevelsFourAndFiveLateInAPuzzleIsSudokuExplainers() {
    Board b = board(EqualStepsTest.AFTER_85);
    List<String> four = steps(b, 4);
    assertEquals(SE_LEVEL_4_AFTER_85, four.subList(0, Math.min(four.size(),
        SE_LEVEL_4_AFTER_85.size())));
    List<String> five = steps(b, 5);
    assertEquals(SE_LEVEL_5_AFTER_85, five.subList(0, Math.min(five.size(),
        SE_LEVEL_5_AFTER_85.size())));
    Step s = MultipleChains.multiple(b, true, false, 5);
    assertEquals("11.1 Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))"
        + " r4c6 9", String.format(Locale.ROOT, "%.1f %s %s", s.rating(), s.technique(),
            eliminations(s)));
  }

  @Test
  void everyStepOfLevelFourIsSudokuExplainers() {
    Board b = board(AFTER_1);
    List<String> ours = steps(b, 4);
    assertEquals(SE_LEVEL_4, ours.subList(0, Math.min(ours.size(), SE_LEVEL_4.size())));
  }

  @Test
  void theLadderTakesSudokuExplainersFirstStepOfLevelFour() {
    Step s = MultipleChains.multiple(board(AFTER_1), true, false, 4);
    assertEquals("11.4 Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains) r3c7 2",
        String.format(Locale.ROOT, "%.1f %s %s", s.rating(), s.technique(),
            eliminations(s)));
  }

  private static String eliminations(Step s) {
    StringBuilder out = new StringBuilder();
    for (Step.Candidate c : s.eliminations()) {
      out.append(out.length() == 0 ? "" : ", ").append(Grid.cellName(c.cell(), 9)).append(' ')
          .append(c.value());
    }
    return out.toString();
  }

  /** Every step of nesting level {@code level} on {@code b}, sorted and listed as SE lists them. */
  static List<String> steps(Board b, int level) {
    record Found(int tenths, int complexity, int kind, String name, String eliminations) {}
    List<Found> found = new ArrayList<>();
    MultipleChains.search(b, true, false, Nested.rules(level), new MultipleChains.Finds() {
      @Override
      public void contradiction(Prop q) {
        add(MultipleChains.complexity(level, () -> Implications.contradictionComplexity(q)), 7,
            "Contradiction", q.start ^ 1);
      }

      @Override
      public void both(Prop on, Prop off, int x) {
        add(MultipleChains.complexity(level, new Prop[] {on, off}, x), 1, "Double", x);
      }

      @Override
      public void all(Prop[] props, int cause, int x) {
        add(MultipleChains.complexity(level, props, x), cause < 0 ? 5 : 6,
            cause < 0 ? "Cell" : "Region", x);
      }

      private void add(int complexity, int kind, String name, int x) {
        int c = b.cellOf(x);
        int v = b.valueOf(x);
        StringBuilder e = new StringBuilder(Grid.cellName(c, b.n));
        int gone = Implications.isOn(x) ? b.cand[c] & ~Board.bit(v) : Board.bit(v);
        for (int m = gone; m != 0; m &= m - 1) {
          e.append(' ').append(Integer.numberOfTrailingZeros(m) + 1);
        }
        found.add(new Found(Nested.base(level) + Implications.lengthTenths(complexity),
            complexity, kind, name, e.toString()));
      }
    });
    found.sort((x, y) -> x.tenths != y.tenths ? Integer.compare(x.tenths, y.tenths)
        : x.complexity != y.complexity ? Integer.compare(x.complexity, y.complexity)
        : Integer.compare(x.kind, y.kind));
    Set<String> seen = new LinkedHashSet<>();
    List<String> out = new ArrayList<>();
    for (Found f : found) {
      if (seen.add(f.eliminations)) {
        out.add(String.format(Locale.ROOT, "%.1f %d %s %s", f.tenths / 10.0, f.complexity,
            f.name, f.eliminations));
      }
    }
    return out;
  }

  /** The board of a grid written as {@link #AFTER_1} is. */
  static Board board(String state) {
    int[][] grid = parse(state);
    return new Board(new Board.Geometry(new Houses(Regions.standard(Shape.NINE))), grid[0],
        grid[1]);
  }

  /**
   * A 9x9 grid written as SE's drivers print it (a filled cell {@code =v}, an empty one its
   * candidates, row by row): its values and its candidates, one bit per value.
   */
  static int[][] parse(String state) {
    String[] cells = state.split(" ");
    assertEquals(81, cells.length);
    int[] values = new int[81];
    int[] marks = new int[81];
    for (int i = 0; i < 81; i++) {
      if (cells[i].startsWith("=")) {
        values[i] = cells[i].charAt(1) - '0';
      } else {
        for (char ch : cells[i].toCharArray()) {
          marks[i] |= 1 << (ch - '1');
        }
      }
    }
    return new int[][] {values, marks};
  }
}
