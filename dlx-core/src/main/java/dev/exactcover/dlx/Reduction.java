package dev.exactcover.dlx;

/**
 * A reduction that the search may apply at every node before it branches (see {@link
 * SearchSettings#withReductions}): options that cannot be in any solution below the node are
 * removed, and put back when the search leaves the node. Generic: each looks only at items and
 * options. They never change the solutions found, only how many nodes it takes to find them.
 * They apply to problems without multiplicities (Algorithms X and C), through primary items.
 */
public enum Reduction {
  /**
   * Item subsumption: when every remaining option of item {@code i} also covers primary item
   * {@code j}, one of them will cover both, so the options of {@code j} that do not cover
   * {@code i} are removed. In Sudoku this is the rule of locked candidates (pointing and
   * claiming).
   */
  SUBSUMPTION,
  /**
   * Blocking, the reduction of Knuth's DLX-PRE: an option that shares a primary item with every
   * remaining option of some item {@code j} (and does not cover {@code j}) would leave {@code j}
   * with no option if it were chosen, so it is removed. Stronger than subsumption and dearer:
   * it looks at the options around each item.
   */
  BLOCKING,
  /**
   * Probing for failed options: each option of an item with two options left is tried as if it
   * were chosen, with the other reductions applied below it; an option that leads to a dead end
   * there is removed (so the item's other option is forced). Known in SAT solving as failed
   * literal detection. The dearest and the strongest: for hard instances, where the tree is
   * large.
   */
  PROBING,
  /**
   * Matching, for the pairings a problem declares ({@link ProblemBuilder#pairing}): the options
   * between the two sides of a pairing form a bipartite graph of which every solution takes a
   * perfect matching, so an option in no perfect matching is removed, and a node where there is
   * none is a dead end (Regin's all-different filtering). In Sudoku, with a pairing per region
   * (cells and values) and per value (rows and columns): naked and hidden subsets of every size,
   * and fish. Does nothing for a problem without pairings.
   */
  MATCHING
}
