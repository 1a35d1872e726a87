package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Conflict;
import dev.exactcover.sudoku.SudokuSolver;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;

/** {@code sudoku validate}: are the givens consistent (no search). */
@Command(name = "validate", mixinStandardHelpOptions = true,
    description = {"Check each partial grid's givens against the rules, without searching: a "
        + "conflict names the symbol, the region and both cells.", "",
        "Line format: valid, or invalid (every conflict on stderr)."},
    footer = {"",
        "Examples:", "  ./sudoku validate ../shared/datasets/sudoku9/top95.txt",
        "  echo 5.....5.. | ./sudoku validate --size 9  # too short: why, and exit 3"})
final class ValidateCommand extends PuzzleCommand {
  @Override
  String name() {
    return "validate";
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      List<Conflict> conflicts = solver.conflicts(item.entry().grid());
      if (conflicts.isEmpty()) {
        return new Result.Valid(item);
      }
      return new Result.Invalid(item, item.entry().line() + ": " + conflicts.stream()
          .map(Conflict::message).collect(Collectors.joining("; ")));
    } catch (IllegalArgumentException e) {
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    return r.status().label();
  }
}
