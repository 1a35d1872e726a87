package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.logic.Step;

/**
 * How {@code hint} and {@code explain} write a step as JSON: {@code technique} (Sudoku
 * Explainer's name), {@code rating}, {@code places} ({@code {"cell":"r3c5","value":7}}, only for
 * a step that places a value), {@code removes} (an array of such objects) and {@code text}.
 */
final class Steps {
  private Steps() {}

  /** Puts the keys of {@code s} into {@code j}. */
  static Json json(Json j, Step s) {
    j.put("technique", s.technique()).put("rating", s.rating());
    if (s.isPlacement()) {
      j.raw("places", candidate(s.cell(), s.value(), s.side()));
    }
    StringBuilder removes = new StringBuilder("[");
    for (Step.Candidate c : s.eliminations()) {
      removes.append(removes.length() > 1 ? "," : "").append(candidate(c.cell(), c.value(),
          s.side()));
    }
    return j.raw("removes", removes.append(']').toString());
  }

  /** The step as one JSON object. */
  static String json(Step s) {
    return json(new Json(), s).put("text", s.text()).toString();
  }

  private static String candidate(int cell, int value, int side) {
    return new Json().put("cell", Grid.cellName(cell, side)).put("value", value).toString();
  }
}
