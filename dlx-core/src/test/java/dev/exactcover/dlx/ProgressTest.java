package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Queens;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Progress reports come every so many nodes, on the searching thread, with growing node counts
 * and an estimate of the fraction done that stays in [0, 1] and never goes back.
 */
class ProgressTest {

  @Tag("full") // a whole pentomino count
  @Test
  void pentomino5x12ReportsEveryThousandNodes() throws Exception {
    List<Progress> reports = new ArrayList<>();
    Thread searcher = Thread.currentThread();
    Solver solver = ExactCover.read(Datasets.exactCover("pentomino-5x12.dlx")).newSolver(
        SearchSettings.defaults().withProgress(1000, p -> {
          assertEquals(searcher, Thread.currentThread());
          reports.add(p);
        }));
    SearchResult r = solver.search(Limits.none());
    assertEquals(4040, r.solutions());
    // A report comes before the search enters node 1000 k + 1, so the last node brings none.
    assertEquals((r.nodes() - 1) / 1000, reports.size(), "one report per 1000 nodes");
    assertWellFormed(reports, 1000, r);
  }

  /**
   * Reports close together, where the estimate moves most: down into a subtree whose first
   * branches are tried first, it must not fall below what it said before.
   */
  @Test
  void estimateNeverGoesBackEvenWithFrequentReports() throws Exception {
    for (String file : new String[] {"queens-8.dlx", "pentomino-3x20.dlx", "redrect-4-4.dlx3"}) {
      List<Progress> reports = new ArrayList<>();
      SearchResult r = ExactCover.read(Datasets.exactCover(file))
          .newSolver(SearchSettings.defaults().withProgress(7, reports::add))
          .search(Limits.none());
      assertWellFormed(reports, 7, r);
    }
    List<Progress> reports = new ArrayList<>();
    SearchResult r = Queens.problem(9)
        .newSolver(SearchSettings.defaults().withProgress(1, reports::add)).search(Limits.none());
    assertWellFormed(reports, 1, r);
  }

  @Test
  void noListenerNoReportsAndALimitedSearchReportsOnlyWhatItDid() {
    List<Progress> reports = new ArrayList<>();
    Solver solver = Queens.problem(10)
        .newSolver(SearchSettings.defaults().withProgress(100, reports::add));
    SearchResult r = solver.search(Limits.none().withNodes(1000));
    assertEquals(Status.NODE_LIMIT, r.status());
    assertEquals(9, reports.size(), "reports at 100, 200, ..., 900 nodes; the limit stops at 1000");
    reports.clear();
    solver.reset(solver.settings().withoutProgress());
    assertEquals(724, solver.count());
    assertTrue(reports.isEmpty());
    assertThrows(IllegalArgumentException.class,
        () -> SearchSettings.defaults().withProgress(0, p -> {}));
  }

  private static void assertWellFormed(List<Progress> reports, long every, SearchResult r) {
    assertFalse(reports.isEmpty(), "the listener was called");
    Progress before = null;
    for (int k = 0; k < reports.size(); k++) {
      Progress p = reports.get(k);
      assertEquals(every * (k + 1), p.nodes(), "report " + k);
      assertTrue(p.fractionDone() >= 0 && p.fractionDone() <= 1, p.toString());
      assertTrue(p.level() >= 0 && p.level() <= r.maxLevel() + 1, p.toString());
      assertTrue(p.solutions() <= r.solutions(), p.toString());
      if (before != null) {
        assertTrue(p.nodes() > before.nodes());
        assertTrue(p.solutions() >= before.solutions(), p + " after " + before);
        assertTrue(p.fractionDone() >= before.fractionDone(), p + " after " + before);
        assertTrue(p.elapsed().compareTo(before.elapsed()) >= 0, p + " after " + before);
      }
      before = p;
    }
  }
}
