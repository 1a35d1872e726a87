package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.examples.Queens;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Settings are values: each {@code with} returns a copy, and a solver searches with its own. */
class SearchSettingsTest {
  @Test
  void defaultsAreKnuthsAndWithersCopy() {
    SearchSettings d = SearchSettings.defaults();
    assertEquals(Branching.LEFTMOST, d.branching());
    assertFalse(d.quickChoice());
    assertTrue(d.progress().isEmpty());
    SearchSettings r = d.withRandomBranching(7).withQuickChoice(true);
    assertEquals(Branching.RANDOM, r.branching());
    assertEquals(7, r.seed());
    assertTrue(r.quickChoice());
    assertEquals(Branching.LEFTMOST, d.branching(), "the defaults did not change");
    assertEquals(d, r.withLeftmostBranching().withQuickChoice(false));
    assertEquals(r, d.withQuickChoice(true).withRandomBranching(7));
    assertNotEquals(r, d.withRandomBranching(8).withQuickChoice(true));
    assertEquals("SearchSettings[random 7, quick choice]", r.toString());
    ProgressListener l = p -> {};
    assertEquals(1000, d.withProgress(1000, l).progressInterval());
    assertSame(l, d.withProgress(1000, l).progress().orElseThrow());
    assertTrue(d.withProgress(1000, l).withoutProgress().progress().isEmpty());
    assertThrows(IllegalArgumentException.class, () -> d.withProgress(0, l));
    assertThrows(NullPointerException.class, () -> d.withProgress(10, null));
  }

  @Test
  void aSolverKeepsItsSettingsUntilAResetGivesOthers() {
    List<Progress> reports = new ArrayList<>();
    SearchSettings s = SearchSettings.defaults().withProgress(100, reports::add);
    Solver solver = Queens.problem(8).newSolver(s);
    assertSame(s, solver.settings());
    assertEquals(92, solver.count());
    assertFalse(reports.isEmpty());
    assertTrue(solver.force(0));
    solver.reset(SearchSettings.defaults().withRandomBranching(3));
    assertEquals(0, solver.forcedOptions().length, "a reset with settings takes back the forced");
    assertEquals(Branching.RANDOM, solver.settings().branching());
    int before = reports.size();
    assertEquals(92, solver.count());
    assertEquals(before, reports.size(), "the new settings report no progress");
    assertEquals(SearchSettings.defaults(), Queens.problem(8).newSolver().settings());
  }
}
