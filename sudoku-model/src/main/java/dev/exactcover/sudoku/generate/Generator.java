package dev.exactcover.sudoku.generate;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.InvalidGridException;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.internal.Batch;
import dev.exactcover.sudoku.internal.ClueEngine;
import dev.exactcover.sudoku.logic.Level;
import dev.exactcover.sudoku.logic.LogicSolver;
import dev.exactcover.sudoku.logic.Rating;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

/**
 * Makes puzzles with exactly one solution, minimal, optionally symmetric, of a chosen difficulty;
 * and finds the givens of any puzzle that can go. A mutable, reusable object for one thread at a
 * time (it keeps one exact-cover engine per shape); {@link #generate(long, long, int, Consumer)}
 * makes puzzles on several threads.
 *
 * <pre>{@code
 * Generator g = Generator.builder().symmetry(Symmetry.ROTATE180).seed(42).build();
 * GeneratedPuzzle p = g.generate(0);   // the same puzzle for seed 42 and index 0, everywhere
 * System.out.print(p.puzzle().toPretty());
 * }</pre>
 *
 * <h2>How a puzzle is made</h2>
 * A random complete grid (the first solution of the empty grid when the engine breaks ties and
 * orders options at random, {@link dev.exactcover.dlx.Branching#RANDOM}), whose givens are then
 * removed orbit by orbit of the {@link Symmetry}, in random order: by the <em>uniqueness</em> pass
 * (an orbit stays blank if the engine proves the puzzle still unique; the default, which gives
 * minimal puzzles, orbit-minimal with a symmetry) or the <em>logic</em> pass (an orbit stays
 * blank if the {@link LogicSolver}'s ladder, no step rated above a bound, still fills the grid:
 * the levels up to {@link Level#FIENDISH}; {@link Builder#minimal(boolean)} adds the uniqueness
 * pass after it). {@link GeneratedPuzzle#isMinimal()} says which puzzles were proven minimal.
 *
 * <h2>Reproducible</h2>
 * The puzzle of index {@code i} depends on the options and its own seed only
 * ({@link #puzzleSeed(long)}: the generator's seed for index 0, a seed derived from it for the
 * others). Attempt {@code a} draws everything from a seed derived from (puzzle seed, a) by
 * SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
 * 2014) and Java's {@link SplittableRandom}, whose sequences are specified exactly. So the same
 * options give the same puzzles on every machine, a batch gives the same list in the same order
 * on any number of threads, and a puzzle's {@link GeneratedPuzzle#seed()}, given as the seed of a
 * generator with the same options, makes that puzzle again at index 0.
 *
 * <h2>Cancellation and impossible requests</h2>
 * A {@link Builder#cancel(CancelToken) cancel token} stops generation within milliseconds with a
 * {@link CancellationException}, the puzzles handed out before it being complete. Requests that
 * cannot be met are refused at once: a clue target below the proven minimum for the shape
 * ({@link #minimumClues(Regions)}), and rules that admit no complete grid (the first puzzle finds
 * out with one leftmost search, which answers at once where a random search would wander).
 *
 * <h2>Targets</h2>
 * A clue target {@code k} stops removal at {@code k} givens (the puzzle is then unique but not
 * minimal); a puzzle that ends above {@code k} is minimal with more givens, and another attempt is
 * made, up to the bound; if none reaches {@code k} the closest is returned, with its
 * {@link GeneratedPuzzle#shortfall()} saying so. A level or rating target is a requirement:
 * puzzles are made and rated by the {@link LogicSolver} (the same engine as every rating) until
 * one lies in the range, and after the bound of attempts a {@link GenerationException} says what
 * was made instead. Above fiendish the puzzles are minimal ones, dropped at once when the ladder
 * without chains solves them. Diabolical puzzles are made and rated until one fits; extreme ones
 * (a target rated 9.0 and up, without a clue target) are searched for in the neighbourhood of
 * diabolical ones, one given moved at a time ({@link Neighbourhood}): about one minimal 9x9
 * puzzle in 800 is extreme, but a walk from a diabolical puzzle finds one within a few hundred
 * neighbours. Every puzzle made, start or neighbour, counts as an attempt
 * ({@link #DEFAULT_EXTREME_ATTEMPTS}). At 16x16 and up, levels above fiendish are refused when
 * the generator is built. Nothing spins forever.
 *
 * <h2>Speed</h2>
 * One minimal 9x9 puzzle takes about 0.8 ms (median, one thread), a 16x16 one about 150 ms; see
 * {@code GeneratorBenchmark} in the verification module.
 */
public final class Generator {
  /** The default bound on attempts when a target is set. */
  public static final int DEFAULT_ATTEMPTS = 200;

  /**
   * The default bound on attempts for a puzzle rated above diabolical (9.0 and up): each start
   * and each neighbour of the walks counts as one; about one minimal 9x9 puzzle in 800 is rated
   * that high, and the walks found one within 1,200 puzzles for each of 20 seeds.
   */
  public static final int DEFAULT_EXTREME_ATTEMPTS = 5000;

  /**
   * The highest rating the ladder reaches without chains (fiendish's top): up to it the logic
   * pass makes puzzles of a level directly, and checking a rating is cheap.
   */
  static final double CHEAP = Level.FIENDISH.upTo();

  final Shape shape;
  private final Regions rules; // null: standard rules of each grid's shape
  final Symmetry symmetry;
  private final long seed;
  final int clueTarget; // 0: none
  final Level level; // null: any
  final int maxAttempts;
  private final Map<Shape, ClueEngine> engines = new HashMap<>(4);
  final List<int[]> orbits;
  final CancelToken cancel; // null: never cancelled
  final double ratingMin; // NaN: no rating target
  final double ratingMax;
  final boolean alwaysMinimal;
  private final boolean killer;

  private Generator(Builder b) {
    this.killer = b.killer;
    this.shape = b.rules != null ? b.rules.shape() : b.shape;
    this.rules = b.rules;
    this.symmetry = b.symmetry;
    this.seed = b.seed;
    this.clueTarget = b.clues;
    this.level = b.level;
    this.maxAttempts = b.attempts > 0 ? b.attempts
        : b.level == Level.EXTREME || !Double.isNaN(b.ratingMin) && b.ratingMin > 8.9 + 1e-9
        ? DEFAULT_EXTREME_ATTEMPTS : DEFAULT_ATTEMPTS;
    this.orbits = symmetry.orbits(shape.side());
    this.cancel = b.cancel;
    this.ratingMin = b.ratingMin;
    this.ratingMax = b.ratingMax;
    this.alwaysMinimal = b.minimal;
  }

  /** {@return a builder of generators: classic 9x9, no symmetry, seed 0, no targets, by default} */
  public static Builder builder() {
    return new Builder();
  }

  /** The options of a {@link Generator}; each setter returns the builder. */
  public static final class Builder {
    private Shape shape = Shape.NINE;
    private Regions rules;
    private Symmetry symmetry = Symmetry.NONE;
    private long seed;
    private int clues;
    private Level level;
    private int attempts; // 0: the default
    private CancelToken cancel;
    private boolean minimal;
    private double ratingMin = Double.NaN;
    private double ratingMax = Double.NaN;
    private boolean killer;

    private Builder() {}

    /**
     * Sets the shape of the puzzles, under the classic rules (default 9x9).
     *
     * @param shape the shape (4x4, 6x6, 9x9, 16x16, 25x25...)
     * @return this builder
     */
    public Builder shape(Shape shape) {
      this.shape = Objects.requireNonNull(shape, "shape");
      this.rules = null;
      return this;
    }

    /**
     * Sets the rules (and so the shape) of the puzzles: Sudoku X, a jigsaw...
     *
     * @param rules the regions every unit of the puzzles must respect
     * @return this builder
     */
    public Builder rules(Regions rules) {
      this.rules = Objects.requireNonNull(rules, "rules");
      this.shape = rules.shape();
      return this;
    }

    /**
     * Sets the symmetry of the clue pattern (default none).
     *
     * @param symmetry the symmetry the givens keep
     * @return this builder
     */
    public Builder symmetry(Symmetry symmetry) {
      this.symmetry = Objects.requireNonNull(symmetry, "symmetry");
      return this;
    }

    /**
     * Sets the seed every puzzle is derived from (default 0).
     *
     * @param seed the seed; the same seed and options give the same puzzles
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Sets the number of givens to aim at, best effort (0, the default: none, every puzzle
     * minimal).
     *
     * @param clues the number of givens wanted, or 0
     * @return this builder
     * @throws IllegalArgumentException if {@code clues} is negative
     */
    public Builder clues(int clues) {
      if (clues < 0) {
        throw new IllegalArgumentException("clue target " + clues + " is negative");
      }
      this.clues = clues;
      return this;
    }

    /**
     * Sets the level required (null, the default: any): every puzzle is rated by the
     * {@link LogicSolver} and its {@linkplain Rating#level() level} is this one. With a rating
     * target too, both must hold.
     *
     * @param level the level every puzzle must have, or null
     * @return this builder
     */
    public Builder level(Level level) {
      this.level = level;
      return this;
    }

    /**
     * Sets the most puzzles made to meet the targets of one index ({@value #DEFAULT_ATTEMPTS}, or
     * {@value #DEFAULT_EXTREME_ATTEMPTS} when only puzzles rated above 8.9 are asked for).
     *
     * @param attempts at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code attempts} is below 1
     */
    public Builder attempts(int attempts) {
      if (attempts < 1) {
        throw new IllegalArgumentException("attempts must be at least 1, not " + attempts);
      }
      this.attempts = attempts;
      return this;
    }

    /**
     * Sets the token that stops generation: once it is cancelled, {@code generate} throws a
     * {@link CancellationException} within milliseconds (default: none).
     *
     * @param cancel the token, or null for none
     * @return this builder
     */
    public Builder cancel(CancelToken cancel) {
      this.cancel = cancel;
      return this;
    }

    /**
     * Sets a rating target on Sudoku Explainer's scale ({@link LogicSolver#rate}): puzzles are
     * made and rated until one's rating lies in {@code [min, max]}, within the attempts (default:
     * none). For classic 9x9 puzzles, the scale's own. Rating costs about 0.1 s a puzzle on
     * average and seconds for the hardest, and ratings above 7 are rare among minimal puzzles:
     * give a high target more attempts, and a time limit.
     *
     * @param min the lowest rating accepted (1.0 to 12.0)
     * @param max the highest rating accepted (at least {@code min}, at least 1.2, the lowest
     *     rating a puzzle can have, and at most 12.0)
     * @return this builder
     * @throws IllegalArgumentException if the range is empty, outside the scale, or below 1.2
     */
    public Builder rating(double min, double max) {
      if (!(min >= 1.0 && min <= max && max <= 12.0)) {
        throw new IllegalArgumentException("a rating range runs from 1.0 to 12.0 on Sudoku "
            + "Explainer's scale, low end first; not " + min + " to " + max);
      }
      if (max < Level.EASY.upTo()) {
        throw new IllegalArgumentException("no puzzle rates below " + Level.EASY.upTo()
            + " (a hidden single in a box, the lowest step on Sudoku Explainer's scale); not "
            + min + " to " + max);
      }
      this.ratingMin = min;
      this.ratingMax = max;
      return this;
    }

    /**
     * Asks for minimal puzzles also where the default removal is the faster logic pass (the
     * levels up to {@link Level#FIENDISH}, or a rating target up to 6.0, at every size; 25x25
     * without a target): the uniqueness pass follows it. Slow at 25x25: use
     * it with a {@link #cancel(CancelToken) cancel token}.
     *
     * @param minimal whether every puzzle must be minimal
     * @return this builder
     */
    public Builder minimal(boolean minimal) {
      this.minimal = minimal;
      return this;
    }

    /**
     * Asks for killer puzzles ({@link Killers}): no givens, cages with sums over a random complete
     * grid, of the sizes setters use, unique, then reduced (cages merged and dropped while the
     * solution stays unique). 9x9 only, without a symmetry, a clue target, a level or a rating
     * (the rating ladder does not reason with cages), or {@link #minimal(boolean)}.
     *
     * @param killer whether the puzzles are killers
     * @return this builder
     */
    public Builder killer(boolean killer) {
      this.killer = killer;
      return this;
    }

    /**
     * {@return a generator with these options}
     * @throws IllegalArgumentException if the clue target exceeds the cells of the shape, or is
     *     below the proven minimum for the rules ({@link #minimumClues(Regions)}), or a killer
     *     is asked for with options it cannot have
     */
    public Generator build() {
      Regions r = rules != null ? rules : Regions.standard(shape);
      Shape s = r.shape();
      if (killer) {
        Killers.check(s, level != null || !Double.isNaN(ratingMin), clues, symmetry, minimal);
      }
      if (clues > s.cells()) {
        throw new IllegalArgumentException("clue target " + clues + " exceeds the "
            + s.cells() + " cells of a " + s + " grid");
      }
      double low = Math.max(Double.isNaN(ratingMin) ? 0 : ratingMin,
          level == null ? 0 : level.lowest());
      if ((level != null || !Double.isNaN(ratingMin)) && s.side() > LogicSolver.MAX_SIDE) {
        throw new IllegalArgumentException("levels and ratings are for sides up to "
            + LogicSolver.MAX_SIDE + ", not " + s);
      }
      if (low > CHEAP + 1e-9 && s.side() >= 16) {
        throw new IllegalArgumentException("no " + s + " puzzle can be made " + (level != null
            ? level.label() + " (rated above " + level.above() + ")" : "rated above " + CHEAP)
            + ": the generator rates minimal puzzles to find those, and rating the forcing "
            + "chains of a " + s + " puzzle takes minutes; the levels up to fiendish (6.0) are "
            + "made at every size");
      }
      if (level != null && !Double.isNaN(ratingMin)
          && (ratingMax < level.lowest() - 1e-9 || ratingMin > level.upTo() + 1e-9)) {
        throw new IllegalArgumentException("the rating range " + ratingMin + " to " + ratingMax
            + " lies outside level " + level.label() + " (" + level.lowest() + " to "
            + level.upTo() + ")");
      }
      int least = minimumClues(r);
      if (clues > 0 && clues < least) {
        throw new IllegalArgumentException("no " + r.name() + " puzzle has a unique solution with "
            + clues + " clues: at least " + least + " are needed" + (least == s.side() - 1
            ? " (with two symbols absent, swapping them gives a second solution)"
            : " (proven by exhaustive search)"));
      }
      return new Generator(this);
    }

    private Builder copyOf(Generator g) {
      shape = g.shape;
      rules = g.rules;
      symmetry = g.symmetry;
      seed = g.seed;
      clues = g.clueTarget;
      level = g.level;
      attempts = g.maxAttempts;
      cancel = g.cancel;
      minimal = g.alwaysMinimal;
      ratingMin = g.ratingMin;
      ratingMax = g.ratingMax;
      killer = g.killer;
      return this;
    }
  }

  /**
   * The fewest clues a puzzle of these rules can have with a unique solution, as far as it is
   * proven: 17 for classic 9x9 (McGuire, Tugemann and Civario, "There is no 16-clue Sudoku",
   * Experimental Mathematics 23, 2014), 8 for classic 6x6 (2x3 boxes) and 4 for classic 4x4
   * (exhaustive searches, OEIS A107739 and the Sudopedia "minimum number of givens" page); for
   * any other rules of side n, n - 1: with two symbols absent from the givens, swapping them in a
   * solution gives another.
   *
   * @param rules the rules
   * @return the proven lower bound on the clues of a puzzle with one solution
   */
  public static int minimumClues(Regions rules) {
    Shape s = rules.shape();
    if (rules.equals(Regions.standard(s))) {
      if (s.side() == 9 && s.boxRows() == 3) {
        return 17;
      }
      if (s.side() == 6) {
        return 8;
      }
      if (s.side() == 4) {
        return 4;
      }
    }
    return s.side() - 1;
  }

  /** {@return the shape of the puzzles made} */
  public Shape shape() {
    return shape;
  }

  /** {@return the rules of the puzzles made} */
  public Regions regions() {
    return engine(shape).houses.regions;
  }

  /** {@return the symmetry of the clue patterns} */
  public Symmetry symmetry() {
    return symmetry;
  }

  /** {@return the seed} */
  public long seed() {
    return seed;
  }

  /** {@return a new generator with the same options, for another thread} */
  public Generator copy() {
    return new Builder().copyOf(this).build();
  }

  // ---------------------------------------------------------------------------------------------
  // Generation.

  /**
   * Makes the puzzle of index {@code index}: the same index, seed and options give the same puzzle.
   *
   * @param index any number (0, 1, 2... for a sequence)
   * @return the puzzle, unique and minimal, with how well it meets the targets
   * @throws GenerationException if a difficulty was asked for and no attempt met it
   */
  public GeneratedPuzzle generate(long index) {
    ClueEngine e = engine(shape);
    if (!e.hasCompleteGrid()) {
      throw new GenerationException("the rules " + e.houses.regions.name() + " admit no "
          + "complete grid, so no puzzle can be made with them");
    }
    long before = e.nodes();
    GeneratedPuzzle p = killer ? Killers.generate(this, e, index)
        : TargetSearch.generate(this, e, index);
    return p.nodes(e.nodes() - before);
  }

  /** {@return whether the puzzles are killers ({@link Builder#killer(boolean)})} */
  public boolean isKiller() {
    return killer;
  }

  /**
   * Makes the puzzles of indices {@code first} to {@code first + count - 1} on {@code threads}
   * threads (each with its own generator) and gives them to {@code out} in index order, on the
   * calling thread; the output is the same whatever the number of threads. Returns the count.
   *
   * @param first the index of the first puzzle
   * @param count how many puzzles
   * @param threads how many threads make them (at least 1)
   * @param out receives the puzzles, in index order, on the calling thread
   * @return the number of puzzles given to {@code out}
   * @throws GenerationException if a difficulty was asked for and some index could not meet it
   */
  public long generate(long first, long count, int threads,
      Consumer<? super GeneratedPuzzle> out) {
    if (count < 0) {
      throw new IllegalArgumentException("count " + count + " is negative");
    }
    Iterator<Long> indices = new Iterator<>() {
      private long next = first;

      @Override
      public boolean hasNext() {
        return next < first + count;
      }

      @Override
      public Long next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return next++;
      }
    };
    return Batch.run(indices, threads, () -> {
      Generator g = copy();
      return g::generate;
    }, out);
  }

  /**
   * The seed of the puzzle of index {@code index}: the generator's seed for index 0, so that a
   * puzzle's seed, as the seed of a generator with the same options, makes it again at index 0;
   * for the other indices a seed derived from both by SplitMix64, below 2^53 (so that JSON
   * readers, which hold numbers as doubles, keep it exact).
   *
   * @param index the index of a puzzle
   * @return its seed, as {@link GeneratedPuzzle#seed()} gives it
   */
  public long puzzleSeed(long index) {
    return Seeds.puzzleSeed(seed, index);
  }

  /** Throws a {@link CancellationException} once the cancel token is set. */
  void checkCancelled() {
    if (cancel != null && cancel.isCancelled()) {
      throw new CancellationException("generation cancelled");
    }
  }

  private LogicSolver logic;

  /** The logic solver of the generation rules, made on first use. */
  LogicSolver logic() {
    if (logic == null) {
      logic = LogicSolver.of(engine(shape).houses.regions);
    }
    return logic;
  }

  // ---------------------------------------------------------------------------------------------
  // Unnecessary givens.

  /**
   * {@return the givens of {@code puzzle} that can each be blanked (alone) with the solution
   * staying unique: their cells, increasing} Empty when the puzzle is minimal. Under this
   * generator's rules for the puzzle's shape.
   * @param puzzle a puzzle with exactly one solution
   * @throws InvalidGridException if the givens conflict
   * @throws IllegalArgumentException if the puzzle has no solution or more than one
   */
  public int[] unnecessaryClues(Grid puzzle) {
    return Minimizer.unnecessaryClues(engine(puzzle.shape()), puzzle);
  }

  /**
   * {@code puzzle} with givens removed, in cell order, for as long as the solution stays unique: a
   * minimal puzzle with the same solution, the same for the same input.
   *
   * @param puzzle a puzzle with exactly one solution
   * @return the minimal puzzle
   * @throws InvalidGridException if the givens conflict
   * @throws IllegalArgumentException if the puzzle has no solution or more than one
   */
  public Grid minimize(Grid puzzle) {
    return Minimizer.minimize(engine(puzzle.shape()), puzzle);
  }

  private ClueEngine engine(Shape s) {
    ClueEngine e = engines.get(s);
    if (e == null) {
      Regions r;
      if (rules == null) {
        r = Regions.standard(s);
      } else if (rules.shape().equals(s)) {
        r = rules;
      } else {
        throw new IllegalArgumentException("a " + s + " grid given to " + rules.name()
            + " rules of " + rules.shape());
      }
      e = new ClueEngine(r, cancel);
      engines.put(s, e);
    }
    return e;
  }

  /** The engine of the generation shape, for its statistics in tests and tuning. */
  ClueEngine engine() {
    return engine(shape);
  }
}
