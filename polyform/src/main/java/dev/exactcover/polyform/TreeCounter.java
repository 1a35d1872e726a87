package dev.exactcover.polyform;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.pieces.SearchTree;

/**
 * Counts the search tree of one problem within limits: split into subproblems and counted on
 * threads, through a job file, or on a cluster ({@code dev.exactcover.dlx.pieces}); what
 * {@link Tiling#count(Equivalence, Method, Limits, TreeCounter)} hands the tree it counts to.
 */
@FunctionalInterface
public interface TreeCounter {
  /**
   * Counts {@code tree} within {@code limits}.
   *
   * @param tree the tree
   * @param limits the limits
   * @return the count, with its status and statistics
   */
  SearchResult count(SearchTree tree, Limits limits);
}
