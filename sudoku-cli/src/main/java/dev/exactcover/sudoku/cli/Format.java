package dev.exactcover.sudoku.cli;

/** Output formats of the puzzle commands. */
enum Format {
  /** One line per puzzle: the one-line grid and the status. The default in pipes. */
  line,
  /** A boxed grid per puzzle under a header line. The default at a terminal. */
  grid,
  /** JSON Lines: one object per puzzle. */
  json,
  /** A header row, then one row per puzzle. */
  csv,
  /**
   * f-puzzles JSON, one object per line, with its {@code solution} and a {@code link} that opens
   * it in f-puzzles.
   */
  fpuzzles,
  /** Printable pages as one SVG document (generate). */
  svg,
  /** Printable pages as a PDF document (generate). */
  pdf;

  /** Whether it is a printable sheet rather than one record per puzzle. */
  boolean printable() {
    return this == svg || this == pdf;
  }
}
