/**
 * Sudoku on the exact-cover engine: {@link dev.exactcover.sudoku.Grid grids} of every box shape,
 * their text formats, validation that names the conflicting cells, the variants' rules as lists
 * of {@link dev.exactcover.sudoku.Regions regions}, and a reusable solver that solves, counts and
 * proves uniqueness, a generator of minimal unique puzzles, and a human-style logical solver that
 * grades them and gives hints. The front door is {@link dev.exactcover.sudoku.Sudoku}.
 */
package dev.exactcover.sudoku;
