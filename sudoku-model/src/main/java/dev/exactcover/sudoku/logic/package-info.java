/**
 * Solving as a person does: a {@link dev.exactcover.sudoku.logic.LogicSolver} that applies named
 * techniques step by step, for hints, explanations and grading a puzzle's difficulty.
 */
package dev.exactcover.sudoku.logic;
