package dev.exactcover.sudoku.generate;

import java.util.TreeMap;

/**
 * What the attempts at a puzzle with a difficulty target made instead: how many were shown too
 * easy or too hard without a full rating, and the ratings of the others, for the message when no
 * attempt met the target.
 */
final class Misses {
  int tooEasy; // shown to be rated below the target without a full rating
  int tooHard; // shown to be rated above it
  final TreeMap<Double, Integer> ratings = new TreeMap<>();

  /** {@return what was made, in words, for a target rated {@code low} to {@code high}} */
  String made(double low, double high) {
    StringBuilder made = new StringBuilder();
    if (tooEasy > 0) {
      made.append(tooEasy).append(" rated below ").append(low);
    }
    if (!ratings.isEmpty()) {
      made.append(made.length() == 0 ? "" : ", ").append(ratings.values().stream()
          .mapToInt(Integer::intValue).sum()).append(" rated ").append(ratings.firstKey())
          .append(ratings.size() == 1 ? "" : " to " + ratings.lastKey());
    }
    if (tooHard > 0) {
      made.append(made.length() == 0 ? "" : ", ").append(tooHard).append(" rated above ")
          .append(high);
    }
    return "made " + made;
  }
}
