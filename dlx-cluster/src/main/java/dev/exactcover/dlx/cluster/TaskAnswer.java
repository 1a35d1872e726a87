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
import java.util.UUID;

/**
 * A member's answer to a {@link CountTask}: the subproblem's count, word that the member no
 * longer has the task's problem (the client stores it again and resends), or that it refused the
 * task (its MAC did not hold under the member's secret). Every answer names the member that gave
 * it; a count carries the MAC, under the cluster's secret, of the cluster's name, the problem's
 * fingerprint, the subproblem, the task's nonce, the member and the numbers, so that the client
 * sums only answers from holders of the secret to the tasks it sent. The status travels by name,
 * so that members and clients agree on it whatever the order of the enum; the count travels as
 * its decimal digits, exact however large (a memoized count can pass {@code Long.MAX_VALUE}).
 */
final class TaskAnswer implements IdentifiedDataSerializable {
  private static final byte COUNTED = 0;
  private static final byte MISSING_PROBLEM = 1;
  private static final byte REFUSED = 2;

  private byte kind;
  private String member;
  private Status status;
  private BigInteger solutions = BigInteger.ZERO;
  private long nodes;
  private long updates;
  private long nanos;
  private Strategy strategy = Strategy.DANCING_LINKS; // with the cache's counters, for --memo
  private long memoEntries;
  private long memoHits;
  private long memoBytes;
  private String mac = "";

  TaskAnswer() {} // for Hazelcast

  static TaskAnswer counted(SearchResult r, UUID member) {
    TaskAnswer a = new TaskAnswer();
    a.kind = COUNTED;
    a.member = member.toString();
    a.status = r.status();
    a.solutions = r.solutionCount();
    a.nodes = r.nodes();
    a.updates = r.updates();
    a.nanos = r.elapsed().toNanos();
    a.strategy = r.strategy();
    a.memoEntries = r.memo().entries();
    a.memoHits = r.memo().hits();
    a.memoBytes = r.memo().bytes();
    return a;
  }

  static TaskAnswer missingProblem(UUID member) {
    TaskAnswer a = new TaskAnswer();
    a.kind = MISSING_PROBLEM;
    a.member = member.toString();
    a.status = Status.STOPPED;
    return a;
  }

  static TaskAnswer refused(UUID member) {
    TaskAnswer a = missingProblem(member);
    a.kind = REFUSED;
    return a;
  }

  private Object[] macParts(String cluster, CountTask task) {
    return new Object[] {"answer", cluster, task.key(), task.subproblem(), task.nonce(), member,
        status.name(), solutions.toString(), nodes, updates};
  }

  /** This answer with its MAC for {@code task}. */
  TaskAnswer sign(Trust trust, CountTask task) {
    mac = trust.secret().mac(macParts(trust.cluster(), task));
    return this;
  }

  /**
   * Whether this is a count for {@code task} from member {@code from}, under the secret of
   * {@code trust}.
   */
  boolean authentic(Trust trust, CountTask task, UUID from) {
    return kind == COUNTED && from.toString().equals(member)
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

  /** The count, as a search result without a profile: its strategy and cache counters kept. */
  SearchResult result() {
    return SearchResult.of(status, solutions, nodes, updates, new long[1],
        Duration.ofNanos(nanos), new long[Reduction.values().length],
        new MemoStatistics(memoEntries, memoHits, memoBytes), strategy);
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
    out.writeString(status.name());
    out.writeString(solutions.toString());
    out.writeLong(nodes);
    out.writeLong(updates);
    out.writeLong(nanos);
    out.writeString(strategy.name());
    out.writeLong(memoEntries);
    out.writeLong(memoHits);
    out.writeLong(memoBytes);
    out.writeString(mac);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    kind = in.readByte();
    member = in.readString();
    try {
      status = Status.valueOf(in.readString());
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new IOException("an answer with an unknown status", e);
    }
    String count = in.readString();
    try {
      solutions = new BigInteger(count);
    } catch (NumberFormatException | NullPointerException e) {
      throw new IOException("an answer whose count is not a number", e);
    }
    if (solutions.signum() < 0) {
      throw new IOException("an answer with a negative count");
    }
    nodes = in.readLong();
    updates = in.readLong();
    nanos = in.readLong();
    try {
      strategy = Strategy.valueOf(in.readString());
    } catch (IllegalArgumentException | NullPointerException e) {
      throw new IOException("an answer with an unknown strategy", e);
    }
    memoEntries = in.readLong();
    memoHits = in.readLong();
    memoBytes = in.readLong();
    if (memoEntries < 0 || memoHits < 0 || memoBytes < 0) {
      throw new IOException("an answer with negative cache counters");
    }
    mac = in.readString();
  }
}
