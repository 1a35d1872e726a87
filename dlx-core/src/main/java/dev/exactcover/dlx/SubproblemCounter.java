package dev.exactcover.dlx;

import java.util.List;
import java.util.function.BiConsumer;

/**
 * Something that counts a list of {@link Subproblem}s of one problem: the threads of this machine
 * ({@link #local}), or a cluster of machines. A {@link Job} runs on any of them, so a count can
 * move from one to another and still resume where it stopped.
 *
 * <p>The contract is that of {@link Solver#count(List, int, Limits, BiConsumer)}: call
 * {@code onFinished} (if not null) once for each subproblem whose count is complete, one call at
 * a time; return the sum over every subproblem searched (a subproblem cut short adds what it had
 * found), {@link Status#EXHAUSTED} only if every one was; only time and cancel limits apply. An
 * exception thrown by {@code onFinished} stops the count and is thrown by {@code count}.
 */
@FunctionalInterface
public interface SubproblemCounter {
  /** Counts {@code subproblems} within {@code limits}, reporting each finished one. */
  SearchResult count(List<Subproblem> subproblems, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished);

  /** The threads of this machine: solvers forked from {@code solver}, {@code threads} at once. */
  static SubproblemCounter local(Solver solver, int threads) {
    Checks.positive(threads, "thread count");
    return (subproblems, limits, onFinished) -> solver.count(subproblems, threads, limits,
        onFinished);
  }
}
