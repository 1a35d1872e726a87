package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every input record gets its result through the command line (input cases). */
class HonestInputTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String SOLUTION =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

  @TempDir Path dir;

  @Test
  void anEmptyInputIsNamedOnStderr() throws Exception {
    Path empty = Files.writeString(dir.resolve("empty.txt"), "");
    Cli r = Cli.run("solve", empty.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertEquals("", r.out);
    assertTrue(r.err.contains(empty + ": no puzzles in the input"), r.err);
    Cli s = Cli.runWithStdin("# only a comment\n\n", "check");
    assertEquals(ExitCode.INVALID_INPUT.code(), s.code, s.toString());
    assertTrue(s.err.contains("<stdin>: no puzzles in the input"), s.err);
  }

  @Test
  void bytesThatAreNotUtf8InAFileCostOneLine() throws Exception {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    for (int i = 0; i < 30; i++) {
      b.write((i == 10 ? PUZZLE.substring(0, 3) : PUZZLE).getBytes(StandardCharsets.US_ASCII));
      if (i == 10) {
        b.write(new byte[] {(byte) 0xFF, (byte) 0xFE});
        b.write(PUZZLE.substring(5).getBytes(StandardCharsets.US_ASCII));
      }
      b.write('\n');
    }
    Path file = Files.write(dir.resolve("bad.txt"), b.toByteArray());
    Cli r = Cli.run("solve", file.toString());
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    List<String> lines = r.lines();
    assertEquals(30, lines.size(), r.toString());
    for (int i = 0; i < 30; i++) {
      assertEquals(i == 10 ? "invalid" : SOLUTION, lines.get(i));
    }
    assertTrue(r.err.contains("bad.txt:11:4: not UTF-8 text (byte 0xFF)"), r.err);
    assertFalse(r.err.contains("Exception"), r.err);
  }

  @Test
  void aStrayShortLineCostsOneResult() throws Exception {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 12; i++) {
      s.append(i == 2 ? "4.....8.5" : PUZZLE).append('\n');
    }
    Cli r = Cli.runWithStdin(s.toString(), "solve");
    assertEquals(12, r.lines().size(), r.toString());
    assertEquals("invalid", r.lines().get(2));
    assertEquals(11, r.lines().stream().filter(SOLUTION::equals).count());
  }

  @Test
  void aByteOrderMarkIsSkipped() throws Exception {
    Path file = dir.resolve("bom.csv");
    Files.write(file, ("\uFEFFpuzzle,solution\n" + PUZZLE + ",\n").getBytes(StandardCharsets.UTF_8));
    Cli r = Cli.run("solve", file.toString());
    assertEquals(0, r.code, r.toString());
    assertEquals(List.of(SOLUTION), r.lines());
  }

  @Test
  void messagesAreInPlainWords() throws Exception {
    Path bad = Files.write(dir.resolve("latin1.dlx"), new byte[] {'a', ' ', (byte) 0xE9, '\n'});
    String[][] commands = {{"solve", dir.toString()}, {"dlx", "--count", dir.toString()},
        {"dlx", "--count", bad.toString()}, {"solve", "--time-limit", "1e400", "x"},
        {"dlx", "--count", "--time-limit", "0", bad.toString()}};
    String[] said = {"is a directory", "is a directory", "not UTF-8 text",
        "--time-limit must be a positive number of seconds", "--time-limit must be a positive"};
    for (int i = 0; i < commands.length; i++) {
      Cli r = Cli.run(commands[i]);
      assertTrue(r.code == ExitCode.INVALID_INPUT.code() || r.code == ExitCode.USAGE.code(), r.toString());
      assertTrue(r.err.contains(said[i]), r.err);
      assertFalse(r.err.contains("Exception") || r.err.contains("java."), r.err);
    }
  }

  @Test
  void withAProgressBarAFifoIsReadOnceAndWhole() throws Exception {
    Path fifo = dir.resolve("puzzles.fifo");
    assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
    ProcessBuilder b = Child.builder("solve", fifo.toString());
    b.environment().put("SUDOKU_STDERR_TTY", "1"); // a progress bar, as at a terminal
    Process p = b.start();
    p.getOutputStream().close();
    CompletableFuture<String> out = CompletableFuture.supplyAsync(
        () -> ProcessIoTest.read(p.getInputStream()));
    CompletableFuture<String> err = CompletableFuture.supplyAsync(
        () -> ProcessIoTest.read(p.getErrorStream()));
    try (OutputStream w = Files.newOutputStream(fifo)) { // blocks until the child opens it
      for (int i = 0; i < 5; i++) {
        w.write((PUZZLE + "\n").getBytes(StandardCharsets.US_ASCII));
      }
    }
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the child hangs on the FIFO");
    assertEquals(0, p.exitValue(), err.get());
    assertEquals((SOLUTION + "\n").repeat(5), out.get());
  }

  @Test
  void withAProgressBarStdinAsAPathIsReadOnce() throws Exception {
    ProcessBuilder b = Child.builder("solve", "/dev/stdin");
    b.environment().put("SUDOKU_STDERR_TTY", "1");
    Child.Finished r = Child.run(b, (PUZZLE + "\n").repeat(3));
    assertEquals(0, r.code(), r.toString());
    assertEquals((SOLUTION + "\n").repeat(3), r.out());
  }
}
