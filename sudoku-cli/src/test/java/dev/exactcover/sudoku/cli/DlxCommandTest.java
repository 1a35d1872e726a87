package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generic engine from the command line. */
class DlxCommandTest {
  @TempDir Path tmp;

  @Test
  void countsAndJson() {
    Cli r = Cli.run("dlx", "--count", Cli.data("exact-cover/queens-8.dlx"));
    assertEquals(0, r.code);
    assertEquals("92", r.out.strip());
    Cli j = Cli.run("dlx", "--count", "--format", "json", "--threads", "2",
        Cli.data("exact-cover/pentomino-3x20.dlx"));
    assertEquals("8", PuzzleCommandsTest.field(j.out, "solutions"), j.out);
    assertEquals("exhausted", PuzzleCommandsTest.field(j.out, "status"));
    assertTrue(Long.parseLong(PuzzleCommandsTest.field(j.out, "nodes")) > 0);
  }

  @Test
  void printsSolutionsFromStdin() {
    Cli r = Cli.runWithStdin("a b c d e f g\nc e\na d g\nb c f\na d f\nb g\nd e g\n", "dlx");
    assertEquals(0, r.code);
    assertEquals("1:\na d f\nb g\nc e\n", r.out.replace("\r", ""));
  }

  @Test
  void errors() throws Exception {
    Path bad = tmp.resolve("bad.dlx");
    Files.writeString(bad, "a b\na c\n");
    Cli r = Cli.run("dlx", "--count", bad.toString());
    assertEquals(Main.INVALID_INPUT, r.code);
    assertTrue(r.err.contains("line 2") && r.err.contains("'c'"), r.err);
    assertFalse(r.err.contains("Exception"));
    assertEquals(Main.INVALID_INPUT, Cli.run("dlx", tmp.resolve("none.dlx").toString()).code);
    assertEquals(Main.USAGE, Cli.run("dlx", "--format", "json", bad.toString()).code);
    assertEquals(Main.USAGE, Cli.run("dlx", "--threads", "2", bad.toString()).code);
  }

  @Test
  void aDlxFileThatIsNotUtf8IsNamedByLineAndColumn() throws Exception {
    Path bad = tmp.resolve("bad.dlx");
    Files.write(bad, new byte[] {'A', ' ', 'B', '\n', 'A', '\n', 'B', ' ', (byte) 0xFF, '\n'});
    Cli r = Cli.run("dlx", "--count", bad.toString());
    assertEquals(Main.INVALID_INPUT, r.code, r.toString());
    assertTrue(r.err.contains("line 3, column 3: byte 0xFF is not UTF-8 text"), r.err);
    assertEquals("", r.out);
  }

  @Test
  void aHugeSplitKeepsToTheTimeLimit() {
    long start = System.nanoTime();
    Cli r = Cli.run("dlx", "--count", "--split", "5000000", "--time-limit", "1",
        Cli.data("exact-cover/pentomino-6x10.dlx"));
    double seconds = (System.nanoTime() - start) / 1e9;
    assertEquals(Main.PARTIAL, r.code, r.toString());
    assertTrue(r.err.contains("ran out while splitting"), r.err);
    assertEquals("0 partial", r.out.strip(), "a lower bound, marked as one");
    assertTrue(seconds < 10, "took " + seconds + " s");
  }
}
