package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Sudoku;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * No record takes another with it: a stray short line, bytes that are not UTF-8, a
 * byte-order mark, an over-long line each cost at most their own record.
 */
class HonestReadingTest {
  static final String P = FormatsTest.P;

  static List<PuzzleEntry> readBytes(byte[] bytes) {
    List<PuzzleEntry> list = new ArrayList<>();
    PuzzleReader.of(new ByteArrayInputStream(bytes)).forEachRemaining(list::add);
    return list;
  }

  static List<PuzzleEntry> readText(String text) {
    List<PuzzleEntry> list = new ArrayList<>();
    PuzzleReader.of(new StringReader(text)).forEachRemaining(list::add);
    return list;
  }

  @Test
  void aStrayShortLineCostsOneRecord() {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 12; i++) {
      s.append(i == 3 ? "123456789" : P).append('\n'); // a 9-symbol line among puzzles
    }
    List<PuzzleEntry> e = readText(s.toString());
    assertEquals(12, e.size());
    for (int i = 0; i < 12; i++) {
      assertEquals(i + 1, e.get(i).line());
      assertEquals(i != 3, e.get(i).isValid(), "line " + (i + 1));
    }
    assertEquals("4: a grid of 1 row of 9 symbols, cut short by line 5 (read next, as a "
        + "record of its own); a 9x9 (3x3 boxes) grid has 9 rows", e.get(3).error().getMessage());
  }

  @Test
  void aGridCutShortByTheNextGridsLabelLeavesThatGridWhole() {
    String[] rows = Sudoku.parse(P).toPretty().split("\n");
    String grid = String.join("\n", rows) + "\n";
    String cut = String.join("\n", java.util.Arrays.copyOf(rows, 5)) + "\n";
    List<PuzzleEntry> e = readText("Grid 01\n" + cut + "Grid 02\n" + grid);
    assertEquals(2, e.size());
    assertEquals(1, e.get(0).line());
    assertNull(e.get(0).grid());
    assertTrue(e.get(1).isValid(), e.get(1).toString());
    assertEquals(Sudoku.parse(P), e.get(1).grid());
  }

  @Test
  void bytesThatAreNotUtf8CostTheirLineOnly() throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (int i = 0; i < 20_001; i++) {
      if (i == 10_000) {
        b.write(P.substring(0, 5).getBytes(StandardCharsets.US_ASCII));
        b.write(new byte[] {(byte) 0xC3, (byte) 0x28}); // a lead byte without its continuation
        b.write(P.substring(7).getBytes(StandardCharsets.US_ASCII));
      } else {
        b.write(P.getBytes(StandardCharsets.US_ASCII));
      }
      b.write('\n');
    }
    List<PuzzleEntry> e = readBytes(b.toByteArray());
    assertEquals(20_001, e.size());
    assertEquals(20_000, e.stream().filter(PuzzleEntry::isValid).count());
    GridFormatException x = e.get(10_000).error();
    assertEquals(10_001, x.line());
    assertEquals(6, x.column());
    assertEquals("10001:6: not UTF-8 text (byte 0xC3); the line is skipped",
        x.getMessage());
  }

  @Test
  void aByteOrderMarkIsSkippedInEveryFormat() {
    String euler = "Grid 01\n" + String.join("\n", Sudoku.parse(P).toPretty().split("\n")) + "\n";
    for (String text : List.of(P + "\n", "puzzle,solution\n" + P + ",\n",
        "source\tpuzzle\n" + "x\t" + P + "\n", euler,
        Sudoku.parse(P).toPretty())) {
      byte[] body = text.getBytes(StandardCharsets.UTF_8);
      byte[] withMark = new byte[body.length + 3];
      withMark[0] = (byte) 0xEF;
      withMark[1] = (byte) 0xBB;
      withMark[2] = (byte) 0xBF;
      System.arraycopy(body, 0, withMark, 3, body.length);
      List<PuzzleEntry> fromBytes = readBytes(withMark);
      List<PuzzleEntry> fromChars = readText('\uFEFF' + text);
      for (List<PuzzleEntry> e : List.of(fromBytes, fromChars)) {
        assertEquals(1, e.size(), text);
        assertTrue(e.get(0).isValid(), text + ": " + e.get(0).error());
        assertEquals(Sudoku.parse(P), e.get(0).grid());
      }
    }
  }

  @Test
  void anOverlongLineIsRejectedAndReadingGoesOn() {
    String longLine = "1".repeat(Lines.MAX_LINE + 10);
    List<PuzzleEntry> e = readBytes((P + "\n" + longLine + "\n" + P + "\n")
        .getBytes(StandardCharsets.US_ASCII));
    assertEquals(3, e.size());
    assertTrue(e.get(0).isValid() && e.get(2).isValid());
    assertEquals(2, e.get(1).line());
    assertTrue(e.get(1).error().rule().startsWith("the line has 1048586 bytes"),
        e.get(1).error().getMessage());
    assertEquals(3, readText(P + "\n" + longLine + "\n" + P + "\n").size());
  }

  @Test
  void randomBadBytesNeverCostAnotherRecord() throws IOException { // seeded, repeatable
    Random random = new Random(15);
    for (int round = 0; round < 50; round++) {
      int n = 1 + random.nextInt(30);
      int bad = random.nextInt(n);
      ByteArrayOutputStream b = new ByteArrayOutputStream();
      for (int i = 0; i < n; i++) {
        byte[] line = P.getBytes(StandardCharsets.US_ASCII);
        if (i == bad) {
          line[random.nextInt(line.length)] = (byte) (0x80 + random.nextInt(0x40)); // lone
        }
        b.write(line);
        b.write(random.nextBoolean() ? "\n".getBytes() : "\r\n".getBytes());
      }
      List<PuzzleEntry> e = readBytes(b.toByteArray());
      assertEquals(n, e.size());
      for (int i = 0; i < n; i++) {
        assertEquals(i != bad, e.get(i).isValid());
        assertEquals(i + 1, e.get(i).line());
      }
    }
  }
}
