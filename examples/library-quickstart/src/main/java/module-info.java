/** The quick-start example: the engine and the Sudoku library from a module of your own. */
module example.quickstart {
  requires dev.exactcover.sudoku; // reads dev.exactcover.dlx too (requires transitive)
}
