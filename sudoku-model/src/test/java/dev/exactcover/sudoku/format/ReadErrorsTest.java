package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every malformed input gets one entry naming its line, column and the rule broken. */
class ReadErrorsTest {
  static final String P = FormatsTest.P;

  static GridFormatException error(String text) {
    List<PuzzleEntry> e = FormatsTest.read(text);
    assertEquals(1, e.size(), "one entry for " + text);
    assertNull(e.get(0).grid());
    return e.get(0).error();
  }

  @Test
  void wrongLength() {
    GridFormatException e = error("\n" + P.substring(1));
    assertEquals(2, e.line());
    assertEquals("2: 80 cells is neither a 9x9 (3x3 boxes) puzzle on one line (81 cells) "
        + "nor a row of 9", e.getMessage());
    assertEquals("1: 82 cells is neither a 9x9 (3x3 boxes) puzzle on one line (81 cells) "
        + "nor a row of 9", error(P + "1").getMessage());
  }

  @Test
  void unknownSymbol() {
    GridFormatException e = error(P.substring(0, 16) + "x" + P.substring(17));
    assertEquals(1, e.line());
    assertEquals(17, e.column());
    assertEquals("1:17: unknown symbol 'x' (9x9 (3x3 boxes) uses 1-9, and . or 0 "
        + "for a blank)", e.getMessage());
    assertEquals("unknown symbol '\\u0007' (9x9 (3x3 boxes) uses 1-9, and . or 0 for a blank)",
        error("\u0007" + P.substring(1)).rule());
  }

  @Test
  void symbolOutOfRange() {
    GridFormatException e = error(P.substring(0, 4) + "A" + P.substring(5));
    assertEquals(5, e.column());
    assertEquals("symbol 'A' (10) is out of range for 9x9 (3x3 boxes) (1-9)", e.rule());
    assertEquals("symbol '5' (5) is out of range for 4x4 (2x2 boxes) (1-4)",
        error("1.2.5...........").rule());
  }

  @Test
  void rowsOfAMultiLineGrid() {
    String[] rows = Sudoku.parse(P).toPretty().split("\n");
    rows[3] = rows[3].substring(0, 4) + rows[3].substring(6); // drop one symbol from row 3
    GridFormatException e = error(String.join("\n", rows));
    assertEquals(4, e.line());
    assertEquals("4: row 3 has 8 symbols; a row of a 9x9 (3x3 boxes) grid has 9",
        e.getMessage());
    rows = Sudoku.parse(P).toPretty().split("\n");
    rows[2] = rows[2] + " 5";
    e = error(String.join("\n", rows));
    assertEquals("row 2 has more than 9 symbols", e.rule());
    assertEquals(rows[2].length(), e.column());
    rows = Sudoku.parse(P).toPretty().split("\n");
    rows[9] = rows[9].replace('7', 'q');
    e = error(String.join("\n", rows));
    assertEquals(10, e.line());
    assertEquals(rows[9].indexOf('q') + 1, e.column());
  }

  @Test
  void gridCutShort() {
    String text = "Grid 01\n003020600\n900305001\n001806400\n";
    GridFormatException e = error(text);
    assertEquals("4: the grid starting at line 1 has 3 of 9 rows when the input ends",
        e.getMessage());
  }

  @Test
  void oneEntryPerPuzzleLineInOrderErrorsIncluded() {
    String text = P + "\n" + "garbage!\n" + P.replace('.', '0') + "\n" + P.substring(3) + "\n"
        + P + "\n";
    List<PuzzleEntry> e = FormatsTest.read(text);
    assertEquals(List.of(1, 2, 3, 4, 5), e.stream().map(PuzzleEntry::line).toList());
    assertEquals(List.of(true, false, true, false, true),
        e.stream().map(PuzzleEntry::isValid).toList());
  }

  @Test
  void parseOfOneGrid() {
    assertEquals("1: no puzzle in the text",
        assertThrows(GridFormatException.class, () -> Sudoku.parse("# nothing")).getMessage());
    assertEquals("2: more than one puzzle in the text",
        assertThrows(GridFormatException.class, () -> Sudoku.parse(P + "\n" + P)).getMessage());
    assertThrows(GridFormatException.class, () -> Sudoku.parse("12345678"));
  }

  @Test
  void knownShapeRejectsOtherSizes() {
    List<PuzzleEntry> e = new ArrayList<>();
    Sudoku.reader(new StringReader("1.2............4\n"), Shape.NINE).forEachRemaining(e::add);
    assertEquals("1: 16 cells is neither a 9x9 (3x3 boxes) puzzle on one line (81 cells) "
        + "nor a row of 9", e.get(0).error().getMessage());
  }
}
