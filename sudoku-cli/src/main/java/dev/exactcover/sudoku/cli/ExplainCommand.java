package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CliFailure;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import dev.exactcover.sudoku.format.PuzzleEntry;
import dev.exactcover.sudoku.format.PuzzleReader;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.PencilMarks;
import dev.exactcover.sudoku.logic.Step;
import dev.exactcover.sudoku.logic.Rating;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudoku explain}: the whole solving path of each puzzle, step by step. */
@Command(name = "explain", mixinStandardHelpOptions = true,
    description = {"Explain how to solve each puzzle, step by step, with the techniques of the "
        + "rating (see grade), at every size and for X and jigsaw rules: each step names its "
        + "technique and rating, the cells and candidates it reasons about, and after '=>' what "
        + "it places and removes.", "",
        "Line format: per puzzle, 'puzzle' and the puzzle, the rating line as grade writes it "
        + "with the number of steps, one numbered line per step, and 'solved:' with the "
        + "solution; 'multiple' or 'none' when the puzzle has no unique solution; 'invalid' "
        + "(details on stderr); a blank line between puzzles. JSON: one object per puzzle with "
        + "the rating's keys (rating, ep, ed, level, hardest, estimated) and steps, an array of "
        + "objects (technique, rating, places, removes, text).", "",
        "With --marks (9x9) explain works on pencil marks: the input may be a 729-character "
        + "Sukaku line (nine characters per cell, the k-th the digit k or '.') or a candidate "
        + "grid (81 groups of digits), and the pencil-mark grid is printed before each step."},
    footer = {"",
        "Examples:",
        "  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... "
        + "| ./sudoku explain",
        "  head -1 ../shared/datasets/sudoku9/easy50.txt | ./sudoku explain --format json",
        "  head -1 ../shared/datasets/sudoku9/easy50.txt | ./sudoku explain --marks"})
final class ExplainCommand extends PuzzleCommand {
  @Option(names = "--marks", description = "work on pencil marks (9x9): read them, and show the "
      + "pencil-mark grid before each step")
  boolean marks;

  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);
  private final ThreadLocal<Map<Regions, LogicSolver>> logic =
      ThreadLocal.withInitial(HashMap::new);

  @Override
  String name() {
    return "explain";
  }

  @Override
  public Integer call() {
    return marks ? withMarks() : super.call();
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      Answer a = solver.solve(item.entry().grid(), limits.withSolutions(2));
      if (a.verdict() != Verdict.UNIQUE) {
        return new Result.Checked(item, a);
      }
      Regions rules = solver.regions(a.puzzle().shape());
      Rating r = logic.get().computeIfAbsent(rules, LogicSolver::of).rate(a.puzzle());
      return new Result.Explained(item, a, r);
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    if (!(r instanceof Result.Explained x)) {
      return r.status().label() + "\n"; // a blank line after every record
    }
    StringBuilder s = new StringBuilder("puzzle ").append(x.answer().puzzle().toLine())
        .append('\n').append("rating ").append(Ratings.line(x.rating())).append(", ")
        .append(x.rating().steps().size()).append(" steps\n");
    int n = 0;
    for (Step step : x.rating().steps()) {
      s.append(++n).append(". ").append(step.text()).append('\n');
    }
    return s.append("solved: ").append(x.answer().solution().toLine()).append('\n').toString();
  }

  @Override
  int exitCode(Map<PuzzleStatus, Long> tally) {
    return tally.containsKey(PuzzleStatus.NONE) || tally.containsKey(PuzzleStatus.MULTIPLE)
        ? ExitCode.NO_SOLUTION.code() : ExitCode.OK.code();
  }

  /** The --marks form: pencil marks read and shown, 9x9. */
  private int withMarks() {
    PrintWriter out = ctx().out();
    PrintWriter err = ctx().err();
    int code = ExitCode.OK.code();
    List<String> inputs = files.isEmpty() ? List.of("-") : files;
    int count = 0;
    for (String file : inputs) {
      List<Entry> entries;
      try {
        entries = read(file, ctx().stdin());
      } catch (CliFailure f) {
        err.println("sudoku explain: " + f.getMessage());
        code = Math.max(code, f.exitCode());
        continue;
      }
      if (entries.isEmpty()) {
        err.println("sudoku explain: " + (file.equals("-") ? "<stdin>" : file)
            + ": no puzzles in the input (it is empty, or only blank and comment lines)");
        code = Math.max(code, ExitCode.INVALID_INPUT.code());
      }
      for (Entry e : entries) {
        if (count++ > 0) {
          out.println();
        }
        int c = explain(e, out, err);
        code = code == ExitCode.INVALID_INPUT.code() || c == ExitCode.OK.code() ? code : Math.max(code, c);
      }
    }
    out.flush();
    return code;
  }

  /**
   * One puzzle of the input: where it starts, and its grid or marks (or what is wrong), with the
   * entries a JSON line tells from its givens (or null).
   */
  record Entry(String file, int line, Grid grid, PencilMarks marks, String error, Grid entries) {
    Entry(String file, int line, Grid grid, PencilMarks marks, String error) {
      this(file, line, grid, marks, error, null);
    }
  }

  private int explain(Entry e, PrintWriter out, PrintWriter err) {
    String where = e.file + ":" + e.line;
    if (e.error != null) {
      err.println("sudoku explain: " + (e.error.startsWith("line ") ? e.file : where) + ": "
          + e.error);
      out.println("invalid");
      return ExitCode.INVALID_INPUT.code();
    }
    Grid grid = e.marks != null ? e.marks.grid() : e.grid;
    if (!grid.shape().equals(Shape.NINE)) {
      err.println("sudoku explain: " + where + ": a " + grid.shape() + " grid; --marks is for "
          + "9x9 grids (explain without --marks takes every size)");
      out.println("invalid");
      return ExitCode.INVALID_INPUT.code();
    }
    Rating r;
    try {
      r = e.marks != null ? NINE.rate(grid, e.marks.masks()) : NINE.rate(grid);
    } catch (dev.exactcover.sudoku.InvalidGridException x) {
      err.println("sudoku explain: " + where + ": " + x.getMessage());
      out.println("invalid");
      return ExitCode.INVALID_INPUT.code();
    } catch (IllegalArgumentException x) {
      err.println("sudoku explain: " + where + ": " + x.getMessage());
      out.println("none");
      return ExitCode.NO_SOLUTION.code();
    }
    PencilMarks pm = e.marks != null ? e.marks : PencilMarks.of(grid);
    out.println("puzzle " + where + ": " + (e.marks != null ? pm.toSukaku() : grid.toLine()));
    out.println("rating " + Ratings.line(r) + ", " + r.steps().size() + " steps");
    int n = 0;
    for (Step s : r.steps()) {
      if (marks) {
        out.print(pm.toGridText());
      }
      out.println(++n + ". " + s.text());
      pm = pm.after(s);
    }
    out.println("solved: " + pm.grid().toLine());
    return ExitCode.OK.code();
  }

  /** The puzzles of {@code file} ({@code -}: stdin). */
  static List<Entry> read(String file, InputStream stdin) {
    String name = file.equals("-") ? "<stdin>" : file;
    String text;
    try {
      if (file.equals("-")) {
        text = new String(stdin.readAllBytes(), StandardCharsets.UTF_8);
      } else {
        text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
      }
    } catch (NoSuchFileException x) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), name + ": no such file");
    } catch (IOException x) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), name + ": cannot read: " + x.getMessage());
    }
    List<Entry> entries = new ArrayList<>();
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      String compact = lines[i].replaceAll("\\s", "");
      if (compact.length() == 729 && !compact.startsWith("#")) {
        entries.add(marksEntry(name, i + 1, lines[i]));
      }
    }
    if (!entries.isEmpty()) {
      return entries;
    }
    String content = stripComments(text);
    if (PencilMarks.looksLikeMarks(content)) {
      int first = 1;
      while (first <= lines.length && lines[first - 1].isBlank()) {
        first++;
      }
      return List.of(marksEntry(name, first, content));
    }
    try (PuzzleReader reader = Sudoku.reader(new StringReader(text))) {
      while (reader.hasNext()) {
        PuzzleEntry p = reader.next();
        entries.add(p.isValid() ? new Entry(name, p.line(), p.grid(), null, null, p.entries())
            : new Entry(name, p.line(), null, null, p.error().getMessage()));
      }
    } catch (IOException x) {
      throw new CliFailure(ExitCode.INVALID_INPUT.code(), name + ": cannot read: " + x.getMessage());
    }
    return entries;
  }

  private static String stripComments(String text) {
    StringBuilder s = new StringBuilder();
    for (String line : text.split("\r?\n")) {
      if (!line.strip().startsWith("#")) {
        s.append(line).append('\n');
      }
    }
    return s.toString();
  }

  private static Entry marksEntry(String file, int line, String text) {
    try {
      return new Entry(file, line, null, PencilMarks.parse(text), null);
    } catch (IllegalArgumentException x) {
      return new Entry(file, line, null, null, x.getMessage());
    }
  }
}
