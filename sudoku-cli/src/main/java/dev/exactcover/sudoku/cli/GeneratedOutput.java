package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.format.KillerCageFormat;
import dev.exactcover.sudoku.format.VariantsJson;
import dev.exactcover.sudoku.generate.GeneratedPuzzle;
import dev.exactcover.sudoku.variant.Rules;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import dev.exactcover.sudoku.print.Printable;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/** How {@code generate} writes its puzzles: one record per puzzle, or printable pages. */
final class GeneratedOutput {
  private GeneratedOutput() {}

  /**
   * For the line format of a variant, the {@code # rules:} line that readers honour for the
   * puzzles after it; nothing otherwise.
   */
  static void rulesLine(Format f, PrintWriter out, Regions rules) {
    if (f == Format.line && !rules.equals(Regions.standard(rules.shape()))) {
      out.println("# rules: " + rules.name() + (rules.hasPieces()
          ? " " + rules.blockMap().replace("\n", " ").strip() : ""));
    } else if (f == Format.grid && !Output.rulesLine(rules).equals("classic")) {
      out.println("# rules: " + Output.rulesLine(rules)); // a jigsaw's pieces: its walls
    }
  }

  /** The CSV header, for that format. */
  static void header(Format f, PrintWriter out) {
    if (f == Format.csv) {
      out.println("index,seed,puzzle,solution,clues,minimal,rating,level,hardest,rules,regions");
    }
  }

  /**
   * The printable pages of {@code puzzles} (svg or pdf; nothing for the other formats), to
   * {@code --output} or stdout; 0, or the exit code of a failed write.
   */
  static int sheet(Format f, List<GeneratedPuzzle> puzzles, Regions rules, PrintOptions print,
      PrintWriter out, PrintWriter err, java.io.OutputStream stdout) {
    if (!f.printable() || puzzles.isEmpty()) {
      return ExitCode.OK.code();
    }
    List<Printable> grids = new ArrayList<>();
    List<Printable> answers = new ArrayList<>();
    for (GeneratedPuzzle p : puzzles) {
      Rating r = rating(p);
      String caption = "#" + (p.index() + 1) + "   seed " + p.seed() + "   "
          + (r == null ? "" : Ratings.er(r) + " " + r.level().label() + "   ")
          + (p.rules().isPlain() ? p.clues() + " clues" : "killer, " + p.rules().list().size()
          + " cages");
      grids.add(Printable.puzzle(p.puzzle(), rules, caption).with(p.rules()));
      answers.add(Printable.answer(p.solution(), p.puzzle(), rules, "#" + (p.index() + 1))
          .with(p.rules()));
    }
    String title = "Sudoku " + rules.shape()
        + (rules.equals(Regions.standard(rules.shape())) ? "" : ", " + rules.name() + " rules");
    return print.write(f, "generate", title, grids, answers, out, err, stdout);
  }

  /**
   * The rating of {@code p} when it is known or cheap: the generator's, or at 9x9 (up to 16x16
   * rating a puzzle that needs chains can take minutes); null otherwise.
   */
  static Rating rating(GeneratedPuzzle p) {
    if (!p.rules().isPlain()) {
      return null; // a killer: the ladder does not reason with cages
    }
    return p.isRated() || p.puzzle().side() <= 9 && p.puzzle().side() <= LogicSolver.MAX_SIDE
        ? p.rating() : null;
  }

  /**
   * A killer as a record of {@code f}: the line format's record is the killer forum's cage line
   * (the puzzle has no givens, and every command reads the line with its cages); grid adds a
   * header line; json the key {@code variants}; fpuzzles f-puzzles' {@code killercage}.
   */
  private static void killer(Format f, PrintWriter out, GeneratedPuzzle p, Regions rules) {
    Rules all = p.rules();
    switch (f) {
      case line -> out.println(KillerCageFormat.toLine(all));
      case grid -> out.print("# puzzle " + (p.index() + 1) + ": killer, " + all.list().size()
          + " cages, seed " + p.seed() + "\n" + KillerCageFormat.toLine(all) + "\n\n");
      case json -> out.println(new Json().put("index", p.index() + 1).put("seed", p.seed())
          .put("puzzle", p.puzzle().toLine()).put("solution", p.solution().toLine())
          .put("clues", p.clues())
          .put("rules", rules.name()).put("regions", rules.hasPieces() ? rules.blockMap() : null)
          .raw("variants", VariantsJson.toJson(all)));
      case fpuzzles -> out.println(Output.fpuzzles(p.puzzle(), all, p.solution()));
      default -> throw new AssertionError(f);
    }
  }

  /** One puzzle as a record of {@code f} (line, grid, json, csv or fpuzzles). */
  static void write(Format f, PrintWriter out, GeneratedPuzzle p, Regions rules) {
    if (!p.rules().isPlain()) {
      killer(f, out, p, rules);
      return;
    }
    switch (f) {
      case line -> out.println(p.puzzle().toLine());
      case grid -> {
        Rating r = rating(p);
        out.print("# puzzle " + (p.index() + 1) + ": " + p.clues() + " clues, " // one write
            + (r == null ? "" : Ratings.brief(r) + ", ") + "seed " + p.seed() + "\n"
            + rules.draw(p.puzzle()) + "\n");
      }
      case json -> {
        Rating r = rating(p);
        Json j = new Json().put("index", p.index() + 1).put("seed", p.seed())
            .put("puzzle", p.puzzle().toLine()).put("solution", p.solution().toLine())
            .put("clues", p.clues()).put("symmetry", p.symmetry().name().toLowerCase())
            .put("minimal", p.isMinimal());
        if (r != null) {
          Ratings.json(j, r);
        }
        j.put("rules", rules.name()).put("regions", rules.hasPieces() ? rules.blockMap() : null);
        out.println(j);
      }
      case csv -> {
        Rating r = rating(p);
        out.println((p.index() + 1) + "," + p.seed() + "," + p.puzzle().toLine() + ","
            + p.solution().toLine() + "," + p.clues() + "," + p.isMinimal() + ","
            + (r == null ? ",," : Ratings.er(r) + "," + r.level().label() + ","
            + r.hardest()) + "," + Output.csvRules(rules));
      }
      case fpuzzles -> out.println(Output.fpuzzles(p.puzzle(),
          dev.exactcover.sudoku.variant.Rules.of(rules), p.solution()));
      default -> throw new AssertionError(f);
    }
  }
}
