package dev.exactcover.dlx;

/**
 * A side constraint that a problem carries beside its items and options, for rules that items and
 * options state only at great size (a sum over many cells whose values may repeat, say). The
 * search shows it every node, before branching: the options chosen so far, and which options
 * are still active; it may remove active options that its rule rules out below the node, or
 * declare the node a dead end. It is attached with {@link Problem#withPropagator}, which takes a
 * factory: each {@link Solver} makes its own propagator, which may keep state between calls.
 *
 * <p>Answers stay exact when the propagator is <em>sound</em> and <em>complete at the leaves</em>:
 * it removes only options that are in no solution extending the node's partial solution, and at
 * a node where every primary item is covered ({@link Context#isComplete()}) it returns false
 * exactly when the chosen options break its rule. Then the solutions found are the exact covers
 * that obey the rule, each once.
 *
 * <p>The engine calls {@link #propagate} once per node of the tree, never inside cover or
 * uncover; removals are undone by the engine when the search leaves the node, in the reverse
 * order, as the dancing discipline wants. A propagator should allocate nothing per call. It works
 * with Algorithms X and C (the tree search, its subproblems and its pieces); a problem carrying
 * one is counted without memoization and searched without clause learning, whatever the settings
 * ask, and cannot have multiplicities.
 */
public interface Propagator {
  /**
   * Looks at a node and removes the options its rule excludes there.
   *
   * @param node the node: what is chosen, what is active; valid only during this call
   * @return false when no solution below the node obeys the rule (the search backs up)
   */
  boolean propagate(Context node);

  /**
   * What a propagator sees of a node: a view on the search, valid only during
   * {@link Propagator#propagate}. Options are numbered as in the {@link Problem}.
   */
  interface Context {
    /**
     * The depth of this node in the tree: 0 at the root, where the search of a solver begins
     * (after its forced options).
     *
     * @return the level
     */
    int level();

    /**
     * The options of the partial solution at this node: those forced before the search first,
     * then one per level.
     *
     * @return how many options are chosen
     */
    int chosenCount();

    /**
     * The {@code k}-th chosen option.
     *
     * @param k from 0 to {@link #chosenCount()} - 1
     * @return its number
     */
    int chosen(int k);

    /**
     * Whether {@code option} may still be chosen below this node: none of its primary items is
     * covered and nothing has hidden or removed it.
     *
     * @param option an option's number
     * @return whether it is active
     */
    boolean isActive(int option);

    /**
     * Removes an active option from this node and the nodes below it (it comes back when the
     * search leaves this node). Removing an option that is not active does nothing.
     *
     * @param option an option's number
     * @return false when the removal left some primary item without an option: a dead end
     */
    boolean remove(int option);

    /**
     * Whether every primary item is covered: the chosen options are a solution unless the
     * propagator says otherwise.
     *
     * @return whether the node is a leaf of the exact cover
     */
    boolean isComplete();
  }
}
