package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.pieces.AnswerCheckException;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import java.io.Serializable;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Who may join, submit and answer: members and clients that hold the cluster's secret. A member
 * or client with another secret is refused within seconds; a foreign object or a task without
 * the secret is refused by the member; a member that lies about a count is caught by a second
 * count.
 */
@Tag("full")
class ClusterTrustTest {
  private static final String PID = String.valueOf(ProcessHandle.current().pid());

  private static ClusterSettings settings(String name, int port) {
    return ClusterSettings.loopback().withName(name + "-" + PID).withPort(port)
        .withMembers(List.of("127.0.0.1:" + port, "127.0.0.1:" + (port + 1),
            "127.0.0.1:" + (port + 2)))
        .withThreads(1).withConnectTimeout(java.time.Duration.ofSeconds(5));
  }

  private static Secret another() {
    byte[] b = new byte[32];
    b[0] = 42;
    return Secret.of(b);
  }

  @Test
  void aMemberOrClientWithAnotherSecretIsRefusedWithinSeconds() {
    ClusterSettings s = settings("secret", 5871);
    try (ClusterMember honest = ClusterMember.start(s)) {
      long start = System.nanoTime();
      IllegalStateException e = assertThrows(IllegalStateException.class,
          () -> ClusterMember.start(s, another(), new Wire()));
      double seconds = (System.nanoTime() - start) / 1e9;
      assertTrue(e.getMessage().startsWith("refused: the members of cluster '" + s.name()
          + "' (127.0.0.1:5871) hold another secret than this member's; this member left"),
          e.getMessage());
      assertTrue(seconds < 10, "refused after " + seconds + " s");
      waitFor(() -> honest.clusterSize() == 1);

      start = System.nanoTime();
      CounterUnavailableException c = assertThrows(CounterUnavailableException.class,
          () -> Cluster.connect(s, another()));
      seconds = (System.nanoTime() - start) / 1e9;
      assertTrue(c.getMessage().startsWith("refused: no member of cluster '" + s.name()
          + "' at 127.0.0.1:5871,127.0.0.1:5872,127.0.0.1:5873 holds the secret in this "
          + "client's secret"), c.getMessage());
      assertTrue(seconds < 10, "refused after " + seconds + " s");

      try (Cluster ok = Cluster.connect(s)) { // the same secret: counted, exactly
        SearchTree tree = SearchTree.of(Queens.problem(8).newSolver());
        assertEquals(List.of("127.0.0.1:5871"), ok.members());
        assertEquals(92, ok.counter(tree).count(tree.split(20), Limits.none(), null)
            .solutions());
      }
    }
  }

  /** A serializable class that is not the project's: a member must never build one. */
  record Foreign(String text) implements Callable<String>, Serializable {
    static volatile boolean ran;

    @Override
    public String call() {
      ran = true;
      return text;
    }
  }

  /**
   * A member of another version (here one that names no form of tasks, as the versions before
   * tasks of several subproblems) holds the secret but gets no task: a client with only such
   * members is refused in words, before anything is sent.
   */
  @Test
  void aMemberOfAnotherVersionGetsNoTaskIsSaidAndAloneIsRefusedInWords() {
    ClusterSettings s = settings("form", 5885);
    Secret secret = Secret.load(s.secretFile());
    try (ClusterMember old = ClusterMember.start(s, secret, new Wire(), null)) {
      CounterUnavailableException e = assertThrows(CounterUnavailableException.class,
          () -> Cluster.connect(s).close());
      assertTrue(e.getMessage().startsWith("refused: the members at 127.0.0.1:5885 run another "
          + "version of exactcover"), e.getMessage());
      try (ClusterMember current = ClusterMember.start(s.withPort(5886));
          Cluster cluster = Cluster.connect(s)) {
        waitFor(() -> cluster.members().size() == 1 && current.clusterSize() == 2);
        assertEquals(List.of("127.0.0.1:5886"), cluster.members());
        assertEquals(Map.of("127.0.0.1:5885", "it runs another version of exactcover"),
            cluster.excluded(), "the member of another version is said, with why");
        SearchTree tree = SearchTree.of(Queens.problem(8).newSolver());
        assertEquals(92, cluster.counter(tree).count(tree.split(20), Limits.none(), null)
            .solutions());
        assertEquals(0, old.tasksDone(), "a task went to the member of another version");
      }
    }
  }

  @Test
  void aForeignObjectOrATaskWithoutTheSecretIsRefusedByTheMember() throws Exception {
    ClusterSettings s = settings("foreign", 5881);
    try (ClusterMember member = ClusterMember.start(s)) {
      ClientConfig c = new ClientConfig(); // a plain Hazelcast client: no secret, no filter
      c.setClusterName(s.name());
      c.setProperty("hazelcast.logging.type", "jdk");
      c.setProperty("hazelcast.phone.home.enabled", "false");
      c.getNetworkConfig().addAddress("127.0.0.1:5881");
      c.getSerializationConfig().addDataSerializableFactory(Wire.FACTORY_ID, new Wire());
      HazelcastInstance raw = HazelcastClient.newHazelcastClient(c);
      try {
        IExecutorService executor = raw.getExecutorService(Wire.EXECUTOR);
        Member m = raw.getCluster().getMembers().iterator().next();
        ExecutionException e = assertThrows(ExecutionException.class,
            () -> executor.submitToMember(new Foreign("hello"), m).get(30, TimeUnit.SECONDS));
        String why = String.valueOf(e.getCause());
        assertTrue(why.contains("is not allowed") && why.contains(Foreign.class.getName()), why);
        assertFalse(Foreign.ran, "the foreign object ran on the member");

        Trust stranger = new Trust(another(), s.name());
        SearchTree tree = SearchTree.of(Queens.problem(6).newSolver());
        TaskAnswer a = executor.submitToMember(new CountTask(stranger, "c", tree.fingerprint(),
            List.of(Subproblem.parse("0:-")), 0, SearchSettings.defaults()), m)
            .get(30, TimeUnit.SECONDS);
        assertTrue(a.isRefused(), "a task without the secret was run");
        assertEquals(0, member.tasksDone());
      } finally {
        raw.shutdown();
      }
    }
  }

  @Test
  void aMemberThatLiesIsCaughtByASecondCount() {
    ClusterSettings s = settings("liar", 5891);
    Secret secret = Secret.load(s.secretFile());
    SearchTree tree = SearchTree.of(Queens.problem(9).newSolver());
    List<Subproblem> parts = tree.split(30);
    try (ClusterMember honest = ClusterMember.start(s);
        ClusterMember liar = Liar.start(s, secret, (p, r) -> Liar.plusOne(r))) {
      try (Cluster unchecked = Cluster.connect(s)) { // holding the secret, it is believed
        assertEquals(2, unchecked.members().size());
        assertNotEquals(352, unchecked.counter(tree).count(parts, Limits.none(), null)
            .solutions(), "the liar took no task");
      }
      try (Cluster checked = Cluster.connect(s.withCheckedShare(1))) {
        AnswerCheckException e = assertThrows(AnswerCheckException.class,
            () -> checked.counter(tree).count(parts, Limits.none(), null));
        String liarSaid = "member " + liar.address() + " answered ";
        String honestSaid = "member " + honest.address() + " answered ";
        assertTrue(e.getMessage().startsWith("two counts of subproblem "), e.getMessage());
        assertTrue(e.getMessage().contains(liarSaid) && e.getMessage().contains(honestSaid),
            e.getMessage());
        assertTrue(e.getMessage().endsWith("neither is summed, and the count stops"),
            e.getMessage());
      }
      liar.close();
      waitFor(() -> honest.clusterSize() == 1);
      try (Cluster checked = Cluster.connect(s.withCheckedShare(0.5))) { // an honest member
        SearchResult r = checked.counter(tree).count(parts, Limits.none(), null);
        assertEquals(352, r.solutions());
        assertEquals((parts.size() + 1) / 2, checked.checked(), "half, rounded up");
      }
    }
    try (ClusterMember alone = Liar.start(s, secret, (p, r) -> SearchResult.of(r.status(),
        r.solutionCount().shiftLeft(1).add(BigInteger.ONE), r.nodes(), r.updates(), r.profile(),
        r.elapsed(), r.removals(), r.memo(), r.strategy()));
        Cluster checked = Cluster.connect(s.withCheckedShare(0.25))) {
      AnswerCheckException e = assertThrows(AnswerCheckException.class,
          () -> checked.counter(tree).count(parts, Limits.none(), null));
      assertTrue(e.getMessage().contains("member " + alone.address() + " answered ")
          && e.getMessage().contains("this machine answered "), e.getMessage());
    }
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
