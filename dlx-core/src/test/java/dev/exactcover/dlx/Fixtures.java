package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;

/**
 * Problems built in the tests, and checks that do not trust the engine.
 *
 * <p>The empty 4x4 Sudoku is modelled as Knuth's {@code sudoku-dlx} does it: primary items
 * {@code p{r}{c}} (cell r,c is filled), {@code r{r}{d}}, {@code c{c}{d}} and {@code b{b}{d}}
 * (row, column and box b hold digit d), with r, c, b in 0..3 and d in 1..4; one option per cell and
 * digit, numbered {@code 16 r + 4 c + d - 1}. It has 288 solutions. Grids are {@code int[4][4]}
 * with 0 for a blank, and are counted independently by plain backtracking over the cells.
 */
public final class Fixtures {
  private Fixtures() {}

  /** Knuth's toy problem (TAOCP 7.2.2.1 (6)); its only solution: A D, C E F, B G. */
  public static final String TOY = """
      | Knuth's toy problem
      A B C D E F G
      C E F
      A D G
      B C F
      A D
      B G
      D E G
      """;

  /** Knuth's color example (dlx2): the third option has no primary item and is dropped. */
  public static final String COLORS = """
      | Knuth's color example
      A B C | X Y
      A B X:0 Y:0
      A C X:1 Y:1
      X:0 Y:1
      B X:1
      C Y:1
      """;

  /** Knuth's multiplicity example (dlx3): C is covered two or three times. */
  public static final String MULTIPLICITIES = """
      A B 2:3|C | X Y
      A B X:0 Y:0
      A C X:1 Y:1
      C X:0
      B X:1
      C Y:1
      """;

  public static Problem toy() {
    return ExactCover.builder()
        .primary("A", "B", "C", "D", "E", "F", "G")
        .option("C", "E", "F").option("A", "D", "G").option("B", "C", "F")
        .option("A", "D").option("B", "G").option("D", "E", "G")
        .build();
  }

  public static Problem parse(String text) {
    try {
      return ExactCover.parse(text);
    } catch (DlxFormatException e) {
      throw new AssertionError("fixture does not parse: " + e.getMessage(), e);
    }
  }

  /** The empty 4x4 Sudoku, built through the generic API. */
  public static Problem sudoku4() {
    ProblemBuilder b = ExactCover.builder();
    for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++) {
        b.primary("p" + r + c);
      }
    }
    for (String unit : new String[] {"r", "c", "b"}) {
      for (int u = 0; u < 4; u++) {
        for (int d = 1; d <= 4; d++) {
          b.primary(unit + u + d);
        }
      }
    }
    for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++) {
        for (int d = 1; d <= 4; d++) {
          b.option("p" + r + c, "r" + r + d, "c" + c + d, "b" + box(r, c) + d);
        }
      }
    }
    return b.build();
  }

  public static int box(int r, int c) {
    return (r / 2) * 2 + c / 2;
  }

  /** The option of {@link #sudoku4()} that puts digit {@code d} in cell r,c. */
  public static int sudokuOption(int r, int c, int d) {
    return 16 * r + 4 * c + d - 1;
  }

  /** Completions of a 4x4 grid (0 = blank) by plain backtracking; 0 if the givens clash. */
  public static long bruteForceSudoku4(int[][] grid) {
    int[][] g = new int[4][];
    for (int r = 0; r < 4; r++) {
      g[r] = grid[r].clone();
    }
    for (int r = 0; r < 4; r++) {
      for (int c = 0; c < 4; c++) {
        if (g[r][c] != 0) {
          int d = g[r][c];
          g[r][c] = 0;
          boolean ok = allowed(g, r, c, d);
          g[r][c] = d;
          if (!ok) {
            return 0;
          }
        }
      }
    }
    return fill(g, 0);
  }

  private static long fill(int[][] g, int cell) {
    if (cell == 16) {
      return 1;
    }
    int r = cell / 4;
    int c = cell % 4;
    if (g[r][c] != 0) {
      return fill(g, cell + 1);
    }
    long n = 0;
    for (int d = 1; d <= 4; d++) {
      if (allowed(g, r, c, d)) {
        g[r][c] = d;
        n += fill(g, cell + 1);
        g[r][c] = 0;
      }
    }
    return n;
  }

  private static boolean allowed(int[][] g, int r, int c, int d) {
    for (int k = 0; k < 4; k++) {
      if (g[r][k] == d || g[k][c] == d) {
        return false;
      }
    }
    int r0 = r / 2 * 2;
    int c0 = c / 2 * 2;
    for (int i = r0; i < r0 + 2; i++) {
      for (int j = c0; j < c0 + 2; j++) {
        if (g[i][j] == d) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Checks a solution against the definition, not the engine: no option twice, every primary item
   * covered between its bounds, every secondary item either used once without a color or only by
   * options that agree on its color.
   */
  public static void assertValid(Solution s) {
    Problem p = s.problem();
    int[] options = s.options();
    assertEquals(options.length, Arrays.stream(options).distinct().count(), "option twice: " + s);
    int[] uses = new int[p.itemCount()];
    boolean[] plain = new boolean[p.itemCount()];
    String[] color = new String[p.itemCount()];
    for (int o : options) {
      int[] items = p.optionItems(o);
      for (int k = 0; k < items.length; k++) {
        int i = items[k];
        uses[i]++;
        String c = p.optionColor(o, k);
        if (c == null) {
          plain[i] = true;
        } else if (color[i] == null) {
          color[i] = c;
        } else if (!color[i].equals(c)) {
          fail("item " + p.itemName(i) + " gets colors " + color[i] + " and " + c + ": " + s);
        }
      }
    }
    for (int i = 0; i < p.itemCount(); i++) {
      if (p.isPrimary(i)) {
        assertTrue(uses[i] >= p.lowerBound(i) && uses[i] <= p.upperBound(i),
            "primary item " + p.itemName(i) + " covered " + uses[i] + " times: " + s);
      } else if (plain[i]) {
        assertEquals(1, uses[i], "secondary item " + p.itemName(i) + " used without color: " + s);
      }
    }
  }

  /** The options of a solution as text, as a set: order-free. */
  public static Set<String> texts(Solution s) {
    Set<String> t = new TreeSet<>();
    for (int o : s.options()) {
      t.add(s.problem().optionText(o));
    }
    return t;
  }

  /** The only solution of a problem that must have exactly one. */
  public static Solution only(Problem p) {
    Solver solver = p.newSolver();
    assertEquals(1, solver.count(), "expected exactly one solution");
    Solution s = solver.first().orElse(null);
    assertNotNull(s);
    assertValid(s);
    return s;
  }

  public static Set<String> set(String... options) {
    return new TreeSet<>(Arrays.asList(options));
  }
}
