package dev.exactcover.sudoku;

import dev.exactcover.dlx.Branching;
import dev.exactcover.dlx.ItemChoice;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solution;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.internal.SolverAccess;
import dev.exactcover.sudoku.internal.Placements;
import dev.exactcover.sudoku.internal.VariantMatrix;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Solves, counts and enumerates the solutions of puzzles: a mutable, reusable object for one
 * thread at a time (make one per thread; they share the immutable matrices). Obtained from
 * {@link Sudoku#solver()}, {@link Sudoku#solverX()} or {@link Sudoku#solver(Regions)}.
 *
 * <p>Each puzzle is first checked ({@link InvalidGridException} names the first conflict among
 * its givens); then its givens are <em>forced</em> options of a {@link Solver} built once per
 * shape over the shared matrix of {@link Regions#problem()}, and the search runs; the givens
 * stay forced until the next puzzle, which takes back only those it does not share (a sorted
 * file's puzzles begin alike). So solving a puzzle rebuilds nothing, and allocates only its
 * answer.
 * A puzzle with consistent givens but no solution is not an error: its verdict is
 * {@link Verdict#NONE}.
 */
public final class SudokuSolver {
  /** Every search of this class: quick choice pays off on Sudoku (see the README). */
  private static final SearchSettings LEFTMOST = SearchSettings.defaults().withQuickChoice(true);

  private final Function<Shape, Regions> rules;
  private final SearchSettings settings;
  private final Map<Shape, Engine> engines = new HashMap<>(4);
  private final VariantMatrix variant; // the variant rules' matrix, or null for regions alone

  private static final SolverAccess.Hook ACCESS = SolverAccess.get();

  /**
   * The rules of one shape and, without variant rules, the solver shared by its puzzles, with
   * the givens forced on it: a puzzle's givens stay forced after its search, and the next puzzle
   * takes back only those it does not share (a sorted file's puzzles begin alike: half the
   * givens of 17-clue are kept so).
   */
  private static final class Engine {
    final Regions regions;
    final Solver solver; // null under variant rules: each puzzle gets its own
    final int[] forced; // the options forced on solver, in the order forced (cell order)
    int forcedCount;

    Engine(Regions regions, Solver solver) {
      this.regions = regions;
      this.solver = solver;
      this.forced = solver == null ? null : new int[regions.shape().cells()];
    }
  }

  SudokuSolver(Function<Shape, Regions> rules) {
    this(rules, LEFTMOST, null);
  }

  /** A solver of variant rules: each puzzle gets its own solver of their matrix. */
  SudokuSolver(VariantMatrix variant) {
    this(shape -> {
      if (!shape.equals(variant.rules().shape())) {
        throw new IllegalArgumentException("a " + shape + " grid given to rules of "
            + variant.rules().shape());
      }
      return variant.rules().regions();
    }, LEFTMOST, variant);
  }

  private SudokuSolver(Function<Shape, Regions> rules, SearchSettings settings,
      VariantMatrix variant) {
    this.rules = rules;
    this.settings = settings;
    this.variant = variant;
  }

  /**
   * The rules this solver applies to grids of {@code shape}.
   *
   * @param shape the grid's shape
   * @return the rules this solver applies to grids of {@code shape}
   */
  public Regions regions(Shape shape) {
    return engine(shape).regions;
  }

  /**
   * A new solver with the same rules that branches at random, reproducibly from {@code seed}
   * (see {@link dev.exactcover.dlx.Branching#RANDOM}): the first solution of an empty grid is
   * then a random complete grid. This solver is unchanged.
   *
   * @param seed the random seed
   * @return a new solver with the same rules that branches at random, reproducibly from {@code
   *     seed} (see {@link dev.exactcover.dlx.Branching#RANDOM}): the first solution of an empty
   *     grid is then a random complete grid
   */
  public SudokuSolver randomized(long seed) {
    return new SudokuSolver(rules, LEFTMOST.withRandomBranching(seed), variant);
  }

  /**
   * The conflicts among {@code puzzle}'s givens under this solver's rules (empty: consistent).
   *
   * @param puzzle the puzzle
   * @return the conflicts among {@code puzzle}'s givens under this solver's rules (empty:
   *     consistent)
   */
  public List<Conflict> conflicts(Grid puzzle) {
    return engine(puzzle.shape()).regions.conflicts(puzzle);
  }

  /**
   * Solves {@code puzzle} far enough to tell whether its solution is unique (up to two
   * solutions).
   *
   * @param puzzle the puzzle
   * @return the verdict, with the solution when there is exactly one
   * @throws InvalidGridException if its givens conflict
   */
  public Answer solve(Grid puzzle) {
    return solve(puzzle, Limits.none().withSolutions(2));
  }

  /**
   * Solves {@code puzzle} as {@link #solve(Grid)} within {@code limits} (time, nodes,
   * cancellation), keeping the first solution. Like {@link #solve(Grid)} it stops at two
   * solutions, enough to tell unique from multiple, unless the limits set a solution count of
   * their own ({@link Limits#withSolutions}); to count every solution use {@link #count} or
   * {@link #search}.
   *
   * @param puzzle the puzzle
   * @param limits the limits that stop the search; without a solution limit, two
   * @return the verdict ({@code NONE}, {@code UNIQUE}, {@code MULTIPLE} once a second solution
   *     is found, {@code UNKNOWN} when a limit stopped the search first), with the first
   *     solution found; the count is exact only when the search was complete
   * @throws InvalidGridException if its givens conflict
   */
  public Answer solve(Grid puzzle, Limits limits) {
    Limits capped = limits.solutions() == Long.MAX_VALUE ? limits.withSolutions(2) : limits;
    Grid[] first = new Grid[1];
    SearchResult r = search(puzzle, capped, g -> {
      if (first[0] == null) {
        first[0] = g;
      }
      return true;
    }, true);
    return new Answer(puzzle, first[0], r);
  }

  /**
   * Counts every solution of {@code puzzle} within {@code limits} (no cap of two: only the
   * limits' own solution count stops it), keeping the first solution; the other solutions are
   * counted, not decoded.
   *
   * @param puzzle the puzzle
   * @param limits the limits that stop the search
   * @return the verdict and count (exact when the search was complete), with the first solution
   * @throws InvalidGridException if its givens conflict
   */
  public Answer solveAll(Grid puzzle, Limits limits) {
    Grid[] first = new Grid[1];
    SearchResult r = search(puzzle, limits, g -> {
      if (first[0] == null) {
        first[0] = g;
      }
      return true;
    }, true);
    return new Answer(puzzle, first[0], r);
  }

  /**
   * Searches {@code puzzle} within {@code limits}, showing each solution to {@code visitor}
   * (which returns {@code true} to go on), and returns the engine's result.
   *
   * @param puzzle the puzzle
   * @param limits the limits that stop the search
   * @param visitor called once per solution
   * @return the search's counts and status
   * @throws InvalidGridException if its givens conflict
   */
  public SearchResult search(Grid puzzle, Limits limits, Predicate<Grid> visitor) {
    Objects.requireNonNull(visitor, "visitor");
    return search(puzzle, limits, visitor, false);
  }

  private SearchResult search(Grid puzzle, Limits limits, Predicate<Grid> visitor,
      boolean firstOnly) {
    Solver solver = prepare(puzzle);
    int n = puzzle.side();
    boolean completed = false;
    try {
      boolean[] decoded = {false};
      SearchResult r = solver.search(limits, s -> {
        if (firstOnly && decoded[0]) {
          return true; // only the first solution is decoded; the rest are counted
        }
        decoded[0] = true;
        return visitor.test(decode(s, puzzle.shape(), n));
      });
      completed = true;
      return r;
    } finally {
      release(puzzle.shape(), solver, completed);
    }
  }

  /**
   * After a search: a variant puzzle's own solver is reset; the shared solver keeps the givens
   * forced for the next puzzle, unless the search ended by an exception, when it takes them all
   * back.
   */
  private void release(Shape shape, Solver solver, boolean completed) {
    if (variant != null) {
      solver.reset(solver.settings());
    } else if (!completed) {
      solver.reset(solver.settings());
      engine(shape).forcedCount = 0;
    }
  }

  /**
   * Counts every solution of {@code puzzle}.
   *
   * @param puzzle the puzzle
   * @return the number of solutions
   * @throws InvalidGridException if its givens conflict
   * @throws CancellationException if the thread was interrupted first
   */
  public long count(Grid puzzle) {
    return count(puzzle, Long.MAX_VALUE);
  }

  /**
   * Counts solutions of {@code puzzle} up to {@code limit}.
   *
   * @param puzzle the puzzle
   * @param limit the limit
   * @return the number of solutions, at most {@code limit}
   * @throws InvalidGridException if its givens conflict
   * @throws CancellationException if the thread was interrupted first
   */
  public long count(Grid puzzle, long limit) {
    Solver solver = prepare(puzzle);
    boolean completed = false;
    try {
      long count = solver.count(limit);
      completed = true;
      return count;
    } finally {
      release(puzzle.shape(), solver, completed);
    }
  }

  /**
   * Whether {@code puzzle} has exactly one solution (a count up to 2 equals 1).
   *
   * @param puzzle the puzzle
   * @return whether {@code puzzle} has exactly one solution (a count up to 2 equals 1)
   * @throws InvalidGridException if its givens conflict
   */
  public boolean isUnique(Grid puzzle) {
    return count(puzzle, 2) == 1;
  }

  /**
   * The first solution of {@code puzzle} in search order, if any.
   *
   * @param puzzle the puzzle
   * @return the first solution of {@code puzzle} in search order, if any
   * @throws InvalidGridException if its givens conflict
   */
  public Optional<Grid> first(Grid puzzle) {
    return Optional.ofNullable(solve(puzzle, Limits.none().withSolutions(1)).solution());
  }

  /**
   * Every solution of {@code puzzle}, lazily: the search pauses between solutions. Any other use
   * of this solver ends the stream.
   *
   * @param puzzle the puzzle
   * @return every solution of {@code puzzle}, lazily: the search pauses between solutions
   * @throws InvalidGridException if its givens conflict
   */
  public Stream<Grid> stream(Grid puzzle) {
    Solver solver = prepare(puzzle);
    Shape shape = puzzle.shape();
    return solver.stream().map(s -> decode(s, shape, shape.side()));
  }

  /**
   * A new exact-cover {@link Solver} for {@code puzzle}, owned by the caller: the matrix of this
   * solver's rules for the puzzle's shape ({@link Regions#problem()}), with the puzzle's givens
   * forced, and the same quick choice as this solver's searches. It counts the same solutions as
   * {@link #count(Grid)}, and as a plain dlx solver its {@linkplain
   * dev.exactcover.dlx.pieces.SearchTree tree} can be split into subproblems, counted on several
   * threads, run as a {@linkplain dev.exactcover.dlx.pieces.Job job}, or sent elsewhere. It
   * branches leftmost even for a {@link #randomized} solver, as subproblems need.
   *
   * <pre>{@code
   * SearchTree tree = SearchTree.of(Sudoku.solver().exactCover(puzzle));
   * long n = tree.countParallel(2, Limits.none()).solutions();
   * }</pre>
   *
   * @param puzzle the puzzle
   * @return a new exact-cover {@link Solver} for {@code puzzle}, owned by the caller: the matrix of
   *     this solver's rules for the puzzle's shape ({@link Regions#problem()}), with the puzzle's
   *     givens forced, and the same quick choice as this solver's searches
   * @throws InvalidGridException if its givens conflict
   */
  public Solver exactCover(Grid puzzle) {
    Regions regions = engine(puzzle.shape()).regions;
    if (variant != null) {
      return prepare(puzzle).reset(LEFTMOST);
    }
    Solver solver = regions.problem().newSolver(LEFTMOST);
    if (!force(solver, puzzle)) {
      throw new InvalidGridException(regions.conflicts(puzzle));
    }
    return solver;
  }

  /** Forces {@code puzzle}'s givens; false (nothing forced) when two of them conflict. */
  private static boolean force(Solver solver, Grid puzzle) {
    solver.reset(solver.settings());
    int n = puzzle.side();
    for (int c = 0; c < puzzle.shape().cells(); c++) {
      int v = puzzle.get(c);
      if (v != 0 && !solver.force(Placements.option(c, v, n))) {
        solver.reset(solver.settings());
        return false;
      }
    }
    return true;
  }

  /**
   * A solver ready to search {@code puzzle}: the shared one with its givens forced or, under
   * variant rules, a new one of the puzzle's own problem (its givens kept by the propagator, so
   * that givens breaking a variant rule make a puzzle without solution, not an error).
   */
  private Solver prepare(Grid puzzle) {
    Engine e = engine(puzzle.shape());
    if (variant != null) {
      List<Conflict> conflicts = e.regions.conflicts(puzzle);
      if (!conflicts.isEmpty()) {
        throw new InvalidGridException(conflicts);
      }
      // Subsumption (locked candidates) is kept for the rules whose propagation does not lock
      // digits (thermometers, dots, lines); on killers the propagator now locks digits in houses
      // and cages itself, so there it removes nothing more (docs/sudoku.md, Variants). Clause
      // learning cannot see the propagator's rules, so a variant keeps the tree at every size.
      SearchSettings s = searchFor(puzzle.shape());
      if (s.strategy() != Strategy.WITH_REDUCTIONS) {
        s = settings.withStrategy(Strategy.WITH_REDUCTIONS).withReductions(Reduction.SUBSUMPTION);
      }
      // The weighted item choice, fed by the propagator's dead ends, branches first on what
      // keeps failing (as Interactive Sudoku Solver's conflict scores do): on the 42 TAREK
      // killers half the nodes of the fewest options (docs/sudoku.md, Variants). A
      // randomized solver keeps its own tree, so that a seed makes the same grid as before.
      if (s.branching() == Branching.LEFTMOST) {
        s = s.withItemChoice(ItemChoice.WEIGHTED);
      }
      return variant.problem(puzzle).newSolver(s);
    }
    if (!forceGivens(e, puzzle)) {
      throw new InvalidGridException(e.regions.conflicts(puzzle));
    }
    return e.solver;
  }

  /**
   * Forces {@code puzzle}'s givens on the shared solver, in cell order, keeping forced those of
   * the puzzle before that begin the same way (the same options, in the same order) and taking
   * back the others; the solver is then exactly as if every given had been forced afresh. False
   * (nothing forced) when two givens conflict.
   */
  private static boolean forceGivens(Engine e, Grid puzzle) {
    int n = puzzle.side();
    int cells = puzzle.shape().cells();
    int kept = 0;
    int c = 0;
    for (; c < cells; c++) {
      int v = puzzle.get(c);
      if (v != 0) {
        if (kept == e.forcedCount || e.forced[kept] != Placements.option(c, v, n)) {
          break;
        }
        kept++;
      }
    }
    if (kept < e.forcedCount) {
      ACCESS.unforceTo(e.solver, kept);
      e.forcedCount = kept;
    }
    for (; c < cells; c++) {
      int v = puzzle.get(c);
      if (v != 0) {
        int o = Placements.option(c, v, n);
        if (!e.solver.force(o)) {
          e.solver.reset(e.solver.settings());
          e.forcedCount = 0;
          return false;
        }
        e.forced[e.forcedCount++] = o;
      }
    }
    return true;
  }

  private Engine engine(Shape shape) {
    Engine e = engines.get(shape);
    if (e == null) {
      Regions regions = rules.apply(shape);
      e = new Engine(regions, variant != null ? null
          : regions.problem().newSolver(searchFor(shape)));
      engines.put(shape, e);
    }
    return e;
  }

  /**
   * The settings for grids of {@code shape}: this solver's, with the reductions that pay there
   * when it branches leftmost (measured on the shared puzzle sets; see the README): none at 9x9
   * and below, where the plain search is faster than any reduction costs; from 16x16
   * subsumption (locked candidates), matching on the regions' pairings (subsets, fish) and the
   * weighted item choice; from 25x25 clause learning, whose learned clauses prove the minimal
   * puzzles unique where every tree we tried is too large. A randomized solver keeps the plain
   * search, so that a seed makes the same grid as before.
   */
  private SearchSettings searchFor(Shape shape) {
    if (settings.branching() != Branching.LEFTMOST || shape.side() < 16) {
      return settings;
    }
    if (shape.side() >= 25) { // no tree: quick choice does not apply
      return SearchSettings.of(Strategy.CLAUSE_LEARNING);
    }
    return settings.withStrategy(Strategy.WITH_REDUCTIONS)
        .withReductions(Reduction.SUBSUMPTION, Reduction.MATCHING)
        .withItemChoice(ItemChoice.WEIGHTED);
  }

  private static Grid decode(Solution s, Shape shape, int n) {
    byte[] values = new byte[shape.cells()];
    int placements = shape.cells() * n;
    for (int k = 0; k < s.size(); k++) {
      int o = s.option(k);
      if (o >= placements) {
        continue; // a variant rule's own option (see VariantMatrix)
      }
      values[Placements.cell(o, n)] = (byte) Placements.value(o, n);
    }
    return Grid.wrap(shape, values);
  }
}
