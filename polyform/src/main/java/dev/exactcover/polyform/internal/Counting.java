package dev.exactcover.polyform.internal;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.Problem;
import dev.exactcover.dlx.Solution;
import dev.exactcover.dlx.Solver;
import dev.exactcover.dlx.Status;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;

/**
 * Counting and listing solutions, all of them or one per class of solutions equivalent under a
 * symmetry group G.
 *
 * <p>Two exact methods. <b>Restricted</b>: take a piece P used once, that every symmetry maps to
 * itself; search only the solutions in which P lies on the least placement of its orbit under
 * G (one search per such placement r). Every class meets these searches, and the solutions of a
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

  /** The outcome of a count. */
  public record Result(BigInteger solutions, BigInteger distinct, boolean restricted,
      String piece) {}

  /** Sees a solution: its options' canonical numbers, sorted, and whether they are its own. */
  @FunctionalInterface
  private interface Found {
    /** Returns false to stop. */
    boolean test(int[] canonical, boolean own);
  }

  /** One search: an option to force (-1: none) and the symmetries to test solutions against. */
  private record Task(int force, List<Group.Element> stabilizer) {}

  /** The plan: the searches, the order of G and whether it restricts a piece. */
  private record Plan(List<Task> tasks, int order, boolean restricted, String piece) {}

  /**
   * Counts.
   *
   * @param m the model
   * @param g the group, or null to count all solutions only
   * @param restrict whether to restrict a piece when one qualifies
   * @param threads the number of threads
   * @return the counts
   */
  public static Result count(Model m, Group g, boolean restrict, int threads) {
    Plan plan = plan(m, g, restrict, threads > 1);
    BigInteger[] sums = {BigInteger.ZERO, BigInteger.ZERO}; // all and distinct, exactly
    ThreadLocal<Solver> solvers = ThreadLocal.withInitial(() -> m.problem.newSolver());
    List<Runnable> jobs = new ArrayList<>();
    for (Task t : plan.tasks) {
      jobs.add(() -> {
        long[] tally = new long[2];
        run(solvers.get(), t, m, Limits.none(), (s, own) -> {
          int stab = weigh(m, s, t.stabilizer);
          if (!own && g != null) { // a repeated option: the same tiling as another solution
            tally[0]++;
          } else if (stab > 0) {
            tally[1]++;
            tally[0] += plan.restricted ? plan.order / stab : 1;
          } else if (!plan.restricted) {
            tally[0]++;
          }
          return true;
        });
        synchronized (sums) {
          sums[0] = sums[0].add(BigInteger.valueOf(tally[0]));
          sums[1] = sums[1].add(BigInteger.valueOf(tally[1]));
        }
      });
    }
    if (threads <= 1 || jobs.size() <= 1) {
      jobs.forEach(Runnable::run);
    } else {
      ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
        Thread th = new Thread(r, "tiling-count");
        th.setDaemon(true);
        return th;
      });
      try {
        List<Future<?>> fs = new ArrayList<>();
        for (Runnable j : jobs) {
          fs.add(pool.submit(j));
        }
        for (Future<?> f : fs) {
          f.get();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      } catch (java.util.concurrent.ExecutionException e) {
        throw new IllegalStateException(e.getCause());
      } finally {
        pool.shutdownNow();
      }
    }
    return new Result(sums[0], g == null ? sums[0] : sums[1], plan.restricted, plan.piece);
  }

  /**
   * Lists solutions in search order: every one when {@code g} is null, else one per class.
   *
   * @param m the model
   * @param g the group, or null
   * @param restrict whether to restrict a piece when one qualifies
   * @param limits the time limit (for the whole listing) and cancel token; the solution and node
   *     limits are not used
   * @param each sees each solution's options (sorted canonical numbers); false stops
   * @return how the listing ended: {@code EXHAUSTED}, {@code STOPPED} when {@code each} stopped
   *     it, or the limit that did
   */
  public static Status list(Model m, Group g, boolean restrict, Limits limits,
      Predicate<int[]> each) {
    Plan plan = plan(m, g, restrict, false);
    Solver solver = m.problem.newSolver();
    long deadline = limits.time() == null ? 0 : System.nanoTime() + limits.time().toNanos();
    boolean[] stopped = {false};
    for (Task t : plan.tasks) {
      Limits left = limits.cancel() == null ? Limits.none()
          : Limits.none().withCancel(limits.cancel());
      if (limits.time() != null) {
        long nanos = deadline - System.nanoTime();
        if (nanos <= 0) {
          return Status.TIME_LIMIT;
        }
        left = left.withTime(java.time.Duration.ofNanos(nanos));
      }
      Status s = run(solver, t, m, left, (sol, own) -> {
        if (g == null || own && weigh(m, sol, t.stabilizer) > 0) {
          if (!each.test(sol)) {
            stopped[0] = true;
            return false;
          }
        }
        return true;
      });
      if (stopped[0]) {
        return Status.STOPPED;
      }
      if (s != Status.EXHAUSTED) {
        return s;
      }
    }
    return Status.EXHAUSTED;
  }

  /**
   * The problem whose solutions are one of each class of solutions under {@code g}, or null when
   * the restriction cannot make one. A piece P used once, that every symmetry maps onto itself
   * and none maps any of P's placements onto that same placement, is kept only on the least
   * placement of each orbit. Then a class (whose solutions no symmetry but the identity fixes,
   * as P's placement would be fixed too) has |G| solutions, one for each symmetry, and exactly
   * one of them puts P on the least placement of its orbit. So the problem's count is the number
   * of classes, and |G| times it the number of solutions; being one problem, it can be counted
   * in pieces. (The classic restriction, used by {@link #count}, takes any piece that every
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
      return new ClassProblem(m.problem, null);
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
    return new ClassProblem(m.problem(o -> {
      if (m.piece[o] != piece) {
        return true;
      }
      for (Group.Element e : all) {
        if (e.optionMap()[o] < o) {
          return false;
        }
      }
      return true;
    }), m.pieces.get(piece).name());
  }

  /** A problem with one solution per class, and the piece restricted (null: none). */
  public record ClassProblem(Problem problem, String piece) {}

  private static Status run(Solver solver, Task t, Model m, Limits limits, Found each) {
    solver.reset(solver.settings());
    if (t.force >= 0 && !solver.force(t.force)) {
      return Status.EXHAUSTED;
    }
    return solver.search(limits, (Solution sol) -> {
      int[] s = new int[sol.size()];
      boolean own = true;
      for (int k = 0; k < s.length; k++) {
        s[k] = m.canonical[sol.option(k)];
        own &= s[k] == sol.option(k);
      }
      Arrays.sort(s);
      return each.test(s, own);
    }).status();
  }

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

  private static Plan plan(Model m, Group g, boolean restrict, boolean split) {
    List<Group.Element> all = g == null ? List.of()
        : g.elements.subList(1, g.elements.size()); // without the identity
    int order = g == null ? 1 : g.size();
    boolean repeats = false;
    for (int o = 0; o < m.canonical.length; o++) {
      repeats |= m.canonical[o] != o;
    }
    if (g != null && restrict && order > 1 && !repeats) {
      int best = -1;
      List<Integer> bestReps = null;
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
          if (m.piece[o] != p || m.canonical[o] != o) {
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
      if (best >= 0) {
        List<Task> tasks = new ArrayList<>();
        for (int r : bestReps) {
          List<Group.Element> stab = new ArrayList<>();
          for (Group.Element e : all) {
            if (e.optionMap()[r] == r) {
              stab.add(e);
            }
          }
          tasks.add(new Task(r, List.copyOf(stab)));
        }
        return new Plan(tasks, order, true, m.pieces.get(best).name());
      }
    }
    List<Task> tasks = new ArrayList<>();
    int item = split ? splitItem(m) : -1;
    if (item < 0) {
      tasks.add(new Task(-1, all));
    } else {
      for (int o = 0; o < m.problem.optionCount(); o++) {
        for (int i : m.problem.optionItems(o)) {
          if (i == item) {
            tasks.add(new Task(o, all));
          }
        }
      }
    }
    return new Plan(tasks, order, false, null);
  }

  /** A primary item covered exactly once, with the fewest options; -1 if none. */
  private static int splitItem(Model m) {
    int n = m.problem.itemCount();
    int[] count = new int[n];
    for (int o = 0; o < m.problem.optionCount(); o++) {
      for (int i : m.problem.optionItems(o)) {
        count[i]++;
      }
    }
    int best = -1;
    for (int i = 0; i < m.problem.primaryItemCount(); i++) {
      if (m.problem.lowerBound(i) == 1 && m.problem.upperBound(i) == 1 && count[i] > 0
          && (best < 0 || count[i] < count[best])) {
        best = i;
      }
    }
    return best;
  }
}
