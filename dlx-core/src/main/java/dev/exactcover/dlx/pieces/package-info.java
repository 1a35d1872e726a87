/**
 * Counting in pieces: a {@link dev.exactcover.dlx.pieces.SearchTree} (a problem, its forced
 * options and the shape of its tree) split deterministically into
 * {@link dev.exactcover.dlx.pieces.Subproblem subproblems}, counted on this machine's threads or
 * on other machines through a {@link dev.exactcover.dlx.pieces.SubproblemCounter}, in shards, or
 * through a resumable {@link dev.exactcover.dlx.pieces.Job} file. The counts of the pieces add up
 * to the count of the whole, exactly.
 */
package dev.exactcover.dlx.pieces;
