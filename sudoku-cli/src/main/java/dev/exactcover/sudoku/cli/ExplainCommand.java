package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
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
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sudoku explain}: the whole solving path of each 9x9 puzzle, step by step. */
@Command(name = "explain", mixinStandardHelpOptions = true,
    description = {"Explain how to solve each 9x9 puzzle, step by step, with the techniques of "
        + "the rating (see grade): each step names its technique and rating, the cells and "
        + "candidates it reasons about, and after '=>' what it places and removes.",
        "",
        "Input: puzzles in any format the README lists, or pencil marks to continue from: a "
        + "729-character Sukaku line (nine characters per cell, the k-th the digit k or '.'), "
        + "or a candidate grid (81 groups of digits, as --marks prints them)."},
    footer = {"", "Exit codes: 0 done; 1 a puzzle has no solution; 2 usage error; 3 invalid "
        + "input (the message names the file, line and rule)" + Main.EXIT_MORE, "", "Examples:",
        "  echo 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4...... "
        + "| ./sudoku explain",
        "  ./sudoku explain --marks puzzle.txt"})
final class ExplainCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..*", paramLabel = "FILE",
      description = "puzzle or pencil-mark files; none or -: stdin")
  List<String> files = new ArrayList<>();

  @Option(names = "--marks", description = "show the pencil-mark grid before each step")
  boolean marks;

  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  /** One puzzle of the input: where it starts, and its grid or marks (or what is wrong). */
  record Entry(String file, int line, Grid grid, PencilMarks marks, String error) {}

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    int code = Main.OK;
    List<String> inputs = files.isEmpty() ? List.of("-") : files;
    int count = 0;
    for (String file : inputs) {
      List<Entry> entries;
      try {
        entries = read(file);
      } catch (CliFailure f) {
        err.println("sudoku explain: " + f.getMessage());
        code = Math.max(code, f.exitCode());
        continue;
      }
      for (Entry e : entries) {
        if (count++ > 0) {
          out.println();
        }
        int c = explain(e, out, err);
        code = code == Main.INVALID_INPUT || c == Main.OK ? code : Math.max(code, c);
      }
    }
    out.flush();
    return code;
  }

  private int explain(Entry e, PrintWriter out, PrintWriter err) {
    String where = e.file + ":" + e.line;
    if (e.error != null) {
      err.println("sudoku explain: " + where + ": " + e.error);
      return Main.INVALID_INPUT;
    }
    Grid grid = e.marks != null ? e.marks.grid() : e.grid;
    if (!grid.shape().equals(Shape.NINE)) {
      err.println("sudoku explain: " + where + ": a " + grid.shape() + " grid; explanations "
          + "are for 9x9 puzzles");
      return Main.INVALID_INPUT;
    }
    Rating r;
    try {
      r = e.marks != null ? NINE.rate(grid, e.marks.masks()) : NINE.rate(grid);
    } catch (dev.exactcover.sudoku.InvalidGridException x) {
      err.println("sudoku explain: " + where + ": " + x.getMessage());
      return Main.INVALID_INPUT;
    } catch (IllegalArgumentException x) {
      err.println("sudoku explain: " + where + ": " + x.getMessage());
      return Main.NO_SOLUTION;
    }
    PencilMarks pm = e.marks != null ? e.marks : PencilMarks.of(grid);
    out.println("puzzle " + where + ": " + (e.marks != null ? pm.toSukaku() : grid.toLine()));
    out.println(String.format(Locale.ROOT, "rating %s%.1f/%.1f/%.1f %s (%s), %d steps",
        r.estimated() ? "~" : "", r.er(), r.ep(), r.ed(), r.level().label(), r.hardest(),
        r.steps().size()));
    int n = 0;
    for (Step s : r.steps()) {
      if (marks) {
        out.print(pm.toGridText());
      }
      out.println(++n + ". " + s.text());
      pm = pm.after(s);
    }
    out.println("solved: " + pm.grid().toLine());
    return Main.OK;
  }

  /** The puzzles of {@code file} ({@code -}: stdin). */
  static List<Entry> read(String file) {
    String name = file.equals("-") ? "<stdin>" : file;
    String text;
    try {
      if (file.equals("-")) {
        InputStream in = System.in;
        text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      } else {
        text = Files.readString(Path.of(file), StandardCharsets.UTF_8);
      }
    } catch (NoSuchFileException x) {
      throw new CliFailure(Main.INVALID_INPUT, name + ": no such file");
    } catch (IOException x) {
      throw new CliFailure(Main.INVALID_INPUT, name + ": cannot read: " + x.getMessage());
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
        entries.add(p.isValid() ? new Entry(name, p.line(), p.grid(), null, null)
            : new Entry(name, p.line(), null, null, p.error().getMessage()));
      }
    } catch (IOException x) {
      throw new CliFailure(Main.INVALID_INPUT, name + ": cannot read: " + x.getMessage());
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
