package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The calendar puzzle shipped in {@code examples/tilings}: every date of a leap year can be
 * shown (the puzzle's promise), with the date's two cells the only ones uncovered.
 */
class CalendarTest {
  static final int[] DAYS = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

  static Tiling board() throws Exception {
    return Tiling.read(Path.of("..", "examples", "tilings", "calendar.polyomino"),
        Kind.POLYOMINO);
  }

  static Cell month(int m) {
    return Cell.of((m - 1) / 6, (m - 1) % 6);
  }

  static Cell day(int d) {
    return Cell.of(2 + (d - 1) / 7, (d - 1) % 7);
  }

  static void solvable(Tiling board, int m, int d) {
    Tiling t = board.withHoles(List.of(month(m), day(d)));
    List<Arrangement> first = new ArrayList<>();
    t.solve(Equivalence.NONE, a -> !first.add(a));
    assertEquals(1, first.size(), m + "/" + d + " has a solution");
    int covered = first.get(0).placements().stream().mapToInt(p -> p.cells().size()).sum();
    assertEquals(41, covered);
    for (Placement p : first.get(0).placements()) {
      assertTrue(!p.cells().contains(month(m)) && !p.cells().contains(day(d)));
    }
  }

  @Test
  void theBoard() throws Exception {
    Tiling b = board();
    assertEquals(43, b.box().cells().size());
    assertEquals(8, b.pieces().size());
    solvable(b, 3, 14);
    solvable(b, 12, 31);
    solvable(b, 2, 29);
  }

  @Tag("full")
  @Test
  void everyDateOfALeapYear() throws Exception {
    Tiling b = board();
    for (int m = 1; m <= 12; m++) {
      for (int d = 1; d <= DAYS[m - 1]; d++) {
        solvable(b, m, d);
      }
    }
  }
}
