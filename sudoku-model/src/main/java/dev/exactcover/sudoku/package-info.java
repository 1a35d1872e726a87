/**
 * Sudoku on the exact-cover engine, its core values and solver: {@link dev.exactcover.sudoku.Grid
 * grids} of every box shape, the variants' rules as lists of {@link dev.exactcover.sudoku.Regions
 * regions}, validation that names the conflicting cells, and a reusable
 * {@link dev.exactcover.sudoku.SudokuSolver solver} that solves, counts and proves uniqueness. The
 * front door is {@link dev.exactcover.sudoku.Sudoku}.
 */
package dev.exactcover.sudoku;
