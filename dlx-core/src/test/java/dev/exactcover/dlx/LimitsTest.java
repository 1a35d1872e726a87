package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Queens;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A search stopped early reports why (a status, never an exception), stops where it was told to,
 * and leaves the solver intact: after every limited search, the same solver counts the full,
 * known total again.
 */
class LimitsTest {
  private static final long QUEENS_8 = 92;
  private static final long QUEENS_13 = 73_712;
  private static final long QUEENS_14 = 365_596;

  @Test
  void solutionLimit() {
    Solver solver = Queens.problem(8).newSolver();
    List<Solution> seen = new ArrayList<>();
    SearchResult r = solver.search(Limits.none().withSolutions(5), seen::add);
    assertEquals(Status.SOLUTION_LIMIT, r.status());
    assertFalse(r.isComplete());
    assertEquals(5, r.solutions());
    assertEquals(5, seen.size());
    seen.forEach(Fixtures::assertValid);
    assertEquals(QUEENS_8, solver.count());
  }

  @Test
  void solutionLimitAtTheExactTotalStillSaysLimit() {
    Solver solver = Queens.problem(8).newSolver();
    SearchResult r = solver.search(Limits.none().withSolutions(QUEENS_8));
    assertEquals(Status.SOLUTION_LIMIT, r.status());
    assertEquals(QUEENS_8, r.solutions());
    SearchResult more = solver.search(Limits.none().withSolutions(QUEENS_8 + 1));
    assertEquals(Status.EXHAUSTED, more.status());
    assertEquals(QUEENS_8, more.solutions());
  }

  @Test
  void nodeLimit() {
    Solver solver = Queens.problem(8).newSolver();
    SearchResult r = solver.search(Limits.none().withNodes(100));
    assertEquals(Status.NODE_LIMIT, r.status());
    assertEquals(100, r.nodes());
    assertTrue(r.solutions() < QUEENS_8);
    assertEquals(QUEENS_8, solver.count());
    // The whole tree has about a thousand nodes: a larger budget is not reached.
    SearchResult all = solver.search(Limits.none().withNodes(1_000_000));
    assertEquals(Status.EXHAUSTED, all.status());
    assertEquals(QUEENS_8, all.solutions());
  }

  @Test
  void aNodeLimitStopsInTheSameStateAsAFreshSolver() {
    Solver used = Queens.problem(10).newSolver();
    used.search(Limits.none().withSolutions(7));
    used.search(Limits.none().withNodes(333));
    SearchResult a = used.search(Limits.none().withNodes(5000));
    SearchResult b = Queens.problem(10).newSolver().search(Limits.none().withNodes(5000));
    assertEquals(Status.NODE_LIMIT, a.status());
    assertEquals(b.solutions(), a.solutions());
    assertEquals(b.nodes(), a.nodes());
    assertEquals(b.updates(), a.updates());
  }

  @Test
  void timeLimit() {
    Solver solver = Queens.problem(14).newSolver();
    long start = System.nanoTime();
    SearchResult r = solver.search(Limits.none().withTime(Duration.ofMillis(50)));
    long wall = System.nanoTime() - start;
    assertEquals(Status.TIME_LIMIT, r.status());
    assertTrue(r.solutions() < QUEENS_14, r.toString());
    // Generous bounds: this is about the limit working, not about speed.
    assertTrue(r.elapsed().compareTo(Duration.ofMillis(50)) >= 0, r.toString());
    assertTrue(r.elapsed().compareTo(Duration.ofSeconds(2)) < 0, r.toString());
    assertTrue(wall < TimeUnit.SECONDS.toNanos(2), "wall time " + wall + " ns");
    assertEquals(QUEENS_14, solver.count());
  }

  @Test
  void cancelTokenFromAnotherThread() throws Exception {
    CancelToken token = new CancelToken();
    CountDownLatch running = new CountDownLatch(1);
    CountDownLatch cancelled = new CountDownLatch(1);
    // The first progress report proves the search is under way; it waits until the other thread
    // has cancelled, so the cancellation surely lands in the middle of the search.
    AtomicBoolean first = new AtomicBoolean(true);
    Solver solver = Queens.problem(13).newSolver(SearchSettings.defaults().withProgress(1000, p -> {
      if (first.getAndSet(false)) {
        running.countDown();
        await(cancelled);
      }
    }));
    Thread canceller = new Thread(() -> {
      await(running);
      token.cancel();
      cancelled.countDown();
    });
    canceller.start();
    SearchResult r = solver.search(Limits.none().withCancel(token));
    canceller.join(10_000);
    assertTrue(token.isCancelled());
    assertEquals(Status.CANCELLED, r.status());
    assertTrue(r.solutions() < QUEENS_13, r.toString());
    solver.reset(SearchSettings.defaults());
    assertEquals(QUEENS_13, solver.count());
  }

  @Test
  void aCancelledTokenStopsEverySearchThatWatchesIt() {
    CancelToken token = new CancelToken();
    token.cancel();
    Solver solver = Queens.problem(8).newSolver();
    SearchResult r = solver.search(Limits.none().withCancel(token));
    assertEquals(Status.CANCELLED, r.status());
    assertEquals(0, r.solutions());
    assertEquals(QUEENS_8, solver.count());
  }

  @Test
  void interruptingTheSearchingThread() throws Exception {
    CountDownLatch running = new CountDownLatch(1);
    AtomicReference<SearchResult> result = new AtomicReference<>();
    AtomicBoolean stillInterrupted = new AtomicBoolean();
    AtomicReference<Throwable> countFailure = new AtomicReference<>();
    AtomicReference<Long> countAfter = new AtomicReference<>();
    AtomicBoolean first = new AtomicBoolean(true);
    Solver solver = Queens.problem(13).newSolver(SearchSettings.defaults().withProgress(1000, p -> {
      if (first.getAndSet(false)) {
        running.countDown();
        // Wait for the interrupt without clearing the flag (no blocking call that would throw).
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!Thread.currentThread().isInterrupted() && System.nanoTime() < until) {
          Thread.onSpinWait();
        }
      }
    }));
    Thread searcher = new Thread(() -> {
      result.set(solver.search(Limits.none()));
      stillInterrupted.set(Thread.currentThread().isInterrupted());
      // count() on an interrupted thread cannot complete: it says so rather than undercount.
      try {
        solver.count();
      } catch (Throwable t) {
        countFailure.set(t);
      }
      Thread.interrupted(); // clear, then the same solver counts everything
      solver.reset(SearchSettings.defaults());
      countAfter.set(solver.count());
    });
    searcher.start();
    assertTrue(running.await(10, TimeUnit.SECONDS));
    searcher.interrupt();
    searcher.join(30_000);
    assertFalse(searcher.isAlive());
    assertNotNull(result.get());
    assertEquals(Status.CANCELLED, result.get().status());
    assertTrue(result.get().solutions() < QUEENS_13);
    assertTrue(stillInterrupted.get(), "the interrupt flag stays set for the caller to see");
    assertTrue(countFailure.get() instanceof CancellationException, String.valueOf(countFailure));
    assertEquals(QUEENS_13, countAfter.get());
  }

  @Test
  void visitorReturningFalseStopsAfterThatSolution() {
    Solver solver = Queens.problem(8).newSolver();
    int[] visits = {0};
    SearchResult r = solver.search(Limits.none(), s -> ++visits[0] < 3);
    assertEquals(Status.STOPPED, r.status());
    assertEquals(3, visits[0]);
    assertEquals(3, r.solutions());
    assertEquals(QUEENS_8, solver.count());
  }

  @Test
  void visitorStoppingAtTheVeryLastSolutionIsStillStopped() {
    Solver solver = Queens.problem(8).newSolver();
    int[] visits = {0};
    SearchResult r = solver.search(Limits.none(), s -> ++visits[0] < QUEENS_8);
    assertEquals(Status.STOPPED, r.status());
    assertEquals(QUEENS_8, r.solutions());
  }

  @Test
  void limitsCombineAndTheFirstReachedWins() {
    Solver solver = Queens.problem(8).newSolver();
    SearchResult r = solver.search(Limits.none().withNodes(50).withSolutions(80)
        .withTime(Duration.ofMinutes(1)).withCancel(new CancelToken()));
    assertEquals(Status.NODE_LIMIT, r.status());
    assertEquals(50, r.nodes());
    r = solver.search(Limits.none().withNodes(1_000_000).withSolutions(80));
    assertEquals(Status.SOLUTION_LIMIT, r.status());
    assertEquals(80, r.solutions());
    assertEquals(QUEENS_8, solver.count());
  }

  @Test
  void badLimitsAreRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Limits.none().withSolutions(0));
    assertTrue(e.getMessage().contains("0"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Limits.none().withNodes(-5));
    assertThrows(IllegalArgumentException.class, () -> Limits.none().withTime(Duration.ZERO));
    assertThrows(IllegalArgumentException.class,
        () -> Limits.none().withTime(Duration.ofMillis(-1)));
    assertThrows(NullPointerException.class, () -> Limits.none().withCancel(null));
    assertEquals(Long.MAX_VALUE, Limits.none().solutions());
    assertEquals(7, Limits.none().withSolutions(7).withNodes(9).solutions());
  }

  private static void await(CountDownLatch latch) {
    try {
      assertTrue(latch.await(10, TimeUnit.SECONDS), "timed out waiting for the other thread");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
