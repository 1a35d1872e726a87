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
          + (withGrade ? ",grade,score" : "") + ",error");
    }
  }

  void write(Result r) {
    if (r.error() != null && format != Format.json) {
      err.println("sudoku " + command + ": " + r.file() + ": " + r.error());
    }
    switch (format) {
      case line -> out.println(lineText.apply(r));
      case grid -> {
        StringBuilder h = new StringBuilder("# ").append(r.file()).append(" line ")
            .append(r.line()).append(": ").append(r.status());
        Result.Pieces p = r.extra() == null ? null : r.extra().pieces();
        if (p != null && p.shard() != null) {
          h.append(r.status().equals("shard") ? " " : " in shard ").append(p.shard())
              .append('/').append(p.of());
        }
        if (r.count() != null) {
          h.append(", ").append(r.count()).append(r.status().equals("limit") ? "+" : "")
              .append(r.count() == 1 ? " solution" : " solutions");
        }
        if (r.extra() != null && r.extra().grade() != null) {
          h.append(", ").append(r.extra().grade());
        }
        if (r.nodes() > 0) {
          h.append(" (").append(r.nodes()).append(" nodes)");
        }
        out.println(h);
        Grid g = r.extra() != null && r.extra().minimized() != null ? r.extra().minimized()
            : printSolution && r.solution() != null ? r.solution() : r.puzzle();
        if (g != null) {
          out.print(g.toPretty());
        }
        if (r.extra() != null && r.extra().text() != null) {
          out.println(r.extra().text());
        }
        out.println();
      }
      case json -> {
        Json j = new Json().put("file", r.file()).put("line", r.line())
            .put("status", r.status())
            .put("puzzle", r.puzzle() == null ? null : r.puzzle().toLine())
            .put("solution", r.solution() == null ? null : r.solution().toLine())
            .put("count", r.count());
        if (r.puzzle() != null) {
          j.put("clues", r.puzzle().clues());
        }
        j.put("nodes", r.nodes());
        if (r.extra() != null) {
          j.put("grade", r.extra().grade());
          if (r.extra().score() != null) {
            j.put("score", r.extra().score().longValue());
          }
          j.put("text", r.extra().text());
          if (r.extra().minimized() != null) {
            j.put("minimized", r.extra().minimized().toLine());
            j.put("minimizedClues", r.extra().minimized().clues());
          }
          j.put("unnecessary", r.extra().unnecessary());
          Result.Pieces p = r.extra().pieces();
          if (p != null) {
            if (p.shard() != null) {
              j.put("shard", p.shard().longValue()).put("of", p.of().longValue());
            }
            j.put("job", p.job()).put("subproblems", p.subproblems());
            if (p.split() != null) {
              j.put("split", p.split().longValue());
            }
            if (p.finished() != null) {
              j.put("finished", p.finished().longValue());
            }
          }
        }
        out.println(j.put("error", r.error()));
      }
      case csv -> {
        StringBuilder s = new StringBuilder();
        s.append(csv(r.file())).append(',').append(r.line()).append(',')
            .append(r.puzzle() == null ? "" : r.puzzle().toLine()).append(',')
            .append(r.solution() == null ? "" : r.solution().toLine()).append(',')
            .append(r.status()).append(',').append(r.count() == null ? "" : r.count())
            .append(',').append(r.puzzle() == null ? "" : r.puzzle().clues()).append(',')
            .append(r.nodes());
        if (withGrade) {
          s.append(',').append(r.extra() == null || r.extra().grade() == null ? ""
              : r.extra().grade()).append(',').append(r.extra() == null
              || r.extra().score() == null ? "" : r.extra().score());
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
