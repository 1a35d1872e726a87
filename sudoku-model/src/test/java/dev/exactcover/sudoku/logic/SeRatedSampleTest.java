package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.exactcover.sudoku.Shape;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The quick part of {@link SeRatedSetTest}: rows of {@code sudoku9/se-rated.tsv} whose rating
 * turns on a detail of Sudoku Explainer's rules, each rated in well under a second and compared
 * with SE 1.2.1.3's ER (the oracle is SE's output in the file, not this code). Five of them are
 * rated 2.6 to 3.4 by SE because its direct hidden pairs place their single and remove nothing
 * else (a later pointing or hidden pair has to); one, 7.1, because SE's unique rectangles include
 * type 3 (a naked triplet with the rectangle's extra values), which takes the place of a cell
 * forcing chain rated 8.3.
 */
class SeRatedSampleTest {
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  /** The rows (0-based, in file order, header left out). */
  private static final int[] ROWS = {83, 86, 323, 325, 339, 350};

  @Test
  void theseRowsRateExactlyAsSudokuExplainerRatesThem() {
    List<SeRatedSetTest.Row> rows = SeRatedSetTest.rows();
    for (int i : ROWS) {
      SeRatedSetTest.Row r = rows.get(i);
      Rating rating = NINE.rate(r.puzzle());
      assertEquals(r.er(), rating.er(), 1e-9, i + ": " + r.puzzle().toLine() + " rated "
          + rating.hardest() + ", SE " + r.hardest());
    }
  }

  /**
   * SE rates the last empty cell of a house 1.0 and takes such cells before the other hidden
   * singles, which shows in EP and ED: every row whose EP or ED SE gives as 1.0 (the easy ones,
   * ER below 2.0, each rated in milliseconds) gets SE's ER, EP and ED.
   */
  @Test
  void theLastEmptyCellOfAHouseIsRatedAsSudokuExplainerRatesIt() {
    int checked = 0;
    for (SeRatedSetTest.Row r : SeRatedSetTest.rows()) {
      if (r.er() >= 2.0 || r.ep() != 1.0 && r.ed() != 1.0) {
        continue;
      }
      Rating rating = NINE.rate(r.puzzle());
      assertEquals(String.format(java.util.Locale.ROOT, "%.1f/%.1f/%.1f", r.er(), r.ep(),
          r.ed()), String.format(java.util.Locale.ROOT, "%.1f/%.1f/%.1f", rating.er(),
          rating.ep(), rating.ed()), r.puzzle().toLine());
      checked++;
    }
    assertEquals(true, checked >= 20, checked + " rows with SE's 1.0");
  }
}
