/** Independent reference solvers, cross-checks of the engine against them, and benchmarks. */
module dev.exactcover.verification {
  requires dev.exactcover.dlx;
  requires dev.exactcover.sudoku;
  requires static jmh.core; // benchmarks only; they run from benchmarks.jar on the class path
  requires static Janet.Sudoku; // the Java peer of the benchmarks (an automatic module)
  requires static dev.exactcover.dlx.cluster; // the cluster's overhead, benchmarks only
  requires static java.logging; // to quiet Hazelcast in the cluster benchmark
  requires static java.management; // thread CPU time, for PairedCount (benchmarks only)
  requires static jdk.management; // process CPU time, for PairedThreads (benchmarks only)
  requires info.picocli; // the command line of ./sudoku verify
  requires org.eclipse.collections.impl; // the per-solver figures of a cross-check

  opens dev.exactcover.verification to info.picocli; // picocli fills the command reflectively

  exports dev.exactcover.verification.reference;
}
