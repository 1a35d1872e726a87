package dev.exactcover.verification.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Problem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The naive Algorithm X against known counts and against a brute force over all subsets. */
class NaiveAlgorithmXTest {
  private static final long ALL = Long.MAX_VALUE;

  @Test
  void knuthsToyProblem() {
    // TAOCP 7.2.2.1: the one solution is options 1, 4 and 5 (c e; a d f; b g), here 0, 3, 4.
    List<String> items = List.of("a", "b", "c", "d", "e", "f", "g");
    List<List<String>> options = List.of(List.of("c", "e"), List.of("a", "d", "g"),
        List.of("b", "c", "f"), List.of("a", "d", "f"), List.of("b", "g"), List.of("d", "e", "g"));
    assertEquals(1, NaiveAlgorithmX.count(items, List.of(), options, ALL));
    assertEquals(List.of(List.of(0, 3, 4)),
        NaiveAlgorithmX.solutions(items, List.of(), options, ALL));

    Problem p = ExactCover.builder().primary("a", "b", "c", "d", "e", "f", "g")
        .option("c", "e").option("a", "d", "g").option("b", "c", "f")
        .option("a", "d", "f").option("b", "g").option("d", "e", "g")
        .build();
    assertEquals(List.of(List.of(0, 3, 4)), NaiveAlgorithmX.solutions(p, ALL));
  }

  @ParameterizedTest(name = "{0} queens: {1}")
  @CsvSource({"1, 1", "2, 0", "3, 0", "4, 2", "5, 10", "6, 4", "7, 40", "8, 92"})
  void queens(int n, long solutions) {
    List<String> primary = new ArrayList<>();
    List<String> secondary = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      primary.add("r" + i);
      primary.add("c" + i);
    }
    for (int d = 0; d < 2 * n - 1; d++) {
      secondary.add("up" + d);
      secondary.add("down" + d);
    }
    List<List<String>> options = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      for (int c = 0; c < n; c++) {
        options.add(List.of("r" + r, "c" + c, "up" + (r + c), "down" + (r - c + n - 1)));
      }
    }
    assertEquals(solutions, NaiveAlgorithmX.count(primary, secondary, options, ALL));
    for (List<Integer> s : NaiveAlgorithmX.solutions(primary, secondary, options, ALL)) {
      assertEquals(n, s.size());
    }
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource({"queens-8.dlx, 92", "pentomino-3x20.dlx, 8"})
  void datasetFiles(String file, long solutions) throws Exception {
    Problem p = ExactCover.read(Datasets.file("exact-cover/" + file));
    assertEquals(solutions, NaiveAlgorithmX.count(p, ALL));
    assertEquals(3, NaiveAlgorithmX.count(p, 3), "stops at the limit");
  }

  /** A problem of 8 items (3 to 8 of them primary) and 12 random options, from a seed. */
  private record Instance(List<String> primary, List<String> secondary,
      List<List<String>> options) {

    static Instance random(long seed) {
      Random random = new Random(seed);
      int primaryCount = 3 + random.nextInt(6);
      List<String> primary = new ArrayList<>();
      List<String> secondary = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        (i < primaryCount ? primary : secondary).add("i" + i);
      }
      List<List<String>> options = new ArrayList<>();
      for (int o = 0; o < 12; o++) {
        List<String> option = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
          if (random.nextInt(4) == 0) {
            option.add("i" + i);
          }
        }
        if (option.isEmpty()) {
          option.add("i" + random.nextInt(8));
        }
        options.add(option);
      }
      return new Instance(primary, secondary, options);
    }
  }

  @RepeatedTest(300)
  void randomProblemsMatchBruteForce(RepetitionInfo info) {
    Instance p = Instance.random(info.getCurrentRepetition());
    List<List<Integer>> expected = bruteForce(p.primary(), p.secondary(), p.options());
    List<List<Integer>> found =
        sorted(NaiveAlgorithmX.solutions(p.primary(), p.secondary(), p.options(), ALL));
    assertEquals(expected, found, "seed " + info.getCurrentRepetition() + ": " + p);
    assertEquals(expected.size(), NaiveAlgorithmX.count(p.primary(), p.secondary(), p.options(),
        ALL));
  }

  /** The random problems test little unless many of them have covers, some several. */
  @Test
  void randomProblemsOftenHaveCovers() {
    int withCovers = 0;
    int withSeveral = 0;
    for (int seed = 1; seed <= 300; seed++) {
      Instance p = Instance.random(seed);
      int covers = bruteForce(p.primary(), p.secondary(), p.options()).size();
      withCovers += covers > 0 ? 1 : 0;
      withSeveral += covers > 1 ? 1 : 0;
    }
    assertTrue(withCovers >= 50, withCovers + " of 300 have covers");
    assertTrue(withSeveral >= 10, withSeveral + " of 300 have several");
  }

  /**
   * Every subset of the options that covers each primary item exactly once and each secondary
   * item at most once, and whose options all hold a primary item (Algorithm X never chooses an
   * option without one), as sorted lists in lexicographic order.
   */
  private static List<List<Integer>> bruteForce(List<String> primary, List<String> secondary,
      List<List<String>> options) {
    List<List<Integer>> covers = new ArrayList<>();
    for (int subset = 0; subset < 1 << options.size(); subset++) {
      List<Integer> chosen = new ArrayList<>();
      List<String> used = new ArrayList<>();
      boolean ok = true;
      for (int o = 0; o < options.size(); o++) {
        if ((subset >> o & 1) != 0) {
          chosen.add(o);
          used.addAll(options.get(o));
          ok &= options.get(o).stream().anyMatch(primary::contains);
        }
      }
      for (String item : primary) {
        ok &= used.stream().filter(item::equals).count() == 1;
      }
      for (String item : secondary) {
        ok &= used.stream().filter(item::equals).count() <= 1;
      }
      if (ok) {
        covers.add(chosen);
      }
    }
    covers.sort(LEXICOGRAPHIC);
    return covers;
  }

  private static final Comparator<List<Integer>> LEXICOGRAPHIC = (a, b) -> {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int c = Integer.compare(a.get(i), b.get(i));
      if (c != 0) {
        return c;
      }
    }
    return Integer.compare(a.size(), b.size());
  };

  @Test
  void secondaryItemsAreCoveredAtMostOnce() {
    // x is secondary: {a x} and {a} are solutions; {x} alone covers no primary item, and
    // {a x, b x} uses x twice.
    List<List<String>> options = List.of(List.of("a", "x"), List.of("a"), List.of("x"),
        List.of("b", "x"), List.of("b"));
    assertEquals(List.of(List.of(0, 4), List.of(1, 3), List.of(1, 4)),
        sorted(NaiveAlgorithmX.solutions(List.of("a", "b"), List.of("x"), options, ALL)));
  }

  @Test
  void noPrimaryItemsMeansOneEmptySolution() {
    assertEquals(List.of(List.of()),
        NaiveAlgorithmX.solutions(List.of(), List.of("x"), List.of(List.of("x")), ALL));
  }

  @Test
  void badInputIsRejected() {
    List<String> ab = List.of("a", "b");
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(List.of("a", "a"), List.of(), List.of(), ALL));
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(ab, List.of("a"), List.of(), ALL));
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(ab, List.of(), List.of(List.of("a", "c")), ALL));
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(ab, List.of(), List.of(List.of("a", "a")), ALL));
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(ab, List.of("x"), List.of(List.of("a", "x:1")), ALL));
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(ab, List.of(), List.of(List.of("a")), 0));
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(ExactCover.parse("A | X\nA X:1\nA X:2\n"), ALL));
    assertThrows(IllegalArgumentException.class,
        () -> NaiveAlgorithmX.count(ExactCover.parse("2:3|A B\nA B\nA\n"), ALL));
  }

  private static List<List<Integer>> sorted(List<List<Integer>> lists) {
    List<List<Integer>> copy = new ArrayList<>(lists);
    copy.sort(LEXICOGRAPHIC);
    return copy;
  }
}
