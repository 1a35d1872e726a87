package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.CountRunner;
import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.cli.Shard;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.logic.Rating;
import dev.exactcover.sudoku.logic.Step;
import java.util.Locale;
import java.util.List;
import java.util.Optional;

/**
 * What a puzzle command found for one puzzle: one output record, whatever the format. Each
 * command has its own small record; the fields every format shows (where the puzzle came from,
 * its status, puzzle, solution, count, nodes) have one accessor each, the rest is written by
 * {@link #extraJson}.
 */
sealed interface Result {
  /** The puzzle read, with the input's name and line. */
  Item item();

  /** What the command says of it. */
  PuzzleStatus status();

  /** The puzzle, or null when its text was malformed. */
  default Grid puzzle() {
    return item().entry().grid();
  }

  /** The (first) solution found, or null. */
  default Grid solution() {
    return null;
  }

  /** Solutions counted, or null when the command does not count. */
  default Long count() {
    return null;
  }

  /**
   * Whether {@link #count()} is every solution; false when a limit stopped the search (the
   * count is then a lower bound, and named as one: {@code solutions_at_least}, {@code 2+}).
   */
  default boolean countComplete() {
    return true;
  }

  /** Search nodes (0 when no search ran). */
  default long nodes() {
    return 0;
  }

  /** What was wrong, for {@link PuzzleStatus#INVALID}; else null. */
  default String error() {
    return null;
  }

  /** What another variant makes of the puzzle (said on stderr; JSON {@code note}), or null. */
  default String variantNote() {
    return null;
  }

  /** Text shown under the grid in the grid format, or null. */
  default String text() {
    return null;
  }

  /** The grid the grid format shows, given whether the command shows solutions. */
  default Grid shown(boolean printSolution) {
    return printSolution && solution() != null ? solution() : puzzle();
  }

  /** What the grid format adds to the header after the status and count ({@code , hard}). */
  default String headerNote() {
    return "";
  }

  /** The command's own JSON fields, written after the common ones. */
  default void extraJson(Json j) {}

  /** The file, as the input was named ({@code -} for stdin). */
  default String file() {
    return item().file();
  }

  /** Where the puzzle starts in it (1-based). */
  default int line() {
    return item().entry().line();
  }

  /** A puzzle found unique, with what a command adds to its answer. */
  sealed interface Unique extends Result {
    /** The search's answer: the solution and the nodes it took. */
    Answer answer();

    @Override
    default PuzzleStatus status() {
      return PuzzleStatus.UNIQUE;
    }

    @Override
    default Grid solution() {
      return answer().solution();
    }

    @Override
    default Long count() {
      return 1L;
    }

    @Override
    default long nodes() {
      return answer().nodes();
    }
  }

  /** A record that could not be read, or whose givens break the rules. */
  record Invalid(Item item, String error) implements Result {
    @Override
    public PuzzleStatus status() {
      return PuzzleStatus.INVALID;
    }
  }

  /** Givens that keep the rules (validate). */
  record Valid(Item item) implements Result {
    @Override
    public PuzzleStatus status() {
      return PuzzleStatus.VALID;
    }
  }

  /** A search for up to two solutions, shown by its solution (solve). */
  record Solved(Item item, Answer answer, String variantNote) implements Result {
    Solved(Item item, Answer answer) {
      this(item, answer, null);
    }

    @Override
    public PuzzleStatus status() {
      return PuzzleStatus.of(answer.verdict());
    }

    @Override
    public Grid solution() {
      return answer.solution();
    }

    @Override
    public long nodes() {
      return answer.nodes();
    }
  }

  /**
   * A verdict from a search for up to two solutions, shown with its count (check, and the
   * puzzles that grade and minimize cannot take).
   */
  record Checked(Item item, Answer answer, String variantNote, List<String> differ)
      implements Result {
    Checked(Item item, Answer answer) {
      this(item, answer, null, null);
    }

    Checked(Item item, Answer answer, String variantNote) {
      this(item, answer, variantNote, null);
    }

    /** JSON {@code differ}: the cells where two solutions differ, when there are several. */
    @Override
    public void extraJson(Json j) {
      if (differ != null) {
        j.raw("differ", differ.stream().map(c -> "\"" + c + "\"")
            .collect(java.util.stream.Collectors.joining(",", "[", "]")));
      }
    }

    @Override
    public PuzzleStatus status() {
      return PuzzleStatus.of(answer.verdict());
    }

    @Override
    public Long count() {
      return answer.count();
    }

    @Override
    public boolean countComplete() {
      return answer.search().isComplete();
    }

    @Override
    public long nodes() {
      return answer.nodes();
    }
  }

  /** A count, exact unless a limit stopped it (count), whole or split. */
  record Counted(Item item, Answer answer, Optional<CountRunner.Pieces> pieces)
      implements Result {
    Counted(Item item, Answer answer) {
      this(item, answer, Optional.empty());
    }

    @Override
    public PuzzleStatus status() {
      return answer.search().isComplete() ? PuzzleStatus.of(answer.verdict())
          : PuzzleStatus.LIMIT;
    }

    @Override
    public Long count() {
      return answer.count();
    }

    @Override
    public boolean countComplete() {
      return answer.search().isComplete();
    }

    @Override
    public long nodes() {
      return answer.nodes();
    }

    @Override
    public void extraJson(Json j) {
      pieces.ifPresent(p -> p.json(j));
    }
  }

  /** One shard's part of a count (count --shard): a part of the total, not a verdict. */
  record ShardPart(Item item, CountRunner.Counted part) implements Result {
    @Override
    public PuzzleStatus status() {
      return part.result().isComplete() ? PuzzleStatus.SHARD : PuzzleStatus.LIMIT;
    }

    @Override
    public Long count() {
      return part.result().solutions();
    }

    @Override
    public boolean countComplete() {
      return part.result().isComplete();
    }

    @Override
    public long nodes() {
      return part.result().nodes();
    }

    @Override
    public String headerNote() {
      CountRunner.Pieces.Shard s = (CountRunner.Pieces.Shard) part.pieces();
      return (status() == PuzzleStatus.SHARD ? " " : " in shard ") + s.index() + "/" + s.of();
    }

    @Override
    public void extraJson(Json j) {
      part.pieces().json(j);
    }
  }

  /**
   * A unique puzzle with its rating on Sudoku Explainer's scale (grade), the same scale at every
   * size.
   */
  record Graded(Item item, Answer answer, Rating rating) implements Unique {
    /** The level's name: {@code fiendish}. */
    String level() {
      return rating.level().label();
    }

    /** The rating, as the CSV's rating column: {@code 7.2}, {@code ~20.0} for an estimate. */
    String score() {
      return Ratings.er(rating);
    }

    @Override
    public String text() {
      return rating.hardest();
    }

    @Override
    public String headerNote() {
      return ", " + Ratings.er(rating) + " " + level();
    }

    @Override
    public void extraJson(Json j) {
      Ratings.json(j, rating);
    }
  }

  /** The next logical step, if any (hint). */
  record Hinted(Item item, Answer answer, Optional<Step> step, String note) implements Result {
    @Override
    public PuzzleStatus status() {
      return answer.verdict() == dev.exactcover.sudoku.Verdict.NONE ? PuzzleStatus.NONE
          : step.isPresent() ? PuzzleStatus.HINT
          : answer.puzzle().clues() == answer.puzzle().shape().cells() ? PuzzleStatus.SOLVED
          : PuzzleStatus.STUCK;
    }

    @Override
    public String text() {
      return step.map(Step::text).orElse(note.isEmpty() ? null : note);
    }

    @Override
    public void extraJson(Json j) {
      step.ifPresent(s -> Steps.json(j, s));
      j.put("text", text());
    }
  }

  /** A unique puzzle with its rating and every step of its logical solution (explain). */
  record Explained(Item item, Answer answer, Rating rating) implements Unique {
    @Override
    public String headerNote() {
      return ", " + Ratings.brief(rating) + ", " + rating.steps().size() + " steps";
    }

    @Override
    public void extraJson(Json j) {
      Ratings.json(j, rating);
      StringBuilder steps = new StringBuilder("[");
      for (Step s : rating.steps()) {
        steps.append(steps.length() > 1 ? "," : "").append(Steps.json(s));
      }
      j.raw("steps", steps.append(']').toString());
    }
  }

  /** A unique puzzle with its clues minimized (minimize). */
  record Minimized(Item item, Answer answer, Grid minimized) implements Unique {
    @Override
    public Grid shown(boolean printSolution) {
      return minimized;
    }

    @Override
    public void extraJson(Json j) {
      j.put("minimized", minimized.toLine()).put("minimized_clues", minimized.clues());
    }
  }

  /** A unique puzzle and the clues that can each go alone (minimize --unnecessary). */
  record Unnecessary(Item item, Answer answer, String cells) implements Unique {
    @Override
    public void extraJson(Json j) {
      j.put("unnecessary", cells);
    }
  }
}
