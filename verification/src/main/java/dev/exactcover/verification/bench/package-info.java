/**
 * JMH benchmarks: the exact-cover engine counting every solution of known problems, on one thread
 * and on two, and the files on which Knuth's {@code dlx1} is the outside baseline
 * ({@code EngineBenchmark}); Sudoku solving per puzzle ({@code SudokuBenchmark}, with
 * {@code -prof gc} for bytes per puzzle); DLX against the reference solvers and Janet-Sudoku on the
 * same samples ({@code SolverComparisonBenchmark}); puzzle generation ({@code GeneratorBenchmark}).
 *
 * <p>Build and list (from the repository root):
 * <pre>
 * mvn -B -ntp -Pbenchmarks package -DskipTests -pl verification -am
 * java -jar verification/target/benchmarks.jar -l
 * </pre>
 *
 * <p>Full run (about 7 minutes on two cores): {@code java -jar verification/target/benchmarks.jar}.
 * Quick run for developers (under a minute): one fork, one short warmup and one measured
 * iteration, the problems that take under half a second:
 * <pre>
 * java -jar verification/target/benchmarks.jar EngineBenchmark -f 1 -wi 1 -w 1s -i 1 -r 2s \
 *     -p problem=pentomino-8x8.dlx,queens-12,queens-13,langford-11
 * </pre>
 * Without any warmup ({@code -wi 0}) the scores are those of a cold JVM, and the two-thread
 * scores are then no better than the one-thread ones: the forked solvers' code is not compiled
 * yet.
 *
 * <p>The datasets are read in place from the directory named by the system property
 * {@code datasets.dir}, by default {@code ../shared/datasets} relative to the working directory
 * (the repository root). JMH passes the launcher's {@code -D} options on to its forks.
 */
package dev.exactcover.verification.bench;
