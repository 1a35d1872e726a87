/**
 * The generic exact-cover engine: Knuth's Dancing Links on flat {@code int} arrays.
 *
 * <p>Build a {@link dev.exactcover.dlx.Problem} with {@link dev.exactcover.dlx.ExactCover#builder()}
 * or read one in Knuth's {@code .dlx} format, then search it with a reusable
 * {@link dev.exactcover.dlx.Solver}; count big ones in pieces with {@code
 * dev.exactcover.dlx.pieces}. No dependencies.
 */
module dev.exactcover.dlx {
  exports dev.exactcover.dlx;
  exports dev.exactcover.dlx.examples;
  exports dev.exactcover.dlx.pieces;
  // The user's key files (job files' key, the cluster's secret), kept one way: not API.
  // And to the Sudoku model, the partial take-back of forced options (SolverAccess): not API.
  exports dev.exactcover.dlx.internal to dev.exactcover.dlx.cluster, dev.exactcover.sudoku;
  // The one JSON writer (strings and objects), for the modules that write JSON: not API.
  exports dev.exactcover.dlx.internal.json to dev.exactcover.polyform, dev.exactcover.sudoku,
      dev.exactcover.cli, dev.exactcover.sudoku.cli, dev.exactcover.server,
      dev.exactcover.verification;

  uses dev.exactcover.dlx.pieces.RemoteCounting; // a cluster, when one is on the module path
}
