package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CliFailure;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.dlx.internal.json.Json;
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
        + "'multiple' when the grid has several solutions, as check says it (exit 0); "
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
        + "line, to feed back for the next hint, so that eliminations progress: the same "
        + "checks first (several solutions, none, the entries or marks to blame), the same "
        + "statuses and exit codes; in JSON the marks after the step are the key marks."},
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

  /** What {@code hint} says when no technique of the ladder applies, with or without marks. */
  static final String STUCK =
      "stuck: no technique of the rating ladder applies, not even SE's deepest nested chains";

  /**
   * The --marks form: the same checks as without marks (no solution, several, the entries to
   * blame), then one step of the rating ladder and the marks after it.
   */
  private int withMarks() {
    PrintWriter o = ctx().out();
    PrintWriter e = ctx().err();
    LogicSolver nine = LogicSolver.of(Shape.NINE);
    SudokuSolver solver = dev.exactcover.sudoku.Sudoku.solver();
    boolean json = format == Format.json;
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
        Grid grid = x.error() != null ? null : x.marks() != null ? x.marks().grid() : x.grid();
        String problem = x.error() != null ? x.error() : !grid.shape().equals(Shape.NINE)
            ? "--marks is for 9x9 grids, not " + grid.shape()
            : solver.conflicts(grid).isEmpty() ? null
            : new InvalidGridException(solver.conflicts(grid)).getMessage();
        if (problem != null) {
          e.println("sudoku hint: " + where + ": " + problem);
          print(o, json, x, grid, PuzzleStatus.INVALID, "invalid", null, null);
          code = ExitCode.INVALID_INPUT.code();
          continue;
        }
        if (x.entries() != null) { // givens told from entries, as without marks
          String wrong = contradicted(solver, grid, x.entries(), Limits.none());
          grid = merged(grid, x.entries());
          if (wrong != null) {
            print(o, json, x, grid, PuzzleStatus.NONE, wrong, null, null);
            code = code == ExitCode.OK.code() ? ExitCode.NO_SOLUTION.code() : code;
            continue;
          }
        }
        PencilMarks pm = x.marks() != null ? x.marks() : PencilMarks.of(grid);
        Verdict v = x.marks() != null ? nine.verdict(grid, pm.masks())
            : solver.solve(grid).verdict();
        if (v == Verdict.NONE) {
          print(o, json, x, grid, PuzzleStatus.NONE, x.marks() == null
              || solver.solve(grid).verdict() == Verdict.NONE
              ? wrongEntries(solver, grid, Limits.none()) : wrongMarks(solver, grid, pm), null,
              null);
          code = code == ExitCode.OK.code() ? ExitCode.NO_SOLUTION.code() : code;
          continue;
        }
        if (v == Verdict.MULTIPLE) {
          print(o, json, x, grid, PuzzleStatus.MULTIPLE, PuzzleStatus.MULTIPLE.label(), null,
              null);
          continue;
        }
        Optional<Step> step = nine.hint(grid, pm.masks(), true);
        if (step.isEmpty()) {
          print(o, json, x, grid, pm.isSolved() ? PuzzleStatus.SOLVED : PuzzleStatus.STUCK,
              pm.isSolved() ? "solved" : STUCK, null, null);
          continue;
        }
        print(o, json, x, grid, PuzzleStatus.HINT, step.get().text(), step.get(),
            pm.after(step.get()).toSukaku());
      }
    }
    o.flush();
    return code;
  }

  /**
   * One record of the --marks form: in lines the text (and, after a step, the marks after it on
   * a second line); in JSON one object with the keys of the form without marks, and
   * {@code marks}, the marks after the step as a Sukaku line.
   */
  private static void print(PrintWriter o, boolean json, ExplainCommand.Entry x, Grid grid,
      PuzzleStatus status, String text, Step step, String after) {
    if (!json) {
      o.println(text);
      if (after != null) {
        o.println(after);
      }
      return;
    }
    Json j = new Json().put("file", x.file().equals("<stdin>") ? "-" : x.file())
        .put("line", x.line())
        .put("status", status.label());
    if (grid != null) {
      j.put("puzzle", x.marks() != null ? x.marks().toSukaku() : grid.toLine())
          .put("clues", grid.clues());
    }
    if (step != null) {
      Steps.json(j, step);
    }
    if (status != PuzzleStatus.MULTIPLE) { // as check writes it: the status says it all
      j.put("text", text);
    }
    if (after != null) {
      j.put("marks", after);
    }
    o.println(j.put("rules", "standard"));
  }

  /**
   * Why marks admit no solution when their values have one: the cells whose marks leave out
   * the value of the values' unique solution, named.
   */
  private static String wrongMarks(SudokuSolver solver, Grid grid, PencilMarks pm) {
    Answer a = solver.solve(grid);
    StringBuilder cells = new StringBuilder();
    int found = 0;
    if (a.verdict() == Verdict.UNIQUE) {
      for (int c = 0; c < grid.shape().cells(); c++) {
        int v = a.solution().get(c);
        if (grid.get(c) == 0 && (pm.candidates(c) & 1 << v - 1) == 0) {
          cells.append(found++ == 0 ? "" : ", ").append(Grid.cellName(c, grid.side()))
              .append(" (").append(Shape.symbolOf(v)).append(')');
        }
      }
    }
    return "none: the pencil marks admit no solution" + (found == 0 ? ""
        : "; the marks of " + cells + (found == 1 ? " leave" : " leave") + " out "
        + (found == 1 ? "its value" : "their values") + " in the unique solution of the values");
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      var grid = item.entry().grid();
      Grid entries = item.entry().entries();
      if (entries != null) { // givens told from entries: the entries the givens rule out, named
        String wrong = contradicted(solver, grid, entries, limits);
        grid = merged(grid, entries);
        if (wrong != null) { // the grid so far has no solution: the givens' one differs there
          return new Result.Hinted(item, solver.solve(grid, limits.withSolutions(1)),
              Optional.empty(), wrong);
        }
      }
      Answer a = solver.solve(grid, limits.withSolutions(2));
      if (a.verdict() == Verdict.UNKNOWN) {
        return new Result.Checked(item, a); // a limit stopped the check
      }
      if (a.verdict() == Verdict.NONE) { // no step leads anywhere: say which entries to blame
        return new Result.Hinted(item, a, Optional.empty(), wrongEntries(solver, grid, limits));
      }
      if (a.verdict() == Verdict.MULTIPLE) { // said as check says it: no step is a hint then
        return new Result.Checked(item, a, VariantHint.multiple(solver, grid, a.verdict(),
            limits));
      }
      Regions rules = solver.regions(grid.shape());
      Optional<Step> step = logic.get().computeIfAbsent(rules, LogicSolver::of)
          .hint(grid, true);
      return new Result.Hinted(item, a, step, step.isPresent() ? ""
          : grid.clues() == grid.shape().cells() ? "solved" : STUCK);
    } catch (IllegalArgumentException e) { // conflicting givens (named by the logical solver)
      return conflict(item, e);
    }
  }

  /** The givens with the entries written into their blank cells. */
  static Grid merged(Grid givens, Grid entries) {
    Grid grid = givens;
    for (int c = 0; c < givens.shape().cells(); c++) {
      if (givens.get(c) == 0 && entries.get(c) != 0) {
        grid = grid.with(c, entries.get(c));
      }
    }
    return grid;
  }

  /**
   * The entries that contradict the unique solution of the givens, in words ({@code none: the
   * entry in r1c3 (5) contradicts...}), or null when none does or the givens have no unique
   * solution.
   */
  static String contradicted(SudokuSolver solver, Grid givens, Grid entries, Limits limits) {
    Answer a = solver.solve(givens, limits.withSolutions(2));
    if (a.verdict() != Verdict.UNIQUE) {
      return null;
    }
    StringBuilder wrong = new StringBuilder();
    int found = 0;
    for (int c = 0; c < givens.shape().cells(); c++) {
      if (givens.get(c) == 0 && entries.get(c) != 0 && entries.get(c) != a.solution().get(c)) {
        wrong.append(found++ == 0 ? "" : ", ").append(Grid.cellName(c, givens.side()))
            .append(" (").append(Shape.symbolOf(entries.get(c))).append(')');
      }
    }
    return found == 0 ? null : "none: the entr" + (found == 1 ? "y in " + wrong + " contradicts"
        : "ies in " + wrong + " contradict") + " the unique solution of the givens";
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
            .append(" (").append(Shape.symbolOf(grid.get(c))).append(')');
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
