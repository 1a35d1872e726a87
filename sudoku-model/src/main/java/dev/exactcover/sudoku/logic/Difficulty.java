package dev.exactcover.sudoku.logic;

/**
 * How hard a puzzle is for a person, by the hardest technique its logical solution needs (see
 * {@link LogicSolver}). The names and meanings of SIMPLE, EASY, INTERMEDIATE and EXPERT are
 * QQWing's (Stephen Ostermiller's generator): naked singles only; hidden singles; pairs, pointing
 * and box-line reduction; guessing. QQWing knows no harder technique than those, so we put the
 * triples with the pairs and add one level, HARD, for the fish and wings. EXPERT stays the top:
 * a puzzle that none of our techniques can finish, so that solving it needs trial and error.
 */
public enum Difficulty {
  /** Naked singles are enough. */
  SIMPLE,
  /** Hidden singles are needed too. */
  EASY,
  /** Locked candidates (pointing, box-line reduction), naked or hidden pairs and triples. */
  INTERMEDIATE,
  /** X-wing, swordfish or XY-wing. */
  HARD,
  /** No technique of the solver finishes it: guessing is needed (QQWing's expert). */
  EXPERT;

  /**
   * {@return the difficulty named {@code name}, case ignored: {@code easy}, {@code EXPERT}}
   * @param name the name, as a person typed it
   * @throws IllegalArgumentException naming the text and the choices when it is none of them
   */
  public static Difficulty parse(String name) {
    for (Difficulty d : values()) {
      if (d.name().equalsIgnoreCase(name.trim())) {
        return d;
      }
    }
    throw new IllegalArgumentException("difficulty '" + name + "': expected one of "
        + java.util.Arrays.toString(values()).toLowerCase(java.util.Locale.ROOT));
  }
}
