package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
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
 * subproblems but the one it runs are counted while it holds, by the other member, and the total
 * is exact; with every answer checked, a copy's answer is checked by the other copy, and the
 * total is exact too.
 */
@Tag("full")
class TailCopyTest {
  private static final String PID = String.valueOf(ProcessHandle.current().pid());

  private static ClusterSettings settings(String name, int port) {
    return ClusterSettings.loopback().withName(name + "-" + PID).withPort(port)
        .withMembers(List.of("127.0.0.1:" + port, "127.0.0.1:" + (port + 1)))
        .withThreads(1).withConnectTimeout(Duration.ofSeconds(5));
  }

  /** A member whose tasks wait for {@code go} before they count; {@code started} counts them. */
  private static final class Holding implements DataSerializableFactory {
    private final Wire wire = new Wire();
    final CountDownLatch go = new CountDownLatch(1);
    final AtomicInteger started = new AtomicInteger();
    final AtomicInteger interrupted = new AtomicInteger();

    @Override
    public IdentifiedDataSerializable create(int typeId) {
      if (typeId != Wire.TASK) {
        return wire.create(typeId);
      }
      return new CountTask() {
        @Override
        SearchResult search(SolverCache.Lease lease, Subproblem s, Limits limits) {
          started.incrementAndGet();
          try {
            go.await();
          } catch (InterruptedException e) {
            interrupted.incrementAndGet();
            Thread.currentThread().interrupt(); // cancelled: the search stops at once
          }
          return super.search(lease, s, limits);
        }
      };
    }
  }

  private static void waitFor(java.util.function.BooleanSupplier done, String what)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!done.getAsBoolean()) {
      assertTrue(System.nanoTime() < deadline, "not within 60 s: " + what);
      Thread.sleep(20);
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
    try (ClusterMember held = ClusterMember.start(s, secret, holding);
        ClusterMember free = ClusterMember.start(s.withPort(5956));
        Cluster cluster = Cluster.connect(s)) {
      waitFor(() -> cluster.members().size() == 2, "two members");
      AtomicInteger finished = new AtomicInteger();
      CompletableFuture<SearchResult> count = CompletableFuture.supplyAsync(
          () -> cluster.counter(tree).count(parts, Limits.none(), (p, r) -> finished
              .incrementAndGet()));
      // The held member runs one task and has one waiting: the waiting one is copied.
      waitFor(() -> finished.get() == n - 1 || count.isDone(), (n - 1) + " of " + n
          + " counted while one is held (counted: " + finished.get() + ")");
      assertEquals(n - 1, finished.get(), () -> "counted while one is held; the count: "
          + (count.isDone() ? count.handle((r, t) -> r + " " + t).join() : "running"));
      Thread.sleep(300);
      assertEquals(n - 1, finished.get(), "the task the held member runs was copied");
      // Two tasks sent at once may reach its queue in either order: then the one copied was
      // running, and the cancel of its copy there (interrupted) let the other one start.
      assertEquals(1, holding.started.get() - holding.interrupted.get(), "tasks held");
      assertEquals(n - 1, free.tasksDone(), "the free member's tasks");
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
    try (ClusterMember held = ClusterMember.start(s, secret, holding);
        ClusterMember free = ClusterMember.start(s.withPort(5976));
        Cluster cluster = Cluster.connect(s.withCheckedShare(1))) {
      waitFor(() -> cluster.members().size() == 2, "two members");
      CompletableFuture<SearchResult> count = CompletableFuture.supplyAsync(
          () -> cluster.counter(tree).count(parts, Limits.none(), null));
      // The free member counts all but the held one, the task waiting on the held member
      // included (its copy), which the held member's own count then checks.
      waitFor(() -> free.tasksDone() >= n - 1 || count.isDone(), (n - 1)
          + " tasks on the free member (" + free.tasksDone() + ")");
      assertEquals(n - 1, free.tasksDone(), () -> "the free member's tasks; the count: "
          + (count.isDone() ? count.handle((r, t) -> r + " " + t).join() : "running"));
      assertEquals(1, holding.started.get() - holding.interrupted.get(), "tasks held");
      holding.go.countDown();
      SearchResult r = count.get(60, TimeUnit.SECONDS);
      assertEquals(92, r.solutions());
      assertEquals(n, cluster.checked());
      assertEquals(n, free.tasksDone(), "a subproblem counted twice by the same member");
    }
  }
}
