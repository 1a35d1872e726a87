package dev.exactcover.dlx;

/**
 * How a search went about it, as its {@link SearchResult} reports ({@link
 * SearchResult#strategy()}): the settings decide it (see {@link SearchSettings}), and it says what
 * the result's nodes and updates count.
 */
public enum Strategy {
  /**
   * Dancing Links, Knuth's Algorithms X and C (or M, for items with multiplicities): a node is a
   * forward step of the tree, plus one per solution; an update is an item taken out of the item
   * list or an option node unlinked from an item's list while covering, as {@code dlx1} counts
   * them. The default.
   */
  DANCING_LINKS,
  /**
   * Dancing Links with {@linkplain Reduction reductions} at every node before it branches: nodes
   * and updates are counted as under {@link #DANCING_LINKS} (the updates those of the covers; the
   * options the reductions remove are counted apart, by {@link SearchResult#removed(Reduction)}),
   * over a smaller tree.
   */
  WITH_REDUCTIONS,
  /**
   * Conflict-driven clause learning ({@link SearchSettings#withClauseLearning}), which has no
   * tree: a node is a decision (plus one for the root), an update is a conflict, and the profile
   * puts every node at level 0.
   */
  CLAUSE_LEARNING,
  /**
   * A memoized count ({@link SearchSettings#withMemo}): the nodes are those walked, a subproblem
   * found in the cache being one node however large its tree; the updates are those of the covers
   * made. When memoization proves not to pay, the count goes on with plain Dancing Links and the
   * nodes are those of both. The cache's own counters are in {@link SearchResult#memo()}.
   */
  MEMOIZED
}
