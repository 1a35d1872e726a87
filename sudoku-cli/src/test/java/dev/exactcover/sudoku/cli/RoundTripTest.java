package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every output that carries a puzzle reads back as input: the records of each command
 * in each format, fed to {@code solve}, give the solutions of the puzzles they came from.
 */
class RoundTripTest {
  @TempDir Path tmp;

  @Test
  void everyCommandsOutputReadsBack() throws Exception {
    List<String> five = Files.readAllLines(Path.of(Cli.data("sudoku9/top95.txt"))).subList(0, 5);
    Path puzzles = Files.write(tmp.resolve("five.txt"), five);
    Cli oracle = Cli.run("solve", "--format", "line", puzzles.toString());
    assertEquals(5, oracle.lines().size(), oracle.toString());
    for (String command : List.of("solve", "check", "validate", "grade", "hint", "count",
        "minimize")) {
      for (String format : List.of("csv", "json", "grid")) {
        Cli out = Cli.run(command, "--format", format, puzzles.toString());
        Path written = Files.writeString(tmp.resolve(command + "." + format), out.out);
        Cli back = Cli.run("solve", "--format", "line", written.toString());
        assertEquals(oracle.lines(), back.lines(), command + " --format " + format + ":\n"
            + out.out + "\n" + back);
        assertEquals(0, back.code, back.toString());
      }
    }
  }

  @Test
  void generatedPuzzlesReadBackInEveryFormat() throws Exception {
    Cli line = Cli.run("generate", "-n", "3", "--seed", "7", "--format", "line");
    assertEquals(3, line.lines().size(), line.toString());
    Path p = Files.writeString(tmp.resolve("g.txt"), line.out);
    Cli oracle = Cli.run("solve", "--format", "line", p.toString());
    for (String format : List.of("csv", "json", "grid")) {
      Cli out = Cli.run("generate", "-n", "3", "--seed", "7", "--format", format);
      Path written = Files.writeString(tmp.resolve("g." + format), out.out);
      Cli back = Cli.run("check", "--format", "line", written.toString());
      assertEquals(List.of("unique", "unique", "unique"), back.lines(), format + ": " + back);
      assertEquals(oracle.lines(), Cli.run("solve", "--format", "line", written.toString())
          .lines(), format);
    }
  }

  @Test
  void aSimpleSudokuFileReads() throws Exception {
    String ss = String.join("\n",
        "*-----------*",
        "|4..|...|8.5|",
        "|.3.|...|...|",
        "|...|7..|...|",
        "|---+---+---|",
        "|.2.|...|.6.|",
        "|...|.8.|4..|",
        "|...|.1.|...|",
        "|---+---+---|",
        "|...|6.3|.7.|",
        "|5..|2..|...|",
        "|1.4|...|...|",
        "*-----------*", "");
    Path file = Files.writeString(tmp.resolve("p.ss"), ss);
    Cli r = Cli.run("solve", "--format", "line", file.toString());
    assertEquals(List.of(
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293"),
        r.lines(), r.toString());
  }

  @Test
  void aSixteenBySixteenWrittenZeroToFReadsWithItsSymbols() throws Exception {
    List<String> gecode = Files.readAllLines(Path.of(Cli.data("sudoku16/gecode-55.txt")));
    String puzzle = gecode.stream().map(l -> l.split(" ")[0]).filter(l -> l.length() == 256)
        .findFirst().orElseThrow();
    // The same puzzle in 0-F: value v written as the hex digit of v - 1, blanks as '.'.
    StringBuilder hex = new StringBuilder();
    for (char ch : puzzle.toCharArray()) {
      int v = dev.exactcover.sudoku.Shape.valueOf(ch);
      hex.append(v == 0 ? '.' : "0123456789ABCDEF".charAt(v - 1));
    }
    Path file = Files.writeString(tmp.resolve("hex.txt"), hex + "\n");
    Path plain = Files.writeString(tmp.resolve("plain.txt"), puzzle + "\n");
    Cli want = Cli.run("solve", "--format", "line", plain.toString());
    Cli got = Cli.run("solve", "--format", "line", "--symbols", "0123456789ABCDEF",
        file.toString());
    assertEquals(0, got.code, got.toString());
    assertEquals(want.lines(), got.lines());
    Cli bad = Cli.run("solve", "--symbols", "0023456789ABCDEF", file.toString()); // twice 0
    assertEquals(ExitCode.USAGE.code(), bad.code, bad.toString());
  }
}
