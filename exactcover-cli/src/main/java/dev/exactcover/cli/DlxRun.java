package dev.exactcover.cli;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solution;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.LocalRunner;
import dev.exactcover.dlx.pieces.Subproblem;
import java.io.PrintWriter;
import java.util.List;

/** What {@code sudoku dlx} does with a problem once its options are checked. */
final class DlxRun {
  private final DlxCommand o;
  private final PrintWriter out;
  private final PrintWriter err;

  DlxRun(DlxCommand options, PrintWriter out, PrintWriter err) {
    this.o = options;
    this.out = out;
    this.err = err;
  }

  /** One search (or a parallel count): solutions printed, or counted. */
  int search(Problem p, Limits limits) {
    ProgressBar bar = o.ctx().stderrTerminal() && o.count ? new ProgressBar(o.ctx(), 0) : null;
    boolean learns = o.learn && !p.hasMultiplicities(); // .dlx3 files keep Algorithm M
    SearchSettings settings = o.searchSettings(learns);
    if (bar != null && o.threads == 1) {
      settings = settings.withProgress(learns ? 10_000 : 1_000_000, r -> bar.message(learns
          ? String.format("%,d decisions, %,d solutions", r.nodes(), r.solutions())
          : String.format("%,d nodes, %,d solutions, about %.1f%% of the tree done", r.nodes(),
              r.solutions(), 100 * r.fractionDone())));
    }
    settings = memo(p, settings);
    Solver solver = p.newSolver(settings);
    String name = o.commandName();
    o.ctx().onInterrupt(() -> name + ": interrupted; " + (o.count
        ? "the count was not finished, so it is not printed"
        : "every solution printed above is whole"));
    SearchResult r;
    boolean json = o.format == DlxCommand.DlxFormat.json;
    if (o.threads > 1 && o.count) {
      r = SearchTree.of(solver).countParallel(o.threads, limits);
    } else if (o.threads > 1) {
      r = listInParallel(SearchTree.of(solver), limits, json);
    } else if (o.count) {
      r = solver.search(limits);
    } else {
      long[] k = {0};
      r = solver.search(limits, s -> {
        out.println(json ? solutionJson(++k[0], s) : (++k[0]) + ":\n" + s.format()); // one write
        return true;
      });
    }
    if (bar != null) {
      bar.clear();
    }
    if (o.count && json) {
      Json j = new Json().put(r).put("complete", r.isComplete());
      if (learns) { // nodes stay, for one schema; this names what they count here
        j.put("decisions", r.nodes());
      }
      out.println(j);
    } else if (o.count) {
      out.println(count(r));
    }
    out.flush();
    if (o.stats || exitCode(r, o.count) != ExitCode.OK.code()) {
      err.println((r.isComplete() ? "" : stopped(r, limits) + ": ")
          + (learns ? learnedTotals(r) : totals(r)));
    }
    return exitCode(r, o.count);
  }

  /**
   * {@code --sample N}: N solutions drawn uniformly at random, numbered in the order drawn, in
   * the listing's formats; exit 1 when there is no solution to draw.
   */
  int sample(Problem p) {
    String where = o.file == null || o.file.equals("-") ? "<stdin>" : o.file;
    if (p.hasMultiplicities()) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), where + ": --sample draws from the memoized "
          + "counts, which need every primary item covered exactly once, and this problem has "
          + "multiplicities (Algorithm M, a .dlx3 file)");
    }
    long seed = o.seed != null ? o.seed : new java.util.SplittableRandom().nextLong();
    SearchSettings settings = o.memoLimit == null ? SearchSettings.defaults()
        : SearchSettings.defaults().withMemoLimit(o.memoLimit << 20);
    Solver solver = p.newSolver(settings);
    String name = o.commandName();
    o.ctx().onInterrupt(() -> name + ": interrupted; every solution printed above is whole");
    long start = System.nanoTime();
    boolean json = o.format == DlxCommand.DlxFormat.json;
    long k = 0;
    // Each draw is printed as it is made: memory stays bounded however many are asked for, and
    // a reader that stops early (a closed pipe) stops the draws at the next failed write.
    java.util.Iterator<Solution> draws = solver.sample(seed).limit(o.sample).iterator();
    while (draws.hasNext()) {
      Solution s = draws.next();
      k++;
      out.println(json ? solutionJson(k, s) : k + ":\n" + s.format()); // one write
    }
    if (k == 0) {
      err.println(name + ": " + where + " has no solutions, so there is none to draw");
      return ExitCode.NO_SOLUTION.code();
    }
    out.flush();
    if (o.stats) {
      err.println(Messages.count(k, "solution") + " drawn with --seed " + seed
          + ", " + String.format(
          java.util.Locale.ROOT, "%.3f s", (System.nanoTime() - start) / 1e9));
    }
    return ExitCode.OK.code();
  }

  /**
   * A listing on {@code --threads} threads, in the order and numbering of one thread: the tree
   * split into subproblems (in the tree's order) and listed by the engine's runner, which shows
   * each subproblem's solutions once those before it are shown (a worker ahead of its turn holds
   * a bounded number, then waits). {@code --limit} stops the listing at N solutions.
   */
  private SearchResult listInParallel(SearchTree tree, Limits limits, boolean json) {
    long start = System.nanoTime();
    Limits bounds = limits.cancel() == null ? Limits.none()
        : Limits.none().withCancel(limits.cancel());
    if (limits.time() != null) {
      bounds = bounds.withTime(limits.time());
    }
    List<Subproblem> parts;
    try {
      parts = tree.split(64 * o.threads, bounds);
    } catch (java.util.concurrent.CancellationException e) { // the time ran out while splitting
      return listed(Status.TIME_LIMIT, 0, 0, 0,
          java.time.Duration.ofNanos(System.nanoTime() - start));
    }
    Limits rest = limits;
    if (limits.time() != null) {
      long left = Math.max(1, limits.time().toNanos() - (System.nanoTime() - start));
      rest = limits.withTime(java.time.Duration.ofNanos(left));
    }
    long[] k = {0};
    SearchResult r = LocalRunner.of(tree, o.threads).list(parts, rest, s -> {
      out.println(json ? solutionJson(++k[0], s) : (++k[0]) + ":\n" + s.format()); // one write
      return true;
    });
    return r.as(r.status(), java.time.Duration.ofNanos(System.nanoTime() - start));
  }

  /**
   * The result of a plain Dancing Links listing or split made here, with no level profile: its
   * status, the solutions printed, its nodes and updates (all on one level), its time.
   */
  static SearchResult listed(Status status, long solutions, long nodes, long updates,
      java.time.Duration elapsed) {
    return SearchResult.of(status, java.math.BigInteger.valueOf(solutions), nodes, updates,
        new long[] {nodes}, elapsed, new long[dev.exactcover.dlx.Reduction.values().length],
        dev.exactcover.dlx.MemoStatistics.NONE, dev.exactcover.dlx.Strategy.DANCING_LINKS);
  }

  /**
   * {@code settings} (with {@code --memo} and {@code --memo-limit}, if given), checked against
   * the problem.
   *
   * @throws CliFailure (exit code 3) for a problem with multiplicities
   */
  private SearchSettings memo(Problem p, SearchSettings settings) {
    if (!o.memo) {
      return settings;
    }
    if (p.hasMultiplicities()) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), (o.file == null || o.file.equals("-") ? "<stdin>" : o.file) + ": --memo counts only "
          + "problems whose primary items are each covered exactly once, and this one has "
          + "multiplicities (Algorithm M, a .dlx3 file); count it without --memo");
    }
    return settings;
  }

  /**
   * The exit code of a search: 5 (partial) when a limit stopped a count, or stopped a listing
   * before the {@code --limit} it asked for; else 0.
   */
  static int exitCode(SearchResult r, boolean counts) {
    if (r.isComplete() || !counts && r.status() == Status.SOLUTION_LIMIT) {
      return ExitCode.OK.code();
    }
    return ExitCode.PARTIAL.code();
  }

  /** One solution as a JSON object: its number, the options' numbers and their items. */
  static String solutionJson(long number, Solution s) {
    return solutionJson(number, s.problem(), s.options());
  }

  /** {@link #solutionJson(long, Solution)} of the solution of {@code p} with these options. */
  static String solutionJson(long number, Problem p, int[] chosen) {
    StringBuilder options = new StringBuilder("[");
    StringBuilder items = new StringBuilder("[");
    for (int k = 0; k < chosen.length; k++) {
      int option = chosen[k];
      options.append(k == 0 ? "" : ",").append(option);
      items.append(k == 0 ? "[" : ",[");
      String[] names = p.optionText(option).split(" ");
      for (int i = 0; i < names.length; i++) {
        items.append(i == 0 ? "" : ",").append(Json.quoted(names[i]));
      }
      items.append(']');
    }
    return new Json().put("solution", number).raw("options", options.append(']'))
        .raw("items", items.append(']')).toString();
  }

  /** Why a search stopped early, in words: {@code stopped by --limit 5}. */
  static String stopped(SearchResult r, Limits limits) {
    return switch (r.status()) {
      case SOLUTION_LIMIT -> "stopped by --limit " + limits.solutions() + " (there may be more "
          + "solutions)";
      case TIME_LIMIT -> "stopped by --time-limit";
      case CANCELLED -> "interrupted";
      case NODE_LIMIT -> "stopped by the node limit";
      default -> "stopped";
    };
  }

  /**
   * A count as text: the number, and {@code limit} after it when a limit stopped the count (a
   * lower bound).
   */
  static String count(SearchResult r) {
    return r.isComplete() ? String.valueOf(r.solutionCount()) : r.solutionCount() + " limit";
  }

  /** {@code --split}, {@code --shard}, {@code --job} or {@code --cluster}: the shared runner. */
  int countInPieces(Problem p, Limits limits) {
    try (CountRunner runner = CountRunner.forOneCount(o.pieces, o.threads, o.ctx())) {
      CountRunner.Counted c = runner.count(SearchTree.of(p.newSolver(memo(p,
          o.searchSettings(false)))), limits);
      SearchResult r = c.result();
      boolean shard = c.pieces() instanceof CountRunner.Pieces.Shard;
      if (o.format == DlxCommand.DlxFormat.json || shard) {
        Json j = new Json();
        c.pieces().json(j);
        j.put(r).put("complete", r.isComplete());
        if (runner.cluster() != null) {
          j.put("members", runner.cluster().members().size())
              .put("resubmitted", runner.cluster().resubmitted())
              .put("given_back", runner.cluster().givenBack())
              .put("checked", runner.cluster().checked());
        }
        out.println(j);
      } else {
        out.println(count(r)); // a stopped count too, marked: the sum of what finished
      }
      out.flush();
      if (shard && !r.isComplete()) {
        err.println(stopped(r, limits) + ": the shard's count is incomplete");
      } else if (o.stats && r.isComplete()) {
        err.println(totals(r) + (runner.cluster() == null ? ""
            : "; " + Messages.count(runner.cluster().resubmitted(), "task") + " sent again"));
      }
      return exitCode(r, true);
    }
  }

  /** The time a search took, in seconds as {@code --stats} prints them everywhere. */
  static String seconds(SearchResult r) {
    return String.format(java.util.Locale.ROOT, "%.3f s", r.elapsed().toNanos() / 1e9);
  }

  /** Under clause learning there is no tree: decisions, assignments and conflicts. */
  private static String learnedTotals(SearchResult r) {
    return Messages.count(r.solutions(), "solution") + ", "
        + Messages.count(r.nodes(), "decision") + ", " + Messages.count(r.updates(), "update")
        + ", " + Messages.count(r.conflicts(), "conflict") + ", " + seconds(r);
  }

  private static String totals(SearchResult r) {
    return totals(r, Messages.count(r.solutionCount(), "solution"));
  }

  /**
   * The statistics of {@code --stats} after {@code solutions} (the solutions in words, which a
   * command may count otherwise than the search's own, as {@code tile --distinct} does): nodes,
   * updates, seconds, the options removed and the memo's counters.
   */
  static String totals(SearchResult r, String solutions) {
    StringBuilder removed = new StringBuilder();
    for (Reduction rule : Reduction.values()) {
      if (r.removed(rule) > 0) {
        removed.append(", ").append(r.removed(rule)).append(" options removed by ")
            .append(rule.name().toLowerCase(java.util.Locale.ROOT));
      }
    }
    String memo = r.memo().equals(dev.exactcover.dlx.MemoStatistics.NONE) ? ""
        : ", " + Messages.count(r.memo().entries(), "memo entry", "memo entries") + ", "
            + Messages.count(r.memo().hits(), "memo hit") + ", "
            + Messages.count(r.memo().bytes(), "memo byte");
    return solutions + ", " + Messages.count(r.nodes(), "node")
        + ", " + Messages.count(r.updates(), "update") + ", " + seconds(r) + removed + memo;
  }
}
