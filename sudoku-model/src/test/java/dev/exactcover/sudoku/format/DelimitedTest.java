package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What people have: spreadsheet exports (values separated by commas or semicolons, a row per
 * line or every cell on one line) and JSON 2-D arrays (0 or null blank) read as the same grid;
 * CSV records of whole puzzles still read as before.
 */
class DelimitedTest {
  private static final String P =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

  /** The rows of P with {@code blank} for a blank and {@code sep} between values. */
  private static String rows(String sep, String blank, String before, String after) {
    StringBuilder s = new StringBuilder();
    for (int r = 0; r < 9; r++) {
      s.append(before);
      for (int c = 0; c < 9; c++) {
        char ch = P.charAt(r * 9 + c);
        s.append(c == 0 ? "" : sep).append(ch == '.' ? blank : String.valueOf(ch));
      }
      s.append(after).append('\n');
    }
    return s.toString();
  }

  private static Grid only(String text) {
    List<PuzzleEntry> e = HonestReadingTest.readText(text);
    assertEquals(1, e.size(), text);
    assertTrue(e.get(0).isValid(), () -> e.get(0).error().getMessage());
    return e.get(0).grid();
  }

  @Test
  void spreadsheetRows() {
    assertEquals(P, only(rows(",", "0", "", "")).toLine());
    assertEquals(P, only(rows(";", "", "", "")).toLine());
    assertEquals(P, only(rows(", ", "", "", ",")).toLine());
  }

  @Test
  void everyCellOnOneLine() {
    String line = P.chars().mapToObj(c -> c == '.' ? "0" : String.valueOf((char) c))
        .collect(Collectors.joining(","));
    assertEquals(P, only(line + "\n").toLine());
  }

  @Test
  void jsonArrays() {
    String pretty = "[\n" + rows(",", "null", "  [", "],").replaceAll("],\n$", "]\n") + "]\n";
    assertEquals(P, only(pretty).toLine());
    String oneLine = "[" + rows(",", "0", "[", "],").replace("\n", "").replaceAll(",$", "")
        + "]";
    assertEquals(P, only(oneLine + "\n").toLine());
  }

  @Test
  void csvRecordsOfWholePuzzlesAreUnchanged() {
    String sol = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
    assertEquals(P, only(P + "," + sol + "\n").toLine());
    assertEquals(P, only("puzzle,solution\n" + P + "," + sol + "\n").toLine());
  }

  @Test
  void aValueTooLargeIsNamed() {
    List<PuzzleEntry> e = HonestReadingTest.readText(rows(",", "0", "", "")
        .replaceFirst("4", "12"));
    assertTrue(e.stream().anyMatch(x -> !x.isValid()), e.toString());
  }
}
