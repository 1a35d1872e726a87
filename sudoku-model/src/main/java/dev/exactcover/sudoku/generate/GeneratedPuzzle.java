package dev.exactcover.sudoku.generate;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import dev.exactcover.sudoku.variant.Rules;

/**
 * A puzzle made by a {@link Generator}, with its solution and how it was made. Immutable; its
 * {@link #rating()} is computed on first use, unless the generator rated it already to meet a
 * level or a rating target ({@link #isRated()}).
 */
public final class GeneratedPuzzle {
  private final long index;
  private final long seed;
  private final Grid puzzle;
  private final Grid solution;
  private final Symmetry symmetry;
  private final boolean minimal;
  private final int attempts;
  private final String shortfall;
  private final LogicSolver logic;
  private volatile Rating rating;
  private final Rules rules;
  private long nodes; // set once, before the puzzle is handed out

  GeneratedPuzzle(long index, long seed, Grid puzzle, Grid solution, Symmetry symmetry,
      boolean minimal, int attempts, String shortfall, LogicSolver logic, Rating rating,
      Rules rules) {
    this.rules = rules;
    this.index = index;
    this.seed = seed;
    this.puzzle = puzzle;
    this.solution = solution;
    this.symmetry = symmetry;
    this.minimal = minimal;
    this.attempts = attempts;
    this.shortfall = shortfall;
    this.logic = logic;
    this.rating = rating;
  }

  /**
   * {@return its rating on Sudoku Explainer's scale, with its {@linkplain Rating#level() level}:
   * the generator's when a level or rating target made it rate the puzzle, otherwise computed now
   * by the {@link LogicSolver} of the generator's rules (at 16x16 and up, a puzzle that needs
   * chains can take minutes)}
   * @throws UnsupportedOperationException for a side above {@link LogicSolver#MAX_SIDE}, and for
   *     a killer (the ladder does not reason with cages)
   */
  public Rating rating() {
    Rating r = rating;
    if (r == null) {
      if (!rules.isPlain()) {
        throw new UnsupportedOperationException("the rating ladder does not reason with killer "
            + "cages, so a killer is not rated");
      }
      if (logic == null) {
        throw new UnsupportedOperationException("the logical solver rates sides up to "
            + LogicSolver.MAX_SIDE + ", not " + puzzle.shape());
      }
      r = logic.rate(puzzle);
      rating = r;
    }
    return r;
  }

  /**
   * {@return the rules of the puzzle: the generator's regions and, for a killer
   * ({@link Generator.Builder#killer(boolean)}), its cages with their sums}
   */
  public Rules rules() {
    return rules;
  }

  /** {@return whether {@link #rating()} is known already (it costs nothing then)} */
  public boolean isRated() {
    return rating != null;
  }

  /**
   * {@return its number in the generator's sequence: the same index and options give the same
   * puzzle}
   */
  public long index() {
    return index;
  }

  /**
   * {@return its own seed ({@link Generator#puzzleSeed(long)}): a generator with the same options
   * and this seed makes this puzzle again at index 0}
   */
  public long seed() {
    return seed;
  }

  /** {@return the puzzle: its givens, with exactly one solution} */
  public Grid puzzle() {
    return puzzle;
  }

  /** {@return the one solution} */
  public Grid solution() {
    return solution;
  }

  /** {@return the number of givens} */
  public int clues() {
    return puzzle.clues();
  }

  /** {@return the symmetry of its clue pattern} */
  public Symmetry symmetry() {
    return symmetry;
  }

  /**
   * {@return whether no orbit of givens can be blanked with the solution staying unique: with
   * {@link Symmetry#NONE}, minimal in the usual sense (no single given can go); with a symmetry,
   * orbit-minimal (a single given of a larger orbit might still go, at the cost of the symmetry)}
   * False when removal stopped at a clue target above the minimum, for puzzles of the logic
   * pass alone (see {@link Generator}), which are not checked, and for killers, which have no
   * givens (their cages are reduced, each merge and removal tried once, not proven minimal).
   */
  public boolean isMinimal() {
    return minimal;
  }

  /** {@return how many puzzles were made to find this one (1 unless a target asked for more)} */
  public int attempts() {
    return attempts;
  }

  /**
   * {@return the nodes of the exact-cover engine's searches made for this puzzle, every attempt
   * included (complete grids, uniqueness checks; the ratings are the logic solver's, not
   * searches)}
   */
  public long nodes() {
    return nodes;
  }

  /** This puzzle, with the nodes that made it. */
  GeneratedPuzzle nodes(long n) {
    this.nodes = n;
    return this;
  }

  /**
   * {@return whether it meets every target of the generator (the clue count; the difficulty
   * always)}
   */
  public boolean meetsTargets() {
    return shortfall.isEmpty();
  }

  /**
   * {@return why it misses a target, for people ({@code "no puzzle of exactly 20 clues in 100
   * attempts; this one, the closest, has 22"}); empty when it meets them all}
   */
  public String shortfall() {
    return shortfall;
  }

  /** The puzzle's one-line form. */
  @Override
  public String toString() {
    return puzzle.toLine();
  }
}
