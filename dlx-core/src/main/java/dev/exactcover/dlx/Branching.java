package dev.exactcover.dlx;

/** How the search orders its choices (see {@link SearchSettings}). */
public enum Branching {
  /**
   * Knuth's order: among the items with the fewest options the leftmost, and its options in the
   * order given. The tree of {@code dlx1}, {@code dlx2} and {@code dlx3}, the only order that
   * subproblems are defined by.
   */
  LEFTMOST,
  /**
   * Reproducibly at random: ties between items with equally few options broken by a generator
   * seeded with the settings' seed, and each item's options tried in an order shuffled by it.
   * The solutions are the same; their order and the tree are not.
   */
  RANDOM
}
