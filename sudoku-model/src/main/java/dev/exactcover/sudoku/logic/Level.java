package dev.exactcover.sudoku.logic;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The difficulty levels: ranges of the rating on Sudoku Explainer's scale ({@link Rating#er()}),
 * the one scale of the library and the command line. The ranges follow the levels of SE's own
 * generator (easy, medium, hard, fiendish, diabolical), with the top split where the
 * community's lists split it: puzzles that need the dynamic and nested forcing chains (9.0 and
 * up) are extreme. Each level runs from just above the previous level's top to its own:
 *
 * <table>
 * <caption>Levels and ratings</caption>
 * <tr><th>level</th><th>ER</th><th>hardest techniques</th></tr>
 * <tr><td>easy</td><td>up to 1.2</td><td>hidden singles in boxes, last empty cells</td></tr>
 * <tr><td>medium</td><td>1.3 to 1.5</td><td>hidden singles in rows and columns</td></tr>
 * <tr><td>hard</td><td>1.6 to 2.5</td><td>direct intersections and hidden subsets, naked
 *     singles</td></tr>
 * <tr><td>fiendish</td><td>2.6 to 6.0</td><td>intersections, subsets, fish, wings,
 *     uniqueness</td></tr>
 * <tr><td>diabolical</td><td>6.1 to 8.9</td><td>forcing chains and cycles, Nishio, cell and
 *     region chains, the easier dynamic chains</td></tr>
 * <tr><td>extreme</td><td>9.0 and up</td><td>dynamic and nested forcing chains</td></tr>
 * </table>
 *
 * <p>At 9x9 the ratings are Sudoku Explainer's; at other sizes and for variants the same ladder
 * gives the same values, so the same levels apply.
 */
public enum Level {
  /** Up to 1.2: hidden singles in boxes, the last empty cells of houses (1.0). */
  EASY(1.2),
  /** Above 1.2, up to 1.5: hidden singles in rows and columns. */
  MEDIUM(1.5),
  /** Above 1.5, up to 2.5: direct intersections and hidden subsets, naked singles. */
  HARD(2.5),
  /** Above 2.5, up to 6.0: intersections, subsets, fish, wings, uniqueness. */
  FIENDISH(6.0),
  /** Above 6.0, up to 8.9: forcing chains, Nishio, multiple and the easier dynamic chains. */
  DIABOLICAL(8.9),
  /** Above 8.9: dynamic and nested forcing chains. */
  EXTREME(Double.POSITIVE_INFINITY);

  private final double upTo;

  Level(double upTo) {
    this.upTo = upTo;
  }

  /** {@return the highest rating of the level, inclusive (infinite for {@link #EXTREME})} */
  public double upTo() {
    return upTo;
  }

  /** {@return the rating the level lies above: the previous level's top, or 0 for the first} */
  public double above() {
    return ordinal() == 0 ? 0 : values()[ordinal() - 1].upTo;
  }

  /**
   * {@return the lowest rating of the level, inclusive: a tenth above {@link #above()} (ratings
   * come in tenths), or 1.0 for the first}
   */
  public double lowest() {
    return ordinal() == 0 ? 1.0 : Math.round(above() * 10 + 1) / 10.0;
  }

  /**
   * {@return whether rating {@code er} lies in this level}
   * @param er a rating on Sudoku Explainer's scale
   */
  public boolean contains(double er) {
    return of(er) == this;
  }

  /** {@return its name in lower case, as the command line prints and reads it: "fiendish"} */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
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

  /**
   * {@return the level named {@code name}, case ignored: {@code easy}, {@code Fiendish}}
   * @param name the name, as a person typed it
   * @throws IllegalArgumentException naming the text and the choices when it is none of them
   */
  public static Level parse(String name) {
    for (Level l : values()) {
      if (l.label().equalsIgnoreCase(name.trim())) {
        return l;
      }
    }
    throw new IllegalArgumentException("level '" + name + "': expected one of " + names());
  }

  /** {@return the level names, lowest first, comma-separated: {@code "easy, medium, ..."}} */
  public static String names() {
    return Arrays.stream(values()).map(Level::label).collect(Collectors.joining(", "));
  }
}
