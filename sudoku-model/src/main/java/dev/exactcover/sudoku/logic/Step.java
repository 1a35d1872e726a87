package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * One step of a logical solution (see {@link LogicSolver}): a value placed in a cell, or
 * candidates eliminated, with the technique that justifies it and a sentence for people, such as
 * {@code "hidden single: 7 in r3c5 (box 2)"} or
 * {@code "naked pair: 3, 8 in r1c2, r1c7 (row 1): removes 3 from r1c4; 8 from r1c4, r1c9"}.
 * Cells are numbered {@code row * n + col} (0-based) as in {@link Grid}; texts name them 1-based.
 * Immutable.
 */
public final class Step {
  /** A candidate: value {@code value} (1..n) in cell number {@code cell}. */
  public record Candidate(int cell, int value) {}

  private final Technique technique;
  private final int n;
  private final int[] cells;
  private final int[] values;
  private final String[] houses;
  private final int[] eliminations; // pairs: cell, value
  private String text;

  Step(Technique technique, int n, int[] cells, int[] values, String[] houses,
      int[] eliminations) {
    this.technique = technique;
    this.n = n;
    this.cells = cells;
    this.values = values;
    this.houses = houses;
    this.eliminations = sortedPairs(eliminations);
  }

  /** The (cell, value) pairs ordered by value, then cell: the order of the text. */
  private static int[] sortedPairs(int[] pairs) {
    long[] keys = new long[pairs.length / 2];
    for (int k = 0; k < keys.length; k++) {
      keys[k] = (long) pairs[2 * k + 1] << 32 | pairs[2 * k];
    }
    java.util.Arrays.sort(keys);
    int[] sorted = new int[pairs.length];
    for (int k = 0; k < keys.length; k++) {
      sorted[2 * k] = (int) keys[k];
      sorted[2 * k + 1] = (int) (keys[k] >>> 32);
    }
    return sorted;
  }

  static Step placement(Technique technique, int n, int cell, int value, String house) {
    return new Step(technique, n, new int[] {cell}, new int[] {value},
        house == null ? new String[0] : new String[] {house}, new int[0]);
  }

  /** {@return the technique used} */
  public Technique technique() {
    return technique;
  }

  /** {@return whether the step places a value ({@link #cell()}, {@link #value()})} */
  public boolean isPlacement() {
    return technique.places();
  }

  /** {@return the cell a value is placed in; for an elimination, the first cell of the pattern} */
  public int cell() {
    return cells[0];
  }

  /** {@return the value placed; for an elimination, the first value of the pattern} */
  public int value() {
    return values[0];
  }

  /**
   * {@return the cells the step reasons about: the cell placed, or the pattern in increasing order
   * (the pair's two cells, the fish's corners), except for an xy-wing: its pivot, then its pincers}
   */
  public int[] cells() {
    return cells.clone();
  }

  /**
   * {@return the values the step reasons about, increasing: the value placed, or the pattern's
   * values}
   */
  public int[] values() {
    return values.clone();
  }

  /**
   * {@return the names of the houses the step reasons about ({@code "box 2"}, {@code "row 3"}): the
   * house of a hidden single or a subset; for locked candidates the house whose cells for the value
   * lie in the other, then the other; for a fish its base lines, then its cover lines; none for a
   * naked single, an xy-wing or a guess}
   */
  public List<String> houses() {
    return List.of(houses);
  }

  /** {@return the candidates eliminated, by value then cell (empty for a placement)} */
  public List<Candidate> eliminations() {
    List<Candidate> list = new ArrayList<>(eliminations.length / 2);
    for (int k = 0; k < eliminations.length; k += 2) {
      list.add(new Candidate(eliminations[k], eliminations[k + 1]));
    }
    return list;
  }

  /** {@return the step in words, for people} */
  public String text() {
    String t = text;
    if (t == null) {
      t = describe();
      text = t;
    }
    return t;
  }

  private String describe() {
    String label = technique.label();
    String v = symbols(values);
    String c = cellNames(cells);
    String h = String.join(", ", houses);
    String what = switch (technique) {
      case NAKED_SINGLE -> v + " in " + c;
      case HIDDEN_SINGLE -> v + " in " + c + " (" + h + ")";
      case GUESS -> v + " in " + c + " (no technique applies; the value of the solution)";
      case POINTING, BOX_LINE -> v + " in " + houses[0] + " only in " + houses[1];
      case NAKED_PAIR, NAKED_TRIPLE -> v + " in " + c + " (" + h + ")";
      case HIDDEN_PAIR, HIDDEN_TRIPLE -> v + " only in " + c + " (" + h + ")";
      case X_WING, SWORDFISH -> v + " in " + lines(0, houses.length / 2) + " only in "
          + lines(houses.length / 2, houses.length);
      case XY_WING -> "pivot " + Grid.cellName(cells[0], n) + " with " + cellNames(
          new int[] {cells[1], cells[2]}) + " on " + v;
    };
    return eliminations.length == 0 ? label + ": " + what
        : label + ": " + what + ": removes " + removed();
  }

  /** The eliminations grouped by value: {@code "3 from r1c4; 8 from r1c4, r1c9"}. */
  private String removed() {
    StringBuilder s = new StringBuilder();
    for (int value = 1; value <= n; value++) {
      String sep = "";
      for (int k = 0; k < eliminations.length; k += 2) {
        if (eliminations[k + 1] == value) {
          if (sep.isEmpty()) {
            s.append(s.length() == 0 ? "" : "; ").append(Shape.symbolOf(value)).append(" from ");
          }
          s.append(sep).append(Grid.cellName(eliminations[k], n));
          sep = ", ";
        }
      }
    }
    return s.toString();
  }

  /** Houses {@code from..to-1}, all of one kind: {@code "rows 2, 7"}. */
  private String lines(int from, int to) {
    StringBuilder s = new StringBuilder(houses[from].substring(0, houses[from].indexOf(' ')))
        .append("s ");
    for (int k = from; k < to; k++) {
      s.append(k == from ? "" : ", ").append(houses[k].substring(houses[k].indexOf(' ') + 1));
    }
    return s.toString();
  }

  private String cellNames(int[] list) {
    StringBuilder s = new StringBuilder();
    for (int x : list) {
      s.append(s.length() == 0 ? "" : ", ").append(Grid.cellName(x, n));
    }
    return s.toString();
  }

  private static String symbols(int[] list) {
    StringBuilder s = new StringBuilder();
    for (int x : list) {
      s.append(s.length() == 0 ? "" : ", ").append(Shape.symbolOf(x));
    }
    return s.toString();
  }

  /** The step in words, as {@link #text()}. */
  @Override
  public String toString() {
    return text();
  }
}
