package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Conflict;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.internal.Houses;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Solves puzzles as a person does, step by step with named techniques, to grade them and to give
 * hints; it has nothing to do with the exact-cover engine. Immutable and thread-safe: make one per
 * set of rules ({@link #of(Regions)}) and share it.
 *
 * <h2>Representation</h2>
 * Each empty cell keeps its candidates as a bit mask ({@code long}, bit {@code v - 1} for value
 * {@code v}, enough for every side up to 35), as in Norvig's solver. A <em>house</em> is any
 * region of the rules' {@link Regions#list()}: rows, columns and boxes, the diagonals of Sudoku
 * X, the pieces of a jigsaw; so every technique works for every variant, except the fish, which
 * need rows and columns (every variant has them). The candidates are recomputed from the values of
 * a grid: a {@link Grid} holds no pencil marks.
 *
 * <h2>Steps</h2>
 * The techniques of {@link Technique} are tried in its order, easiest first, and after every step
 * the search starts again from the easiest; so a step is always one of the easiest available, and
 * the hardest technique used is the hardest one needed. Within a technique the search goes box by
 * box for hidden singles (as people look), then house by house and cell by cell in the order of
 * the rules, so the steps are the same on every run. Every technique is sound: it never removes a
 * candidate that some solution uses, so on a puzzle with a unique solution it never places a wrong
 * value. None assumes uniqueness.
 *
 * <h2>Grades</h2>
 * {@link #grade} solves with the techniques and, whenever none applies, <em>guesses</em>: it
 * places the solution's value in a cell with the fewest candidates (the first such cell), counts a
 * {@link Technique#GUESS} and goes on. Such a puzzle is {@link Difficulty#EXPERT}, the top grade.
 */
public final class LogicSolver {
  private final Houses houses;
  private final int n;
  private final int cells;
  private final long full;
  private final int[] houseOrder; // boxes (and pieces) first, then the lines
  private final Intersection[] pointing; // a box and a line: the box's value in the line only
  private final Intersection[] boxLine; // a line and a box: the line's value in the box only

  /** Houses {@code a} and {@code b} crossing in two cells or more. */
  private record Intersection(int a, int b, long inA, int[] bOnly) {}

  private LogicSolver(Regions regions) {
    this.houses = new Houses(regions);
    this.n = houses.n;
    this.cells = houses.cells;
    this.full = n == 64 ? -1L : (1L << n) - 1;
    int h = houses.houseCells.length;
    houseOrder = new int[h];
    int k = 0;
    for (int i = 0; i < h; i++) {
      if (houses.isBox[i]) {
        houseOrder[k++] = i;
      }
    }
    for (int i = 0; i < h; i++) {
      if (!houses.isBox[i]) {
        houseOrder[k++] = i;
      }
    }
    List<Intersection> point = new ArrayList<>();
    List<Intersection> claim = new ArrayList<>();
    for (int a = 0; a < h; a++) {
      for (int b = 0; b < h; b++) {
        if (a == b || houses.isBox[a] == houses.isBox[b] && houses.isBox[a]) {
          continue;
        }
        int[] ca = houses.houseCells[a];
        int[] cb = houses.houseCells[b];
        long inA = 0;
        int common = 0;
        for (int i = 0; i < n; i++) {
          if (contains(cb, ca[i])) {
            inA |= 1L << i;
            common++;
          }
        }
        if (common < 2 || common == n) {
          continue;
        }
        int[] bOnly = new int[n - common];
        int j = 0;
        for (int x : cb) {
          if (!contains(ca, x)) {
            bOnly[j++] = x;
          }
        }
        (houses.isBox[a] ? point : claim).add(new Intersection(a, b, inA, bOnly));
      }
    }
    pointing = point.toArray(new Intersection[0]);
    boxLine = claim.toArray(new Intersection[0]);
  }

  private static boolean contains(int[] sorted, int x) {
    return java.util.Arrays.binarySearch(sorted, x) >= 0;
  }

  /**
   * {@return a logical solver for the rules {@code regions} (classic, X, jigsaw...)}
   * @param regions the rules
   */
  public static LogicSolver of(Regions regions) {
    return new LogicSolver(Objects.requireNonNull(regions, "regions"));
  }

  /**
   * {@return a logical solver for classic Sudoku of {@code shape}}
   * @param shape the shape of the grids
   */
  public static LogicSolver of(Shape shape) {
    return of(Regions.standard(shape));
  }

  /** {@return the rules this solver reasons with} */
  public Regions regions() {
    return houses.regions;
  }

  /**
   * {@return the next step for {@code grid}, a puzzle or a puzzle partly filled in: one of the
   * easiest steps available, or empty when the grid is complete, when no technique applies, or when
   * it holds a contradiction ({@link #solve} tells which)} Since a grid holds no pencil marks, an
   * elimination step does not change the grid, and asking again gives the same step; a caller that
   * wants the next value placed takes the steps of {@link #solve} up to the first placement.
   * @param grid a puzzle, possibly partly filled in
   * @throws InvalidGridException if the givens conflict
   * @throws IllegalArgumentException if the grid's shape is not the rules' shape
   */
  public Optional<Step> hint(Grid grid) {
    State s = new State(grid);
    Step step = next(s);
    return s.contradiction == null ? Optional.ofNullable(step) : Optional.empty();
  }

  /**
   * Applies the techniques to {@code puzzle} until it is solved, no technique applies, or a
   * contradiction shows (possible only when the puzzle has no solution). Never guesses.
   *
   * @param puzzle the puzzle
   * @return the steps taken and where they ended
   * @throws InvalidGridException if the givens conflict
   * @throws IllegalArgumentException if the grid's shape is not the rules' shape
   */
  public LogicPath solve(Grid puzzle) {
    State s = new State(puzzle);
    List<Step> steps = new ArrayList<>();
    for (Step step = next(s); step != null; step = next(s)) {
      s.apply(step);
      steps.add(step);
    }
    LogicPath.Status status = s.contradiction != null ? LogicPath.Status.CONTRADICTION
        : s.empty == 0 ? LogicPath.Status.SOLVED : LogicPath.Status.STUCK;
    return new LogicPath(status, steps, s.grid(puzzle.shape()),
        s.contradiction == null ? "" : s.contradiction);
  }

  /**
   * Grades {@code puzzle}: solves it logically, guessing from its solution when stuck (see the
   * class comment). The solution is found by the exact-cover engine, and only if a guess is
   * needed; a puzzle with several solutions is graded against the first one found.
   *
   * @param puzzle the puzzle
   * @return its grade, with the whole solution step by step
   * @throws IllegalArgumentException if the puzzle has no solution, or its shape is not the
   *     rules' shape
   * @throws InvalidGridException if its givens conflict
   */
  public Grade grade(Grid puzzle) {
    return grade(puzzle, null);
  }

  /**
   * Grades {@code puzzle} whose solution is known to be {@code solution} (null: found by the
   * engine when first needed), as {@link #grade(Grid)}.
   *
   * @param puzzle the puzzle
   * @param solution its solution, or null
   * @return its grade, with the whole solution step by step
   * @throws IllegalArgumentException if {@code solution} is not a solved grid of these rules
   *     extending the puzzle, or there is no solution
   */
  public Grade grade(Grid puzzle, Grid solution) {
    if (solution != null && (!puzzle.isExtendedBy(solution)
        || !houses.regions.isSolved(solution))) {
      throw new IllegalArgumentException("not a solution of the puzzle under " + houses.regions
          + ": " + solution.toLine());
    }
    State s = new State(puzzle);
    List<Step> steps = new ArrayList<>();
    Map<Technique, Integer> uses = new EnumMap<>(Technique.class);
    Technique hardest = Technique.NAKED_SINGLE;
    int score = 0;
    while (s.empty > 0) {
      Step step = next(s);
      if (s.contradiction != null) {
        if (solution != null) {
          throw new IllegalStateException("logic found a contradiction in a puzzle with a "
              + "solution: " + s.contradiction + " in " + puzzle.toLine());
        }
        throw new IllegalArgumentException("the puzzle has no solution: " + s.contradiction);
      }
      if (step == null) {
        if (solution == null) {
          Answer a = Sudoku.solver(houses.regions).solve(puzzle);
          if (a.solution() == null) {
            throw new IllegalArgumentException("the puzzle has no solution");
          }
          solution = a.solution();
        }
        step = guess(s, solution);
      }
      s.apply(step);
      steps.add(step);
      uses.merge(step.technique(), 1, Integer::sum);
      score += step.technique().weight();
      if (step.technique().ordinal() > hardest.ordinal()) {
        hardest = step.technique();
      }
    }
    return new Grade(hardest.difficulty(), hardest, score,
        uses.getOrDefault(Technique.GUESS, 0), uses, steps);
  }

  /**
   * Rates {@code puzzle} on Sudoku Explainer's scale (see {@link Rating}): solves it with the
   * rating ladder, SE's techniques in SE's order, each step the first one found by the easiest
   * technique that finds any. The uniqueness tests (unique rectangles, BUG) are used only when
   * the puzzle has one solution, which the exact-cover engine checks first.
   *
   * @param puzzle a 9x9 puzzle
   * @return its rating, with every step
   * @throws IllegalArgumentException if the puzzle is not 9x9 or has no solution
   * @throws InvalidGridException if its givens conflict
   */
  public Rating rate(Grid puzzle) {
    Board b = board(puzzle);
    Answer a = Sudoku.solver(houses.regions).solve(puzzle,
        dev.exactcover.dlx.Limits.none().withSolutions(2));
    if (a.solution() == null) {
      throw new IllegalArgumentException("the puzzle has no solution");
    }
    return Rater.rate(b, a.solution(), a.count() == 1 && uniquenessSound(b));
  }

  /**
   * Rates a 9x9 grid given with pencil marks, as {@link #rate(Grid)}: {@code marks[c]} holds the
   * candidates of empty cell {@code c} as a bit mask (bit {@code v - 1} for value {@code v});
   * the values of the grid's filled cells are removed from their peers' marks.
   *
   * @param grid the values placed
   * @param marks the candidates of each empty cell (ignored for a filled one)
   * @return the rating of the rest of the solution, with every step
   * @throws IllegalArgumentException if the grid is not 9x9, or the marks admit no solution
   * @throws InvalidGridException if the values conflict
   */
  public Rating rate(Grid grid, int[] marks) {
    Board b = board(grid);
    if (marks.length != Board.CELLS) {
      throw new IllegalArgumentException("pencil marks for " + marks.length + " cells, not 81");
    }
    Board marked = new Board(b.g, grid.values(), marks);
    MarksSolver.Found found = MarksSolver.solve(marked, 2);
    if (found.count() == 0) {
      throw new IllegalArgumentException("the pencil marks admit no solution");
    }
    return Rater.rate(marked, Grid.of(houses.regions.shape(), found.first()),
        found.count() == 1 && uniquenessSound(b));
  }

  /**
   * Whether the uniqueness tests are sound under these rules: not with diagonals (swapping two
   * values in a rectangle may break a diagonal), so only rows, columns and boxes or pieces.
   */
  private static boolean uniquenessSound(Board b) {
    for (int kind : b.g.kind) {
      if (kind == Board.Geometry.OTHER) {
        return false;
      }
    }
    return true;
  }

  private volatile Board.Geometry geometry;

  private Board board(Grid puzzle) {
    if (n != Board.N || !puzzle.shape().equals(houses.regions.shape())) {
      throw new IllegalArgumentException("the rating is for 9x9 grids, not " + puzzle.shape());
    }
    List<Conflict> conflicts = houses.regions.conflicts(puzzle);
    if (!conflicts.isEmpty()) {
      throw new InvalidGridException(conflicts);
    }
    Board.Geometry g = geometry;
    if (g == null) {
      g = new Board.Geometry(houses);
      geometry = g;
    }
    return new Board(g, puzzle);
  }

  /**
   * {@return whether logic alone, with techniques up to {@code hardest}, fills every cell of the
   * consistent {@code puzzle}: then it has exactly one solution}
   * @param puzzle a puzzle whose givens do not conflict
   * @param hardest the hardest technique allowed
   */
  public boolean solves(Grid puzzle, Technique hardest) {
    byte[] givens = new byte[puzzle.shape().cells()];
    for (int c = 0; c < givens.length; c++) {
      givens[c] = (byte) puzzle.get(c);
    }
    return solves(givens, hardest);
  }

  private boolean solves(byte[] givens, Technique hardest) {
    State s = new State(givens);
    for (Step step = next(s, hardest); step != null; step = next(s, hardest)) {
      s.apply(step);
    }
    return s.empty == 0 && s.contradiction == null;
  }

  private Step guess(State s, Grid solution) {
    int best = -1;
    for (int c = 0; c < cells; c++) {
      if (s.value[c] == 0 && (best < 0 || Long.bitCount(s.cand[c]) < Long.bitCount(s.cand[best]))) {
        best = c;
      }
    }
    int v = solution.get(best);
    if ((s.cand[best] & bit(v)) == 0) {
      throw new IllegalStateException("logic removed the solution's " + v + " from "
          + houses.cell(best));
    }
    return Step.placement(Technique.GUESS, n, best, v, null);
  }

  // ---------------------------------------------------------------------------------------------
  // The state of a solution in progress.

  private final class State {
    final long[] cand = new long[cells]; // candidates of each empty cell; 0 for a filled one
    final int[] value = new int[cells];
    int empty;
    String contradiction;

    State(Grid grid) {
      if (!grid.shape().equals(houses.regions.shape())) {
        throw new IllegalArgumentException("a " + grid.shape() + " grid given to "
            + houses.regions);
      }
      List<Conflict> conflicts = houses.regions.conflicts(grid);
      if (!conflicts.isEmpty()) {
        throw new InvalidGridException(conflicts);
      }
      for (int c = 0; c < cells; c++) {
        value[c] = grid.get(c);
      }
      init();
    }

    /** From consistent givens, unchecked. */
    State(byte[] givens) {
      for (int c = 0; c < cells; c++) {
        value[c] = givens[c];
      }
      init();
    }

    private void init() {
      for (int c = 0; c < cells; c++) {
        if (value[c] == 0) {
          long m = full;
          for (int p : houses.peers[c]) {
            if (value[p] != 0) {
              m &= ~bit(value[p]);
            }
          }
          cand[c] = m;
          empty++;
        }
      }
    }

    void apply(Step step) {
      if (step.isPlacement()) {
        int c = step.cell();
        int v = step.value();
        value[c] = v;
        cand[c] = 0;
        empty--;
        long clear = ~bit(v);
        for (int p : houses.peers[c]) {
          cand[p] &= clear;
        }
      } else {
        for (Step.Candidate e : step.eliminations()) {
          cand[e.cell()] &= ~bit(e.value());
        }
      }
    }

    /** {@code where[h][v - 1]}: the positions in house h where v is a candidate. */
    long[][] where() {
      long[][] w = new long[houses.houseCells.length][n];
      for (int h = 0; h < w.length; h++) {
        int[] hc = houses.houseCells[h];
        long[] wh = w[h];
        for (int i = 0; i < n; i++) {
          for (long m = cand[hc[i]]; m != 0; m &= m - 1) {
            wh[Long.numberOfTrailingZeros(m)] |= 1L << i;
          }
        }
      }
      return w;
    }

    Grid grid(Shape shape) {
      return Grid.of(shape, value);
    }
  }

  private static long bit(int v) {
    return 1L << (v - 1);
  }

  // ---------------------------------------------------------------------------------------------
  // The techniques, easiest first. Each returns its first step, or null.

  private Step next(State s) {
    return next(s, Technique.XY_WING);
  }

  private Step next(State s, Technique hardest) {
    if (s.empty == 0) {
      return null;
    }
    Step step = nakedSingle(s);
    if (step != null || s.contradiction != null || hardest == Technique.NAKED_SINGLE) {
      return step;
    }
    step = hiddenSingle(s);
    if (step != null || s.contradiction != null) {
      return step;
    }
    int last = hardest.ordinal();
    long[][] where = last >= Technique.POINTING.ordinal() ? s.where() : null;
    for (int t = Technique.POINTING.ordinal(); step == null && t <= last; t++) {
      step = switch (Technique.values()[t]) {
        case POINTING -> intersection(s, where, pointing, Technique.POINTING);
        case BOX_LINE -> intersection(s, where, boxLine, Technique.BOX_LINE);
        case NAKED_PAIR -> nakedSubset(s, 2, Technique.NAKED_PAIR);
        case HIDDEN_PAIR -> hiddenSubset(s, where, 2, Technique.HIDDEN_PAIR);
        case NAKED_TRIPLE -> nakedSubset(s, 3, Technique.NAKED_TRIPLE);
        case HIDDEN_TRIPLE -> hiddenSubset(s, where, 3, Technique.HIDDEN_TRIPLE);
        case X_WING -> fish(s, where, 2, Technique.X_WING);
        case SWORDFISH -> fish(s, where, 3, Technique.SWORDFISH);
        case XY_WING -> xyWing(s);
        default -> null; // singles are above; a guess is not a technique of next()
      };
    }
    return step;
  }

  /** The first cell with one candidate; records a contradiction if a cell has none. */
  private Step nakedSingle(State s) {
    Step found = null;
    for (int c = 0; c < cells; c++) {
      if (s.value[c] == 0) {
        long m = s.cand[c];
        if (m == 0) {
          s.contradiction = "no value is left for " + houses.cell(c);
          return null;
        }
        if (found == null && (m & (m - 1)) == 0) {
          found = Step.placement(Technique.NAKED_SINGLE, n, c,
              Long.numberOfTrailingZeros(m) + 1, null);
        }
      }
    }
    return found;
  }

  /**
   * The first value with one cell left in a house, boxes first; records a contradiction if a
   * house has no place left for a value it lacks.
   */
  private Step hiddenSingle(State s) {
    for (int h : houseOrder) {
      long placed = 0;
      long once = 0;
      long twice = 0;
      for (int c : houses.houseCells[h]) {
        if (s.value[c] != 0) {
          placed |= bit(s.value[c]);
        } else {
          long m = s.cand[c];
          twice |= once & m;
          once |= m;
        }
      }
      long missing = full & ~placed & ~once;
      if (missing != 0) {
        s.contradiction = "no place is left for " + Shape.symbolOf(
            Long.numberOfTrailingZeros(missing) + 1) + " in " + houses.names[h];
        return null;
      }
      long single = once & ~twice;
      if (single != 0) {
        long b = single & -single;
        for (int c : houses.houseCells[h]) {
          if ((s.cand[c] & b) != 0) {
            return Step.placement(Technique.HIDDEN_SINGLE, n, c,
                Long.numberOfTrailingZeros(b) + 1, houses.names[h]);
          }
        }
      }
    }
    return null;
  }

  /** Locked candidates: v's cells in house a all lie in house b; v leaves the rest of b. */
  private Step intersection(State s, long[][] where, Intersection[] list, Technique t) {
    for (Intersection x : list) {
      long[] wa = where[x.a];
      for (int v = 1; v <= n; v++) {
        long m = wa[v - 1];
        if (m == 0 || (m & ~x.inA) != 0) {
          continue;
        }
        long b = bit(v);
        int[] elim = null;
        int k = 0;
        for (int c : x.bOnly) {
          if ((s.cand[c] & b) != 0) {
            if (elim == null) {
              elim = new int[2 * x.bOnly.length];
            }
            elim[k++] = c;
            elim[k++] = v;
          }
        }
        if (elim != null) {
          int[] pattern = new int[Long.bitCount(m)];
          int j = 0;
          for (long p = m; p != 0; p &= p - 1) {
            pattern[j++] = houses.houseCells[x.a][Long.numberOfTrailingZeros(p)];
          }
          return new Step(t, n, pattern, new int[] {v},
              new String[] {houses.names[x.a], houses.names[x.b]},
              java.util.Arrays.copyOf(elim, k));
        }
      }
    }
    return null;
  }

  /** {@code size} cells of a house with {@code size} candidates between them. */
  private Step nakedSubset(State s, int size, Technique t) {
    int[] pick = new int[n];
    for (int h : houseOrder) {
      int[] hc = houses.houseCells[h];
      int k = 0;
      int open = 0;
      for (int c : hc) {
        if (s.value[c] == 0) {
          open++;
          int bits = Long.bitCount(s.cand[c]);
          if (bits >= 2 && bits <= size) {
            pick[k++] = c;
          }
        }
      }
      if (k < size || open <= size) {
        continue;
      }
      int[] idx = new int[size];
      for (int i = 0; i < size; i++) {
        idx[i] = i;
      }
      do {
        long union = 0;
        for (int i = 0; i < size; i++) {
          union |= s.cand[pick[idx[i]]];
        }
        if (Long.bitCount(union) != size) {
          continue;
        }
        int[] elim = new int[2 * n * size];
        int e = 0;
        for (int c : hc) {
          if (s.value[c] != 0 || isPicked(c, pick, idx)) {
            continue;
          }
          for (long m = s.cand[c] & union; m != 0; m &= m - 1) {
            elim[e++] = c;
            elim[e++] = Long.numberOfTrailingZeros(m) + 1;
          }
        }
        if (e > 0) {
          int[] pattern = new int[size];
          for (int i = 0; i < size; i++) {
            pattern[i] = pick[idx[i]];
          }
          return new Step(t, n, pattern, values(union), new String[] {houses.names[h]},
              java.util.Arrays.copyOf(elim, e));
        }
      } while (nextCombination(idx, k));
    }
    return null;
  }

  private static boolean isPicked(int c, int[] pick, int[] idx) {
    for (int i : idx) {
      if (pick[i] == c) {
        return true;
      }
    }
    return false;
  }

  /** {@code size} values with {@code size} cells between them in a house. */
  private Step hiddenSubset(State s, long[][] where, int size, Technique t) {
    int[] pick = new int[n];
    for (int h : houseOrder) {
      long[] wh = where[h];
      int k = 0;
      int open = 0;
      for (int v = 1; v <= n; v++) {
        int bits = Long.bitCount(wh[v - 1]);
        open += bits > 0 ? 1 : 0;
        if (bits >= 2 && bits <= size) {
          pick[k++] = v;
        }
      }
      if (k < size || open <= size) {
        continue;
      }
      int[] hc = houses.houseCells[h];
      int[] idx = new int[size];
      for (int i = 0; i < size; i++) {
        idx[i] = i;
      }
      do {
        long positions = 0;
        long vals = 0;
        for (int i = 0; i < size; i++) {
          positions |= wh[pick[idx[i]] - 1];
          vals |= bit(pick[idx[i]]);
        }
        if (Long.bitCount(positions) != size) {
          continue;
        }
        int[] elim = new int[2 * n * size];
        int e = 0;
        int[] pattern = new int[size];
        int j = 0;
        for (long p = positions; p != 0; p &= p - 1) {
          int c = hc[Long.numberOfTrailingZeros(p)];
          pattern[j++] = c;
          for (long m = s.cand[c] & ~vals; m != 0; m &= m - 1) {
            elim[e++] = c;
            elim[e++] = Long.numberOfTrailingZeros(m) + 1;
          }
        }
        if (e > 0) {
          return new Step(t, n, pattern, values(vals), new String[] {houses.names[h]},
              java.util.Arrays.copyOf(elim, e));
        }
      } while (nextCombination(idx, k));
    }
    return null;
  }

  /**
   * Fish of {@code size} lines: for a value, {@code size} rows whose cells for it lie in
   * {@code size} columns between them (or the same with rows and columns swapped); the value
   * leaves the rest of those columns.
   */
  private Step fish(State s, long[][] where, int size, Technique t) {
    if (houses.rows.length != n || houses.columns.length != n) {
      return null;
    }
    int[] pick = new int[n];
    for (int v = 1; v <= n; v++) {
      for (int orient = 0; orient < 2; orient++) {
        int[] base = orient == 0 ? houses.rows : houses.columns;
        int[] cover = orient == 0 ? houses.columns : houses.rows;
        int k = 0;
        for (int i = 0; i < n; i++) {
          int bits = Long.bitCount(where[base[i]][v - 1]);
          if (bits >= 2 && bits <= size) {
            pick[k++] = i;
          }
        }
        if (k < size) {
          continue;
        }
        int[] idx = new int[size];
        for (int i = 0; i < size; i++) {
          idx[i] = i;
        }
        do {
          long union = 0;
          long lines = 0;
          for (int i = 0; i < size; i++) {
            union |= where[base[pick[idx[i]]]][v - 1];
            lines |= 1L << pick[idx[i]];
          }
          if (Long.bitCount(union) != size) {
            continue;
          }
          int[] elim = new int[2 * n * size];
          int e = 0;
          for (long u = union; u != 0; u &= u - 1) {
            int j = Long.numberOfTrailingZeros(u);
            for (long m = where[cover[j]][v - 1] & ~lines; m != 0; m &= m - 1) {
              elim[e++] = houses.houseCells[cover[j]][Long.numberOfTrailingZeros(m)];
              elim[e++] = v;
            }
          }
          if (e > 0) {
            String[] names = new String[2 * size];
            int[] corners = new int[size * size];
            int q = 0;
            int i = 0;
            for (long b = lines; b != 0; b &= b - 1, i++) {
              int line = Long.numberOfTrailingZeros(b);
              names[i] = houses.names[base[line]];
              for (long m = where[base[line]][v - 1]; m != 0; m &= m - 1) {
                corners[q++] = houses.houseCells[base[line]][Long.numberOfTrailingZeros(m)];
              }
            }
            for (long u = union; u != 0; u &= u - 1, i++) {
              names[i] = houses.names[cover[Long.numberOfTrailingZeros(u)]];
            }
            corners = java.util.Arrays.copyOf(corners, q);
            java.util.Arrays.sort(corners);
            return new Step(t, n, corners, new int[] {v}, names, java.util.Arrays.copyOf(elim, e));
          }
        } while (nextCombination(idx, k));
      }
    }
    return null;
  }

  /**
   * A pivot with candidates {a, b} that sees a pincer with {a, c} and one with {b, c}: whichever
   * the pivot holds, one pincer holds c, so c leaves every cell that sees both pincers.
   */
  private Step xyWing(State s) {
    for (int p = 0; p < cells; p++) {
      long cp = s.cand[p];
      if (Long.bitCount(cp) != 2) {
        continue;
      }
      for (int x : houses.peers[p]) {
        long cx = s.cand[x];
        long common = cx & cp;
        if (Long.bitCount(cx) != 2 || Long.bitCount(common) != 1) {
          continue;
        }
        long c = cx & ~common;
        long want = (cp & ~common) | c;
        for (int y : houses.peers[p]) {
          if (y == x || s.cand[y] != want) {
            continue;
          }
          int[] elim = null;
          int e = 0;
          for (int z : houses.peers[x]) {
            if (z != y && (s.cand[z] & c) != 0 && houses.sees(z, y)) {
              if (elim == null) {
                elim = new int[2 * houses.peers[x].length];
              }
              elim[e++] = z;
              elim[e++] = Long.numberOfTrailingZeros(c) + 1;
            }
          }
          if (elim != null) {
            return new Step(Technique.XY_WING, n, new int[] {p, x, y}, values(cp | c),
                new String[0], java.util.Arrays.copyOf(elim, e));
          }
        }
      }
    }
    return null;
  }

  private static int[] values(long mask) {
    int[] v = new int[Long.bitCount(mask)];
    int i = 0;
    for (long m = mask; m != 0; m &= m - 1) {
      v[i++] = Long.numberOfTrailingZeros(m) + 1;
    }
    return v;
  }

  /** Advances {@code idx} (increasing indices below {@code k}) to the next combination. */
  private static boolean nextCombination(int[] idx, int k) {
    int r = idx.length;
    int i = r - 1;
    while (i >= 0 && idx[i] == k - r + i) {
      i--;
    }
    if (i < 0) {
      return false;
    }
    idx[i]++;
    for (int j = i + 1; j < r; j++) {
      idx[j] = idx[j - 1] + 1;
    }
    return true;
  }
}
