/**
 * Printable sheets of puzzles and their answers: {@link Sheet} lays grids out on A4 or Letter
 * pages (1, 2, 4 or 6 per page, an answer key after the puzzles) and draws them on a
 * {@link Canvas}; {@link Svg} is a canvas that writes SVG. A PDF canvas lives with the command
 * line, which owns the PDF library.
 */
package dev.exactcover.sudoku.print;
