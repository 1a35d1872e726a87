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
 * memoized count can pass {@code Long.MAX_VALUE}).
 */
final class TaskAnswer implements IdentifiedDataSerializable {
  private static final byte COUNTED = 0;
  private static final byte MISSING_PROBLEM = 1;
  private static final byte REFUSED = 2;
  /** More counts than this in one answer is not an answer of ours: it is refused unread. */
  private static final int MAX_COUNTS = 1 << 20;

  /** One subproblem's count, as it travels. */
  private static final class Count {
    Status status;
    BigInteger solutions = BigInteger.ZERO;
    long nodes;
    long updates;
    long nanos;
    Strategy strategy = Strategy.DANCING_LINKS; // with the cache's counters, for --memo
    long memoEntries;
    long memoHits;
    long memoBytes;
  }

  private byte kind;
  private String member;
  private List<Count> counts = List.of();
  private String mac = "";

  TaskAnswer() {} // for Hazelcast

  /** The counts of a task's first {@code results.size()} subproblems, by {@code member}. */
  static TaskAnswer counted(List<SearchResult> results, UUID member) {
    TaskAnswer a = new TaskAnswer();
    a.kind = COUNTED;
    a.member = member.toString();
    a.counts = new ArrayList<>(results.size());
    for (SearchResult r : results) {
      Count c = new Count();
      c.status = r.status();
      c.solutions = r.solutionCount();
      c.nodes = r.nodes();
      c.updates = r.updates();
      c.nanos = r.elapsed().toNanos();
      c.strategy = r.strategy();
      c.memoEntries = r.memo().entries();
      c.memoHits = r.memo().hits();
      c.memoBytes = r.memo().bytes();
      a.counts.add(c);
    }
    return a;
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
    for (Count c : counts) {
      parts.add(c.status.name());
      parts.add(c.solutions.toString());
      parts.add(c.nodes);
      parts.add(c.updates);
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
    List<SearchResult> list = new ArrayList<>(counts.size());
    for (Count c : counts) {
      list.add(SearchResult.of(c.status, c.solutions, c.nodes, c.updates, new long[1],
          Duration.ofNanos(c.nanos), new long[Reduction.values().length],
          new MemoStatistics(c.memoEntries, c.memoHits, c.memoBytes), c.strategy));
    }
    return list;
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
    for (Count c : counts) {
      out.writeString(c.status.name());
      out.writeString(c.solutions.toString());
      out.writeLong(c.nodes);
      out.writeLong(c.updates);
      out.writeLong(c.nanos);
      out.writeString(c.strategy.name());
      out.writeLong(c.memoEntries);
      out.writeLong(c.memoHits);
      out.writeLong(c.memoBytes);
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
      Count c = new Count();
      try {
        c.status = Status.valueOf(in.readString());
      } catch (IllegalArgumentException | NullPointerException e) {
        throw new IOException("an answer with an unknown status", e);
      }
      String count = in.readString();
      try {
        c.solutions = new BigInteger(count);
      } catch (NumberFormatException | NullPointerException e) {
        throw new IOException("an answer whose count is not a number", e);
      }
      if (c.solutions.signum() < 0) {
        throw new IOException("an answer with a negative count");
      }
      c.nodes = in.readLong();
      c.updates = in.readLong();
      c.nanos = in.readLong();
      try {
        c.strategy = Strategy.valueOf(in.readString());
      } catch (IllegalArgumentException | NullPointerException e) {
        throw new IOException("an answer with an unknown strategy", e);
      }
      c.memoEntries = in.readLong();
      c.memoHits = in.readLong();
      c.memoBytes = in.readLong();
      if (c.memoEntries < 0 || c.memoHits < 0 || c.memoBytes < 0) {
        throw new IOException("an answer with negative cache counters");
      }
      counts.add(c);
    }
    mac = in.readString();
  }
}
