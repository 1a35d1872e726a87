/** Sudoku on top of the exact-cover engine: grids, formats, validation, solving, counting. */
module dev.exactcover.sudoku {
  requires transitive dev.exactcover.dlx; // answers carry the engine's SearchResult and Limits

  exports dev.exactcover.sudoku;
}
