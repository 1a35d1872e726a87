package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CountingOptions;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.Messages;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Input at the edges, in words: endless input ({@code /dev/zero}) as a {@code .dlx} file, a
 * region map or a job file is refused with its line before memory runs out; thread and split
 * counts the machine cannot hold are refused before any work; control bytes of input are shown
 * escaped.
 */
class EdgeInputTest {
  @TempDir Path tmp;

  @Tag("full")
  @Test
  void endlessInputIsRefusedWithItsLineInASmallHeap() throws Exception {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    String[][] cases = {
        {"dlx", "--count", "/dev/zero"},
        {"solve", "--regions", "/dev/zero", "-"},
        {"dlx", "--count", "--job", "/dev/zero", queens},
    };
    String[] said = {
        "sudoku dlx: /dev/zero:1:1: the line is longer than 16 MiB without a "
            + "newline: not .dlx text",
        "/dev/zero:1: the line is longer than 64 KiB: not a region map",
        "/dev/zero: not a regular file (a job file is a file on a disk)",
    };
    for (int k = 0; k < cases.length; k++) {
      ProcessBuilder b = Child.builder(cases[k]);
      b.command().add(1, "-Xmx64m");
      Child.Finished r = Child.run(b, "");
      assertEquals(ExitCode.INVALID_INPUT.code(), r.code(), String.join(" ", cases[k]) + ": " + r);
      assertTrue(r.err().contains(said[k]), String.join(" ", cases[k]) + ": " + r.err());
      assertFalse(r.err().contains("memory"), r.err());
    }
  }

  @Test
  void threadAndSplitCountsTheMachineCannotHoldAreRefusedBeforeAnyWork() {
    String queens = Cli.data("exact-cover/queens-8.dlx");
    int most = 64 * Runtime.getRuntime().availableProcessors();
    String[][] cases = {
        {"dlx", "--count", "--threads", "32768", queens},
        {"dlx", "--count", "--threads", "100000", "--split", "100", queens},
        {"count", "--split", "10", "--threads", "32768", "-"},
    };
    for (String[] c : cases) {
      Cli r = Cli.runWithStdin("", c);
      assertEquals(ExitCode.USAGE.code(), r.code, String.join(" ", c) + ": " + r);
      assertTrue(r.err.contains("--threads is at most " + most + " on this machine (64 per "
          + "processor; more only wait their turn), not "), r.err);
      assertFalse(r.err.contains("null"), r.err);
    }
    long memory = Runtime.getRuntime().maxMemory();
    int tooMany = (int) Math.min(CountingOptions.MAX_SPLIT, memory / 200);
    if ((long) tooMany * 200 > memory / 2) {
      Cli r = Cli.run("dlx", "--count", "--split", String.valueOf(tooMany), queens);
      assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
      assertTrue(r.err.contains("MB of subproblems, more than half of this JVM's"), r.err);
    }
  }

  @Test
  void controlBytesOfInputAreShownEscaped() throws Exception {
    Path dlx = tmp.resolve("bad.dlx");
    Files.write(dlx, "a b\u0000\u001b[31m b\u0000\u001b[31m\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    Cli r = Cli.run("dlx", "--count", dlx.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertFalse(r.err.contains("\u0000") || r.err.contains("\u001b"), r.err);
    assertTrue(r.err.contains("1:4: control character U+0000"), r.err);
    assertEquals("a\\x00b\\x1b\\x0ac\\x9f\td\\e", Messages.escape("a\u0000b\u001b\nc\u009f\td\\e"));
  }
}
