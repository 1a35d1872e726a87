package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs that must stay bounded, in a real child JVM: {@code list --sample} with the largest N
 * prints its first draw at once in a small heap and ends when its reader goes (each draw is
 * printed as it is made), and {@code count --memo --time-limit} on 10^5 unconnected items stops
 * as the plain count does (the memoized count's set-up and clock add nothing that overruns).
 * The quick tier checks the streaming in the library ({@code
 * SampleTest.drawsAreMadeOnlyAsTheyAreTaken}).
 */
@Tag("full")
class BoundedRunsTest {
  @TempDir Path tmp;

  @Test
  void theLargestSampleStreamsAndStopsWithItsReader() throws Exception {
    StringBuilder s = new StringBuilder(); // the domino tilings of 8 x 8: 12,988,816
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        s.append(r + c == 0 ? "" : " ").append('r').append(r).append('c').append(c);
      }
    }
    s.append('\n');
    for (int r = 0; r < 8; r++) {
      for (int c = 0; c < 8; c++) {
        if (c + 1 < 8) {
          s.append("r" + r + "c" + c + " r" + r + "c" + (c + 1) + "\n");
        }
        if (r + 1 < 8) {
          s.append("r" + r + "c" + c + " r" + (r + 1) + "c" + c + "\n");
        }
      }
    }
    Path board = Files.writeString(tmp.resolve("dominoes-8x8.dlx"), s);
    ProcessBuilder b = Child.builder("dlx", "--sample", "2147483647", "--seed", "1",
        board.toString());
    b.command().add(1, "-Xmx48m"); // 2^31 - 1 draws held would need gigabytes
    b.redirectError(ProcessBuilder.Redirect.DISCARD);
    long start = System.nanoTime();
    Process p = b.start();
    p.getOutputStream().close();
    BufferedReader out = new BufferedReader(
        new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    assertEquals("1:", out.readLine(), "the first draw, printed before the others are made");
    for (int k = 0; k < 1000; k++) { // a thousand more lines: the draws keep coming
      assertTrue(out.readLine() != null, "line " + k);
    }
    out.close(); // the reader goes, as head -1 does
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the run ended with its reader");
    assertEquals(141, p.exitValue(), "a closed pipe ends the run quietly");
    assertTrue(System.nanoTime() - start < 60e9);
  }

  @Test
  void aMemoizedCountOfManyItemsStopsAtItsTimeLimit() throws Exception {
    StringBuilder s = new StringBuilder();
    int n = 100_000;
    for (int i = 0; i < n; i++) {
      s.append(i == 0 ? "" : " ").append('i').append(i);
    }
    s.append('\n');
    for (int i = 0; i < n; i++) {
      s.append('i').append(i).append('\n');
    }
    Path items = Files.writeString(tmp.resolve("unconnected.dlx"), s);
    double[] seconds = new double[2];
    for (int k = 0; k < 2; k++) { // the plain count, then the memoized one
      long start = System.nanoTime();
      Child.Finished r = k == 0
          ? Child.run("", "dlx", "--count", "--time-limit", "4", items.toString())
          : Child.run("", "dlx", "--count", "--memo", "--time-limit", "4", items.toString());
      seconds[k] = (System.nanoTime() - start) / 1e9;
      assertEquals(5, r.code(), r.toString()); // a limit stopped it
    }
    // Reading the file is the same work for both (and counts against the limit in both); what
    // the memoized count adds (its item order, its clock) must not make it overrun: the
    // quadratic item order alone took 37 s here, the search's clock looked every 4,096 nodes.
    assertTrue(seconds[1] < seconds[0] + 1.5, "--memo " + seconds[1] + " s, plain " + seconds[0]
        + " s, for --time-limit 4");
  }
}
