package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine against published counts: the shared .dlx files and the statistics of Knuth's dlx1
 * and dlx3 on them.
 */
class KnownCountsTest {

  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({
      "pentomino-3x20.dlx, 8",
      "pentomino-8x8.dlx, 520",
      "filomino-8x8.dlx, 1",
      "filomino-10x10.dlx, 1",
      "queens-8.dlx, 92",
  }) // the .dlx3 files: sameTreeAsDlx3 below
  void datasetCounts(String file, long solutions) throws Exception {
    assertCount(file, solutions);
  }

  /** The rest of the shared files: seconds each. */
  @Tag("full")
  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({
      "pentomino-4x15.dlx, 1472",
      "pentomino-5x12.dlx, 4040",
      "filomino-15x15.dlx, 1",
  })
  void datasetCountsOfTheLargerFiles(String file, long solutions) throws Exception {
    assertCount(file, solutions);
  }

  private static void assertCount(String file, long solutions) throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover(file));
    SearchResult r = p.newSolver().search(Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertEquals(solutions, r.solutions(), file + ": " + r);
  }

  /** Same branching rule as dlx1, so the same tree: the same nodes and updates as Knuth reports. */
  @ParameterizedTest(name = "{0}: {2} nodes, {3} updates")
  @CsvSource({
      "pentomino-3x20.dlx, 8, 32644, 10935596",
      "pentomino-8x8.dlx, 520, 289327, 101013837",
      "queens-8.dlx, 92, 1049, 16680",
  })
  void sameTreeAsDlx1(String file, long solutions, long nodes, long updates) throws Exception {
    SearchResult r = ExactCover.read(Datasets.exactCover(file)).newSolver().search(Limits.none());
    assertEquals(solutions, r.solutions());
    assertEquals(nodes, r.nodes(), "nodes");
    assertEquals(updates, r.updates(), "updates");
  }

  /**
   * Algorithm M on the same tree as Knuth's dlx3 (built from his CWEB source, run as
   * {@code dlx3 < file}): the same solutions, nodes and updates.
   */
  @ParameterizedTest(name = "{0}: {2} nodes, {3} updates")
  @CsvSource({
      "redrect-4-4.dlx3, 55137, 633827, 2114106",
  })
  void sameTreeAsDlx3(String file, long solutions, long nodes, long updates) throws Exception {
    assertDlx3Tree(file, solutions, nodes, updates);
  }

  /** Nearly a billion updates: several seconds. */
  @Tag("full")
  @ParameterizedTest(name = "{0}: {2} nodes, {3} updates")
  @CsvSource({
      "queendom-8-5.dlx3, 4860, 3072452, 997566599",
  })
  void sameTreeAsDlx3OnQueendom(String file, long solutions, long nodes, long updates)
      throws Exception {
    assertDlx3Tree(file, solutions, nodes, updates);
  }

  private static void assertDlx3Tree(String file, long solutions, long nodes, long updates)
      throws Exception {
    SearchResult r = ExactCover.read(Datasets.exactCover(file)).newSolver().search(Limits.none());
    assertEquals(solutions, r.solutions());
    assertEquals(nodes, r.nodes(), "nodes");
    assertEquals(updates, r.updates(), "updates");
  }
}
