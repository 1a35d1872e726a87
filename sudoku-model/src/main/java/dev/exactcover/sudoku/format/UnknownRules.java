package dev.exactcover.sudoku.format;

/**
 * What a reader does with a rule it does not know in a format that carries rules (f-puzzles has
 * dozens): refuse the puzzle, naming the rules, or read the puzzle without them, naming them in
 * the entry's note.
 */
public enum UnknownRules {
  /** The puzzle is invalid, its error naming each unknown rule: the default. */
  REFUSE,
  /** The puzzle is read without them; {@link PuzzleEntry#note()} names them. */
  DROP
}
