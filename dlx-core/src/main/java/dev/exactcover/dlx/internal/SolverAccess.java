package dev.exactcover.dlx.internal;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SolutionVisitor;
import dev.exactcover.dlx.Solver;

/**
 * The door between {@link Solver} and the package that counts in pieces: two searches that the
 * public API does not offer (one pinned below a node of the tree, one cut at a depth), and the
 * partial take-back of forced options that the Sudoku model uses between puzzles; installed by
 * {@code Solver} when its class is initialised. This package is exported only to those modules
 * (module-info), so no one else reaches it.
 */
public final class SolverAccess {
  private static volatile Hook hook;

  private SolverAccess() {}

  /** What a solver offers its own module. */
  public interface Hook {
    /**
     * Searches the subtree reached by taking branch {@code branches[l]} (1-based) at level
     * {@code l}; branches that name no node give no solution.
     *
     * @throws IllegalStateException if the solver branches at random
     */
    SearchResult searchBelow(Solver solver, int[] branches, Limits limits,
        SolutionVisitor visitor);

    /**
     * Searches below {@code branches} as {@link #searchBelow} does (a null visitor: only
     * count), and gives work away: every
     * {@code every} nodes it asks {@code giver} whether work is {@linkplain Giver#wanted
     * wanted}, and if so hands it the unexplored branches of the shallowest level that has some
     * (each as the branches of a subproblem of the same tree), which this search then leaves
     * out. The count returned is of the part kept; the parts given away count the rest, so
     * that the sum is the subtree's count exactly, and the solutions visited here and there are
     * the subtree's, each once. Algorithms X and C only (a solver with
     * multiplicities searches without giving).
     *
     * <p>A memoized count branches, below the levels of Knuth's tree that pin it, on the items
     * of its own order (see {@code MemoCount}), so the work it gives away is a node of its own
     * tree: the branches at levels {@code memoFrom} and below were chosen in that order. A
     * subproblem with {@code memoFrom < branches.length} is counted by the memoized count, which
     * then does not give up memoizing (plain Dancing Links could not find its node).
     *
     * @param memoFrom the first level of {@code branches} chosen in the memoized count's order
     *     ({@code branches.length}: every level follows Knuth's tree)
     * @throws IllegalStateException if the solver branches at random, or {@code memoFrom} is
     *     below {@code branches.length} and the solver does not count with memoization
     */
    SearchResult searchGiving(Solver solver, int[] branches, int memoFrom, Limits limits,
        SolutionVisitor visitor, long every, Giver giver);

    /**
     * Searches the tree down to {@code depth} only, giving {@code sink}, in search order, the
     * branches of each node at that depth and of each solution above it.
     *
     * @throws IllegalStateException if the solver branches at random
     */
    SearchResult searchCut(Solver solver, int depth, Limits limits, BranchSink sink);

    /**
     * Takes back the options forced after the first {@code keep} (in the order they were
     * forced), last first, leaving the solver exactly as it was after those {@code keep}: a
     * caller that solves many puzzles in turn keeps forced what the next one shares.
     *
     * @throws IllegalArgumentException if fewer than {@code keep} options are forced
     */
    void unforceTo(Solver solver, int keep);

    /**
     * A memo cache to be shared by the solvers of one problem on several threads, of at most
     * {@code limitBytes} bytes for them all.
     */
    MemoShare newMemoShare(long limitBytes);

    /**
     * Makes {@code solver}'s memoized counts use {@code share} (null: a cache of its own) from
     * its next search on; the solver's thread then reads the cache through a view of its own.
     */
    void shareMemo(Solver solver, MemoShare share);
  }

  /**
   * A memo cache shared by the threads of one count (see {@link Hook#newMemoShare}): a
   * subproblem counted by one thread is a hit for the others. Opaque outside the engine.
   */
  public interface MemoShare {
    /** The subproblems the cache holds, stored by every thread. */
    long entries();

    /** The bytes the cache holds. */
    long bytes();
  }

  /** Receives the branches (1-based, one per level) of a node; {@code solution} if it is one. */
  @FunctionalInterface
  public interface BranchSink {
    /** A node at the cut depth, or a solution above it. */
    void accept(int[] branches, boolean solution);
  }

  /** Takes work that a long search gives away while other workers are idle. */
  public interface Giver {
    /** Whether a worker waits for work now (called often: it must be quick). */
    boolean wanted();

    /**
     * A subproblem given away: its branches, 1-based, one per level, those at levels
     * {@code memoFrom} and below chosen in the memoized count's order (see
     * {@link Hook#searchGiving}; {@code branches.length} when every level follows Knuth's tree).
     */
    void give(int[] branches, int memoFrom);
  }

  /** Called once, by {@code Solver}'s class initialiser. */
  public static void install(Hook h) {
    hook = h;
  }

  /** The solver's hook. */
  public static Hook get() {
    Hook h = hook;
    if (h == null) {
      try { // initialise Solver, which installs the hook
        Class.forName(Solver.class.getName(), true, Solver.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      h = hook;
    }
    return h;
  }
}
