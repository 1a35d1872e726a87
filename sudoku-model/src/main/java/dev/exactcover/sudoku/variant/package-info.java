/**
 * The rules of variant Sudoku as data: one small immutable value per kind of rule ({@link
 * dev.exactcover.sudoku.variant.KillerCage}, {@link dev.exactcover.sudoku.variant.Thermometer},
 * ...), and the set of them a puzzle carries ({@link dev.exactcover.sudoku.variant.Rules}).
 * Cells are numbered as in {@link dev.exactcover.sudoku.Grid}: {@code row * n + col}, 0-based,
 * named {@code r1c1} in messages.
 */
package dev.exactcover.sudoku.variant;
