package dev.exactcover.sudoku.generate;

import dev.exactcover.sudoku.Conflict;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.internal.ClueEngine;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.LogicSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Removing givens from a complete grid or a puzzle: the generator's logic pass (a removal kept
 * while the ladder still fills the grid) and uniqueness pass (kept while the solution stays
 * unique), and the minimizing of a given puzzle.
 *
 * <h2>The uniqueness pass</h2>
 * <ol>
 *   <li>A random complete grid: the first solution of the empty grid when the engine breaks ties
 *       and orders options at random ({@link dev.exactcover.dlx.Branching#RANDOM}).</li>
 *   <li>Every cell is a given. The orbits of the {@link Symmetry} (single cells without one) are
 *       taken in a random order, and each is blanked if the puzzle stays unique; otherwise its
 *       givens are put back. "Unique" is proved, never hoped for. A second solution would differ
 *       from the known one in a blanked cell; so either each blanked cell is a naked or hidden
 *       single of the givens left (then the givens left force the known solution back), or
 *       singles alone solve the givens left, or the engine, with the givens forced into it and
 *       the known value of a blanked cell forbidden, finds no solution, for each blanked cell.
 *       That is the engine's count up to 2 with the known solution left out of the search. A
 *       known unavoidable set with no given left proves the opposite at once.</li>
 *   <li>Every orbit was tried once, against a puzzle that only lost givens afterwards; a given
 *       that was needed then is needed with fewer givens too. So the result is
 *       <em>minimal</em>: blanking any single given gives a second solution. With a symmetry it
 *       is <em>orbit-minimal</em>: blanking any orbit does, though one given of a larger orbit
 *       might go alone (at the cost of the symmetry).</li>
 * </ol>
 *
 * <h2>Removal</h2>
 * Clues are removed in one or two passes over the orbits in random order. The <em>uniqueness</em>
 * pass, described above, gives minimal puzzles; it is the default. The <em>logic</em> pass blanks
 * an orbit only if the {@link LogicSolver}'s ladder, with no step rated above a bound, still fills
 * the grid: a proof of uniqueness that costs no search, and a puzzle rated at most the bound. It
 * makes the levels up to {@link Level#FIENDISH} (a rating target up to 6.0) at every size, with
 * the level's top as the bound; at 25x25 without a target, naked and hidden singles fill the grid
 * instead (the uniqueness pass alone is too slow there). {@link Generator.Builder#minimal(boolean)} adds the
 * uniqueness pass after the logic pass, over the orbits left: the result is minimal again.
 * {@link GeneratedPuzzle#isMinimal()} says which puzzles were proven minimal.
 *
 */
final class Minimizer {
  private Minimizer() {}

  /**
   * The logic pass: blanks the orbits of {@code order} in turn, each kept blank only if
   * {@code solvable} holds for the givens after it, and never below {@code clueTarget} givens.
   *
   * @return the number of givens left
   */
  static int logicPass(byte[] givens, byte[] solution, int[][] order, int clueTarget,
      Runnable checkCancelled, Predicate<byte[]> solvable) {
    int clues = clues(givens);
    for (int[] orbit : order) {
      checkCancelled.run();
      if (clues - orbit.length < clueTarget) {
        continue;
      }
      blank(givens, orbit);
      if (solvable.test(givens)) {
        clues -= orbit.length;
      } else {
        restore(givens, orbit, solution);
      }
    }
    return clues;
  }

  /**
   * The uniqueness pass: blanks the orbits of {@code order} still given, each kept blank only if
   * the solution stays unique, never below {@code clueTarget} givens.
   *
   * @return whether the puzzle left is minimal (no orbit skipped for the target could go)
   */
  static boolean uniquenessPass(ClueEngine e, byte[] givens, byte[] solution, int[][] order,
      int clueTarget, Runnable checkCancelled) {
    int clues = clues(givens);
    List<int[]> skipped = new ArrayList<>();
    for (int[] orbit : order) {
      checkCancelled.run();
      if (givens[orbit[0]] == 0) {
        continue; // blanked by the logic pass
      }
      if (clues - orbit.length < clueTarget) {
        skipped.add(orbit); // would go below the target
        continue;
      }
      blank(givens, orbit);
      if (e.stillUnique(givens, orbit, solution)) {
        clues -= orbit.length;
      } else {
        restore(givens, orbit, solution);
      }
    }
    for (int[] orbit : skipped) {
      checkCancelled.run();
      blank(givens, orbit);
      boolean unique = e.stillUnique(givens, orbit, solution);
      restore(givens, orbit, solution);
      if (unique) {
        return false;
      }
    }
    return true;
  }

  /** The number of givens. */
  static int clues(byte[] givens) {
    int n = 0;
    for (byte g : givens) {
      n += g != 0 ? 1 : 0;
    }
    return n;
  }

  /** See {@link Generator#unnecessaryClues(Grid)}. */
  static int[] unnecessaryClues(ClueEngine e, Grid puzzle) {
    byte[] solution = uniqueSolution(e, puzzle);
    byte[] givens = bytes(puzzle);
    int[] found = new int[givens.length];
    int k = 0;
    int[] one = new int[1];
    for (int c = 0; c < givens.length; c++) {
      if (givens[c] != 0) {
        one[0] = c;
        givens[c] = 0;
        if (e.stillUnique(givens, one, solution)) {
          found[k++] = c;
        }
        givens[c] = solution[c];
      }
    }
    return java.util.Arrays.copyOf(found, k);
  }

  /** See {@link Generator#minimize(Grid)}. */
  static Grid minimize(ClueEngine e, Grid puzzle) {
    byte[] solution = uniqueSolution(e, puzzle);
    byte[] givens = bytes(puzzle);
    int[] one = new int[1];
    for (int c = 0; c < givens.length; c++) {
      if (givens[c] != 0) {
        one[0] = c;
        givens[c] = 0;
        if (!e.stillUnique(givens, one, solution)) {
          givens[c] = solution[c];
        }
      }
    }
    return Grid.of(puzzle.shape(), givens);
  }

  private static byte[] uniqueSolution(ClueEngine e, Grid puzzle) {
    List<Conflict> conflicts = e.houses.regions.conflicts(puzzle);
    if (!conflicts.isEmpty()) {
      throw new InvalidGridException(conflicts);
    }
    byte[] solution = new byte[puzzle.shape().cells()];
    int count = e.count(bytes(puzzle), solution);
    if (count != 1) {
      throw new IllegalArgumentException("the puzzle has " + (count == 0 ? "no solution"
          : "more than one solution") + "; only a puzzle with exactly one has unnecessary "
          + "givens: " + puzzle.toLine());
    }
    e.prepare(solution);
    return solution;
  }

  static byte[] bytes(Grid g) {
    byte[] b = new byte[g.shape().cells()];
    for (int c = 0; c < b.length; c++) {
      b[c] = (byte) g.get(c);
    }
    return b;
  }

  private static void blank(byte[] givens, int[] cells) {
    for (int x : cells) {
      givens[x] = 0;
    }
  }

  private static void restore(byte[] givens, int[] cells, byte[] solution) {
    for (int x : cells) {
      givens[x] = solution[x];
    }
  }
}
