package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CliFailure;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.PencilMarks;
import dev.exactcover.sudoku.logic.Step;
import java.io.PrintWriter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudoku hint}: the next logical step for each partial grid. */
@Command(name = "hint", mixinStandardHelpOptions = true,
    description = {"Give the next logical step for each puzzle or partly filled grid: the "
        + "easiest technique that applies, in words.", "",
        "Line format: the step with its rating on Sudoku Explainer's scale (for example "
        + "'hidden single (1.2): the only place for 7 in box 2 => places 7 in r3c5'); "
        + "'solved' when the grid is complete; 'stuck' when no technique of the ladder applies; "
        + "'none: the grid has no solution', naming the entries without which it has one; "
        + "'invalid' (details on stderr). JSON: the step as technique, rating, places, removes "
        + "and text. A JSON line with \"entries\" beside \"puzzle\" (the values written into "
        + "its blank cells so far, . elsewhere) tells entries from givens: the entries that "
        + "contradict the givens' unique solution are named, 'none: the entry in r1c3 (5) "
        + "contradicts the unique solution of the givens'.", "",
        "Every hint is the next step of the rating ladder (see grade and explain), from the "
        + "candidates the grid's values leave. With --marks (9x9) the hint works on pencil "
        + "marks: the input may carry them (a 729-character Sukaku line or a candidate grid, as "
        + "explain reads them), and a second line gives the marks after the step as a Sukaku "
        + "line, to feed back for the next hint, so that eliminations progress."},
    footer = {"", "Examples:",
        "  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... "
        + "| ./sudoku hint",
        "  head -1 ../shared/datasets/sudoku9/top95.txt | ./sudoku hint --marks \\",
        "      | tail -1 | ./sudoku hint --marks"})
final class HintCommand extends PuzzleCommand {
  private final ThreadLocal<Map<Regions, LogicSolver>> logic =
      ThreadLocal.withInitial(HashMap::new);

  @Option(names = "--marks", description = "read and write pencil marks (9x9), see above")
  boolean marks;

  @Override
  String name() {
    return "hint";
  }

  @Override
  public Integer call() {
    return marks ? withMarks() : super.call();
  }

  /** The --marks form: one step of the rating ladder, then the marks after it. */
  private int withMarks() {
    PrintWriter o = spec.commandLine().getOut();
    PrintWriter e = spec.commandLine().getErr();
    LogicSolver nine = LogicSolver.of(Shape.NINE);
    int code = ExitCode.OK.code();
    for (String file : files.isEmpty() ? List.of("-") : files) {
      List<ExplainCommand.Entry> entries;
      try {
        entries = ExplainCommand.read(file, ctx().stdin());
      } catch (CliFailure f) {
        e.println("sudoku hint: " + f.getMessage());
        code = ExitCode.INVALID_INPUT.code();
        continue;
      }
      for (ExplainCommand.Entry x : entries) {
        String where = x.file() + ":" + x.line();
        if (x.error() != null) {
          e.println("sudoku hint: " + where + ": " + x.error());
          o.println("invalid");
          code = ExitCode.INVALID_INPUT.code();
          continue;
        }
        Grid grid = x.marks() != null ? x.marks().grid() : x.grid();
        if (!grid.shape().equals(Shape.NINE)) {
          e.println("sudoku hint: " + where + ": --marks is for 9x9 grids, not " + grid.shape());
          o.println("invalid");
          code = ExitCode.INVALID_INPUT.code();
          continue;
        }
        PencilMarks pm = x.marks() != null ? x.marks() : PencilMarks.of(grid);
        try {
          Optional<Step> step = nine.hint(grid, pm.masks(), true);
          if (step.isEmpty()) {
            o.println("none");
            continue;
          }
          Step s = step.get();
          o.println(s.text());
          o.println(pm.after(s).toSukaku());
        } catch (InvalidGridException ex) {
          e.println("sudoku hint: " + where + ": " + ex.getMessage());
          o.println("invalid");
          code = ExitCode.INVALID_INPUT.code();
        } catch (IllegalArgumentException ex) {
          e.println("sudoku hint: " + where + ": " + ex.getMessage());
          o.println("none");
          code = code == ExitCode.OK.code() ? ExitCode.NO_SOLUTION.code() : code;
        }
      }
    }
    o.flush();
    return code;
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      var grid = item.entry().grid();
      Grid entries = item.entry().entries();
      if (entries != null) { // givens told from entries: the entries the givens rule out, named
        Answer givens = solver.solve(grid, limits.withSolutions(2));
        StringBuilder wrong = new StringBuilder();
        int found = 0;
        for (int c = 0; c < grid.shape().cells(); c++) {
          if (grid.get(c) == 0 && entries.get(c) != 0) {
            if (givens.verdict() == Verdict.UNIQUE
                && entries.get(c) != givens.solution().get(c)) {
              wrong.append(found++ == 0 ? "" : ", ").append(Grid.cellName(c, grid.side()))
                  .append(" (").append(Shape.symbolOf(entries.get(c))).append(')');
            }
            grid = grid.with(c, entries.get(c));
          }
        }
        if (found > 0) { // the grid so far has no solution: the givens' one differs there
          return new Result.Hinted(item, solver.solve(grid, limits.withSolutions(1)),
              Optional.empty(), "none: the entr" + (found == 1 ? "y in " + wrong + " contradicts"
              : "ies in " + wrong + " contradict") + " the unique solution of the givens");
        }
      }
      Answer a = solver.solve(grid, limits.withSolutions(2));
      if (a.verdict() == Verdict.UNKNOWN) {
        return new Result.Checked(item, a); // a limit stopped the check
      }
      if (a.verdict() == Verdict.NONE) { // no step leads anywhere: say which entries to blame
        return new Result.Hinted(item, a, Optional.empty(), wrongEntries(solver, grid, limits));
      }
      Regions rules = solver.regions(grid.shape());
      Optional<Step> step = logic.get().computeIfAbsent(rules, LogicSolver::of)
          .hint(grid, a.verdict() == Verdict.UNIQUE);
      return new Result.Hinted(item, a, step, step.isPresent() ? ""
          : grid.clues() == grid.shape().cells() ? "solved"
          : "stuck: no technique of the rating ladder applies (a nested forcing chain is "
          + "needed)");
    } catch (IllegalArgumentException e) { // conflicting givens (named by the logical solver)
      return conflict(item, e);
    }
  }

  /**
   * Why a grid has no solution, in words: the filled cells that, blanked alone, leave a grid
   * with a solution (the entries to check first), found by one solver call per filled cell.
   */
  private static String wrongEntries(SudokuSolver solver, Grid grid, Limits limits) {
    StringBuilder cells = new StringBuilder();
    int found = 0;
    for (int c = 0; c < grid.shape().cells(); c++) {
      if (grid.get(c) == 0) {
        continue;
      }
      Answer a = solver.solve(grid.with(c, 0), limits.withSolutions(1));
      if (a.count() > 0) {
        cells.append(found++ == 0 ? "" : ", ").append(Grid.cellName(c, grid.side()))
            .append(" (").append(grid.get(c)).append(')');
      }
    }
    return "none: the grid has no solution" + (found == 0 ? ""
        : found == 1 ? "; the entry in " + cells + " is wrong: without it the grid has one"
        : "; without any one of " + cells + " it has one: check those entries");
  }

  @Override
  int exitCode(java.util.Map<PuzzleStatus, Long> tally) {
    return tally.containsKey(PuzzleStatus.NONE) ? ExitCode.NO_SOLUTION.code() : ExitCode.OK.code();
  }

  @Override
  String lineText(Result r) {
    return r.text() != null ? r.text() : r.status().label();
  }
}
