package dev.exactcover.sudoku.logic;

/**
 * The techniques of the {@link LogicSolver}, in the order it tries them: easiest first, and back
 * to the first after every step, so that the hardest technique used is the hardest one needed.
 * The order and the rough sizes of the weights follow the common ranking of solving guides (for
 * instance HoDoKu's ratings): singles, locked candidates, pairs, triples, fish, wings.
 */
public enum Technique {
  /** A cell where only one value is left. */
  NAKED_SINGLE("naked single", Difficulty.SIMPLE, 1),
  /** A value with only one cell left in a house. */
  HIDDEN_SINGLE("hidden single", Difficulty.EASY, 2),
  /**
   * A value whose cells in a box (or jigsaw piece) all lie in one line: it leaves the rest of the
   * line. (Pointing pairs and triples.)
   */
  POINTING("pointing", Difficulty.INTERMEDIATE, 8),
  /**
   * A value whose cells in a line all lie in one box: it leaves the rest of the box. (Box-line
   * reduction, or claiming.)
   */
  BOX_LINE("box-line reduction", Difficulty.INTERMEDIATE, 8),
  /** Two cells of a house with the same two values left: they leave the house's other cells. */
  NAKED_PAIR("naked pair", Difficulty.INTERMEDIATE, 12),
  /** Two values with the same two cells left in a house: the cells lose their other values. */
  HIDDEN_PAIR("hidden pair", Difficulty.INTERMEDIATE, 15),
  /** Three cells of a house with three values between them. */
  NAKED_TRIPLE("naked triple", Difficulty.INTERMEDIATE, 18),
  /** Three values with three cells between them in a house. */
  HIDDEN_TRIPLE("hidden triple", Difficulty.INTERMEDIATE, 22),
  /**
   * A value confined to the same two columns in two rows (or rows in two columns): it leaves the
   * rest of those columns (rows).
   */
  X_WING("x-wing", Difficulty.HARD, 30),
  /** The x-wing of three rows and three columns. */
  SWORDFISH("swordfish", Difficulty.HARD, 40),
  /**
   * A cell with values {a, b} seeing cells with {a, c} and {b, c}: c leaves every cell that sees
   * both of those.
   */
  XY_WING("xy-wing", Difficulty.HARD, 40),
  /**
   * No technique applies: a value is placed from the solution in a cell with the fewest
   * candidates, as a lucky guess would.
   */
  GUESS("guess", Difficulty.EXPERT, 100);

  private final String label;
  private final Difficulty difficulty;
  private final int weight;

  Technique(String label, Difficulty difficulty, int weight) {
    this.label = label;
    this.difficulty = difficulty;
    this.weight = weight;
  }

  /** {@return its name in step texts: {@code "hidden single"}} */
  public String label() {
    return label;
  }

  /** {@return the difficulty of a puzzle that needs it} */
  public Difficulty difficulty() {
    return difficulty;
  }

  /** {@return what one use of it adds to a {@link Grade#score()}} */
  public int weight() {
    return weight;
  }

  /**
   * {@return whether it places a value (singles and guesses) rather than eliminating candidates}
   */
  public boolean places() {
    return this == NAKED_SINGLE || this == HIDDEN_SINGLE || this == GUESS;
  }
}
