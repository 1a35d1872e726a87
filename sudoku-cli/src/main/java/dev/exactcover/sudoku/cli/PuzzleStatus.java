package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.Verdict;
import java.util.Locale;

/** What a puzzle command says of one puzzle: the {@code status} of every output format. */
enum PuzzleStatus {
  /** Exactly one solution. */
  UNIQUE,
  /** Two or more solutions. */
  MULTIPLE,
  /** No solution. */
  NONE,
  /** A limit stopped the search before the answer was known. */
  LIMIT,
  /** The record could not be read, or its givens break the rules. */
  INVALID,
  /** The givens keep the rules (validate). */
  VALID,
  /** A logical step was found (hint). */
  HINT,
  /** The grid is complete: no step is left (hint). */
  SOLVED,
  /** No technique of the rating ladder applies (hint), not even SE's deepest nested chains. */
  STUCK,
  /** One shard's part of a count (count --shard). */
  SHARD;

  /** The word in output: {@code unique}, {@code limit}, ... */
  String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The status of a search's verdict. */
  static PuzzleStatus of(Verdict v) {
    return switch (v) {
      case NONE -> NONE;
      case UNIQUE -> UNIQUE;
      case MULTIPLE -> MULTIPLE;
      case UNKNOWN -> LIMIT;
    };
  }
}
