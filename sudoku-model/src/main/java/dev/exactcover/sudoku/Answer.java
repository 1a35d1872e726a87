package dev.exactcover.sudoku;

import dev.exactcover.dlx.SearchResult;
import java.util.Objects;

/**
 * The outcome of solving one puzzle: the first solution found, and the engine's count and
 * statistics, from which the verdict follows (nodes are a useful hardness signal).
 *
 * @param puzzle the puzzle solved
 * @param solution the first solution found, or null when none was found or the count was made
 *     elsewhere ({@link #ofCount})
 * @param search the engine's count, statistics and status
 */
public record Answer(Grid puzzle, Grid solution, SearchResult search) {
  /**
   * Checks that the parts agree.
   *
   * @param puzzle the puzzle
   * @param solution the solution
   * @param search the search that gave the verdict
   * @throws IllegalArgumentException if a solution is given with no solution counted, or one
   *     that is not a complete grid of the puzzle's shape keeping its givens
   */
  public Answer {
    Objects.requireNonNull(puzzle, "puzzle");
    Objects.requireNonNull(search, "search");
    if (solution != null) {
      if (search.solutions() == 0) {
        throw new IllegalArgumentException("a solution, but no solution counted");
      }
      if (!solution.isComplete() || !puzzle.isExtendedBy(solution)) {
        throw new IllegalArgumentException("the solution is not a complete grid of the puzzle");
      }
    }
  }

  /**
   * The answer of a count made on {@code puzzle}'s {@linkplain SudokuSolver#exactCover
   * exact-cover solver} (split into subproblems, through a job, or elsewhere): no solution.
   *
   * @param puzzle the puzzle
   * @param count the count
   * @return the answer of a count made on {@code puzzle}'s {@linkplain SudokuSolver#exactCover
   *     exact-cover solver} (split into subproblems, through a job, or elsewhere): no solution
   */
  public static Answer ofCount(Grid puzzle, SearchResult count) {
    return new Answer(puzzle, null, count);
  }

  /**
   * What the search could tell: none, unique, multiple, or unknown when a limit stopped it.
   *
   * @return what the search could tell: none, unique, multiple, or unknown when a limit stopped it
   */
  public Verdict verdict() {
    return Verdict.of(search.solutions(), search.isComplete());
  }

  /**
   * Solutions counted: exact when the search was complete, otherwise a lower bound.
   *
   * @return the number of solutions found
   */
  public long count() {
    return search.solutions();
  }

  /**
   * Nodes of the search tree, as Knuth's programs count them.
   *
   * @return the number of search nodes
   */
  public long nodes() {
    return search.nodes();
  }
}
