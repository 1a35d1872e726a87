package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tilings from the command line, on the shipped examples. */
class TileCommandTest {
  @TempDir Path tmp;

  static String example(String name) {
    return Path.of("..", "examples", "tilings", name).toString();
  }

  @Test
  void countsTotalAndDistinct() {
    Cli r = Cli.run("tile", "--count", "--distinct", example("pentominoes-3x20.polyomino"));
    assertEquals(0, r.code, r.toString());
    assertEquals("8 solutions, 2 distinct under 4 symmetries", r.out.strip());
    Cli j = Cli.run("tile", "--count", "--distinct", "--format", "json", "--threads", "2",
        example("scott.polyomino"));
    assertEquals("520", PuzzleCommandsTest.field(j.out, "solutions"), j.out);
    assertEquals("65", PuzzleCommandsTest.field(j.out, "distinct"), j.out);
    Cli all = Cli.run("tile", "--count", example("pentominoes-3x20.polyomino"));
    assertEquals("8", all.out.strip());
  }

  @Tag("full")
  @Test
  void somaUnderRotationsAndWithMirrorImages() {
    Cli r = Cli.run("tile", "--count", "--distinct", "--format", "json",
        example("soma.polycube"));
    assertEquals("11520", PuzzleCommandsTest.field(r.out, "solutions"), r.out);
    assertEquals("480", PuzzleCommandsTest.field(r.out, "distinct"), r.out);
    Cli m = Cli.run("tile", "--count", "--distinct", "--mirror-images", "--format", "json",
        example("soma.polycube"));
    assertEquals("240", PuzzleCommandsTest.field(m.out, "distinct"), m.out);
  }

  @Test
  void drawsTextSvgAndJson() {
    Cli t = Cli.run("tile", "--distinct", example("pentominoes-3x20.polyomino"));
    assertEquals(0, t.code, t.toString());
    String[] lines = t.out.split("\n");
    assertEquals("1:", lines[0]);
    assertEquals(20, lines[1].length());
    assertEquals(2, t.out.split("\n\n").length, t.out); // 2 distinct solutions, 3 rows each
    for (char c : "OPQRSTUVWXYZ".toCharArray()) {
      assertEquals(5, lines[1].concat(lines[2]).concat(lines[3]).chars().filter(x -> x == c)
          .count(), "five cells of " + c);
    }
    assertEquals(t.out, Cli.run("tile", "--distinct", "--format", "grid",
        example("pentominoes-3x20.polyomino")).out, "grid is the default");
    assertEquals(t.out, Cli.run("tile", "--distinct", "--format", "text",
        example("pentominoes-3x20.polyomino")).out, "the old name still read");
    Cli bad = Cli.run("tile", "--format", "line", example("pentominoes-3x20.polyomino"));
    assertEquals(ExitCode.USAGE.code(), bad.code, bad.toString());
    assertTrue(bad.err.contains("expected grid, svg or json, not 'line'"), bad.err);
    Cli s = Cli.run("tile", "--limit", "1", "--format", "svg", example("scott.polyomino"));
    assertTrue(s.out.startsWith("<svg") && s.out.strip().endsWith("</svg>"), s.out);
    assertEquals(60, s.out.split("<rect").length - 1, "one square per cell");
    Cli j = Cli.run("tile", "--limit", "2", "--format", "json", example("soma.polycube"));
    assertEquals(2, j.lines().size());
    assertTrue(j.lines().get(0).startsWith("{\"solution\":1,\"pieces\":[{\"name\":\""), j.out);
  }

  @Test
  void calendarDateLeavesItsTwoCellsUncovered() {
    Cli r = Cli.run("tile", "--hole", "02", "--hole", "36", "--limit", "1",
        example("calendar.polyomino"));
    assertEquals(0, r.code, r.toString());
    String[] rows = r.out.split("\n");
    assertEquals(' ', rows[1].charAt(2), "March is left open");
    assertEquals(6, rows[4].length(), "the 14th (row 3, column 6) is left open");
    Cli n = Cli.run("tile", "--hole", "02", "--hole", "36", "--count",
        example("calendar.polyomino"));
    assertTrue(Long.parseLong(n.out.strip()) > 0, n.out);
  }

  @Test
  void dlxEqualsTheDataset() throws Exception {
    Cli r = Cli.run("tile", "--dlx", example("pentominoes-6x10.polyomino"));
    assertEquals(0, r.code);
    String ours = strip(r.out);
    String theirs = strip(Files.readString(Path.of(Cli.data("exact-cover/pentomino-6x10.dlx"))));
    assertEquals(theirs, ours);
  }

  static String strip(String dlx) {
    StringBuilder sb = new StringBuilder();
    for (String l : dlx.split("\n")) {
      if (!l.startsWith("|")) {
        sb.append(l).append('\n');
      }
    }
    return sb.toString();
  }

  @Test
  void errorsNameThePlaceAndTheRule() throws Exception {
    Path bad = tmp.resolve("bad.polyomino");
    Files.writeString(bad, "| a box and a bad piece\n[0-5][0-9]\nX 01 1% 11\n");
    Cli r = Cli.run("tile", bad.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code);
    assertEquals("sudoku tile: " + bad + ":3:7: '%' is not a radix-62 digit (0-9, a-z, A-Z) "
        + "or '['", r.err.strip());
    assertFalse(r.err.contains("Exception"));
    Path other = tmp.resolve("spec.txt");
    Files.writeString(other, "[0-1][0-1]\nD 00 01\n");
    Cli k = Cli.run("tile", other.toString());
    assertEquals(ExitCode.USAGE.code(), k.code);
    assertTrue(k.err.contains("--kind polyomino or --kind polycube"), k.err);
    Cli ok = Cli.run("tile", "--kind", "polyomino", "--count", other.toString());
    assertEquals("0", ok.out.strip(), ok.toString()); // 2 dominoes' worth of cells, one piece
    Cli none = Cli.run("tile", "--kind", "polyomino", other.toString());
    assertEquals(ExitCode.NO_SOLUTION.code(), none.code);
    assertEquals(ExitCode.INVALID_INPUT.code(), Cli.run("tile", tmp.resolve("no.polyomino").toString())
        .code);
    assertEquals(ExitCode.USAGE.code(), Cli.run("tile", "--hole", "9z", example("scott.polyomino")).code);
    assertEquals(ExitCode.USAGE.code(), Cli.run("tile", "--count", "--limit", "0",
        example("scott.polyomino")).code);
    Cli stdin = Cli.runWithStdin("[0-1][0-1]\n2*D 00 01\n", "tile", "--kind", "polyomino",
        "--count", "-");
    assertEquals("2", stdin.out.strip(), stdin.toString());
  }
}
