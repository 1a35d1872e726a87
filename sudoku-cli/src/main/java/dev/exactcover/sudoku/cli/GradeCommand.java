package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import dev.exactcover.sudoku.logic.Grade;
import dev.exactcover.sudoku.logic.LogicSolver;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine.Command;

/** {@code sudoku grade}: how hard each puzzle is for a person. */
@Command(name = "grade", mixinStandardHelpOptions = true,
    description = {"Grade each puzzle by the hardest technique a person needs (naked and hidden "
        + "singles, pairs and triples, pointing, box-line reduction, X-wing, swordfish, XY-wing; "
        + "guessing is expert), with a numeric score.", "",
        "Line format: '<difficulty> <score> <hardest technique>'; 'multiple' or 'none' when the "
        + "puzzle has no unique solution; 'invalid' (details on stderr)."},
    footer = {"", "Exit codes: 0 done; 2 usage error; 3 invalid input (or none); 5 partial (status "
        + "limit)" + Main.EXIT_MORE, "", "Examples:",
        "  ./sudoku grade ../shared/datasets/sudoku9/easy50.txt",
        "  ./sudoku grade --format csv puzzles.txt"})
final class GradeCommand extends PuzzleCommand {
  private final ThreadLocal<Map<Regions, LogicSolver>> logic =
      ThreadLocal.withInitial(HashMap::new);

  @Override
  String name() {
    return "grade";
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      Answer a = solver.solve(item.entry().grid(), limits.withSolutions(2));
      if (a.verdict() != Verdict.UNIQUE) {
        return new Result.Checked(item, a);
      }
      Regions rules = solver.regions(a.puzzle().shape());
      Grade g = logic.get().computeIfAbsent(rules, LogicSolver::of).grade(a.puzzle(),
          a.solution());
      return new Result.Graded(item, a, g);
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    return r instanceof Result.Graded g ? g.difficulty() + " " + g.grade().score() + " " + g.text()
        : r.status().label();
  }

  @Override
  boolean grades() {
    return true;
  }
}
