package dev.exactcover.sudoku.internal;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.ExactCover;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.ProblemBuilder;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.SearchSettings;
import dev.exactcover.dlx.Solution;
import dev.exactcover.dlx.Solver;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * The engine work of the generator for one variant and shape: random complete grids, and the
 * question asked hundreds of times per puzzle, "are these givens still unique?". Mutable, for one
 * thread; made once per shape and reused, so that a question rebuilds nothing.
 *
 * <h2>The question</h2>
 * The givens were unique with solution S; some cells were just blanked. Another solution would
 * differ from S in one of the blanked cells, so for each blanked cell x the engine looks for one
 * solution of the givens in which x does not hold S's value: the givens are forced, the option
 * "S's value in x" is forbidden, and a search limited to one solution either finds one (not
 * unique) or ends empty (unique, as far as x goes). That is the uniqueness test "count up to 2
 * equals 1" with S, which is known, left out of the search: about half the nodes.
 *
 * <p>An option is forbidden through the matrix of {@link #forbiddable}: the Sudoku matrix plus a
 * primary item {@code ban} that exactly one extra option covers in every search, either {ban}
 * (forbid nothing) or {ban, o_k}, where the secondary item {@code o_k} also sits in option k;
 * forcing {ban, o_k} covers {@code o_k}, which hides option k. The Sudoku's solutions are
 * unchanged.
 *
 * <p>The order of the items matters, since the engine branches on the item with the fewest
 * options and breaks ties leftmost. Measured on 16x16 (30 puzzles, the same puzzles each time):
 * Knuth's order (cells row by row, then rows, columns, boxes) takes about 3.9 million nodes per
 * puzzle; every item shuffled, about 0.9 million; the cells first but shuffled, then the other
 * items shuffled, about 0.3 million. That last order is used, shuffled from a constant seed, so it
 * is the same on every machine.
 *
 * <h2>Shortcuts</h2>
 * Before any search, three cheaper proofs are tried, in order:
 * <ol>
 *   <li>each blanked cell is a naked or hidden single of the givens left: then the givens left
 *       force S's values back (unique);</li>
 *   <li>some known unavoidable set of S (see {@link Unavoidable}) has no given left: then
 *       rearranging its values gives a second solution (not unique);</li>
 *   <li>naked and hidden singles, repeated, fill the whole grid from the givens left
 *       ({@link #filledBySingles}; unique).</li>
 * </ol>
 */
public final class ClueEngine {
  private static final long SHUFFLE = 0x5EED_0000L; // any constant: the same order everywhere
  private final Limits one;
  private final Limits two;
  private Boolean completeGrid; // null: not asked yet

  public final Houses houses;
  private final int n;
  private final int cells;
  private final int open; // the option that forbids nothing; open + 1 + k forbids option k
  private final Solver grids; // random complete grids
  private final Solver checker; // the questions
  private Unavoidable sets = Unavoidable.NONE;

  // Statistics, for tests and tuning.
  long searches;
  long nodes;
  long singles;
  long setHits;
  long logicHits;

  public ClueEngine(Regions regions) {
    this(regions, null);
  }

  /**
   * An engine whose searches stop with a {@link CancellationException} once {@code cancel} (if
   * not null) is cancelled.
   */
  public ClueEngine(Regions regions, CancelToken cancel) {
    Limits none = cancel == null ? Limits.none() : Limits.none().withCancel(cancel);
    this.one = none.withSolutions(1);
    this.two = none.withSolutions(2);
    this.houses = new Houses(regions);
    this.n = houses.n;
    this.cells = houses.cells;
    this.open = n * cells;
    this.grids = regions.problem().newSolver();
    this.checker = forbiddable(regions.problem(), cells, SHUFFLE)
        .newSolver(SearchSettings.defaults().withQuickChoice(true));
  }

  /**
   * {@code p}, the Sudoku matrix whose first {@code cellItems} items are the cells' and whose
   * options are {@code 0..n³-1}, able to forbid an option (see the class comment): options
   * {@code 0..n³-1} as in {@code p}, then {@code n³} = {ban}, then {@code n³ + 1 + k} =
   * {ban, o_k}. The primary items come in the order of the class comment, shuffled by
   * {@code shuffle}.
   */
  public static Problem forbiddable(Problem p, int cellItems, long shuffle) {
    int items = p.itemCount();
    int options = p.optionCount();
    int[] order = new int[items];
    for (int i = 0; i < items; i++) {
      order[i] = i;
    }
    SplittableRandom random = new SplittableRandom(shuffle);
    shuffle(order, 0, cellItems, random);
    shuffle(order, cellItems, items, random);
    int[] position = new int[items];
    ProblemBuilder b = ExactCover.builder();
    for (int i = 0; i < items; i++) {
      position[order[i]] = i;
      b.primary(p.itemName(order[i]));
    }
    b.primary("ban");
    int ban = items;
    for (int k = 0; k < options; k++) {
      b.secondary("o" + k);
    }
    for (int k = 0; k < options; k++) {
      int[] its = p.optionItems(k);
      int[] with = new int[its.length + 1];
      for (int j = 0; j < its.length; j++) {
        with[j] = position[its[j]];
      }
      with[its.length] = ban + 1 + k;
      b.option(with);
    }
    b.option(ban);
    for (int k = 0; k < options; k++) {
      b.option(ban, ban + 1 + k);
    }
    return b.build();
  }

  /** Fisher-Yates on {@code a[from..to)}. */
  private static void shuffle(int[] a, int from, int to, SplittableRandom random) {
    for (int k = to - 1; k > from; k--) {
      int r = from + random.nextInt(k - from + 1);
      int t = a[k];
      a[k] = a[r];
      a[r] = t;
    }
  }

  /**
   * A random complete grid: the first solution of the empty grid when the engine branches at
   * random from {@code seed}.
   */
  public byte[] randomSolution(long seed) {
    grids.reset(SearchSettings.defaults().withRandomBranching(seed));
    Solution[] first = new Solution[1];
    checked(grids.search(one, s -> {
      first[0] = s;
      return true;
    }));
    Solution s = first[0];
    if (s == null) {
      throw new IllegalStateException("the rules " + houses.regions + " have no complete grid");
    }
    byte[] values = new byte[cells];
    for (int k = 0; k < s.size(); k++) {
      int o = s.option(k);
      values[Placements.cell(o, n)] = (byte) Placements.value(o, n);
    }
    return values;
  }

  /**
   * Whether the rules admit a complete grid, found out once by a leftmost search (which answers
   * at once for a region map with none, where a randomly branching search can wander for hours).
   */
  public boolean hasCompleteGrid() {
    if (completeGrid == null) {
      grids.reset(SearchSettings.defaults());
      completeGrid = checked(grids.search(one)).solutions() > 0;
    }
    return completeGrid;
  }

  /** The nodes of every search of this engine so far, and of those {@link #addNodes added}. */
  public long nodes() {
    return nodes;
  }

  /** Counts {@code more} nodes of a search made for this engine's questions by another solver. */
  public void addNodes(long more) {
    nodes += more;
  }

  /**
   * {@code r}, its nodes counted, unless the search was cancelled: then a
   * {@link CancellationException}.
   */
  private SearchResult checked(SearchResult r) {
    nodes += r.nodes();
    if (r.status() == dev.exactcover.dlx.Status.CANCELLED) {
      throw new CancellationException("generation cancelled");
    }
    return r;
  }

  /** Makes ready for questions about givens whose solution is {@code solution}. */
  public void prepare(byte[] solution) {
    sets = Unavoidable.of(houses, solution);
  }

  /**
   * The solutions of {@code givens} counted up to 2, with the first copied into {@code first};
   * 0 when two givens conflict.
   */
  public int count(byte[] givens, byte[] first) {
    checker.reset(checker.settings());
    checker.force(open);
    try {
      for (int c = 0; c < cells; c++) {
        if (givens[c] != 0 && !checker.force(Placements.option(c, givens[c], n))) {
          return 0;
        }
      }
      boolean[] seen = {false};
      return (int) checked(checker.search(two, s -> {
        if (!seen[0]) {
          seen[0] = true;
          for (int k = 0; k < s.size(); k++) {
            int o = s.option(k);
            if (o < open) {
              first[Placements.cell(o, n)] = (byte) Placements.value(o, n);
            }
          }
        }
        return true;
      })).solutions();
    } finally {
      checker.reset(checker.settings());
    }
  }

  /**
   * Whether {@code givens}, unique with solution {@code solution} before the cells of
   * {@code blanked} were blanked (they are 0 now), are still unique. Needs {@link #prepare} with
   * that solution.
   */
  public boolean stillUnique(byte[] givens, int[] blanked, byte[] solution) {
    if (forcedBySingles(givens, blanked, solution)) {
      singles++;
      return true;
    }
    if (sets.leftWithoutGiven(givens, blanked)) {
      setHits++;
      return false;
    }
    if (filledBySingles(givens)) {
      logicHits++;
      return true;
    }
    for (int x : blanked) {
      if (hasOtherValue(givens, x, solution[x])) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code givens} have a solution with another value than {@code v} in cell x. */
  private boolean hasOtherValue(byte[] givens, int x, int v) {
    checker.reset(checker.settings());
    checker.force(open + 1 + Placements.option(x, v, n));
    try {
      for (int c = 0; c < cells; c++) {
        if (givens[c] != 0 && !checker.force(Placements.option(c, givens[c], n))) {
          throw new IllegalArgumentException("the givens conflict at " + houses.cell(c));
        }
      }
      searches++;
      SearchResult r = checked(checker.search(one));
      return r.solutions() > 0;
    } finally {
      checker.reset(checker.settings());
    }
  }

  /**
   * Whether each of {@code blanked} is a naked or hidden single of {@code givens}: then every
   * solution of the givens holds {@code solution}'s value there, so it is a solution of the givens
   * before they were blanked.
   */
  public boolean forcedBySingles(byte[] givens, int[] blanked, byte[] solution) {
    for (int x : blanked) {
      if (!isSingle(givens, x, solution[x])) {
        return false;
      }
    }
    return true;
  }

  private boolean isSingle(byte[] givens, int x, int v) {
    long seen = 0;
    for (int p : houses.peers[x]) {
      if (givens[p] != 0) {
        seen |= 1L << givens[p];
      }
    }
    if (Long.bitCount(seen) == n - 1) {
      return true; // naked single: every other value is given among its peers
    }
    houses:
    for (int h : houses.cellHouses[x]) {
      for (int y : houses.houseCells[h]) {
        if (y != x && givens[y] == 0 && !seesValue(givens, y, v)) {
          continue houses; // v could go in y
        }
      }
      return true; // hidden single: v can go nowhere else in house h
    }
    return false;
  }

  private boolean seesValue(byte[] givens, int y, int v) {
    for (int p : houses.peers[y]) {
      if (givens[p] == v) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether naked and hidden singles, repeated, fill every cell from the consistent
   * {@code givens} (not changed): then they have exactly one solution. A proof of uniqueness by
   * propagation, not a grading technique (the logical solver rates puzzles).
   */
  public boolean filledBySingles(byte[] givens) {
    int[] value = new int[cells];
    long[] cand = new long[cells];
    long full = n == 64 ? -1L : (1L << n) - 1;
    int empty = 0;
    for (int c = 0; c < cells; c++) {
      value[c] = givens[c];
    }
    for (int c = 0; c < cells; c++) {
      if (value[c] == 0) {
        long m = full;
        for (int p : houses.peers[c]) {
          if (value[p] != 0) {
            m &= ~(1L << (value[p] - 1));
          }
        }
        cand[c] = m;
        empty++;
      }
    }
    boolean progress = true;
    while (empty > 0 && progress) {
      progress = false;
      for (int c = 0; c < cells; c++) {
        if (value[c] == 0) {
          if (cand[c] == 0) {
            return false;
          }
          if (Long.bitCount(cand[c]) == 1) {
            fill(value, cand, c, Long.numberOfTrailingZeros(cand[c]) + 1);
            empty--;
            progress = true;
          }
        }
      }
      for (int[] hc : houses.houseCells) {
        long once = 0;
        long twice = 0;
        for (int c : hc) {
          twice |= once & cand[c];
          once |= cand[c];
        }
        for (long m = once & ~twice; m != 0; m &= m - 1) {
          long bit = m & -m;
          for (int c : hc) {
            if ((cand[c] & bit) != 0) {
              fill(value, cand, c, Long.numberOfTrailingZeros(bit) + 1);
              empty--;
              progress = true;
              break;
            }
          }
        }
      }
    }
    return empty == 0;
  }

  private void fill(int[] value, long[] cand, int c, int v) {
    value[c] = v;
    cand[c] = 0;
    long clear = ~(1L << (v - 1));
    for (int p : houses.peers[c]) {
      cand[p] &= clear;
    }
  }

  /** The statistics, for people tuning the generator. */
  @Override
  public String toString() {
    return "searches " + searches + ", nodes " + nodes + ", singles " + singles + ", sets "
        + setHits + ", logic " + logicHits;
  }
}
