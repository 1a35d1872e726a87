/**
 * Sudoku on top of the exact-cover engine, in packages by audience: the core values and the
 * solver ({@code dev.exactcover.sudoku}), reading and writing puzzles ({@code .format}), human
 * logic and grading ({@code .logic}), generation ({@code .generate}), printable sheets
 * ({@code .print}), and the rules of variant Sudoku as data ({@code .variant}). The tables, engines and
 * runners behind them live in a package that is not exported.
 */
module dev.exactcover.sudoku {
  requires transitive dev.exactcover.dlx; // answers carry the engine's SearchResult and Limits

  exports dev.exactcover.sudoku;
  exports dev.exactcover.sudoku.format;
  exports dev.exactcover.sudoku.logic;
  exports dev.exactcover.sudoku.generate;
  exports dev.exactcover.sudoku.print;
  exports dev.exactcover.sudoku.variant;
  // The ordered batch runner, for the command line and the cross-checks; not API.
  exports dev.exactcover.sudoku.internal to dev.exactcover.sudoku.cli, dev.exactcover.verification;
}
