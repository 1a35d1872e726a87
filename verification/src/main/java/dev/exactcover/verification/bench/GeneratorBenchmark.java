package dev.exactcover.verification.bench;

import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.generate.Generator;
import dev.exactcover.sudoku.generate.Symmetry;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The time to make one minimal puzzle with exactly one solution, on one thread: a random complete
 * grid from the engine, then givens removed in random order while the puzzle stays unique (see
 * {@link Generator}). Each call makes the next index of one seeded sequence, so every call is a
 * different puzzle and a run is reproducible; the times vary a lot from puzzle to puzzle, so the
 * mode is {@link Mode#SampleTime}, whose percentiles give the median (p0.50) the targets are set
 * on: at most 2 ms for 9x9, under 100 ms for 16x16. One generator per trial, as a caller on one
 * thread would keep one.
 *
 * <pre>
 * java -jar verification/target/benchmarks.jar GeneratorBenchmark -f 1 -wi 3 -i 5 -w 2s -r 2s
 * </pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 4)
@Fork(1)
public class GeneratorBenchmark {
  /** The side of the grid (classic rules, the usual boxes). */
  @Param({"9", "16"})
  public int side;

  /** The symmetry of the clue patterns. */
  @Param({"NONE"})
  public String symmetry;

  private Generator generator;
  private long index;

  /** Makes the generator of this trial. */
  @Setup
  public void setUp() {
    generator = Generator.builder().shape(Shape.forSide(side))
        .symmetry(Symmetry.valueOf(symmetry)).seed(20_240_601L).build();
    index = 0;
  }

  /** One minimal unique puzzle (the next of the sequence). */
  @Benchmark
  public GeneratedPuzzle generate() {
    return generator.generate(index++);
  }
}
