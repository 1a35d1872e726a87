package dev.exactcover.dlx;

import java.time.Duration;

/**
 * A snapshot of a running search, given to a {@link ProgressListener}.
 *
 * @param nodes nodes of the search tree so far
 * @param solutions solutions found so far
 * @param level the current level (depth) of the search
 * @param fractionDone Knuth's estimate of the fraction of the tree done, in [0, 1]: if the choice
 *     at level 0 is the k-th of d, the estimate is (k-1)/d plus 1/d times the estimate for the
 *     subtree, and so on down the levels (TAOCP 7.2.2.1). It assumes a uniform tree, so it can be
 *     far off, but it never decreases: unlike Knuth's programs we count the current subtree as not
 *     done, rather than half done
 * @param elapsed wall time since the search started
 */
public record Progress(long nodes, long solutions, int level, double fractionDone,
    Duration elapsed) {}
