package dev.exactcover.dlx;

import static dev.exactcover.dlx.Fixtures.only;
import static dev.exactcover.dlx.Fixtures.set;
import static dev.exactcover.dlx.Fixtures.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The three small examples of Knuth's DLX programs, each with its one known solution: the toy
 * problem (Algorithm X), the color example (Algorithm C) and the multiplicity example
 * (Algorithm M), each read from {@code .dlx} text and built through the builder.
 */
class KnuthExamplesTest {

  @Test
  void toyProblemHasOneSolutionFromTheBuilder() {
    Problem p = Fixtures.toy();
    assertEquals(set("A D", "C E F", "B G"), texts(only(p)));
    assertTrue(p.newSolver().isUnique());
    assertFalse(p.hasColors());
    assertFalse(p.hasMultiplicities());
  }

  @Test
  void toyProblemHasOneSolutionFromText() {
    Problem p = Fixtures.parse(Fixtures.TOY);
    assertEquals(7, p.itemCount());
    assertEquals(6, p.optionCount());
    Solution s = only(p);
    assertEquals(set("A D", "C E F", "B G"), texts(s));
    // Option numbers too, not just their text: A D is option 3, C E F 0, B G 4.
    assertEquals(List.of(0, 3, 4), boxed(s.sortedOptions()));
  }

  @Test
  void toyProblemSearchStatistics() {
    SearchResult r = Fixtures.toy().newSolver().search(Limits.none());
    assertEquals(Status.EXHAUSTED, r.status());
    assertTrue(r.isComplete());
    assertEquals(1, r.solutions());
    assertEquals(3, r.maxLevel(), "the solution has three options, so the tree is 3 levels deep");
  }

  @Test
  void colorExampleDropsTheOptionWithoutPrimaryItemWithOneWarning() throws Exception {
    List<String> warnings = new ArrayList<>();
    Problem p = ExactCover.read(new StringReader(Fixtures.COLORS), warnings::add);
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).contains("line 5"), warnings.get(0));
    assertTrue(warnings.get(0).contains("X:0 Y:1"), warnings.get(0));
    assertEquals(4, p.optionCount());
    assertEquals(List.of("A B X:0 Y:0", "A C X:1 Y:1", "B X:1", "C Y:1"), optionTexts(p));
    assertTrue(p.hasColors());
    assertEquals(set("A C X:1 Y:1", "B X:1"), texts(only(p)));
  }

  @Test
  void colorExampleFromTheBuilder() {
    Problem p = ExactCover.builder()
        .primary("A", "B", "C").secondary("X", "Y")
        .option("A", "B", "X:0", "Y:0").option("A", "C", "X:1", "Y:1")
        .option("B", "X:1").option("C", "Y:1")
        .build();
    assertEquals(set("A C X:1 Y:1", "B X:1"), texts(only(p)));
  }

  /** Without colors the same options have no solution: B X and A C X both take X. */
  @Test
  void colorsAreWhatMakeTheColorExampleSolvable() {
    Problem p = ExactCover.builder()
        .primary("A", "B", "C").secondary("X", "Y")
        .option("A", "B", "X", "Y").option("A", "C", "X", "Y")
        .option("B", "X").option("C", "Y")
        .build();
    assertEquals(0, p.newSolver().count());
  }

  @Test
  void multiplicityExampleFromText() {
    Problem p = Fixtures.parse(Fixtures.MULTIPLICITIES);
    assertTrue(p.hasMultiplicities());
    int c = p.itemIndex("C");
    assertEquals(2, p.lowerBound(c));
    assertEquals(3, p.upperBound(c));
    assertEquals(set("A C X:1 Y:1", "B X:1", "C Y:1"), texts(only(p)));
  }

  @Test
  void multiplicityExampleFromTheBuilder() {
    Problem p = ExactCover.builder()
        .primary("A", "B").primary("C", 2, 3).secondary("X", "Y")
        .option("A", "B", "X:0", "Y:0").option("A", "C", "X:1", "Y:1")
        .option("C", "X:0").option("B", "X:1").option("C", "Y:1")
        .build();
    assertEquals(set("A C X:1 Y:1", "B X:1", "C Y:1"), texts(only(p)));
  }

  /**
   * With C allowed once or twice there are three solutions, as Knuth's dlx3 finds them (its
   * {@code m1} output, 8 nodes, 16 updates): {@code A B X:0 Y:0} with {@code C X:0}; and
   * {@code A C X:1 Y:1} with {@code B X:1}, with or without {@code C Y:1}, which is a different
   * set of options and so a different solution.
   */
  @Test
  void multiplicityExampleWithLooserBoundsHasThreeSolutions() {
    Problem p = Fixtures.parse(Fixtures.MULTIPLICITIES.replace("2:3|C", "1:2|C"));
    List<Set<String>> found = new ArrayList<>();
    p.newSolver().stream().forEach(s -> {
      Fixtures.assertValid(s);
      found.add(texts(s));
    });
    assertEquals(3, found.size(), found.toString());
    assertTrue(found.contains(set("A B X:0 Y:0", "C X:0")), found.toString());
    assertTrue(found.contains(set("A C X:1 Y:1", "B X:1")), found.toString());
    assertTrue(found.contains(set("A C X:1 Y:1", "B X:1", "C Y:1")), found.toString());
    SearchResult r = p.newSolver().search(Limits.none());
    assertEquals(8, r.nodes(), "dlx3's nodes");
    assertEquals(16, r.updates(), "dlx3's updates");
  }

  @Test
  void multiplicityExampleWithCExactlyThreeTimesHasNone() {
    Problem p = Fixtures.parse(Fixtures.MULTIPLICITIES.replace("2:3|C", "3|C"));
    assertEquals(0, p.newSolver().count());
  }

  private static List<String> optionTexts(Problem p) {
    List<String> t = new ArrayList<>();
    for (int o = 0; o < p.optionCount(); o++) {
      t.add(p.optionText(o));
    }
    return t;
  }

  private static List<Integer> boxed(int[] a) {
    List<Integer> l = new ArrayList<>();
    for (int x : a) {
      l.add(x);
    }
    return l;
  }
}
