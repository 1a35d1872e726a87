package dev.exactcover.sudoku.generate;

/**
 * A {@link Generator} made its bounded number of attempts without a puzzle of the difficulty
 * asked for. The message says what was asked, how many attempts were made and what they gave,
 * for instance {@code "no 9x9 (3x3 boxes) puzzle extreme (rated 9.0 or more) in 50 attempts
 * (seed 7, index 0): made 50 rated below 9.0; allow more attempts or ask for another level"}.
 */
public final class GenerationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  GenerationException(String message) {
    super(message);
  }
}
