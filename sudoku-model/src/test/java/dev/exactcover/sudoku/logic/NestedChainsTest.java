package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Shape;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * SE's nested forcing chains against SE 1.2.1.3's own ratings: the puzzles of
 * {@code se-rated.tsv} that SE rates above 9.5 (all of them needing its nested levels 2 and 3)
 * are rated by the ladder without an estimate, and as many as measured exactly, within 0.1, and
 * at SE's level of nesting.
 * Each puzzle takes from half a minute to a few minutes: hence the slow tier, run by hand.
 */
@Tag("slow") // minutes: by hand (-Dtest.excluded=none -Dgroups=slow); the full tier has SeRatedSetTest
class NestedChainsTest {
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  /** Measured when written (see the docs' table): ER exact, within 0.1, at SE's level. */
  static final int EXACT = 6;
  static final int CLOSE = 9;
  static final int SAME_LEVEL = 8;

  @Test
  void ratingsAboveNineAndAHalfAgreeWithSudokuExplainer() {
    List<SeRatedSetTest.Row> rows = SeRatedSetTest.rows().stream().filter(r -> r.er() > 9.5)
        .toList();
    assertTrue(rows.size() == 9, "the set has nine puzzles above 9.5, not " + rows.size());
    int exact = 0;
    int close = 0;
    int sameLevel = 0;
    StringBuilder report = new StringBuilder();
    for (SeRatedSetTest.Row r : rows) {
      long t0 = System.nanoTime();
      Rating rating = NINE.rate(r.puzzle());
      double seconds = (System.nanoTime() - t0) / 1e9;
      assertFalse(rating.estimated(), "an estimate for " + r.puzzle().toLine());
      String level = r.hardest().substring(r.hardest().indexOf('('));
      sameLevel += rating.hardest().endsWith(level) ? 1 : 0;
      exact += Math.abs(rating.er() - r.er()) < 0.051 ? 1 : 0;
      close += Math.abs(rating.er() - r.er()) < 0.151 ? 1 : 0;
      report.append(String.format(Locale.ROOT, "SE %.1f/%.1f/%.1f %s | ours %.1f/%.1f/%.1f %s |"
          + " %.1f s | %s%n", r.er(), r.ep(), r.ed(), r.hardest(), rating.er(), rating.ep(),
          rating.ed(), rating.hardest(), seconds, r.puzzle().toLine()));
    }
    System.out.print(report);
    assertTrue(exact >= EXACT, exact + " exact:\n" + report);
    assertTrue(close >= CLOSE, close + " within 0.1:\n" + report);
    assertTrue(sameLevel >= SAME_LEVEL, sameLevel + " at SE's level:\n" + report);
  }
}
