package dev.exactcover.dlx;

/**
 * How the search chooses the item to branch on at each node (see {@link
 * SearchSettings#withItemChoice}). Every choice gives the same solutions, so counts are exact
 * under either; only the tree differs.
 */
public enum ItemChoice {
  /**
   * Knuth's rule: the item with the fewest remaining options (minimum remaining values), the
   * tree of {@code dlx1} and {@code dlx2}. The default.
   */
  FEWEST_OPTIONS,
  /**
   * Fewest options per unit of weight, where an item's weight starts at 1 in each search and
   * grows by one each time the item is found with no option left, or a {@link Propagator} finds
   * a dead end one or two levels below a choice of one of the item's options (a dead end): items
   * that keep causing dead ends are branched on earlier. After the weighted-degree heuristic of
   * Boussemart, Hemery, Lecoutre and Sais (ECAI 2004) and the item weights of Knuth's SSXCC. For
   * hard instances; problems with multiplicities (Algorithm M) keep Knuth's rule.
   */
  WEIGHTED
}
