package dev.exactcover.sudoku;

import dev.exactcover.dlx.SearchResult;
import java.util.Optional;

/**
 * The outcome of solving one puzzle: what could be told about its solutions, the first solution
 * found, how many were counted, and the engine's statistics (nodes are a useful hardness signal).
 *
 * @param puzzle the puzzle solved
 * @param verdict none, unique, multiple, or unknown when a limit stopped the search
 * @param solution the first solution found, or null
 * @param count solutions counted (exact when the search was complete; otherwise a lower bound)
 * @param search the engine's statistics and status
 */
public record Answer(Grid puzzle, Verdict verdict, Grid solution, long count, SearchResult search) {
  /**
   * The answer of a count made on {@code puzzle}'s {@linkplain SudokuSolver#exactCover
   * exact-cover solver} (split into subproblems, through a job, or elsewhere): the verdict from
   * the count and whether it was complete; no solution.
   */
  public static Answer ofCount(Grid puzzle, SearchResult count) {
    return new Answer(puzzle, Verdict.of(count.solutions(), count.isComplete()), null,
        count.solutions(), count);
  }

  /** The first solution found, if any. */
  public Optional<Grid> firstSolution() {
    return Optional.ofNullable(solution);
  }

  /** Nodes of the search tree, as Knuth's programs count them. */
  public long nodes() {
    return search.nodes();
  }
}
