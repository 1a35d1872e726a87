/** {@code ./exactcover serve}: the page and an HTTP API over the command line's commands. */
module dev.exactcover.server {
  requires dev.exactcover.sudoku.cli; // the commands the API runs
  requires info.picocli; // serve's own options
  requires jdk.httpserver; // the JDK's HTTP server: no dependency

  opens dev.exactcover.server to info.picocli; // picocli fills the command object reflectively
}
