package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Inputs as people have them: CSV fields quoted as RFC 4180 says, JSON strings with escapes, a
 * jigsaw drawn with its walls, a line of words where a puzzle was expected.
 */
class WhatPeopleHaveTest {
  static final String P = FormatsTest.P;

  private static PuzzleEntry one(String text) {
    List<PuzzleEntry> all = HonestReadingTest.readText(text);
    assertEquals(1, all.size(), text);
    return all.get(0);
  }

  private static String digits() {
    return P.replace('.', '0');
  }

  @Test
  void quotedCsvFields() {
    // Each value in quotes, as spreadsheets export.
    StringBuilder each = new StringBuilder();
    for (char c : digits().toCharArray()) {
      each.append(each.length() == 0 ? "" : ",").append('"').append(c).append('"');
    }
    assertEquals(P, one(each + "\n").grid().toLine());
    // A whole row of values in one quoted field, its commas inside the quotes.
    String row = String.join(",", digits().split(""));
    assertEquals(P, one("\"" + row + "\"\n").grid().toLine());
    // A column before the puzzle whose quoted text holds the delimiter.
    List<PuzzleEntry> rows = HonestReadingTest.readText("note,puzzle,source\n\"a, b\",\"" + P
        + "\",x\n\"say \"\"hi\"\", c\"," + P + ",\"d,e\"\n");
    assertEquals(2, rows.size());
    assertEquals(P, rows.get(0).grid().toLine());
    assertEquals(P, rows.get(1).grid().toLine());
    assertEquals(3, rows.get(1).line());
  }

  @Test
  void csvRulesColumnsAreRead() {
    PuzzleEntry e = one("puzzle,rules,regions\n" + P + ",X,\n");
    assertEquals(Regions.x(Shape.NINE), e.rules());
    String map = "aaabbb aacbbb accddd cccddd eeefff eeefff";
    PuzzleEntry j = one("puzzle;rules;regions\n" + ".".repeat(36) + ";jigsaw;" + map + "\n");
    assertEquals(Regions.jigsaw(Shape.forSide(6), map), j.rules());
    PuzzleEntry bad = one("puzzle,rules,regions\n" + P + ",jigsaw,AAAB\n");
    assertNull(bad.grid());
    assertTrue(bad.error().getMessage().startsWith("2:"), bad.error().getMessage());
  }

  @Test
  void jsonEscapesAreRead() {
    String escaped = "\\u0034" + P.substring(1); // the first given, 4, as a JSON escape
    assertEquals(P, one("{\"puzzle\":\"" + escaped + "\"}\n").grid().toLine());
    assertEquals(P, one("{\"puzzle\":\"" + P.substring(0, 80) + "\\u002e\"}\n").grid().toLine());
    // A symbol that is not one is named at its column in the line, escape and all.
    PuzzleEntry bad = one("{\"puzzle\":\"\\u0034\\u0078" + P.substring(2) + "\"}\n");
    assertNull(bad.grid());
    assertEquals(18, bad.error().column(), bad.error().getMessage());
    // A 2-D array of strings.
    StringBuilder grid = new StringBuilder("[\n");
    for (int r = 0; r < 9; r++) {
      grid.append(" [");
      for (int c = 0; c < 9; c++) {
        char ch = digits().charAt(r * 9 + c);
        grid.append(c == 0 ? "" : ",").append("\"\\u003").append(ch).append('"');
      }
      grid.append(r < 8 ? "],\n" : "]\n");
    }
    assertEquals(P, one(grid + "]\n").grid().toLine());
  }

  @Test
  void wordsAreNotNoPuzzles() {
    PuzzleEntry e = one("hello world\n");
    assertNull(e.grid());
    assertEquals(1, e.line());
    assertTrue(e.error().getMessage().contains("'hello world' is not a puzzle")
        && e.error().getMessage().contains("expected"), e.error().getMessage());
    assertEquals(0, HonestReadingTest.readText("puzzle,solution\n").size(), "a header alone");
    assertEquals(0, HonestReadingTest.readText("# nothing\n\n").size());
    assertEquals(List.of(true), HonestReadingTest.readText("Sudoku puzzles\n" + P + "\n")
        .stream().map(PuzzleEntry::isValid).toList(), "a title above a puzzle is skipped");
  }

  @Test
  void aDrawnJigsawReadsBackItsPieces() {
    Regions jigsaw = Regions.jigsaw(Shape.forSide(6), "aaabbb aacbbb accddd cccddd eeefff "
        + "eeefff");
    var grid = Sudoku.parse("1.....".repeat(6), Shape.forSide(6));
    PuzzleEntry e = one(jigsaw.draw(grid));
    assertEquals(grid, e.grid());
    assertEquals(jigsaw, e.rules());
    PuzzleEntry x = one("# rules: X\n" + jigsaw.draw(grid));
    assertEquals(jigsaw.withDiagonals(), x.rules());
    PuzzleEntry boxes = one(Regions.standard(Shape.NINE).draw(Sudoku.parse(P)));
    assertNull(boxes.rules(), "a boxed drawing says nothing of rules");
    assertNotNull(one("# rules: X\n" + Sudoku.parse(P).toPretty()).rules());
  }
}
