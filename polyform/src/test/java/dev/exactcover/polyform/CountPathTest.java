package dev.exactcover.polyform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.pieces.LocalRunner;
import java.math.BigInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * One path for every count of a tiling: the same counts whatever the threads, the limits or the
 * counter of the tree (published counts: Scott's square 520 and 65, the Soma cube 11,520, 480
 * and 240, the 3x20 box 8 and 2); a count stopped by a limit gives lower bounds, marked, with
 * exactly the limit's number of distinct solutions; what is searched depends on the tiling and
 * the equivalence only.
 */
class CountPathTest {
  private static final BigInteger N520 = BigInteger.valueOf(520);

  @Test
  void theSameCountsOnThreadsWithinLimitsAndThroughACounterOfTrees() {
    Tiling scott = Examples.scott();
    assertTrue(scott.countsInPieces(Equivalence.SYMMETRY, Method.RESTRICTED));
    for (int threads = 1; threads <= 2; threads++) {
      Tally t = scott.count(Equivalence.SYMMETRY, Method.RESTRICTED,
          Limits.none().withTime(java.time.Duration.ofHours(1)), threads);
      assertTrue(t.isComplete(), t.toString());
      assertEquals(N520, t.solutions());
      assertEquals(BigInteger.valueOf(65), t.distinct());
      assertEquals(8, t.symmetries());
    }
    Tally pieces = scott.count(Equivalence.SYMMETRY, Method.RESTRICTED, Limits.none(),
        (tree, l) -> LocalRunner.of(tree, 2).count(tree.split(100), l, null));
    assertEquals(N520, pieces.solutions());
    assertEquals(BigInteger.valueOf(65), pieces.distinct());
    assertEquals(Status.EXHAUSTED, pieces.search().status());
    Tally all = Examples.pentominoes(3, 20).count(Equivalence.NONE, Method.RESTRICTED,
        Limits.none(), (tree, l) -> LocalRunner.of(tree, 2).count(tree.split(50), l, null));
    assertEquals(BigInteger.valueOf(8), all.solutions());
    assertEquals(BigInteger.valueOf(8), all.distinct());
  }

  @Test
  void aLimitStopsAtExactlyThatManyDistinctSolutionsAndIsMarked() {
    Tiling scott = Examples.scott();
    Tally t = scott.count(Equivalence.SYMMETRY, Method.RESTRICTED,
        Limits.none().withSolutions(10), 1);
    assertFalse(t.isComplete());
    assertEquals(Status.SOLUTION_LIMIT, t.search().status());
    assertEquals(BigInteger.TEN, t.distinct());
    assertEquals(BigInteger.valueOf(80), t.solutions());
    Tally all = scott.count(Equivalence.NONE, Method.RESTRICTED,
        Limits.none().withSolutions(3), 1);
    assertEquals(BigInteger.valueOf(3), all.solutions());
    assertEquals(Status.SOLUTION_LIMIT, all.search().status());
    Tally whole = Examples.pentominoes(3, 20).count(Equivalence.SYMMETRY, Method.RESTRICTED,
        Limits.none().withSolutions(1000), 1);
    assertTrue(whole.isComplete());
    assertEquals(BigInteger.valueOf(8), whole.solutions());
  }

  /**
   * The Soma cube with mirror images has no piece that gives one solution per class: every
   * solution is weighed, on threads too, within limits too, and not in pieces.
   */
  @Test
  void aCountThatWeighsEverySolutionRunsOnThreadsAndWithinLimits() {
    Tiling soma = Examples.soma();
    assertFalse(soma.countsInPieces(Equivalence.MIRROR_IMAGES, Method.RESTRICTED));
    assertTrue(soma.countsInPieces(Equivalence.SYMMETRY, Method.RESTRICTED));
    for (int threads = 1; threads <= 2; threads++) {
      Tally five = soma.count(Equivalence.MIRROR_IMAGES, Method.RESTRICTED,
          Limits.none().withSolutions(5), threads);
      assertEquals(BigInteger.valueOf(5), five.distinct(), threads + " threads");
      assertEquals(Status.SOLUTION_LIMIT, five.search().status());
      assertFalse(five.isComplete());
    }
    assertThrows(IllegalArgumentException.class, () -> soma.count(Equivalence.MIRROR_IMAGES,
        Method.RESTRICTED, Limits.none(), (tree, l) -> LocalRunner.of(tree, 1)
            .count(tree.split(10), l, null)));
    Tally canonical = Examples.pentominoes(3, 20).count(Equivalence.SYMMETRY, Method.CANONICAL,
        Limits.none(), 2);
    assertEquals(BigInteger.valueOf(8), canonical.solutions());
    assertEquals(BigInteger.valueOf(2), canonical.distinct());
  }

  /** The whole Soma count weighed on two threads (seconds: the slow tier). */
  @Tag("full")
  @Test
  void theSomaCubeWeighedOnTwoThreads() {
    Tally two = Examples.soma().count(Equivalence.MIRROR_IMAGES, Method.RESTRICTED,
        Limits.none(), 2);
    assertTrue(two.isComplete());
    assertEquals(BigInteger.valueOf(11520), two.solutions());
    assertEquals(BigInteger.valueOf(240), two.distinct());
  }

  @Test
  void aTimeLimitGivesMarkedLowerBounds() {
    Tally t = Examples.pentominoes(6, 10).count(Equivalence.NONE, Method.RESTRICTED,
        Limits.none().withTime(java.time.Duration.ofMillis(5)), 2);
    assertFalse(t.isComplete());
    assertEquals(Status.TIME_LIMIT, t.search().status());
    assertTrue(t.solutions().compareTo(BigInteger.valueOf(9356)) < 0);
  }
}
