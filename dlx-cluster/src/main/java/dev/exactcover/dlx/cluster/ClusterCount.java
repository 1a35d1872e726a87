package dev.exactcover.dlx.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.map.IMap;
import com.hazelcast.spi.exception.RetryableException;
import com.hazelcast.spi.exception.TargetDisconnectedException;
import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import org.eclipse.collections.impl.map.mutable.primitive.LongObjectHashMap;
import org.eclipse.collections.impl.map.mutable.primitive.ObjectIntHashMap;
import org.eclipse.collections.impl.map.mutable.primitive.ObjectLongHashMap;
import org.eclipse.collections.impl.stack.mutable.primitive.IntArrayStack;

/**
 * One count on the cluster. The calling thread is the only one that changes its state: the
 * callbacks of tasks and of membership only post events to a queue, which it takes in turn.
 *
 * <p>Each member gets at most two tasks per thread at a time (one running, one waiting, so that
 * no thread idles between tasks), and more as others finish: fast members take more work, and a
 * member's loss costs at most its tasks in flight, which go back to the front of the queue. A
 * subproblem counts once, from the first complete answer for it, however many times it was
 * sent.
 */
final class ClusterCount {
  /** A subproblem sent this many times without an answer stops the count. */
  private static final int MAX_ATTEMPTS = 20;
  private static final long POLL_MILLIS = 100;
  /** A member that lost a task gets no more for this long (it is likely leaving). */
  private static final long PAUSE_NANOS = 1_000_000_000L;

  private final HazelcastInstance client;
  private final SearchTree tree;
  private final AtomicLong resubmitted;
  private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
  private final LongObjectHashMap<Attempt> inFlight = new LongObjectHashMap<>();
  private final ObjectIntHashMap<UUID> load = new ObjectIntHashMap<>();
  private final ObjectLongHashMap<UUID> pausedUntil = new ObjectLongHashMap<>();
  private long nextAttempt;

  private record Attempt(long id, int index, Member member, Future<TaskAnswer> future) {}

  private record Answer(Attempt attempt, TaskAnswer answer) {}

  private record Failure(Attempt attempt, Throwable error) {}

  private record Left(UUID member) {}

  ClusterCount(HazelcastInstance client, SearchTree tree, AtomicLong resubmitted) {
    this.client = client;
    this.tree = tree;
    this.resubmitted = resubmitted;
  }

  SearchResult run(List<Subproblem> subproblems, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished) {
    Objects.requireNonNull(subproblems, "subproblems");
    Objects.requireNonNull(limits, "limits");
    if (limits.solutions() != Long.MAX_VALUE || limits.nodes() != Long.MAX_VALUE) {
      throw new IllegalArgumentException("counting on a cluster takes only time and cancel "
          + "limits, not " + limits);
    }
    long start = System.nanoTime();
    long deadline = limits.time() == null ? Long.MAX_VALUE
        : start + limits.time().toNanos();
    CancelToken cancel = limits.cancel();
    String key = tree.fingerprint();
    IMap<String, ProblemSpec> problems = client.getMap(Wire.PROBLEMS);
    problems.set(key, new ProblemSpec(tree));
    IExecutorService executor = client.getExecutorService(Wire.EXECUTOR);
    UUID listener = client.getCluster().addMembershipListener(new MembershipListener() {
      @Override
      public void memberAdded(MembershipEvent e) {
        events.add(e); // wakes the loop, which will give the newcomer work
      }

      @Override
      public void memberRemoved(MembershipEvent e) {
        events.add(new Left(e.getMember().getUuid()));
      }
    });

    int n = subproblems.size();
    boolean[] done = new boolean[n];
    int[] attempts = new int[n];
    IntArrayStack pending = new IntArrayStack(); // the next to send on top
    for (int i = n - 1; i >= 0; i--) {
      Objects.requireNonNull(subproblems.get(i), "subproblem");
      pending.push(i);
    }
    int remaining = n;
    long solutions = 0;
    long nodes = 0;
    long updates = 0;
    Status status = Status.EXHAUSTED;
    try {
      while (remaining > 0) {
        if (cancel != null && cancel.isCancelled()) {
          status = Status.CANCELLED;
          break;
        }
        long now = System.nanoTime();
        if (now >= deadline) {
          status = Status.TIME_LIMIT;
          break;
        }
        dispatch(executor, key, subproblems, pending, done, attempts,
            deadline == Long.MAX_VALUE ? 0 : Math.max(1, deadline - now));
        if (!client.getLifecycleService().isRunning()) {
          throw new HazelcastInstanceNotActiveException("the client shut down");
        }
        Object e = events.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
        if (e instanceof Answer a) {
          release(a.attempt());
          int i = a.attempt().index();
          if (done[i]) {
            continue; // answered already, by an earlier attempt
          }
          if (a.answer().isMissingProblem()) {
            problems.set(key, new ProblemSpec(tree)); // its copies were lost: store it again
            pending.push(i);
            continue;
          }
          SearchResult r = a.answer().result();
          if (r.status() != Status.EXHAUSTED) {
            // Cut short on the member: its own time limit (ours is then near), or its shutdown.
            pending.push(i);
            continue;
          }
          done[i] = true;
          remaining--;
          solutions = Math.addExact(solutions, r.solutions());
          nodes = Math.addExact(nodes, r.nodes());
          updates = Math.addExact(updates, r.updates());
          if (onFinished != null) {
            onFinished.accept(subproblems.get(i), r);
          }
        } else if (e instanceof Failure f) {
          boolean wasInFlight = release(f.attempt());
          int i = f.attempt().index();
          if (done[i]) {
            continue;
          }
          if (isLost(f.error())) {
            pausedUntil.put(f.attempt().member().getUuid(), System.nanoTime() + PAUSE_NANOS);
            if (wasInFlight) { // else the member's leaving requeued it already
              resubmitted.incrementAndGet();
              pending.push(i);
            }
          } else {
            throw new IllegalStateException("subproblem " + subproblems.get(i) + " failed on "
                + f.attempt().member().getAddress() + ": " + f.error(), f.error());
          }
        } else if (e instanceof Left l) {
          for (Attempt a : inFlight.toList()) { // a copy: release() changes the map
            if (a.member().getUuid().equals(l.member())) {
              release(a);
              if (!done[a.index()]) {
                resubmitted.incrementAndGet();
                pending.push(a.index());
              }
            }
          }
          load.remove(l.member());
          pausedUntil.remove(l.member());
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      status = Status.CANCELLED;
    } catch (RuntimeException e) {
      if (client.getLifecycleService().isRunning()) {
        throw e;
      }
      // The client gave up after its connect timeout with no member: whatever failed, that is why.
      throw new CounterUnavailableException("lost the cluster: no member answered; "
          + (n - remaining) + " of " + n + " subproblems were done", e);
    } finally {
      if (client.getLifecycleService().isRunning()) {
        client.getCluster().removeMembershipListener(listener);
        for (Attempt a : inFlight) {
          a.future().cancel(true);
        }
        problems.delete(key);
      }
      inFlight.clear();
    }
    return new SearchResult(status, solutions, nodes, updates, new long[1],
        Duration.ofNanos(System.nanoTime() - start));
  }

  /** Sends pending subproblems to members with free slots (two per thread). */
  private void dispatch(IExecutorService executor, String key, List<Subproblem> subproblems,
      IntArrayStack pending, boolean[] done, int[] attempts, long timeNanos) {
    if (pending.isEmpty()) {
      return;
    }
    long now = System.nanoTime();
    for (Member m : client.getCluster().getMembers()) {
      if (pausedUntil.getIfAbsent(m.getUuid(), now) > now) {
        continue;
      }
      int cap = 2 * Cluster.threadsOf(m);
      while (load.get(m.getUuid()) < cap && !pending.isEmpty()) {
        int i = pending.pop();
        if (done[i]) {
          continue;
        }
        if (++attempts[i] > MAX_ATTEMPTS) {
          throw new IllegalStateException("subproblem " + subproblems.get(i) + " was sent "
              + MAX_ATTEMPTS + " times without an answer");
        }
        CountTask task = new CountTask(key, subproblems.get(i), timeNanos);
        Future<TaskAnswer> f;
        try {
          f = executor.submitToMember(task, m);
        } catch (RejectedExecutionException | HazelcastInstanceNotActiveException e) {
          pending.push(i); // the member is going; its leaving will be heard
          attempts[i]--;
          break;
        }
        Attempt a = new Attempt(nextAttempt++, i, m, f);
        inFlight.put(a.id(), a);
        load.addToValue(m.getUuid(), 1);
        if (!(f instanceof CompletionStage<?>)) {
          throw new IllegalStateException("this Hazelcast version's futures cannot be followed");
        }
        @SuppressWarnings("unchecked")
        CompletionStage<TaskAnswer> stage = (CompletionStage<TaskAnswer>) f;
        stage.whenComplete((r, t) -> events.add(t == null ? new Answer(a, r)
            : new Failure(a, t)));
      }
    }
  }

  /** Forgets an attempt in flight; whether it was still in flight. */
  private boolean release(Attempt a) {
    if (inFlight.remove(a.id()) == null) {
      return false;
    }
    if (load.addToValue(a.member().getUuid(), -1) <= 0) {
      load.remove(a.member().getUuid());
    }
    return true;
  }

  /** Whether a task failed because its member went away, not because of the task. */
  private static boolean isLost(Throwable t) {
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
