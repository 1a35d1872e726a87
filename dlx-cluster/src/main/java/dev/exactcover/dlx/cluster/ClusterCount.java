package dev.exactcover.dlx.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceNotActiveException;
import com.hazelcast.core.IExecutorService;
import com.hazelcast.map.IMap;
import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.cluster.InFlight.Attempt;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.AnswerCheckException;
import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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

/**
 * One count on the cluster. The calling thread is the only one that changes its state: the
 * callbacks of tasks and of membership only post events to a queue, which it takes in turn.
 *
 * <p>Each member gets at most two tasks per thread at a time (one running, one waiting, so that
 * no thread idles between tasks), and more as others finish: fast members take more work, and a
 * member's loss costs at most its tasks in flight, whose subproblems go back to the front of the
 * queue. A task holds several subproblems while many wait (a share of those waiting, smaller as
 * fewer are left, as in guided self-scheduling), and one at the end, so that the client and the
 * members handle a few dozen tasks rather than a task per subproblem, and the last tasks are
 * short. A subproblem counts once, from the first complete answer for it, however many times it
 * was sent.
 *
 * <p>Work given back: at the end, when a member has a thread idle and nothing is left to send it
 * (not even a copy of a task waiting in another member's queue), the longest-running task is
 * asked for work (unless answers are checked: a second count could not count the part a
 * subproblem kept). Its subproblem gives away its untried branches and ends (see
 * {@link CountTask}); the parts given away are counted as subproblems of their own, sent out
 * like the others, and may give work back in turn. Each part belongs to a subproblem of the
 * list (its root); the root is reported, with the sum of its parts, once every part is counted,
 * so a job file records only the subproblems of its list, each whole.
 */
final class ClusterCount {
  /** A subproblem sent this many times without an answer stops the count. */
  private static final int MAX_ATTEMPTS = 20;
  private static final long POLL_MILLIS = 100;
  /** A member that lost a task gets no more for this long (it is likely leaving). */
  private static final long PAUSE_NANOS = 1_000_000_000L;
  /** A task takes at most this share of the subproblems waiting, per thread of the cluster. */
  private static final int SHARES_PER_THREAD = 4;

  private final HazelcastInstance client;
  private final Trust trust;
  private final SearchTree tree;
  private final AtomicLong resubmitted;
  private final AtomicLong givenBack;
  private final AtomicLong checkedTotal;
  private final double checkedShare;
  /** The second counts of checked answers. */
  private SecondCounts checks;
  /** The subproblems of the list, then the parts given back, by index. */
  private CountParts parts;
  private WorkRequests requests;
  private final BlockingQueue<Object> events = new LinkedBlockingQueue<>();
  private final InFlight inFlight = new InFlight();
  private final Map<UUID, Long> pausedUntil = new HashMap<>();
  /** The subproblems sent to a second member at the end while waiting in a queue. */
  private final java.util.BitSet copied = new java.util.BitSet();
  private String self; // this client's id, which its tasks carry
  private long noMemberSince;
  /** With no member that holds the secret for this long, the count stops. */
  private static final long NO_MEMBER_NANOS = 15_000_000_000L;

  private record Answer(Attempt attempt, TaskAnswer answer) {}

  /** A recount on this machine. */
  private record Recounted(int index, SearchResult result) {}

  private record Failure(Attempt attempt, Throwable error) {}

  private record Left(UUID member) {}

  ClusterCount(HazelcastInstance client, Trust trust, SearchTree tree, AtomicLong resubmitted,
      AtomicLong givenBack, AtomicLong checkedTotal, double checkedShare) {
    this.client = client;
    this.trust = trust;
    this.tree = tree;
    this.resubmitted = resubmitted;
    this.givenBack = givenBack;
    this.checkedTotal = checkedTotal;
    this.checkedShare = checkedShare;
  }

  private static String address(Member m) {
    return m.getAddress().getHost() + ":" + m.getAddress().getPort();
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
    self = client.getLocalEndpoint().getUuid().toString();
    IMap<String, ProblemSpec> problems = client.getMap(Wire.PROBLEMS);
    problems.set(key, new ProblemSpec(tree));
    IExecutorService executor = client.getExecutorService(Wire.EXECUTOR);
    requests = new WorkRequests(client, trust);
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
    checks = new SecondCounts(tree, n, checkedShare, checkedTotal);
    parts = new CountParts(subproblems);
    IntList pending = new IntList(); // the next to send on top
    for (int i = n - 1; i >= 0; i--) {
      pending.push(i);
    }
    SearchResult total = SearchResult.none(Strategy.DANCING_LINKS); // the sum so far
    Status status = Status.EXHAUSTED;
    try {
      while (parts.rootsLeft() > 0) {
        if (cancel != null && cancel.isCancelled()) {
          status = Status.CANCELLED;
          break;
        }
        long now = System.nanoTime();
        if (now >= deadline) {
          status = Status.TIME_LIMIT;
          break;
        }
        long timeNanos = deadline == Long.MAX_VALUE ? 0 : Math.max(1, deadline - now);
        dispatch(executor, key, pending, timeNanos);
        copyWaiting(executor, key, timeNanos);
        askForWork(pending);
        if (!client.getLifecycleService().isRunning()) {
          throw new HazelcastInstanceNotActiveException("the client shut down");
        }
        Object e = events.poll(POLL_MILLIS, TimeUnit.MILLISECONDS);
        if (e instanceof Answer a) {
          inFlight.release(a.attempt());
          requests.answered(a.attempt());
          if (a.attempt().allDone(parts.done())) {
            continue; // answered already, by earlier attempts
          }
          int[] held = a.attempt().indices();
          if (a.answer().isMissingProblem()) {
            problems.set(key, new ProblemSpec(tree)); // its copies were lost: store it again
            requeue(a.attempt(), pending);
            continue;
          }
          if (a.answer().isRefused()) {
            throw new CounterUnavailableException("refused: member " + address(a.attempt()
                .member()) + " refused a task as not made with its secret (the task was changed "
                + "on the way, or the member's secret changed)", null);
          }
          if (!a.answer().authentic(trust, a.attempt().task(), a.attempt().member().getUuid())) {
            throw new AnswerCheckException("the answer of member " + address(a.attempt()
                .member()) + " for " + describe(held) + " failed its "
                + "authentication check (not made with the cluster's secret for this task, or "
                + "changed on the way): not summed; the count stops");
          }
          List<SearchResult> results = a.answer().results();
          IntList back = new IntList(); // cut short or not reached: sent again
          for (int k = 0; k < held.length; k++) {
            int i = held[k];
            SearchResult r = k < results.size() ? results.get(k) : null;
            if (parts.done()[i] || checks.firstBy(i, a.attempt().member().getUuid())) {
              continue; // answered already, by an earlier attempt
            }
            if (r == null || r.status() != Status.EXHAUSTED) {
              // Cut short on the member, or not reached: its own time limit (ours is then
              // near), or its shutdown.
              back.add(i);
              continue;
            }
            SecondCounts.Counted c = new SecondCounts.Counted(i, r,
                a.attempt().member().getUuid(), "member " + address(a.attempt().member()));
            if (!accept(c)) {
              continue;
            }
            adopt(i, k, a, pending); // before its root can be reported
            SearchResult whole = parts.finish(i, r, onFinished);
            if (whole != null) {
              total = total.plus(whole);
            }
          }
          for (int k = back.size() - 1; k >= 0; k--) { // the first on top
            requeue(back.get(k), pending);
          }
          inFlight.cancelDone(parts.done());
        } else if (e instanceof Recounted rc) {
          int i = rc.index();
          if (parts.done()[i] || rc.result().status() != Status.EXHAUSTED) {
            if (!parts.done()[i]) {
              checks.waiting.add(i); // cut short by the time limit: the loop is about to end
            }
            continue;
          }
          if (!accept(new SecondCounts.Counted(i, rc.result(), null, "this machine"))) {
            continue;
          }
          SearchResult whole = parts.finish(i, checks.first(i).result(), onFinished);
          inFlight.cancelDone(parts.done());
          if (whole != null) {
            total = total.plus(whole);
          }
        } else if (e instanceof Failure f) {
          boolean wasInFlight = inFlight.release(f.attempt());
          if (f.attempt().allDone(parts.done())) {
            continue;
          }
          if (InFlight.isLost(f.error())) {
            pausedUntil.put(f.attempt().member().getUuid(), System.nanoTime() + PAUSE_NANOS);
            if (wasInFlight) { // else the member's leaving requeued it already
              resubmitted.incrementAndGet();
              requeue(f.attempt(), pending);
            }
          } else {
            throw new IllegalStateException(describe(f.attempt().indices())
                + " failed on " + f.attempt().member().getAddress() + ": " + f.error(),
                f.error());
          }
        } else if (e instanceof Left l) {
          for (Attempt a : inFlight.all()) {
            if (a.member().getUuid().equals(l.member())) {
              inFlight.release(a);
              if (!a.allDone(parts.done())) {
                resubmitted.incrementAndGet();
                requeue(a, pending);
              }
            }
          }
          inFlight.left(l.member());
          pausedUntil.remove(l.member());
          trust.forget(l.member());
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
          + (n - parts.rootsLeft()) + " of " + n + " subproblems were done", e);
    } finally {
      if (client.getLifecycleService().isRunning()) {
        client.getCluster().removeMembershipListener(listener);
        inFlight.cancelAll();
        problems.delete(key);
      }
      inFlight.clear();
      checks.close();
    }
    return total.as(status, Duration.ofNanos(System.nanoTime() - start));
  }

  /** Whether tasks may give work back: not when answers are checked. */
  private boolean givesBack() {
    return !checks.any();
  }

  /** Whether count {@code c} ends its subproblem ({@link SecondCounts#accept}). */
  private boolean accept(SecondCounts.Counted c) {
    int i = c.index();
    return checks.accept(c, parts.get(i), inFlight.elsewhere(i, c.member()));
  }

  /** Puts the subproblems of an attempt not yet done back, the first on top. */
  private void requeue(Attempt a, IntList pending) {
    int[] held = a.indices();
    for (int k = held.length - 1; k >= 0; k--) {
      if (!parts.done()[held[k]]) {
        requeue(held[k], pending);
      }
    }
  }

  /** "subproblem S", or "N subproblems from S", for messages. */
  private String describe(int[] held) {
    return held.length == 1 ? "subproblem " + parts.get(held[0])
        : held.length + " subproblems from " + parts.get(held[0]);
  }

  /**
   * Takes in the parts that subproblem {@code i}, at {@code position} in the task of answer
   * {@code a}, gave away: each becomes a subproblem of its own, of the same root, pending.
   *
   * @throws AnswerCheckException if a part is not a node below subproblem {@code i} (of its kind:
   *     a memoized count's node only from a memoized count), or one is below another, or the
   *     task was not allowed to give work back
   */
  private void adopt(int i, int position, Answer a, IntList pending) {
    List<int[]> given = new ArrayList<>();
    List<Integer> from = new ArrayList<>();
    for (TaskAnswer.Given g : a.answer().given()) {
      if (g.position() == position) {
        given.add(g.branches());
        from.add(g.memoFrom());
      }
    }
    if (given.isEmpty()) {
      return;
    }
    String why = givesBack() ? GivenParts.check(parts.get(i).branches(), parts.memoFrom(i), given,
        from, tree.settings().strategy() == Strategy.MEMOIZED)
        : "its task did not allow work to be given back";
    if (why != null) {
      throw new AnswerCheckException("the answer of member " + address(a.attempt().member())
          + " for subproblem " + parts.get(i) + " gave away parts that do not split it ("
          + why + "): not summed; the count stops");
    }
    int at = parts.add(i, given, from);
    for (int j = parts.size() - 1; j >= at; j--) { // the first on top
      pending.push(j);
    }
    givenBack.addAndGet(given.size());
  }

  /**
   * The end of a count: while members have threads idle that nothing could be sent to (nothing
   * waits, not even a second count), running tasks are asked for work ({@link WorkRequests}).
   */
  private void askForWork(IntList pending) {
    if (!givesBack() || !pending.isEmpty() || !checks.waiting.isEmpty() || inFlight.isEmpty()) {
      return;
    }
    long now = System.nanoTime();
    int idle = 0;
    for (Member m : trust.provenMembers(client)) {
      if (pausedUntil.getOrDefault(m.getUuid(), now) <= now) {
        idle += Math.max(0, Cluster.threadsOf(m) - inFlight.load(m.getUuid()));
      }
    }
    requests.ask(idle, inFlight, parts.done());
  }

  /**
   * How many subproblems the next task takes of the {@code waiting} ones on a cluster of
   * {@code threads} threads: a share of them, one when few are left.
   */
  static int batch(int waiting, int threads) {
    return Math.max(1, waiting / (SHARES_PER_THREAD * Math.max(1, threads)));
  }

  /** Puts a subproblem whose attempt was lost back: to the queue of its kind. */
  private void requeue(int i, IntList pending) {
    if (checks.first(i) != null) {
      checks.waiting.add(i);
    } else {
      pending.push(i);
    }
  }

  /**
   * Sends pending subproblems to members that hold the secret and have free slots (two per
   * thread): second counts first, each to a member other than the first count's.
   */
  private void dispatch(IExecutorService executor, String key, IntList pending,
      long timeNanos) {
    if (pending.isEmpty() && checks.waiting.isEmpty()) {
      return;
    }
    long now = System.nanoTime();
    List<Member> members = trust.provenMembers(client);
    if (members.isEmpty()) {
      if (noMemberSince == 0) {
        noMemberSince = now;
      } else if (now - noMemberSince > NO_MEMBER_NANOS) {
        throw new CounterUnavailableException("no member that holds the cluster's secret is "
            + "left (" + client.getCluster().getMembers().size() + " without it)", null);
      }
      return;
    }
    noMemberSince = 0;
    if (members.size() == 1 && !checks.waiting.isEmpty()) {
      checks.recountHere(parts, timeNanos, (i, r) -> events.add(new Recounted(i, r)));
    }
    int threads = Cluster.threadsOf(members);
    for (Member m : members) {
      if (pausedUntil.getOrDefault(m.getUuid(), now) > now) {
        continue;
      }
      int cap = 2 * Cluster.threadsOf(m);
      while (inFlight.load(m.getUuid()) < cap) {
        int i = -1;
        for (int k = 0; k < checks.waiting.size(); k++) {
          int j = checks.waiting.get(k);
          if (!checks.firstBy(j, m.getUuid())) {
            i = j;
            checks.waiting.removeAtIndex(k);
            break;
          }
        }
        int[] held;
        if (i >= 0) {
          if (parts.done()[i]) {
            continue;
          }
          held = new int[] {i}; // a second count goes alone, to a member chosen for it
        } else {
          IntList next = new IntList();
          for (int b = batch(pending.size(), threads); next.size() < b && !pending.isEmpty(); ) {
            int j = pending.pop();
            if (!parts.done()[j]) {
              next.add(j);
            }
          }
          if (next.isEmpty()) {
            break;
          }
          held = next.toArray();
        }
        if (!send(executor, key, held, m, timeNanos)) {
          for (int k = held.length - 1; k >= 0; k--) {
            requeue(held[k], pending); // the member is going; its leaving will be heard
          }
          break;
        }
      }
    }
  }

  /**
   * Sends the subproblems {@code held} (by index) to member {@code m} as one task; false if the
   * member refused it at once (it is going, and its leaving will be heard).
   */
  private boolean send(IExecutorService executor, String key, int[] held, Member m,
      long timeNanos) {
    List<Subproblem> list = new ArrayList<>(held.length);
    int[] from = new int[held.length];
    for (int k = 0; k < held.length; k++) {
      int i = held[k];
      if (parts.send(i) > MAX_ATTEMPTS) {
        throw new IllegalStateException("subproblem " + parts.get(i) + " was sent "
            + MAX_ATTEMPTS + " times without an answer");
      }
      list.add(parts.get(i));
      from[k] = parts.memoFrom(i);
    }
    CountTask task = new CountTask(trust, self, key, list, from, timeNanos, tree.settings(),
        givesBack());
    Future<TaskAnswer> f;
    try {
      f = executor.submitToMember(task, m);
    } catch (RejectedExecutionException | HazelcastInstanceNotActiveException e) {
      for (int i : held) {
        parts.unsend(i);
      }
      return false;
    }
    Attempt a = inFlight.sent(held, m, task, f);
    if (!(f instanceof CompletionStage<?>)) {
      throw new IllegalStateException("this Hazelcast version's futures cannot be followed");
    }
    @SuppressWarnings("unchecked")
    CompletionStage<TaskAnswer> stage = (CompletionStage<TaskAnswer>) f;
    // Run where the answer arrives: Hazelcast's default executor for callbacks is the common
    // pool, and where that has one thread or none (two cores or fewer) a new thread per callback.
    stage.whenCompleteAsync((r, t) -> events.add(t == null ? new Answer(a, r)
        : new Failure(a, t)), Runnable::run);
    return true;
  }

  /**
   * The end of a count: a member with a thread idle after {@code dispatch} (nothing left that
   * could go to it: all sent, or only second counts of its own answers) gets a copy of a task
   * that waits in the queue of another member (the last one sent there, which its threads take
   * last; two sent at once may arrive in either order, and then the copy is of the running one,
   * which costs only a thread that was idle anyway), so that no core idles while work waits.
   * Whichever copy answers first counts, as for a task sent again, and the other is then
   * cancelled; of a checked subproblem, the other copy's answer is its second count. A copy never
   * goes to a member that holds a copy already, nor to the member whose first count of a checked
   * subproblem waits for its second: a check is always made by another member. Nothing in a copy
   * tells a member whether its answer is checked.
   */
  private void copyWaiting(IExecutorService executor, String key, long timeNanos) {
    if (inFlight.isEmpty()) {
      return;
    }
    long now = System.nanoTime();
    List<Member> members = trust.provenMembers(client);
    if (members.size() < 2) {
      return;
    }
    for (Member m : members) {
      if (pausedUntil.getOrDefault(m.getUuid(), now) > now
          || inFlight.load(m.getUuid()) >= Cluster.threadsOf(m)) {
        continue; // going, or no thread idle
      }
      Attempt waiting = null; // the latest sent of those waiting in another member's queue
      for (Attempt a : inFlight.all()) {
        if (a.member().getUuid().equals(m.getUuid())
            || waiting != null && waiting.id() > a.id() || !copyable(a, m)
            || !inFlight.isWaiting(a)) {
          continue;
        }
        waiting = a;
      }
      if (waiting == null) {
        continue;
      }
      IntList rest = new IntList(); // its subproblems not yet counted
      for (int i : waiting.indices()) {
        if (!parts.done()[i]) {
          rest.add(i);
        }
      }
      int[] held = rest.toArray();
      if (send(executor, key, held, m, timeNanos)) {
        for (int i : held) {
          copied.set(i);
        }
      }
    }
  }

  /**
   * Whether attempt {@code a} may be copied to member {@code m}: something in it is still to
   * count, none of it was copied before, and no first count in it that waits for its check is
   * {@code m}'s.
   */
  private boolean copyable(Attempt a, Member m) {
    boolean open = false;
    for (int i : a.indices()) {
      if (copied.get(i) || checks.firstBy(i, m.getUuid())) {
        return false;
      }
      open |= !parts.done()[i];
    }
    return open;
  }
}
