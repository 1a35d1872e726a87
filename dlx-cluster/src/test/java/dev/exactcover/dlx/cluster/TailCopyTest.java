package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The end of a count: a task that waits in the queue of a busy member is copied to a member with
 * a thread idle, the first answer counts and the other copy is cancelled; a running task is not
 * copied. A member that holds every task it gets (until the test lets it go) shows it: all the
 * subproblems but those of the task it runs are counted while it holds, by the other member, and
 * the total is exact; with every answer checked, a copy's answer is checked by the other copy,
 * no member counts a subproblem twice, and the total is exact too.
 */
@Tag("full")
class TailCopyTest {
  private static final String PID = String.valueOf(ProcessHandle.current().pid());

  private static ClusterSettings settings(String name, int port) {
    return ClusterSettings.loopback().withName(name + "-" + PID).withPort(port)
        .withMembers(List.of("127.0.0.1:" + port, "127.0.0.1:" + (port + 1)))
        .withThreads(1).withConnectTimeout(Duration.ofSeconds(5));
  }

  /**
   * A member whose subproblems wait for {@code go} before they count; {@code started} counts
   * them, {@code counted} lists the subproblems counted.
   */
  private static final class Holding {
    final CountDownLatch go = new CountDownLatch(1);
    final AtomicInteger started = new AtomicInteger();
    final AtomicInteger interrupted = new AtomicInteger();
    final List<String> counted = new java.util.concurrent.CopyOnWriteArrayList<>();

    /** A member that does not hold: it only records. */
    static Holding free() {
      Holding h = new Holding();
      h.go.countDown();
      return h;
    }

    /** The wire of a member that holds so. */
    DataSerializableFactory wire() {
      return new ChangedTasks((s, giver, own) -> {
        started.incrementAndGet();
        try {
          go.await();
        } catch (InterruptedException e) {
          interrupted.incrementAndGet();
          Thread.currentThread().interrupt(); // cancelled: the search stops at once
        }
        SearchResult r = own.apply(giver);
        if (r.status() == dev.exactcover.dlx.Status.EXHAUSTED) {
          counted.add(s.toString());
        }
        return r;
      });
    }
  }

  private static void waitFor(java.util.function.BooleanSupplier done, String what)
      throws InterruptedException {
    waitFor(done, () -> what);
  }

  private static void waitFor(java.util.function.BooleanSupplier done,
      java.util.function.Supplier<String> what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!done.getAsBoolean()) {
      assertTrue(System.nanoTime() < deadline, () -> "not within 60 s: " + what.get());
      Thread.sleep(20);
    }
  }

  /**
   * The subproblems (their places in {@code parts}) the free member has not counted, once it has
   * counted all it will while the other member holds: what it counted has not changed for half a
   * second.
   */
  private static List<Integer> leftWhileHeld(List<Subproblem> parts, Holding free,
      CompletableFuture<SearchResult> count) throws InterruptedException {
    int n = parts.size();
    int[] last = {-1};
    long[] since = {System.nanoTime()};
    waitFor(() -> {
      int now = free.counted.size();
      if (now != last[0]) {
        last[0] = now;
        since[0] = System.nanoTime();
      }
      return count.isDone() || now > 0 && System.nanoTime() - since[0] > 500_000_000L;
    }, () -> "the free member to finish what it can (" + free.counted.size() + " of " + n
        + ")");
    assertFalse(count.isDone(), () -> "the count ended while a member held its task: "
        + count.handle((r, t) -> r + " " + t).join());
    java.util.Set<String> counted = new java.util.HashSet<>(free.counted);
    List<Integer> left = new java.util.ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!counted.contains(parts.get(i).toString())) {
        left.add(i);
      }
    }
    return left;
  }

  /**
   * Asserts that {@code left} is the subproblems of one task: a run of consecutive ones, no more
   * than the largest task holds (the first, sent while all wait).
   */
  private static void assertOneTask(List<Integer> left, int n) {
    assertFalse(left.isEmpty(), "the held member's task was counted elsewhere too");
    assertTrue(left.size() <= ClusterCount.batch(n, 2), left + " of " + n);
    for (int k = 1; k < left.size(); k++) {
      assertEquals(left.get(k - 1) + 1, left.get(k), "not one task's run: " + left);
    }
  }

  @Test
  void aTaskWaitingBehindAHeldOneIsCountedByTheIdleMember() throws Exception {
    ClusterSettings s = settings("tail", 5955);
    Secret secret = Secret.load(s.secretFile());
    Holding holding = new Holding();
    SearchTree tree = SearchTree.of(Queens.problem(8).newSolver());
    List<Subproblem> parts = tree.split(20);
    int n = parts.size();
    Holding recording = Holding.free();
    try (ClusterMember held = ClusterMember.start(s, secret, holding.wire());
        ClusterMember free = ClusterMember.start(s.withPort(5956), secret, recording.wire());
        Cluster cluster = Cluster.connect(s)) {
      waitFor(() -> cluster.members().size() == 2, "two members");
      AtomicInteger finished = new AtomicInteger();
      CompletableFuture<SearchResult> count = CompletableFuture.supplyAsync(
          () -> cluster.counter(tree).count(parts, Limits.none(), (p, r) -> finished
              .incrementAndGet()));
      // The held member runs one task and has one waiting: the waiting one is copied, and all
      // but the running task's subproblems are counted by the free member.
      List<Integer> left = leftWhileHeld(parts, recording, count);
      assertOneTask(left, n);
      assertEquals(n - left.size(), finished.get(), "counted while " + left + " are held");
      // Two tasks sent at once may reach its queue in either order: then the one copied was
      // running, and the cancel of its copy there (interrupted) let the other one start.
      assertEquals(1, holding.started.get() - holding.interrupted.get(), "subproblems held");
      assertEquals(n - left.size(), recording.counted.size(), "the free member's counts");
      holding.go.countDown();
      SearchResult r = count.get(60, TimeUnit.SECONDS);
      assertEquals(92, r.solutions());
      assertEquals(n, finished.get());
    }
  }

  @Test
  void withEveryAnswerCheckedTheCopiesAreSecondCountsByTheOtherMember() throws Exception {
    ClusterSettings s = settings("tailchecked", 5975);
    Secret secret = Secret.load(s.secretFile());
    Holding holding = new Holding();
    SearchTree tree = SearchTree.of(Queens.problem(8).newSolver());
    List<Subproblem> parts = tree.split(20);
    int n = parts.size();
    Holding recording = Holding.free();
    try (ClusterMember held = ClusterMember.start(s, secret, holding.wire());
        ClusterMember free = ClusterMember.start(s.withPort(5976), secret, recording.wire());
        Cluster cluster = Cluster.connect(s.withCheckedShare(1))) {
      waitFor(() -> cluster.members().size() == 2, "two members");
      CompletableFuture<SearchResult> count = CompletableFuture.supplyAsync(
          () -> cluster.counter(tree).count(parts, Limits.none(), null));
      // The free member counts all but one task's subproblems: the held one's, the task waiting
      // on the held member included (its copy), which the held member's own counts then check;
      // or, if the two reached the held member in the other order, all but the waiting one's
      // (the running one was copied, and its copy is checked by the held one itself).
      List<Integer> left = leftWhileHeld(parts, recording, count);
      assertOneTask(left, n);
      assertEquals(1, holding.started.get() - holding.interrupted.get(), "subproblems held");
      holding.go.countDown();
      SearchResult r = count.get(60, TimeUnit.SECONDS);
      assertEquals(92, r.solutions());
      assertEquals(n, cluster.checked());
      assertEquals(n, recording.counted.size(), "the free member's counts");
      assertEquals(n, new java.util.HashSet<>(recording.counted).size(),
          "a subproblem counted twice by the same member");
      assertEquals(n, new java.util.HashSet<>(holding.counted).size(),
          "the held member's counts, each once");
    }
  }
}
