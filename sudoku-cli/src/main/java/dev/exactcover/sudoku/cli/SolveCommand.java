package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.SudokuSolver;
import java.util.TreeMap;
import picocli.CommandLine.Command;

/** {@code sudoku solve}: the solution of each puzzle, and whether it is unique. */
@Command(name = "solve", mixinStandardHelpOptions = true,
    description = {"Solve each puzzle, looking for a second solution to tell whether the answer "
        + "is unique.", "",
        "Line format: the solution; '<solution> multiple' when there are several (the first "
        + "found); 'none'; 'invalid' (details on stderr); 'limit' when --time-limit stopped it."},
    footer = {"", "Exit codes: 0 all solved; 1 some puzzle has no solution; 2 usage error; "
        + "3 invalid input.", "", "Examples:",
        "  ./sudoku solve ../shared/datasets/sudoku9/top95.txt",
        "  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... "
        + "| ./sudoku solve --format grid",
        "  ./sudoku solve --threads 2 --format json --stats puzzles.txt"})
final class SolveCommand extends PuzzleCommand {
  @Override
  String name() {
    return "solve";
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      Answer a = solver.solve(item.entry().grid(), limits.withSolutions(2));
      return new Result(item.file(), item.entry().line(), a.puzzle(), status(a.verdict()),
          a.solution(), null, a.nodes(), null, null);
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    return switch (r.status()) {
      case "unique" -> r.solution().toLine();
      case "multiple" -> r.solution().toLine() + " multiple";
      case "limit" -> r.solution() == null ? "limit" : r.solution().toLine() + " limit";
      default -> r.status();
    };
  }

  @Override
  boolean printsSolution() {
    return true;
  }

  @Override
  int exitCode(TreeMap<String, Long> tally) {
    return tally.containsKey("none") ? Main.NO_SOLUTION : Main.OK;
  }
}
