package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rules travel with the puzzle: Sudoku X and jigsaw puzzles written by {@code generate} in the
 * line format (a {@code # rules:} line) and in JSON ({@code rules}, {@code regions}) read back
 * through {@code check} and {@code solve} without {@code --x} or {@code --regions} as unique;
 * a rules line that does not fit is named by its line.
 */
class RulesTravelTest {
  @TempDir Path tmp;

  @Test
  void sudokuXInLinesAndJson() {
    for (String format : new String[] {"line", "json"}) {
      Cli x = Cli.run("generate", "-n", "2", "--x", "--seed", "5", "--format", format);
      assertEquals(0, x.code, x.toString());
      Cli check = Cli.runWithStdin(x.out, "check", "--format", "line");
      assertEquals("unique\nunique\n", check.out, format + ": " + x.out + check);
      Cli classic = Cli.runWithStdin(x.out.replaceAll("(?m)^# rules:.*\n", "")
          .replace("\"rules\":\"X\"", "\"rules\":\"standard\""), "check", "--format", "line");
      assertTrue(classic.out.contains("multiple"), "read as classic the X puzzle is not unique: "
          + classic.out);
    }
  }

  @Test
  void jigsawInLinesAndJson() throws Exception {
    Path map = tmp.resolve("map.txt");
    Files.writeString(map, "aaabbb\naacbbb\naccccc\ndddeef\ndddeef\neeffff\n");
    for (String format : new String[] {"line", "json"}) {
      Cli g = Cli.run("generate", "-n", "2", "--regions", map.toString(), "--seed", "6",
          "--format", format);
      assertEquals(0, g.code, g.toString());
      Cli check = Cli.runWithStdin(g.out, "check", "--format", "line");
      assertEquals("unique\nunique\n", check.out, format + ": " + g.out + check);
      Cli solve = Cli.runWithStdin(g.out, "solve", "--format", "json");
      assertEquals(0, solve.code, solve.toString());
    }
  }

  @Test
  void aRulesLineThatDoesNotFitIsNamed() {
    String p = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    Cli r = Cli.runWithStdin("# rules: jigsaw AAAB\n" + p + "\n", "check", "--format", "line");
    assertEquals(Main.INVALID_INPUT, r.code, r.toString());
    assertEquals("invalid\n", r.out);
    assertTrue(r.err.contains("line 1") && r.err.contains("do not fit"), r.err);
  }
}
