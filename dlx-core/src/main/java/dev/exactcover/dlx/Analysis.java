package dev.exactcover.dlx;

import java.util.Arrays;

/**
 * Conflict analysis for {@link Learner}: from a conflict back to the first unique implication
 * point, the clause learned there, and its shortening, by shrinking (Fleury and Biere, SAT 2021,
 * as CaDiCaL's {@code shrink}) and MiniSat's recursive minimization (Een and Sorensson, SAT
 * 2003); with the bumping of the options met (and of the options of the learned clause's reasons,
 * Liang et al., SAT 2016) and the lowering of a clause's literal block distance when an analysis
 * finds its literals on fewer levels (Audemard and Simon, IJCAI 2009).
 *
 * <p>It reads the assignment of its learner (trail, levels, reasons) and leaves the learned
 * clause in {@link #learned}{@code [0..learnedLength)}, the asserting literal first and a literal
 * of the level to jump back to second, and that level in {@link #backjumpLevel}.
 */
final class Analysis {
  private static final int REASON_DEPTH = 2; // the reasons' options, and their reasons' options

  private final Learner s;
  private final ClauseArena clauses;
  private final ActivityHeap heap;
  // the learner's assignment, as loaded (see load)
  private int optionCount;
  private int[] trail;
  private int[] level;
  private int[] position;
  private int[] reason;
  private int[][] itemOptions;
  private int[] arena; // the clauses' arena, as it is during one analysis

  private byte[] seen;
  int[] learned; // the learned clause; also the learner's scratch for a solution's clause
  int learnedLength;
  private int[] stack;
  private int[] marked = new int[64];
  private int markedCount;
  private int[] levelStamp;
  private int stampCounter;
  int backjumpLevel;
  // shrinking: the clause's literals sorted by level; the walk's marks within one level
  private long[] byLevel = new long[64];
  private int[] blockStamp;
  private int blockCounter;

  Analysis(Learner s, ClauseArena clauses, ActivityHeap heap) {
    this.s = s;
    this.clauses = clauses;
    this.heap = heap;
  }

  /** Takes the learner's arrays just loaded, and makes its own for their size. */
  void load() {
    optionCount = s.optionCount;
    trail = s.trail;
    level = s.level;
    position = s.position;
    reason = s.reason;
    itemOptions = s.itemOptions;
    seen = new byte[optionCount];
    learned = new int[optionCount + 1];
    stack = new int[optionCount + 1];
    levelStamp = new int[optionCount + 2];
    blockStamp = new int[optionCount];
  }

  /**
   * The first unique implication point: walks the trail back from the conflict, resolving with the
   * reasons of the current level's literals until one is left; the learned clause is its negation
   * and the literals of lower levels met on the way.
   */
  void analyze() {
    arena = clauses.arena;
    int pathCount = 0;
    int p = -1;
    learnedLength = 1;
    int index = s.trailTop - 1;
    if (s.conflictB >= 0) {
      pathCount = visit(2 * s.conflictA + 1, pathCount);
      pathCount = visit(2 * s.conflictB + 1, pathCount);
    } else if (s.conflictB == -2) {
      for (int y : itemOptions[s.conflictA]) {
        pathCount = visit(2 * y, pathCount);
      }
    } else {
      clauses.bump(s.conflictA);
      updateLbd(s.conflictA);
      for (int m = s.conflictA + ClauseArena.HEADER, end = m + arena[s.conflictA]; m < end; m++) {
        pathCount = visit(arena[m], pathCount);
      }
    }
    for (;;) {
      while (seen[trail[index] >> 1] == 0) {
        index--;
      }
      p = trail[index--];
      int x = p >> 1;
      seen[x] = 0;
      if (--pathCount == 0) {
        break;
      }
      int r = reason[x];
      if (r >= 0) {
        clauses.bump(r);
        updateLbd(r);
        for (int m = r + ClauseArena.HEADER + 1, end = r + ClauseArena.HEADER + arena[r]; m < end; m++) {
          pathCount = visit(arena[m], pathCount);
        }
      } else if (r < -1 - optionCount) {
        for (int y : itemOptions[-2 - optionCount - r]) {
          if (y != x) {
            pathCount = visit(2 * y, pathCount);
          }
        }
      } else {
        pathCount = visit(2 * (-2 - r) + 1, pathCount);
      }
    }
    learned[0] = p ^ 1;
    markedCount = 0;
    int kept = shrink(learnedLength);
    bumpReasons(kept);
    for (int m = 1; m < kept; m++) {
      seen[learned[m] >> 1] = 0;
    }
    while (markedCount > 0) {
      seen[marked[--markedCount]] = 0;
    }
    learnedLength = kept;
    if (learnedLength == 1) {
      backjumpLevel = 0;
    } else {
      int top = 1;
      for (int m = 2; m < learnedLength; m++) {
        if (level[learned[m] >> 1] > level[learned[top] >> 1]) {
          top = m;
        }
      }
      int t = learned[1];
      learned[1] = learned[top];
      learned[top] = t;
      backjumpLevel = level[learned[1] >> 1];
    }
  }

  /**
   * Shrinks the learned clause (Fleury and Biere, "Efficient All-UIP Learned Clause Minimization",
   * SAT 2021, as CaDiCaL's {@code shrink}): the literals of one lower decision level are replaced
   * by that level's own unique implication point when the walk back through the reasons within
   * the level meets, below it, only literals of the clause or literals that follow from them.
   * A level where that fails is minimized instead (MiniSat's recursive minimization, literal by
   * literal); a level with one literal is kept as it is, since a literal whose level has no other
   * in the clause cannot follow from the others. Levels are taken lowest first, as CaDiCaL does
   * (minimizing before shrinking, the other order, needed 2% more conflicts on the 25x25 set).
   * Returns the new length; the literals left out stay marked, to be cleared with the others.
   */
  private int shrink(int kept) {
    if (byLevel.length < kept) {
      byLevel = new long[2 * kept];
    }
    for (int m = 1; m < kept; m++) {
      byLevel[m] = ((long) level[learned[m] >> 1] << 32) | learned[m];
    }
    Arrays.sort(byLevel, 1, kept);
    int out = 1;
    for (int a = 1; a < kept;) {
      int l = (int) (byLevel[a] >>> 32);
      int b = a + 1;
      while (b < kept && (int) (byLevel[b] >>> 32) == l) {
        b++;
      }
      int uip = b - a > 1 ? blockUip(a, b, l) : -1;
      if (uip >= 0) {
        for (int m = a; m < b; m++) {
          mark((int) byLevel[m] >> 1);
        }
        learned[out++] = uip;
        if (seen[uip >> 1] == 0) { // bumped like the literals the analysis met (as CaDiCaL)
          seen[uip >> 1] = 1;
          heap.bump(uip >> 1);
        }
      } else { // minimized instead: the literals that follow from the others are left out
        for (int m = a; m < b; m++) {
          int x = (int) byLevel[m] >> 1;
          if (b - a > 1 && reason[x] != Learner.DECISION && redundant(x)) {
            mark(x); // its mark is cleared with the others
          } else {
            learned[out++] = (int) byLevel[m];
          }
        }
      }
      a = b;
    }
    return out;
  }

  /**
   * The negation of the unique implication point of the clause literals byLevel[a..b), all of
   * level {@code l}, or -1 when the walk meets a literal of a lower level that is neither in the
   * clause nor follows from it.
   */
  private int blockUip(int a, int b, int l) {
    int stamp = ++blockCounter;
    int pending = b - a;
    int t = 0;
    for (int m = a; m < b; m++) {
      int x = (int) byLevel[m] >> 1;
      blockStamp[x] = stamp;
      t = Math.max(t, position[x]);
    }
    for (;; t--) {
      int x = trail[t] >> 1;
      if (blockStamp[x] != stamp) {
        continue;
      }
      if (--pending == 0) {
        return trail[t] ^ 1;
      }
      int r = reason[x];
      int step;
      if (r >= 0) {
        for (int m = r + ClauseArena.HEADER + 1, end = r + ClauseArena.HEADER + arena[r]; m < end; m++) {
          if ((step = shrinkStep(arena[m] >> 1, l, stamp)) < 0) {
            return -1;
          }
          pending += step;
        }
      } else if (r < -1 - optionCount) {
        for (int y : itemOptions[-2 - optionCount - r]) {
          if (y != x) {
            if ((step = shrinkStep(y, l, stamp)) < 0) {
              return -1;
            }
            pending += step;
          }
        }
      } else if (r == Learner.DECISION || (step = shrinkStep(-2 - r, l, stamp)) < 0) {
        return -1; // a decision is its level's first literal: pending was 1
      } else {
        pending += step;
      }
    }
  }

  /**
   * A step of {@link #blockUip} at antecedent option u: 1 when u is a new literal of the level
   * to walk, 0 when it may stay behind, -1 when the block cannot be shrunk.
   */
  private int shrinkStep(int u, int l, int stamp) {
    int lu = level[u];
    if (lu == 0 || blockStamp[u] == stamp) {
      return 0;
    }
    if (lu == l) {
      blockStamp[u] = stamp;
      return 1;
    }
    if (seen[u] != 0) {
      return 0; // in the clause, or known to follow from it
    }
    if (reason[u] == Learner.DECISION || !redundant(u)) {
      return -1;
    }
    seen[u] = 1;
    mark(u);
    return 0;
  }

  /**
   * Bumps also the options in the reasons of the learned clause's literals (all but the first
   * unique implication point), and those in their reasons, once each: the "reason side" bumping
   * of Liang, Ganesh, Poupart and Czarnecki (SAT 2016), to depth 2 as in CaDiCaL's stable mode.
   * On the 25x25 Sudoku set depth 1 halves the conflicts to a proof; depth 2 saves a fifth more.
   */
  private void bumpReasons(int kept) {
    for (int m = 1; m < kept; m++) {
      bumpReason(learned[m] >> 1, REASON_DEPTH);
    }
  }

  private void bumpReason(int x, int depth) {
    int r = reason[x];
    if (r >= 0) {
      for (int q = r + ClauseArena.HEADER + 1, end = r + ClauseArena.HEADER + arena[r]; q < end; q++) {
        bumpOnce(arena[q] >> 1, depth);
      }
    } else if (r < -1 - optionCount) {
      for (int y : itemOptions[-2 - optionCount - r]) {
        if (y != x) {
          bumpOnce(y, depth);
        }
      }
    } else if (r != Learner.DECISION) {
      bumpOnce(-2 - r, depth);
    }
  }

  /** Bumps option u unless it is already marked (seen) or set at level 0; marks it. */
  private void bumpOnce(int u, int depth) {
    if (seen[u] == 0 && level[u] > 0) {
      seen[u] = 1;
      mark(u);
      heap.bump(u);
      if (depth > 1) {
        bumpReason(u, depth - 1);
      }
    }
  }

  private int visit(int lit, int pathCount) {
    int x = lit >> 1;
    if (seen[x] == 0 && level[x] > 0) {
      seen[x] = 1;
      heap.bump(x);
      if (level[x] >= s.decisionLevel) {
        return pathCount + 1;
      }
      learned[learnedLength++] = lit;
    }
    return pathCount;
  }

  /**
   * Whether the literal of option {@code x} in the learned clause follows from the others: every
   * path back through the reasons ends at a literal of the clause or at level 0 (MiniSat's
   * recursive minimization). What it marks on a success stays marked, as known to follow.
   */
  private boolean redundant(int x) {
    int top = 0;
    stack[top++] = x;
    int mark = markedCount;
    while (top > 0) {
      int v = stack[--top];
      int r = reason[v];
      if (r >= 0) {
        for (int m = r + ClauseArena.HEADER + 1, end = r + ClauseArena.HEADER + arena[r]; m < end; m++) {
          if ((top = follow(arena[m] >> 1, top, mark)) < 0) {
            return false;
          }
        }
      } else if (r < -1 - optionCount) {
        for (int y : itemOptions[-2 - optionCount - r]) {
          if (y != v && (top = follow(y, top, mark)) < 0) {
            return false;
          }
        }
      } else if ((top = follow(-2 - r, top, mark)) < 0) {
        return false;
      }
    }
    return true;
  }

  /** A step of {@link #redundant}: -1 (and the marks since {@code mark} undone) at a decision. */
  private int follow(int u, int top, int mark) {
    if (seen[u] != 0 || level[u] == 0) {
      return top;
    }
    if (reason[u] == Learner.DECISION) {
      while (markedCount > mark) {
        seen[marked[--markedCount]] = 0;
      }
      return -1;
    }
    seen[u] = 1;
    mark(u);
    stack[top] = u;
    return top + 1;
  }

  private void mark(int u) {
    if (markedCount == marked.length) {
      marked = Arrays.copyOf(marked, 2 * markedCount);
    }
    marked[markedCount++] = u;
  }

  /**
   * The literal block distance: how many decision levels the literals c[from..to) come from,
   * counted up to {@code cap} at most.
   */
  int levelsOf(int[] c, int from, int to, int cap) {
    int stamp = ++stampCounter;
    int n = 0;
    for (int m = from; m < to && n < cap; m++) {
      int l = level[c[m] >> 1];
      if (levelStamp[l] != stamp) {
        levelStamp[l] = stamp;
        n++;
      }
    }
    return n;
  }

  /**
   * Lowers the literal block distance of a learned clause met in conflict analysis when its
   * literals now come from fewer levels (Audemard and Simon, Glucose's dynamic update).
   */
  private void updateLbd(int ref) {
    int lbd = arena[ref + 1];
    if (lbd <= 2) {
      return;
    }
    int n = levelsOf(arena, ref + ClauseArena.HEADER, ref + ClauseArena.HEADER + arena[ref], lbd);
    if (n + 1 < lbd) {
      arena[ref + 1] = n;
    }
  }
}
