package dev.exactcover.sudoku.logic;

/**
 * Difficulty labels as ranges of the rating on Sudoku Explainer's scale ({@link Rating#er()}).
 * The ranges follow the levels of SE's own generator (easy, medium, hard, fiendish, diabolical),
 * with the top split where the community's lists split it: puzzles that need the dynamic and
 * nested forcing chains (9.0 and up) are "extreme".
 */
public enum Level {
  /** Up to 1.2: hidden singles in boxes. */
  EASY(1.2),
  /** Up to 1.5: hidden singles in rows and columns. */
  MEDIUM(1.5),
  /** Up to 2.5: direct intersections and hidden subsets, naked singles. */
  HARD(2.5),
  /** Up to 6.0: intersections, subsets, fish, wings, uniqueness. */
  FIENDISH(6.0),
  /** Up to 8.9: forcing chains, Nishio, multiple and the easier dynamic chains. */
  DIABOLICAL(8.9),
  /** Above 8.9: dynamic and nested forcing chains. */
  EXTREME(Double.MAX_VALUE);

  private final double upTo;

  Level(double upTo) {
    this.upTo = upTo;
  }

  /** {@return the highest rating of the level, inclusive} */
  public double upTo() {
    return upTo;
  }

  /** {@return its name in lower case: {@code "fiendish"}} */
  public String label() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /**
   * {@return the level of rating {@code er}}
   * @param er a rating on Sudoku Explainer's scale
   */
  public static Level of(double er) {
    for (Level l : values()) {
      if (er <= l.upTo + 1e-9) {
        return l;
      }
    }
    return EXTREME;
  }
}
