package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.SudokuSolver;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code sudoku solve}: the solution of each puzzle, and whether it is unique. */
@Command(name = "solve", mixinStandardHelpOptions = true,
    description = {"Solve each puzzle, looking for a second solution to tell whether the answer "
        + "is unique.", "",
        "Line format: the solution; '<solution> multiple' when there are several (the first "
        + "found); 'none'; 'invalid' (details on stderr); 'limit' when --time-limit stopped it.",
        "svg and pdf: printable pages of the puzzles, then their solutions (the answer key)."},
    footer = {"", "Examples:",
        "  ./sudoku solve ../shared/datasets/sudoku9/top95.txt",
        "  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... "
        + "| ./sudoku solve --format grid",
        "  ./sudoku solve --threads 2 --format json --stats ../shared/datasets/sudoku9/top95.txt"})
final class SolveCommand extends PuzzleCommand {
  @Override
  boolean rulesInLines() {
    return true;
  }

  @Override
  String name() {
    return "solve";
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      Answer a = solver.solve(item.entry().grid(), limits.withSolutions(2));
      return new Result.Solved(item, a, VariantHint.multiple(solver, item.entry().grid(),
          a.verdict(), limits));
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e, VariantHint.clash(solver, item.entry().grid()));
    }
  }

  @Override
  String lineText(Result r) {
    return switch (r.status()) {
      case UNIQUE -> r.solution().toLine();
      case MULTIPLE -> r.solution().toLine() + " multiple";
      case LIMIT -> r.solution() == null ? "limit" : r.solution().toLine() + " limit";
      default -> r.status().label();
    };
  }

  @Mixin PrintOptions print;

  @Override
  PrintOptions printOptions() {
    return print;
  }

  @Override
  boolean printsSolution() {
    return true;
  }

  @Override
  int exitCode(Map<PuzzleStatus, Long> tally) {
    return tally.containsKey(PuzzleStatus.NONE) ? ExitCode.NO_SOLUTION.code() : ExitCode.OK.code();
  }
}
