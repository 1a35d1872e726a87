package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CliFailure;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.CountRunner;
import dev.exactcover.cli.CountingOptions;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.SudokuSolver;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code sudoku count}: how many solutions each puzzle has; with {@code --split}, {@code --shard}
 * or {@code --job}, one big count split into subproblems (see {@link SudokuSolver#exactCover}).
 */
@Command(name = "count", mixinStandardHelpOptions = true,
    description = {"Count the solutions of each puzzle (all of them, or up to --limit).", "",
        "Line format: the count; '<count> limit' when a limit stopped the count (a lower bound); "
        + "'invalid' (details on stderr). With --shard: the shard's part of the count (status "
        + "shard); add up the N shards' counts for the total.", "",
        "A big count can be split into subproblems (the branch taken at each of the first "
        + "levels; the same list on every machine and run): --split K counts them on the "
        + "--threads threads, one puzzle after another; --shard I/N counts only those numbered "
        + "I mod N, for N machines; --job FILE counts one puzzle through a job file that a "
        + "stopped run resumes. --time-limit is then for the whole count of a puzzle."},
    footer = {"",
        "Examples:",
        "  ./sudoku count ../shared/datasets/sudoku9/serg-multi.txt",
        "  ./sudoku count --limit 100 ../shared/datasets/sudoku9/serg-multi.txt  # exit 5",
        "A 6x6 grid with only its first row given (39168 solutions), counted in pieces:",
        "  printf '123456%030d\\n' 0 | ./sudoku count --size 2x3 --split 100 --threads 2",
        "  printf '123456%030d\\n' 0 | ./sudoku count --size 2x3 --shard 0/4  # .. 3/4",
        "  printf '123456%030d\\n' 0 | ./sudoku count --size 2x3 --job ~/six.job",
        "  printf '123456%030d\\n' 0 | ./sudoku count --size 2x3 --cluster 127.0.0.1"})
final class CountCommand extends PuzzleCommand {
  @Option(names = "--limit", paramLabel = "N", description = "stop counting a puzzle at N")
  Long limit;

  @Mixin CountingOptions pieces;

  private CountRunner runner; // with --split, --shard, --job or --cluster
  private int jobPuzzles; // puzzles that reached the job: the first is counted, others refused
  private volatile CliFailure lost; // the cluster, lost while counting

  @Override
  String name() {
    return "count";
  }

  @Override
  int batchThreads() {
    return pieces.any() ? 1 : threads; // in pieces: the threads go into each puzzle
  }

  @Override
  String checkOptions() {
    if (limit != null && limit < 1) {
      return "--limit must be at least 1, not " + limit;
    }
    if (limit != null && pieces.any()) {
      return "--limit does not go with --split, --shard, --job or --cluster (they count every "
          + "solution)";
    }
    return pieces.problem(threadsGiven == null ? 1 : threadsGiven);
  }

  /** In pieces: opens the runner (and the cluster) around the run; exit code 4 if lost. */
  @Override
  int run(VariantOptions.Rules rules, Limits limits) {
    if (!pieces.any()) {
      return super.run(rules, limits);
    }
    try (CountRunner r = new CountRunner(pieces, threads, ctx())) {
      runner = r;
      int code = super.run(rules, limits);
      return lost != null ? lost.exitCode() : code;
    } finally {
      runner = null;
    }
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    Grid puzzle = item.entry().grid();
    try {
      if (runner == null) {
        if (limit != null) {
          return new Result.Counted(item, solver.solve(puzzle, limits.withSolutions(limit)));
        }
        return new Result.Counted(item, solver.solveAll(puzzle, limits));
      }
      if (pieces.job() != null && ++jobPuzzles > 1) {
        return new Result.Invalid(item, item.entry().line() + ": --job counts one "
            + "puzzle, and this is another; give each puzzle its own job file");
      }
      dev.exactcover.dlx.Solver exact = solver.exactCover(puzzle);
      if (runner.cluster() != null && exact.problem().hasPropagators()) {
        return new Result.Invalid(item, item.entry().line() + ": --cluster cannot count this "
            + "puzzle: some of its rules (long sums, sandwiches, killer cages) are checked during "
            + "the search, and cluster members receive only the exact-cover problem; count it "
            + "without --cluster (--threads, --split and --job count on this machine)");
      }
      CountRunner.Counted c = runner.count(SearchTree.of(exact), limits);
      if (c.pieces() instanceof CountRunner.Pieces.Shard) {
        return new Result.ShardPart(item, c);
      }
      return new Result.Counted(item, Answer.ofCount(puzzle, c.result()),
          c.pieces() instanceof CountRunner.Pieces.Job ? Optional.of(c.pieces())
              : Optional.empty());
    } catch (CliFailure e) { // a job not this puzzle's, or the cluster lost
      if (e.exitCode() == ExitCode.UNAVAILABLE.code() || e.exitCode() == ExitCode.ANSWER_CHECK_FAILED.code()) {
        lost = e;
      }
      return new Result.Invalid(item, item.entry().line() + ": " + e.getMessage());
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    return switch (r.status()) {
      case INVALID -> "invalid";
      case LIMIT -> r.count() + " limit";
      default -> String.valueOf(r.count());
    };
  }
}
