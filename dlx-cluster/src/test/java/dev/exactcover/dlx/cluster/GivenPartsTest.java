package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The client's check of the parts a subproblem gave away: below it, in its order, none given
 * twice or below another.
 */
class GivenPartsTest {
  private static String check(int[] parent, int parentFrom, boolean memoized, int[]... parts) {
    List<int[]> given = new ArrayList<>(List.of(parts));
    List<Integer> from = new ArrayList<>();
    for (int[] p : parts) {
      from.add(p.length);
    }
    return GivenParts.check(parent, parentFrom, given, from, memoized);
  }

  @Test
  void partsBelowTheSubproblemInItsOrderPass() {
    int[] parent = {2, 1};
    assertNull(check(parent, 2, false, new int[] {2, 1, 3}, new int[] {2, 1, 4},
        new int[] {2, 1, 1, 5}, new int[] {2, 1, 1, 1, 2}));
    assertNull(check(new int[0], 0, false, new int[] {2}, new int[] {3}, new int[] {1, 2}));
  }

  @Test
  void partsNotBelowItGivenTwiceOrBelowAnotherFail() {
    int[] parent = {2, 1};
    assertEquals("a part is not below it", check(parent, 2, false, new int[] {2, 2, 3}));
    assertEquals("a part is not below it", check(parent, 2, false, new int[] {2, 1}),
        "the subproblem itself");
    assertEquals("a part is not below it", check(parent, 2, false, new int[] {2}));
    assertEquals("a branch below 1", check(parent, 2, false, new int[] {2, 1, 0}));
    assertEquals("a part given twice, or below another",
        check(parent, 2, false, new int[] {2, 1, 3}, new int[] {2, 1, 4}, new int[] {2, 1, 3}));
    assertEquals("a part given twice, or below another",
        check(parent, 2, false, new int[] {2, 1, 3}, new int[] {2, 1, 4},
            new int[] {2, 1, 3, 7, 1}));
  }

  @Test
  void aMemoizedCountsNodesKeepTheirOrder() {
    int[] parent = {2, 1};
    List<int[]> given = List.of(new int[] {2, 1, 3, 2});
    // From a plain node, a memoized count's node starts its own order at or below the parent.
    assertNull(GivenParts.check(parent, 2, given, List.of(2), true));
    assertEquals("a part chosen in another order than its subproblem",
        GivenParts.check(parent, 2, given, List.of(2), false), "not a memoized count");
    assertEquals("a part chosen in another order than its subproblem",
        GivenParts.check(parent, 2, given, List.of(1), true), "above the parent");
    // Below a memoized count's node, the same first level.
    assertNull(GivenParts.check(parent, 1, given, List.of(1), true));
    assertEquals("a part chosen in another order than its subproblem",
        GivenParts.check(parent, 1, given, List.of(4), true));
  }
}
