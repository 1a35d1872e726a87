package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Honest output through a real process: a failed write is an error with its own exit
 * code, a closed pipe ends the run at once, a signal ends the output at a record boundary, and an
 * answer is written while the input is idle.
 */
@Tag("full") // child processes through the launcher
class ProcessIoTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  private static final String SOLUTION =
      "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

  @Test
  void aFullDiskIsAnErrorWithItsOwnExitCode() throws Exception {
    ProcessBuilder b = Child.builder("solve", Cli.data("sudoku9/top95.txt"))
        .redirectOutput(new File("/dev/full"));
    Child.Finished r = Child.run(b, "");
    assertEquals(ExitCode.OUTPUT_FAILED.code(), r.code(), r.toString());
    assertTrue(r.err().contains("cannot write the output: the disk is full"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
  }

  @Test
  void printablePagesAndGeneratedFilesReportAFullDiskToo() throws Exception {
    // A PDF to stdout (bytes, not text): the child needs PDFBox resolved, as the launcher does.
    ProcessBuilder pdf = Child.builder("generate", "-n", "2", "--seed", "5", "--format", "pdf")
        .redirectOutput(new File("/dev/full"));
    String pdfLibs = java.util.Arrays.stream(System.getProperty("java.class.path")
        .split(File.pathSeparator))
        .filter(jar -> jar.matches(".*(pdfbox|fontbox|commons-logging).*"))
        .collect(java.util.stream.Collectors.joining(File.pathSeparator));
    int mp = pdf.command().indexOf("-p") + 1;
    pdf.command().set(mp, pdf.command().get(mp) + File.pathSeparator + pdfLibs);
    pdf.command().addAll(1, List.of("--add-modules",
        "org.apache.pdfbox,org.apache.commons.logging"));
    Child.Finished r = Child.run(pdf, "");
    assertEquals(ExitCode.OUTPUT_FAILED.code(), r.code(), r.toString());
    assertTrue(r.err().contains("the disk is full"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    // A text format to -o FILE.
    Cli line = Cli.run("generate", "-n", "2", "--seed", "5", "--format", "line", "-o",
        "/dev/full");
    assertEquals(ExitCode.OUTPUT_FAILED.code(), line.code, line.toString());
    assertTrue(line.err.contains("the disk is full"), line.err);
    Cli svg = Cli.run("generate", "-n", "2", "--seed", "5", "--format", "svg", "-o",
        "/dev/full");
    assertEquals(ExitCode.OUTPUT_FAILED.code(), svg.code, svg.toString());
    assertTrue(svg.err.contains("the disk is full"), svg.err);
  }

  @Test
  void aClosedPipeEndsTheRunAtOnceAndQuietly() throws Exception {
    String many = Cli.data("sudoku9/17-clue.txt"); // 49,151 puzzles, four times: many seconds
    Process p = Child.builder("solve", many, many, many, many).start();
    p.getOutputStream().close();
    CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
    BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
        StandardCharsets.UTF_8));
    assertEquals(81, out.readLine().length());
    out.close(); // as | head -1 does
    long closed = System.nanoTime();
    assertTrue(p.waitFor(20, TimeUnit.SECONDS), "the run goes on after its reader left");
    assertTrue(System.nanoTime() - closed < 5_000_000_000L, "took more than 5 s to stop");
    assertEquals(ExitCode.BROKEN_PIPE.code(), p.exitValue());
    assertEquals("", err.get(), "a closed pipe ends quietly");
  }

  @Test
  void aSignalEndsTheOutputAtARecordBoundary() throws Exception {
    for (int run = 0; run < 3; run++) {
      Process p = Child.builder("solve", "--format", "grid", Cli.data("sudoku9/17-clue.txt"))
          .start();
      p.getOutputStream().close();
      CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
      InputStream in = p.getInputStream();
      byte[] first = in.readNBytes(1); // output has begun
      Thread.sleep(300 + 200 * run);
      signal(p, "TERM"); // Process.destroy would close our end of the pipes too
      String out = new String(first, StandardCharsets.UTF_8) + read(in);
      assertTrue(p.waitFor(20, TimeUnit.SECONDS));
      assertEquals(143, p.exitValue(), err.get());
      assertTrue(err.get().contains("interrupted"), err.get());
      assertTrue(out.endsWith("\n\n"), "a torn last record: " + tail(out));
      String[] records = out.split("\n\n");
      for (String rec : records) { // a header and the 13 lines of a boxed grid
        String[] lines = rec.split("\n");
        assertEquals(14, lines.length, "a torn record: " + rec);
        assertTrue(lines[0].startsWith("# ") && lines[0].contains(": unique"), rec);
      }
    }
  }

  @Test
  void aSignalEndsLinesAndDlxSolutionsAtARecordBoundary() throws Exception {
    String[][] runs = {{"solve", "--format", "line", Cli.data("sudoku9/17-clue.txt")},
        {"solve", "--format", "json", Cli.data("sudoku9/17-clue.txt")},
        {"dlx", Cli.data("exact-cover/pentomino-6x10.dlx")}};
    for (String[] args : runs) {
      Process p = Child.builder(args).start();
      p.getOutputStream().close();
      CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
      InputStream in = p.getInputStream();
      byte[] first = in.readNBytes(1);
      Thread.sleep(700);
      signal(p, "INT"); // Ctrl-C
      String out = new String(first, StandardCharsets.UTF_8) + read(in);
      assertTrue(p.waitFor(20, TimeUnit.SECONDS));
      assertEquals(130, p.exitValue(), err.get());
      assertTrue(out.endsWith("\n"), String.join(" ", args) + ": " + tail(out));
      if (args[0].equals("dlx")) { // k: and the 12 pieces of each solution
        String[] records = out.split("(?m)^(?=[0-9]+:$)");
        for (String rec : records) {
          assertEquals(13, rec.split("\n").length, "a torn solution: " + rec);
        }
      } else {
        for (String line : out.split("\n")) {
          assertTrue(args[2].equals("line") ? line.length() == 81
              : line.startsWith("{") && line.endsWith("}"), "a torn line: " + line);
        }
      }
    }
  }

  /**
   * A signal during a clause-learning count (pentomino-3x20 takes about 20 s under learning):
   * exit 130 and no count at all, as for the tree search, rather than an unmarked number.
   */
  @Test
  void aSignalDuringALearningCountPrintsNoNumber() throws Exception {
    Process p = Child.builder("dlx", "--count", "--learn",
        Cli.data("exact-cover/pentomino-3x20.dlx")).start();
    try {
      p.getOutputStream().close();
      CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
      Thread.sleep(2500);
      signal(p, "INT");
      String out = read(p.getInputStream());
      assertTrue(p.waitFor(10, TimeUnit.SECONDS), "still running 10 s after the signal");
      assertEquals(130, p.exitValue(), err.get());
      assertEquals("", out, "a count printed though the search was cut short");
      assertTrue(err.get().contains("interrupted"), err.get());
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void manyThreadsInLittleMemoryAreBoundedByTheMemory() throws Exception {
    ProcessBuilder b = Child.builder("solve", "--threads", "3000",
        Cli.data("sudoku9/17-clue.txt"));
    b.command().add(1, "-Xmx64m");
    b.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Child.Finished r = Child.run(b, "");
    assertEquals(0, r.code(), r.toString());
    assertTrue(r.err().contains("--threads 3000 is more than this JVM's"), r.err());
    assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), r.err());
  }

  @Test
  void anAnswerIsWrittenWhileTheInputIsIdle() throws Exception {
    Process p = Child.builder("solve").start();
    try {
      OutputStream in = p.getOutputStream();
      in.write((PUZZLE + "\n").getBytes(StandardCharsets.UTF_8));
      in.flush(); // and the input stays open, as an interactive program's does
      BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
          StandardCharsets.UTF_8));
      CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
        try {
          return out.readLine();
        } catch (java.io.IOException e) {
          return e.toString();
        }
      });
      assertEquals(SOLUTION, line.get(30, TimeUnit.SECONDS));
      in.close();
      assertTrue(p.waitFor(20, TimeUnit.SECONDS));
      assertEquals(0, p.exitValue());
    } finally {
      p.destroyForcibly();
    }
  }

  /** Sends {@code SIG<name>} to {@code p}, as kill(1) does. */
  static void signal(Process p, String name) throws Exception {
    assertEquals(0, new ProcessBuilder("kill", "-" + name, String.valueOf(p.pid())).start()
        .waitFor());
  }

  static String read(InputStream in) {
    try {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      return "";
    }
  }

  private static String tail(String s) {
    return s.substring(Math.max(0, s.length() - 300));
  }
}
