package dev.exactcover.verification.reference;

import java.util.Arrays;
import java.util.List;

/**
 * A Sudoku solver written independently of the exact-cover engine and the Sudoku model, as an
 * oracle to check them against. Each implementation shares no search code with the engine, nor
 * with the other implementations.
 *
 * <p>Representation, deliberately plain: a puzzle is an {@code int[] cells} of length
 * {@code n * n} in row-major order, {@code 0} for a blank and {@code 1..n} for a given. The boxes
 * are {@code boxRows} cells tall and {@code boxCols} cells wide, {@code n = boxRows * boxCols},
 * numbered left to right and top to bottom; any {@code n} up to 25 is supported (9 x 9 is
 * {@code 3, 3}; 6 x 6 with boxes two rows tall is {@code 2, 3}).
 *
 * <p>Semantics shared by every implementation:
 * <ul>
 *   <li>The search stops once it has found {@code limit} solutions, so {@code limit = 2} tells
 *       none, unique and several apart, and a large limit counts them all.
 *   <li>Givens that conflict (a value twice in one row, column or box) make a puzzle without
 *       solutions: the result has count 0, no first solution and work 0.
 *   <li>The caller's array is never modified; an implementation is stateless and may be shared
 *       between threads.
 *   <li>Bad arguments (a box shape beyond 25 x 25, an array of the wrong length, a value outside
 *       {@code 0..n}, a limit below 1) throw {@link IllegalArgumentException}.
 * </ul>
 */
public interface ReferenceSolver {

  /** A short name for reports, such as {@code backtracking}. */
  String name();

  /**
   * Solves {@code cells}, stopping after {@code limit} solutions.
   *
   * @param cells the puzzle, row-major, {@code 0} for a blank; not modified
   * @param boxRows the height of a box in cells
   * @param boxCols the width of a box in cells
   * @param limit the most solutions to look for, at least 1
   * @return the count, the first solution found and the solver's own work measure
   */
  Result solve(int[] cells, int boxRows, int boxCols, long limit);

  /** The three Sudoku reference solvers: plain backtracking, MRV on bitmasks, singles + MRV. */
  static List<ReferenceSolver> all() {
    return List.of(new Backtracking(), new BitmaskMrv(), new SinglesPropagation());
  }

  /**
   * The outcome of {@link ReferenceSolver#solve}.
   *
   * @param count the solutions found, at most the limit; exact when below the limit
   * @param first the first solution found, row-major, or null when there is none; each call of
   *     {@link #first()} returns a new copy
   * @param work the solver's own measure of effort, defined by each implementation (recursive
   *     calls, or guesses)
   */
  record Result(long count, int[] first, long work) {

    /** Checks that the count and the work are not negative, and that a count has a solution. */
    public Result {
      if (count < 0 || work < 0) {
        throw new IllegalArgumentException("count " + count + " and work " + work
            + " must not be negative");
      }
      if ((count == 0) != (first == null)) {
        throw new IllegalArgumentException("count " + count
            + (first == null ? " without" : " with") + " a first solution");
      }
      first = first == null ? null : first.clone();
    }

    @Override
    public int[] first() {
      return first == null ? null : first.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Result r && count == r.count && work == r.work
          && Arrays.equals(first, r.first);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(count) * 31 + Long.hashCode(work) * 17 + Arrays.hashCode(first);
    }

    @Override
    public String toString() {
      return "Result[count=" + count + ", work=" + work + ", first="
          + (first == null ? "none" : Arrays.toString(first)) + "]";
    }
  }
}
