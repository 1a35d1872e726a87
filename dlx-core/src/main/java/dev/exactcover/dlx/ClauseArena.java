package dev.exactcover.dlx;

import java.util.Arrays;

/**
 * The learned clauses of {@link Learner}, in one array (a clause's reference is its place there),
 * and their watch lists. A clause is its header, {@link #HEADER} ints: the number of literals,
 * the literal block distance (-1 once deleted), the activity (a float's bits); then the literals,
 * the first two watched. One array keeps a clause's literals next to its header, as CaDiCaL's
 * arena does. Also here: the clauses' activities, and the deletion of the worse half now and
 * then (Glucose's ranking by literal block distance, Audemard and Simon, IJCAI 2009).
 *
 * <p>A literal is {@code 2x} for option {@code x} true and {@code 2x + 1} for it false. The watch
 * list of a literal holds pairs (clause, blocker): the clauses that watch it, each with one of its
 * other literals, which when true spares a look at the clause.
 */
final class ClauseArena {
  static final int HEADER = 3;
  private static final double CLAUSE_DECAY = 0.999;

  int[] arena = new int[1 << 16];
  private int arenaTop;
  private int[] refs = new int[256]; // the clauses' references, in the order of the arena
  private int clauseCount;
  int[][] watches; // per literal: pairs (clause, a literal of it: the blocker)
  int[] watchLength;
  private double clauseIncrement;

  /** Room for the watches of {@code optionCount} options' literals. */
  void load(int optionCount) {
    watches = new int[2 * optionCount][];
    watchLength = new int[2 * optionCount];
  }

  /** No clause, and the first increment of the activities. */
  void reset() {
    arenaTop = 0;
    clauseCount = 0;
    clauseIncrement = 1;
  }

  /** Adds literals {@code c[0..length)} as a clause, watching the first two; its reference. */
  int add(int[] c, int length, int lbd) {
    if (arenaTop + HEADER + length > arena.length) {
      arena = Arrays.copyOf(arena, Math.max(2 * arena.length, arenaTop + HEADER + length));
    }
    if (clauseCount == refs.length) {
      refs = Arrays.copyOf(refs, 2 * clauseCount);
    }
    int ref = arenaTop;
    arena[ref] = length;
    arena[ref + 1] = lbd;
    arena[ref + 2] = Float.floatToRawIntBits(0f);
    System.arraycopy(c, 0, arena, ref + HEADER, length);
    arenaTop += HEADER + length;
    refs[clauseCount++] = ref;
    watch(c[0], ref, c[1]);
    watch(c[1], ref, c[0]);
    return ref;
  }

  /** Adds clause {@code ci} to the watches of {@code lit}, with {@code blocker}. */
  void watch(int lit, int ci, int blocker) {
    int[] w = watches[lit];
    if (w == null) {
      watches[lit] = w = new int[8];
    } else if (watchLength[lit] + 2 > w.length) {
      watches[lit] = w = Arrays.copyOf(w, 2 * w.length);
    }
    w[watchLength[lit]++] = ci;
    w[watchLength[lit]++] = blocker;
  }

  /**
   * Deletes half of the learned clauses, the worst first (most levels, then least active), except
   * those of two levels or less, the solutions' blocking clauses, and the reasons of literals set;
   * then moves the others together. {@code reason} and {@code literal} are the assignment's, and
   * {@code trail[0..trailTop)} the options set.
   */
  void reduce(int[] reason, byte[] literal, int[] trail, int trailTop) {
    int n = 0;
    int[] candidates = new int[clauseCount];
    for (int q = 0; q < clauseCount; q++) {
      int ref = refs[q];
      if (arena[ref + 1] > 2 && arena[ref] > 2) {
        candidates[n++] = ref;
      }
    }
    Integer[] order = new Integer[n];
    for (int m = 0; m < n; m++) {
      order[m] = candidates[m];
    }
    Arrays.sort(order, (a, b) -> arena[a + 1] != arena[b + 1]
        ? Integer.compare(arena[b + 1], arena[a + 1])
        : Float.compare(activityOf(a), activityOf(b)));
    for (int m = 0; m < n / 2; m++) {
      int ref = order[m];
      int first = arena[ref + HEADER];
      if (reason[first >> 1] == ref && literal[first] == 1) {
        continue; // the reason of a literal set: kept
      }
      arena[ref + 1] = -1;
    }
    compact(reason, trail, trailTop);
  }

  /**
   * Copies the clauses not deleted to a new arena, in order, and updates their references in the
   * watch lists and the reasons (the old arena keeps each clause's new place in its activity slot).
   */
  private void compact(int[] reason, int[] trail, int trailTop) {
    int[] old = arena;
    int[] fresh = new int[old.length];
    int top = 0;
    int kept = 0;
    for (int q = 0; q < clauseCount; q++) {
      int ref = refs[q];
      if (old[ref + 1] < 0) {
        continue;
      }
      int size = HEADER + old[ref];
      System.arraycopy(old, ref, fresh, top, size);
      old[ref + 2] = top;
      refs[kept++] = top;
      top += size;
    }
    for (int t = 0; t < trailTop; t++) {
      int x = trail[t] >> 1;
      if (reason[x] >= 0) {
        reason[x] = old[reason[x] + 2];
      }
    }
    for (int lit = 0; lit < watches.length; lit++) {
      int[] w = watches[lit];
      int k = 0;
      for (int i = 0; i < watchLength[lit]; i += 2) {
        if (old[w[i] + 1] >= 0) {
          w[k++] = old[w[i] + 2];
          w[k++] = w[i + 1];
        }
      }
      watchLength[lit] = k;
    }
    arena = fresh;
    arenaTop = top;
    clauseCount = kept;
  }

  private float activityOf(int ref) {
    return Float.intBitsToFloat(arena[ref + 2]);
  }

  /** Raises the activity of clause {@code ref}, rescaling every clause's when it grows large. */
  void bump(int ref) {
    float a = activityOf(ref) + (float) clauseIncrement;
    arena[ref + 2] = Float.floatToRawIntBits(a);
    if (a > 1e20f) {
      for (int q = 0; q < clauseCount; q++) {
        arena[refs[q] + 2] = Float.floatToRawIntBits(activityOf(refs[q]) * 1e-20f);
      }
      clauseIncrement *= 1e-20;
    }
  }

  /** Makes later bumps weigh more (after each conflict). */
  void decay() {
    clauseIncrement /= CLAUSE_DECAY;
  }
}
