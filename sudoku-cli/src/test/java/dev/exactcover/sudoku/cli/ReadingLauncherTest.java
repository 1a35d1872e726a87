package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reading through the real launcher ({@code ./sudoku} in a copy of the repository's layout): a
 * one-column CSV whose fields are quoted, an f-puzzles link given as an argument, and f-puzzles
 * records that do not decode, each one invalid record with its place and the exit code of bad
 * input. {@link #aQuotedOneColumnCsvReadsInProcess} is the quick sample of the same checks.
 */
class ReadingLauncherTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String SOLUTION =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";
  /** A 4x4 killer: one cage, r1c1 and r1c2, of sum 3 (48 solutions, as 288 / 6). */
  private static final String LINK = "https://www.f-puzzles.com/?load="
      + "N4IgzglgXgpiBcAWANCA5gJwgEwQbT2AF9ljSTiBdZQiu86285qms9uy6kAawgBt+MDAGMAhmjjxCIETEFh8IAEo"
      + "BGAMKqQqNeoBMIbgDcx/AK5SQAZhBFKRIA==";

  @TempDir Path tmp;

  @Test
  void aQuotedOneColumnCsvReadsInProcess() throws Exception {
    Path csv = Files.writeString(tmp.resolve("q.csv"), "\"puzzle\"\n\"" + PUZZLE + "\"\n");
    Cli r = Cli.run("solve", csv.toString());
    assertEquals(0, r.code, r.toString());
    assertEquals(List.of(SOLUTION), r.lines());
    Cli l = Cli.run("count", LINK);
    assertEquals(List.of("48"), l.lines(), l.toString());
  }

  @Test
  @Tag("full") // the real launcher, as a child process
  void throughTheLauncher() throws Exception {
    Path repo = LauncherTest.layout(tmp.resolve("repo"), false);
    Path csv = Files.writeString(tmp.resolve("q.csv"), "\"puzzle\"\n\"" + PUZZLE + "\"\r\n\""
        + PUZZLE + "\"\n");
    Child.Finished r = launch(repo, "", "solve", csv.toString());
    assertEquals(0, r.code(), r.toString());
    assertEquals(SOLUTION + "\n" + SOLUTION + "\n", r.out());

    Child.Finished link = launch(repo, "", "count", LINK);
    assertEquals(0, link.code(), link.toString());
    assertEquals("48\n", link.out());

    String bad = "https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcA*\n"
        + "{\"size\":4,\"grid\":" + "[".repeat(100) + "]".repeat(100) + "}\n"
        + "{\"size\":4,\n" + PUZZLE + "\n";
    Child.Finished b = launch(repo, bad, "check");
    assertEquals(ExitCode.INVALID_INPUT.code(), b.code(), b.toString());
    assertEquals("invalid\ninvalid\ninvalid\nunique\n", b.out());
    assertTrue(b.err().contains("<stdin>:1:31: the f-puzzles puzzle in the link "
        + "does not decode: character 16 ('*') is not base 64"), b.err());
    assertTrue(b.err().contains("<stdin>:2:81: JSON nested more than 64 deep"),
        b.err());
    assertTrue(b.err().contains("<stdin>:3: the JSON object that starts at line 3 is not "
        + "closed before line 4 (read next, as a record of its own)"), b.err());
    assertFalse(b.err().contains("Exception"), b.err());
  }

  private static Child.Finished launch(Path repo, String stdin, String... args)
      throws Exception {
    List<String> command = new java.util.ArrayList<>(List.of(repo.resolve("sudoku").toString()));
    command.addAll(List.of(args));
    ProcessBuilder b = new ProcessBuilder(command);
    b.environment().put("SUDOKU_CDS", "0");
    b.environment().put("JAVA_HOME", System.getProperty("java.home"));
    return Child.run(b, stdin);
  }
}
