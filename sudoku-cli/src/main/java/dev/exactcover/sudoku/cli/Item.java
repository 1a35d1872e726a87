package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.format.PuzzleEntry;

/** A puzzle read from an input, with the input's name. */
record Item(String file, PuzzleEntry entry) {}
