package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The engine walks the same tree as Knuth's own programs on 420 random problems of every family
 * (exact cover, secondary items, colors, each kind of multiplicity, all mixed): the same
 * solutions, nodes and updates as {@code dlx1} (X), {@code dlx2} (C) or {@code dlx3} (M) print
 * for them. The figures are in {@code knuth-trees.txt}, made by {@code make-knuth-trees.py} from
 * the programs built from Knuth's CWEB sources; Knuth's code is not part of this project. The
 * problems of up to 16 options are also counted by the brute-force counter.
 */
class KnuthTreesTest {
  private static final Path FIGURES =
      Path.of("src/test/resources/dev/exactcover/dlx/knuth-trees.txt");

  record Case(String program, long solutions, long nodes, long updates, String text) {}

  static List<Case> cases() throws Exception {
    List<Case> cases = new ArrayList<>();
    String[] head = null;
    StringBuilder text = new StringBuilder();
    for (String line : Files.readAllLines(FIGURES)) {
      if (line.startsWith("#")) {
        continue;
      }
      if (line.startsWith("@ ")) {
        if (head != null) {
          cases.add(toCase(head, text));
        }
        head = line.split(" ");
        text.setLength(0);
      } else {
        text.append(line).append('\n');
      }
    }
    cases.add(toCase(head, text));
    return cases;
  }

  private static Case toCase(String[] head, StringBuilder text) {
    return new Case(head[1], Long.parseLong(head[2]), Long.parseLong(head[3]),
        Long.parseLong(head[4]), text.toString());
  }

  @Test
  void sameTreesAsKnuthsPrograms() throws Exception {
    List<Case> cases = cases();
    assertEquals(420, cases.size());
    int bruteForced = 0;
    for (Case c : cases) {
      Problem p = ExactCover.parse(c.text());
      assertEquals(c.program().equals("dlx3"), p.hasMultiplicities(), c.text());
      SearchResult r = p.newSolver().search(Limits.none());
      String where = c.program() + " on\n" + c.text();
      assertEquals(c.solutions(), r.solutions(), "solutions, " + where);
      assertEquals(c.nodes(), r.nodes(), "nodes, " + where);
      assertEquals(c.updates(), r.updates(), "updates, " + where);
      if (p.optionCount() <= 16) {
        assertEquals(c.solutions(), BruteForce.solutions(p).size(), "brute force, " + where);
        bruteForced++;
      }
    }
    assertTrue(bruteForced > 100, "brute-forced " + bruteForced);
  }

  /**
   * Four small problems where an engine that stopped at "core" solutions would undercount: dlx3's
   * counts, nodes and updates, and the same count under random branching with any seed.
   */
  @ParameterizedTest(name = "{0}: {1} solutions")
  @CsvSource({
      "0:1|A / A, 2, 3, 2",
      "1:2|A / A / A, 3, 6, 5",
      "1:2|A 1:2|B / A B / A / B, 5, 12, 12",
      "0:2|A | X / A X / A X, 3, 6, 9",
  })
  void issue13(String text, long solutions, long nodes, long updates) throws Exception {
    Problem p = ExactCover.parse(text.replace(" / ", "\n"));
    SearchResult r = p.newSolver().search(Limits.none());
    assertEquals(solutions, r.solutions());
    assertEquals(nodes, r.nodes());
    assertEquals(updates, r.updates());
    assertEquals(solutions, BruteForce.solutions(p).size());
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(solutions,
          p.newSolver(SearchSettings.defaults().withRandomBranching(seed)).count(), "seed " + seed);
    }
  }
}
