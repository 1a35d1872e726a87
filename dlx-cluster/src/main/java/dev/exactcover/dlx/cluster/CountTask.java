package dev.exactcover.dlx.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Subproblem;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * One subproblem to count on a member: the problem's fingerprint (the member fetches the problem
 * from the cluster's map the first time), the subproblem's text form, and the time left (0: no
 * limit). The answer is {@code {status ordinal, solutions, nodes, updates, nanoseconds}}.
 */
final class CountTask implements Callable<long[]>, IdentifiedDataSerializable,
    HazelcastInstanceAware {
  /** Marks the failure of a task whose problem is no longer in the cluster's map. */
  static final String MISSING = "problem not in the cluster's map: ";

  private String key;
  private String subproblem;
  private long timeNanos;
  private transient HazelcastInstance member;

  CountTask() {} // for Hazelcast

  CountTask(String key, Subproblem subproblem, long timeNanos) {
    this.key = key;
    this.subproblem = subproblem.toString();
    this.timeNanos = timeNanos;
  }

  @Override
  public void setHazelcastInstance(HazelcastInstance instance) {
    this.member = instance;
  }

  @Override
  public long[] call() {
    SolverCache cache = (SolverCache) member.getUserContext().get(Wire.CACHE);
    Solver solver = cache.borrow(key, () -> {
      ProblemSpec spec = member.<String, ProblemSpec>getMap(Wire.PROBLEMS).get(key);
      if (spec == null) {
        throw new IllegalStateException(MISSING + key);
      }
      return spec;
    });
    try {
      Limits limits = timeNanos > 0 ? Limits.none().withTime(Duration.ofNanos(timeNanos))
          : Limits.none();
      SearchResult r = solver.search(Subproblem.parse(subproblem), limits);
      cache.tasksDone.incrementAndGet();
      return new long[] {r.status().ordinal(), r.solutions(), r.nodes(), r.updates(),
          r.elapsed().toNanos()};
    } finally {
      cache.giveBack(key, solver);
    }
  }

  @Override
  public int getFactoryId() {
    return Wire.FACTORY_ID;
  }

  @Override
  public int getClassId() {
    return Wire.TASK;
  }

  @Override
  public void writeData(ObjectDataOutput out) throws IOException {
    out.writeString(key);
    out.writeString(subproblem);
    out.writeLong(timeNanos);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    key = in.readString();
    subproblem = in.readString();
    timeNanos = in.readLong();
  }
}
