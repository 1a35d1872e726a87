package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.variant.Arrow;
import dev.exactcover.sudoku.variant.ExtraRegion;
import dev.exactcover.sudoku.variant.GlobalRule;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.KropkiBlack;
import dev.exactcover.sudoku.variant.KropkiWhite;
import dev.exactcover.sudoku.variant.LittleKiller;
import dev.exactcover.sudoku.variant.Palindrome;
import dev.exactcover.sudoku.variant.ParityCell;
import dev.exactcover.sudoku.variant.Renban;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import dev.exactcover.sudoku.variant.Sandwich;
import dev.exactcover.sudoku.variant.Thermometer;
import dev.exactcover.sudoku.variant.Whispers;
import dev.exactcover.sudoku.variant.Xv;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * f-puzzles JSON, links and compressed text: every key the reader takes, f-puzzles' conventions,
 * the note on what only draws, unknown rules, and each hostile input refused with its place.
 */
class FpuzzlesReaderTest {
  /** The grid of a 9x9 f-puzzles puzzle: r1c1 a given 5, r9c9 a solver's 3. */
  static String grid9() {
    StringBuilder s = new StringBuilder("[");
    for (int r = 0; r < 9; r++) {
      s.append(r == 0 ? "[" : ",[");
      for (int c = 0; c < 9; c++) {
        s.append(c == 0 ? "" : ",").append(r == 0 && c == 0 ? "{\"value\":5,\"given\":true}"
            : r == 8 && c == 8 ? "{\"value\":3,\"c\":\"#FFFFFF\"}" : "{}");
      }
      s.append(']');
    }
    return s.append(']').toString();
  }

  static String puzzle(String more) {
    return "{\"size\":9,\"title\":\"t\",\"grid\":" + grid9() + (more.isEmpty() ? "" : "," + more)
        + "}";
  }

  static List<PuzzleEntry> read(String text, UnknownRules unknown) {
    List<PuzzleEntry> out = new ArrayList<>();
    PuzzleReader r = PuzzleReader.of(new ByteArrayInputStream(
        text.getBytes(StandardCharsets.UTF_8)), null, unknown);
    r.forEachRemaining(out::add);
    return out;
  }

  static PuzzleEntry one(String text) {
    List<PuzzleEntry> e = read(text, UnknownRules.REFUSE);
    assertEquals(1, e.size(), text);
    return e.get(0);
  }

  static int cell(int r, int c) {
    return (r - 1) * 9 + c - 1;
  }

  @Test
  void everyRuleKeyReadsAsItsRule() {
    String all = puzzle("\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"10\"},"
        + "{\"cells\":[\"R2C1\"]}],"
        + "\"thermometer\":[{\"lines\":[[\"R3C1\",\"R3C2\",\"R3C3\"],[\"R3C1\",\"R4C1\"]]}],"
        + "\"arrow\":[{\"cells\":[\"R5C1\"],\"lines\":[[\"R5C1\",\"R5C2\",\"R5C3\"]]},"
        + "{\"cells\":[\"R6C1\",\"R6C2\"],\"lines\":[[\"R6C2\",\"R6C3\",\"R6C4\"]]}],"
        + "\"difference\":[{\"cells\":[\"R7C1\",\"R7C2\"]},{\"cells\":[\"R7C3\",\"R7C4\"],"
        + "\"value\":\"3\"}],"
        + "\"ratio\":[{\"cells\":[\"R8C1\",\"R8C2\"]},{\"cells\":[\"R8C3\",\"R8C4\"],\"value\":3}],"
        + "\"xv\":[{\"cells\":[\"R9C1\",\"R9C2\"],\"value\":\"X\"},{\"cells\":[\"R9C3\",\"R9C4\"],"
        + "\"value\":\"V\"}],"
        + "\"odd\":[{\"cell\":\"R1C9\"}],\"even\":[{\"cell\":\"R2C9\"}],"
        + "\"extraregion\":[{\"cells\":[\"R2C2\",\"R2C3\",\"R2C4\"]}],"
        + "\"palindrome\":[{\"lines\":[[\"R4C5\",\"R4C6\",\"R4C7\"]]}],"
        + "\"renban\":[{\"lines\":[[\"R5C5\",\"R5C6\"]]}],"
        + "\"whispers\":[{\"lines\":[[\"R6C5\",\"R6C6\",\"R6C7\"]]}],"
        + "\"littlekillersum\":[{\"cell\":\"R0C3\",\"cells\":[\"R1C4\"],\"direction\":\"DR\","
        + "\"value\":\"15\"},{\"cell\":\"R10C10\",\"direction\":\"UL\",\"value\":\"\"}],"
        + "\"sandwichsum\":[{\"cell\":\"R0C4\",\"value\":\"10\"},{\"cell\":\"R3C0\",\"value\":0}],"
        + "\"antiknight\":true,\"antiking\":true,\"disjointgroups\":true,"
        + "\"nonconsecutive\":true,\"negative\":[\"ratio\",\"xv\"],\"diagonal+\":true");
    PuzzleEntry e = one(all);
    assertTrue(e.isValid(), () -> e.error().getMessage());
    Grid g = e.grid();
    assertEquals(5, g.get(0));
    assertEquals(1, g.clues());
    assertEquals(3, e.entries().get(80));
    List<Rule> want = List.of(
        new ExtraRegion(List.of(8, 16, 24, 32, 40, 48, 56, 64, 72)),
        KillerCage.of(List.of(cell(1, 1), cell(1, 2)), 10),
        new KillerCage(List.of(cell(2, 1)), OptionalInt.empty()),
        new Thermometer(List.of(cell(3, 1), cell(3, 2), cell(3, 3))),
        new Thermometer(List.of(cell(3, 1), cell(4, 1))),
        Arrow.of(List.of(cell(5, 1)), List.of(cell(5, 2), cell(5, 3))),
        Arrow.of(List.of(cell(6, 1), cell(6, 2)), List.of(cell(6, 3), cell(6, 4))),
        new KropkiWhite(cell(7, 1), cell(7, 2), 1), new KropkiWhite(cell(7, 3), cell(7, 4), 3),
        new KropkiBlack(cell(8, 1), cell(8, 2), 2), new KropkiBlack(cell(8, 3), cell(8, 4), 3),
        new Xv(cell(9, 1), cell(9, 2), Xv.Letter.X), new Xv(cell(9, 3), cell(9, 4), Xv.Letter.V),
        new ParityCell(cell(1, 9), ParityCell.Parity.ODD),
        new ParityCell(cell(2, 9), ParityCell.Parity.EVEN),
        new ExtraRegion(List.of(cell(2, 2), cell(2, 3), cell(2, 4))),
        new Palindrome(List.of(cell(4, 5), cell(4, 6), cell(4, 7))),
        new Renban(List.of(cell(5, 5), cell(5, 6))),
        new Whispers(List.of(cell(6, 5), cell(6, 6), cell(6, 7)), 5),
        new LittleKiller(-1, 2, LittleKiller.Direction.DOWN_RIGHT, 15),
        new Sandwich(RegionKind.COLUMN, 3, 10), new Sandwich(RegionKind.ROW, 2, 0),
        GlobalRule.ANTI_KNIGHT, GlobalRule.ANTI_KING, GlobalRule.DISJOINT_GROUPS,
        GlobalRule.NONCONSECUTIVE, GlobalRule.ALL_BLACK_DOTS_GIVEN, GlobalRule.ALL_XV_GIVEN);
    assertEquals(new java.util.HashSet<>(want), new java.util.HashSet<>(
        e.variantRules().list()));
    assertEquals(want.size(), e.variantRules().list().size());
    assertEquals(Regions.standard(Shape.NINE), e.rules());
    assertEquals("clues without a number, not rules: little killer at R10C10; drawn only, not "
        + "rules: cell colours", e.note());
  }

  @Test
  void bothDiagonalsAreSudokuXAndCellRegionsAJigsaw() {
    StringBuilder g = new StringBuilder("[");
    String map = "AAABBBCCC".repeat(0);
    int[][] region = new int[4][4];
    for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++) {
        region[r][c] = r; // rows as pieces: a legal (if dull) jigsaw
      }
    }
    for (int r = 0; r < 4; r++) {
      g.append(r == 0 ? "[" : ",[");
      for (int c = 0; c < 4; c++) {
        g.append(c == 0 ? "" : ",").append("{\"region\":").append(region[r][c]).append('}');
      }
      g.append(']');
    }
    g.append(']');
    PuzzleEntry e = one("{\"size\":4,\"grid\":" + g + ",\"diagonal+\":true,\"diagonal-\":true}"
        + map);
    assertTrue(e.isValid(), () -> e.error().getMessage());
    assertEquals(Regions.jigsaw(Shape.forSide(4), "AAAABBBBCCCCDDDD").withDiagonals(),
        e.rules());
    assertNull(e.variantRules());
    assertNull(e.note());
  }

  @Test
  void aJsonObjectOverSeveralLinesReadsAsOneRecordBetweenOthers() {
    String pretty = puzzle("\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"10\"}]")
        .replace(",\"", ",\n  \"").replace("[[", "[\n  [").replace("]]", "]\n  ]")
        .replaceAll("}$", "\n}");
    String p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    List<PuzzleEntry> e = read(p + "\n" + pretty + "\n" + p + "\n", UnknownRules.REFUSE);
    assertEquals(3, e.size());
    assertTrue(e.get(1).isValid(), () -> e.get(1).error().getMessage());
    assertEquals(2, e.get(1).line());
    assertEquals(1, e.get(1).variantRules().list().size());
    assertEquals(p, e.get(2).grid().toLine());
  }

  @Test
  void linksAndTheCompressedTextAloneReadAsTheirPuzzle() {
    String json = puzzle("\"thermometer\":[{\"lines\":[[\"R3C1\",\"R3C2\"]]}]");
    String z = LzString.compressToBase64(json);
    for (String line : List.of("https://www.f-puzzles.com/?load=" + z,
        "https://sudokupad.app/fpuzzles" + z, "https://example.org/?fpuzzles=" + z + "&x=1",
        z, "http://f-puzzles.com/?load=" + z.replace("+", "%2B").replace("/", "%2F"))) {
      PuzzleEntry e = one(line + "\n");
      assertTrue(e.isValid(), () -> line + ": " + e.error().getMessage());
      assertEquals(List.of(new Thermometer(List.of(cell(3, 1), cell(3, 2)))),
          e.variantRules().list());
    }
  }

  @Test
  void whatOnlyDrawsIsNamedInOneNote() {
    PuzzleEntry e = one(puzzle("\"line\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]},{\"lines\":[]}],"
        + "\"text\":[{\"cells\":[\"R1C1\"],\"value\":\"hi\"}],\"cage\":[{\"cells\":[\"R1C1\"]}]"));
    assertTrue(e.isValid(), () -> e.error().getMessage());
    assertEquals("drawn only, not rules: cage, cell colours, line (2), text", e.note());
  }

  @Test
  void anUnknownRuleMakesThePuzzleInvalidUnlessDropped() {
    String text = puzzle("\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\",\"R2C2\"],"
        + "\"values\":[1,2]}],\"clone\":[],\"negative\":[\"between\"]") + "\n";
    PuzzleEntry refused = one(text);
    assertFalse(refused.isValid());
    assertEquals("1:1: f-puzzles rules this tool does not check: quadruple, "
        + "negative between (--drop-unknown-rules solves without them)",
        refused.error().getMessage());
    PuzzleEntry dropped = read(text, UnknownRules.DROP).get(0);
    assertTrue(dropped.isValid());
    assertEquals("dropped f-puzzles rules this tool does not check: quadruple, negative between; "
        + "drawn only, not rules: cell colours", dropped.note());
  }

  @Test
  void hostileInputIsRefusedWithItsPlace() {
    assertError(puzzle("\"killercage\":[{\"cells\":[\"R10C1\"],\"value\":\"5\"}]"),
        ":362: killercage 1: R10C1 is outside the 9x9 grid");
    assertError(puzzle("\"killercage\":[{\"cells\":[]}]"),
        "killercage 1: killer cage: needs at least 1 cell, has 0");
    StringBuilder big = new StringBuilder();
    for (int k = 0; k < 1000; k++) {
      big.append(k == 0 ? "" : ",").append("\"R1C1\"");
    }
    assertError(puzzle("\"killercage\":[{\"cells\":[" + big + "]}]"),
        "killercage 1: 1000 cells; the grid has 81");
    assertError(puzzle("\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C1\"]]}]"),
        "thermometer 1: thermometer from r1c1: cell r1c1 is on it twice");
    assertError(puzzle("\"arrow\":[{\"cells\":[\"R1C1\"],\"lines\":[[\"R1C2\",\"R1C3\"]]}]"),
        "arrow 1: a line starts at its bulb (R1C1)");
    assertError(puzzle("\"littlekillersum\":[{\"cell\":\"R5C5\",\"direction\":\"DR\","
        + "\"value\":\"5\"}]"), "the clue must sit just outside the grid");
    assertError(puzzle("\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"Y\"}]"),
        "xv 1: \"value\" is X or V");
    assertError("{\"size\":9,\"grid\":[[{}]]}", "\"grid\" has 1 rows; size 9 needs 9");
    assertError("{\"size\":7,\"grid\":[]}", "size 7 is not a grid this tool solves");
    assertError("{\"size\":9,\"grid\":" + "[".repeat(5000) + "]".repeat(5000) + "}",
        "JSON nested more than 64 deep");
    assertError("{\"size\":9,\"grid\":[" + "{},".repeat(Json.MAX_VALUES) + "{}]}",
        "more than " + Json.MAX_VALUES + " JSON values");
    assertError("{\"size\":9,\"size\":9,\"grid\":[]}", "the key \"size\" appears twice");
    assertError("https://www.f-puzzles.com/?load=N4Ig!!", ":33: the f-puzzles puzzle in "
        + "the link does not decode: character 5 ('!') is not base 64");
    assertError("https://www.f-puzzles.com/?load=N4IgzglgXgpiBcAWANCA",
        "the f-puzzles puzzle in the link does not decode: the compressed text ends");
    String cut = LzString.compressToBase64("{\"size\":9,\"grid\":[}");
    assertError("https://sudokupad.app/fpuzzles" + cut, ":31: the link's puzzle (its "
        + "JSON decoded, character 19): ");
    assertError("{\"size\":9,", "is not closed when the input ends");
    assertError("https://sudokupad.app/sclN4IgzglgXgpiBcA", "1:1: a link that "
        + "carries no f-puzzles puzzle");
    List<PuzzleEntry> early = read("{\"size\":9,\n  \"grid\":[\n" + "4.....8.5.3..........7......2"
        + ".....6.....8.4......1.......6.3.7.5..2.....1.4......\n", UnknownRules.REFUSE);
    assertEquals(2, early.size());
    assertEquals("1: the JSON object that starts at line 1 is not closed before line 3 (read "
        + "next, as a record of its own)", early.get(0).error().getMessage());
    assertTrue(early.get(1).isValid());
  }

  private static void assertError(String text, String part) {
    PuzzleEntry e = one(text + "\n");
    assertFalse(e.isValid(), text);
    assertTrue(e.error().getMessage().contains(part), () -> e.error().getMessage());
    assertTrue(e.error().line() >= 1);
  }

  @Test
  void whatIsWrittenReadsBackToTheSamePuzzleAndRules() {
    Shape s = Shape.NINE;
    Grid g = Grid.of(s, new byte[81]).with(0, 5);
    Rules rules = Rules.of(Regions.x(s), KillerCage.of(List.of(1, 2, 3), 6),
        new KillerCage(List.of(10, 11), OptionalInt.empty()),
        new Thermometer(List.of(20, 21, 22)), Arrow.of(List.of(30, 31), List.of(32, 33)),
        new KropkiWhite(40, 41, 1), new KropkiWhite(42, 43, 2), new KropkiBlack(50, 51, 2),
        new KropkiBlack(52, 53, 3), new Xv(60, 61, Xv.Letter.X), new Xv(45, 46, Xv.Letter.V),
        new ParityCell(70, ParityCell.Parity.ODD), new ParityCell(71, ParityCell.Parity.EVEN),
        new ExtraRegion(List.of(72, 73, 74)), new Palindrome(List.of(75, 76, 77)),
        new Renban(List.of(78, 79)), new Whispers(List.of(64, 65), 5),
        new Whispers(List.of(66, 67), 4),
        new LittleKiller(9, 0, LittleKiller.Direction.UP_RIGHT, 20),
        new Sandwich(RegionKind.ROW, 4, 12), new Sandwich(RegionKind.COLUMN, 8, 0),
        GlobalRule.ANTI_KNIGHT, GlobalRule.ANTI_KING, GlobalRule.NONCONSECUTIVE,
        GlobalRule.DISJOINT_GROUPS, GlobalRule.ALL_BLACK_DOTS_GIVEN, GlobalRule.ALL_XV_GIVEN);
    for (String text : List.of(Fpuzzles.toJson(g, rules), Fpuzzles.toLink(g, rules),
        "{\"puzzle\":\"" + g.toLine() + "\",\"rules\":\"X\",\"variants\":"
            + VariantsJson.toJson(rules) + "}")) {
      PuzzleEntry e = one(text + "\n");
      assertTrue(e.isValid(), () -> text + ": " + e.error().getMessage());
      assertEquals(g, e.grid());
      assertEquals(rules.regions(), e.rules());
      assertEquals(new java.util.HashSet<>(rules.list()),
          new java.util.HashSet<>(e.variantRules().list()), text);
      assertEquals(rules.list().size(), e.variantRules().list().size());
    }
  }
}
