package dev.exactcover.sudoku.internal;

/**
 * The Sudoku matrix's one encoding of its options, in one place: the option placing value
 * {@code v} (1..n) in cell {@code c} is {@code c * n + v - 1}, so an option's cell is
 * {@code o / n} and its value {@code o % n + 1}.
 */
public final class Placements {
  private Placements() {}

  /** The option placing {@code value} in {@code cell} on a grid of side {@code n}. */
  public static int option(int cell, int value, int n) {
    return cell * n + value - 1;
  }

  /** The cell of option {@code option}. */
  public static int cell(int option, int n) {
    return option / n;
  }

  /** The value (1..n) of option {@code option}. */
  public static int value(int option, int n) {
    return option % n + 1;
  }
}
