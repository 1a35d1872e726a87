package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * One step of a logical solution ({@link Rating}, {@link LogicSolver#hint}): the technique, its
 * rating on Sudoku Explainer's scale, the cells and candidates it reasons about in words, and its effect: candidates removed
 * and, for singles and the "direct" techniques, one value placed. For example
 * {@code "hidden single (1.2): the only place for 7 in box 2 => places 7 in r3c5"} or
 * {@code "x-wing (3.2): 4 in rows 2, 7 only in columns 3, 8 => removes 4 from r5c3, r9c8"}: the
 * reasoning, then after {@code =>} the value placed (if any) and the candidates removed, grouped
 * by value ({@code "removes 3 from r1c4; 8 from r1c4, r1c9"}).
 * Cells are numbered {@code row * n + col} (0-based) as in {@link Grid}; texts name them 1-based.
 * Immutable.
 */
public final class Step {
  /**
   * A candidate: value {@code value} in cell {@code cell} (0-based, row by row).
   *
   * @param cell the cell, {@code row * n + col}
   * @param value the value, 1 to n
   */
  public record Candidate(int cell, int value) {}

  private final int side;
  private final String technique;
  private final int tenths;
  private final String detail;
  private final int cell;
  private final int value;
  private final int[] elims; // pairs: cell, value; sorted by value then cell

  private Step(int side, String technique, int tenths, String detail, int cell, int value,
      int[] elims) {
    this.side = side;
    this.technique = technique;
    this.tenths = tenths;
    this.detail = detail;
    this.cell = cell;
    this.value = value;
    this.elims = sorted(elims);
  }

  /** A step that places {@code value} in {@code cell} after removing {@code elims}. */
  static Step placing(int side, String technique, int tenths, String detail, int cell,
      int value, int[] elims) {
    return new Step(side, technique, tenths, detail, cell, value, elims);
  }

  /** A step that only removes the candidates {@code elims} (pairs: cell, value). */
  static Step removing(int side, String technique, int tenths, String detail,
      int[] elims) {
    return new Step(side, technique, tenths, detail, -1, 0, elims);
  }

  private static int[] sorted(int[] pairs) {
    int[] keys = new int[pairs.length / 2];
    for (int k = 0; k < keys.length; k++) {
      keys[k] = pairs[2 * k + 1] << 16 | pairs[2 * k];
    }
    java.util.Arrays.sort(keys);
    int[] out = new int[pairs.length];
    int j = 0;
    int last = -1;
    for (int key : keys) {
      if (key != last) {
        out[j++] = key & 0xFFFF;
        out[j++] = key >>> 16;
        last = key;
      }
    }
    return java.util.Arrays.copyOf(out, j);
  }

  /** {@return the technique's name, as Sudoku Explainer names it: {@code "Hidden Single"}} */
  public String technique() {
    return technique;
  }

  /** {@return the step's rating on Sudoku Explainer's scale, such as 1.2 or 7.3} */
  public double rating() {
    return tenths / 10.0;
  }

  int tenths() {
    return tenths;
  }

  /** {@return whether the step places a value ({@link #cell()}, {@link #value()})} */
  public boolean isPlacement() {
    return cell >= 0;
  }

  /** {@return the cell a value is placed in, or -1 when the step only removes candidates} */
  public int cell() {
    return cell;
  }

  /** {@return the value placed, or 0 when the step only removes candidates} */
  public int value() {
    return value;
  }

  /** {@return the candidates removed, by value then cell (possibly none for a single)} */
  public List<Candidate> eliminations() {
    List<Candidate> list = new ArrayList<>(elims.length / 2);
    for (int k = 0; k < elims.length; k += 2) {
      list.add(new Candidate(elims[k], elims[k + 1]));
    }
    return list;
  }

  int[] elims() {
    return elims;
  }

  /** {@return the side of the grid the step is on} */
  public int side() {
    return side;
  }

  /** {@return the reasoning in words,
      without the effect: {@code "the only place for 7 in box 2"}} */
  public String detail() {
    return detail;
  }

  /** {@return the step in words, for people, as in the class comment} */
  public String text() {
    StringBuilder s = new StringBuilder(technique.toLowerCase(java.util.Locale.ROOT))
        .append(" (").append(tenths / 10).append('.').append(tenths % 10).append(')');
    if (!detail.isEmpty()) {
      s.append(": ").append(detail);
    }
    s.append(" => ");
    if (cell >= 0) {
      s.append("places ").append(Shape.symbolOf(value)).append(" in ").append(Grid.cellName(cell,
          side));
    }
    if (elims.length > 0) {
      s.append(cell >= 0 ? "; " : "").append("removes ").append(removed());
    }
    return s.toString();
  }

  /** The eliminations grouped by value: {@code "3 from r1c4; 8 from r1c4, r1c9"}. */
  private String removed() {
    StringBuilder s = new StringBuilder();
    int last = 0;
    for (int k = 0; k < elims.length; k += 2) {
      if (elims[k + 1] != last) {
        s.append(last == 0 ? "" : "; ").append(Shape.symbolOf(elims[k + 1])).append(" from ");
        last = elims[k + 1];
      } else {
        s.append(", ");
      }
      s.append(Grid.cellName(elims[k], side));
    }
    return s.toString();
  }

  /** The step in words, as {@link #text()}. */
  @Override
  public String toString() {
    return text();
  }
}
