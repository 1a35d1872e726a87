package dev.exactcover.verification.reference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.exactcover.verification.reference.ReferenceSolver.Result;
import org.junit.jupiter.api.Test;

/** What plain backtracking's work counts, pinned on the seed blog's puzzle (see its Javadoc). */
class BacktrackingTest {
  private static final String BLOG =
      "600087000000905706040000080030002000004000690000410023500030170080090200001076300";

  @Test
  void seedBlogCallCount() {
    int[] puzzle = Grids.parse(BLOG);
    Result whole = new Backtracking().solve(puzzle, 3, 3, 2);
    assertEquals(1, whole.count());
    Grids.assertSolves(puzzle, whole.first(), 3, 3, "blog puzzle");
    // Every call of fill(cell), the top-level one included, over the whole tree.
    assertEquals(24_944, whole.work());
    // The blog's figure: the calls the function makes to itself, without the top-level one.
    assertEquals(24_943, whole.work() - 1);

    // A larger limit walks the same (whole) tree; limit 1 stops at the solution.
    assertEquals(whole, new Backtracking().solve(puzzle, 3, 3, 1_000));
    Result first = new Backtracking().solve(puzzle, 3, 3, 1);
    assertEquals(10_004, first.work());
    assertArrayEquals(whole.first(), first.first());
  }

  @Test
  void workOnTinyGrids() {
    // A full 4 x 4 grid: one call per cell and one past the last.
    int[] full = Grids.parse("1234341221434321");
    assertEquals(new Result(1, full, 17), new Backtracking().solve(full, 2, 2, 2));
    // The empty 4 x 4 grid: 288 solutions, each the end of a path of 17 calls.
    assertEquals(288, new Backtracking().solve(new int[16], 2, 2, 1_000).count());
  }

  @Test
  void firstSolutionIsTheSmallestInRowMajorOrder() {
    Result r = new Backtracking().solve(new int[16], 2, 2, 1);
    assertArrayEquals(Grids.parse("1234341221434321"), r.first());
  }
}
