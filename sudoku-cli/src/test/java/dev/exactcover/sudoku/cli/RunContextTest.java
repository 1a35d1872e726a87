package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.Launcher;
import dev.exactcover.cli.RunContext;
import dev.exactcover.cli.Tool;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Runs of the command line in one JVM, each in a context of its own: many at once, each reading
 * its own stdin and writing its own stdout, with its own clock and interrupt.
 */
class RunContextTest {
  /** The n-queens problem as a .dlx text: known counts (1, 0, 0, 2, 10, 4, 40, 92). */
  static String queens(int n) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < n; i++) {
      s.append("r").append(i).append(' ').append("c").append(i).append(' ');
    }
    s.append('|');
    for (int d = 0; d < 2 * n - 1; d++) {
      s.append(" a").append(d).append(" b").append(d);
    }
    s.append('\n');
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        s.append("r").append(r).append(" c").append(c).append(" a").append(r + c).append(" b")
            .append(r - c + n - 1).append('\n');
      }
    }
    return s.toString();
  }

  private static final long[] QUEENS = {0, 1, 0, 0, 2, 10, 4, 40, 92};

  private static String[] run(Tool tool, String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunContext ctx = RunContext.builder(tool.name())
        .stdin(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)))
        .stdout(out).stderr(err).build();
    int code = Launcher.run(tool, ctx, args);
    return new String[] {String.valueOf(code), out.toString(StandardCharsets.UTF_8),
        err.toString(StandardCharsets.UTF_8)};
  }

  @Test
  void manyRunsAtOnceEachReadAndWriteTheirOwnStreams() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(6);
    try {
      List<Future<String[]>> runs = new ArrayList<>();
      List<Integer> sizes = new ArrayList<>();
      for (int k = 0; k < 24; k++) {
        int n = 4 + k % 5;
        sizes.add(n);
        String format = k % 2 == 0 ? "json" : "line";
        runs.add(pool.submit(() -> run(ExactCoverMain.TOOL, queens(n), "count",
            "--format", format, "-")));
      }
      for (int k = 0; k < runs.size(); k++) {
        String[] r = runs.get(k).get();
        long want = QUEENS[sizes.get(k)];
        assertEquals("0", r[0], r[2]);
        assertTrue(k % 2 == 0 ? r[1].contains("\"solutions\":" + want + ",")
            : r[1].strip().equals(String.valueOf(want)), k + ": " + r[1]);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void theSudokuAndExactCoverProgramsRunSideBySide() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      String puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
      Future<String[]> solve = pool.submit(() -> run(new Main(), puzzle + "\n", "solve",
          "--format", "line"));
      Future<String[]> count = pool.submit(() -> run(ExactCoverMain.TOOL, queens(8), "count"));
      assertEquals("0", solve.get()[0], solve.get()[2]);
      assertTrue(solve.get()[1].startsWith("417369825632158947958724316825437169791586432346912758"
          + "289643571573291684164875293"), solve.get()[1]);
      assertEquals("92", count.get()[1].strip());
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void anInterruptedRunEndsWithWholeRecordsAndSaysSo() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunContext ctx = RunContext.builder("exactcover").stdout(out).stderr(err).build();
    ctx.out().println("1:");
    ctx.out().print("half a rec");
    ctx.out().println("ord");
    ctx.interrupt();
    ctx.out().println("after");
    ctx.close();
    assertEquals("1:\nhalf a record\n", out.toString(StandardCharsets.UTF_8));
    assertEquals("exactcover: interrupted; every record printed above is whole\n",
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aTimeLimitCountsFromTheStartTheContextGives() {
    RunContext now = RunContext.builder("exactcover").build();
    Duration left = now.timeLeft(Duration.ofSeconds(10));
    assertTrue(left.compareTo(Duration.ofMillis(9_700)) > 0 && left.compareTo(
        Duration.ofMillis(9_750)) <= 0, left.toString()); // less the 250 ms kept for the end
    RunContext earlier = RunContext.builder("exactcover")
        .started(Instant.now().minusSeconds(4)).build();
    Duration rest = earlier.timeLeft(Duration.ofSeconds(10));
    assertTrue(rest.compareTo(Duration.ofMillis(5_760)) < 0, rest.toString());
    assertEquals(Duration.ofNanos(1), earlier.timeLeft(Duration.ofSeconds(2)));
  }

  @Test
  void exitCodesAreDistinctAndEachHelpSaysTheSameWords() {
    Set<Integer> seen = new HashSet<>();
    for (ExitCode c : ExitCode.values()) {
      assertTrue(seen.add(c.code()), c + " repeats " + c.code());
      assertFalse(c.words().isEmpty(), c.toString());
    }
    for (Tool tool : List.of(new Main(), ExactCoverMain.TOOL)) {
      String top = run(tool, "", "--help")[1];
      for (Tool.Entry e : tool.commands()) {
        String[] help = run(tool, "", e.name(), "--help");
        String text = help[1].replaceAll("\\s+", " ");
        assertTrue(text.contains("71 " + ExitCode.JAVA_CANNOT_START.words()), e.name() + ": "
            + help[1]);
        assertTrue(text.contains("141 " + ExitCode.BROKEN_PIPE.words()), e.name());
      }
      assertTrue(top.replaceAll("\\s+", " ").contains("70 internal failure"), top);
    }
  }
}
