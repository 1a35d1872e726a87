package dev.exactcover.sudoku.format;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.variant.Rules;

/**
 * One puzzle read by a {@link PuzzleReader}: its grid, or the error that kept it from being one.
 * Exactly one of {@code grid} and {@code error} is non-null.
 *
 * @param line where the puzzle starts in its input (1-based)
 * @param grid the puzzle, or null when the text was malformed
 * @param error what was wrong and where, or null
 * @param rules the rules the input gives the puzzle (a JSON line's {@code rules} and
 *     {@code regions}, or a {@code # rules:} line before it), or null when it says none
 * @param entries the values a solver has written into the puzzle's blank cells, told apart from
 *     its givens (a JSON line's {@code entries}), or null when the input does not tell them
 * @param variantRules the variant rules the input gives the puzzle beyond its regions (killer
 *     cages, thermometers, ...; their {@link Rules#regions()} are {@code rules}, or the standard
 *     regions when {@code rules} is null), or null when it gives none
 * @param note what the input held beside the puzzle that the puzzle does not carry (an
 *     f-puzzles drawing's lines, text and colours; rules dropped as unknown), in words, or null
 */
public record PuzzleEntry(int line, Grid grid, GridFormatException error, Regions rules,
    Grid entries, Rules variantRules, String note) {
  /**
   * An entry with nothing left aside.
   *
   * @param line where the puzzle starts (1-based)
   * @param grid the grid, or null when the text is not a well-formed grid
   * @param error what is wrong with the text, or null
   * @param rules the rules the input gives the puzzle, or null
   * @param entries the values a solver has written into its blank cells, or null
   * @param variantRules the variant rules the input gives the puzzle, or null
   */
  public PuzzleEntry(int line, Grid grid, GridFormatException error, Regions rules,
      Grid entries, Rules variantRules) {
    this(line, grid, error, rules, entries, variantRules, null);
  }

  /**
   * An entry without variant rules.
   *
   * @param line where the puzzle starts (1-based)
   * @param grid the grid, or null when the text is not a well-formed grid
   * @param error what is wrong with the text, or null
   * @param rules the rules the input gives the puzzle, or null
   * @param entries the values a solver has written into its blank cells, or null
   */
  public PuzzleEntry(int line, Grid grid, GridFormatException error, Regions rules,
      Grid entries) {
    this(line, grid, error, rules, entries, null);
  }

  /**
   * An entry with the rules its input gives it and no entries told apart from the givens.
   *
   * @param line where the puzzle starts (1-based)
   * @param grid the grid, or null when the text is not a well-formed grid
   * @param error what is wrong with the text, or null
   * @param rules the rules the input gives the puzzle, or null
   */
  public PuzzleEntry(int line, Grid grid, GridFormatException error, Regions rules) {
    this(line, grid, error, rules, null, null);
  }

  /**
   * An entry whose input says nothing of its rules.
   *
   * @param line where the puzzle starts (1-based)
   * @param grid the grid, or null when the text is not a well-formed grid
   * @param error what is wrong with the text, or null
   */
  public PuzzleEntry(int line, Grid grid, GridFormatException error) {
    this(line, grid, error, null, null, null);
  }

  /**
   * Whether the text was a well-formed grid (its givens may still conflict).
   *
   * @return whether the text was a well-formed grid (its givens may still conflict)
   */
  public boolean isValid() {
    return grid != null;
  }

  /**
   * The grid, or throws the error.
   *
   * @return the grid, or throws the error
   */
  public Grid gridOrThrow() {
    if (grid == null) {
      throw error;
    }
    return grid;
  }
}
