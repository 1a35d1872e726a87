package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.math.BigInteger;
import java.time.Duration;
import java.util.Arrays;
import java.util.Objects;

/**
 * The outcome of one search: why it stopped, and the statistics that Knuth's programs report.
 *
 * <p>What a <em>node</em> and an <em>update</em> are depends on the search, which the result
 * names ({@link #strategy()}); <em>conflicts</em> are counted under clause learning only (0
 * otherwise):
 * <ul>
 *   <li>{@link Strategy#DANCING_LINKS} (the default) counts them as Knuth's {@code dlx1} does: a
 *       node each time the search moves forward to choose an item, plus one per solution; an
 *       update for each item taken out of the item list and for each option node unlinked from
 *       an item's list while covering; no conflicts. A search that walks the same tree as
 *       {@code dlx1} reports the same nodes and updates (older versions of {@code dlx1} leave
 *       out the node per solution).
 *   <li>{@link Strategy#WITH_REDUCTIONS} counts them the same way over the smaller tree that the
 *       reductions leave; the options they remove are counted apart ({@link #removed}), not as
 *       updates.
 *   <li>{@link Strategy#CLAUSE_LEARNING} has no tree: the nodes are the root and the decisions,
 *       the updates are the assignments (each option set true or false, by a decision or by
 *       propagation), the conflicts are the dead ends analysed, and the profile puts every node
 *       at level 0.
 *   <li>{@link Strategy#MEMOIZED}: the nodes are those walked, a subproblem found in the cache
 *       being one node however large its tree (its solutions are counted without being
 *       visited); the updates are those of the covers made. When memoization proves not to pay,
 *       the count goes on with plain Dancing Links and the nodes are those of both. The cache's
 *       own counters are in {@link #memo()}.
 * </ul>
 * A result that sums others (a count in pieces, on threads or on a cluster) keeps their meaning.
 *
 * <p>The count is exact: {@link #solutionCount()} gives it as a {@link BigInteger}, which a
 * memoized count can need (the domino tilings of a 14x14 board are about 1.1 x 10<sup>23</sup>);
 * {@link #solutions()} gives it as a {@code long}, and throws {@link ArithmeticException} rather
 * than wrap when it does not fit.
 *
 * @param status why the search ended
 * @param solutions the solutions found, or {@code Long.MAX_VALUE} when their number does not fit
 *     in a {@code long} (see {@link #solutions()})
 * @param nodes nodes of the search, as described above
 * @param updates updates, as described above
 * @param conflicts conflicts, under clause learning (0 under every other strategy)
 * @param profile nodes per level: {@code profile[l]} is the number of nodes at level {@code l},
 *     up to the deepest level reached (a copy is kept, and a copy is given)
 * @param elapsed wall time of the search
 * @param removals options removed by each {@linkplain Reduction reduction}, indexed by its
 *     ordinal (a copy is kept, and a copy is given); see {@link #removed(Reduction)}
 * @param solutionCount the solutions found, exactly
 * @param memo the memo cache's counters ({@link MemoStatistics#NONE} without memoized counting)
 * @param strategy how the search went about it, which says what its nodes and updates count
 */
public record SearchResult(Status status, long solutions, long nodes, long updates,
    long conflicts, long[] profile, Duration elapsed, long[] removals, BigInteger solutionCount,
    MemoStatistics memo, Strategy strategy) {
  private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

  /**
   * Checks and copies.
   *
   * @param status the status
   * @param solutions the number of solutions ({@code Long.MAX_VALUE} when it does not fit)
   * @param nodes the number of search nodes
   * @param updates the number of link updates
   * @param conflicts the number of conflicts (clause learning; else 0)
   * @param profile the nodes at each level (copied)
   * @param elapsed the wall time the search took
   * @param removals the options removed by each reduction, indexed by its ordinal (copied)
   * @param solutionCount the number of solutions, exactly
   * @param memo the memo cache's counters
   * @param strategy how the search went about it
   * @throws IllegalArgumentException if a count is negative, the two counts of solutions differ,
   *     the profile is empty or the removals are not one count per reduction
   */
  public SearchResult {
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(strategy, "strategy");
    Objects.requireNonNull(elapsed, "elapsed");
    Objects.requireNonNull(solutionCount, "solution count");
    Objects.requireNonNull(memo, "memo statistics");
    Checks.check(solutions >= 0 && nodes >= 0 && updates >= 0 && conflicts >= 0,
        "counts must not be negative: %d solutions, %d nodes, %d updates, %d conflicts",
        solutions, nodes, updates, conflicts);
    Checks.check(solutionCount.signum() >= 0
        && solutionCount.min(LONG_MAX).longValue() == solutions,
        "the solution count %s is not %d", solutionCount, solutions);
    Checks.check(profile.length >= 1, "a profile has at least level 0");
    Checks.check(removals.length == RULES, "one count of removals per reduction, not %d",
        removals.length);
    for (long r : removals) {
      Checks.check(r >= 0, "removals must not be negative: %d", r);
    }
    profile = profile.clone();
    removals = removals.clone();
  }

  private static final int RULES = Reduction.values().length;

  /**
   * A result, from its exact count (the {@code long} count is derived from it), with no
   * conflicts: only clause learning counts them, and its results come from a solver.
   *
   * @param status why the search ended
   * @param solutionCount the number of solutions, exactly
   * @param nodes the number of search nodes
   * @param updates the number of updates (see above)
   * @param profile the nodes at each level (copied)
   * @param elapsed the wall time the search took
   * @param removals the options removed by each reduction, indexed by its ordinal (copied);
   *     all zero without reductions
   * @param memo the memo cache's counters ({@link MemoStatistics#NONE} without memoized
   *     counting)
   * @param strategy how the search went about it
   * @return the result
   * @throws IllegalArgumentException if a count is negative, the profile is empty or the
   *     removals are not one count per reduction
   */
  public static SearchResult of(Status status, BigInteger solutionCount, long nodes,
      long updates, long[] profile, Duration elapsed, long[] removals, MemoStatistics memo,
      Strategy strategy) {
    Objects.requireNonNull(solutionCount, "solution count");
    return new SearchResult(status, solutionCount.min(LONG_MAX).longValue(), nodes, updates,
        0, profile, elapsed, removals, solutionCount, memo, strategy);
  }

  /** This result, said to come from {@code other} strategy. */
  SearchResult as(Strategy other) {
    return new SearchResult(status, solutions, nodes, updates, conflicts, profile, elapsed,
        removals, solutionCount, memo, other);
  }

  /** This result with {@code conflicts} conflicts (clause learning's). */
  SearchResult withConflicts(long conflicts) {
    return new SearchResult(status, solutions, nodes, updates, conflicts, profile, elapsed,
        removals, solutionCount, memo, strategy);
  }

  /**
   * This result and {@code other} as one, the result of a search made of both: two parts of one
   * tree counted apart (subproblems on threads, on a cluster, or in a job's runs), summed
   * exactly. The status is {@link Status#EXHAUSTED} when both are, else the first that is not;
   * the solutions, nodes, updates, conflicts, removals, the profile level by level, the elapsed
   * times and the cache hits are added; a cache's entries and bytes are the larger of the two
   * (parts counted with caches of their own, as threads have: the largest cache, not their sum);
   * the strategy is {@link Strategy#MEMOIZED} when either part memoized, else this one's.
   *
   * @param other the other part
   * @return the sum
   * @throws ArithmeticException if the nodes, the updates or the conflicts no longer fit in a
   *     {@code long}
   */
  public SearchResult plus(SearchResult other) {
    Objects.requireNonNull(other, "other");
    BigInteger count = solutionCount.add(other.solutionCount);
    long[] p = Arrays.copyOf(profile, Math.max(profile.length, other.profile.length));
    for (int l = 0; l < other.profile.length; l++) {
      p[l] = Math.addExact(p[l], other.profile[l]);
    }
    long[] r = removals.clone();
    for (int k = 0; k < r.length; k++) {
      r[k] = Math.addExact(r[k], other.removals[k]);
    }
    MemoStatistics m = new MemoStatistics(Math.max(memo.entries(), other.memo.entries()),
        Math.addExact(memo.hits(), other.memo.hits()),
        Math.max(memo.bytes(), other.memo.bytes()));
    Strategy s = strategy == Strategy.MEMOIZED || other.strategy == Strategy.MEMOIZED
        ? Strategy.MEMOIZED : strategy;
    return new SearchResult(status != Status.EXHAUSTED ? status : other.status,
        count.min(LONG_MAX).longValue(), Math.addExact(nodes, other.nodes),
        Math.addExact(updates, other.updates), Math.addExact(conflicts, other.conflicts), p,
        elapsed.plus(other.elapsed), r, count, m, s);
  }

  /**
   * This result with another status and elapsed time: a sum of parts that ran side by side
   * takes the wall time of the whole, and a run stopped from outside the reason it stopped.
   *
   * @param status why the whole ended
   * @param elapsed the wall time of the whole
   * @return the same counts with that status and time
   */
  public SearchResult as(Status status, Duration elapsed) {
    return new SearchResult(status, solutions, nodes, updates, conflicts, profile, elapsed,
        removals, solutionCount, memo, strategy);
  }

  /**
   * An empty result of {@code strategy}: no solution, no node, status {@link Status#EXHAUSTED};
   * the start of a sum by {@link #plus}.
   *
   * @param strategy the strategy of the parts to come
   * @return the empty result
   */
  public static SearchResult none(Strategy strategy) {
    return new SearchResult(Status.EXHAUSTED, 0, 0, 0, 0, new long[1], Duration.ZERO,
        new long[RULES], BigInteger.ZERO, MemoStatistics.NONE, strategy);
  }

  /**
   * The number of solutions found, when it fits in a {@code long}; {@link #solutionCount()}
   * gives it in every case.
   *
   * @return the number of solutions found
   * @throws ArithmeticException if the number exceeds {@code Long.MAX_VALUE}
   */
  @Override
  public long solutions() {
    if (solutionCount.bitLength() > 63) {
      throw new ArithmeticException(solutionCount + " solutions do not fit in a long: "
          + "use solutionCount()");
    }
    return solutions;
  }

  /**
   * The options removed by each reduction, indexed by its ordinal (a copy).
   *
   * @return a copy of the removals
   */
  @Override
  public long[] removals() {
    return removals.clone();
  }

  /**
   * The options that {@code rule} removed in this search (0 when it was not applied).
   *
   * @param rule the reduction
   * @return the number of options it removed
   */
  public long removed(Reduction rule) {
    return removals[rule.ordinal()];
  }

  /**
   * Nodes per level, from level 0 to the deepest reached (a copy).
   *
   * @return a copy of the nodes at each level
   */
  @Override
  public long[] profile() {
    return profile.clone();
  }

  /**
   * The deepest level reached (the largest number of options in a partial solution).
   *
   * @return the deepest level reached (the largest number of options in a partial solution)
   */
  public int maxLevel() {
    return profile.length - 1;
  }

  /**
   * The nodes at level {@code level} (0 beyond the deepest).
   *
   * @param level the level
   * @return the nodes at level {@code level} (0 beyond the deepest)
   */
  public long nodesAt(int level) {
    return level < profile.length ? profile[level] : 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SearchResult r && r.status == status
        && r.solutionCount.equals(solutionCount) && r.memo.equals(memo)
        && r.nodes == nodes && r.updates == updates && r.conflicts == conflicts
        && Arrays.equals(r.profile, profile)
        && r.elapsed.equals(elapsed) && Arrays.equals(r.removals, removals)
        && r.strategy == strategy;
  }

  @Override
  public int hashCode() {
    return Objects.hash(status, solutionCount, memo, nodes, updates, conflicts,
        Arrays.hashCode(profile), elapsed, Arrays.hashCode(removals), strategy);
  }

  /**
   * Whether the search explored the whole tree, so that {@link #solutions()} is exact.
   *
   * @return whether the search explored the whole tree, so that {@link #solutions()} is exact
   */
  public boolean isComplete() {
    return status.isComplete();
  }

  @Override
  public String toString() {
    return status + ": " + solutionCount + " solutions, " + nodes + " nodes, " + updates
        + " updates, " + (conflicts == 0 ? "" : conflicts + " conflicts, ") + "max level "
        + maxLevel() + ", " + elapsed.toMillis() + " ms"
        + (Arrays.stream(removals).anyMatch(r -> r != 0) ? ", removed " + removedText() : "")
        + (memo.equals(MemoStatistics.NONE) ? "" : ", " + memo);
  }

  private String removedText() {
    StringBuilder b = new StringBuilder();
    for (Reduction r : Reduction.values()) {
      b.append(b.length() == 0 ? "" : ", ").append(removals[r.ordinal()]).append(" by ")
          .append(r.name().toLowerCase(java.util.Locale.ROOT));
    }
    return b.toString();
  }
}
