package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.Grid;
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

  Output(Format format, PrintWriter out, PrintWriter err, String command,
      Function<Result, String> lineText, boolean printSolution, boolean withGrade) {
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
          + (withGrade ? ",level,rating" : "") + ",error");
    }
  }

  void write(Result r) {
    if (r.error() != null && format != Format.json) {
      out.flush(); // the records before it first, then the message on a line of its own
      ProgressBar.clearShown();
      err.println("sudoku " + command + ": "
          + Messages.escape(Messages.source(r.file()) + ": " + r.error()));
    }
    switch (format) {
      case line -> out.println(lineText.apply(r));
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
        if (g != null) {
          h.append(g.toPretty());
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
            .put(r.countComplete() ? "count" : "count_at_least", r.count());
        if (r.puzzle() != null) {
          j.put("clues", r.puzzle().clues());
        }
        j.put("nodes", r.nodes());
        r.extraJson(j);
        out.println(j.put("error", r.error()));
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
        out.println(s.append(',').append(csv(r.error())));
      }
      default -> throw new AssertionError(format);
    }
  }

  private static String csv(String v) {
    if (v == null) {
      return "";
    }
    return v.indexOf(',') < 0 && v.indexOf('"') < 0 && v.indexOf('\n') < 0 ? v
        : '"' + v.replace("\"", "\"\"") + '"';
  }
}
