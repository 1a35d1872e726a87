package dev.exactcover.dlx.pieces;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.examples.Queens;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Job files: a run stopped half-way (by a token, a torn line, a killed JVM) resumes with the
 * unfinished subproblems, and the total is exact: nothing lost, nothing counted twice.
 */
class JobTest {
  @TempDir Path tmp;

  @Test
  void stopThenResume() throws Exception {
    Path file = tmp.resolve("q10.job");
    int total;
    int finishedBefore;
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(10).newSolver()), 100)) {
      total = job.subproblems().size();
      assertTrue(total >= 100);
      assertEquals(0, job.finishedCount());
      CancelToken token = new CancelToken();
      AtomicInteger done = new AtomicInteger();
      SearchResult r = job.run(2, Limits.none().withCancel(token), (s, x) -> {
        if (done.incrementAndGet() == 10) {
          token.cancel();
        }
      });
      assertEquals(Status.CANCELLED, r.status());
      finishedBefore = job.finishedCount();
      assertTrue(finishedBefore >= 10 && finishedBefore < total, finishedBefore + "/" + total);
      assertEquals(job.solutions(), r.solutions(), "only finished subproblems are counted");
      assertTrue(r.solutions() < 724);
    }
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(10).newSolver()), 5)) {
      assertEquals(total, job.subproblems().size(), "the file's split, not a new one");
      assertEquals(finishedBefore, job.finishedCount());
      AtomicInteger more = new AtomicInteger();
      SearchResult r = job.run(2, Limits.none(), (s, x) -> more.incrementAndGet());
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(724, r.solutions());
      assertEquals(total - finishedBefore, more.get(), "only the unfinished ones are searched");
      assertTrue(job.isComplete());
    }
    assertEachFinishedOnce(file, total);
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(10).newSolver()), 100)) {
      assertEquals(724, job.run(1, Limits.none()).solutions(), "a finished job is its total");
    }
  }

  /**
   * Only the open that writes the head says it created the job: a file made empty (or missing)
   * is created, a file with a head is resumed, even when it appeared after the caller looked.
   */
  @Test
  void onlyTheOpenThatWritesTheHeadCreatedTheJob() throws Exception {
    Path file = tmp.resolve("q6.job");
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(6).newSolver()), 5)) {
      assertTrue(job.created());
    }
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(6).newSolver()), 5)) {
      assertFalse(job.created());
    }
    Path empty = Files.createFile(tmp.resolve("empty.job"));
    try (Job job = Job.open(empty, SearchTree.of(Queens.problem(6).newSolver()), 5)) {
      assertTrue(job.created());
    }
  }

  @Test
  void aJobMovesBetweenCounters() throws Exception {
    Path file = tmp.resolve("langford.job");
    Problem problem = dev.exactcover.dlx.examples.Langford.problem(8);
    long expected = problem.newSolver().count();
    int total;
    try (Job job = Job.open(file, SearchTree.of(problem.newSolver()), 30)) {
      total = job.subproblems().size();
      // A counter of our own: one subproblem at a time on a fresh solver, stopping after 7.
      SearchTree tree = SearchTree.of(problem.newSolver());
      Solver own = tree.newSolver();
      SearchResult r = job.run((list, limits, onFinished) -> {
        long solutions = 0;
        for (Subproblem s : list.subList(0, 7)) {
          SearchResult one = tree.search(own, s, limits, null);
          solutions += one.solutions();
          onFinished.accept(s, one);
        }
        return SearchResult.of(Status.CANCELLED,
            java.math.BigInteger.valueOf(solutions), 0, 0, new long[1], java.time.Duration.ZERO,
            new long[dev.exactcover.dlx.Reduction.values().length],
            dev.exactcover.dlx.MemoStatistics.NONE, dev.exactcover.dlx.Strategy.DANCING_LINKS);
      }, Limits.none(), null);
      assertEquals(Status.CANCELLED, r.status());
      assertEquals(7, job.finishedCount());
    }
    try (Job job = Job.open(file, SearchTree.of(problem.newSolver()), 30)) {
      SearchResult r = job.run(SubproblemCounter.local(SearchTree.of(problem.newSolver()), 2),
          Limits.none(), null);
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(expected, r.solutions());
    }
    assertEachFinishedOnce(file, total);
  }

  @Test
  void aTornLastLineIsDropped() throws Exception {
    Path file = tmp.resolve("q8.job");
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(8).newSolver()), 20)) {
      CancelToken token = new CancelToken();
      job.run(1, Limits.none().withCancel(token), (s, r) -> token.cancel());
      assertEquals(1, job.finishedCount());
    }
    String last = Subproblem.of(5, 1, 1).toString();
    Files.writeString(file, Files.readString(file) + "done " + last.substring(0, 2),
        java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(8).newSolver()), 20)) {
      assertEquals(1, job.finishedCount());
      assertEquals(92, job.run(2, Limits.none()).solutions());
      assertEquals(job.subproblems().size(), job.finishedCount());
    }
    String text = Files.readString(file);
    assertTrue(text.endsWith("\n"));
    assertFalse(text.contains("done " + last.substring(0, 2) + "done"), "the torn line is gone");
    assertEachFinishedOnce(file, -1);
  }

  @Test
  void aJobForAnotherProblemOrABadFileIsRefused() throws Exception {
    Path file = tmp.resolve("q8.job");
    Job.open(file, SearchTree.of(Queens.problem(8).newSolver()), 20).close();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Job.open(file, SearchTree.of(Queens.problem(9).newSolver()), 20));
    assertTrue(e.getMessage().contains("another problem"), e.getMessage());
    Solver forced = Queens.problem(8).newSolver();
    forced.force(0);
    assertThrows(IllegalArgumentException.class, () -> Job.open(file, SearchTree.of(forced), 20));
    // Quick choice shapes the tree, so a subproblem's branches mean another node without it.
    Solver quick = Queens.problem(8).newSolver(SearchSettings.defaults().withQuickChoice(true));
    assertThrows(IllegalArgumentException.class, () -> Job.open(file, SearchTree.of(quick), 20));

    List<String> lines = Files.readAllLines(file);
    // Counts that no batch line vouches for (a batch cut short) are dropped, not read.
    Files.writeString(file, String.join("\n", lines) + "\ndone 1:1.1 x 2 3\n");
    Job.open(file, SearchTree.of(Queens.problem(8).newSolver()), 20).close();
    assertEquals(lines, Files.readAllLines(file));
    Files.writeString(file, String.join("\n", lines) + "\ndone 1:1.1 x 2 3\nbatch 1 mac:00\n");
    e = assertThrows(IllegalArgumentException.class,
        () -> Job.open(file, SearchTree.of(Queens.problem(8).newSolver()), 20));
    assertTrue(e.getMessage().contains("line " + (lines.size() + 2) + ": MAC mismatch"),
        e.getMessage());

    Path other = tmp.resolve("other.txt");
    Files.writeString(other, "hello\n");
    e = assertThrows(IllegalArgumentException.class,
        () -> Job.open(other, SearchTree.of(Queens.problem(8).newSolver()), 20));
    assertTrue(e.getMessage().contains("not a job file"), e.getMessage());
  }

  @Test
  void aJobFileIsUsedByOneRunAtATime() throws Exception {
    Path file = tmp.resolve("q6.job");
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(6).newSolver()), 4)) {
      assertThrows(IllegalStateException.class,
          () -> Job.open(file, SearchTree.of(Queens.problem(6).newSolver()), 4));
      assertEquals(4, job.run(1, Limits.none()).solutions());
    }
  }

  @Test
  void aKilledRunResumes() throws Exception {
    Path file = tmp.resolve("q11.job");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String cp = Path.of("target", "classes").toAbsolutePath() + File.pathSeparator
        + Path.of("target", "test-classes").toAbsolutePath();
    Process child = new ProcessBuilder(java, "-cp", cp, JobCrashMain.class.getName(),
        file.toString()).redirectErrorStream(true).redirectOutput(tmp.resolve("child.log").toFile())
        .start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (doneLines(file) < 5) {
        assertTrue(child.isAlive() || doneLines(file) >= 5,
            "the child died: " + Files.readString(tmp.resolve("child.log")));
        assertTrue(System.nanoTime() < deadline, "the child did not get going");
        Thread.sleep(10);
      }
    } finally {
      child.destroyForcibly(); // SIGKILL: no shutdown hook, no flush
      child.waitFor();
    }
    try (Job job = Job.open(file, SearchTree.of(Queens.problem(11).newSolver()), 200)) {
      int finished = job.finishedCount();
      assertTrue(finished >= 5 && finished < job.subproblems().size(),
          finished + " of " + job.subproblems().size());
      SearchResult r = job.run(2, Limits.none());
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(2680, r.solutions());
    }
    assertEachFinishedOnce(file, -1);
  }

  private static int doneLines(Path file) throws Exception {
    if (!Files.exists(file)) {
      return 0;
    }
    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    int n = 0;
    for (int i = text.indexOf("\ndone "); i >= 0; i = text.indexOf("\ndone ", i + 1)) {
      n++;
    }
    return n;
  }

  /** Every subproblem has exactly one done line ({@code total}: how many, -1 unchecked). */
  private static void assertEachFinishedOnce(Path file, int total) throws Exception {
    Set<String> done = new HashSet<>();
    int subproblems = 0;
    for (String line : Files.readAllLines(file)) {
      if (line.startsWith("done ")) {
        assertTrue(done.add(line.split(" ")[1]), "twice: " + line);
      } else if (line.matches("[0-9]+:.*")) {
        subproblems++;
      }
    }
    assertEquals(subproblems, done.size());
    if (total >= 0) {
      assertEquals(total, subproblems);
    }
  }
}
