package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.Rating;
import java.util.Locale;

/**
 * How every command writes a rating: the same words and the same JSON keys in {@code grade},
 * {@code generate}, {@code hint} and {@code explain}. JSON: {@code rating} (ER), {@code ep},
 * {@code ed}, {@code level}, {@code hardest} (Sudoku Explainer's name of the technique) and
 * {@code estimated}.
 */
final class Ratings {
  private Ratings() {}

  /** The level names, lowest first, with their top ratings: for help texts. */
  static final String LEVELS = "easy (up to 1.2), medium (1.3-1.5), hard (1.6-2.5), fiendish "
      + "(2.6-6.0), diabolical (6.1-8.9), extreme (9.0 and up)";

  /** ER, marked {@code ~} when it is an estimate: {@code 7.2}, {@code ~20.0}. */
  static String er(Rating r) {
    return (r.estimated() ? "~" : "") + String.format(Locale.ROOT, "%.1f", r.er());
  }

  /** The line form: {@code 7.2/1.2/1.2 diabolical (Forcing Chain)}. */
  static String line(Rating r) {
    return String.format(Locale.ROOT, "%s%.1f/%.1f/%.1f %s (%s)", r.estimated() ? "~" : "",
        r.er(), r.ep(), r.ed(), r.level().label(), r.hardest());
  }

  /** Short form for captions and headers: {@code 7.2 diabolical (Forcing Chain)}. */
  static String brief(Rating r) {
    return er(r) + " " + r.level().label() + " (" + r.hardest() + ")";
  }

  /** Puts the rating's keys into {@code j}. */
  static Json json(Json j, Rating r) {
    return j.put("rating", r.er()).put("ep", r.ep()).put("ed", r.ed())
        .put("level", r.level().label()).put("hardest", r.hardest())
        .put("estimated", r.estimated());
  }

  /** {@code level}, parsed as {@code --difficulty} takes it. */
  static Level level(String name) {
    try {
      return Level.parse(name);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("--difficulty " + name + ": expected one of "
          + Level.names() + " (the levels grade prints; --rating MIN-MAX takes ratings)");
    }
  }
}
