/**
 * Exact cover by Dancing Links (Knuth, TAOCP 7.2.2.1, Algorithms X, C and M): problems of items and
 * options, a reusable solver with limits, statistics, progress and parallel counting.
 *
 * <p>Vocabulary, after Knuth: a problem has <em>items</em> (primary: covered exactly once, or
 * between {@code lo} and {@code hi} times; secondary: at most once, or by options that agree on its
 * <em>color</em>) and <em>options</em> (sets of items). A solution is a set of options that covers
 * every primary item within its bounds and respects the secondary items. The search goes level by
 * level, choosing at each level an item to cover and an option to cover it with.
 */
package dev.exactcover.dlx;
