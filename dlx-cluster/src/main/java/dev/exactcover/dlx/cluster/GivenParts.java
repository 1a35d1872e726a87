package dev.exactcover.dlx.cluster;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The check a client makes of the parts a subproblem gave away before it counts them: each must
 * be a node strictly below the subproblem's own (its branches extend the subproblem's), chosen in
 * the same order (a part of a memoized count's own tree only from a memoized count, and one
 * below such a node keeps its first level chosen in that order), and no part may lie below
 * another or be given twice, or a count would be counted twice. Whether the parts together are
 * every branch the subproblem did not search cannot be seen without searching it: that is what a
 * second count checks (and why answers that are checked are not split again).
 */
final class GivenParts {
  private GivenParts() {}

  /**
   * Why the parts {@code given} (their branches, and the first level of each chosen in a
   * memoized count's order, in {@code memoFrom}) cannot be parts of the subproblem of
   * {@code parent} (its first level in that order: {@code parentMemoFrom}), in words; null if
   * they can.
   *
   * @param memoized whether the count is memoized
   */
  static String check(int[] parent, int parentMemoFrom, List<int[]> given,
      List<Integer> memoFrom, boolean memoized) {
    for (int k = 0; k < given.size(); k++) {
      int[] b = given.get(k);
      int from = memoFrom.get(k);
      if (b.length <= parent.length
          || !Arrays.equals(b, 0, parent.length, parent, 0, parent.length)) {
        return "a part is not below it";
      }
      for (int x : b) {
        if (x < 1) {
          return "a branch below 1";
        }
      }
      boolean inOrder = parentMemoFrom < parent.length ? from == parentMemoFrom
          : from == b.length || memoized && from >= parent.length && from <= b.length;
      if (!inOrder) {
        return "a part chosen in another order than its subproblem";
      }
    }
    List<int[]> sorted = new ArrayList<>(given);
    sorted.sort(Arrays::compare);
    for (int k = 1; k < sorted.size(); k++) {
      int[] a = sorted.get(k - 1);
      int[] b = sorted.get(k);
      // Sorted, a part below another comes right after it, or after parts below it too.
      if (a.length <= b.length && Arrays.equals(a, 0, a.length, b, 0, a.length)) {
        return "a part given twice, or below another";
      }
    }
    return null;
  }
}
