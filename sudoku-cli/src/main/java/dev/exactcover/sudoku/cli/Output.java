package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.cli.Messages;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.format.Fpuzzles;
import dev.exactcover.sudoku.format.VariantsJson;
import dev.exactcover.sudoku.variant.Rules;
import java.io.PrintWriter;
import java.util.function.Function;

/** Writes results in one of the {@link Format formats}, one record per puzzle, in order. */
final class Output {
  private final Format format;
  private final PrintWriter out;
  private final PrintWriter err;
  private final String command;
  private final Function<Result, String> lineText;
  private final boolean printSolution; // grid format: show the solution's grid
  private final boolean withGrade;
  private final Function<Result, Regions> rules; // each record's rules (null: unreadable)
  private final Runnable clearProgress; // takes the progress bar off the screen
  private String declared = "classic"; // grid: the rules of the last "# rules:" line written
  private boolean rulesInLines; // line: a "# rules:" line where the rules change (solve, check)

  Output(Format format, PrintWriter out, PrintWriter err, String command,
      Function<Result, String> lineText, boolean printSolution, boolean withGrade,
      Function<Result, Regions> rules, Runnable clearProgress) {
    this.clearProgress = clearProgress;
    this.rules = rules;
    this.format = format;
    this.out = out;
    this.err = err;
    this.command = command;
    this.lineText = lineText;
    this.printSolution = printSolution;
    this.withGrade = withGrade;
  }

  void header() {
    if (format == Format.csv) {
      out.println("file,line,puzzle,solution,status,count,clues,nodes"
          + (withGrade ? ",level,rating" : "") + ",error,rules,regions");
    }
  }

  /** The error after its file name: {@code :4:17: rule} when it names its place. */
  private static String placed(String error) {
    return (error.matches("[0-9]+(:[0-9]+)?: .*") ? ":" : ": ") + error;
  }

  void write(Result r) {
    if (r.error() != null && format != Format.json) {
      out.flush(); // the records before it first, then the message on a line of its own
      clearProgress.run();
      err.println("sudoku " + command + ": "
          + Messages.escape(Inputs.source(r.file()) + placed(r.error())));
    }
    String note = note(r);
    if (note != null && format != Format.json) {
      out.flush();
      clearProgress.run();
      err.println("sudoku " + command + ": " + Messages.escape(Inputs.source(r.file())
          + ":" + r.line() + ": " + note));
    }
    switch (format) {
      case line -> {
        Regions own = rulesInLines && r.puzzle() != null ? rules.apply(r) : null;
        String line = own == null ? declared : lineRules(own);
        out.println(line.equals(declared) ? lineText.apply(r)
            : "# rules: " + line + "\n" + lineText.apply(r)); // one record, one write
        declared = line;
      }
      case grid -> {
        StringBuilder h = new StringBuilder("# ").append(Messages.escape(r.file()))
            .append(" line ").append(r.line()).append(": ").append(r.status().label());
        if (r instanceof Result.ShardPart) {
          h.append(r.headerNote());
        }
        if (r.count() != null) {
          h.append(", ").append(r.count()).append(r.countComplete() ? "" : "+")
              .append(r.count() == 1 && r.countComplete() ? " solution" : " solutions");
        }
        if (!(r instanceof Result.ShardPart)) {
          h.append(r.headerNote());
        }
        if (r.nodes() > 0) {
          h.append(" (").append(r.nodes()).append(" nodes)");
        }
        h.append('\n');
        Grid g = r.shown(printSolution);
        if (g != null) { // drawn with its own regions, a jigsaw's walls and all
          Regions own = rules.apply(r);
          if (own == null || !own.shape().equals(g.shape())) { // rules that do not fit it
            own = Regions.standard(g.shape());
          }
          String line = rulesLine(own);
          if (!line.equals(declared)) {
            h.append("# rules: ").append(line).append('\n');
            declared = line;
          }
          h.append(own.draw(g));
        }
        if (r.text() != null) { // as comments, so that the record reads back as its grid
          for (String line : r.text().split("\n", -1)) {
            h.append("# ").append(line).append('\n');
          }
        }
        out.print(h.append('\n')); // one record, one write: never torn
      }
      case json -> {
        Json j = new Json().put("file", r.file()).put("line", r.line())
            .put("status", r.status().label())
            .put("puzzle", r.puzzle() == null ? null : r.puzzle().toLine())
            .put("solution", r.solution() == null ? null : r.solution().toLine())
            .put(r.countComplete() ? "solutions" : "solutions_at_least", r.count());
        if (r.count() != null) { // the same two words as every counting command's JSON
          j.put("complete", r.countComplete());
        }
        if (r.puzzle() != null) {
          j.put("clues", r.puzzle().clues());
        }
        j.put("nodes", r.nodes());
        r.extraJson(j);
        Regions own = r.puzzle() == null ? null : rules.apply(r); // null: rules that do not fit
        j.put("error", r.error()).put("note", note)
            .put("rules", own == null ? null : own.name())
            .put("regions", own != null && own.hasPieces() ? own.blockMap() : null);
        Rules variants = own == null ? null : variants(r, own);
        if (variants != null) {
          j.raw("variants", VariantsJson.toJson(variants));
        }
        out.println(j);
      }
      case fpuzzles -> {
        Regions own = r.puzzle() == null ? null : rules.apply(r);
        if (own == null) { // nothing to open in f-puzzles: the record says why
          out.println(new Json().put("file", r.file()).put("line", r.line())
              .put("status", r.status().label()).put("error", r.error()));
        } else {
          Rules all = variants(r, own);
          out.println(fpuzzles(r.puzzle(), all != null ? all : Rules.of(own), r.solution()));
        }
      }
      case csv -> {
        StringBuilder s = new StringBuilder();
        s.append(csv(r.file())).append(',').append(r.line()).append(',')
            .append(r.puzzle() == null ? "" : r.puzzle().toLine()).append(',')
            .append(r.solution() == null ? "" : r.solution().toLine()).append(',')
            .append(r.status().label()).append(',').append(r.count() == null ? ""
                : r.countComplete() ? r.count().toString() : r.count() + "+")
            .append(',').append(r.puzzle() == null ? "" : r.puzzle().clues()).append(',')
            .append(r.nodes());
        if (withGrade) {
          s.append(',').append(r instanceof Result.Graded g ? g.level() + ","
              + g.score() : ",");
        }
        Regions own = r.puzzle() == null ? null : rules.apply(r);
        out.println(s.append(',').append(csv(r.error())).append(',').append(own == null ? ","
            : csvRules(own)));
      }
      default -> throw new AssertionError(format);
    }
  }

  /** What the record's input held beside its puzzle, and what another variant makes of it. */
  private static String note(Result r) {
    String read = r.item().entry().note();
    String variant = r.variantNote();
    return read == null ? variant : variant == null ? read : read + "; " + variant;
  }

  /** The variant rules of {@code r}'s input under the regions it was worked with, or null. */
  private static Rules variants(Result r, Regions own) {
    Rules v = r.item().entry().variantRules();
    if (v == null) {
      return null;
    }
    return v.regions().equals(own) ? v : new Rules(own, v.list());
  }

  /**
   * A puzzle as an f-puzzles JSON line: f-puzzles' own keys, then its {@code solution} (the
   * values in cell order, as f-puzzles keeps it) when known, and a {@code link} that opens it.
   */
  static String fpuzzles(Grid puzzle, Rules rules, Grid solution) {
    String json = Fpuzzles.toJson(puzzle, rules);
    StringBuilder s = new StringBuilder(json.substring(0, json.length() - 1));
    if (solution != null) {
      s.append(",\"solution\":[");
      for (int c = 0; c < solution.shape().cells(); c++) {
        s.append(c == 0 ? "" : ",").append(solution.get(c));
      }
      s.append(']');
    }
    return s.append(",\"link\":\"").append(Fpuzzles.toLink(puzzle, rules)).append("\"}")
        .toString();
  }

  /**
   * Writes, in the line format, a {@code # rules:} line before a record whose rules differ from
   * the last ones written (classic at first), so that the lines read back with their rules.
   */
  Output withRulesInLines() {
    rulesInLines = true;
    return this;
  }

  /**
   * What the {@code # rules:} line of the line format says, as {@code generate} writes it: the
   * rules' name with a jigsaw's block map, {@code classic} for the classic rules.
   */
  static String lineRules(Regions r) {
    return r.equals(Regions.standard(r.shape())) ? "classic" : r.name() + (r.hasPieces()
        ? " " + r.blockMap().replace("\n", " ").strip() : "");
  }

  /**
   * What the {@code # rules:} line above a drawn grid says, so that it reads back with its rules:
   * {@code X} for the diagonals, {@code classic} otherwise (a jigsaw's walls give its pieces),
   * but the whole map where a piece lies in parts (walls cannot tell it from two pieces).
   */
  static String rulesLine(Regions r) {
    return !connected(r) ? r.name() + " " + r.blockMap().strip().replace("\n", " ")
        : diagonals(r) ? "X" : "classic";
  }

  /** Whether every block of {@code r} is one piece (cells joined side by side). */
  private static boolean connected(Regions r) {
    if (!r.hasPieces()) {
      return true;
    }
    int n = r.shape().side();
    String map = r.blockMap().replace("\n", "");
    int[] part = new int[n * n];
    java.util.Arrays.fill(part, -1);
    int parts = 0;
    java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>();
    for (int s = 0; s < n * n; s++) {
      if (part[s] >= 0) {
        continue;
      }
      part[s] = parts;
      todo.push(s);
      while (!todo.isEmpty()) {
        int c = todo.pop();
        for (int m : new int[] {c % n > 0 ? c - 1 : -1, c % n < n - 1 ? c + 1 : -1, c - n,
            c + n}) {
          if (m >= 0 && m < n * n && part[m] < 0 && map.charAt(m) == map.charAt(c)) {
            part[m] = parts;
            todo.push(m);
          }
        }
      }
      parts++;
    }
    return parts == n;
  }

  /** Whether {@code r} has the diagonals (X, jigsaw X). */
  static boolean diagonals(Regions r) {
    return r.list().stream().anyMatch(g -> g.kind() == RegionKind.DIAGONAL);
  }

  /**
   * The {@code rules,regions} columns of a CSV row: the rules' name, and a jigsaw's map as its
   * rows separated by spaces (empty for boxes).
   */
  static String csvRules(Regions r) {
    return r.name() + "," + (r.hasPieces() ? r.blockMap().strip().replace("\n", " ") : "");
  }

  private static String csv(String v) {
    if (v == null) {
      return "";
    }
    return v.indexOf(',') < 0 && v.indexOf('"') < 0 && v.indexOf('\n') < 0 ? v
        : '"' + v.replace("\"", "\"\"") + '"';
  }
}
