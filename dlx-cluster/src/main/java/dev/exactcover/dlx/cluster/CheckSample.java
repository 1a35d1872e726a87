package dev.exactcover.dlx.cluster;

import java.util.BitSet;
import java.util.Random;

/**
 * Which answers of a count are checked by a second count: ⌈share · n⌉ of the n subproblems,
 * every such set equally likely, drawn by the client from a secret random source when the count
 * starts and never sent. A member cannot tell from a task (its subproblem, its number, its order)
 * whether its answer will be checked, so a member that lies on L of the n answers, whatever the
 * pattern, escapes only if none of the L is drawn: with probability C(n-L, k) / C(n, k) for
 * k = ⌈share · n⌉, which is at most (1 - L/n)^k and at most (1 - share)^L.
 */
final class CheckSample {
  private CheckSample() {}

  /**
   * The indices (of {@code 0..n-1}) whose answers are checked: ⌈share · n⌉ of them, uniformly
   * at random (Floyd's algorithm, Bentley and Floyd, "A sample of brilliance", CACM 30:9, 1987).
   */
  static BitSet draw(int n, double share, Random random) {
    if (!(share > 0 && share <= 1)) {
      throw new IllegalArgumentException("the share checked must be above 0 and at most 1, not "
          + share);
    }
    int k = (int) Math.min(n, Math.ceil(share * n - 1e-9));
    BitSet chosen = new BitSet(n);
    for (int j = n - k; j < n; j++) {
      int t = random.nextInt(j + 1);
      chosen.set(chosen.get(t) ? j : t);
    }
    return chosen;
  }
}
