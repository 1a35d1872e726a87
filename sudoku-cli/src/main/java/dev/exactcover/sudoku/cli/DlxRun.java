package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.ItemChoice;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.pieces.SearchTree;
import java.io.PrintWriter;

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
    ProgressBar bar = Terminal.stderr() && o.count ? new ProgressBar(err, 0) : null;
    SearchSettings settings = o.seed != null ? SearchSettings.defaults().withRandomBranching(o.seed)
        : SearchSettings.defaults();
    settings = settings.withReductions(o.reduce.stream().map(r -> r.rule)
        .toArray(Reduction[]::new));
    if (o.weighted) {
      settings = settings.withItemChoice(ItemChoice.WEIGHTED);
    }
    boolean learns = o.learn && !p.hasMultiplicities();
    settings = settings.withClauseLearning(learns);
    if (bar != null && o.threads == 1) {
      settings = settings.withProgress(learns ? 10_000 : 1_000_000, r -> bar.message(learns
          ? String.format("%,d decisions, %,d solutions", r.nodes(), r.solutions())
          : String.format("%,d nodes, %,d solutions, about %.1f%% of the tree done", r.nodes(),
              r.solutions(), 100 * r.fractionDone())));
    }
    settings = memo(p, settings);
    Solver solver = p.newSolver(settings);
    SearchResult r;
    if (o.threads > 1) {
      r = SearchTree.of(solver).countParallel(o.threads, limits);
    } else if (o.count) {
      r = solver.search(limits);
    } else {
      long[] k = {0};
      r = solver.search(limits, s -> {
        out.println((++k[0]) + ":\n" + s.format()); // one record, one write
        return true;
      });
    }
    if (bar != null) {
      bar.clear();
    }
    if (o.format == DlxCommand.DlxFormat.json) {
      Json j = new Json().put(r).put("partial", partial(r));
      if (learns) { // nodes and updates stay, for one schema; these name what they count here
        j.put("decisions", r.nodes()).put("conflicts", r.updates());
      }
      out.println(j);
    } else if (o.count) {
      out.println(count(r));
    }
    out.flush();
    if (o.stats || !r.isComplete()) {
      err.println((r.isComplete() ? "" : "stopped (" + r.status() + "): ")
          + (learns ? learnedTotals(r) : totals(r)));
    }
    return partial(r) ? Main.PARTIAL : Main.OK;
  }

  /**
   * {@code settings} with {@code --memo} and {@code --memo-limit}, if given.
   *
   * @throws CliFailure (exit code 3) for a problem with multiplicities
   */
  private SearchSettings memo(Problem p, SearchSettings settings) {
    if (!o.memo) {
      return settings;
    }
    if (p.hasMultiplicities()) {
      throw new CliFailure(Main.INVALID_INPUT, (o.file == null || o.file.equals("-") ? "<stdin>" : o.file) + ": --memo counts only "
          + "problems whose primary items are each covered exactly once, and this one has "
          + "multiplicities (Algorithm M, a .dlx3 file); count it without --memo");
    }
    settings = settings.withMemo(true);
    return o.memoLimit == null ? settings : settings.withMemoLimit(o.memoLimit << 20);
  }

  /**
   * Whether the answer is partial: stopped before the search was done by anything but the
   * {@code --limit} asked for (a time limit, a signal).
   */
  static boolean partial(SearchResult r) {
    return !r.isComplete() && r.status() != Status.SOLUTION_LIMIT;
  }

  /** A count as text: the number, and {@code partial} after it when it is only a lower bound. */
  static String count(SearchResult r) {
    return partial(r) ? r.solutionCount() + " partial" : String.valueOf(r.solutionCount());
  }

  /** {@code --split}, {@code --shard}, {@code --job} or {@code --cluster}: the shared runner. */
  int countInPieces(Problem p, Limits limits) {
    try (CountRunner runner = new CountRunner(o.pieces, o.threads, err)) {
      CountRunner.Counted c = runner.count(SearchTree.of(p.newSolver(memo(p,
          SearchSettings.defaults()))), limits);
      SearchResult r = c.result();
      boolean shard = c.pieces() instanceof CountRunner.Pieces.Shard;
      if (o.format == DlxCommand.DlxFormat.json || shard) {
        Json j = new Json();
        c.pieces().json(j);
        j.put(r).put("partial", partial(r));
        if (runner.cluster() != null) {
          j.put("members", runner.cluster().members().size())
              .put("resubmitted", runner.cluster().resubmitted());
        }
        out.println(j);
      } else {
        out.println(count(r)); // a stopped count too, marked: the sum of what finished
      }
      out.flush();
      if (shard && !r.isComplete()) {
        err.println("stopped (" + r.status() + "): the shard's count is incomplete");
      } else if (o.stats && r.isComplete()) {
        err.println(totals(r) + (runner.cluster() == null ? ""
            : "; " + runner.cluster().resubmitted() + " tasks sent again"));
      }
      return partial(r) ? Main.PARTIAL : Main.OK;
    }
  }

  /** Under clause learning there is no tree: decisions and conflicts. */
  private static String learnedTotals(SearchResult r) {
    return r.solutions() + " solutions, " + r.nodes() + " decisions, " + r.updates()
        + " conflicts, " + r.elapsed().toMillis() + " ms";
  }

  private static String totals(SearchResult r) {
    StringBuilder removed = new StringBuilder();
    for (Reduction rule : Reduction.values()) {
      if (r.removed(rule) > 0) {
        removed.append(", ").append(r.removed(rule)).append(" options removed by ")
            .append(rule.name().toLowerCase(java.util.Locale.ROOT));
      }
    }
    String memo = r.memo().equals(dev.exactcover.dlx.MemoStatistics.NONE) ? ""
        : ", " + r.memo().entries() + " memo entries, " + r.memo().hits() + " memo hits, "
            + r.memo().bytes() + " memo bytes";
    return r.solutionCount() + " solutions, " + r.nodes() + " nodes, " + r.updates() + " updates, "
        + r.elapsed().toMillis() + " ms" + removed + memo;
  }
}
