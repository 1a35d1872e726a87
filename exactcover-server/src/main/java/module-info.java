/** {@code ./exactcover serve}: the page and an HTTP API over the command line's commands. */
module dev.exactcover.server {
  requires dev.exactcover.cli; // ./exactcover's commands and the run context
  requires dev.exactcover.sudoku.cli; // ./sudoku's commands
  requires info.picocli; // serve's own options
  requires jdk.httpserver; // the JDK's HTTP server: no dependency

  opens dev.exactcover.server to info.picocli; // picocli fills the command object reflectively
}
