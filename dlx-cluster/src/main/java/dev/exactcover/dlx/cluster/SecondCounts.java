package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.AnswerCheckException;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.BitSet;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;

/**
 * The second counts of a count on the cluster whose answers are checked ({@code
 * --check-answers}): which subproblems are checked (a sample drawn when the count starts, never
 * sent: nothing a member sees tells it whether its answer will be checked), the first count of
 * each until its second arrives, the subproblems waiting for their second count, the comparison
 * of the two, and the second counts made on this machine when the cluster has one member. Used
 * by the count's one thread alone (the recounts here run on a thread of their own and hand their
 * results back).
 */
final class SecondCounts {
  /** A count of subproblem {@code index}, and who gave it ({@code member} null: this machine). */
  record Counted(int index, SearchResult result, UUID member, String by) {}

  private final SearchTree tree;
  private final AtomicLong checked;
  private final BitSet sample; // by index; null: no answer is checked
  private final Counted[] first; // by index: the first count of a checked subproblem, or null
  /** Subproblems counted once and waiting for their second count, elsewhere. */
  final IntList waiting = new IntList();
  private ExecutorService local; // the recounts on this machine
  private Solver recounter; // used by the recount thread alone

  /**
   * The second counts of a count of {@code n} subproblems of {@code tree}, a share
   * {@code share} of them checked (0: none), each check that agrees counted in {@code checked}.
   */
  SecondCounts(SearchTree tree, int n, double share, AtomicLong checked) {
    this.tree = tree;
    this.checked = checked;
    this.sample = share > 0 ? CheckSample.draw(n, share, new SecureRandom()) : null;
    this.first = new Counted[n];
  }

  /** Whether any answer is checked. */
  boolean any() {
    return sample != null;
  }

  /** The first count of subproblem {@code i}, waiting for its second; null if none. */
  Counted first(int i) {
    return i < first.length ? first[i] : null;
  }

  /** Whether subproblem {@code i} has a first count, by member {@code m}. */
  boolean firstBy(int i, UUID m) {
    Counted c = first(i);
    return c != null && m.equals(c.member());
  }

  /**
   * Whether count {@code c} of subproblem {@code s} ends it: yes if its answer is not checked,
   * or if it is the second count and agrees with the first; a first count of a checked answer
   * waits for its second, elsewhere (unless {@code copyElsewhere}: a copy in flight on another
   * member, sent at the end, is then the check).
   *
   * @throws AnswerCheckException if the second count disagrees with the first
   */
  boolean accept(Counted c, Subproblem s, boolean copyElsewhere) {
    int i = c.index();
    if (sample == null || !sample.get(i)) {
      return true;
    }
    Counted one = first[i];
    if (one == null) {
      first[i] = c;
      if (!copyElsewhere) {
        waiting.add(i);
      }
      return false;
    }
    SearchResult a = one.result();
    SearchResult b = c.result();
    // A memoized count's nodes depend on what the solver's cache held before: not compared.
    boolean memo = tree.settings().strategy() == Strategy.MEMOIZED;
    if (!a.solutionCount().equals(b.solutionCount()) || !memo && a.nodes() != b.nodes()) {
      throw new AnswerCheckException("two counts of subproblem " + s + " disagree: " + one.by()
          + " answered " + count(a.solutionCount(), "solution")
          + (memo ? "" : " (" + count(a.nodes(), "node") + ")") + ", " + c.by() + " answered "
          + count(b.solutionCount(), "solution") + (memo ? "" : " (" + count(b.nodes(), "node")
          + ")")
          + "; neither is summed, and the count stops");
    }
    checked.incrementAndGet();
    return true;
  }

  /** {@code n noun}, the noun in the plural unless n is 1. */
  private static String count(Object n, String noun) {
    return n + " " + noun + (String.valueOf(n).equals("1") ? "" : "s");
  }

  /**
   * The cluster has one member: the second counts waiting are made on this machine, one at a
   * time, each handed to {@code done} (by index) on the recount thread.
   */
  void recountHere(CountParts parts, long timeNanos, BiConsumer<Integer, SearchResult> done) {
    if (local == null) {
      local = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "cluster-recount");
        t.setDaemon(true);
        return t;
      });
    }
    while (!waiting.isEmpty()) {
      int i = waiting.removeAtIndex(waiting.size() - 1);
      Subproblem s = parts.get(i);
      local.execute(() -> {
        Limits limits = timeNanos > 0 ? Limits.none().withTime(Duration.ofNanos(timeNanos))
            : Limits.none();
        if (recounter == null) {
          recounter = tree.newSolver();
        }
        done.accept(i, tree.search(recounter, s, limits, null));
      });
    }
  }

  /** Stops the recounts here, if any. */
  void close() {
    if (local != null) {
      local.shutdownNow();
    }
  }
}
