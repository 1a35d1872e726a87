/** The {@code ./sudoku} command line: picocli commands that return exit codes. */
package dev.exactcover.sudoku.cli;
