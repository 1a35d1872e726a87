package dev.exactcover.verification.bench;

import dev.exactcover.dlx.ItemChoice;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.format.PuzzleEntry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The README's table "Pruning before branching": every puzzle of each shared set searched for
 * up to two solutions (the uniqueness proof) under each column's settings, in one JVM session,
 * after a warm-up, with total nodes, total search time and the time ratio against the plain
 * search measured in the same run; then one row per 25x25 puzzle. Every completed answer is
 * checked: one solution, equal to the set's {@code .solutions} line where there is one.
 *
 * <pre>
 * ./mvnw -B -ntp -Pbenchmarks package -DskipTests -pl verification -am
 * java -cp verification/target/benchmarks.jar dev.exactcover.verification.bench.ReductionsTable \
 *     [--limit SECONDS] [--sets top1465,17-clue,...] [--columns plain,S,SMW,...] [--sample N]
 * </pre>
 *
 * <p>Columns: {@code plain} (fewest options, quick choice: the 9x9 default), {@code S}
 * (subsumption), {@code SW} (and the weighted item choice), {@code SMW} (and matching: the
 * default from 16x16), {@code SPW} (subsumption, probing, weights). {@code --limit} bounds each
 * puzzle's search (default 45 s); {@code --sample N} keeps every N-th puzzle of 17-clue.
 */
public final class ReductionsTable {
  private static final Map<String, String> SETS = new LinkedHashMap<>();

  static {
    SETS.put("forum-hardest-1106", "sudoku9/forum-hardest-1106");
    SETS.put("top1465", "sudoku9/top1465");
    SETS.put("17-clue", "sudoku9/17-clue");
    SETS.put("gecode-55", "sudoku16/gecode-55");
    SETS.put("gecode-18-25x25", "sudoku25/gecode-18");
  }

  private ReductionsTable() {}

  /** One set's puzzles, with their known solutions where the set has them (else null). */
  private record PuzzleSet(String name, Shape shape, List<Grid> puzzles, List<String> solutions) {}

  /** One column's totals on one set. */
  private record Totals(long nodes, double seconds, int solved, int total) {}

  /**
   * Runs the table.
   *
   * @param args {@code --limit SECONDS}, {@code --sets a,b}, {@code --columns a,b},
   *     {@code --sample N}
   * @throws IOException if a dataset cannot be read
   */
  public static void main(String[] args) throws IOException {
    double limit = 45;
    List<String> sets = new ArrayList<>(SETS.keySet());
    List<String> columns = List.of("plain", "S", "SW", "SMW", "SPW");
    int sample = 1;
    for (int a = 0; a + 1 < args.length; a += 2) {
      switch (args[a]) {
        case "--limit" -> limit = Double.parseDouble(args[a + 1]);
        case "--sets" -> sets = List.of(args[a + 1].split(","));
        case "--columns" -> columns = List.of(args[a + 1].split(","));
        case "--sample" -> sample = Integer.parseInt(args[a + 1]);
        default -> throw new IllegalArgumentException("unknown argument " + args[a]);
      }
    }
    Duration perPuzzle = Duration.ofMillis((long) (limit * 1000));
    List<PuzzleSet> data = new ArrayList<>();
    for (String s : sets) {
      data.add(read(s, s.equals("17-clue") ? sample : 1));
    }
    PuzzleSet warm = read("top1465", 7);
    for (String c : columns) { // warm-up: the JIT sees every column's code before timing
      run(warm, c, Duration.ofSeconds(5), null);
    }
    System.out.printf("Per-puzzle limit %.0f s; nodes, search seconds (ratio to plain), solved%n%n",
        limit);
    printHeader("| set | puzzles |", "| --- | --- |", columns);
    List<String[]> perPuzzle25 = new ArrayList<>();
    for (PuzzleSet set : data) {
      StringBuilder row = new StringBuilder("| " + set.name + " | " + set.puzzles.size() + " |");
      double plain = Double.NaN;
      for (String c : columns) {
        List<String> rows = set.shape.side() == 25 ? new ArrayList<>() : null;
        Totals t = run(set, c, perPuzzle, rows);
        if (c.equals("plain")) {
          plain = t.seconds;
        }
        row.append(String.format(Locale.ROOT, " %,d nodes, %.2f s%s%s |", t.nodes, t.seconds,
            Double.isNaN(plain) || c.equals("plain") ? "" : String.format(Locale.ROOT,
                " (%.2fx)", t.seconds / plain),
            t.solved == t.total ? "" : ", " + t.solved + "/" + t.total + " proven"));
        if (rows != null) {
          perPuzzle25.add(rows.toArray(new String[0]));
        }
      }
      System.out.println(row);
    }
    if (!perPuzzle25.isEmpty()) {
      System.out.println();
      printHeader("| 25x25 puzzle |", "| --- |", columns);
      for (int p = 0; p < perPuzzle25.get(0).length; p++) {
        StringBuilder line = new StringBuilder("| " + (p + 1) + " |");
        for (String[] col : perPuzzle25) {
          line.append(' ').append(col[p]).append(" |");
        }
        System.out.println(line);
      }
    }
  }

  private static void printHeader(String head, String rule, List<String> columns) {
    StringBuilder h = new StringBuilder(head);
    StringBuilder r = new StringBuilder(rule);
    for (String c : columns) {
      h.append(' ').append(c).append(" |");
      r.append(" --- |");
    }
    System.out.println(h);
    System.out.println(r);
  }

  /** The settings of a column. */
  static SearchSettings settings(String column) {
    SearchSettings s = SearchSettings.defaults().withQuickChoice(true);
    return switch (column) {
      case "plain" -> s;
      default -> settings(s.withStrategy(Strategy.WITH_REDUCTIONS), column);
    };
  }

  /** The settings of a column with reductions, from {@code s}. */
  private static SearchSettings settings(SearchSettings s, String column) {
    return switch (column) {
      case "S" -> s.withReductions(Reduction.SUBSUMPTION);
      case "SW" -> s.withReductions(Reduction.SUBSUMPTION).withItemChoice(ItemChoice.WEIGHTED);
      case "SMW" -> s.withReductions(Reduction.SUBSUMPTION, Reduction.MATCHING)
          .withItemChoice(ItemChoice.WEIGHTED);
      case "SPW" -> s.withReductions(Reduction.SUBSUMPTION, Reduction.PROBING)
          .withItemChoice(ItemChoice.WEIGHTED);
      default -> throw new IllegalArgumentException("unknown column " + column);
    };
  }

  private static Totals run(PuzzleSet set, String column, Duration limit, List<String> rows) {
    Regions regions = Regions.standard(set.shape);
    Problem problem = regions.problem();
    Solver solver = problem.newSolver(settings(column));
    int n = set.shape.side();
    int[] cellOf = new int[problem.optionCount()];
    int[] valueOf = new int[problem.optionCount()];
    for (int c = 0; c < set.shape.cells(); c++) {
      for (int v = 1; v <= n; v++) {
        cellOf[regions.option(c, v)] = c;
        valueOf[regions.option(c, v)] = v;
      }
    }
    SearchResult sum = SearchResult.none(Strategy.DANCING_LINKS); // the nodes of the set
    long nanos = 0;
    int solved = 0;
    for (int k = 0; k < set.puzzles.size(); k++) {
      Grid g = set.puzzles.get(k);
      solver.reset(solver.settings());
      for (int c = 0; c < set.shape.cells(); c++) {
        if (g.get(c) != 0 && !solver.force(regions.option(c, g.get(c)))) {
          throw new IllegalStateException(set.name + " puzzle " + (k + 1) + ": givens conflict");
        }
      }
      byte[] first = new byte[set.shape.cells()];
      boolean[] seen = {false};
      long t0 = System.nanoTime();
      SearchResult r = solver.search(Limits.none().withSolutions(2).withTime(limit), s -> {
        if (!seen[0]) {
          for (int o : s.options()) {
            first[cellOf[o]] = (byte) valueOf[o];
          }
          seen[0] = true;
        }
        return true;
      });
      long dt = System.nanoTime() - t0;
      nanos += dt;
      sum = sum.plus(r);
      boolean proven = r.isComplete();
      if (proven) {
        solved++;
        if (r.solutions() != 1) {
          System.err.println("MISMATCH " + set.name + " puzzle " + (k + 1) + " under " + column
              + ": " + r.solutions() + " solutions");
        } else if (set.solutions != null && !matches(first, set.solutions.get(k), n)) {
          System.err.println("MISMATCH " + set.name + " puzzle " + (k + 1) + " under " + column
              + ": another solution than the set's");
        }
      }
      if (rows != null) {
        rows.add(String.format(Locale.ROOT, "%s, %,d nodes, %.1f s",
            proven ? "unique" : "limit", r.nodes(), dt / 1e9));
      }
    }
    solver.reset(solver.settings());
    return new Totals(sum.nodes(), nanos / 1e9, solved, set.puzzles.size());
  }

  private static boolean matches(byte[] grid, String solution, int n) {
    for (int c = 0; c < grid.length; c++) {
      if (Shape.symbolOf(grid[c]) != Character.toUpperCase(solution.charAt(c))) {
        return false;
      }
    }
    return true;
  }

  private static PuzzleSet read(String name, int every) throws IOException {
    String base = SETS.get(name);
    if (base == null) {
      throw new IllegalArgumentException("unknown set " + name + "; sets: " + SETS.keySet());
    }
    Path dir = Workloads.datasetsDir();
    Shape shape = Shape.forSide(base.startsWith("sudoku25") ? 25
        : base.startsWith("sudoku16") ? 16 : 9);
    List<Grid> puzzles = new ArrayList<>();
    try (var reader = Sudoku.reader(Files.newBufferedReader(dir.resolve(base + ".txt"),
        StandardCharsets.UTF_8), shape)) {
      while (reader.hasNext()) {
        PuzzleEntry e = reader.next();
        puzzles.add(e.gridOrThrow());
      }
    }
    Path sol = dir.resolve(base + ".solutions");
    List<String> solutions = null;
    if (Files.exists(sol)) {
      solutions = Files.readAllLines(sol).stream().filter(l -> !l.isBlank()).toList();
    }
    List<Grid> kept = new ArrayList<>();
    List<String> keptSolutions = solutions == null ? null : new ArrayList<>();
    for (int k = 0; k < puzzles.size(); k += every) {
      kept.add(puzzles.get(k));
      if (keptSolutions != null) {
        keptSolutions.add(solutions.get(k));
      }
    }
    return new PuzzleSet(name, shape, kept, keptSolutions);
  }
}
