package dev.exactcover.verification.bench;

import dev.exactcover.dlx.DlxFormatException;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import dev.exactcover.dlx.pieces.SubproblemCounter;
import dev.exactcover.dlx.cluster.Cluster;
import dev.exactcover.dlx.cluster.ClusterMember;
import dev.exactcover.dlx.cluster.ClusterSettings;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a cluster costs per task: the same list of subproblems counted by two threads of this
 * JVM ({@link SubproblemCounter#local}) and by a cluster
 * of two one-thread members on the loopback interface, started in this JVM, through a client
 * ({@link Cluster#counter}). The search work is the same, so the difference divided by the
 * number of subproblems (printed at set-up) is the cluster's overhead per task: serialisation,
 * two loopback hops, the scheduling of each task. Small {@code split} values make big tasks.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 4, time = 5)
@Fork(1)
public class ClusterBenchmark {
  /** Held here: the JDK keeps loggers weakly, and a collected one forgets its level. */
  private static final Logger HAZELCAST = Logger.getLogger("com.hazelcast");

  /** A problem of {@link Workloads}. */
  @Param({"queens-12", "pentomino-6x10.dlx"})
  public String problem;

  /** The minimum number of subproblems (tasks). */
  @Param({"1000"})
  public int split;

  private SearchTree tree;
  private List<Subproblem> subproblems;
  private ClusterMember first;
  private ClusterMember second;
  private Cluster cluster;

  /** Starts the two members and the client; splits the problem (none of it timed). */
  @Setup
  public void setUp() throws IOException, DlxFormatException {
    HAZELCAST.setLevel(Level.SEVERE);
    tree = SearchTree.of(Workloads.problem(problem).newSolver());
    subproblems = tree.split(split);
    ClusterSettings s = ClusterSettings.loopback().withName("bench-" + ProcessHandle.current()
        .pid()).withPort(5851).withMembers(List.of("127.0.0.1:5851", "127.0.0.1:5852"))
        .withThreads(1);
    first = ClusterMember.start(s);
    second = ClusterMember.start(s);
    cluster = Cluster.connect(s);
    System.out.printf("%n%s: %d subproblems, %d members%n", problem, subproblems.size(),
        cluster.members().size());
  }

  /** Stops the client and the members. */
  @TearDown
  public void tearDown() {
    cluster.close();
    second.close();
    first.close();
  }

  /** The subproblems on two threads of this JVM: the baseline. */
  @Benchmark
  public long local2() {
    return Workloads.check(problem, SubproblemCounter.local(tree, 2)
        .count(subproblems, Limits.none(), null).solutions());
  }

  /** The same subproblems as tasks on the two one-thread members. */
  @Benchmark
  public long cluster2() {
    return Workloads.check(problem, cluster.counter(tree).count(subproblems, Limits.none(),
        null).solutions());
  }
}
