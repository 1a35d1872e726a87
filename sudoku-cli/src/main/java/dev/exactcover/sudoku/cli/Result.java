package dev.exactcover.sudoku.cli;

import dev.exactcover.sudoku.Grid;

/**
 * What a puzzle command found for one puzzle: one output record, whatever the format.
 *
 * @param file the input's name ({@code -} for stdin)
 * @param line where the puzzle starts in it (1-based)
 * @param puzzle the puzzle, or null when its text was malformed
 * @param status {@code unique}, {@code multiple}, {@code none}, {@code invalid}, {@code limit},
 *     or for validate {@code valid}
 * @param solution the (first) solution found, or null
 * @param count solutions counted, or null when the command does not count
 * @param nodes search nodes (0 when no search ran)
 * @param error what was wrong, for {@code invalid}; else null
 * @param extra command-specific fields (grade, steps...), or null
 */
record Result(String file, int line, Grid puzzle, String status, Grid solution, Long count,
    long nodes, String error, Extra extra) {

  /**
   * Fields that only some commands have: a grade and its score (grade), a step in words (hint),
   * a minimal puzzle and the cells of the clues that can go (minimize), where a count in pieces
   * stands (count --shard, --job).
   */
  record Extra(String grade, Integer score, String text, Grid minimized, String unnecessary,
      Pieces pieces) {
    Extra(String grade, Integer score, String text, Grid minimized, String unnecessary) {
      this(grade, score, text, minimized, unnecessary, null);
    }
  }

  /**
   * A count in pieces: shard {@code shard} of {@code of}, whose {@code subproblems} are among the
   * {@code split} of the puzzle; or a job file, {@code finished} of its {@code subproblems} done.
   * Fields that do not apply are null.
   */
  record Pieces(Integer shard, Integer of, String job, int subproblems, Integer split,
      Integer finished) {
    static Pieces shard(int shard, int of, int subproblems, int split) {
      return new Pieces(shard, of, null, subproblems, split, null);
    }

    static Pieces job(String job, int subproblems, int finished) {
      return new Pieces(null, null, job, subproblems, null, finished);
    }
  }

  boolean invalid() {
    return status.equals("invalid");
  }

  static Result invalid(Item item, String error) {
    Grid g = item.entry().grid();
    return new Result(item.file(), item.entry().line(), g, "invalid", null, null, 0, error, null);
  }
}
