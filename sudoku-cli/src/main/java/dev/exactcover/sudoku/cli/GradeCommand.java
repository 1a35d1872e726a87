package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import dev.exactcover.sudoku.logic.Grade;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;

/** {@code sudoku grade}: how hard each puzzle is for a person. */
@Command(name = "grade", mixinStandardHelpOptions = true,
    description = {"Rate each 9x9 puzzle on Sudoku Explainer's scale (ER, from 1.2 for hidden "
        + "singles to 9 and more for dynamic forcing chains), with SE's first-placement (EP) and "
        + "first-step (ED) ratings, the hardest technique and a level: easy (up to 1.2), medium "
        + "(1.5), hard (2.5), fiendish (6.0), diabolical (8.9), extreme (above). Other sizes get "
        + "the technique grade (singles to XY-wing, else guessing) and a score.", "",
        "Line format: 'ER/EP/ED level (hardest technique)', for example "
        + "'7.2/1.2/1.2 diabolical (Forcing Chain)'; a rating marked '~' is an estimate (the "
        + "puzzle needs SE's nested forcing chains, which the ladder lacks); 'multiple' or "
        + "'none' when the puzzle has no unique solution; 'invalid' (details on stderr).",
        "JSON adds rating, ep, ed, hardest, estimated and grade (the level)."},
    footer = {"", "Exit codes: 0 done; 2 usage error; 3 invalid input (or none); 5 partial (status "
        + "limit)" + Main.EXIT_MORE, "", "Examples:",
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
      if (a.puzzle().side() == 9) {
        Rating r = l.rate(a.puzzle());
        return new Result.Graded(item, a, null, Optional.of(r));
      }
      Grade g = l.grade(a.puzzle(), a.solution());
      return new Result.Graded(item, a, g, Optional.empty());
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    if (!(r instanceof Result.Graded g)) {
      return r.status().label();
    }
    if (g.rating().isPresent()) {
      Rating x = g.rating().get();
      return String.format(Locale.ROOT, "%s%.1f/%.1f/%.1f %s (%s)", x.estimated() ? "~" : "",
          x.er(), x.ep(), x.ed(), x.level().label(), x.hardest());
    }
    return g.difficulty() + " " + g.grade().score() + " " + g.text();
  }

  @Override
  boolean grades() {
    return true;
  }
}
