package dev.exactcover.sudoku.logic;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.sudoku.Datasets;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The enjoysudoku forum's hardest list ({@code forum-hardest-1905-11plus.txt}), puzzles the forum
 * rates 11.0 or more: a sample spread evenly over the file (50 puzzles, or
 * {@code -Dforum.sample=N}; {@code -Dforum.count=N} grades only the first N of them). Each of the
 * 50 must get the ER, EP and ED that Sudoku Explainer 1.2.1.3 itself gives it ({@link #SE_GRADES},
 * from its {@code serate}, built from source and run on each puzzle as the file writes it); in
 * another sample each must grade 11.0 or more. The 7th of the 50 is one SE grades below the
 * list's 11.0, 10.9/10.9/10.1 (its steps and ours were compared one by one, see the docs). The time of
 * each is printed. Tagged slow (run by hand: -Dtest.excluded=none -Dgroups=slow): each puzzle
 * takes from seconds to minutes.
 */
@Tag("slow")
class ForumHardestSampleTest {
  private static final LogicSolver NINE = LogicSolver.of(Shape.NINE);

  /** The 7th puzzle of the 50, which SE 1.2.1.3's serate grades 10.9/10.9/10.1. */
  static final String SE_TEN_NINE =
      "98.76....75...86....6......4..3...6...5.7.9.......2..1.3......4..7.5.8.....1...2.";

  /**
   * SE 1.2.1.3's grades (ER/EP/ED) of the sample of 50, in order, from its {@code serate} run
   * on each puzzle here.
   */
  static final List<String> SE_GRADES = List.of(
"11.1/11.1/11.1", "11.0/11.0/10.6", "11.0/11.0/10.5", "11.1/11.1/10.6", "11.1/11.1/10.4",
      "11.0/11.0/10.0", "10.9/10.9/10.1", "11.0/11.0/9.7", "11.0/11.0/9.5", "11.1/11.1/9.3",
      "11.1/11.1/9.2", "11.1/11.1/7.7", "11.0/11.0/3.4", "11.1/11.1/2.8", "11.0/11.0/2.6",
      "11.0/11.0/2.6", "11.0/11.0/2.6", "11.1/11.1/2.6", "11.1/11.1/2.6", "11.1/11.1/2.6",
      "11.1/11.1/10.8", "11.1/11.1/10.6", "11.1/11.1/10.5", "11.1/11.1/10.4", "11.0/11.0/10.3",
      "11.1/11.1/9.9", "11.1/11.1/10.0", "11.2/11.2/9.8", "11.1/11.1/9.4", "11.1/11.1/9.1",
      "11.2/11.2/7.6", "11.1/11.1/3.4", "11.1/11.1/2.8", "11.1/11.1/2.6", "11.1/11.1/2.6",
      "11.1/11.1/2.6", "11.1/11.1/2.6", "11.1/11.1/2.6", "11.2/11.2/10.7", "11.2/11.2/10.5",
      "11.2/11.2/10.0", "11.2/11.2/9.6", "11.1/11.1/7.8", "11.2/11.2/3.4", "11.2/11.2/2.6",
      "11.2/11.2/2.6", "11.3/11.3/10.6", "11.2/11.2/10.0", "11.3/11.3/2.8", "11.4/11.4/10.6");

  @Test
  void theForumsHardestPuzzlesGradeAsSudokuExplainerGradesThem() {
    List<String> lines = new ArrayList<>();
    for (String l : Datasets.lines("sudoku9/forum-hardest-1905-11plus.txt")) {
      if (l.length() == 81) {
        lines.add(l);
      }
    }
    assertTrue(lines.size() == 48_766, "the file has 48,766 puzzles, not " + lines.size());
    int sample = Integer.getInteger("forum.sample", 50);
    int count = Math.min(sample, Integer.getInteger("forum.count", sample));
    assertTrue(SE_GRADES.size() == 50 && SE_GRADES.get(6).equals("10.9/10.9/10.1")
        && SE_TEN_NINE.equals(lines.get(6 * lines.size() / 50)), "the 7th of 50 is SE's 10.9");
    StringBuilder report = new StringBuilder();
    int wrong = 0;
    for (int k = 0; k < count; k++) {
      String p = lines.get((int) ((long) k * lines.size() / sample));
      long t0 = System.nanoTime();
      Rating r = NINE.rate(Sudoku.parse(p));
      double seconds = (System.nanoTime() - t0) / 1e9;
      String line = String.format(Locale.ROOT, "%s %s%.1f/%.1f/%.1f %s (%.1f s)", p,
          r.estimated() ? "~" : "", r.er(), r.ep(), r.ed(), r.hardest(), seconds);
      String se = sample == 50 ? SE_GRADES.get(k) : null;
      boolean ok = se != null ? line.contains(" " + se + " ") && !r.estimated()
          : r.er() >= 11.0 - 1e-9;
      wrong += ok ? 0 : 1;
      report.append(line).append(ok ? "" : "  <- SE: " + (se != null ? se : "11.0 or more"))
          .append('\n');
    }
    System.out.print(report);
    assertTrue(wrong == 0, wrong + " of " + count + " not graded as SE grades them:\n" + report);
  }
}
