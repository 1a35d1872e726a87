package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Something that counts a list of {@link Subproblem}s of one {@link SearchTree}: the threads of
 * this machine ({@link #local}), or a cluster of machines ({@link RemoteCounting}). A {@link Job}
 * runs on any of them, so a count can move from one to another and still resume where it
 * stopped.
 *
 * <p>The contract: call {@code onFinished} (if not null) once for each subproblem whose count is
 * complete, one call at a time; return the sum over every subproblem searched (a subproblem cut
 * short adds what it had found, or, for a remote counter, nothing), {@link Status#EXHAUSTED} only
 * if every one was; only time and cancel limits apply, the time being for the whole call. An
 * exception thrown by {@code onFinished} stops the count and is thrown by {@code count}.
 */
@FunctionalInterface
public interface SubproblemCounter {
  /**
   * Counts {@code subproblems} within {@code limits}, reporting each finished one.
   *
   * @param subproblems the subproblems
   * @param limits the limits that stop the search
   * @param onFinished called when it ends
   * @return the total over the subproblems (partial when a limit stopped it)
   * @throws CounterUnavailableException if a remote counter cannot reach its machines
   * @throws AnswerCheckException if a remote counter's answer failed its check (never summed)
   */
  SearchResult count(List<Subproblem> subproblems, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished);

  /**
   * The threads of this machine: {@code threads} solvers of {@code tree} at once (a
   * {@link LocalRunner}).
   *
   * @param tree the search tree
   * @param threads the number of worker threads
   * @return the threads of this machine: {@code threads} solvers of {@code tree} at once
   */
  static SubproblemCounter local(SearchTree tree, int threads) {
    return new LocalRunner(tree, threads);
  }
}
