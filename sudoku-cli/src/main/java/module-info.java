/** The {@code ./sudoku} command line, thin over the model. */
module dev.exactcover.sudoku.cli {
  requires dev.exactcover.sudoku;
  requires dev.exactcover.polyform; // tile: polyomino and polycube tilings
  requires info.picocli; // option parsing, help and exit codes
  requires java.logging; // to quiet Hazelcast's own reports
  // ./sudoku cluster member only; the launcher adds it (and Hazelcast) for the cluster commands.
  requires static dev.exactcover.dlx.cluster;
  // generate --format pdf only; the launcher adds it (and its own libraries) for that alone.
  requires static org.apache.pdfbox;

  uses dev.exactcover.dlx.pieces.RemoteCounting; // --cluster, when the cluster module is there

  exports dev.exactcover.sudoku.cli to dev.exactcover.server; // serve runs the commands in-process
  opens dev.exactcover.sudoku.cli to info.picocli; // picocli fills the command objects reflectively
}
