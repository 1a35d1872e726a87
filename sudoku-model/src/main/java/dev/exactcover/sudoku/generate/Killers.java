package dev.exactcover.sudoku.generate;

import dev.exactcover.dlx.CancelToken;
import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Status;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import dev.exactcover.sudoku.Sudoku;
import dev.exactcover.sudoku.internal.ClueEngine;
import dev.exactcover.sudoku.variant.KillerCage;
import dev.exactcover.sudoku.variant.Rule;
import dev.exactcover.sudoku.variant.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * Killer puzzles: cages with sums over a random complete grid, no givens, unique, then reduced.
 *
 * <h2>What setters make, and what is made here</h2>
 * The killers of newspapers and puzzle books (The Times' killers, for one) have no givens, cages
 * covering the whole grid, every cage with its sum, most cages of two to four cells and a few of
 * five or more, and rarely a one-cell cage (a given in disguise); harder ones use fewer, larger
 * cages or leave some cells outside every cage. So, here:
 * <ol>
 *   <li>A random complete grid under the regions ({@link ClueEngine#randomSolution(long)}).</li>
 *   <li>Cages grown one at a time: from the free cell with the fewest free neighbours (so that no
 *       cell is left stranded), each cage aims at a size drawn from 2 (30%), 3 (35%), 4 (22%), 5
 *       (9%) and 6 (4%) cells, and grows by free neighbours (side by side) whose digits are not in
 *       it yet, again those with the fewest free neighbours first. A cell left alone joins a
 *       neighbouring cage that lacks its digit, when one has fewer than six cells; otherwise it
 *       stays a one-cell cage.</li>
 *   <li>Every cage gets its sum. The cages must give a unique solution (the engine's count up to
 *       2 with {@code Sudoku.solver(rules)}); otherwise the attempt ends.</li>
 *   <li>Reduction, each change kept only if the solution stays unique: one-cell cages are
 *       dropped, then pairs of neighbouring cages with different digits and at most
 *       {@value #MERGED} cells together are merged, in random order, then cages are dropped,
 *       in random order, while at most {@value #UNCAGED} cells lie outside every cage.</li>
 * </ol>
 * A uniqueness check that needs more than {@value #NODES} nodes counts as "not shown unique":
 * that keeps each check quick and the result the same on every machine (a node count, unlike a
 * time, does not depend on the machine).
 */
final class Killers {
  /** The most cells a merge makes. */
  static final int MERGED = 5;

  /** The most cells left outside every cage (a ninth of a 9x9 grid). */
  static final int UNCAGED = 9;

  /** The node budget of one uniqueness check. */
  static final long NODES = 5_000;

  private static final int[] SIZE_WEIGHTS = {0, 0, 30, 35, 22, 9, 4}; // percent, by size

  private Killers() {}

  /**
   * Refuses, with words, the options a killer cannot have (when {@code difficulty}, a level or a
   * rating was asked for).
   */
  static void check(Shape s, boolean difficulty, int clues, Symmetry symmetry, boolean minimal) {
    if (s.side() != 9) {
      throw new IllegalArgumentException("killer puzzles are made 9x9 only, not " + s
          + ": the killer forum's cage line, which every command reads, is 9x9, and the "
          + "cage reductions check uniqueness hundreds of times, quick at 9x9 today");
    }
    if (difficulty) {
      throw new IllegalArgumentException("a killer cannot be made to a difficulty: the rating "
          + "ladder does not reason with killer cages (a killer is made unique and reduced, "
          + "not rated)");
    }
    if (clues > 0) {
      throw new IllegalArgumentException("a killer has no givens, so no clue target");
    }
    if (symmetry != Symmetry.NONE) {
      throw new IllegalArgumentException("the symmetry is that of the givens, and a killer "
          + "has none");
    }
    if (minimal) {
      throw new IllegalArgumentException("minimal is about givens, and a killer has none (its "
          + "cages are reduced while the solution stays unique)");
    }
  }

  /** The killer of index {@code index} that {@code g} hands out: the first attempt shown unique. */
  static GeneratedPuzzle generate(Generator g, ClueEngine e, long index) {
    long puzzleSeed = g.puzzleSeed(index);
    int attempts = g.maxAttempts;
    for (int a = 0; a < attempts; a++) {
      g.checkCancelled();
      Attempt m = make(g, e, e.houses.regions, Seeds.attemptSeed(puzzleSeed, a), g.cancel);
      if (m != null) {
        return m.result(g, index, puzzleSeed, a + 1, "");
      }
    }
    throw new GenerationException("no " + g.shape + " killer in " + attempts + " attempts (seed "
        + g.seed() + ", index " + index + "): no set of cages was shown unique; allow more "
        + "attempts");
  }

  /**
   * One attempt from seed {@code s}: a unique killer (its cages in {@code rules}, no givens), or
   * null when the first cages were not shown unique.
   */
  static Attempt make(Generator g, ClueEngine e, Regions regions, long s, CancelToken cancel) {
    Shape shape = regions.shape();
    byte[] solution = e.randomSolution(s);
    SplittableRandom random = new SplittableRandom(Seeds.mix(s ^ 0x6B69_6C6C_6572L));
    List<List<Integer>> cages = grow(shape.side(), solution, random);
    if (!unique(g, regions, cages, solution, cancel)) {
      return null;
    }
    // One-cell cages first: each is a given in disguise.
    for (int i = cages.size() - 1; i >= 0; i--) {
      g.checkCancelled();
      if (cages.get(i).size() == 1) {
        List<Integer> one = cages.remove(i);
        if (!unique(g, regions, cages, solution, cancel)) {
          cages.add(i, one);
        }
      }
    }
    merge(g, regions, cages, solution, random, cancel);
    drop(g, regions, cages, solution, random, cancel);
    Rules rules = rules(regions, cages, solution);
    Attempt m = new Attempt(Grid.empty(shape), Grid.of(shape, solution), 0, false);
    m.rules = rules;
    return m;
  }

  /** The cages grown over {@code solution}, as lists of cells. */
  static List<List<Integer>> grow(int n, byte[] solution, SplittableRandom random) {
    int cells = n * n;
    int[] owner = new int[cells];
    java.util.Arrays.fill(owner, -1);
    List<List<Integer>> cages = new ArrayList<>();
    while (true) {
      int start = fewestFree(n, owner, allFree(owner), random);
      if (start < 0) {
        break;
      }
      int size = size(random);
      List<Integer> cage = new ArrayList<>();
      int digits = 0;
      int at = start;
      while (at >= 0) {
        cage.add(at);
        owner[at] = cages.size();
        digits |= 1 << solution[at];
        if (cage.size() == size) {
          break;
        }
        List<Integer> next = new ArrayList<>();
        for (int x : cage) {
          for (int m : neighbours(x, n)) {
            if (owner[m] < 0 && (digits & 1 << solution[m]) == 0 && !next.contains(m)) {
              next.add(m);
            }
          }
        }
        at = fewestFree(n, owner, next, random);
      }
      cages.add(cage);
    }
    // A cell left alone joins a neighbouring cage without its digit, the smallest, if it can.
    for (int i = cages.size() - 1; i >= 0; i--) {
      List<Integer> cage = cages.get(i);
      if (cage.size() != 1) {
        continue;
      }
      int x = cage.get(0);
      int best = -1;
      for (int m : neighbours(x, n)) {
        int o = owner[m];
        if (o != i && cages.get(o).size() < 6 && !holds(cages.get(o), solution, solution[x])
            && (best < 0 || cages.get(o).size() < cages.get(best).size())) {
          best = o;
        }
      }
      if (best >= 0) {
        cages.get(best).add(x);
        cages.remove(i);
        for (int c = 0; c < cells; c++) { // renumber the owners after the one removed
          owner[c] = owner[c] == i ? best > i ? best - 1 : best : owner[c] > i ? owner[c] - 1
              : owner[c];
        }
      }
    }
    for (List<Integer> cage : cages) {
      cage.sort(null);
    }
    return cages;
  }

  private static List<Integer> allFree(int[] owner) {
    List<Integer> free = new ArrayList<>();
    for (int c = 0; c < owner.length; c++) {
      if (owner[c] < 0) {
        free.add(c);
      }
    }
    return free;
  }

  /** Of {@code candidates}, one with the fewest free neighbours, at random among those; -1. */
  private static int fewestFree(int n, int[] owner, List<Integer> candidates,
      SplittableRandom random) {
    int best = -1;
    int fewest = Integer.MAX_VALUE;
    int ties = 0;
    for (int c : candidates) {
      int free = 0;
      for (int m : neighbours(c, n)) {
        free += owner[m] < 0 ? 1 : 0;
      }
      if (free < fewest) {
        fewest = free;
        best = c;
        ties = 1;
      } else if (free == fewest && random.nextInt(++ties) == 0) {
        best = c; // reservoir sampling: each tie equally likely
      }
    }
    return best;
  }

  private static int size(SplittableRandom random) {
    int w = random.nextInt(100);
    int size = 0;
    while (w >= SIZE_WEIGHTS[size]) {
      w -= SIZE_WEIGHTS[size];
      size++;
    }
    return size;
  }

  /** The cells side by side with cell {@code c} of a grid of side {@code n}. */
  static int[] neighbours(int c, int n) {
    int r = c / n;
    int col = c % n;
    int[] m = new int[4];
    int k = 0;
    if (r > 0) {
      m[k++] = c - n;
    }
    if (col > 0) {
      m[k++] = c - 1;
    }
    if (col < n - 1) {
      m[k++] = c + 1;
    }
    if (r < n - 1) {
      m[k++] = c + n;
    }
    return java.util.Arrays.copyOf(m, k);
  }

  private static boolean holds(List<Integer> cage, byte[] solution, int digit) {
    for (int x : cage) {
      if (solution[x] == digit) {
        return true;
      }
    }
    return false;
  }

  private static void merge(Generator g, Regions regions, List<List<Integer>> cages,
      byte[] solution, SplittableRandom random, CancelToken cancel) {
    int n = regions.shape().side();
    List<int[]> pairs = new ArrayList<>();
    for (int i = 0; i < cages.size(); i++) {
      for (int j = i + 1; j < cages.size(); j++) {
        if (touch(cages.get(i), cages.get(j), n)) {
          pairs.add(new int[] {i, j});
        }
      }
    }
    shuffle(pairs, random);
    List<List<Integer>> now = new ArrayList<>(cages);
    for (int[] p : pairs) {
      g.checkCancelled();
      List<Integer> a = now.get(p[0]);
      List<Integer> b = now.get(p[1]);
      if (a == null || b == null || a.size() + b.size() > MERGED) {
        continue;
      }
      boolean apart = true;
      for (int x : b) {
        apart &= !holds(a, solution, solution[x]);
      }
      if (!apart) {
        continue;
      }
      List<Integer> merged = new ArrayList<>(a);
      merged.addAll(b);
      merged.sort(null);
      now.set(p[0], merged);
      now.set(p[1], null);
      if (!unique(g, regions, present(now), solution, cancel)) {
        now.set(p[0], a);
        now.set(p[1], b);
      }
    }
    cages.clear();
    cages.addAll(present(now));
  }

  private static void drop(Generator g, Regions regions, List<List<Integer>> cages,
      byte[] solution, SplittableRandom random, CancelToken cancel) {
    List<List<Integer>> order = new ArrayList<>(cages);
    shuffle(order, random);
    int uncaged = regions.shape().cells();
    for (List<Integer> c : cages) {
      uncaged -= c.size();
    }
    for (List<Integer> cage : order) {
      g.checkCancelled();
      if (uncaged + cage.size() > UNCAGED) {
        continue;
      }
      int at = cages.indexOf(cage);
      cages.remove(at);
      if (unique(g, regions, cages, solution, cancel)) {
        uncaged += cage.size();
      } else {
        cages.add(at, cage);
      }
    }
  }

  private static List<List<Integer>> present(List<List<Integer>> cages) {
    List<List<Integer>> p = new ArrayList<>();
    for (List<Integer> c : cages) {
      if (c != null) {
        p.add(c);
      }
    }
    return p;
  }

  private static boolean touch(List<Integer> a, List<Integer> b, int n) {
    for (int x : a) {
      for (int m : neighbours(x, n)) {
        if (b.contains(m)) {
          return true;
        }
      }
    }
    return false;
  }

  private static <T> void shuffle(List<T> list, SplittableRandom random) {
    for (int k = list.size() - 1; k > 0; k--) {
      int r = random.nextInt(k + 1);
      T t = list.get(k);
      list.set(k, list.get(r));
      list.set(r, t);
    }
  }

  /** The rules: the regions and the cages, each with its sum over {@code solution}. */
  static Rules rules(Regions regions, List<List<Integer>> cages, byte[] solution) {
    List<Rule> list = new ArrayList<>();
    for (List<Integer> cage : cages) {
      int sum = 0;
      for (int x : cage) {
        sum += solution[x];
      }
      list.add(KillerCage.of(cage, sum));
    }
    return new Rules(regions, list);
  }

  /**
   * Whether the cages (with their sums over {@code solution}) and no given have exactly one
   * solution, shown within {@link #NODES} nodes.
   */
  static boolean unique(Generator g, Regions regions, List<List<Integer>> cages, byte[] solution,
      CancelToken cancel) {
    Limits limits = Limits.none().withSolutions(2).withNodes(NODES);
    if (cancel != null) {
      limits = limits.withCancel(cancel);
    }
    Answer a = Sudoku.solver(rules(regions, cages, solution))
        .solveAll(Grid.empty(regions.shape()), limits);
    g.engine().addNodes(a.search().nodes());
    if (a.search().status() == Status.CANCELLED) {
      throw new CancellationException("generation cancelled");
    }
    return a.search().status() == Status.EXHAUSTED && a.count() == 1;
  }
}
