package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Knuth's {@code .dlx} text: every broken rule is reported with its 1-based line and column; the
 * shared files are read as they are (CRLF, comments, blank lines) and survive a write and a
 * re-read unchanged.
 */
class DlxTextTest {

  @Test
  void unknownItem() {
    assertError("A B\nA Q\n", 2, 3, "unknown item 'Q'");
    assertError("A B | X\nA X:1\nB Y:1\n", 3, 3, "unknown item 'Y'");
  }

  @Test
  void itemTwiceInAnOption() {
    assertError("A B\nA B A\n", 2, 5, "'A' appears twice");
    assertError("A | X\nA X:1  X:2\n", 2, 8, "'X' appears twice");
  }

  @Test
  void colorOnPrimaryItem() {
    assertError("A B | X\nA B:1 X\n", 2, 3, "primary item 'B' cannot have a color");
  }

  @Test
  void invalidColor() {
    assertError("A | X\nA X:\n", 2, 5, "empty color");
    assertError("A | X\nA :1\n", 2, 3, "empty item name");
  }

  @Test
  void barTwiceInTheItemLine() {
    assertError("A | X | Y\nA\n", 1, 7, "'|' appears twice");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = ';', value = {
      "A x:2|B; 3",
      "A 2:x|B; 3",
      "A +2|B; 3",
      "A 1:+2|B; 3",
      "A \u0662|B; 3",
      "A 1:\u0663|B; 3",
      "A 2:|B; 3",
      "A 1:2:3|B; 3",
      "A 1000000001|B; 3",
      "A 99999999999999999999|B; 3",
      "A 3:2|B; 3",
      "A 0|B; 3",
      "A 0:0|B; 3",
      "A B -1:2|C; 5",
  })
  void badBounds(String itemLine, int column) {
    DlxFormatException e = error(itemLine + "\nA\n");
    assertEquals(1, e.line());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.rule().contains("bounds"), e.rule());
  }

  @Test
  void boundsOnSecondaryItem() {
    assertError("A | 2|X\nA X\n", 1, 5, "secondary item 'X' cannot have bounds");
  }

  @Test
  void duplicateItemName() {
    assertError("A B A\n", 1, 5, "duplicate item 'A'");
    assertError("A B | X B\n", 1, 9, "duplicate item 'B'");
  }

  @Test
  void invalidItemName() {
    assertError("A 2|\n", 1, 5, "empty item name");
    assertError("A 2|B|C\n", 1, 5, "invalid item name 'B|C'");
    assertError("A B:C\n", 1, 3, "invalid item name 'B:C'");
  }

  @Test
  void noItemsAtAll() {
    assertError("", 1, 1, "no items");
    assertError("\n\n", 2, 1, "no items");
    assertError("| only a comment\n   \n| and another\n", 3, 1, "no items");
  }

  /**
   * A line whose first non-blank character is {@code |} is a comment, even before the items (as
   * in Knuth's programs), so an item line cannot start with {@code |}: a would-be item line with
   * no primary item is a comment, and what follows is read as the item line.
   */
  @Test
  void noPrimaryItems() {
    assertError("| X Y\n", 1, 1, "no items");
    assertError(" | X Y\nX:0 Y\n", 2, 1, "invalid item name 'X:0'");
  }

  @Test
  void errorMessageNamesThePosition() {
    DlxFormatException e = error("| comment\nA B\n\nA Q\n");
    assertEquals(4, e.line());
    assertEquals(3, e.column());
    assertEquals("4:3: " + e.rule(), e.getMessage());
  }

  @Test
  void crlfAndLeadingBlankAndCommentLinesAreAccepted() throws Exception {
    String text = "\r\n   \r\n| Knuth's toy problem\r\n\t| indented comment\r\n"
        + "A B C D E F G\r\nC E F\r\nA D G\r\n| a comment among the options\r\nB C F\r\n"
        + "A D\r\n\r\nB G\r\nD E G\r\n\r\n";
    Problem p = ExactCover.parse(text);
    assertEquals(7, p.itemCount());
    assertEquals("G", p.itemName(6));
    assertEquals(6, p.optionCount());
    assertEquals("D E G", p.optionText(5));
    assertEquals(Fixtures.set("A D", "C E F", "B G"), Fixtures.texts(Fixtures.only(p)));
  }

  @Test
  void theReaderReportsWarningsAndAcceptsBlanksBetweenTokens() throws Exception {
    List<String> warnings = new ArrayList<>();
    Problem p = ExactCover.read(new StringReader("A  B\t| X\nA\tX\n  X \nB  X\n"), warnings::add);
    assertEquals(List.of("A X", "B X"), List.of(p.optionText(0), p.optionText(1)));
    assertEquals(1, warnings.size());
    assertTrue(warnings.get(0).startsWith("line 3"), warnings.get(0));
    assertEquals(0, p.newSolver().count(), "A X and B X both take X");
  }

  @Test
  void boundsAreWrittenBack() throws Exception {
    Problem p = ExactCover.parse("2:3|A 2|B C 0:1|D | X\nA B C D X:1\nA B\nA X:2\n");
    assertEquals("2:3|A 2|B C 0:1|D | X\nA B C D X:1\nA B\nA X:2\n", ExactCover.toDlx(p));
    StringBuilder out = new StringBuilder();
    ExactCover.write(p, out);
    assertEquals(ExactCover.toDlx(p), out.toString());
  }

  /** Every spelling Knuth's dlx1, dlx2 and dlx3 read, read as they read it. */
  @Test
  void knuthsSpellings() throws Exception {
    Problem glued = ExactCover.parse("A B |X Y\nA X\nB Y\n");
    assertEquals(2, glued.primaryItemCount());
    assertEquals(4, glued.itemCount());
    assertEquals("X", glued.itemName(2));
    Problem glued2 = ExactCover.parse("A B\t|X\nA X\nB\n");
    assertEquals(2, glued2.primaryItemCount());
    assertEquals(3, glued2.itemCount());

    Problem colors = ExactCover.parse("A B | X Y\nA X:| Y::\nB X:| Y::\n");
    assertEquals("A X:| Y::", colors.optionText(0));
    assertEquals("|", colors.optionColor(0, 1));
    assertEquals(":", colors.optionColor(0, 2));
    assertEquals(1, colors.newSolver().count(), "same colors agree");
    assertEquals(0, ExactCover.parse("A B | X\nA X:|\nB X::\n").newSolver().count(),
        "'|' and ':' are different colors");

    Problem noLower = ExactCover.parse(":2|A 1:3|B 2|C\nA B C\nB C\n");
    assertEquals(0, noLower.lowerBound(0));
    assertEquals(2, noLower.upperBound(0));
    assertEquals(1, noLower.lowerBound(1));
    assertEquals(3, noLower.upperBound(1));
    assertEquals(2, noLower.lowerBound(2));
    assertEquals(2, noLower.upperBound(2));
    assertEquals(ExactCover.toDlx(ExactCover.parse("0:2|A 1:3|B 2|C\nA B C\nB C\n")),
        ExactCover.toDlx(noLower));
  }

  /** Extensions to Knuth's format, kept and documented: long names, long colors. */
  @Test
  void longNamesAndColors() throws Exception {
    Problem p = ExactCover.parse("a-very-long-item-name other | secondary-cell\n"
        + "a-very-long-item-name secondary-cell:crimson\nother secondary-cell:7:x\n");
    assertEquals("a-very-long-item-name", p.itemName(0));
    assertEquals("crimson", p.optionColor(0, 1));
    assertEquals("7:x", p.optionColor(1, 1), "the color is all after the first ':'");
    assertEquals(0, p.newSolver().count(), "crimson and 7:x differ");
  }

  @Test
  void bytesThatAreNotUtf8AreAnErrorWithLineAndColumn() throws Exception {
    byte[] text = "A B\nA\nB \u00e9 \u00ff\n".getBytes(StandardCharsets.UTF_8);
    byte[] bad = Arrays.copyOf(text, text.length);
    bad[bad.length - 3] = (byte) 0xFF; // the first byte of the two of \u00ff
    DlxFormatException e = assertThrows(DlxFormatException.class,
        () -> ExactCover.read(new ByteArrayInputStream(bad), w -> {}));
    assertEquals(3, e.line(), e.getMessage());
    assertEquals(5, e.column(), e.getMessage());
    assertTrue(e.rule().contains("0xFF") && e.rule().contains("UTF-8"), e.rule());

    Path file = Files.createTempFile("bad", ".dlx");
    try {
      Files.write(file, bad);
      DlxFormatException f = assertThrows(DlxFormatException.class,
          () -> ExactCover.read(file));
      assertEquals(e.getMessage(), f.getMessage());
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void utf8BytesWithCrlfAndAByteOrderMarkAreRead() throws Exception {
    byte[] text = "\uFEFFA \u00e9\r\n| comment\r\nA \u00e9\r\n\u00e9\r\nA\r\n"
        .getBytes(StandardCharsets.UTF_8);
    Problem p = ExactCover.read(new ByteArrayInputStream(text), w -> {});
    assertEquals("A", p.itemName(0));
    assertEquals("\u00e9", p.itemName(1));
    assertEquals(3, p.optionCount());
    assertEquals(2, p.newSolver().count());
  }

  static Stream<String> datasetFiles() throws Exception {
    try (Stream<Path> files = Files.list(Datasets.dir().resolve("exact-cover"))) {
      return files.map(f -> f.getFileName().toString()).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasetFiles")
  void roundTrip(String file) throws Exception {
    List<String> warnings = new ArrayList<>();
    Problem p;
    try (var in = Files.newBufferedReader(Datasets.exactCover(file))) {
      p = ExactCover.read(in, warnings::add);
    }
    assertTrue(warnings.isEmpty(), warnings.toString());
    String text = ExactCover.toDlx(p);
    Problem q = ExactCover.parse(text);
    assertEquals(p.itemCount(), q.itemCount());
    assertEquals(p.primaryItemCount(), q.primaryItemCount());
    for (int i = 0; i < p.itemCount(); i++) {
      assertEquals(p.itemName(i), q.itemName(i));
      if (p.isPrimary(i)) {
        assertEquals(p.lowerBound(i), q.lowerBound(i), p.itemName(i));
        assertEquals(p.upperBound(i), q.upperBound(i), p.itemName(i));
      }
    }
    assertEquals(p.optionCount(), q.optionCount());
    for (int o = 0; o < p.optionCount(); o++) {
      assertEquals(p.optionText(o), q.optionText(o), "option " + o);
    }
    assertEquals(p.hasColors(), q.hasColors());
    assertEquals(p.hasMultiplicities(), q.hasMultiplicities());
    assertEquals(text, ExactCover.toDlx(q), "writing again gives the same text");
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({
      "queens-8.dlx, 92",
      "pentomino-3x20.dlx, 8",
      "filomino-8x8.dlx, 1",
      "redrect-4-4.dlx3, 55137",
  })
  void roundTripKeepsTheCount(String file, long solutions) throws Exception {
    Problem q = ExactCover.parse(ExactCover.toDlx(ExactCover.read(Datasets.exactCover(file))));
    assertEquals(solutions, q.newSolver().count());
  }

  @Test
  void builtProblemsRoundTripToo() throws Exception {
    Problem built = ExactCover.builder()
        .primary("A", "B").primary("C", 2, 3).secondary("X", "Y")
        .option("A", "B", "X:0", "Y:0").option("A", "C", "X:1", "Y:1")
        .option("C", "X:0").option("B", "X:1").option("C", "Y:1")
        .build();
    Problem fromText = Fixtures.parse(Fixtures.MULTIPLICITIES);
    assertEquals(ExactCover.toDlx(fromText), ExactCover.toDlx(built));
    assertEquals(1, ExactCover.parse(ExactCover.toDlx(built)).newSolver().count());
  }

  private static DlxFormatException error(String text) {
    return assertThrows(DlxFormatException.class, () -> ExactCover.parse(text));
  }

  private static void assertError(String text, int line, int column, String rule) {
    DlxFormatException e = error(text);
    assertEquals(line, e.line(), e.getMessage());
    assertEquals(column, e.column(), e.getMessage());
    assertTrue(e.rule().contains(rule), "'" + e.rule() + "' should say " + rule);
  }

  /** An endless stream: a few lines, then zero bytes for ever (as {@code /dev/zero}). */
  private static final class Endless extends java.io.InputStream {
    private final byte[] head;
    long read;

    Endless(String head) {
      this.head = head.getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public int read() {
      return read < head.length ? head[(int) read++] : (int) (read++ * 0);
    }

    @Override
    public int read(byte[] b, int off, int len) {
      for (int k = 0; k < len; k++) {
        b[off + k] = (byte) read();
      }
      return len;
    }
  }

  @Test
  void aLineLongerThanTheCapIsRefusedWithItsNumberBeforeMemoryRunsOut() {
    Endless zeros = new Endless("a b\n| a comment\n");
    DlxFormatException e = assertThrows(DlxFormatException.class,
        () -> ExactCover.read(zeros, w -> {}));
    assertEquals(3, e.line(), e.getMessage());
    assertTrue(e.rule().contains("longer than 16 MiB without a newline"), e.getMessage());
    assertTrue(zeros.read < (16 << 20) + (1 << 17), "read on: " + zeros.read);
  }

  @Test
  void linesReadFromBytesAreTheLinesOfTheText() throws Exception {
    String text = "\uFEFFa b c\r\n\n| c\na b\nc";
    Problem fromBytes = ExactCover.read(new ByteArrayInputStream(text.getBytes(
        StandardCharsets.UTF_8)), w -> {});
    Problem fromText = ExactCover.parse(text.substring(1));
    assertEquals(ExactCover.toDlx(fromText), ExactCover.toDlx(fromBytes));
    assertEquals(1, fromBytes.newSolver().count());
  }
}
