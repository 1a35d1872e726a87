package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.internal.SolverAccess;
import dev.exactcover.dlx.pieces.AnswerCheckException;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Work given back on the cluster: a count whose list is one subproblem (the whole tree), which
 * without giving back one member would count alone, is shared by both members, exact; a list's
 * subproblems are reported once each, whole, with the sum of their parts, as a job needs; a
 * memoized count gives back nodes of its own tree and stays exact; with answers checked nothing
 * is given back; and a member that gives away parts that are not below its subproblem stops the
 * count with a failed check, nothing summed. Oracles: the published counts of queens (OEIS
 * A000170) and Langford pairs (A014552), and the domino tilings of squares (A004003).
 */
@Tag("full") // members on loopback ports: the cluster suite
class GiveBackTest {
  private static final int PORT = 5961;

  private static ClusterSettings settings;
  private static ClusterMember first;
  private static ClusterMember second;
  private static Cluster cluster;

  @BeforeAll
  static void startTwoMembers() {
    settings = ClusterSettings.loopback().withName("give-" + ProcessHandle.current().pid())
        .withPort(PORT).withMembers(List.of("127.0.0.1:" + PORT, "127.0.0.1:" + (PORT + 1)))
        .withThreads(1).withConnectTimeout(Duration.ofSeconds(10));
    first = ClusterMember.start(settings);
    second = ClusterMember.start(settings);
    cluster = Cluster.connect(settings);
    waitForTwo(cluster);
  }

  /** Waits until the client sees both members proven: else it has no idle thread to fill. */
  private static void waitForTwo(Cluster c) {
    long deadline = System.nanoTime() + 30_000_000_000L;
    while (c.members().size() < 2) {
      assertTrue(System.nanoTime() < deadline, "two members within 30 s: " + c.members());
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
  }

  @AfterAll
  static void stop() throws Exception {
    ClusterTest.closeAll(cluster, first, second);
  }

  /** Counts {@code parts} of {@code tree}; the reports, by subproblem, must each come once. */
  private static SearchResult count(Cluster c, SearchTree tree, List<Subproblem> parts,
      Map<Subproblem, BigInteger> reported) {
    return c.counter(tree).count(parts, Limits.none(), (s, r) -> {
      assertEquals(Status.EXHAUSTED, r.status());
      assertTrue(reported.put(s, r.solutionCount()) == null, "reported twice: " + s);
    });
  }

  @Test
  void theWholeTreeAsOneSubproblemIsSharedByBothMembers() {
    long a = first.tasksDone();
    long b = second.tasksDone();
    long given = cluster.givenBack();
    SearchTree tree = SearchTree.of(Queens.problem(12).newSolver());
    Map<Subproblem, BigInteger> reported = new ConcurrentHashMap<>();
    SearchResult r = count(cluster, tree, List.of(Subproblem.of(0)), reported);
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(14_200, r.solutions());
    assertEquals(Map.of(Subproblem.of(0), BigInteger.valueOf(14_200)), reported,
        "the one subproblem, reported once, whole");
    assertTrue(cluster.givenBack() > given, "work was given back");
    assertTrue(first.tasksDone() > a && second.tasksDone() > b, "both members counted: "
        + (first.tasksDone() - a) + " and " + (second.tasksDone() - b) + " tasks");
  }

  @Test
  void aListsSubproblemsAreReportedOnceEachWithTheSumOfTheirParts() {
    SearchTree tree = SearchTree.of(Langford.problem(11).newSolver());
    List<Subproblem> parts = tree.split(3);
    Map<Subproblem, BigInteger> reported = new ConcurrentHashMap<>();
    SearchResult r = count(cluster, tree, parts, reported);
    assertEquals(35_584, r.solutions()); // Langford pairs of 11, both ways round: 2 x A014552(11)
    assertEquals(parts.size(), reported.size());
    BigInteger sum = BigInteger.ZERO;
    for (Subproblem s : parts) {
      BigInteger one = tree.search(tree.newSolver(), s, Limits.none(), null).solutionCount();
      assertEquals(one, reported.get(s), "subproblem " + s + ", counted alone here");
      sum = sum.add(one);
    }
    assertEquals(BigInteger.valueOf(35_584), sum);
  }

  @Test
  void aMemoizedCountGivesBackNodesOfItsOwnTreeAndStaysExact() {
    long given = cluster.givenBack();
    BigInteger expected = new BigInteger("112202208776036178000000"); // A004003(7): 14x14
    SearchTree tree = SearchTree.of(ClusterTest.dominoes(14).newSolver(SearchSettings
        .of(Strategy.MEMOIZED).withMemoLimit(32 << 20)));
    Map<Subproblem, BigInteger> reported = new ConcurrentHashMap<>();
    SearchResult r = count(cluster, tree, List.of(Subproblem.of(0)), reported);
    assertEquals(expected, r.solutionCount(), r.toString());
    assertEquals(expected, reported.get(Subproblem.of(0)));
    assertTrue(cluster.givenBack() > given, "work was given back");
  }

  @Test
  void withAnswersCheckedNothingIsGivenBack() {
    try (Cluster checking = Cluster.connect(settings.withCheckedShare(1))) {
      SearchTree tree = SearchTree.of(Queens.problem(11).newSolver());
      SearchResult r = checking.counter(tree).count(tree.split(2), Limits.none(), null);
      assertEquals(2_680, r.solutions());
      assertEquals(0, checking.givenBack());
      assertTrue(checking.checked() > 0, "answers were checked");
    }
  }

  /**
   * The wire of a member whose subproblems give work away whether asked or not, and give their
   * first part twice, so that everything below it would count twice.
   */
  private static DataSerializableFactory givesTwice() {
    return new ChangedTasks((s, giver, own) -> {
      boolean[] once = {false};
      return own.apply(new SolverAccess.Giver() {
        @Override
        public boolean wanted() {
          return true;
        }

        @Override
        public void give(int[] branches, int from) {
          if (!once[0]) {
            once[0] = true;
            giver.give(branches, from);
          }
          giver.give(branches, from);
        }
      });
    });
  }

  @Test
  void aMemberThatGivesAwayAPartTwiceStopsTheCount() {
    ClusterSettings s = settings.withName("give-liar-" + ProcessHandle.current().pid())
        .withPort(PORT + 5).withMembers(List.of("127.0.0.1:" + (PORT + 5),
            "127.0.0.1:" + (PORT + 6)));
    Secret secret = Secret.load(s.secretFile());
    try (ClusterMember honest = ClusterMember.start(s, secret, new Wire());
        ClusterMember liar = ClusterMember.start(s.withPort(PORT + 6), secret,
            givesTwice());
        Cluster c = Cluster.connect(s)) {
      waitForTwo(c);
      SearchTree tree = SearchTree.of(Queens.problem(12).newSolver());
      // If the honest member takes the one subproblem, the liar idles and asks it for work, and
      // then lies on the first part it gets.
      AnswerCheckException e = assertThrows(AnswerCheckException.class,
          () -> c.counter(tree).count(List.of(Subproblem.of(0)), Limits.none(), null));
      assertTrue(e.getMessage().contains("gave away parts that do not split it"),
          e.getMessage());
    }
  }
}
