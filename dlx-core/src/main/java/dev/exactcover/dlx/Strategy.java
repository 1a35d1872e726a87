package dev.exactcover.dlx;

/**
 * How a search goes about it: chosen by the {@link SearchSettings} ({@link
 * SearchSettings#of(Strategy)}, {@link SearchSettings#withStrategy}), with the knobs that apply to
 * it, and named again by each {@link SearchResult} ({@link SearchResult#strategy()}), where it
 * says what the result's nodes, updates and conflicts count.
 */
public enum Strategy {
  /**
   * Dancing Links, Knuth's Algorithms X and C (or M, for items with multiplicities): a node is a
   * forward step of the tree, plus one per solution; an update is an item taken out of the item
   * list or an option node unlinked from an item's list while covering, as {@code dlx1} counts
   * them; no conflicts. The default.
   */
  DANCING_LINKS,
  /**
   * Dancing Links with {@linkplain Reduction reductions} at every node before it branches ({@link
   * SearchSettings#withReductions}): nodes and updates are counted as under {@link
   * #DANCING_LINKS} (the updates those of the covers; the options the reductions remove are
   * counted apart, by {@link SearchResult#removed(Reduction)}), over a smaller tree.
   */
  WITH_REDUCTIONS,
  /**
   * Conflict-driven clause learning instead of a backtracking tree: each option is a Boolean
   * variable; a dead end is analysed and a clause learned from it, so that the search never meets
   * it again; activities choose what to try next, and the search restarts when its recent clauses
   * are poor (the methods of MiniSat and Glucose). It pays on instances whose trees are too large
   * for Dancing Links, such as 25x25 Sudoku puzzles. Every solution is found once (a clause then
   * forbids it), so counts stay exact; the order of the solutions differs. A node is a decision
   * (plus one for the root), an update an assignment (an option set true or false, by a decision
   * or by propagation), and {@link SearchResult#conflicts()} the conflicts; the profile puts every
   * node at level 0, and progress reports give no estimate of the fraction done (0). Branching,
   * quick choice, the item choice and reductions do not apply. Problems with multiplicities
   * (Algorithm M) and problems with side constraints are searched by Dancing Links instead.
   */
  CLAUSE_LEARNING,
  /**
   * Memoized counting: the number of solutions of each subproblem met is cached under the set of
   * primary items left to cover and the state of each secondary item (free, covered, or the
   * color it holds), so that a subproblem met again along another path costs one lookup instead
   * of its tree (the method of Nishino, Yasuda, Minato and Nagata, AAAI 2017, and of Knuth's
   * DLX6). It pays where subproblems repeat, as in tilings of long boards, by orders of
   * magnitude; where they do not (pentominoes, queens), the search notices after a sample and
   * counts with plain Dancing Links instead. The counts are exact, also beyond {@code long}
   * ({@link SearchResult#solutionCount()}).
   *
   * <p>It applies to counts only ({@link Solver#count()}, a search without a visitor, counting in
   * pieces): a search that visits solutions or streams them walks Knuth's tree, and its result
   * says {@link #DANCING_LINKS}. The nodes of a count are those walked, a subproblem found in the
   * cache being one node however large its tree; the updates are those of the covers made. When
   * memoization proves not to pay, the count goes on with plain Dancing Links and the nodes are
   * those of both. The cache's own counters are in {@link SearchResult#memo()}, its bound is
   * {@link SearchSettings#withMemoLimit}. A memoized count branches in an order of its own (see
   * the guide on exact counting), so its nodes are not Knuth's; the subproblems of {@code
   * dev.exactcover.dlx.pieces} keep their meaning. Random branching, the item choice and
   * reductions do not apply (quick choice does: it shapes the tree of the subproblems). Problems
   * with multiplicities (Algorithm M) are refused: a solver for one cannot be made with this
   * strategy.
   */
  MEMOIZED
}
