package dev.exactcover.polyform.internal;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Solution;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.LocalRunner;
import dev.exactcover.dlx.pieces.SearchTree;
import dev.exactcover.dlx.pieces.Subproblem;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * Counting and listing solutions, all of them or one per class of solutions equivalent under a
 * symmetry group G: one path for every count and listing of a tiling, each a search of one
 * exact-cover problem through the engine's runner ({@link LocalRunner}), or through a counter of
 * search trees (pieces, a job, a cluster) when no solution needs to be seen.
 *
 * <p>What is searched ({@link #plan}): under no symmetry, the problem itself; else, with
 * {@code restrict}, the problem with one solution per class when a piece allows it
 * ({@link #classProblem}: its count is the number of classes, and |G| times it the number of
 * solutions, so nothing needs to be seen); else one of the two weighing methods below, whose
 * searches must see every solution.
 *
 * <p>Two exact weighing methods. <b>Restricted</b>: take a piece P used once, that every symmetry
 * maps to itself; search only the solutions in which P lies on the least placement of its orbit
 * under G (one problem, P kept on those placements only). Every class meets these searches, and the solutions of a
 * class that put P on r are the images of one of them under the stabilizer H of r; so a solution
 * found is counted as distinct when it is the lexicographically least of its images under H
 * (always, when H is trivial, the classic case), and its class has |G| / |Stab(s)| solutions,
 * which gives the total as well. <b>Canonical</b>: search all solutions and keep those that are
 * the lexicographically least of their images under the whole of G (solutions compared as the
 * sorted lists of their options' numbers). Both count repeated pieces, chiral pieces that a
 * reflection swaps, and symmetric pieces correctly. When a spec repeats an option (a piece on
 * two lines whose turns overlap), solutions that differ only in which copy they use are the same
 * tiling: they count as solutions, as the problem has them, and once as a distinct one; the
 * restriction is then not used.
 */
public final class Counting {
  private Counting() {}

  /**
   * The outcome of a count: all solutions and the distinct ones (lower bounds when the search
   * did not finish), the piece restricted (or null), and the search's result (status and
   * statistics; its solutions are those of the problem searched).
   */
  public record Result(BigInteger solutions, BigInteger distinct, String piece,
      SearchResult search) {}

  /**
   * What a count or a listing searches: the problem, the model's option of each of its options
   * (null: the model's own problem), the weighing of a solution found (null: each solution is
   * one class, or no symmetry), what one solution stands for, and the piece restricted.
   */
  public record Plan(Problem problem, int[] original, Weigher weigher, int multiplier,
      String piece) {
    /** Whether the count needs no solution seen, so that it can be counted in pieces. */
    public boolean plainCount() {
      return weigher == null;
    }

    private int option(int o) {
      return original == null ? o : original[o];
    }
  }

  /**
   * Weighs a solution (its options, as the model numbers them): adds to {@code tally} what it
   * stands for, {all, distinct}; returns whether it is its class's one.
   */
  @FunctionalInterface
  interface Weigher {
    boolean weigh(int[] options, long[] tally);
  }

  /**
   * What to search for {@code g} (null: every solution) with or without restricting a piece.
   *
   * @param m the model
   * @param g the group, or null
   * @param restrict whether to restrict a piece (the problem with one solution per class where
   *     a piece allows it, else the classic restriction)
   * @return the plan
   */
  public static Plan plan(Model m, Group g, boolean restrict) {
    if (g == null) {
      return new Plan(m.problem, null, null, 1, null);
    }
    if (restrict) {
      ClassProblem c = classProblem(m, g);
      if (c != null) {
        return new Plan(c.problem(), c.original(), null, g.size(), c.piece());
      }
    }
    return weighing(m, g, restrict);
  }

  /**
   * Counts {@code plan} within {@code limits}: through {@code inPieces} (when not null, for a
   * plain count only), else on {@code threads} threads through the engine's runner. A solution
   * limit counts distinct solutions; with a weighing plan it holds on any number of threads, with
   * a plain count on one.
   *
   * @param plan what to search
   * @param limits the limits
   * @param threads the threads, at least 1
   * @param inPieces counts a tree within limits (pieces, a job, a cluster), or null
   * @return the counts, exact when {@code search().isComplete()}
   * @throws IllegalArgumentException if {@code inPieces} is given for a plan that weighs
   */
  public static Result count(Plan plan, Limits limits, int threads,
      BiFunction<SearchTree, Limits, SearchResult> inPieces) {
    SearchTree tree = SearchTree.of(plan.problem.newSolver());
    if (plan.plainCount()) {
      SearchResult r = inPieces != null ? inPieces.apply(tree, limits)
          : threads == 1 ? LocalRunner.of(tree, 1).count(List.of(Subproblem.of(0)), limits, null)
          : tree.countParallel(threads, limits);
      BigInteger n = r.solutionCount();
      return new Result(n.multiply(BigInteger.valueOf(plan.multiplier)), n, plan.piece, r);
    }
    if (inPieces != null) {
      throw new IllegalArgumentException("a count that weighs every solution runs on this "
          + "machine's threads, not in pieces");
    }
    long start = System.nanoTime();
    List<Subproblem> parts;
    Limits bounds = limits.cancel() == null ? Limits.none()
        : Limits.none().withCancel(limits.cancel());
    if (limits.time() != null) {
      bounds = bounds.withTime(limits.time());
    }
    try {
      parts = threads == 1 ? List.of(Subproblem.of(0)) : tree.split(64 * threads, bounds);
    } catch (CancellationException e) { // the time ran out while splitting: nothing counted
      return new Result(BigInteger.ZERO, BigInteger.ZERO, plan.piece, SearchResult.of(
          Status.TIME_LIMIT, BigInteger.ZERO, 0, 0, new long[1], Duration.ofNanos(
          System.nanoTime() - start), new long[Reduction.values().length], MemoStatistics.NONE,
          Strategy.DANCING_LINKS));
    }
    if (limits.time() != null) {
      long left = Math.max(1, limits.time().toNanos() - (System.nanoTime() - start));
      bounds = bounds.withTime(Duration.ofNanos(left));
    }
    long max = limits.solutions();
    AtomicLong kept = new AtomicLong(); // distinct solutions so far, against the limit
    BigInteger[] sums = {BigInteger.ZERO, BigInteger.ZERO}; // all and distinct, exactly
    SearchResult r = LocalRunner.of(tree, threads).visit(parts, bounds, s ->
        new LocalRunner.PartVisitor() {
          final long[] tally = new long[2]; // one part's: all and distinct

          @Override
          public boolean visit(Solution sol) {
            long[] one = new long[2];
            if (!weigh(plan, sol, one)) {
              tally[0] += one[0];
              return true;
            }
            long k = kept.incrementAndGet();
            if (k > max) {
              return false; // another part reached the limit first
            }
            tally[0] += one[0];
            tally[1] += one[1];
            return k < max;
          }

          @Override
          public void finished(SearchResult result) { // one part at a time
            sums[0] = sums[0].add(BigInteger.valueOf(tally[0]));
            sums[1] = sums[1].add(BigInteger.valueOf(tally[1]));
          }
        });
    if (r.status() == Status.STOPPED && kept.get() >= max) {
      r = r.as(Status.SOLUTION_LIMIT, r.elapsed());
    }
    return new Result(sums[0], sums[1], plan.piece, r.as(r.status(),
        Duration.ofNanos(System.nanoTime() - start)));
  }

  /**
   * Lists {@code plan}'s solutions in search order, one per class (every one without symmetry),
   * through the engine's runner.
   *
   * @param plan what to search
   * @param limits the time limit (for the whole listing) and cancel token; the solution and
   *     node limits are not used
   * @param each sees each solution's options (the model's numbers, sorted); false stops
   * @return how the listing ended ({@code EXHAUSTED}, {@code STOPPED} when {@code each} stopped
   *     it, or the limit that did), the solutions listed, the nodes, updates and time
   */
  public static SearchResult list(Plan plan, Limits limits, Predicate<int[]> each) {
    Limits bounds = limits.cancel() == null ? Limits.none()
        : Limits.none().withCancel(limits.cancel());
    if (limits.time() != null) {
      bounds = bounds.withTime(limits.time());
    }
    SearchTree tree = SearchTree.of(plan.problem.newSolver());
    long[] listed = {0};
    SearchResult r = LocalRunner.of(tree, 1).list(List.of(Subproblem.of(0)), bounds, sol -> {
      if (plan.weigher != null && !weigh(plan, sol, new long[2])) {
        return true;
      }
      int[] options = new int[sol.size()];
      for (int k = 0; k < options.length; k++) {
        options[k] = plan.option(sol.option(k));
      }
      Arrays.sort(options);
      listed[0]++;
      return each.test(options);
    });
    return SearchResult.of(r.status(), BigInteger.valueOf(listed[0]), r.nodes(), r.updates(),
        r.profile(), r.elapsed(), r.removals(), r.memo(), r.strategy()); // the solutions listed
  }

  /** Weighs a solution of the plan's problem into {@code tally}; whether it is its class's. */
  private static boolean weigh(Plan plan, Solution sol, long[] tally) {
    int[] options = new int[sol.size()];
    for (int k = 0; k < options.length; k++) {
      options[k] = plan.option(sol.option(k));
    }
    return plan.weigher.weigh(options, tally);
  }

  /**
   * The problem whose solutions are one of each class of solutions under {@code g}, or null when
   * the restriction cannot make one. A piece P used once, that every symmetry maps onto itself
   * and none maps any of P's placements onto that same placement, is kept only on the least
   * placement of each orbit. Then a class (whose solutions no symmetry but the identity fixes,
   * as P's placement would be fixed too) has |G| solutions, one for each symmetry, and exactly
   * one of them puts P on the least placement of its orbit. So the problem's count is the number
   * of classes, and |G| times it the number of solutions; being one problem, it can be counted
   * in pieces. (The classic restriction, {@link #plan}'s fallback, takes any piece that every
   * symmetry maps onto itself and weighs the solutions found instead; the weights need every
   * solution seen.) Null also when the options repeat (the same tiling found twice).
   *
   * @param m the model
   * @param g the group, or null for all solutions (the problem itself)
   * @return the problem and the piece restricted, or null
   */
  public static ClassProblem classProblem(Model m, Group g) {
    for (int o = 0; o < m.canonical.length; o++) {
      if (m.canonical[o] != o) {
        return null;
      }
    }
    if (g == null || g.size() == 1) {
      return new ClassProblem(m.problem, null, null);
    }
    List<Group.Element> all = g.elements.subList(1, g.elements.size());
    int best = -1;
    int bestReps = Integer.MAX_VALUE;
    for (int p = 0; p < m.pieces.size(); p++) {
      if (m.pieces.get(p).multiplicity() != 1 || m.pieces.get(p).optional()) {
        continue;
      }
      boolean qualifies = true;
      int reps = 0;
      for (Group.Element e : all) {
        qualifies &= e.piecePerm()[p] == p;
      }
      for (int o = 0; qualifies && o < m.cells.length; o++) {
        if (m.piece[o] != p) {
          continue;
        }
        boolean least = true;
        for (Group.Element e : all) {
          qualifies &= e.optionMap()[o] != o;
          least &= e.optionMap()[o] > o;
        }
        reps += least ? 1 : 0;
      }
      if (qualifies && reps < bestReps) {
        best = p;
        bestReps = reps;
      }
    }
    if (best < 0) {
      return null;
    }
    int piece = best;
    boolean[] keep = new boolean[m.cells.length];
    for (int o = 0; o < keep.length; o++) {
      keep[o] = true;
      for (Group.Element e : all) {
        keep[o] &= m.piece[o] != piece || e.optionMap()[o] >= o;
      }
    }
    return new ClassProblem(m.problem(o -> keep[o]), m.pieces.get(piece).name(), kept(keep));
  }

  /**
   * A problem with one solution per class, the piece restricted (null: none) and the model's
   * option of each of its options (null: all of them, in order).
   */
  public record ClassProblem(Problem problem, String piece, int[] original) {}

  /**
   * 0 when some symmetry of {@code h} maps {@code s} to a lexicographically smaller solution;
   * else the number of those (with the identity) that fix it.
   */
  private static int weigh(Model m, int[] s, List<Group.Element> h) {
    int stab = 1;
    int[] img = new int[s.length];
    for (Group.Element e : h) {
      for (int k = 0; k < s.length; k++) {
        img[k] = e.optionMap()[s[k]];
      }
      Arrays.sort(img);
      int c = Arrays.compare(img, s);
      if (c < 0) {
        return 0;
      }
      if (c == 0) {
        stab++;
      }
    }
    return stab;
  }

  /**
   * A weighing plan. Restricted (when {@code restrict}, no option repeats and a piece used once
   * is mapped onto itself by every symmetry): that piece kept on the least placements of their
   * orbits, each solution weighed by the stabilizer of its placement. Else canonical: every
   * solution, kept when it is the least of its images under the whole group.
   */
  private static Plan weighing(Model m, Group g, boolean restrict) {
    List<Group.Element> all = g.elements.subList(1, g.elements.size()); // without the identity
    int order = g.size();
    boolean repeats = false;
    for (int o = 0; o < m.canonical.length; o++) {
      repeats |= m.canonical[o] != o;
    }
    int best = -1;
    List<Integer> bestReps = null;
    if (restrict && order > 1 && !repeats) {
      for (int p = 0; p < m.pieces.size(); p++) {
        if (m.pieces.get(p).multiplicity() != 1 || m.pieces.get(p).optional()) {
          continue;
        }
        boolean fixed = true;
        for (Group.Element e : all) {
          fixed &= e.piecePerm()[p] == p;
        }
        if (!fixed) {
          continue;
        }
        List<Integer> reps = new ArrayList<>();
        for (int o = 0; o < m.cells.length; o++) {
          if (m.piece[o] != p) {
            continue;
          }
          boolean least = true;
          for (Group.Element e : all) {
            least &= e.optionMap()[o] >= o;
          }
          if (least) {
            reps.add(o);
          }
        }
        if (bestReps == null || reps.size() < bestReps.size()) {
          best = p;
          bestReps = reps;
        }
      }
    }
    Weigher canonical = (options, tally) -> {
      int[] s = new int[options.length];
      boolean own = true;
      for (int k = 0; k < s.length; k++) {
        s[k] = m.canonical[options[k]];
        own &= s[k] == options[k];
      }
      Arrays.sort(s);
      tally[0]++;
      if (!own) { // a repeated option: the same tiling as another solution
        return false;
      }
      boolean least = weigh(m, s, all) > 0;
      tally[1] += least ? 1 : 0;
      return least;
    };
    if (best < 0) {
      return new Plan(m.problem, null, canonical, 1, null);
    }
    int piece = best;
    List<List<Group.Element>> stabilizers = new ArrayList<>(m.cells.length);
    boolean[] keep = new boolean[m.cells.length];
    for (int o = 0; o < m.cells.length; o++) {
      stabilizers.add(null);
      keep[o] = m.piece[o] != piece;
    }
    for (int r : bestReps) {
      List<Group.Element> stab = new ArrayList<>();
      for (Group.Element e : all) {
        if (e.optionMap()[r] == r) {
          stab.add(e);
        }
      }
      stabilizers.set(r, List.copyOf(stab));
      keep[r] = true;
    }
    int[] original = kept(keep);
    Weigher restricted = (options, tally) -> {
      List<Group.Element> h = null;
      for (int o : options) {
        if (m.piece[o] == piece) {
          h = stabilizers.get(o);
        }
      }
      int[] s = options.clone();
      Arrays.sort(s);
      int stab = weigh(m, s, h);
      if (stab == 0) {
        return false;
      }
      tally[0] += order / stab;
      tally[1]++;
      return true;
    };
    return new Plan(m.problem(o -> keep[o]), original, restricted, 1, m.pieces.get(piece).name());
  }

  /** The numbers of the options kept, in order: the kept problem's option k is the k-th. */
  private static int[] kept(boolean[] keep) {
    int n = 0;
    for (boolean k : keep) {
      n += k ? 1 : 0;
    }
    int[] out = new int[n];
    for (int o = 0, k = 0; o < keep.length; o++) {
      if (keep[o]) {
        out[k++] = o;
      }
    }
    return out;
  }
}
