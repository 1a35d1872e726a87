package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.SudokuSolver;
import java.util.List;
import picocli.CommandLine.Command;

/** {@code sudoku check}: unique, multiple, none or invalid, per puzzle. */
@Command(name = "check", mixinStandardHelpOptions = true,
    description = {"Tell, for each puzzle, whether it has a unique solution.", "",
        "Line format: unique, multiple, none, invalid (details on stderr) or limit."},
    footer = {"", "Examples:",
        "  ./sudoku check ../shared/datasets/sudoku9/known-counts.txt",
        "  ./sudoku check --format csv --threads 2 ../shared/datasets/sudoku9/serg-multi.txt"})
final class CheckCommand extends PuzzleCommand {
  @Override
  boolean rulesInLines() {
    return true;
  }

  @Override
  String name() {
    return "check";
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      Answer a = solver.solve(item.entry().grid(), limits.withSolutions(2));
      String note = VariantHint.multiple(solver, item.entry().grid(), a.verdict(), limits);
      List<String> differ = VariantOptions.differ(solver, item.entry().grid(), a, limits);
      return new Result.Checked(item, a, note != null || differ == null ? note
          : "two solutions differ in " + String.join(" ", differ), differ);
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e, VariantHint.clash(solver, item.entry().grid()));
    }
  }

  @Override
  String lineText(Result r) {
    return r.status().label();
  }
}
