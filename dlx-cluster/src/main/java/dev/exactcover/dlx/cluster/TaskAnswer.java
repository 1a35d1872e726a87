package dev.exactcover.dlx.cluster;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import java.io.IOException;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A member's answer to a {@link CountTask}: the counts of the task's subproblems, in order, up
 * to the first cut short; word that the member no longer has the task's problem (the client
 * stores it again and resends), or that it refused the task (its MAC did not hold under the
 * member's secret). Every answer names the member that gave it; counts carry the MAC, under the
 * cluster's secret, of the cluster's name, the problem's fingerprint, the subproblems, the task's
 * nonce, the member and the numbers, so that the client sums only answers from holders of the
 * secret to the tasks it sent. A status travels by name, so that members and clients agree on it
 * whatever the order of the enum; a count travels as its decimal digits, exact however large (a
 * memoized count can pass {@code Long.MAX_VALUE}). When the client asked the task for work, the
 * answer holds the parts its running subproblem gave away too ({@link Given}), under the same
 * MAC: that subproblem's count is of the rest of it.
 */
final class TaskAnswer implements IdentifiedDataSerializable {
  private static final byte COUNTED = 0;
  private static final byte MISSING_PROBLEM = 1;
  private static final byte REFUSED = 2;
  /** More counts than this in one answer is not an answer of ours: it is refused unread. */
  private static final int MAX_COUNTS = 1 << 20;
  /** More parts given away than this in one answer is not an answer of ours either. */
  private static final int MAX_GIVEN = 1 << 20;
  /** Deeper parts given away than this are not ours either. */
  private static final int MAX_DEPTH = 1 << 16;
  /** More branches than this in all the parts given away in one answer are not ours either. */
  private static final int MAX_BRANCHES = 1 << 22;

  /**
   * A part given away by the subproblem at {@code position} in the task: the branches of a
   * subproblem of the same tree below it, those at levels {@code memoFrom} and below chosen in a
   * memoized count's own order ({@code branches.length}: every level follows Knuth's tree).
   */
  record Given(int position, int[] branches, int memoFrom) {
    /** Its text in the answer's MAC: {@code position:b1.b2...@memoFrom}. */
    String text() {
      StringBuilder t = new StringBuilder().append(position).append(':');
      for (int i = 0; i < branches.length; i++) {
        t.append(i == 0 ? "" : ".").append(branches[i]);
      }
      return t.append('@').append(memoFrom).toString();
    }
  }

  private byte kind;
  private String member;
  private List<SearchResult> counts = List.of(); // as they travel: no profile
  private List<Given> given = List.of();
  private String mac = "";

  TaskAnswer() {} // for Hazelcast

  /** The counts of a task's first {@code results.size()} subproblems, by {@code member}. */
  static TaskAnswer counted(List<SearchResult> results, UUID member) {
    return counted(results, List.of(), member);
  }

  /**
   * The counts of a task's first {@code results.size()} subproblems, by {@code member}, and the
   * parts they gave away.
   */
  static TaskAnswer counted(List<SearchResult> results, List<Given> given, UUID member) {
    TaskAnswer a = new TaskAnswer();
    a.given = List.copyOf(given);
    a.kind = COUNTED;
    a.member = member.toString();
    a.counts = new ArrayList<>(results.size());
    for (SearchResult r : results) {
      a.counts.add(travelling(r.status(), r.solutionCount(), r.nodes(), r.updates(),
          r.elapsed().toNanos(), r.strategy(), r.memo()));
    }
    return a;
  }

  /** A count as it travels: its figures, strategy and cache counters, no profile. */
  private static SearchResult travelling(Status status, BigInteger solutions, long nodes,
      long updates, long nanos, Strategy strategy, MemoStatistics memo) {
    return SearchResult.of(status, solutions, nodes, updates, new long[1],
        Duration.ofNanos(nanos), new long[Reduction.values().length], memo, strategy);
  }

  static TaskAnswer missingProblem(UUID member) {
    TaskAnswer a = new TaskAnswer();
    a.kind = MISSING_PROBLEM;
    a.member = member.toString();
    return a;
  }

  static TaskAnswer refused(UUID member) {
    TaskAnswer a = missingProblem(member);
    a.kind = REFUSED;
    return a;
  }

  private Object[] macParts(String cluster, CountTask task) {
    List<Object> parts = new ArrayList<>(List.of("answer", cluster, task.key(),
        task.subproblems(), task.nonce(), member, counts.size()));
    for (SearchResult c : counts) {
      parts.add(c.status().name());
      parts.add(c.solutionCount().toString());
      parts.add(c.nodes());
      parts.add(c.updates());
    }
    parts.add(given.size());
    for (Given g : given) {
      parts.add(g.text());
    }
    return parts.toArray();
  }

  /** This answer with its MAC for {@code task}. */
  TaskAnswer sign(Trust trust, CountTask task) {
    mac = trust.secret().mac(macParts(trust.cluster(), task));
    return this;
  }

  /**
   * Whether this is a count for {@code task} from member {@code from}, under the secret of
   * {@code trust}: at most one count per subproblem of the task.
   */
  boolean authentic(Trust trust, CountTask task, UUID from) {
    return kind == COUNTED && from.toString().equals(member) && counts.size() <= task.size()
        && trust.secret().verify(mac, macParts(trust.cluster(), task));
  }

  /** The parts the task's subproblems gave away, in the order given. */
  List<Given> given() {
    return given;
  }

  /** Whether the member did not have the problem. */
  boolean isMissingProblem() {
    return kind == MISSING_PROBLEM;
  }

  /** Whether the member refused the task: its MAC did not hold under the member's secret. */
  boolean isRefused() {
    return kind == REFUSED;
  }

  /** The id of the member that gave the answer, as it says. */
  String member() {
    return member;
  }

  /**
   * The counts of the task's first subproblems, in order, as search results without a profile
   * (their strategy and cache counters kept); the last may be cut short.
   */
  List<SearchResult> results() {
    return counts;
  }

  @Override
  public int getFactoryId() {
    return Wire.FACTORY_ID;
  }

  @Override
  public int getClassId() {
    return Wire.ANSWER;
  }

  @Override
  public void writeData(ObjectDataOutput out) throws IOException {
    out.writeByte(kind);
    out.writeString(member);
    out.writeInt(counts.size());
    for (SearchResult c : counts) {
      out.writeString(c.status().name());
      out.writeString(c.solutionCount().toString());
      out.writeLong(c.nodes());
      out.writeLong(c.updates());
      out.writeLong(c.elapsed().toNanos());
      out.writeString(c.strategy().name());
      out.writeLong(c.memo().entries());
      out.writeLong(c.memo().hits());
      out.writeLong(c.memo().bytes());
    }
    out.writeInt(given.size());
    for (Given g : given) {
      out.writeInt(g.position());
      out.writeInt(g.branches().length);
      for (int b : g.branches()) {
        out.writeInt(b);
      }
      out.writeInt(g.memoFrom());
    }
    out.writeString(mac);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    kind = in.readByte();
    member = in.readString();
    int n = in.readInt();
    if (n < 0 || n > MAX_COUNTS) {
      throw new IOException("an answer with " + n + " counts");
    }
    counts = new ArrayList<>(n);
    for (int k = 0; k < n; k++) {
      Status status;
      try {
        status = Status.valueOf(in.readString());
      } catch (IllegalArgumentException | NullPointerException e) {
        throw new IOException("an answer with an unknown status", e);
      }
      String count = in.readString();
      BigInteger solutions;
      try {
        solutions = new BigInteger(count);
      } catch (NumberFormatException | NullPointerException e) {
        throw new IOException("an answer whose count is not a number", e);
      }
      if (solutions.signum() < 0) {
        throw new IOException("an answer with a negative count");
      }
      long nodes = in.readLong();
      long updates = in.readLong();
      long nanos = in.readLong();
      Strategy strategy;
      try {
        strategy = Strategy.valueOf(in.readString());
      } catch (IllegalArgumentException | NullPointerException e) {
        throw new IOException("an answer with an unknown strategy", e);
      }
      long entries = in.readLong();
      long hits = in.readLong();
      long bytes = in.readLong();
      if (entries < 0 || hits < 0 || bytes < 0) {
        throw new IOException("an answer with negative cache counters");
      }
      counts.add(travelling(status, solutions, nodes, updates, nanos, strategy,
          new MemoStatistics(entries, hits, bytes)));
    }
    int g = in.readInt();
    if (g < 0 || g > MAX_GIVEN) {
      throw new IOException("an answer with " + g + " parts given away");
    }
    given = new ArrayList<>(g);
    long branchesRead = 0;
    for (int k = 0; k < g; k++) {
      int position = in.readInt();
      int depth = in.readInt();
      if (depth < 1 || depth > MAX_DEPTH) {
        throw new IOException("an answer with a part given away " + depth + " levels deep");
      }
      branchesRead += depth;
      if (branchesRead > MAX_BRANCHES) {
        throw new IOException("an answer whose parts given away hold over " + MAX_BRANCHES
            + " branches");
      }
      int[] branches = new int[depth];
      for (int i = 0; i < depth; i++) {
        branches[i] = in.readInt();
      }
      int memoFrom = in.readInt();
      given.add(new Given(position, branches, memoFrom));
    }
    mac = in.readString();
  }
}
