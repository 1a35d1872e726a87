package dev.exactcover.dlx.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.spi.exception.RetryableException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;

/**
 * The tasks of one count in flight on the members, and how many each member holds: what the
 * count's dispatching, its copies at the end and its losses of members read and change; and
 * which failures of a task mean its member went away. Used by the count's one thread alone.
 */
final class InFlight {
  /** A task in flight: the subproblems it holds (by index), in order. */
  record Attempt(long id, int[] indices, Member member, CountTask task,
      Future<TaskAnswer> future) {
    /** Whether it holds subproblem {@code i}. */
    boolean holds(int i) {
      for (int j : indices) {
        if (j == i) {
          return true;
        }
      }
      return false;
    }

    /** Whether every subproblem it holds is counted. */
    boolean allDone(boolean[] done) {
      for (int i : indices) {
        if (!done[i]) {
          return false;
        }
      }
      return true;
    }
  }

  private final Map<Long, Attempt> attempts = new HashMap<>();
  private final Map<UUID, Integer> load = new HashMap<>();
  private long next;

  /** Records a task sent to {@code m}, holding the subproblems {@code held}. */
  Attempt sent(int[] held, Member m, CountTask task, Future<TaskAnswer> f) {
    Attempt a = new Attempt(next++, held, m, task, f);
    attempts.put(a.id(), a);
    load.merge(m.getUuid(), 1, Integer::sum);
    return a;
  }

  /** Forgets an attempt in flight; whether it was still in flight. */
  boolean release(Attempt a) {
    if (attempts.remove(a.id()) == null) {
      return false;
    }
    if (load.merge(a.member().getUuid(), -1, Integer::sum) <= 0) {
      load.remove(a.member().getUuid());
    }
    return true;
  }

  /** How many tasks member {@code m} holds. */
  int load(UUID m) {
    return load.getOrDefault(m, 0);
  }

  /** The attempts in flight, as a list of their own (releasing one does not change it). */
  List<Attempt> all() {
    return new ArrayList<>(attempts.values());
  }

  boolean isEmpty() {
    return attempts.isEmpty();
  }

  /** Forgets a member that left: its attempts are released already. */
  void left(UUID m) {
    load.remove(m);
  }

  /** Cancels every attempt in flight and forgets them. */
  void cancelAll() {
    for (Attempt a : attempts.values()) {
      a.future().cancel(true);
    }
    clear();
  }

  /** Forgets every attempt in flight. */
  void clear() {
    attempts.clear();
    load.clear();
  }

  /**
   * Whether attempt {@code a} waits in its member's queue: its member has more tasks than
   * threads, and {@code a} is among the last sent there, which its threads take last.
   */
  boolean isWaiting(Attempt a) {
    UUID at = a.member().getUuid();
    int queued = load(at) - Cluster.threadsOf(a.member());
    if (queued <= 0) {
      return false;
    }
    int later = 0; // attempts sent to the same member after a
    for (Attempt b : attempts.values()) {
      if (b.id() > a.id() && b.member().getUuid().equals(at)) {
        later++;
      }
    }
    return later < queued;
  }

  /** Whether an attempt of subproblem {@code i} is in flight on a member other than {@code m}. */
  boolean elsewhere(int i, UUID m) {
    for (Attempt a : attempts.values()) {
      if (a.holds(i) && !a.member().getUuid().equals(m)) {
        return true;
      }
    }
    return false;
  }

  /** Cancels and forgets the attempts whose subproblems are all counted. */
  void cancelDone(boolean[] done) {
    for (Attempt a : all()) {
      if (a.allDone(done)) {
        release(a);
        a.future().cancel(true);
      }
    }
  }

  /** Whether a task failed because its member went away, not because of the task. */
  static boolean isLost(Throwable t) {
    for (Throwable c = t; c != null; c = c.getCause()) {
      if (c instanceof RetryableException || c instanceof TargetDisconnectedException
          || c instanceof HazelcastInstanceNotActiveException
          || c instanceof RejectedExecutionException
          || c instanceof java.util.concurrent.CancellationException) {
        return true;
      }
    }
    return false;
  }
}
