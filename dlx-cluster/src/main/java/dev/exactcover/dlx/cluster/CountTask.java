package dev.exactcover.dlx.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.pieces.Subproblem;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * One subproblem to count on a member: the problem's fingerprint (the member fetches the problem
 * from the cluster's map the first time), the subproblem's text form, and the time left (0: no
 * limit). The answer is a {@link TaskAnswer}.
 */
final class CountTask implements Callable<TaskAnswer>, IdentifiedDataSerializable,
    HazelcastInstanceAware {
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
  public TaskAnswer call() {
    SolverCache cache = (SolverCache) member.getUserContext().get(Wire.CACHE);
    SolverCache.Lease lease = cache.borrow(key,
        () -> member.<String, ProblemSpec>getMap(Wire.PROBLEMS).get(key));
    if (lease == null) {
      return TaskAnswer.missingProblem();
    }
    try {
      Limits limits = timeNanos > 0 ? Limits.none().withTime(Duration.ofNanos(timeNanos))
          : Limits.none();
      SearchResult r = lease.tree().search(lease.solver(), Subproblem.parse(subproblem), limits,
          null);
      cache.tasksDone.incrementAndGet();
      return TaskAnswer.counted(r);
    } finally {
      cache.giveBack(key, lease);
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
