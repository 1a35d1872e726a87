/**
 * Reading puzzles from text in every common format, one record at a time, each malformed record
 * reported with its line and column: {@link dev.exactcover.sudoku.format.PuzzleReader}.
 */
package dev.exactcover.sudoku.format;
