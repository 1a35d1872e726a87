package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A line of 81 digits and dots is read by a short way that skips the tests for the other
 * formats: it must read every line as the general way does. The general way reads the same line
 * with a blank before it (which the short way does not take), so the two are compared line by
 * line on random lines, most of them puzzles, some with a symbol that no 9x9 puzzle has.
 */
class PlainLineTest {
  private static final String SYMBOLS = "123456789.0";
  private static final String ODD = "aAzZ|:,;_-*#{}x ";

  private static List<PuzzleEntry> read(String text, Shape shape) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    List<PuzzleEntry> list = new ArrayList<>();
    (shape == null ? PuzzleReader.of(new ByteArrayInputStream(bytes))
        : PuzzleReader.of(new ByteArrayInputStream(bytes), shape)).forEachRemaining(list::add);
    return list;
  }

  private static String randomLine(Random rnd) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 81; i++) {
      s.append(SYMBOLS.charAt(rnd.nextInt(SYMBOLS.length())));
    }
    if (rnd.nextInt(4) == 0) { // a symbol of another format, or none at all, somewhere
      s.setCharAt(rnd.nextInt(81), ODD.charAt(rnd.nextInt(ODD.length())));
    }
    return s.toString();
  }

  @Test
  void readsEveryLineAsTheGeneralWayDoes() {
    Random rnd = new Random(20261128);
    for (Shape shape : new Shape[] {null, Shape.NINE}) {
      StringBuilder plain = new StringBuilder();
      StringBuilder indented = new StringBuilder();
      List<String> lines = new ArrayList<>();
      for (int k = 0; k < 400; k++) {
        String line = randomLine(rnd);
        lines.add(line);
        plain.append(line).append('\n');
        indented.append(' ').append(line).append('\n');
      }
      List<PuzzleEntry> fast = read(plain.toString(), shape);
      List<PuzzleEntry> general = read(indented.toString(), shape);
      assertEquals(general.size(), fast.size());
      int valid = 0;
      for (int i = 0; i < fast.size(); i++) {
        PuzzleEntry a = fast.get(i);
        PuzzleEntry b = general.get(i);
        String where = "line " + a.line() + ": " + lines.get(i);
        assertEquals(b.line(), a.line(), where);
        assertEquals(b.isValid(), a.isValid(), where);
        assertEquals(b.grid(), a.grid(), where);
        assertEquals(b.rules(), a.rules(), where);
        if (a.isValid()) {
          valid++;
        }
      }
      assertTrue(valid > 200 && valid < 400, valid + " of 400 read as puzzles");
    }
  }

  @Test
  void readsTheValuesBlanksAndRulesOfTheLine() {
    String p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    String zeros = p.replace('.', '0');
    List<PuzzleEntry> e = read("# rules: X\n" + p + "\n" + zeros + "\n", null);
    assertEquals(2, e.size());
    Grid g = e.get(0).grid();
    assertEquals(4, g.get(0));
    assertEquals(0, g.get(1));
    assertEquals(8, g.get(6));
    assertEquals(p, g.toLine());
    assertEquals(g, e.get(1).grid());
    assertEquals(3, e.get(1).line());
    assertEquals("X", e.get(0).rules().name()); // the declared rules still apply
  }

  @Test
  void aLineOfAnotherSideIsNotTakenForNineByNine() {
    List<PuzzleEntry> e = read("1".repeat(81) + "\n", Shape.forSide(4));
    assertEquals(1, e.size());
    assertFalse(e.get(0).isValid()); // 81 cells are not a 4x4 puzzle
  }
}
