/**
 * Making puzzles: a {@link dev.exactcover.sudoku.generate.Generator} of unique, minimal puzzles,
 * optionally symmetric and of a chosen difficulty, reproducible from a seed.
 */
package dev.exactcover.sudoku.generate;
