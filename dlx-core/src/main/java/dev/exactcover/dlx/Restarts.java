package dev.exactcover.dlx;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * When {@link Learner} starts over, and which value its decisions take: restarts after 1024
 * times the terms of Luby's sequence of conflicts, saved phases, and the target and best phases
 * with rephasing of the stable mode of Biere's CaDiCaL. A restart keeps what was learned and
 * the saved phases; only the decisions are undone.
 */
final class Restarts {
  static final byte TRUE = 1;
  static final byte FALSE = 2;
  private static final int RESTART_UNIT = 1024; // conflicts: times the terms of Luby's sequence
  private static final int REPHASE_UNIT = 1000; // conflicts: the k-th rephasing is k units later

  private final ReluctantDoubling luby = new ReluctantDoubling();
  private long nextRestart;

  boolean[] phase; // saved: the value each option had last
  // Target and best phases (Biere and Fleury, Pragmatics of SAT 2020): the values of the longest
  // trail without conflict since the last rephasing, and ever; 0 where none is known yet
  private byte[] target;
  private byte[] best;
  private int targetAssigned;
  private int bestAssigned;
  private long nextRephase;
  private int rephases;
  private boolean forgetBest; // the last rephasing took the best phases: a new best is wanted
  private SplittableRandom random; // for the random phases: the same each search

  /** Room for {@code optionCount} options' phases, all false and unknown. */
  void load(int optionCount) {
    phase = new boolean[optionCount];
    target = new byte[optionCount];
    best = new byte[optionCount];
  }

  /** The schedules of a new search. */
  void reset() {
    targetAssigned = 0;
    bestAssigned = 0;
    nextRephase = REPHASE_UNIT;
    rephases = 0;
    forgetBest = false;
    random = new SplittableRandom(0);
    luby.reset();
    nextRestart = RESTART_UNIT * luby.next();
  }

  /** The value a decision gives option {@code x}: its target phase if known, else its saved. */
  boolean decide(int x) {
    return target[x] != 0 ? target[x] == TRUE : phase[x];
  }

  /** Whether to restart after {@code conflicts}; if so, the next restart is scheduled. */
  boolean restartDue(long conflicts) {
    if (conflicts < nextRestart) {
      return false;
    }
    nextRestart = conflicts + RESTART_UNIT * luby.next();
    return true;
  }

  boolean rephaseDue(long conflicts) {
    return conflicts >= nextRephase;
  }

  /**
   * At a conflict, the trail before the conflict's level, {@code trail[0..n)}, holds no conflict:
   * when it is the longest since the last rephasing, its values become the target phases, which
   * decisions follow; when the longest ever, also the best phases (CaDiCaL's
   * {@code update_target_and_best}).
   */
  void updateTargetAndBest(int[] trail, int n) {
    if (forgetBest) {
      bestAssigned = 0;
      forgetBest = false;
    }
    if (n > targetAssigned) {
      copyTrail(trail, target, n);
      targetAssigned = n;
    }
    if (n > bestAssigned) {
      copyTrail(trail, best, n);
      bestAssigned = n;
    }
  }

  private static void copyTrail(int[] trail, byte[] phases, int n) {
    for (int t = 0; t < n; t++) {
      int lit = trail[t];
      phases[lit >> 1] = (lit & 1) == 0 ? TRUE : FALSE;
    }
  }

  /**
   * Other saved phases, for a restart at level 0, in CaDiCaL's cycle for a single mode without
   * local search: all true, best, flipped, best, random (seeded), best, all false, best; the
   * target is forgotten, and the k-th rephasing comes k times {@link #REPHASE_UNIT} conflicts
   * after the one before.
   */
  void rephase(long conflicts) {
    int optionCount = phase.length;
    switch (rephases++ % 8) {
      case 0 -> Arrays.fill(phase, true);
      case 2 -> {
        for (int x = 0; x < optionCount; x++) {
          phase[x] = !phase[x];
        }
      }
      case 4 -> {
        for (int x = 0; x < optionCount; x++) {
          phase[x] = random.nextBoolean();
        }
      }
      case 6 -> Arrays.fill(phase, false);
      default -> {
        for (int x = 0; x < optionCount; x++) {
          if (best[x] != 0) {
            phase[x] = best[x] == TRUE;
          }
        }
        forgetBest = true;
      }
    }
    Arrays.fill(target, (byte) 0);
    targetAssigned = 0;
    nextRephase = conflicts + (long) REPHASE_UNIT * (rephases + 1);
  }

  /**
   * Luby's restart sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ... (Luby, Sinclair and Zuckerman, 1993),
   * made by Knuth's "reluctant doubling" pairs (TAOCP 7.2.2.2): the next pair after (u, v) is
   * (u + 1, 1) when u &amp; -u equals v, else (u, 2v); v is the term. Starting from (0, 0) makes
   * the first pair (1, 1).
   */
  static final class ReluctantDoubling {
    private long u;
    private long v;

    ReluctantDoubling() {
      reset();
    }

    void reset() {
      u = 0;
      v = 0;
    }

    /** The next term of the sequence. */
    long next() {
      if ((u & -u) == v) {
        u++;
        v = 1;
      } else {
        v *= 2;
      }
      return v;
    }
  }
}
