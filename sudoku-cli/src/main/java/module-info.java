/** The {@code ./sudoku} command line, thin over the model. */
module dev.exactcover.sudoku.cli {
  requires dev.exactcover.sudoku;
  requires info.picocli; // option parsing, help and exit codes

  opens dev.exactcover.sudoku.cli to info.picocli; // picocli fills the command objects reflectively
}
