/** The {@code ./sudoku} command line, thin over the model. */
module dev.exactcover.sudoku.cli {
  requires dev.exactcover.sudoku;
  requires dev.exactcover.dlx.cluster; // ./sudoku cluster, and --cluster
  requires info.picocli; // option parsing, help and exit codes
  requires java.logging; // to quiet Hazelcast's own reports

  opens dev.exactcover.sudoku.cli to info.picocli; // picocli fills the command objects reflectively
}
