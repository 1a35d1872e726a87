package dev.exactcover.dlx.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import com.hazelcast.nio.ObjectDataInput;
import com.hazelcast.nio.ObjectDataOutput;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;
import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.internal.SolverAccess;
import dev.exactcover.dlx.pieces.Subproblem;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;

/**
 * Subproblems to count on a member, one after another: the id of the client that sent them (the
 * task stops when that client leaves), the problem's fingerprint (the member fetches the problem
 * from the cluster's map the first time), the subproblems' text forms, the time left (0: no
 * limit), whether to count with a memo cache and its bound in bytes (0: without), whether it
 * may give work back, a nonce, and the MAC of all of these and the cluster's name under the
 * cluster's secret. A member runs only a task whose MAC holds. The answer is a
 * {@link TaskAnswer}, with a count for each subproblem in order, up to the first that was cut
 * short (by the time left, or the task's cancelling).
 *
 * <p>Giving work back: when the client has a thread idle and nothing to send it, it asks a
 * running task for work (a message on {@link Wire#WANTED} naming the task's nonce, under the
 * secret). The subproblem running then gives away the untried branches of its shallowest open
 * level at each look, every {@link #BUDGET} nodes, until it holds only the path it is on, and
 * ends; the task answers with its count (the part it searched) and the parts it gave away (as
 * subproblems of the same tree), which partition the subproblem with it, and stops there: the
 * subproblems it had not reached go back to the client too. A subproblem of a memoized count's
 * own tree travels with the first of its levels chosen in that count's order ({@code 12:3.1.4@2}).
 */
class CountTask implements Callable<TaskAnswer>, IdentifiedDataSerializable,
    HazelcastInstanceAware {
  private String key;
  private String client; // the id of the client that sent it: its tasks stop when it leaves
  private String subproblems; // their text forms, separated by spaces
  private long timeNanos;
  private long memoLimit; // 0: count without a memo cache
  private boolean givesBack; // whether it may give work back when asked
  private String nonce;
  private String mac;
  private transient HazelcastInstance member;

  CountTask() {} // for Hazelcast

  /**
   * The nodes a subproblem searches between two looks at whether it was asked for work (the
   * budget, as the threads of one machine name theirs; a smaller one here, since a request
   * comes only when a thread idles and is answered by giving everything away).
   */
  static final long BUDGET = 1 << 10;

  CountTask(Trust trust, String client, String key, List<Subproblem> subproblems,
      long timeNanos, SearchSettings settings) {
    this(trust, client, key, subproblems, null, timeNanos, settings, false);
  }

  /**
   * A task of {@code subproblems}, each searched below its branches, those at levels
   * {@code memoFrom[k]} and below in a memoized count's own order (null: every level follows
   * Knuth's tree), giving work back when asked if {@code givesBack}.
   */
  CountTask(Trust trust, String client, String key, List<Subproblem> subproblems,
      int[] memoFrom, long timeNanos, SearchSettings settings, boolean givesBack) {
    if (subproblems.isEmpty()) {
      throw new IllegalArgumentException("a task without subproblems");
    }
    this.client = client;
    this.key = key;
    StringBuilder text = new StringBuilder();
    for (int k = 0; k < subproblems.size(); k++) {
      Subproblem s = subproblems.get(k);
      text.append(k == 0 ? "" : " ").append(s);
      if (memoFrom != null && memoFrom[k] < s.depth()) {
        text.append('@').append(memoFrom[k]);
      }
    }
    this.subproblems = text.toString();
    this.timeNanos = timeNanos;
    this.memoLimit = settings.strategy() == Strategy.MEMOIZED ? settings.memoLimit() : 0;
    this.givesBack = givesBack;
    this.nonce = Secret.nonce();
    this.mac = trust.secret().mac(macParts(trust.cluster()));
  }

  private Object[] macParts(String cluster) {
    return new Object[] {"task", cluster, client, key, subproblems, timeNanos, memoLimit,
        givesBack, nonce};
  }

  String key() {
    return key;
  }

  /** The subproblems' text forms, separated by spaces. */
  String subproblems() {
    return subproblems;
  }

  /** How many subproblems the task holds. */
  int size() {
    return parts().length;
  }

  /** The subproblems' texts, in order. */
  private String[] parts() {
    return subproblems.split(" ");
  }

  String nonce() {
    return nonce;
  }

  @Override
  public void setHazelcastInstance(HazelcastInstance instance) {
    this.member = instance;
  }

  @Override
  public TaskAnswer call() {
    Trust trust = (Trust) member.getUserContext().get(Trust.CONTEXT);
    UUID self = member.getCluster().getLocalMember().getUuid();
    if (trust == null || !trust.secret().verify(mac, macParts(trust.cluster()))) {
      return TaskAnswer.refused(self);
    }
    SolverCache cache = (SolverCache) member.getUserContext().get(Wire.CACHE);
    SolverCache.Lease lease = cache.borrow(key, memoLimit,
        () -> problem(member, key));
    if (lease == null) {
      return TaskAnswer.missingProblem(self);
    }
    TaskWatch watch = (TaskWatch) member.getUserContext().get(Wire.WATCH);
    TaskGiver asked = new TaskGiver(givesBack);
    CancelToken cancel = watch.begin(client, nonce, asked);
    try {
      long deadline = System.nanoTime() + timeNanos;
      List<SearchResult> counts = new ArrayList<>();
      for (String text : parts()) {
        long left = deadline - System.nanoTime();
        if (timeNanos > 0 && left <= 0) {
          break; // the time is up: the rest go back to the client uncounted
        }
        Limits limits = (timeNanos > 0 ? Limits.none().withTime(Duration.ofNanos(left))
            : Limits.none()).withCancel(cancel);
        int at = text.indexOf('@');
        Subproblem s = Subproblem.parse(at < 0 ? text : text.substring(0, at));
        int memoFrom = at < 0 ? s.depth() : Integer.parseInt(text.substring(at + 1));
        asked.position = counts.size();
        SearchResult r = search(lease, s, memoFrom, limits, asked);
        counts.add(r);
        if (r.status() != Status.EXHAUSTED || asked.wanted()) {
          break; // cut short, or asked for work: the rest go back to the client
        }
      }
      cache.tasksDone.incrementAndGet();
      return TaskAnswer.counted(counts, asked.given, self).sign(trust, this);
    } finally {
      watch.end(cancel);
      cache.giveBack(key, memoLimit, lease);
    }
  }

  /**
   * The problem stored under {@code key}, or null if there is none, or what is there is not a
   * problem (a process without the secret can write to the map): the client then stores it again.
   */
  private static ProblemSpec problem(HazelcastInstance member, String key) {
    try {
      return member.getMap(Wire.PROBLEMS).get(key) instanceof ProblemSpec p ? p : null;
    } catch (RuntimeException e) { // a value of a type refused or unknown here
      return null;
    }
  }

  /**
   * Counts subproblem {@code s} (those of its levels from {@code memoFrom} on in the memoized
   * count's order) with the lent solver, giving work to {@code giver} while it wants some.
   */
  SearchResult search(SolverCache.Lease lease, Subproblem s, int memoFrom, Limits limits,
      SolverAccess.Giver giver) {
    return SolverAccess.get().searchGiving(lease.solver(), s.branches(), memoFrom, limits, null,
        BUDGET, giver);
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
    out.writeString(client);
    out.writeString(subproblems);
    out.writeLong(timeNanos);
    out.writeLong(memoLimit);
    out.writeBoolean(givesBack);
    out.writeString(nonce);
    out.writeString(mac);
  }

  @Override
  public void readData(ObjectDataInput in) throws IOException {
    key = in.readString();
    client = in.readString();
    subproblems = in.readString();
    timeNanos = in.readLong();
    memoLimit = in.readLong();
    givesBack = in.readBoolean();
    nonce = in.readString();
    mac = in.readString();
  }
}
