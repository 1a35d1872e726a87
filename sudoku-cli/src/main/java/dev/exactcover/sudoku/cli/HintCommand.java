package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Step;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;

/** {@code sudoku hint}: the next logical step for each partial grid. */
@Command(name = "hint", mixinStandardHelpOptions = true,
    description = {"Give the next logical step for each puzzle or partly filled grid: the "
        + "easiest technique that applies, in words.", "",
        "Line format: the step (for example 'hidden single: 7 in r3c5 (box 2)'), or 'none' when "
        + "the grid is complete or no technique applies (a guess is needed); 'invalid' (details "
        + "on stderr)."},
    footer = {"", "Exit codes: 0 done; 2 usage error; 3 invalid input (or none); 5 partial (status "
        + "limit)" + Main.EXIT_MORE, "", "Examples:",
        "  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... "
        + "| ./sudoku hint"})
final class HintCommand extends PuzzleCommand {
  private final ThreadLocal<Map<Regions, LogicSolver>> logic =
      ThreadLocal.withInitial(HashMap::new);

  @Override
  String name() {
    return "hint";
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      var grid = item.entry().grid();
      Regions rules = solver.regions(grid.shape());
      Optional<Step> step = logic.get().computeIfAbsent(rules, LogicSolver::of).hint(grid);
      return new Result.Hinted(item, step);
    } catch (IllegalArgumentException e) { // conflicting givens (named by the logical solver)
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    return r.text() != null ? r.text() : r.status().label();
  }
}
