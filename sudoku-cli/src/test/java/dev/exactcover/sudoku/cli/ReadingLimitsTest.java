package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reading and building a problem keep to the limits the search keeps: a whole-run
 * {@code --time-limit} holds (within a tenth) while a large or endless input is still being read
 * or built, with exit code 5 and nothing on stdout; a tiling spec is read up to a cap, as the
 * other readers are, so {@code /dev/zero} and {@code /dev/urandom} are refused with their line in
 * a small heap; hostile specs and {@code .dlx} text get one error naming the line and column.
 */
class ReadingLimitsTest {
  private static final String DIGITS =
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  @TempDir Path tmp;

  /** A child whose whole-run clock starts now, as the launcher's does. */
  private static ProcessBuilder timed(String... args) {
    ProcessBuilder b = Child.builder(args);
    Instant now = Instant.now();
    b.environment().put("SUDOKU_STARTED", String.format("%d.%06d", now.getEpochSecond(),
        now.getNano() / 1000));
    return b;
  }

  /** What a timed child did, and how long it took from its start to its end. */
  private record Timed(Child.Finished finished, double seconds) {}

  /**
   * Runs {@code b} with {@code stdin} written and then held open (a pipe that never ends) until
   * the child exits, or for at most {@code most} seconds.
   */
  private static Timed runHoldingStdin(ProcessBuilder b, String stdin, double most)
      throws IOException, InterruptedException {
    long start = System.nanoTime();
    Process p = b.start();
    OutputStream in = p.getOutputStream();
    in.write(stdin.getBytes(StandardCharsets.UTF_8));
    in.flush();
    byte[][] err = new byte[1][];
    Thread drain = new Thread(() -> {
      try {
        err[0] = p.getErrorStream().readAllBytes();
      } catch (IOException e) {
        err[0] = new byte[0];
      }
    });
    drain.start();
    byte[][] out = new byte[1][];
    Thread drainOut = new Thread(() -> {
      try {
        out[0] = p.getInputStream().readAllBytes();
      } catch (IOException e) {
        out[0] = new byte[0];
      }
    });
    drainOut.start();
    boolean ended = p.waitFor((long) (most * 1000), TimeUnit.MILLISECONDS);
    double seconds = (System.nanoTime() - start) / 1e9;
    if (!ended) {
      p.destroyForcibly().waitFor();
    }
    in.close();
    drain.join();
    drainOut.join();
    assertTrue(ended, "still reading after " + most + " s");
    return new Timed(new Child.Finished(p.exitValue(), new String(out[0], StandardCharsets.UTF_8),
        new String(err[0], StandardCharsets.UTF_8)), seconds);
  }

  /** An input that never ends: the time limit stops the reading, exit 5, nothing on stdout. */
  @Tag("full")
  @Test
  void aTimeLimitHoldsWhileStdinNeverEnds() throws Exception {
    String[][] cases = {
        {"dlx", "--count", "--time-limit", "5", "-"},
        {"dlx", "--time-limit", "5", "-"},
        {"tile", "--count", "--time-limit", "5", "--kind", "polycube", "-"},
    };
    String[] said = {
        "sudoku dlx: stopped by --time-limit while reading <stdin>, before the search began: "
            + "nothing was counted",
        "sudoku dlx: stopped by --time-limit while reading <stdin>, before the search began: "
            + "no solution was listed",
        "sudoku tile: stopped by --time-limit while reading and building the tiling of <stdin>, "
            + "before the search began: nothing was counted",
    };
    for (int k = 0; k < cases.length; k++) {
      String first = k < 2 ? "a b\na\n" : "000 001\na 000\n";
      Timed t = runHoldingStdin(timed(cases[k]), first, 30);
      String what = String.join(" ", cases[k]) + ": " + t.finished();
      assertEquals(ExitCode.PARTIAL.code(), t.finished().code(), what);
      assertEquals("", t.finished().out(), what);
      assertEquals(said[k] + "\n", t.finished().err(), what);
      assertTrue(t.seconds() < 5.5, what + " after " + t.seconds() + " s");
    }
  }

  /**
   * Large problems: 238,328 items of three characters; the 62x62x62 box; a piece line of
   * 160,000 cells. Each run keeps its time limit within a tenth, whether it ends reading,
   * building or searching, and what it prints is marked.
   */
  @Tag("full")
  @Test
  void aTimeLimitHoldsWhileLargeProblemsAreReadAndBuilt() throws Exception {
    StringBuilder names = new StringBuilder();
    StringBuilder options = new StringBuilder();
    for (int k = 0; k < 62 * 62 * 62; k++) {
      names.append(k == 0 ? "" : " ").append(cell(k));
      if (k % 2 == 1) {
        options.append(cell(k - 1)).append(' ').append(cell(k)).append('\n');
      }
    }
    Path items = Files.writeString(tmp.resolve("items.dlx"), names + "\n" + options);
    Path box = Files.writeString(tmp.resolve("box.polycube"), "[0-Z][0-Z][0-Z]\na 000\n");
    StringBuilder piece = new StringBuilder("[0-Z][0-Z][0-Z]\np");
    for (int k = 0; k < 160_000; k++) {
      piece.append(' ').append(cell(k));
    }
    Path line = Files.writeString(tmp.resolve("line.polycube"), piece.append('\n'));
    List<String[]> cases = List.of(
        new String[] {"dlx", "--count", "--time-limit", "5", items.toString()},
        new String[] {"tile", "--count", "--time-limit", "5", box.toString()},
        new String[] {"tile", "--count", "--time-limit", "10", line.toString()});
    for (String[] c : cases) {
      double limit = Double.parseDouble(c[3]);
      Timed t = runHoldingStdin(timed(c), "", 10 * limit);
      String what = String.join(" ", c) + ": " + t.finished();
      assertTrue(t.seconds() < 1.1 * limit, what + " after " + t.seconds() + " s");
      int code = t.finished().code();
      String out = t.finished().out();
      // Stopped while reading or building (nothing printed), stopped searching (a count marked
      // as a lower bound), or done: 0 (the box is not filled by one cube; the piece leaves
      // cells of the box uncovered).
      assertTrue(code == ExitCode.PARTIAL.code() && (out.isEmpty() || out.endsWith(" limit\n"))
          || code == ExitCode.OK.code() && out.equals("0\n"), what);
    }
  }

  private static String cell(int k) {
    return "" + DIGITS.charAt(k / 3844) + DIGITS.charAt(k / 62 % 62) + DIGITS.charAt(k % 62);
  }

  /** Endless devices as tiling specs: refused at the cap with their line, in a small heap. */
  @Tag("full")
  @Test
  void endlessDevicesAsTilingSpecsAreRefusedWithTheirLine() throws Exception {
    String[][] cases = {
        {"tile", "--count", "--kind", "polycube", "/dev/zero"},
        {"tile", "--count", "--kind", "polyomino", "/dev/urandom"},
        {"dlx", "--count", "/dev/urandom"},
    };
    String[] said = {
        "sudoku tile: /dev/zero:1: the line is longer than 2048 KiB: not a tiling spec",
        "sudoku tile: /dev/urandom:",
        "sudoku dlx: /dev/urandom:",
    };
    for (int k = 0; k < cases.length; k++) {
      ProcessBuilder b = Child.builder(cases[k]);
      b.command().add(1, "-Xmx64m");
      Child.Finished r = Child.run(b, "");
      String what = String.join(" ", cases[k]) + ": " + r;
      assertEquals(ExitCode.INVALID_INPUT.code(), r.code(), what);
      assertTrue(r.err().startsWith(said[k]), what);
      assertEquals(1, r.err().lines().count(), what);
      assertFalse(r.err().contains("memory") || r.err().contains("threads"), what);
    }
  }

  /** The reading cap, in-process: a spec line longer than the cap is refused with its number. */
  @Test
  void aSpecLineLongerThanTheCapIsRefusedWithItsNumber() {
    Cli r = Cli.runWithStdin("000\n| a comment\na" + " 000".repeat(600_000) + "\n", "tile",
        "--count", "--kind", "polycube", "-");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    assertEquals("sudoku tile: <stdin>:3: the line is longer than 2048 KiB: not a tiling spec\n",
        r.err);
  }

  /** Hostile specs: one error each, naming the line and column; never an internal failure. */
  @Test
  void hostileSpecsGetOneErrorWithTheirPlace() {
    String[][] cases = {
        {"000 001\na\u0000 000\n", "<stdin>:2:2: control character U+0000"},
        {"000 001\na 0\u00010\n", "<stdin>:2:4: control character U+0001"},
        {"000 001\n 000\n", "<stdin>:2:1: a piece line starts with the piece's name"},
        {"000 001\nabcdefghi 000\n", "<stdin>:2:1: piece name 'abcdefghi' is longer than 8"},
        {"000 001\na 000\na 0\u00e90\n", "<stdin>:3:4: '\u00e9' is not a radix-62 digit"},
    };
    for (String[] c : cases) {
      Cli r = Cli.runWithStdin(c[0], "tile", "--count", "--kind", "polycube", "-");
      assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
      assertTrue(r.err.startsWith("sudoku tile: " + c[1]), r.err);
      assertEquals(1, r.err.lines().count(), r.err);
      assertFalse(r.err.contains("\u0000") || r.err.contains("internal"), r.err);
    }
  }

  /** The limits' messages name the option and the value given, as every command does. */
  @Test
  void outOfRangeValuesAreNamedWithTheValueGiven() {
    String scott = "examples/tilings/scott.polyomino";
    Cli limit = Cli.exactcover("tile", "--limit", "0", "../" + scott);
    assertEquals(ExitCode.USAGE.code(), limit.code, limit.toString());
    assertTrue(limit.err.startsWith("exactcover tile: --limit must be at least 1, not 0\n"),
        limit.err);
    Cli threads = Cli.exactcover("tile", "--count", "--threads", "0", "../" + scott);
    assertEquals(ExitCode.USAGE.code(), threads.code, threads.toString());
    assertTrue(threads.err.startsWith("exactcover tile: --threads must be at least 1, not 0\n"),
        threads.err);
    String queens = Cli.data("exact-cover/queens-8.dlx");
    Cli memo = Cli.exactcover("count", "--memo", "--memo-limit", "8796093022208", queens);
    assertEquals(ExitCode.USAGE.code(), memo.code, memo.toString());
    assertTrue(memo.err.startsWith("exactcover count: --memo-limit must be at most "
        + "8796093022207 MiB (2^63 bytes), not 8796093022208\n"), memo.err);
    Cli zero = Cli.exactcover("count", "--memo", "--memo-limit", "0", queens);
    assertTrue(zero.err.startsWith("exactcover count: --memo-limit must be at least 1, not 0\n"),
        zero.err);
    Cli most = Cli.exactcover("count", "--memo", "--memo-limit", "8796093022207", queens);
    assertEquals(ExitCode.OK.code(), most.code, most.toString());
    assertEquals("92\n", most.out);
  }

  /** Hostile {@code .dlx} text through the command: one error, its line and column, exit 3. */
  @Test
  void hostileDlxTextGetsOneErrorWithItsPlace() {
    String[][] cases = {
        {"a b\u0000c\na\n", "1:4: control character U+0000"},
        {"a b\n" + "a ".repeat(100_000) + "\n", "2:3: item 'a' appears twice"},
        {"a b\na \u00ff\n", "2:3: unknown item '\u00ff'"},
    };
    for (String[] c : cases) {
      Cli r = Cli.runWithStdin(c[0], "dlx", "--count", "-");
      assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
      assertTrue(r.err.startsWith("sudoku dlx: <stdin>:" + c[1]), r.err);
      assertEquals(1, r.err.lines().count(), r.err);
    }
  }
}
