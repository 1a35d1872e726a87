package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.logic.Grade;
import dev.exactcover.sudoku.print.Printable;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** How {@code generate} writes its puzzles: one record per puzzle, or printable pages. */
final class GeneratedOutput {
  private GeneratedOutput() {}

  /** The CSV header, for that format. */
  static void header(Format f, PrintWriter out) {
    if (f == Format.csv) {
      out.println("index,seed,puzzle,solution,clues,minimal,grade,score");
    }
  }

  /**
   * The printable pages of {@code puzzles} (svg or pdf; nothing for the other formats), to
   * {@code --output} or stdout; 0, or the exit code of a failed write.
   */
  static int sheet(Format f, List<GeneratedPuzzle> puzzles, Regions rules, PrintOptions print,
      PrintWriter out, PrintWriter err) {
    if (!f.printable() || puzzles.isEmpty()) {
      return Main.OK;
    }
    List<Printable> grids = new ArrayList<>();
    List<Printable> answers = new ArrayList<>();
    for (GeneratedPuzzle p : puzzles) {
      String caption = "#" + (p.index() + 1) + "   seed " + p.seed() + "   "
          + p.rating().map(r -> "rated " + r.er()).orElse(
              p.grade().difficulty().name().toLowerCase(Locale.ROOT)) + "   " + p.clues()
          + " clues";
      grids.add(Printable.puzzle(p.puzzle(), rules, caption));
      answers.add(Printable.answer(p.solution(), p.puzzle(), rules, "#" + (p.index() + 1)));
    }
    String title = "Sudoku " + rules.shape()
        + (rules.equals(Regions.standard(rules.shape())) ? "" : ", " + rules.name() + " rules");
    return print.write(f, "generate", title, grids, answers, out, err);
  }

  /** One puzzle as a record of {@code f} (line, grid, json or csv). */
  static void write(Format f, PrintWriter out, GeneratedPuzzle p, Regions rules) {
    switch (f) {
      case line -> out.println(p.puzzle().toLine());
      case grid -> {
        Grade g = p.grade();
        out.print("# puzzle " + (p.index() + 1) + ": " + p.clues() + " clues, " // one write
            + g.difficulty().name().toLowerCase() + " (" + g.hardest().label() + "), "
            + p.rating().map(r -> "rated " + r.er() + " (" + r.hardest() + "), ").orElse("")
            + "seed " + p.seed() + "\n" + rules.draw(p.puzzle()) + "\n");
      }
      case json -> {
        Grade g = p.grade();
        Json j = new Json().put("index", p.index() + 1).put("seed", p.seed())
            .put("puzzle", p.puzzle().toLine()).put("solution", p.solution().toLine())
            .put("clues", p.clues()).put("symmetry", p.symmetry().name().toLowerCase())
            .put("minimal", p.isMinimal())
            .put("grade", g.difficulty().name().toLowerCase()).put("score", g.score())
            .put("hardest", g.hardest().label()).put("rules", rules.name())
            .put("regions", rules.hasPieces() ? rules.blockMap() : null);
        p.rating().ifPresent(r -> j.put("rating", r.er()));
        out.println(j);
      }
      case csv -> {
        Grade g = p.grade();
        out.println((p.index() + 1) + "," + p.seed() + "," + p.puzzle().toLine() + ","
            + p.solution().toLine() + "," + p.clues() + "," + p.isMinimal() + ","
            + g.difficulty().name().toLowerCase() + "," + g.score());
      }
      default -> throw new AssertionError(f);
    }
  }
}
