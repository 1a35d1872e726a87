/**
 * The {@code ./exactcover} command line (count, list, tile, cluster on any exact-cover problem)
 * and the parts every command line of the project shares: the run context, exit codes, the
 * command registry, the record writer, JSON, progress and messages. Needs no Sudoku.
 */
module dev.exactcover.cli {
  requires transitive dev.exactcover.dlx; // the engine; its types appear in the shared parts
  requires dev.exactcover.polyform; // tile: polyomino and polycube tilings
  requires transitive info.picocli; // option parsing, help and exit codes
  requires java.logging; // to quiet Hazelcast's own reports
  // cluster member only; the launcher adds it (and Hazelcast) for the cluster commands.
  requires static dev.exactcover.dlx.cluster;

  uses dev.exactcover.dlx.pieces.RemoteCounting; // --cluster, when the cluster module is there

  // The shared parts, for the Sudoku command line only: not a library's API.
  exports dev.exactcover.cli to dev.exactcover.sudoku.cli, dev.exactcover.server;
  opens dev.exactcover.cli to info.picocli; // picocli fills the command objects reflectively
}
