package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Conflict;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.RegionKind;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import java.util.List;

/**
 * What another variant makes of a puzzle read under classic rules (solve, check), said when it
 * is cheap to know: several solutions where Sudoku X has one ({@code give --x}); givens that
 * clash in boxes only, which a jigsaw's pieces may not ({@code give --regions}). Sudoku X has
 * every classic rule, so a classic clash or a classic puzzle without a solution is never valid
 * as X.
 */
final class VariantHint {
  private VariantHint() {}

  /** The largest side checked as Sudoku X: a second search, at most milliseconds up to 9x9. */
  private static final int MAX_SIDE = 9;

  /** One Sudoku X solver per thread of a batch, reused from puzzle to puzzle. */
  private static final ThreadLocal<SudokuSolver> X = new ThreadLocal<>() { // not a lambda:
    @Override // this class is loaded by every solve, which mostly never asks
    protected SudokuSolver initialValue() {
      return Sudoku.solverX();
    }
  };

  /**
   * The note for a puzzle with {@code verdict} under {@code solver}'s rules, or null: only under
   * classic rules, only up to 9x9.
   */
  static String multiple(SudokuSolver solver, Grid puzzle, Verdict verdict, Limits limits) {
    if (verdict != Verdict.MULTIPLE || !classic(solver, puzzle)
        || !Regions.x(puzzle.shape()).conflicts(puzzle).isEmpty()) {
      return null;
    }
    Answer x = X.get().solve(puzzle, limits.withSolutions(2));
    return x.verdict() == Verdict.UNIQUE && x.search().isComplete()
        ? "several solutions as classic Sudoku, one as an X-Sudoku: valid as an X-Sudoku: "
        + "give --x" : null;
  }

  /** The note for givens that break {@code solver}'s rules, or null. */
  static String clash(SudokuSolver solver, Grid puzzle) {
    if (!classic(solver, puzzle)) {
      return null;
    }
    List<Conflict> found = Regions.standard(puzzle.shape()).conflicts(puzzle);
    return !found.isEmpty() && found.stream().allMatch(c -> c.region().kind() == RegionKind.BOX)
        ? "the givens clash in boxes only: if this is a jigsaw, give its map (--regions MAPFILE)"
        : null;
  }

  private static boolean classic(SudokuSolver solver, Grid puzzle) {
    return puzzle.side() <= MAX_SIDE
        && solver.regions(puzzle.shape()).equals(Regions.standard(puzzle.shape()));
  }
}
