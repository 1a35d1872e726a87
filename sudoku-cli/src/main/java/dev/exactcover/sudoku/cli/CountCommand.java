package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.SudokuSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudoku count}: how many solutions each puzzle has. */
@Command(name = "count", mixinStandardHelpOptions = true,
    description = {"Count the solutions of each puzzle (all of them, or up to --limit).", "",
        "Line format: the count; '<count> limit' when a limit stopped the count (a lower bound); "
        + "'invalid' (details on stderr)."},
    footer = {"", "Exit codes: 0 done; 2 usage error; 3 invalid input.", "", "Examples:",
        "  ./sudoku count ../shared/datasets/sudoku9/serg-multi.txt",
        "  ./sudoku count --limit 1000 --format json puzzles.txt"})
final class CountCommand extends PuzzleCommand {
  @Option(names = "--limit", paramLabel = "N", description = "stop counting a puzzle at N")
  Long limit;

  @Override
  String name() {
    return "count";
  }

  @Override
  String checkOptions() {
    return limit != null && limit < 1 ? "--limit must be at least 1, not " + limit : null;
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      Answer a = solver.solve(item.entry().grid(), limit != null ? limits.withSolutions(limit)
          : limits);
      return new Result(item.file(), item.entry().line(), a.puzzle(),
          a.search().isComplete() ? status(a.verdict()) : "limit", null, a.count(), a.nodes(),
          null, null);
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    return r.invalid() ? "invalid" : r.status().equals("limit") ? r.count() + " limit"
        : String.valueOf(r.count());
  }
}
