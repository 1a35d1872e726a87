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
 * does not: a grid with every candidate in every cell, where no pattern exists.
 */
class LadderTest {
  private static final Board.Geometry G =
      new Board.Geometry(new Houses(Regions.standard(Shape.NINE)));

  /** A grid with no value and every candidate everywhere. */
  private static Board full() {
    int[] marks = new int[81];
    java.util.Arrays.fill(marks, 0x1FF);
    return new Board(G, new int[81], marks);
  }

  /** Cell of row r, column c (1-based). */
  private static int rc(int r, int c) {
    return (r - 1) * 9 + c - 1;
  }

  private static int[] row(int r) {
    int[] x = new int[9];
    for (int c = 1; c <= 9; c++) {
      x[c - 1] = rc(r, c);
    }
    return x;
  }

  private static int[] col(int c) {
    int[] x = new int[9];
    for (int r = 1; r <= 9; r++) {
      x[r - 1] = rc(r, c);
    }
    return x;
  }

  private static int[] box(int b) {
    int[] x = new int[9];
    int r0 = (b - 1) / 3 * 3 + 1;
    int c0 = (b - 1) % 3 * 3 + 1;
    for (int i = 0; i < 9; i++) {
      x[i] = rc(r0 + i / 3, c0 + i % 3);
    }
    return x;
  }

  /** Removes v from every cell of {@code house} but {@code keep}. */
  private static void only(Board b, int v, int[] house, int... keep) {
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

  private static void set(Board b, int cell, String digits) {
    int m = 0;
    for (char ch : digits.toCharArray()) {
      m |= Board.bit(ch - '0');
    }
    b.cand[cell] = m;
  }

  /** The eliminations as "v@rXcY" strings, sorted. */
  private static List<String> removed(Step s) {
    List<String> out = new ArrayList<>();
    for (Step.Candidate e : s.eliminations()) {
      out.add(e.value() + "@" + dev.exactcover.sudoku.Grid.cellName(e.cell(), 9));
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
    assertEquals(list("3@r1c4", "3@r1c5", "3@r1c6", "3@r1c7", "3@r1c8", "3@r1c9"), removed(s));
    assertNull(Intersections.find(b, true), "no hidden single follows");
    only(b, 3, box(2), rc(1, 4), rc(2, 4));
    s = Intersections.find(b, true);
    check(s, "Direct Pointing", 1.7);
    assertEquals(rc(2, 4), s.cell());
    assertEquals(3, s.value());
    b = full();
    only(b, 3, row(1), rc(1, 1), rc(1, 2));
    s = Intersections.find(b, false);
    check(s, "Claiming", 2.8);
    assertEquals(6, s.eliminations().size());
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
    assertEquals(14, s.eliminations().size(), "1 and 2 from the 7 other cells of box 1");
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, 2), "23");
    set(b, rc(1, 3), "13");
    check(Subsets.naked(b, 3), "Naked Triplet", 3.6);
    assertNull(Subsets.naked(b, 2));
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, 4), "23");
    set(b, rc(1, 7), "34");
    set(b, rc(1, 9), "14");
    Step q = Subsets.naked(b, 4);
    check(q, "Naked Quad", 5.0);
    assertEquals(20, q.eliminations().size(), "1 to 4 from the 5 other cells of row 1");
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
    assertEquals(14, s.eliminations().size(), "3 to 9 from both cells");
    assertNull(Subsets.hidden(b, 2, true), "no single follows");
    only(b, 9, row(1), rc(1, 1), rc(1, 5), rc(1, 9));
    s = Subsets.hidden(b, 2, true);
    check(s, "Direct Hidden Pair", 2.0);
    assertEquals(rc(1, 9), s.cell());
    assertEquals(9, s.value());
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
    assertEquals(14, s.eliminations().size(), "5 from 7 other cells of columns 2 and 7");
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
    assertEquals(list("3@r1c2", "3@r1c3"), removed(s));
  }

  @Test
  void uniqueRectangles() {
    Board b = full();
    assertNull(Uniqueness.rectangle(b));
    set(b, rc(1, 1), "12");
    set(b, rc(1, 4), "12");
    set(b, rc(2, 1), "12");
    set(b, rc(2, 4), "125");
    Step s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 1", 4.5);
    assertEquals(list("1@r2c4", "2@r2c4"), removed(s));
    set(b, rc(2, 1), "125");
    s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 2", 4.6);
    assertEquals(7, s.eliminations().size(), "5 from the other cells of row 2");
    b = full();
    set(b, rc(1, 1), "12");
    set(b, rc(1, 4), "12");
    set(b, rc(2, 1), "1256");
    set(b, rc(2, 4), "127");
    only(b, 1, row(2), rc(2, 1), rc(2, 4));
    s = Uniqueness.rectangle(b);
    check(s, "Unique Rectangle type 4", 4.5);
    assertEquals(list("2@r2c1", "2@r2c4"), removed(s));
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
    assertNull(Chains.multiple(b, true, true));
    assertNull(Chains.multiple(b, false, false));
    assertNull(Chains.multiple(b, true, false));
  }

  @Test
  void anXWingIsAlsoTheShortestXCycle() {
    Board b = full();
    only(b, 5, row(1), rc(1, 2), rc(1, 7));
    only(b, 5, row(5), rc(5, 2), rc(5, 7));
    Step s = Chains.forcing(b);
    check(s, "Bidirectional X-Cycle", 6.5);
    assertEquals(14, s.eliminations().size(), "5 from 7 other cells of columns 2 and 7");
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
      assertEquals(tenths[i], Chains.lengthTenths(complexity[i]), "complexity " + complexity[i]);
    }
  }
}
