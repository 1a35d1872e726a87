package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.map.IMap;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.SearchTree;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A process without the secret that reaches the members' ports can write to the cluster's maps
 * (Hazelcast's Community Edition authenticates no one): a plain Hazelcast client rewrites every
 * proof in {@code dlx-proofs} (with numbers, with text that is no proof, or deletes them) and puts
 * foreign values in {@code dlx-problems}. The members write their proofs again, counts stay exact,
 * and nothing fails with a Java class name.
 */
@Tag("full")
class ProofMapTest {
  private static final String PID = String.valueOf(ProcessHandle.current().pid());

  @Test
  void aProofMapRewrittenWithoutTheSecretIsRepaired() throws Exception {
    int port = 5971;
    ClusterSettings s = ClusterSettings.loopback().withName("proofs-" + PID).withPort(port)
        .withMembers(List.of("127.0.0.1:" + port, "127.0.0.1:" + (port + 1)))
        .withThreads(1).withConnectTimeout(Duration.ofSeconds(5));
    SearchTree tree = SearchTree.of(Queens.problem(8).newSolver());
    try (ClusterMember one = ClusterMember.start(s); ClusterMember two = ClusterMember.start(s)) {
      ClientConfig c = new ClientConfig(); // a plain Hazelcast client: no secret
      c.setClusterName(s.name());
      c.setProperty("hazelcast.logging.type", "jdk");
      c.setProperty("hazelcast.phone.home.enabled", "false");
      c.getNetworkConfig().addAddress("127.0.0.1:" + port);
      HazelcastInstance raw = HazelcastClient.newHazelcastClient(c);
      try {
        IMap<Object, Object> proofs = raw.getMap(Trust.PROOFS);
        IMap<Object, Object> problems = raw.getMap(Wire.PROBLEMS);
        Object[] values = {42, "00:00", "not a proof", null};
        for (Object v : values) {
          long before1 = one.proofsRewritten();
          long before2 = two.proofsRewritten();
          for (Object k : proofs.keySet()) {
            if (v == null) {
              proofs.delete(k);
            } else {
              proofs.set(k, v);
            }
          }
          problems.set(tree.fingerprint(), v == null ? "no problem" : v);
          // At once, before the members write their proofs again: refused in words, or counted.
          try (Cluster cluster = Cluster.connect(s)) {
            assertEquals(92, cluster.counter(tree).count(tree.split(20), Limits.none(), null)
                .solutions(), "after the proofs were set to " + v);
          } catch (CounterUnavailableException e) {
            assertTrue(e.getMessage().contains("a process without the secret keeps changing "
                + "their proofs"), e.getMessage());
          }
          waitFor(() -> one.proofsRewritten() > before1 && two.proofsRewritten() > before2);
          try (Cluster cluster = Cluster.connect(s)) { // repaired: both members get work
            assertEquals(2, cluster.members().size(), "after the proofs were set to " + v);
            assertEquals(92, cluster.counter(tree).count(tree.split(20), Limits.none(), null)
                .solutions());
          }
        }
        assertTrue(one.proofsRewritten() >= values.length, "rewritten "
            + one.proofsRewritten() + " times");
        assertTrue(one.unprovenMembers().isEmpty() && two.unprovenMembers().isEmpty());
      } finally {
        raw.shutdown();
      }
    }
  }

  private static void waitFor(java.util.function.BooleanSupplier condition) {
    long end = System.nanoTime() + 30_000_000_000L;
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > end) {
        throw new AssertionError("not within 30 s");
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
