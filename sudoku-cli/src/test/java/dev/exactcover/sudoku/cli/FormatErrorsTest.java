package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An error in what was read is said one way by every reader, through both programs:
 * {@code program command: FILE:LINE[:COLUMN]: rule}, with the place the rule was broken at
 * (what follows the rule, its details, may run on),
 * exit 3 (or the record marked invalid and exit 3 for the puzzle commands).
 */
class FormatErrorsTest {
  @TempDir Path tmp;

  private Path file(String name, String text) throws Exception {
    return Files.writeString(tmp.resolve(name), text);
  }

  private static void said(Cli r, String program, String want) {
    assertEquals(3, r.code, r.toString());
    List<String> lines = r.err.lines().filter(l -> !l.isBlank()).toList();
    assertTrue(lines.stream().anyMatch(l -> l.startsWith(program + want)), r.toString());
  }

  @Test
  void eachReaderSaysThePlaceTheSameWay() throws Exception {
    Path dlx = file("bad.dlx", "a b\na c\n");
    said(Cli.exactcover("count", dlx.toString()), "exactcover count: ",
        dlx + ":2:3: unknown item 'c'");
    said(Cli.run("dlx", dlx.toString()), "sudoku dlx: ", dlx + ":2:3: unknown item 'c'");
    Path bytes = tmp.resolve("bytes.dlx");
    Files.write(bytes, new byte[] {'a', ' ', 'b', '\n', 'a', ' ', (byte) 0xff, '\n'});
    said(Cli.exactcover("count", bytes.toString()), "exactcover count: ",
        bytes + ":2:3: byte 0xFF is not UTF-8 text");
    Path spec = file("bad.polyomino", "[0-2][0-2]\nP 00 0% 10\n");
    said(Cli.exactcover("tile", spec.toString()), "exactcover tile: ", spec + ":2:7: "
        + "'%' is not a radix-62 digit (0-9, a-z, A-Z) or '['");
    String puzzle = Files.readAllLines(Path.of(Cli.data("sudoku9/top95.txt"))).get(0);
    Path grids = file("bad.txt", puzzle + "\n" + puzzle.substring(0, 16) + "x"
        + puzzle.substring(17) + "\n" + puzzle.substring(0, 7) + "\n");
    Cli solve = Cli.run("solve", grids.toString());
    said(solve, "sudoku solve: ", grids + ":2:17: unknown symbol 'x' (9x9 (3x3 boxes) uses 1-9, "
        + "and . or 0 for a blank)");
    said(solve, "sudoku solve: ", grids + ":3: 7 cells is neither a 9x9 (3x3 boxes) puzzle on "
        + "one line (81 cells) nor a row of 9");
    Path twice = file("twice.txt", "55" + puzzle.substring(2).replace('5', '.') + "\n");
    said(Cli.run("validate", twice.toString()), "sudoku validate: ", twice
        + ":1: 5 appears twice in row 1: r1c1 and r1c2");
  }

  @Test
  void theJsonErrorStartsAtTheLine() throws Exception {
    String puzzle = Files.readAllLines(Path.of(Cli.data("sudoku9/top95.txt"))).get(0);
    Path grids = file("bad.txt", puzzle + "\n" + puzzle.substring(0, 16) + "x"
        + puzzle.substring(17) + "\n");
    Cli r = Cli.run("check", "--format", "json", grids.toString());
    assertEquals(3, r.code, r.toString());
    assertTrue(r.out.contains("\"line\":2,\"status\":\"invalid\""), r.out);
    assertTrue(r.out.contains("\"error\":\"2:17: unknown symbol 'x'"), r.out);
  }
}
