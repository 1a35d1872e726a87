/** Sudoku on top of the exact-cover engine: grids, formats, validation, solving, counting. */
module dev.exactcover.sudoku {
  requires transitive dev.exactcover.dlx; // the model's results carry the engine's statistics
}
