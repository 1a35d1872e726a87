package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Datasets;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Reading every format the datasets use, and writing grids that read back the same. */
public class FormatsTest {
  public static final String P = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

  static List<PuzzleEntry> read(String text) {
    List<PuzzleEntry> out = new ArrayList<>();
    Sudoku.reader(new StringReader(text)).forEachRemaining(out::add);
    return out;
  }

  static Stream<Path> datasetFiles() throws IOException {
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("sudoku9", "sudoku16", "sudoku25")) {
      try (Stream<Path> s = Files.list(Datasets.dir().resolve(dir))) {
        s.filter(p -> !p.toString().endsWith(".solutions")).sorted().forEach(files::add);
      }
    }
    return files.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasetFiles")
  void everyDatasetFileReadsAndRoundTrips(Path file) throws IOException {
    List<Grid> grids = Sudoku.readAll(file);
    assertFalse(grids.isEmpty());
    StringBuilder lines = new StringBuilder();
    StringBuilder pretty = new StringBuilder();
    for (Grid g : grids) {
      lines.append(g.toLine()).append('\n');
      pretty.append(g.toPretty()).append('\n');
    }
    Shape shape = grids.get(0).shape();
    assertEquals(grids, read(lines.toString()).stream().map(PuzzleEntry::gridOrThrow).toList());
    // A 16x16 boxed grid needs the shape: its 16-symbol rows would otherwise read as 4x4 puzzles.
    List<Grid> back = new ArrayList<>();
    Sudoku.reader(new StringReader(pretty.toString()), shape)
        .forEachRemaining(e -> back.add(e.gridOrThrow()));
    assertEquals(grids, back);
    // The solutions files are one-line grids too.
    Path solutions = Path.of(file.toString().replaceAll("\\.txt$", ".solutions"));
    if (!solutions.equals(file) && Files.exists(solutions)) {
      assertEquals(grids.size(), Sudoku.readAll(solutions).size());
    }
  }

  @Test
  void datasetCountsMatchTheReadme() {
    assertEquals(49_158, Sudoku.readAll(Datasets.file("sudoku9/17-clue.txt")).size());
    assertEquals(1_465, Sudoku.readAll(Datasets.file("sudoku9/top1465.txt")).size());
    assertEquals(50, Sudoku.readAll(Datasets.file("sudoku9/euler96-grids.txt")).size());
    assertEquals(10_000, Sudoku.readAll(Datasets.file("sudoku9/kaggle-10000.csv")).size());
    assertEquals(3_000, Sudoku.readAll(Datasets.file("sudoku16/goomii-3000.csv")).size());
    assertEquals(18, Sudoku.readAll(Datasets.file("sudoku25/gecode-18.txt")).size());
    assertEquals(380, Sudoku.readAll(Datasets.file("sudoku9/se-rated.tsv")).size());
  }

  @Test
  void aHeaderNamingThePuzzleColumnReadsThatColumn() {
    String p = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..";
    List<PuzzleEntry> e = read("source\tpuzzle\tER\n"
        + "a.txt\t" + p + "\t1.2\n"
        + "b.txt\n"
        + "c.txt\t" + p.substring(1) + "\t2.0\n"
        + "d.txt\t\"" + p + "\"\t3.0\n");
    assertEquals(4, e.size());
    assertEquals(p, e.get(0).gridOrThrow().toLine());
    assertEquals("3: this record has 1 field; the header puts the puzzle in field 2",
        e.get(1).error().getMessage());
    assertEquals(4, e.get(2).line());
    assertTrue(e.get(2).error() != null);
    assertEquals(p, e.get(3).gridOrThrow().toLine());
  }

  @Test
  void eulerGridsStartAtTheirLabel() throws IOException {
    List<PuzzleEntry> e = new ArrayList<>();
    Sudoku.reader(Files.newBufferedReader(Datasets.file("sudoku9/euler96-grids.txt"),
        StandardCharsets.UTF_8)).forEachRemaining(e::add);
    assertEquals(1, e.get(0).line());
    assertEquals(11, e.get(1).line());
    assertEquals("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
        e.get(0).grid().toLine());
  }

  @Test
  void commentsAfterThePuzzle() {
    for (String suffix : List.of(" 17", "\t# hard", ":1:" + P.replace('.', '1'), ",sol", ":")) {
      assertEquals(P, Sudoku.parse(P + suffix).toLine(), suffix);
    }
  }

  @Test
  void blankMarks() {
    for (char blank : "._-*0".toCharArray()) {
      assertEquals(P, Sudoku.parse(P.replace('.', blank)).toLine(), "blank " + blank);
    }
  }

  @Test
  void crlfCommentsBlankLinesAndHeader() {
    List<PuzzleEntry> e = read("puzzle,solution\r\n# a comment\r\n\r\n" + P + ",x\r\n\r\n" + P
        + "\r\n");
    assertEquals(2, e.size());
    assertEquals(4, e.get(0).line());
    assertEquals(6, e.get(1).line());
    assertEquals(P, e.get(1).grid().toLine());
  }

  @Test
  void boxedSsAndSdkStyles() {
    Grid g = Sudoku.parse(P);
    String ss = "4..|...|8.5\n.3.|...|...\n...|7..|...\n-----------\n.2.|...|.6.\n"
        + "...|.8.|4..\n...|.1.|...\n-----------\n...|6.3|.7.\n5..|2..|...\n1.4|...|...\n";
    assertEquals(g, Sudoku.parse(ss));
    String sdk = "#Aauthor\n[Puzzle]\n" + ss.replace("|", "").replace("-----------\n", "");
    assertEquals(g, Sudoku.parse(sdk));
    assertEquals(g, Sudoku.parse(g.toPretty()));
    String spaced = g.toPretty().replaceAll("[+|-]", " ");
    assertEquals(g, Sudoku.parse(spaced));
  }

  @Test
  void spacedSymbolsOnOneLine() {
    Grid g = Sudoku.parse(P);
    assertEquals(g, Sudoku.parse(String.join(" ", P.split(""))));
  }

  @Test
  void everySizeReadsWritesAndPrintsPretty() {
    for (int n : new int[] {4, 6, 8, 9, 12, 16, 25}) {
      Shape s = Shape.forSide(n);
      int[] v = new int[s.cells()];
      for (int c = 0; c < v.length; c += 3) {
        v[c] = c % n + 1;
      }
      Grid g = Grid.of(s, v);
      assertEquals(g, Sudoku.parse(g.toLine()));
      assertEquals(g, Sudoku.parse(g.toPretty(), s));
      String[] rows = g.toPretty().split("\n");
      assertEquals(n + s.boxCols() + 1, rows.length, "rows of the pretty " + s);
      assertEquals(rows[0].length(), rows[1].length());
    }
    assertEquals("""
        +-----+-----+
        | 1 . | 2 . |
        | . . | . . |
        +-----+-----+
        | . . | . . |
        | . . | . 4 |
        +-----+-----+
        """, Sudoku.parse("1.2............4").toPretty());
  }

  @Test
  void shapes() {
    assertEquals(Shape.of(2, 3), Shape.forSide(6));
    assertEquals(Shape.of(2, 4), Shape.forSide(8));
    assertEquals(Shape.of(3, 4), Shape.forSide(12));
    assertEquals(Shape.of(5, 5), Shape.parse("25"));
    assertEquals(Shape.of(3, 2), Shape.parse("3x2"));
    assertEquals("16x16 (4x4 boxes)", Shape.forSide(16).toString());
    assertThrows(IllegalArgumentException.class, () -> Shape.forSide(7));
    assertThrows(IllegalArgumentException.class, () -> Shape.forSide(36));
    assertThrows(IllegalArgumentException.class, () -> Shape.parse("nine"));
    assertEquals('G', Shape.forSide(16).symbol(16));
    assertEquals(16, Shape.valueOf('g'));
  }

  @Test
  void sixteenSymbolLinesNeedTheShapeToBeRows() {
    String row = "123456789ABCDEFG";
    assertTrue(read(row).get(0).error().getMessage().contains("out of range for 4x4"));
    List<PuzzleEntry> asFour = read("1234341221434321");
    assertEquals(Shape.forSide(4), asFour.get(0).grid().shape());
    StringBuilder big = new StringBuilder();
    for (int r = 0; r < 16; r++) {
      big.append(".".repeat(16)).append('\n');
    }
    List<PuzzleEntry> asSixteen = new ArrayList<>();
    Sudoku.reader(new StringReader(big.toString()), Shape.forSide(16))
        .forEachRemaining(asSixteen::add);
    assertEquals(1, asSixteen.size());
    assertEquals(Shape.forSide(16), asSixteen.get(0).grid().shape());
    assertNull(asSixteen.get(0).error());
    assertTrue(read(big.toString()).size() == 16, "without the shape: sixteen 4x4 puzzles");
  }
}
