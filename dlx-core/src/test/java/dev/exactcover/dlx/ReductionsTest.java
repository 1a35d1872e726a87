package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.pieces.SearchTree;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The reductions and the weighted item choice change the tree, never the answer. On every family
 * of seeded random problems the count and the set of streamed solutions under each combination
 * equal the brute force's ({@link BruteForce}); a reused solver gives the same answer again (so
 * every removal was put back, and Knuth's sanity check, an assertion, held at every node); the
 * shared .dlx files keep their published counts with fewer nodes; subproblems refuse them.
 */
class ReductionsTest {
  private static final int PROBLEMS = 250;

  /** The combinations under test: each reduction alone, all together, and with the weights. */
  private static final List<SearchSettings> SETTINGS = List.of(
      reducing(Reduction.SUBSUMPTION),
      reducing(Reduction.BLOCKING),
      reducing(Reduction.PROBING),
      SearchSettings.defaults().withItemChoice(ItemChoice.WEIGHTED),
      reducing(Reduction.values())
          .withItemChoice(ItemChoice.WEIGHTED),
      reducing(Reduction.SUBSUMPTION, Reduction.PROBING)
          .withQuickChoice(true),
      reducing(Reduction.values()).withRandomBranching(5)
          .withItemChoice(ItemChoice.WEIGHTED));

  @ParameterizedTest(name = "{0}")
  @EnumSource(RandomInstances.class)
  void sameSolutionsAsBruteForce(RandomInstances family) throws Exception {
    long removals = 0;
    for (long seed = 1; seed <= PROBLEMS; seed++) {
      String text = family.text(seed);
      Problem p = ExactCover.parse(text);
      List<Long> expected = BruteForce.solutions(p);
      for (SearchSettings settings : SETTINGS) {
        String where = family + " seed " + seed + ", " + settings + ":\n" + text;
        Solver solver = p.newSolver(settings);
        SearchResult first = solver.search(Limits.none());
        assertEquals(expected.size(), first.solutions(), where);
        List<Long> streamed = BruteForce.streamed(solver);
        assertEquals(expected, streamed, "the streamed solutions, " + where);
        SearchResult again = solver.search(Limits.none());
        assertEquals(first.solutions(), again.solutions(), "reused, " + where);
        if (!settings.branching().equals(Branching.RANDOM)
            && settings.itemChoice() == ItemChoice.FEWEST_OPTIONS) {
          assertEquals(first.nodes(), again.nodes(), "the same tree when reused, " + where);
        }
        for (long r : first.removals()) {
          removals += r;
        }
        if (p.hasMultiplicities()) {
          assertEquals(0, java.util.Arrays.stream(first.removals()).sum(),
              "Algorithm M searches without them: " + where);
        }
      }
    }
    if (family.ordinal() < RandomInstances.LO_ZERO.ordinal()) {
      assertTrue(removals > 0, "the reductions removed options in " + family);
    }
  }

  /**
   * Matching against the brute force, on random problems with a pairing: k left and k right
   * items, options joining one of each plus random extra items, and options of extras alone.
   */
  @Test
  void matchingKeepsEverySolution() {
    java.util.SplittableRandom random = new java.util.SplittableRandom(19);
    long removed = 0;
    long solutions = 0;
    for (int t = 0; t < 600; t++) {
      int k = 2 + random.nextInt(3);
      ProblemBuilder b = ExactCover.builder();
      List<String> left = new ArrayList<>();
      List<String> right = new ArrayList<>();
      for (int i = 0; i < k; i++) {
        left.add("L" + i);
        right.add("R" + i);
      }
      b.primary(left.toArray(new String[0])).primary(right.toArray(new String[0]))
          .primary("E0", "E1", "E2");
      int options = 0;
      for (int i = 0; i < k; i++) {
        for (int j = 0; j < k && options < 16; j++) {
          if (random.nextInt(3) > 0) {
            List<String> o = new ArrayList<>(List.of("L" + i, "R" + j));
            for (int e = 0; e < 3; e++) {
              if (random.nextInt(4) == 0) {
                o.add("E" + e);
              }
            }
            b.option(o);
            options++;
          }
        }
      }
      for (int e = 0; e < 3 && options < 19; e++, options++) {
        b.option("E" + e);
      }
      Problem p = b.pairing(left, right).build();
      assertEquals(1, p.pairingCount());
      long expected = BruteForce.solutions(p).size();
      for (SearchSettings s : List.of(
          reducing(Reduction.MATCHING),
          reducing(Reduction.MATCHING, Reduction.SUBSUMPTION)
              .withItemChoice(ItemChoice.WEIGHTED))) {
        Solver solver = p.newSolver(s);
        SearchResult r = solver.search(Limits.none());
        assertEquals(expected, r.solutions(), "trial " + t + ", " + s + ": " + ExactCover.toDlx(p));
        assertEquals(expected, solver.count(), "reused, trial " + t);
        removed += r.removed(Reduction.MATCHING);
      }
      solutions += expected;
    }
    assertTrue(removed > 0, "matching removed nothing");
    assertTrue(solutions > 100, "few solutions to compare: " + solutions);
  }

  /** The 4x4 Sudoku grids (288), with a pairing per region and per value, under matching. */
  @Test
  void matchingCountsTheFourByFourGrids() {
    ProblemBuilder b = ExactCover.builder();
    for (int c = 0; c < 16; c++) {
      b.primary("p" + c);
    }
    for (String kind : List.of("r", "c", "b")) {
      for (int u = 0; u < 4; u++) {
        for (int v = 1; v <= 4; v++) {
          b.primary(kind + u + "v" + v);
        }
      }
    }
    for (int c = 0; c < 16; c++) {
      int r = c / 4;
      int col = c % 4;
      int box = (r / 2) * 2 + col / 2;
      for (int v = 1; v <= 4; v++) {
        b.option("p" + c, "r" + r + "v" + v, "c" + col + "v" + v, "b" + box + "v" + v);
      }
    }
    for (int u = 0; u < 4; u++) {
      List<String> rowCells = new ArrayList<>();
      List<String> colCells = new ArrayList<>();
      List<String> boxCells = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        rowCells.add("p" + (u * 4 + t));
        colCells.add("p" + (t * 4 + u));
        boxCells.add("p" + ((u / 2) * 8 + (u % 2) * 2 + (t / 2) * 4 + t % 2));
      }
      int unit = u;
      b.pairing(rowCells, List.of(1, 2, 3, 4).stream().map(v -> "r" + unit + "v" + v).toList());
      b.pairing(colCells, List.of(1, 2, 3, 4).stream().map(v -> "c" + unit + "v" + v).toList());
      b.pairing(boxCells, List.of(1, 2, 3, 4).stream().map(v -> "b" + unit + "v" + v).toList());
    }
    for (int v = 1; v <= 4; v++) {
      int value = v;
      b.pairing(List.of(0, 1, 2, 3).stream().map(u -> "r" + u + "v" + value).toList(),
          List.of(0, 1, 2, 3).stream().map(u -> "c" + u + "v" + value).toList());
    }
    Problem p = b.build();
    assertEquals(16, p.pairingCount());
    assertEquals(288, p.newSolver().count());
    SearchResult r = p.newSolver(reducing(Reduction.MATCHING,
        Reduction.SUBSUMPTION))
        .search(Limits.none());
    assertEquals(288, r.solutions());
    Solver forced = p.newSolver(reducing(Reduction.MATCHING));
    assertTrue(forced.force(0)); // 1 in the corner: a quarter of the grids
    assertEquals(72, forced.count());
  }

  /** A pairing's rule is checked, and every mistake named. */
  @Test
  void pairingsAreChecked() {
    String message = assertThrows(IllegalArgumentException.class, () -> ExactCover.builder()
        .primary("a", "b", "x", "y").option("a", "x").option("a", "b", "y")
        .pairing(List.of("a", "b"), List.of("x", "y")).build()).getMessage();
    assertTrue(message.contains("option 2") && message.contains("pairing 1"), message);
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("a", "b")
        .pairing(List.of("a"), List.of("a")));
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("a", "b")
        .pairing(List.of("a"), List.of("b", "a")));
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("a")
        .secondary("s").pairing(List.of("a"), List.of("s")));
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("a")
        .primary("m", 0, 2).pairing(List.of("a"), List.of("m")));
    message = assertThrows(IllegalArgumentException.class, () -> ExactCover.builder()
        .primary("a").pairing(List.of("a"), List.of("zz"))).getMessage();
    assertTrue(message.contains("unknown item 'zz'"), message);
    Problem none = ExactCover.builder().primary("a").option("a").build();
    assertEquals(0, none.pairingCount());
    assertEquals(1, none.newSolver(reducing(Reduction.MATCHING))
        .count());
  }

  /**
   * The limits are looked at inside a node's reductions too, not only between nodes: a blocking
   * pass over the pentomino box (milliseconds a node) that is cancelled as the search reaches
   * its first node stops at once, where a pass run to its end removes hundreds of options
   * before the next look at the limits.
   */
  @Test
  void aStopIsSeenInsideANodesReductions() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("pentomino-6x10.dlx"));
    CancelToken stop = new CancelToken();
    SearchSettings blocking = reducing(Reduction.BLOCKING);
    Solver solver = p.newSolver(blocking.withProgress(1, at -> stop.cancel()));
    SearchResult r = solver.search(Limits.none().withCancel(stop));
    assertEquals(Status.CANCELLED, r.status());
    long whole = java.util.Arrays.stream(p.newSolver(blocking)
        .search(Limits.none().withNodes(2)).removals()).sum();
    long cut = java.util.Arrays.stream(r.removals()).sum();
    assertTrue(whole > 100 && cut < whole, "a pass run to its end removes " + whole
        + " options; the stopped one removed " + cut);
  }

  /** A stopped or abandoned search puts every removal back: the next search is whole. */
  @Test
  void stoppedSearchesLeaveTheStructureWhole() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("queens-8.dlx"));
    Solver solver = p.newSolver(reducing(Reduction.SUBSUMPTION, Reduction.PROBING));
    for (long n = 1; n <= 40; n += 13) {
      assertEquals(n, solver.search(Limits.none().withSolutions(n)).solutions());
      assertEquals(Status.NODE_LIMIT,
          solver.search(Limits.none().withNodes(5 * n)).status());
      try (var s = solver.stream()) {
        assertEquals(n, s.limit(n).count());
      }
    }
    assertEquals(92, solver.count());
  }

  /** Item subsumption by hand: every option of i covers j, so j's option without i goes. */
  @Test
  void subsumptionRemovesTheOptionThatWouldStrandAnItem() throws Exception {
    Problem p = ExactCover.parse("i j k\ni j\ni j k\nj k\nk\n");
    SearchResult plain = p.newSolver().search(Limits.none());
    SearchResult reduced = p.newSolver(reducing(Reduction.SUBSUMPTION))
        .search(Limits.none());
    assertEquals(2, plain.solutions());
    assertEquals(2, reduced.solutions());
    assertEquals(1, reduced.removed(Reduction.SUBSUMPTION), reduced.toString());
    assertEquals(0, plain.removed(Reduction.SUBSUMPTION));
    assertTrue(reduced.toString().contains("1 by subsumption"), reduced.toString());
  }

  /**
   * Blocking by hand: option {@code a x} meets both options of {@code b} (through {@code x} and
   * {@code a}), so it would leave {@code b} uncoverable; it goes, and subsumption cannot see it.
   */
  @Test
  void blockingRemovesAnOptionThatMeetsEveryOptionOfAnItem() throws Exception {
    Problem p = ExactCover.parse("a b x y\na x\nb x\nb a y\na y\nx y\n");
    long expected = BruteForce.solutions(p).size();
    SearchResult blocked = p.newSolver(reducing(Reduction.BLOCKING))
        .search(Limits.none());
    assertEquals(expected, blocked.solutions());
    assertTrue(blocked.removed(Reduction.BLOCKING) >= 1, blocked.toString());
  }

  /** Probing by hand: one option of a two-option item leads to a dead end two steps on. */
  @Test
  void probingRemovesAFailedOption() throws Exception {
    // Choosing "p q" forces "r s" (the only option left for r), which leaves t with none.
    Problem p = ExactCover.parse("p q r s t u\np q\np u\nq r s\nr s\nr t u\ns t\nt u\nq\n");
    long expected = BruteForce.solutions(p).size();
    SearchResult probed = p.newSolver(reducing(Reduction.SUBSUMPTION, Reduction.PROBING))
        .search(Limits.none());
    assertEquals(expected, probed.solutions());
    assertTrue(probed.removed(Reduction.PROBING) >= 1, probed.toString());
  }

  /**
   * The published counts under every reduction (the trees differ: a removal can change which
   * item has the fewest options, so a node count can even grow, as on queens-8).
   */
  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({
      "pentomino-3x20.dlx, 8",
      "filomino-8x8.dlx, 1",
      "filomino-10x10.dlx, 1",
      "queens-8.dlx, 92",
  })
  void publishedCounts(String file, long solutions) throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover(file));
    long removed = 0;
    for (SearchSettings s : List.of(
        reducing(Reduction.SUBSUMPTION),
        reducing(Reduction.SUBSUMPTION, Reduction.BLOCKING),
        reducing(Reduction.SUBSUMPTION, Reduction.PROBING)
            .withItemChoice(ItemChoice.WEIGHTED))) {
      if (file.startsWith("pentomino") && s.reductions().size() > 1) {
        continue; // a long search under the dearer reductions: the random problems cover them
      }
      SearchResult r = p.newSolver(s).search(Limits.none());
      assertEquals(solutions, r.solutions(), file + ", " + s + ": " + r);
      removed += r.removed(Reduction.SUBSUMPTION);
    }
    assertTrue(removed > 0, file + ": subsumption removed nothing");
  }

  /** Subproblems are branches of Knuth's tree: a solver that searches another is refused. */
  @Test
  void subproblemsRefuseAnotherTree() throws Exception {
    Problem p = ExactCover.read(Datasets.exactCover("queens-8.dlx"));
    SearchSettings reduced = reducing(Reduction.SUBSUMPTION);
    assertThrows(IllegalArgumentException.class, () -> SearchTree.of(p.newSolver(reduced)));
    assertThrows(IllegalArgumentException.class, () -> SearchTree.of(p.newSolver(
        SearchSettings.defaults().withItemChoice(ItemChoice.WEIGHTED))));
    SearchTree tree = SearchTree.of(p.newSolver());
    assertThrows(IllegalArgumentException.class, () -> tree.newSolver(reduced));
    assertFalse(reduced.followsKnuthTree());
    assertTrue(SearchSettings.defaults().withQuickChoice(true).followsKnuthTree());
  }

  @Test
  void settingsAreValues() {
    SearchSettings a = reducing(
        Reduction.PROBING, Reduction.SUBSUMPTION).withItemChoice(ItemChoice.WEIGHTED);
    SearchSettings b = SearchSettings.defaults().withItemChoice(ItemChoice.WEIGHTED)
        .withStrategy(Strategy.WITH_REDUCTIONS)
        .withReductions(Reduction.SUBSUMPTION, Reduction.PROBING, Reduction.SUBSUMPTION);
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(a, a.withQuickChoice(true).withQuickChoice(false));
    assertEquals(SearchSettings.defaults(), a.withReductions().withItemChoice(
        ItemChoice.FEWEST_OPTIONS).withStrategy(Strategy.DANCING_LINKS));
    assertThrows(UnsupportedOperationException.class, () -> a.reductions().clear());
    assertTrue(a.toString().contains("weighted") && a.toString().contains("PROBING"), a::toString);
    assertEquals(a.reductions(), a.withRandomBranching(3).withProgress(5, x -> { }).reductions());
  }

  /** Dancing Links with {@code rules}. */
  private static SearchSettings reducing(Reduction... rules) {
    return SearchSettings.of(Strategy.WITH_REDUCTIONS).withReductions(rules);
  }
}
