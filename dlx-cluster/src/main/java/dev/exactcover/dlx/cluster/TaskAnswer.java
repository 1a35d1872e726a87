package dev.exactcover.dlx.cluster;

import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import java.io.IOException;
import java.time.Duration;

/**
 * A member's answer to a {@link CountTask}: the subproblem's count, or word that the member no
 * longer has the task's problem (the client stores it again and resends). The status travels by
 * name, so that members and clients agree on it whatever the order of the enum.
 */
final class TaskAnswer implements IdentifiedDataSerializable {
  private boolean missingProblem;
  private Status status;
  private long solutions;
  private long nodes;
  private long updates;
  private long nanos;

  TaskAnswer() {} // for Hazelcast

  static TaskAnswer counted(SearchResult r) {
    TaskAnswer a = new TaskAnswer();
    a.status = r.status();
    a.solutions = r.solutions();
    a.nodes = r.nodes();
    a.updates = r.updates();
    a.nanos = r.elapsed().toNanos();
    return a;
  }

  static TaskAnswer missingProblem() {
    TaskAnswer a = new TaskAnswer();
    a.missingProblem = true;
    a.status = Status.STOPPED;
    return a;
  }

  /** Whether the member did not have the problem. */
  boolean isMissingProblem() {
    return missingProblem;
  }

  /** The count, as a search result without a profile. */
  SearchResult result() {
    return new SearchResult(status, solutions, nodes, updates, new long[1],
        Duration.ofNanos(nanos));
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
    out.writeBoolean(missingProblem);
    out.writeString(status.name());
    out.writeLong(solutions);
    out.writeLong(nodes);
    out.writeLong(updates);
    out.writeLong(nanos);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    missingProblem = in.readBoolean();
    status = Status.valueOf(in.readString());
    solutions = in.readLong();
    nodes = in.readLong();
    updates = in.readLong();
    nanos = in.readLong();
  }
}
