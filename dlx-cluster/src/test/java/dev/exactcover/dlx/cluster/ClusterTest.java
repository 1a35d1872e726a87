package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.Job;
import dev.exactcover.dlx.pieces.RemoteCounter;
import dev.exactcover.dlx.pieces.RemoteCounting;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import dev.exactcover.dlx.pieces.SubproblemCounter;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A cluster of members in this JVM, all on the loopback interface: counts are exact, whether the
 * members stay, leave gracefully, or crash half-way; a count moves between the cluster and this
 * machine through a job file.
 */
@Tag("full") // members on loopback ports: the cluster suite
class ClusterTest {
  /** Ports away from Hazelcast's default, so a cluster the user runs is not joined. */
  private static final int PORT = 5811;
  private static final List<String> ADDRESSES = List.of("127.0.0.1:5811", "127.0.0.1:5812",
      "127.0.0.1:5813", "127.0.0.1:5814");

  private static ClusterSettings settings;
  private static ClusterMember first;
  private static ClusterMember second;
  private static Cluster cluster;

  @TempDir Path tmp;

  @BeforeAll
  static void startTwoMembers() {
    settings = ClusterSettings.loopback().withName("test-" + ProcessHandle.current().pid())
        .withPort(PORT).withMembers(ADDRESSES).withThreads(1);
    first = ClusterMember.start(settings);
    second = ClusterMember.start(settings);
    cluster = Cluster.connect(settings);
  }

  @AfterAll
  static void stop() throws Exception {
    closeAll(cluster, first, second);
  }

  /** Closes each of {@code things} that is not null, in order (a client before its members). */
  static void closeAll(AutoCloseable... things) throws Exception {
    for (AutoCloseable t : things) {
      if (t != null) {
        t.close();
      }
    }
  }

  @Test
  void membersFindEachOtherOnLoopbackOnly() {
    assertEquals(2, first.clusterSize());
    assertEquals(2, cluster.members().size());
    assertEquals(2, cluster.threads());
    assertEquals(Map.of(), cluster.excluded(), "every member gets tasks");
    for (String a : cluster.members()) {
      assertTrue(a.startsWith("127.0.0.1:"), a);
    }
  }

  @Test
  void countsAreExactAndSpreadOverTheMembers() throws Exception {
    long firstBefore = first.tasksDone();
    long secondBefore = second.tasksDone();
    // About 3 s on one thread: 1,010 tilings of the 5x12 box, times 4 symmetries.
    Problem pentominoes = ExactCover.read(Path.of(System.getProperty("datasets.dir"),
        "exact-cover", "pentomino-5x12.dlx"));
    SearchTree tree = SearchTree.of(pentominoes.newSolver());
    List<Subproblem> subproblems = tree.split(300);
    Set<Subproblem> reported = new HashSet<>();
    long[] sum = {0};
    SearchResult r = cluster.counter(tree).count(subproblems, Limits.none(), (s, x) -> {
      assertTrue(reported.add(s), "reported twice: " + s);
      sum[0] += x.solutions();
    });
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(4_040, r.solutions());
    assertEquals(4_040, sum[0]);
    assertEquals(subproblems.size(), reported.size());
    long a = first.tasksDone() - firstBefore;
    long b = second.tasksDone() - secondBefore;
    assertTrue(a > 0 && b > 0, "both members worked: " + a + " and " + b);
    // While many wait, a task holds several: far fewer tasks than subproblems.
    assertTrue(a + b < subproblems.size() / 4, a + " + " + b + " tasks for "
        + subproblems.size() + " subproblems");

    // Forced options and quick choice travel with the problem.
    Solver forced = Langford.problem(11).newSolver(SearchSettings.defaults().withQuickChoice(true));
    assertTrue(forced.force(0));
    long expected = forced.count();
    SearchTree forcedTree = SearchTree.of(forced);
    assertEquals(expected, cluster.counter(forcedTree).count(forcedTree.split(50), Limits.none(),
        null).solutions());
  }

  /**
   * Answers do not start a thread each. Hazelcast runs a future's callbacks on the common
   * fork-join pool, and where that pool has one thread (on two cores; the tests run it so, see
   * the module's pom) on a new thread per callback: a count of 626 subproblems started 1,254
   * threads, two per answer (its decoding, then the count's own callback). Threads made without a name are numbered in
   * turn, so the numbers of two such threads made before and after the count tell how many were
   * made between them.
   */
  @Test
  void answersDoNotStartAThreadEach() {
    assertEquals(1, java.util.concurrent.ForkJoinPool.getCommonPoolParallelism(),
        "the test runs the common pool as two cores have it");
    SearchTree tree = SearchTree.of(Queens.problem(9).newSolver());
    List<Subproblem> subproblems = tree.split(300);
    assertTrue(subproblems.size() >= 300, subproblems.size() + " subproblems");
    int before = threadNumber();
    SearchResult r = cluster.counter(tree).count(subproblems, Limits.none(), null);
    int made = threadNumber() - before - 1;
    assertEquals(352, r.solutions()); // 9 queens: OEIS A000170
    assertTrue(made < 30, made + " threads made for " + subproblems.size() + " answers");
  }

  /** The number the JVM gives the next thread made without a name. */
  private static int threadNumber() {
    String name = new Thread(() -> { }).getName();
    return Integer.parseInt(name.substring(name.lastIndexOf('-') + 1));
  }

  /**
   * Members receive a problem as .dlx text, which cannot carry side constraints: a problem with a
   * propagator is refused before anything is sent, since counting it without the propagator would
   * count solutions the side constraints forbid.
   */
  @Test
  void aProblemWithSideConstraintsIsRefused() {
    Problem p = Queens.problem(6).withPropagator(() -> node -> true);
    SearchTree tree = SearchTree.of(p.newSolver());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> cluster.counter(tree));
    assertTrue(e.getMessage().contains("side constraints"), e.getMessage());
  }

  /**
   * A memoized count on the members, beyond {@code long}: the domino tilings of the 14x14 board
   * (OEIS A004003), each answer and the total exact, labelled memoized with the members' cache
   * counters, with half the answers counted twice (a memoized count's nodes depend on its cache,
   * so only the counts are compared).
   */
  @Test
  void memoizedCountsBeyondLongAreExact() {
    BigInteger expected = new BigInteger("112202208776036178000000"); // OEIS A004003(7)
    SearchTree tree = SearchTree.of(dominoes(14).newSolver(SearchSettings
        .of(Strategy.MEMOIZED).withMemoLimit(64 << 20)));
    List<Subproblem> subproblems = tree.split(40);
    BigInteger[] sum = {BigInteger.ZERO};
    SearchResult r = cluster.counter(tree).count(subproblems, Limits.none(),
        (s, x) -> sum[0] = sum[0].add(x.solutionCount()));
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(expected, r.solutionCount(), r.toString());
    assertEquals(expected, sum[0], "the answers, as reported one by one");
    assertThrows(ArithmeticException.class, r::solutions);
    assertEquals(dev.exactcover.dlx.Strategy.MEMOIZED, r.strategy(), "labelled as memoized");
    assertTrue(r.memo().hits() > 0 && r.memo().entries() > 0 && r.memo().bytes() > 0,
        "the members' cache counters: " + r.memo());
    try (Cluster checking = Cluster.connect(settings.withCheckedShare(0.5))) {
      assertEquals(expected, checking.counter(tree).count(subproblems, Limits.none(), null)
          .solutionCount(), "with half the answers counted twice");
    }
  }

  /** The domino tilings of an n x n board: a primary item per cell, an option per domino. */
  static Problem dominoes(int n) {
    dev.exactcover.dlx.ProblemBuilder b = ExactCover.builder();
    String[] cells = new String[n * n];
    for (int k = 0; k < n * n; k++) {
      cells[k] = "r" + k / n + "c" + k % n;
    }
    b.primary(cells);
    for (int k = 0; k < n * n; k++) {
      if (k % n + 1 < n) {
        b.option(cells[k], cells[k + 1]);
      }
      if (k + n < n * n) {
        b.option(cells[k], cells[k + n]);
      }
    }
    return b.build();
  }

  @Test
  void theEngineFindsTheClusterThroughItsService() {
    RemoteCounting remote = RemoteCounting.find().orElseThrow();
    assertEquals("Hazelcast cluster", remote.name());
    SearchTree tree = SearchTree.of(Queens.problem(9).newSolver());
    try (RemoteCounter c = remote.connect(ADDRESSES.subList(0, 2), settings.name())) {
      assertEquals(2, c.members().size());
      assertEquals(352, c.counter(tree).count(tree.split(40), Limits.none(), null).solutions());
    }
  }

  @Test
  void aMemberThatCrashesMidRunLosesNothing() {
    assertExactDespiteLoss(true);
  }

  @Test
  void aMemberThatLeavesMidRunLosesNothing() {
    assertExactDespiteLoss(false);
  }

  /**
   * A third member joins, takes work, and goes (crashing or leaving) once it has finished a task,
   * with more in flight.
   */
  private static void assertExactDespiteLoss(boolean crash) {
    ClusterMember third = ClusterMember.start(settings);
    try {
      waitFor(() -> cluster.members().size() == 3);
      SearchTree tree = SearchTree.of(Queens.problem(14).newSolver()); // a second on one thread
      List<Subproblem> subproblems = tree.split(300);
      long resubmittedBefore = cluster.resubmitted();
      AtomicInteger finished = new AtomicInteger();
      AtomicInteger goneAt = new AtomicInteger(-1);
      SearchResult r = cluster.counter(tree).count(subproblems, Limits.none(), (s, x) -> {
        finished.incrementAndGet();
        if (goneAt.get() < 0 && third.tasksDone() > 0) {
          goneAt.set(finished.get());
          if (crash) {
            third.instance().getLifecycleService().terminate();
          } else {
            third.close();
          }
        }
      });
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(365_596, r.solutions(), "14-queens");
      assertEquals(subproblems.size(), finished.get());
      assertTrue(goneAt.get() > 0 && goneAt.get() < subproblems.size() / 2,
          "the third member went after " + goneAt.get() + " of " + subproblems.size());
      assertTrue(cluster.resubmitted() > resubmittedBefore,
          "the member's tasks in flight were sent again");
      assertTrue(!third.isRunning());
    } finally {
      if (third.isRunning()) {
        third.close();
      }
    }
  }

  @Test
  void aJobMovesBetweenTheClusterAndThisMachine() throws Exception {
    Path file = tmp.resolve("queens12.job");
    SearchTree queens = SearchTree.of(Queens.problem(12).newSolver());
    int total;
    try (Job job = Job.open(file, queens, 100)) {
      total = job.subproblems().size();
      CancelToken stop = new CancelToken();
      AtomicInteger done = new AtomicInteger();
      SearchResult r = job.run(cluster.counter(queens),
          Limits.none().withCancel(stop), (s, x) -> {
            if (done.incrementAndGet() == total / 3) {
              stop.cancel();
            }
          });
      assertEquals(Status.CANCELLED, r.status());
      assertTrue(job.finishedCount() >= total / 3 && job.finishedCount() < total);
    }
    try (Job job = Job.open(file, queens, 100)) {
      SearchResult r = job.run(SubproblemCounter.local(queens, 2), Limits.none(), null);
      assertEquals(Status.EXHAUSTED, r.status());
      assertEquals(14_200, r.solutions());
    }
    long doneLines = Files.readAllLines(file).stream().filter(l -> l.startsWith("done ")).count();
    assertEquals(total, doneLines, "each subproblem finished once");
  }

  @Test
  void aTimeLimitStopsTheCountWithOnlyFinishedSubproblems() {
    SearchTree tree = SearchTree.of(Queens.problem(15).newSolver()); // minutes on two threads
    long[] finished = {0};
    SearchResult r = cluster.counter(tree).count(tree.split(500),
        Limits.none().withTime(Duration.ofMillis(500)), (s, x) -> finished[0] += x.solutions());
    assertEquals(Status.TIME_LIMIT, r.status());
    assertEquals(finished[0], r.solutions());
    assertTrue(r.elapsed().toMillis() < 10_000, "stopped soon: " + r.elapsed());
  }

  @Test
  void losingEveryMemberStopsTheCountWithAClearError() throws Exception {
    ClusterSettings alone = ClusterSettings.loopback().withName("alone-"
        + ProcessHandle.current().pid()).withPort(5821).withMembers(List.of("127.0.0.1:5821"))
        .withThreads(1).withConnectTimeout(Duration.ofSeconds(2));
    ClusterMember only = ClusterMember.start(alone);
    Path file = tmp.resolve("queens14.job");
    SearchTree tree = SearchTree.of(Queens.problem(14).newSolver());
    try (Cluster client = Cluster.connect(alone); Job job = Job.open(file, tree, 300)) {
      AtomicInteger done = new AtomicInteger();
      CounterUnavailableException e = assertThrows(CounterUnavailableException.class,
          () -> job.run(client.counter(tree), Limits.none(), (s, x) -> {
            if (done.incrementAndGet() == 10) {
              only.close();
            }
          }));
      assertTrue(e.getMessage().startsWith("lost the cluster"), e.getMessage());
      assertTrue(job.finishedCount() >= 10 && job.finishedCount() < job.subproblems().size());
    } finally {
      if (only.isRunning()) {
        only.close();
      }
    }
    try (Job job = Job.open(file, tree, 300)) { // what finished is kept; the rest is done here
      assertEquals(365_596, job.run(2, Limits.none()).solutions());
    }
  }

  @Test
  void noClusterAtTheAddressIsAClearError() {
    ClusterSettings nowhere = ClusterSettings.loopback().withName("nobody-here")
        .withMembers(List.of("127.0.0.1:5899")).withConnectTimeout(Duration.ofSeconds(2));
    CounterUnavailableException e = assertThrows(CounterUnavailableException.class,
        () -> Cluster.connect(nowhere));
    assertTrue(e.getMessage().contains("no member of cluster 'nobody-here' answered at "
        + "127.0.0.1:5899 within 2 s"), e.getMessage());
  }

  /**
   * A client that names another cluster is told so as soon as the members have turned it away,
   * not after the connect timeout, and not as "no member answered".
   */
  @Test
  void aClusterOfAnotherNameIsSaidAtOnce() {
    ClusterSettings wrong = settings.withName("not-" + settings.name())
        .withMembers(List.of(ADDRESSES.get(0))).withConnectTimeout(Duration.ofSeconds(60));
    long start = System.nanoTime();
    CounterUnavailableException e = assertThrows(CounterUnavailableException.class,
        () -> Cluster.connect(wrong));
    double seconds = (System.nanoTime() - start) / 1e9;
    assertTrue(e.getMessage().contains("refused: the member at " + ADDRESSES.get(0)
        + " belongs to a cluster of another name, not '" + wrong.name() + "'"), e.getMessage());
    assertTrue(seconds < 30, "said after " + seconds + " s; the timeout was 60 s");
    try (Cluster right = Cluster.connect(settings)) { // the log is given back: a right name works
      assertEquals(2, right.members().size());
    }
  }

  @Test
  void aListenerThatNeverAnswersIsGivenUpOnWithinTheTimeout() throws Exception {
    try (java.net.ServerSocket silent = new java.net.ServerSocket(0, 50,
        java.net.InetAddress.getLoopbackAddress())) {
      Thread accepting = new Thread(() -> { // accepts every connection, and never answers
        List<java.net.Socket> held = new java.util.ArrayList<>();
        try {
          while (true) {
            held.add(silent.accept());
          }
        } catch (java.io.IOException e) {
          // closed: the test is over
        }
      });
      accepting.setDaemon(true);
      accepting.start();
      ClusterSettings foreign = ClusterSettings.loopback().withName("foreign")
          .withMembers(List.of("127.0.0.1:" + silent.getLocalPort()))
          .withConnectTimeout(Duration.ofSeconds(3));
      long start = System.nanoTime();
      CounterUnavailableException e = assertThrows(CounterUnavailableException.class,
          () -> Cluster.connect(foreign));
      double seconds = (System.nanoTime() - start) / 1e9;
      assertTrue(seconds < 3 + 2, "gave up after " + seconds + " s, not the 3 s promised");
      assertTrue(e.getMessage().contains("within 3 s"), e.getMessage());
    }
  }

  @Test
  void aMemberWhoseListNamesAForeignListenerStopsWithAClearError() throws Exception {
    try (java.net.ServerSocket silent = new java.net.ServerSocket(0, 50,
        java.net.InetAddress.getLoopbackAddress())) {
      Thread accepting = new Thread(() -> {
        List<java.net.Socket> held = new java.util.ArrayList<>();
        try {
          while (true) {
            held.add(silent.accept());
          }
        } catch (java.io.IOException e) {
          // closed: the test is over
        }
      });
      accepting.setDaemon(true);
      accepting.start();
      ClusterSettings s = ClusterSettings.loopback().withName("foreign-" + ProcessHandle
          .current().pid()).withPort(5950).withThreads(1)
          .withMembers(List.of("127.0.0.1:" + silent.getLocalPort()));
      IllegalStateException e = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
          Duration.ofSeconds(60), () -> assertThrows(IllegalStateException.class, () -> {
            try (ClusterMember m = ClusterMember.start(s)) {
              // started: not expected
            }
          }), "a member hangs on a listener that never answers");
      assertTrue(e.getMessage().contains("no answer within 15 s through 127.0.0.1:"
          + silent.getLocalPort()), e.getMessage());
    }
  }

  @Test
  void aMemberNearTheTopPortTriesNoPortPast65535() {
    ClusterSettings top = ClusterSettings.loopback().withName("top-" + ProcessHandle.current()
        .pid()).withPort(65530).withMembers(List.of("127.0.0.1")).withThreads(1);
    try (ClusterMember m = ClusterMember.start(top)) { // the ports tried: 65530-65535
      int port = Integer.parseInt(m.address().substring(m.address().lastIndexOf(':') + 1));
      assertTrue(port >= 65530 && port <= 65535, m.address());
      assertTrue(m.isRunning());
    }
  }

  @Test
  void addressesAreChecked() {
    assertEquals(List.of("10.0.0.5:5701", "node7", "[::1]:5702"),
        ClusterSettings.parseAddresses("10.0.0.5:5701, node7,[::1]:5702"));
    for (String bad : new String[] {"", "a:b", "host:0", "host:70000", "a b", "x,,y"}) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> ClusterSettings.parseAddresses(bad), bad);
      assertTrue(e.getMessage().startsWith("not an address"), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> settings.withThreads(0));
    assertThrows(IllegalArgumentException.class, () -> settings.withPort(0));
    assertThrows(IllegalArgumentException.class, () -> settings.withMembers(List.of()));
  }

  private static void waitFor(java.util.function.BooleanSupplier condition) {
    long end = System.nanoTime() + 30_000_000_000L;
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("the cluster did not settle within 30 s");
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }
  }
}
