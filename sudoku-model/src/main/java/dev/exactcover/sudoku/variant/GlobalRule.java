package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Shape;

/**
 * A rule over the whole grid, given by its name alone.
 */
public enum GlobalRule implements Rule {
  /** Two cells a chess knight's move apart hold different digits. */
  ANTI_KNIGHT("anti-knight"),
  /** Two cells a chess king's move apart (diagonal neighbours included) hold different digits. */
  ANTI_KING("anti-king"),
  /**
   * Two cells that share a side hold digits that are not consecutive, unless a white dot joins
   * them (so with white dots it says "every white dot is given").
   */
  NONCONSECUTIVE("nonconsecutive"),
  /**
   * Cells in the same position of their boxes hold different digits (the shape's boxes, even in
   * a jigsaw).
   */
  DISJOINT_GROUPS("disjoint groups"),
  /** Two cells that share a side and have no black dot are not in ratio 2. */
  ALL_BLACK_DOTS_GIVEN("all black dots given"),
  /** Two cells that share a side and have no X or V add up to neither 10 nor 5. */
  ALL_XV_GIVEN("all XV given");

  private final String words;

  GlobalRule(String words) {
    this.words = words;
  }

  /**
   * Its name in messages and in JSON: {@code anti-knight}, {@code all XV given}.
   *
   * @return its name in messages and in JSON
   */
  public String words() {
    return words;
  }

  @Override
  public String describe(int side) {
    return words;
  }

  @Override
  public void check(Shape shape) {
    Cells.side(words, shape);
  }
}
