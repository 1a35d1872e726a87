package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.internal.Houses;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each technique of the rating ladder on a position built by hand where it applies (what it
 * removes and places checked cell by cell, its rating Sudoku Explainer's) and on one where it
 * does not: a grid with every candidate in every cell, where no pattern exists. The same cases
 * run at 9x9 ({@link LadderTest}) and at 16x16 ({@link LadderSixteenTest}), the positions and
 * counts following the side.
 */
abstract class LadderCases {
  /** The side, and the box's rows and columns. */
  final int n;
  final int bc;
  private final Board.Geometry g;

  LadderCases(int side) {
    Shape shape = Shape.forSide(side);
    this.n = side;
    this.bc = shape.boxCols();
    this.g = new Board.Geometry(new Houses(Regions.standard(shape)));
  }

  /** A grid with no value and every candidate everywhere. */
  Board full() {
    int[] marks = new int[n * n];
    java.util.Arrays.fill(marks, (1 << n) - 1);
    return new Board(g, new int[n * n], marks);
  }

  /** Cell of row r, column c (1-based). */
  int rc(int r, int c) {
    return (r - 1) * n + c - 1;
  }

  int[] row(int r) {
    int[] x = new int[n];
    for (int c = 1; c <= n; c++) {
      x[c - 1] = rc(r, c);
    }
    return x;
  }

  int[] col(int c) {
    int[] x = new int[n];
    for (int r = 1; r <= n; r++) {
      x[r - 1] = rc(r, c);
    }
    return x;
  }

  int[] box(int b) {
    int br = n / bc;
    int[] x = new int[n];
    int r0 = (b - 1) / (n / bc) * br + 1;
    int c0 = (b - 1) % (n / bc) * bc + 1;
    for (int i = 0; i < n; i++) {
      x[i] = rc(r0 + i / bc, c0 + i % bc);
    }
    return x;
  }

  /** Removes v from every cell of {@code house} but {@code keep}. */
  private void only(Board b, int v, int[] house, int... keep) {
    for (int c : house) {
      if (!contains(keep, c)) {
        b.cand[c] &= ~Board.bit(v);
      }
    }
  }

  private static boolean contains(int[] a, int x) {
    for (int y : a) {
      if (y == x) {
        return true;
      }
    }
    return false;
  }

  private static void set(Board b, int cell, String digits) { // digits 1-9 only
    int m = 0;
    for (char ch : digits.toCharArray()) {
      m |= Board.bit(ch - '0');
    }
    b.cand[cell] = m;
  }

  /** The eliminations as "v@rXcY" strings, sorted. */
  private List<String> removed(Step s) {
    List<String> out = new ArrayList<>();
    for (Step.Candidate e : s.eliminations()) {
      out.add(e.value() + "@" + dev.exactcover.sudoku.Grid.cellName(e.cell(), n));
    }
    java.util.Collections.sort(out);
    return out;
  }

  private static List<String> list(String... s) {
    List<String> out = new ArrayList<>(List.of(s));
    java.util.Collections.sort(out);
    return out;
  }

  private static void check(Step s, String name, double rating) {
    assertNotNull(s, name + " not found");
    assertEquals(name, s.technique(), s.text());
    assertEquals(rating, s.rating(), 1e-9, s.text());
  }

  @Test
  void hiddenSingles() {
    Board b = full();
    assertNull(Singles.hidden(b));
    only(b, 5, box(1), rc(2, 2));
    Step s = Singles.hidden(b);
    check(s, "Hidden Single", 1.2);
    assertEquals(rc(2, 2), s.cell());
    assertEquals(5, s.value());
    b = full();
    only(b, 5, row(4), rc(4, 7));
    s = Singles.hidden(b);
    check(s, "Hidden Single", 1.5);
    assertEquals(rc(4, 7), s.cell());
  }

  @Test
  void nakedSingle() {
    Board b = full();
    assertNull(Singles.naked(b));
    set(b, rc(5, 5), "7");
    Step s = Singles.naked(b);
    check(s, "Naked Single", 2.3);
    assertEquals(rc(5, 5), s.cell());
    assertEquals(7, s.value());
  }

  @Test
  void pointingAndClaiming() {
    Board b = full();
    assertNull(Intersections.find(b, false));
    assertNull(Intersections.find(b, true));
    only(b, 3, box(1), rc(1, 1), rc(1, 2));
    Step s = Intersections.find(b, false);
    check(s, "Pointing", 2.6);
    List<String> rest = new ArrayList<>();
    for (int c = bc + 1; c <= n; c++) {
      rest.add("3@r1c" + c);
    }
    assertEquals(list(rest.toArray(new String[0])), removed(s));
    assertNull(Intersections.find(b, true), "no hidden single follows");
    only(b, 3, box(2), rc(1, bc + 1), rc(2, bc + 1));
    s = Intersections.find(b, true);
    check(s, "Direct Pointing", 1.7);
    assertEquals(rc(2, bc + 1), s.cell());
    assertEquals(3, s.value());
    assertEquals(List.of(), removed(s), "a direct step only places its single, as in SE");
    b = full();
    only(b, 3, row(1), rc(1, 1), rc(1, 2));
    s = Intersections.find(b, false);
    check(s, "Claiming", 2.8);
    assertEquals(n - bc, s.eliminations().size());
  }

  @Test
  void nakedSubsets() {
    Board b = full();
    for (int k = 2; k <= 4; k++) {
      assertNull(Subsets.naked(b, k));
    }
    set(b, rc(1, 1), "12");
    set(b, rc(1, 2), "12");
    Step s = Subsets.naked(b, 2);
    check(s, "Naked Pair", 3.0);
    assertEquals(2 * (n - 2), s.eliminations().size(), "1 and 2 from the other cells of box 1");
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, 2), "23");
    set(b, rc(1, 3), "13");
    check(Subsets.naked(b, 3), "Naked Triplet", 3.6);
    assertNull(Subsets.naked(b, 2));
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, 1 + bc), "23");
    set(b, rc(1, 1 + 2 * bc), "34");
    set(b, rc(1, n), "14");
    Step q = Subsets.naked(b, 4);
    check(q, "Naked Quad", 5.0);
    assertEquals(4 * (n - 4), q.eliminations().size(), "1 to 4 from the other cells of row 1");
  }

  @Test
  void hiddenSubsets() {
    Board b = full();
    for (int k = 2; k <= 4; k++) {
      assertNull(Subsets.hidden(b, k, false));
    }
    only(b, 1, row(1), rc(1, 1), rc(1, 5));
    only(b, 2, row(1), rc(1, 1), rc(1, 5));
    Step s = Subsets.hidden(b, 2, false);
    check(s, "Hidden Pair", 3.4);
    assertEquals(2 * (n - 2), s.eliminations().size(), "the other values from both cells");
    assertNull(Subsets.hidden(b, 2, true), "no single follows");
    only(b, 9, row(1), rc(1, 1), rc(1, 5), rc(1, n));
    s = Subsets.hidden(b, 2, true);
    check(s, "Direct Hidden Pair", 2.0);
    assertEquals(rc(1, n), s.cell());
    assertEquals(9, s.value());
    assertEquals(List.of(), removed(s), "the pair keeps its other candidates, as in SE");
    b = full();
    for (int v = 1; v <= 3; v++) {
      only(b, v, col(4), rc(2, 4), rc(5, 4), rc(8, 4));
    }
    check(Subsets.hidden(b, 3, false), "Hidden Triplet", 4.0);
    b = full();
    for (int v = 1; v <= 4; v++) {
      only(b, v, col(4), rc(1, 4), rc(2, 4), rc(5, 4), rc(8, 4));
    }
    check(Subsets.hidden(b, 4, false), "Hidden Quad", 5.4);
  }

  @Test
  void fish() {
    Board b = full();
    for (int k = 2; k <= 4; k++) {
      assertNull(Fish.find(b, k));
    }
    only(b, 5, row(1), rc(1, 2), rc(1, 7));
    only(b, 5, row(5), rc(5, 2), rc(5, 7));
    Step s = Fish.find(b, 2);
    check(s, "X-Wing", 3.2);
    assertEquals(2 * (n - 2), s.eliminations().size(), "5 from the other cells of columns 2, 7");
    b = full();
    only(b, 5, row(1), rc(1, 2), rc(1, 5));
    only(b, 5, row(5), rc(5, 5), rc(5, 8));
    only(b, 5, row(9), rc(9, 2), rc(9, 8));
    assertNull(Fish.find(b, 2));
    check(Fish.find(b, 3), "Swordfish", 3.8);
    b = full();
    only(b, 5, row(1), rc(1, 1), rc(1, 3));
    only(b, 5, row(3), rc(3, 3), rc(3, 5));
    only(b, 5, row(5), rc(5, 5), rc(5, 7));
    only(b, 5, row(7), rc(7, 7), rc(7, 1));
    assertNull(Fish.find(b, 3));
    check(Fish.find(b, 4), "Jellyfish", 5.2);
  }

  @Test
  void wings() {
    Board b = full();
    assertNull(Wings.find(b, false));
    assertNull(Wings.find(b, true));
    set(b, rc(1, 1), "12");
    set(b, rc(1, 5), "13");
    set(b, rc(5, 1), "23");
    Step s = Wings.find(b, false);
    check(s, "XY-Wing", 4.2);
    assertEquals(list("3@r5c5"), removed(s));
    b = full();
    set(b, rc(1, 1), "123");
    set(b, rc(1, 5), "13");
    set(b, rc(2, 2), "23");
    assertNull(Wings.find(b, false));
    s = Wings.find(b, true);
    check(s, "XYZ-Wing", 4.4);
    List<String> box = new ArrayList<>();
    for (int c = 2; c <= bc; c++) {
      box.add("3@r1c" + c);
    }
    assertEquals(list(box.toArray(new String[0])), removed(s));
  }

  @Test
  void uniqueRectangles() {
    Board b = full();
    assertNull(Uniqueness.rectangle(b));
    int c4 = bc + 1; // the first column of box 2
    set(b, rc(1, 1), "12");
    set(b, rc(1, c4), "12");
    set(b, rc(2, 1), "12");
    set(b, rc(2, c4), "125");
    Step s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 1", 4.5);
    assertEquals(list("1@r2c" + c4, "2@r2c" + c4), removed(s));
    set(b, rc(2, 1), "125");
    s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 2", 4.6);
    assertEquals(n - 2, s.eliminations().size(), "5 from the other cells of row 2");
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, c4), "12");
    set(b, rc(2, 1), "1256");
    set(b, rc(2, c4), "127");
    only(b, 1, row(2), rc(2, 1), rc(2, c4));
    s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 4", 4.5);
    assertEquals(list("2@r2c1", "2@r2c" + c4), removed(s));
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, c4), "12");
    set(b, rc(2, 1), "125");
    set(b, rc(2, c4), "126");
    assertNull(Uniqueness.rectangle(b), "5 and 6 are no subset yet");
    set(b, rc(2, n), "56");
    s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 3", 4.6);
    assertEquals(2 * (n - 3), s.eliminations().size(), "5 and 6 from the rest of row 2");
    set(b, rc(2, n), "567");
    set(b, rc(2, n - 1), "67");
    s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 3", 4.7); // a triplet: 5, 6, 7
    assertEquals(3 * (n - 4), s.eliminations().size(), "5, 6 and 7 from the rest of row 2");
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, 2), "12");
    set(b, rc(2, 1), "12");
    set(b, rc(2, 2), "125");
    assertNull(Uniqueness.rectangle(b), "four corners in one box are no rectangle");
  }

  @Test
  void bugNeedsEveryOtherCellBivalue() {
    assertNull(Uniqueness.bug(full()));
  }

  @Test
  void chainsNeedLinks() {
    Board b = full();
    assertNull(Chains.forcing(b));
    if (n > 9) {
      return; // the multiple chains on an open 16x16 board: seconds, for nothing more
    }
    assertNull(MultipleChains.multiple(b, true, true));
    assertNull(MultipleChains.multiple(b, false, false));
    assertNull(MultipleChains.multiple(b, true, false));
  }

  @Test
  void anXWingIsAlsoTheShortestXCycle() {
    Board b = full();
    only(b, 5, row(1), rc(1, 2), rc(1, 7));
    only(b, 5, row(5), rc(5, 2), rc(5, 7));
    Step s = Chains.forcing(b);
    check(s, "Bidirectional X-Cycle", 6.5);
    assertEquals(2 * (n - 2), s.eliminations().size(), "5 from the other cells of columns 2, 7");
  }

  @Test
  void aSkyscraperIsATurbotFish() {
    // 5 twice in rows 1 and 5, in column 2 for both, in columns 7 and 8 for the others: one of
    // r1c7, r5c8 holds 5, so 5 leaves the cells seeing both (r2c8, r3c8, r4c7, r6c7 and box
    // neighbours)
    Board b = full();
    only(b, 5, row(1), rc(1, 2), rc(1, 7));
    only(b, 5, row(5), rc(5, 2), rc(5, 8));
    Step s = Chains.forcing(b);
    check(s, "Turbot Fish", 6.6);
    assertEquals(0, s.value(), s.text());
    assertTrue(s.eliminations().stream().allMatch(e -> e.value() == 5), s.text());
  }

  @Test
  void lengthIncrementsFollowSudokuExplainersThresholds() {
    // 0.1 more above 4, 6, 8, 12, 16, 24, 32, 48 nodes (complexity minus 2)
    int[] complexity = {6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51};
    int[] tenths = {0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8};
    for (int i = 0; i < complexity.length; i++) {
      assertEquals(tenths[i], Implications.lengthTenths(complexity[i]), "complexity " + complexity[i]);
    }
  }
}
