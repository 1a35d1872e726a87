package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A one-column CSV file whose fields are quoted as RFC 4180 allows ({@code "4.....8.5..."}) reads
 * as its puzzles, as a two-column one does; a bad symbol inside the quotes is named at its own
 * column.
 */
class QuotedColumnTest {
  private static final String P =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

  @Test
  void aQuotedOneColumnCsvReadsAsItsPuzzles() {
    List<PuzzleEntry> e = HonestReadingTest.readText("\"puzzle\"\n\"" + P + "\"\r\n\"" + P
        + "\"\n");
    assertEquals(2, e.size());
    for (PuzzleEntry x : e) {
      assertEquals(P, x.gridOrThrow().toLine());
    }
    assertEquals(2, e.get(0).line());
  }

  @Test
  void aBadSymbolInsideTheQuotesIsNamedAtItsColumn() {
    String bad = P.substring(0, 10) + "x" + P.substring(11);
    List<PuzzleEntry> e = HonestReadingTest.readText("puzzle\n\"" + bad + "\"\n");
    assertEquals(1, e.size());
    assertFalse(e.get(0).isValid());
    assertEquals("2:12: unknown symbol 'x' (9x9 (3x3 boxes) uses 1-9, and . or 0 for a blank)",
        e.get(0).error().getMessage());
  }

  @Test
  void aQuotedFieldWithAQuoteInsideIsNotAPuzzle() {
    List<PuzzleEntry> e = HonestReadingTest.readText("\"4.\"\"" + P.substring(4) + "\"\n");
    assertEquals(1, e.size());
    assertFalse(e.get(0).isValid());
  }
}
