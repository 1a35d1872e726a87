package dev.exactcover.sudoku.generate;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.internal.ClueEngine;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The search for puzzles rated 9.0 and up (extreme) in the neighbourhood of diabolical ones: a
 * hill climb on the rating, one given moved at a time.
 *
 * <p>Few minimal puzzles are extreme (a few in a thousand), but hard puzzles lie near other hard
 * puzzles: the forum's searches for the hardest puzzles walk from a hard puzzle to its
 * neighbours, the puzzles one given away (the "{-1+1}" neighbourhood of the "hardest sudokus"
 * threads of the Sudoku Players' Forum, forum.enjoysudoku.com: one clue removed, another
 * added). So:
 * <ol>
 *   <li>A minimal puzzle is made as for any level (an {@link Attempt}). If the ladder without
 *       chains solves it (rated 6.0 or less), the next attempt is made; otherwise it is rated up
 *       to just below the target, and it starts a walk.</li>
 *   <li>A step of the walk moves one orbit of givens (one given without a symmetry): a random
 *       orbit is blanked and a random blank orbit given random values that its houses allow,
 *       kept only if the puzzle has exactly one solution (the same or another); then the
 *       uniqueness pass blanks, in random order, every orbit that can now go, so the neighbour
 *       is minimal again (orbit-minimal with a symmetry). Moving whole orbits keeps the
 *       symmetry. (Giving the new orbit its values of the same solution instead, which keeps the
 *       solution, took about a fifth more time per extreme puzzle: docs/sudoku.md,
 *       "Measured".)</li>
 *   <li>The neighbour is rated as the start was. Rated at least the target's low end, it is rated
 *       in full (the same {@link LogicSolver} as every rating), and handed out if that rating is
 *       in the target's range. Rated lower, the walk moves to it if it is rated at least as high
 *       as the current puzzle; after {@value #PATIENCE} steps without a higher rating the walk
 *       ends and a new attempt starts one.</li>
 * </ol>
 * Every puzzle made, starts and neighbours, counts as one attempt against the bound. Everything
 * random is drawn from the attempt's seed, so the search is reproducible like the rest of the
 * generator.
 */
final class Neighbourhood {
  /** Steps without a higher rating before a walk is given up. */
  static final int PATIENCE = 30;

  /** Tries at a move (blank orbit, given orbit) that keeps the solution unique. */
  private static final int MOVE_TRIES = 60;

  private static final int TOO_EASY = -1; // rated 6.0 or less: no walk from there
  private static final int TOO_HARD = -2; // rated above the target's high end
  private static final int FOUND = Integer.MAX_VALUE;

  private final Generator g;
  private final ClueEngine e;
  private final double low;
  private final double high;
  private final Misses misses;
  private final Map<String, Integer> seen = new HashMap<>(); // a walk's puzzles, rated once
  private Rating found;
  private int made;

  private Neighbourhood(Generator g, ClueEngine e, double low, double high, Misses misses) {
    this.g = g;
    this.e = e;
    this.low = low;
    this.high = high;
    this.misses = misses;
  }

  /**
   * A puzzle of {@code g} rated {@code low} to {@code high} (low above diabolical's top), made
   * within {@code attempts} puzzles from the puzzle seed {@code puzzleSeed}; null when none was
   * found, with what was made counted in {@code misses}.
   */
  static Attempt search(Generator g, ClueEngine e, long puzzleSeed, double low, double high,
      int attempts, Misses misses, int[] madeOut) {
    Neighbourhood n = new Neighbourhood(g, e, low, high, misses);
    try {
      return n.run(puzzleSeed, attempts);
    } finally {
      madeOut[0] = n.made;
    }
  }

  private Attempt run(long puzzleSeed, int attempts) {
    LogicSolver logic = g.logic();
    for (int a = 0; made < attempts; a++) {
      long s = Seeds.attemptSeed(puzzleSeed, a);
      Attempt start = Attempt.make(g, e, s, Double.NaN, false, true);
      made++;
      seen.clear();
      int current = value(start.puzzle, logic);
      if (current == FOUND) {
        start.rating = found;
        return start;
      }
      if (current < 0) {
        continue;
      }
      byte[] solution = Minimizer.bytes(start.solution);
      byte[] givens = Minimizer.bytes(start.puzzle);
      SplittableRandom random = new SplittableRandom(Seeds.mix(s ^ 0x6E65_6967_6862_6F75L));
      int stale = 0;
      while (stale < PATIENCE && made < attempts) {
        g.checkCancelled();
        byte[] moved = solution.clone();
        byte[] next = move(givens, moved, random);
        if (next == null) {
          break; // no orbit can move with the solution staying unique
        }
        made++;
        Grid puzzle = Grid.of(g.shape, next);
        int v = value(puzzle, logic);
        if (v == FOUND) {
          Attempt m = new Attempt(puzzle, Grid.of(g.shape, moved), Minimizer.clues(next), true);
          m.rating = found;
          return m;
        }
        if (v >= current) {
          stale = v > current ? 0 : stale + 1;
          current = v;
          givens = next;
          solution = moved;
        } else {
          stale++;
        }
      }
    }
    return null;
  }

  /**
   * The rating of {@code puzzle} in tenths when it is above 6.0 and below {@link #low};
   * {@link #FOUND} (with {@link #found} set) when its full rating is in the target's range;
   * {@link #TOO_EASY} or {@link #TOO_HARD} otherwise. Each puzzle of a walk is rated once.
   */
  private int value(Grid puzzle, LogicSolver logic) {
    String key = puzzle.toLine();
    Integer known = seen.get(key);
    if (known != null) {
      return known;
    }
    int v = rate(puzzle, logic);
    seen.put(key, v);
    return v;
  }

  private int rate(Grid puzzle, LogicSolver logic) {
    g.checkCancelled();
    if (logic.solves(puzzle, Generator.CHEAP)) {
      misses.tooEasy++;
      return TOO_EASY;
    }
    g.checkCancelled();
    Optional<Rating> below = logic.rateUpTo(puzzle, low - 0.1);
    if (below.isPresent()) {
      double er = below.get().er();
      misses.ratings.merge(er, 1, Integer::sum);
      return (int) Math.round(er * 10);
    }
    g.checkCancelled();
    Optional<Rating> full = logic.rateUpTo(puzzle, high);
    if (full.isEmpty()) {
      misses.tooHard++;
      return TOO_HARD;
    }
    misses.ratings.merge(full.get().er(), 1, Integer::sum);
    found = full.get();
    return FOUND;
  }

  /**
   * A neighbour of {@code givens} (minimal and unique): one orbit blanked, one blank orbit given
   * values at random among those its cells' houses allow, kept when the solution is unique (its
   * solution, the same or another, is copied into {@code solution}), then made minimal again; null
   * if {@link #MOVE_TRIES} random moves all failed.
   */
  private byte[] move(byte[] givens, byte[] solution, SplittableRandom random) {
    List<int[]> given = new ArrayList<>();
    List<int[]> blank = new ArrayList<>();
    for (int[] orbit : g.orbits) {
      (givens[orbit[0]] != 0 ? given : blank).add(orbit);
    }
    if (given.isEmpty() || blank.isEmpty()) {
      return null;
    }
    byte[] other = new byte[solution.length];
    for (int t = 0; t < MOVE_TRIES; t++) {
      int[] out = given.get(random.nextInt(given.size()));
      int[] in = blank.get(random.nextInt(blank.size()));
      byte[] next = givens.clone();
      for (int x : out) {
        next[x] = 0;
      }
      boolean placed = true;
      for (int x : in) {
        int allowed = allowed(next, x);
        if (allowed == 0) {
          placed = false;
          break;
        }
        int k = random.nextInt(Integer.bitCount(allowed));
        while (k-- > 0) {
          allowed &= allowed - 1;
        }
        next[x] = (byte) (Integer.numberOfTrailingZeros(allowed) + 1);
      }
      if (placed && e.count(next, other) == 1) {
        System.arraycopy(other, 0, solution, 0, solution.length);
        e.prepare(solution);
        Minimizer.uniquenessPass(e, next, solution, Seeds.shuffled(g.orbits, random.nextLong()),
            0, g::checkCancelled);
        return next;
      }
    }
    return null;
  }

  /** The values cell {@code x} may take beside {@code givens}, as a mask (bit v - 1 for v). */
  private int allowed(byte[] givens, int x) {
    int n = g.shape.side();
    int mask = (1 << n) - 1;
    for (int y : e.houses.peers[x]) {
      if (givens[y] != 0) {
        mask &= ~(1 << givens[y] - 1);
      }
    }
    return mask;
  }

  /** Whether a target rated {@code low} and up is searched for this way: above diabolical. */
  static boolean applies(double low) {
    return low > Level.DIABOLICAL.upTo() + 1e-9;
  }
}
