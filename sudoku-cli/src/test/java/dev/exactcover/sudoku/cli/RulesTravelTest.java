package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rules travel with the puzzle: Sudoku X and jigsaw puzzles written by {@code generate} in every
 * format (line: a {@code # rules:} line; grid: a jigsaw's walls and a {@code # rules: X} line;
 * JSON and CSV: {@code rules}, {@code regions}) read back through {@code check} and {@code solve}
 * without {@code --x} or {@code --regions} as unique, and what {@code solve} writes reads back
 * too, drawn with the puzzle's own regions; rules that do not fit are named by their line.
 */
class RulesTravelTest {
  @TempDir Path tmp;

  @Test
  void sudokuXInLinesAndJson() {
    for (String format : FORMATS) {
      Cli x = Cli.run("generate", "-n", "2", "--x", "--size", "6", "--seed", "5", "--format",
          format);
      assertEquals(0, x.code, x.toString());
      Cli check = Cli.runWithStdin(x.out, "check", "--format", "line");
      assertEquals("unique\nunique\n", statuses(check.out), format + ": " + x.out + check);
      Cli classic = Cli.runWithStdin(x.out.replaceAll("(?m)^# rules:.*\n", "")
          .replace("\"rules\":\"X\"", "\"rules\":\"standard\"").replace(",X,", ",standard,"),
          "check", "--format", "line");
      assertTrue(classic.out.contains("multiple"), "read as classic the X puzzle is not unique: "
          + classic.out);
      readsBack(x.out, format, "# rules: X");
    }
  }

  @org.junit.jupiter.api.Tag("full") // 9x9 X puzzles rated for json, csv and grid: a minute
  @Test
  void nineByNineSudokuXInEveryFormat() {
    for (String format : FORMATS) {
      Cli x = Cli.run("generate", "-n", "2", "--x", "--seed", "5", "--format", format);
      assertEquals(0, x.code, x.toString());
      assertEquals("unique\nunique\n",
          statuses(Cli.runWithStdin(x.out, "check", "--format", "line").out),
          format + ": " + x.out);
      readsBack(x.out, format, "# rules: X");
    }
  }

  /** A map whose pieces are each one piece, and one with a piece in two parts (e). */
  private static final String[] MAPS = {"aaabbb\naacbbb\naccddd\ncccddd\neeefff\neeefff\n",
      "aaabbb\naacbbb\naccccc\ndddeef\ndddeef\neeffff\n"};

  @Test
  void jigsawInEveryFormat() throws Exception {
    for (String m : MAPS) {
      jigsaw(m);
    }
    Path map = tmp.resolve("map.txt");
    Files.writeString(map, MAPS[0]);
    Cli drawn = Cli.runWithStdin(".".repeat(36) + "\n", "solve", "--regions", map.toString(),
        "--format", "grid");
    assertTrue(drawn.out.contains("\n|   +---+   +---+---+---+\n"), "drawn with the "
        + "map's pieces, not 2x3 boxes:\n" + drawn.out);
  }

  private void jigsaw(String pieces) throws Exception {
    Path map = tmp.resolve("map.txt");
    Files.writeString(map, pieces);
    for (String format : FORMATS) {
      Cli g = Cli.run("generate", "-n", "2", "--regions", map.toString(), "--seed", "6",
          "--format", format);
      assertEquals(0, g.code, g.toString());
      Cli check = Cli.runWithStdin(g.out, "check", "--format", "line");
      assertEquals("unique\nunique\n", statuses(check.out), format + ": " + g.out + check);
      readsBack(g.out, format, "+---+---+---+---+---+---+");
    }
  }

  private static final String[] FORMATS = {"line", "grid", "json", "csv"};

  /** The statuses of check's line output, without its {@code # rules:} lines. */
  private static String statuses(String out) {
    return out.replaceAll("(?m)^# rules:.*\n", "");
  }

  /**
   * What {@code solve} writes of {@code puzzles} without rule options, in each format that
   * carries rules, reads back as unique; its grid is drawn with the puzzle's own regions (it
   * holds {@code drawing}).
   */
  private static void readsBack(String puzzles, String from, String drawing) {
    Cli grid = Cli.runWithStdin(puzzles, "solve", "--format", "grid");
    assertEquals(0, grid.code, from + ": " + grid);
    assertEquals(2, grid.out.split("line [0-9]+: unique", -1).length - 1, from + ": " + grid.out);
    assertTrue(grid.out.contains(drawing), from + ": drawn with its own regions:\n" + grid.out);
    for (String format : new String[] {"line", "grid", "json", "csv"}) {
      Cli solved = Cli.runWithStdin(puzzles, "solve", "--format", format);
      assertEquals(0, solved.code, from + " to " + format + ": " + solved);
      Cli again = Cli.runWithStdin(solved.out, "check", "--format", "line");
      assertEquals("unique\nunique\n", statuses(again.out),
          from + " to " + format + ": " + solved.out
          + again);
    }
  }

  @Test
  void aPuzzleOfAnotherSizeThanTheMapIsInvalidInEveryFormat() throws Exception {
    Path map = tmp.resolve("map.txt");
    Files.writeString(map, MAPS[0]);
    for (String format : FORMATS) {
      Cli r = Cli.runWithStdin("1...\n", "solve", "--regions", map.toString(), "--format",
          format);
      assertEquals(ExitCode.INVALID_INPUT.code(), r.code, format + ": " + r);
      assertTrue(r.out.contains("invalid"), format + ": " + r);
    }
  }

  @Test
  void wallsThatDoNotMakePiecesAreNamedByLine() throws Exception {
    Path map = tmp.resolve("map.txt");
    Files.writeString(map, MAPS[0]);
    Cli g = Cli.run("generate", "-n", "1", "--regions", map.toString(), "--seed", "6",
        "--format", "grid");
    List<String> lines = new java.util.ArrayList<>(List.of(g.out.split("\n")));
    int wall = 3; // the line between rows 1 and 2: its walls taken away
    assertTrue(lines.get(wall).contains("+---"), g.out);
    lines.set(wall, lines.get(wall).replace("+---", "    ").replace("---", "   "));
    Cli r = Cli.runWithStdin(String.join("\n", lines) + "\n", "check", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertTrue(r.err.contains("<stdin>:3: ") && r.err.contains("enclose a region of"), r.err);
    Cli csv = Cli.runWithStdin("puzzle,rules,regions\n" + ".".repeat(36) + ",jigsaw,AAAB\n",
        "check", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), csv.code, csv.toString());
    assertTrue(csv.err.contains(":2: ") && csv.err.contains("do not fit"), csv.err);
  }

  @Test
  void aRulesLineThatDoesNotFitIsNamed() {
    String p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    Cli r = Cli.runWithStdin("# rules: jigsaw AAAB\n" + p + "\n", "check", "--format", "line");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertEquals("invalid\n", r.out);
    assertTrue(r.err.contains("<stdin>:1: ") && r.err.contains("do not fit"), r.err);
  }
}
