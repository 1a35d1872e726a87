package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.format.PuzzleReader;
import dev.exactcover.sudoku.internal.Batch;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The shared shape of the puzzle commands: read every puzzle of the inputs (files, or stdin),
 * work on each (on several threads if asked), and write exactly one result per puzzle in input
 * order, errors included. Subclasses say what the work is and how a result reads on one line.
 */
abstract class PuzzleCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..*", paramLabel = "FILE",
      description = "puzzle files (any format the README lists); none or -: stdin")
  List<String> files = new ArrayList<>();

  @Option(names = "--format", paramLabel = "FORMAT",
      description = "line, grid, json or csv (default: grid at a terminal, line otherwise)")
  Format format;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "work on N threads; output stays in input order (default: ${DEFAULT-VALUE})")
  int threads;

  @Option(names = "--size", paramLabel = "SIZE",
      description = "grid size: a side (9, 16) or boxes RxC (2x3); default: from each puzzle")
  String size;

  @Option(names = "--x", description = "Sudoku X: both main diagonals hold every value too")
  boolean diagonals;

  @Option(names = "--regions", paramLabel = "MAPFILE",
      description = "jigsaw: a file with one region label per cell (n lines of n labels)")
  Path regionsFile;

  @Option(names = "--time-limit", paramLabel = "SECONDS",
      description = "give up on a puzzle after this long (status limit)")
  Double timeLimit;

  @Option(names = "--stats", description = "print totals and timing on stderr at the end")
  boolean stats;

  PrintWriter out;
  PrintWriter err;

  /** The command's name in messages. */
  abstract String name();

  /** The work on one well-formed puzzle (on a worker thread, with that thread's solver). */
  abstract Result work(SudokuSolver solver, Limits limits, Item item);

  /** The result as one line of the {@code line} format. */
  abstract String lineText(Result r);

  /** Whether the grid format shows the solution (else the puzzle). */
  boolean printsSolution() {
    return false;
  }

  /** Whether results carry a grade (a CSV column). */
  boolean grades() {
    return false;
  }

  /**
   * How many puzzles are worked on at once: {@code --threads}, unless the command puts its threads
   * into each puzzle (count --split), when puzzles go one after another.
   */
  int batchThreads() {
    return threads;
  }

  /** Checks command-specific options; returns an error message or null. */
  String checkOptions() {
    return null;
  }

  /** The exit code for a run with no invalid input. */
  int exitCode(TreeMap<String, Long> tally) {
    return Main.OK;
  }

  @Override
  public Integer call() {
    out = spec.commandLine().getOut();
    err = spec.commandLine().getErr();
    String problem = threads < 1 ? "--threads must be at least 1, not " + threads
        : timeLimit != null && !(timeLimit > 0) ? "--time-limit must be positive"
        : diagonals && regionsFile != null ? "--x and --regions: choose one variant"
        : checkOptions();
    if (problem != null) {
      return usage(problem);
    }
    Shape shape = null;
    if (size != null) {
      try {
        shape = Shape.parse(size);
      } catch (IllegalArgumentException e) {
        return usage("--size " + e.getMessage());
      }
    }
    Regions jigsaw = null;
    if (regionsFile != null) {
      try {
        String map = Files.readString(regionsFile, StandardCharsets.UTF_8);
        Shape s = shape != null ? shape : mapShape(map);
        jigsaw = Regions.jigsaw(s, map);
        shape = s;
      } catch (NoSuchFileException e) {
        err.println("sudoku " + name() + ": " + regionsFile + ": no such file");
        return Main.INVALID_INPUT;
      } catch (IOException | IllegalArgumentException e) {
        err.println("sudoku " + name() + ": " + regionsFile + ": " + e.getMessage());
        return Main.INVALID_INPUT;
      }
    }
    Regions rules = jigsaw;
    Supplier<SudokuSolver> solvers = rules != null ? () -> Sudoku.solver(rules)
        : diagonals ? Sudoku::solverX : Sudoku::solver;
    Limits limits = Limits.none();
    if (timeLimit != null) {
      limits = limits.withTime(Duration.ofNanos((long) (timeLimit * 1e9)));
    }
    Format f = format != null ? format : Terminal.stdout() ? Format.grid : Format.line;
    Output output = new Output(f, out, err, name(), this::lineText, printsSolution(), grades());
    output.header();
    List<String> inputs = files.isEmpty() ? List.of("-") : files;
    boolean unreadable = false;
    TreeMap<String, Long> tally = new TreeMap<>();
    long start = System.nanoTime();
    long[] nodes = {0};
    long total = Terminal.stderr() ? countPuzzles(inputs, shape) : 0;
    ProgressBar bar = Terminal.stderr() ? new ProgressBar(err, total) : null;
    long[] done = {0};
    Limits lim = limits;
    for (String file : inputs) {
      try (PuzzleReader reader = open(file, shape)) {
        Iterator<Item> items = map(reader, e -> new Item(file, e));
        Batch.run(items, batchThreads(), () -> {
          SudokuSolver solver = solvers.get();
          return item -> item.entry().isValid() ? work(solver, lim, item)
              : Result.invalid(item, item.entry().error().getMessage());
        }, r -> {
          output.write(r);
          tally.merge(r.status(), 1L, Long::sum);
          nodes[0] += r.nodes();
          done[0]++;
          if (bar != null) {
            bar.update(done[0]);
          }
        });
      } catch (NoSuchFileException e) {
        err.println("sudoku " + name() + ": " + file + ": no such file");
        unreadable = true;
      } catch (IOException | UncheckedIOException e) {
        err.println("sudoku " + name() + ": " + file + ": cannot read: " + e.getMessage());
        unreadable = true;
      }
    }
    if (bar != null) {
      bar.clear();
    }
    out.flush();
    if (stats) {
      double seconds = (System.nanoTime() - start) / 1e9;
      StringBuilder s = new StringBuilder().append(done[0]).append(" puzzles");
      tally.forEach((k, v) -> s.append(", ").append(v).append(' ').append(k));
      s.append(String.format("; %d nodes; %.3f s; %.0f puzzles/s", nodes[0], seconds,
          done[0] / Math.max(seconds, 1e-9)));
      err.println(s);
    }
    return unreadable || tally.containsKey("invalid") ? Main.INVALID_INPUT : exitCode(tally);
  }

  private int usage(String message) {
    err.println("sudoku " + name() + ": " + message);
    err.println("Try './sudoku " + name() + " --help'.");
    return Main.USAGE;
  }

  private static Shape mapShape(String map) {
    long cells = map.chars().filter(c -> !Character.isWhitespace(c) && c != '|').count();
    int n = (int) Math.round(Math.sqrt(cells));
    if (n * n != cells) {
      throw new IllegalArgumentException("the region map has " + cells
          + " cells, not a square; give --size");
    }
    return Shape.forSide(n);
  }

  static PuzzleReader open(String file, Shape shape) throws IOException {
    Reader in = file.equals("-") ? new BufferedReader(new InputStreamReader(System.in,
        StandardCharsets.UTF_8), 1 << 16) : Files.newBufferedReader(Path.of(file),
        StandardCharsets.UTF_8);
    return Sudoku.reader(in, shape);
  }

  /** Puzzles in the files (not stdin), for the progress bar's total; 0 when unknown. */
  private static long countPuzzles(List<String> inputs, Shape shape) {
    long n = 0;
    for (String file : inputs) {
      if (file.equals("-")) {
        return 0;
      }
      try (PuzzleReader r = open(file, shape)) {
        while (r.hasNext()) {
          r.next();
          n++;
        }
      } catch (IOException | UncheckedIOException e) {
        // reported when the file is processed
      }
    }
    return n;
  }

  static <A, B> Iterator<B> map(Iterator<A> in, Function<A, B> f) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return in.hasNext();
      }

      @Override
      public B next() {
        return f.apply(in.next());
      }
    };
  }

  /** A conflict (or other rule broken) as a result, naming the line. */
  static Result conflict(Item item, IllegalArgumentException e) {
    return Result.invalid(item, "line " + item.entry().line() + ": " + e.getMessage());
  }

  /** The verdict of a search (up to two solutions) as a result: status, count and nodes. */
  static Result verdict(Item item, dev.exactcover.sudoku.Answer a) {
    return new Result(item.file(), item.entry().line(), a.puzzle(), status(a.verdict()), null,
        a.count(), a.nodes(), null, null);
  }

  static String status(dev.exactcover.sudoku.Verdict v) {
    return switch (v) {
      case NONE -> "none";
      case UNIQUE -> "unique";
      case MULTIPLE -> "multiple";
      case UNKNOWN -> "limit";
    };
  }
}
