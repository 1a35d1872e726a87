package dev.exactcover.sudoku.logic;

import java.util.function.Supplier;

/**
 * The best step found so far in a chain family ({@link Chains}): lowest rating, then complexity,
 * then kind, then place in SE's order of search (the first offered when not given).
 */
final class BestStep {
  int tenths = Integer.MAX_VALUE;
  int complexity;
  int key;
  long place;
  Step step;

  void offer(int tenths, int complexity, int key, Supplier<Step> s) {
    offer(tenths, complexity, key, 0, s);
  }

  /**
   * Offers a step found at {@code place} in SE's order of search: of two steps equal in rating,
   * complexity and kind, the one SE lists first (the lower place) wins, whichever was found
   * first here.
   */
  void offer(int tenths, int complexity, int key, long place, Supplier<Step> s) {
    if (tenths < this.tenths || tenths == this.tenths && (complexity < this.complexity
        || complexity == this.complexity && (key < this.key
        || key == this.key && place < this.place))) {
      this.tenths = tenths;
      this.complexity = complexity;
      this.key = key;
      this.place = place;
      this.step = s.get();
    }
  }
}
