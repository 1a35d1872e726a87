/** The {@code ./sudoku} command line, thin over the model and the generic command line. */
module dev.exactcover.sudoku.cli {
  requires dev.exactcover.cli; // ./exactcover's commands (dlx, tile, cluster) and the shared parts
  requires dev.exactcover.sudoku;
  requires info.picocli; // option parsing, help and exit codes
  requires java.logging; // to quiet PDFBox's own reports
  // generate --format pdf only; the launcher adds it (and its own libraries) for that alone.
  requires static org.apache.pdfbox;

  exports dev.exactcover.sudoku.cli to dev.exactcover.server; // serve runs the commands in-process
  // picocli fills the command objects reflectively, and so does the launcher's table of options
  opens dev.exactcover.sudoku.cli to info.picocli, dev.exactcover.cli;
}
