package dev.exactcover.dlx;

import dev.exactcover.dlx.examples.Langford;
import dev.exactcover.dlx.examples.Queens;
import dev.exactcover.dlx.pieces.SearchTree;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Quick choice changes the tree, never the solutions. */
class QuickChoiceTest {
  static Set<List<Integer>> solutions(Solver s) {
    Set<List<Integer>> all = new HashSet<>();
    s.stream().forEach(x -> all.add(java.util.Arrays.stream(x.sortedOptions()).boxed().toList()));
    return all;
  }

  @Test
  void sameSolutionsAsKnuthsChoice() throws Exception {
    List<Problem> problems = List.of(Queens.problem(6), Queens.problem(8), Langford.problem(7),
        ExactCover.read(Datasets.exactCover("pentomino-3x20.dlx")),
        ExactCover.read(Datasets.exactCover("queens-8.dlx")),
        ExactCover.parse("A B | X Y\nA X:0 Y:0\nA X:1\nB X:1 Y:1\nB Y:0\nA B\n"));
    for (Problem p : problems) {
      Set<List<Integer>> knuth = solutions(p.newSolver());
      SearchSettings quick = SearchSettings.defaults().withQuickChoice(true);
      assertEquals(knuth, solutions(p.newSolver(quick)));
      assertEquals(knuth.size(),
          SearchTree.of(p.newSolver(quick)).countParallel(2, Limits.none()).solutions());
    }
  }

  @Tag("full") // pentomino-6x10 counted twice
  @Test
  void fewerItemsScannedButCountsExact() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("pentomino-6x10.dlx"));
    Solver quick = p.newSolver(SearchSettings.defaults().withQuickChoice(true));
    SearchResult r = quick.search(Limits.none().withSolutions(500));
    assertEquals(500, r.solutions());
    Solver knuth = p.newSolver();
    assertEquals(knuth.count(5000), quick.count(5000));
    // Forcing still works and is taken back.
    assertTrue(quick.force(0));
    long forced = quick.count();
    quick.reset(SearchSettings.defaults());
    assertTrue(quick.force(0));
    assertEquals(quick.count(), forced);
  }
}
