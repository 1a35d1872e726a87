package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine.Command;

/** {@code sudoku grade}: how hard each puzzle is for a person. */
@Command(name = "grade", mixinStandardHelpOptions = true,
    description = {"Rate each puzzle on Sudoku Explainer's scale (ER, from 1.0 and 1.2 for "
        + "hidden singles to 9 and more for dynamic forcing chains and above 9.5 for nested ones), "
        + "with SE's first-placement (EP) and first-step (ED) ratings, the hardest technique "
        + "and a level: " + Ratings.LEVELS + ". "
        + "Every size and variant is rated with the same techniques and levels.", "",
        "Line format: 'ER/EP/ED level (hardest technique)', for example "
        + "'7.2/1.2/1.2 diabolical (Forcing Chain)'; a rating marked '~' is an estimate (SE's "
        + "20.0: even its deepest nested forcing chains, level 5, cannot finish the puzzle); 'multiple' or 'none' when the puzzle has no unique solution; 'invalid' "
        + "(details on stderr).",
        "JSON adds rating, ep, ed, level, hardest and estimated; CSV level and rating."},
    footer = {"", "Examples:",
        "  ./sudoku grade ../shared/datasets/sudoku9/top95.txt",
        "  ./sudoku grade --format json ../shared/datasets/sudoku9/easy50.txt"})
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
      LogicSolver l = logic.get().computeIfAbsent(rules, LogicSolver::of);
      Rating r = l.rate(a.puzzle());
      return new Result.Graded(item, a, r);
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    if (!(r instanceof Result.Graded g)) {
      return r.status().label();
    }
    return Ratings.line(g.rating());
  }

  @Override
  boolean grades() {
    return true;
  }
}
