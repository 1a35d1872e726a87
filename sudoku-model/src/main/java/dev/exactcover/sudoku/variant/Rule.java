package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;

/**
 * One rule of a variant Sudoku, beyond its regions (rows, columns, boxes or jigsaw pieces, and
 * the diagonals of Sudoku X, which {@link dev.exactcover.sudoku.Regions} keeps). Each kind is a
 * small immutable value that checks its own arguments; {@link #check(Shape)} checks that it fits
 * a grid, and its {@link #describe(int)} names it in messages.
 */
public sealed interface Rule permits KillerCage, Thermometer, Arrow, KropkiWhite, KropkiBlack,
    Xv, ParityCell, ExtraRegion, Palindrome, Renban, Whispers, LittleKiller, Sandwich,
    GlobalRule {
  /**
   * The rule in words for messages, with its first cell: {@code killer cage at r1c1 (sum 10)}.
   *
   * @param side the side of the grid, to name cells
   * @return the rule in words
   */
  String describe(int side);

  /**
   * Checks that the rule fits a grid of {@code shape}: every cell inside it, sizes and values
   * within its side, and the side from 4 to 16.
   *
   * @param shape the grid's shape
   * @throws IllegalArgumentException with words naming the rule and what is wrong
   */
  void check(Shape shape);
}
