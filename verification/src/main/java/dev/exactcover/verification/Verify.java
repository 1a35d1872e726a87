package dev.exactcover.verification;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.dlx.internal.json.JsonString;
import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.format.PuzzleEntry;
import dev.exactcover.sudoku.format.PuzzleReader;
import dev.exactcover.sudoku.internal.Batch;
import dev.exactcover.verification.reference.ReferenceSolver;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import org.eclipse.collections.impl.list.mutable.primitive.LongArrayList;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code ./sudoku verify}: runs DLX and every reference solver over puzzle files, checks that each
 * solution is valid (by {@link Validity}, which shares no code with either) and that all solvers
 * agree on the count (up to a limit) and, when they count one, on the solution. Ends with
 * {@code N puzzles, M mismatches} and the time each solver took. Exit codes: 0 no mismatch;
 * 1 mismatches; 2 usage error; 3 unreadable or malformed input, or an input with no puzzles.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
    description = "Cross-check DLX against the reference solvers on puzzle files.",
    footer = {"", "Exit codes: 0 no mismatch; 1 mismatches; 2 usage error; 3 unreadable or "
        + "malformed input, or no puzzles in it.", "", "Examples:",
        "  ./sudoku verify ../shared/datasets/sudoku9/top95.txt",
        "  ./sudoku verify --solvers backtracking ../shared/datasets/sudoku9/easy50.txt",
        "  ./sudoku verify --limit 2000 ../shared/datasets/sudoku9/serg-multi.txt",
        "  ./sudoku verify --every 50 --format json ../shared/datasets/sudoku9/17-clue.txt"})
public final class Verify implements Callable<Integer> {
  static final int MISMATCH = 1;
  static final int USAGE = 2;
  static final int INVALID_INPUT = 3;

  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "puzzle files; - for stdin")
  List<String> files;

  @Option(names = "--limit", paramLabel = "N", defaultValue = "2",
      description = "count solutions up to N with every solver (default: ${DEFAULT-VALUE})")
  long limit;

  @Option(names = "--every", paramLabel = "K", defaultValue = "1",
      description = "check every K-th puzzle of each file (a deterministic sample)")
  int every;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
      description = "work on N threads (output stays in input order)")
  int threads;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "line",
      description = "line (mismatches only, then the summary) or json (one object per puzzle)")
  String format;

  @Option(names = "--solvers", paramLabel = "LIST", split = ",",
      description = "reference solvers to run: backtracking, bitmask-mrv, singles-propagation "
          + "(default: the fast two, bitmask-mrv and singles-propagation; plain backtracking "
          + "only when named, and only up to 9x9: it takes seconds on some 9x9s)")
  List<String> solvers;

  /** The reference solvers run when none are named: those that take milliseconds. */
  static final List<String> DEFAULT_SOLVERS = List.of("bitmask-mrv", "singles-propagation");

  @Option(names = "--max-side-for-backtracking", paramLabel = "N", defaultValue = "9",
      hidden = true, description = "plain backtracking only up to this side (too slow above)")
  int backtrackingSide;

  /** One puzzle's verdict from every solver. */
  record Check(String file, int line, Grid puzzle, String error, List<String> names,
      long[] counts, String[] firsts, long[] nanos, List<String> problems) {}

  /** Runs the command and exits with its code. */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out,
        StandardCharsets.UTF_8)), false);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8),
        true);
    int code = run(out, err, args);
    out.flush();
    System.exit(code);
  }

  /** Runs with the given streams; returns the exit code. */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cl = new CommandLine(new Verify());
    cl.setOut(out);
    cl.setErr(err);
    cl.setExitCodeExceptionMapper(e -> USAGE);
    return cl.execute(args);
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<String> known = ReferenceSolver.all().stream().map(ReferenceSolver::name).toList();
    if (solvers != null && !known.containsAll(solvers)) {
      err.println("sudoku verify: --solvers takes a list of " + String.join(", ", known));
      return USAGE;
    }
    String problem = limit < 1 ? "--limit must be at least 1, not " + limit
        : every < 1 ? "--every must be at least 1, not " + every
        : threads < 1 ? "--threads must be at least 1, not " + threads
        : !format.equals("line") && !format.equals("json") ? "--format is line or json, not '"
            + format + "'"
        : null;
    if (problem != null) {
      err.println("sudoku verify: " + problem);
      err.println("Try './sudoku verify --help'.");
      return USAGE;
    }
    List<String> chosen = solvers != null ? solvers : DEFAULT_SOLVERS;
    Progress progress = "1".equals(System.getenv("SUDOKU_STDERR_TTY")) ? new Progress(err) : null;
    long puzzles = 0;
    long mismatches = 0;
    long invalid = 0;
    List<String> names = new ArrayList<>();
    long[] totalNanos = new long[4];
    boolean unreadable = false;
    for (String file : files) {
      try (PuzzleReader reader = Sudoku.reader(file.equals("-")
          ? new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))
          : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8))) {
        long[] tally = new long[3];
        Batch.run(sample(reader, every), threads, () -> {
          SudokuSolver dlx = Sudoku.solver();
          List<ReferenceSolver> refs = ReferenceSolver.all().stream()
              .filter(r -> chosen.contains(r.name())).toList();
          return e -> check(file, e, dlx, refs);
        }, c -> {
          tally[0]++;
          if (progress != null) {
            progress.update(tally[0], tally[1]);
          }
          if (c.error != null) {
            tally[2]++;
            if (progress != null) {
              progress.clear();
            }
            err.println("sudoku verify: " + source(file) + ": " + c.error);
            if (format.equals("json")) {
              out.println(new Json().put("file", file).put("line", c.line)
                  .put("status", "invalid").put("error", c.error));
            }
            return;
          }
          if (names.isEmpty()) {
            names.addAll(c.names);
          }
          for (int k = 0; k < c.nanos.length && k < totalNanos.length; k++) {
            totalNanos[k] += c.nanos[k];
          }
          boolean ok = c.problems.isEmpty();
          if (!ok) {
            tally[1]++;
          }
          if (format.equals("json")) {
            out.println(json(c));
          } else if (!ok) {
            if (progress != null) {
              progress.clear();
            }
            out.println("MISMATCH " + file + " line " + c.line + ": " + c.puzzle.toLine());
            for (int k = 0; k < c.names.size(); k++) {
              out.println("  " + c.names.get(k) + ": count " + c.counts[k] + ", first "
                  + c.firsts[k]);
            }
            c.problems.forEach(p -> out.println("  " + p));
          }
        });
        if (tally[0] == 0) { // said, so that an empty input is not taken for a success
          err.println("sudoku verify: " + source(file)
              + ": no puzzles in the input (it is empty, or only blank and comment lines)");
          unreadable = true;
        }
        puzzles += tally[0];
        mismatches += tally[1];
        invalid += tally[2];
      } catch (NoSuchFileException e) {
        err.println("sudoku verify: " + source(file) + ": no such file");
        unreadable = true;
      } catch (IOException | UncheckedIOException e) {
        err.println("sudoku verify: " + source(file) + ": cannot read: " + e.getMessage());
        unreadable = true;
      }
    }
    if (progress != null) {
      progress.clear();
    }
    StringBuilder summary = new StringBuilder().append(plural(puzzles, "puzzle")).append(", ")
        .append(plural(mismatches, "mismatch"));
    if (invalid > 0) {
      summary.append(", ").append(invalid).append(" invalid");
    }
    for (int k = 0; k < names.size(); k++) {
      summary.append(k == 0 ? "; " : ", ").append(names.get(k)).append(' ')
          .append(String.format("%.3f s", totalNanos[k] / 1e9));
    }
    if (format.equals("json")) {
      err.println(summary);
    } else {
      out.println(summary);
    }
    return mismatches > 0 ? MISMATCH : unreadable || invalid > 0 ? INVALID_INPUT : 0;
  }

  /** {@code n} and the noun, singular for one. */
  static String plural(long n, String noun) {
    return n + " " + (n == 1 ? noun : noun.endsWith("h") ? noun + "es" : noun + "s");
  }

  /** An input's name in messages: {@code <stdin>} for {@code -}. */
  static String source(String file) {
    return file.equals("-") ? "<stdin>" : file;
  }

  /**
   * Progress on stderr at a terminal (the launcher says whether it is one): the puzzles checked
   * and the rate, redrawn in place at most five times a second, taken off its line before any
   * record or message.
   */
  static final class Progress {
    private final PrintWriter err;
    private final long start = System.nanoTime();
    private long lastDraw = start;
    private boolean drawn;

    Progress(PrintWriter err) {
      this.err = err;
    }

    void update(long done, long mismatches) {
      long now = System.nanoTime();
      if (now - lastDraw < 200_000_000L) {
        return;
      }
      lastDraw = now;
      err.print(String.format("\r%d checked, %s, %.0f/s   ", done, plural(mismatches,
          "mismatch"), done / ((now - start) / 1e9)));
      err.flush();
      drawn = true;
    }

    void clear() {
      if (drawn) {
        err.print("\r" + " ".repeat(60) + "\r");
        err.flush();
        drawn = false;
      }
    }
  }

  private Check check(String file, PuzzleEntry e, SudokuSolver dlx, List<ReferenceSolver> refs) {
    if (!e.isValid()) {
      return new Check(file, e.line(), null, e.error().getMessage(), null, null, null, null,
          null);
    }
    Grid puzzle = e.grid();
    Shape shape = puzzle.shape();
    List<String> names = new ArrayList<>();
    LongArrayList counts = new LongArrayList();
    List<String> firsts = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    LongArrayList nanos = new LongArrayList();
    names.add("dlx");
    long t = System.nanoTime();
    Answer answer = null;
    try {
      answer = dlx.solve(puzzle, Limits.none().withSolutions(limit));
    } catch (InvalidGridException conflicting) {
      // conflicting givens: no solution, as the references say
    }
    nanos.add(System.nanoTime() - t);
    counts.add(answer == null ? 0 : answer.count());
    firsts.add(answer == null || answer.solution() == null ? null : answer.solution().toLine());
    int[] cells = puzzle.values();
    for (ReferenceSolver ref : refs) {
      if (ref.name().equals("backtracking") && shape.side() > backtrackingSide) {
        continue;
      }
      names.add(ref.name());
      t = System.nanoTime();
      ReferenceSolver.Result r = ref.solve(cells, shape.boxRows(), shape.boxCols(), limit);
      nanos.add(System.nanoTime() - t);
      counts.add(r.count());
      firsts.add(r.first() == null ? null : Grid.of(shape, r.first()).toLine());
    }
    long[] count = counts.toArray();
    for (int k = 0; k < names.size(); k++) {
      if (count[k] != count[0]) {
        problems.add(names.get(k) + " counts " + count[k] + ", dlx " + count[0]);
      }
      String f = firsts.get(k);
      if ((f == null) != (count[k] == 0)) {
        problems.add(names.get(k) + " has " + (f == null ? "no" : "a") + " first solution with "
            + "count " + count[k]);
      }
      if (f != null && !Validity.solves(Sudoku.parse(f, shape), puzzle)) {
        problems.add(names.get(k) + "'s solution is not valid: " + f);
      }
      if (count[k] == 1 && count[0] == 1 && f != null && !f.equals(firsts.get(0))) {
        problems.add(names.get(k) + " finds another unique solution than dlx");
      }
    }
    return new Check(file, e.line(), puzzle, null, names, count, firsts.toArray(String[]::new),
        nanos.toArray(), problems);
  }

  private static Iterator<PuzzleEntry> sample(PuzzleReader reader, int every) {
    return new Iterator<>() {
      private PuzzleEntry next;
      private long index;

      @Override
      public boolean hasNext() {
        while (next == null && reader.hasNext()) {
          PuzzleEntry e = reader.next();
          if (index++ % every == 0) {
            next = e;
          }
        }
        return next != null;
      }

      @Override
      public PuzzleEntry next() {
        hasNext();
        PuzzleEntry e = next;
        next = null;
        return e;
      }
    };
  }

  private static String json(Check c) {
    Json solvers = new Json();
    for (int k = 0; k < c.names.size(); k++) {
      solvers.raw(c.names.get(k), new Json().put("count", c.counts[k])
          .put("micros", c.nanos[k] / 1000).put("first", c.firsts[k]).toString());
    }
    StringBuilder problems = new StringBuilder("[");
    for (int k = 0; k < c.problems.size(); k++) {
      problems.append(k == 0 ? "" : ",").append(quote(c.problems.get(k)));
    }
    return new Json().put("file", c.file).put("line", c.line).put("puzzle", c.puzzle.toLine())
        .put("status", c.problems.isEmpty() ? "agree" : "mismatch").put("count", c.counts[0])
        .raw("solvers", solvers.toString()).raw("problems", problems.append(']')).toString();
  }

  private static String quote(String v) {
    return JsonString.quoted(v);
  }
}
