package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two processes started at the same instant on one new job file, fifty times (a round where
 * one JVM is so slow to start that the other has finished is not a race, and is run again): each time one
 * counts and the other is refused as the job is in use (exit 3); the file is never replaced, so
 * the counting one's every count is in it.
 */
@Tag("full")
class JobRaceTest {
  @TempDir Path tmp;

  @Test
  void twoRunsOnOneNewJobFileOneCountsTheOtherIsRefused() throws Exception {
    // Both read the problem from stdin, given to both at once once both JVMs are up: they reach
    // the job file within moments of each other, not a JVM start apart.
    byte[] problem = Files.readAllBytes(Path.of(Cli.data("exact-cover/pentomino-3x20.dlx")));
    int races = 0;
    int apart = 0; // rounds where one JVM came up only after the other had finished
    for (int round = 0; races < 50; round++) {
      assertTrue(apart <= 50, apart + " rounds out of " + round + " did not overlap");
      Path job = tmp.resolve("race-" + round + ".job");
      List<Process> ps = new ArrayList<>();
      List<Path> errs = new ArrayList<>();
      for (int k = 0; k < 2; k++) {
        Path err = tmp.resolve("err-" + round + "-" + k);
        errs.add(err);
        ProcessBuilder b = Child.builder("dlx", "--count", "--job", job.toString(), "--split",
            "30", "-");
        b.redirectError(err.toFile());
        b.redirectOutput(tmp.resolve("out-" + round + "-" + k).toFile());
        ps.add(b.start());
      }
      Thread.sleep(3000); // the JVMs start, and wait on stdin
      for (Process p : ps) {
        write(p.getOutputStream(), problem);
      }
      for (Process p : ps) {
        p.getOutputStream().close();
      }
      int[] codes = new int[2];
      for (int k = 0; k < 2; k++) {
        assertTrue(ps.get(k).waitFor(120, TimeUnit.SECONDS), "a run did not end");
        codes[k] = ps.get(k).exitValue();
      }
      String err0 = Files.readString(errs.get(0));
      String err1 = Files.readString(errs.get(1));
      String finished = "resuming, 170 of 170 subproblems done";
      if (codes[0] == 0 && codes[1] == 0 && (err0.contains(finished) || err1.contains(finished))) {
        apart++; // not at the same instant: the later one found the job finished, as it should
        continue;
      }
      int winner = codes[0] == 0 ? 0 : 1;
      int loser = 1 - winner;
      String loserErr = Files.readString(errs.get(loser));
      races++;
      assertEquals(0, codes[winner], "round " + round + ": " + Files.readString(errs.get(0))
          + Files.readString(errs.get(1)));
      assertEquals(ExitCode.INVALID_INPUT.code(), codes[loser], "round " + round + ": both ran: "
          + Files.readString(errs.get(0)) + Files.readString(errs.get(1)));
      assertTrue(loserErr.contains(job + " is in use by another job run"), loserErr);
      assertEquals("8", Files.readString(tmp.resolve("out-" + round + "-" + winner)).strip());
      List<String> lines = Files.readAllLines(job, StandardCharsets.UTF_8);
      int subproblems = Integer.parseInt(lines.get(2).split(" ")[2]);
      long done = lines.stream().filter(l -> l.startsWith("done ")).count();
      assertEquals(subproblems, done, "round " + round + ": the counting run's counts are in "
          + "the file (it was not replaced under it)");
    }
  }

  private static void write(OutputStream in, byte[] bytes) {
    try {
      in.write(bytes);
      in.flush();
    } catch (IOException e) {
      // the child ended early: its exit code tells
    }
  }
}
