package dev.exactcover.dlx;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Conflict-driven clause learning over an exact cover problem without multiplicities: the search
 * of {@link SearchSettings#withClauseLearning(boolean)}, for instances where a backtracking tree is
 * too large (25x25 Sudoku). Each option is a Boolean variable, true when it is in the solution.
 * Two rules hold the problem: an option set true sets false every option it conflicts with (one
 * that shares a primary item or a secondary item, unless both give that secondary item the same
 * color), and a primary item whose options are all false but one sets that one true (a count of
 * the options not yet false is kept per item, as Dancing Links keeps the lengths of its lists).
 * A conflict is analysed back to its first unique implication point and the clause learned from it
 * stops the search from meeting the same conflict again; the clause is shortened by shrinking and
 * recursive minimization. This is the method of MiniSat (Een and Sorensson, SAT 2003) and of
 * Chaff's variable activities (Moskewicz et al., DAC 2001), with Glucose's literal block distance
 * to rank the learned clauses, lowered when an analysis finds a clause's literals on fewer levels
 * (Audemard and Simon, IJCAI 2009). From the stable mode of Biere's CaDiCaL come restarts after
 * 1024 times the terms of Luby's sequence of conflicts, activities bumped also on the options of
 * the learned clause's reasons, target and best phases with rephasing, and shrinking of the
 * learned clause; each is cited where it is built. On the 25x25 Sudoku set they bring the
 * conflicts to a proof to about CaDiCaL's. The search runs on the problem that the forced
 * options leave ({@link LevelZero}), numbered afresh: its arrays are a few times smaller than
 * the whole problem's, and each conflict about a fifth cheaper on that set.
 *
 * <p>Every solution is found once: after each, a clause that forbids exactly that set of options
 * is added (a solution of an exact cover problem is no subset of another), and the search goes
 * on with what it has learned, until no assignment is left. So a count is exact, whatever the
 * order; the search ends only by exhausting the problem or by a limit. A decision counts as a
 * node; the updates count the conflicts.
 */
final class Learner implements Search {
  private static final int TRUE = 1;
  private static final int FALSE = 2;
  private static final int DECISION = -1; // reason of a decision or of a fact at level 0
  private static final int CHECK_INTERVAL = 1024; // decisions and conflicts between clock looks
  private static final double VAR_DECAY = 0.95;
  private static final double CLAUSE_DECAY = 0.999;
  private static final int RESTART_UNIT = 1024; // conflicts: times the terms of Luby's sequence
  private static final int REASON_DEPTH = 2; // the reasons' options, and their reasons' options
  // Conflicts between clause deletions: 2000, then 1000 more each time. Glucose adds 300; on the
  // 25x25 Sudoku set 1000 needs 23% fewer conflicts at about the same cost per conflict (3000:
  // 31% fewer, but a quarter slower per conflict; a constant 2000: 4.2 times as many conflicts).
  private static final long REDUCE_INCREMENT = 1000;
  private static final int REPHASE_UNIT = 1000; // conflicts: the k-th rephasing is k units later

  private final Problem problem;
  private final LevelZero levelZero; // the forced options' consequences, and the problem left
  // The problem left by levelZero, numbered afresh (the fields below are all of its numbering):
  private int optionCount;
  private int[] start; // per option (and one more): where its items begin in items
  private int[] items; // the options' items, one after the other
  private int[] colors; // the colors the options give their items (0: none)
  private int[][] itemOptions; // per item: its options
  private int[][] itemNodes; // per item: for each of its options, its place in items
  private int primaryCount;
  private int[] original; // per option: its number in the problem
  private int[] prefix; // the options of the problem set true before the search

  // the assignment
  // per literal (2x: option x true; 2x+1: x false): 1 when it holds, -1 when not, 0 unknown
  private byte[] literal;
  private int[] live; // per item: its options not false
  private int[] covers; // per item: its options set true
  private int[] level;
  private int[] position; // per option set: its place on the trail
  // Why an option has its value: DECISION; a learned clause (>= 0); an option set true that
  // conflicts with it (-2 - option); or a primary item left with it alone (-2 - optionCount - item)
  private int[] reason;
  private int[] trail;
  private int trailTop;
  private int head; // the trail's first literal not yet propagated
  private int[] levelStart = new int[64];
  private int decisionLevel;

  // The learned clauses, in one array (a clause's reference is its place there): the number of
  // literals, the literal block distance (-1 once deleted), the activity (a float's bits), then the
  // literals, the first two watched. One array keeps a clause's literals next to its header.
  private static final int HEADER = 3;
  private int[] arena = new int[1 << 16];
  private int arenaTop;
  private int[] refs = new int[256]; // the clauses' references, in the order of the arena
  private int clauseCount;
  private int[][] watches; // per literal: pairs (clause, a literal of it: the blocker)
  private int[] watchLength;

  // the choice: activities, a heap on them, saved phases
  private double[] activity;
  private double varIncrement;
  private double clauseIncrement;
  private boolean[] phase; // saved: the value each option had last
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
  private int[] heap;
  private int[] heapIndex;
  private int heapSize;

  // conflict analysis
  private int conflictA;
  private int conflictB; // >= 0: two options set true that conflict; -1: a clause; -2: an item
  private byte[] seen;
  private int[] learned;
  private int learnedLength;
  private int[] stack;
  private int[] marked = new int[64];
  private int markedCount;
  private int[] levelStamp;
  private int stampCounter;
  private int backjumpLevel;
  // shrinking: the clause's literals sorted by level; the walk's marks within one level
  private long[] byLevel = new long[64];
  private int[] blockStamp;
  private int blockCounter;

  // restarts and the clause database
  private final ReluctantDoubling restarts = new ReluctantDoubling();
  private long nextRestart;
  private long nextReduce;
  private int reductions;

  // the search
  private final Budget budget = new Budget();
  private SolutionVisitor visitor;
  private long nextCheck;
  private boolean pauseOnSolution;
  private boolean exhausted; // no assignment is left (or the forced options conflict)
  private long nodes;
  private long conflicts;
  private long solutions;
  private Status stop;

  private final Dance forcing; // holds the options forced before the search

  Learner(Problem problem, Dance forcing) {
    this.problem = problem;
    this.forcing = forcing;
    levelZero = new LevelZero(problem);
  }

  /** Takes the problem left by the forced options, with arrays for its size. */
  private void load(LevelZero.Instance left) {
    optionCount = left.optionCount();
    primaryCount = left.primaryCount();
    start = left.start();
    items = left.items();
    colors = left.colors();
    original = left.original();
    prefix = left.prefix();
    int itemCount = left.itemCount();
    LevelZero.ItemLists lists = LevelZero.ItemLists.of(optionCount, itemCount, start, items);
    itemOptions = lists.options();
    itemNodes = lists.nodes();
    literal = new byte[2 * optionCount];
    live = new int[itemCount];
    covers = new int[itemCount];
    level = new int[optionCount];
    position = new int[optionCount];
    reason = new int[optionCount];
    trail = new int[optionCount];
    watches = new int[2 * optionCount][];
    watchLength = new int[2 * optionCount];
    activity = new double[optionCount];
    phase = new boolean[optionCount];
    target = new byte[optionCount];
    best = new byte[optionCount];
    heap = new int[optionCount];
    heapIndex = new int[optionCount];
    seen = new byte[optionCount];
    learned = new int[optionCount + 1];
    stack = new int[optionCount + 1];
    levelStamp = new int[optionCount + 2];
    blockStamp = new int[optionCount];
  }

  /** Starts a new search, with the options forced so far: forgets every learned clause. */
  @Override
  public void prepare(Limits limits, SolutionVisitor visitor, ProgressListener progress,
      long interval, boolean pause) {
    nodes = 0;
    conflicts = 0;
    solutions = 0;
    stop = null;
    budget.start(limits, progress, interval);
    this.visitor = visitor;
    nextCheck = 0;
    pauseOnSolution = pause;
    LevelZero.Instance left = levelZero.reduce(forcing.forcedOptions());
    exhausted = left == null; // the forced options imply a conflict
    if (exhausted) {
      return;
    }
    load(left); // every option unknown, no clause, activities and phases 0
    for (int j = 0; j < live.length; j++) {
      live[j] = itemOptions[j].length;
    }
    trailTop = 0;
    head = 0;
    decisionLevel = 0;
    arenaTop = 0;
    clauseCount = 0;
    targetAssigned = 0;
    bestAssigned = 0;
    nextRephase = REPHASE_UNIT;
    rephases = 0;
    forgetBest = false;
    random = new SplittableRandom(0);
    varIncrement = 1;
    clauseIncrement = 1;
    heapSize = 0;
    for (int x = 0; x < optionCount; x++) {
      heapIndex[x] = heapSize;
      heap[heapSize++] = x;
    }
    restarts.reset();
    nextRestart = RESTART_UNIT * restarts.next();
    nextReduce = 2000;
    reductions = 0;
  }

  /**
   * Runs (or, with {@code resume}, goes on after a pause at a solution) the search prepared by
   * {@link #prepare}: returns {@link Dance#RUN_PAUSED} at a solution to be resumed, else
   * {@link Dance#RUN_DONE}, with {@code stop} null when every solution has been found.
   */
  @Override
  public int run(boolean resume) {
    if (resume && (stop != null || !blockSolution())) {
      return Dance.RUN_DONE;
    }
    if (exhausted) {
      return Dance.RUN_DONE;
    }
    if (!resume) {
      nodes = 1; // the root, as Dancing Links counts it
    }
    for (;;) {
      if (!propagate()) {
        conflicts++;
        if (decisionLevel == 0) {
          return Dance.RUN_DONE; // no assignment left
        }
        updateTargetAndBest();
        learn();
        if (nodes + conflicts >= nextCheck && (stop = checkpoint()) != null) {
          return Dance.RUN_DONE;
        }
        continue;
      }
      int x = pickBranch();
      if (x < 0) { // every option has a value: a solution
        solutions++;
        if (visitor != null && !visitor.visit(currentSolution())) {
          stop = Status.STOPPED;
        } else if (solutions >= budget.solutionLimit) {
          stop = Status.SOLUTION_LIMIT;
        }
        if (stop != null) {
          return Dance.RUN_DONE;
        }
        if (pauseOnSolution) {
          return Dance.RUN_PAUSED;
        }
        if (!blockSolution()) {
          return Dance.RUN_DONE;
        }
        continue;
      }
      if (nodes >= budget.nodeLimit) {
        stop = Status.NODE_LIMIT;
        return Dance.RUN_DONE;
      }
      if (nodes + conflicts >= nextCheck && (stop = checkpoint()) != null) {
        return Dance.RUN_DONE;
      }
      nodes++;
      if (decisionLevel == levelStart.length) {
        levelStart = Arrays.copyOf(levelStart, 2 * decisionLevel);
      }
      levelStart[decisionLevel++] = trailTop;
      boolean positive = target[x] != 0 ? target[x] == TRUE : phase[x];
      assign(positive ? 2 * x : 2 * x + 1, DECISION);
    }
  }

  /** Ends a paused search. */
  @Override
  public void abandon() {
    if (stop == null) {
      stop = Status.STOPPED;
    }
  }
  /** Decisions as nodes (the profile has the one level there is), conflicts as updates. */
  @Override
  public SearchResult result() {
    return new SearchResult(stop == null ? Status.EXHAUSTED : stop, solutions, nodes, conflicts,
        new long[] {nodes}, budget.elapsed());
  }


  private Status checkpoint() {
    nextCheck = nodes + conflicts + CHECK_INTERVAL;
    Status s = budget.outOfTime();
    if (s == null) {
      budget.report(nodes, solutions, decisionLevel, () -> 0.0); // no tree: no estimate
    }
    return s;
  }

  /**
   * The options set true: the forced ones first, then those they imply, then the search's in the
   * order they were set.
   */
  @Override
  public Solution currentSolution() {
    int[] options = Arrays.copyOf(prefix, prefix.length + trailTop);
    int n = prefix.length;
    for (int t = 0; t < trailTop; t++) {
      int lit = trail[t];
      if ((lit & 1) == 0) {
        options[n++] = original[lit >> 1];
      }
    }
    return new Solution(problem, Arrays.copyOf(options, n));
  }

  /**
   * Forbids the solution just found: a clause that at least one of the options the search set
   * true above level 0 be false. Returns false when there is none (the forced options and what
   * follows from them were the whole solution): nothing is left to search.
   */
  private boolean blockSolution() {
    int n = 0;
    for (int t = 0; t < trailTop; t++) {
      int lit = trail[t];
      if ((lit & 1) == 0 && level[lit >> 1] > 0) {
        learned[n++] = lit ^ 1;
      }
    }
    if (n == 0) {
      exhausted = true;
      return false;
    }
    cancelUntil(0);
    if (n == 1) {
      assign(learned[0], DECISION);
    } else {
      addClause(n, 0); // LBD 0: never deleted
    }
    return true;
  }

  private void assign(int lit, int why) {
    int x = lit >> 1;
    literal[lit] = 1;
    literal[lit ^ 1] = -1;
    if ((lit & 1) != 0) {
      for (int q = start[x], end = start[x + 1]; q < end; q++) {
        live[items[q]]--;
      }
    } else {
      for (int q = start[x], end = start[x + 1]; q < end; q++) {
        covers[items[q]]++;
      }
    }
    level[x] = decisionLevel;
    position[x] = trailTop;
    reason[x] = why;
    trail[trailTop++] = lit;
  }

  private boolean unknown(int x) {
    return literal[2 * x] == 0;
  }

  private boolean isTrue(int x) {
    return literal[2 * x] == 1;
  }

  private boolean isFalse(int x) {
    return literal[2 * x] == -1;
  }

  /** Unit propagation to a fixpoint; false at a conflict (described by conflictA/B). */
  private boolean propagate() {
    final byte[] literal = this.literal;
    final int[] arena = this.arena;
    while (head < trailTop) {
      int p = trail[head++];
      int x = p >> 1;
      if ((p & 1) == 0) { // x true: the options it conflicts with are false
        for (int q = start[x], end = start[x + 1]; q < end; q++) {
          int j = items[q];
          int color = colors[q];
          int[] options = itemOptions[j];
          for (int m = 0; m < options.length; m++) {
            int y = options[m];
            if (y == x || (color != 0 && colors[itemNodes[j][m]] == color)) {
              continue;
            }
            if (unknown(y)) {
              assign(2 * y + 1, -2 - x);
            } else if (isTrue(y)) {
              conflictA = x;
              conflictB = y;
              return false;
            }
          }
        }
      } else { // x false: a primary item may be left with one option, or none
        for (int q = start[x], end = start[x + 1]; q < end; q++) {
          int j = items[q];
          if (j >= primaryCount || covers[j] > 0) {
            continue;
          }
          if (live[j] == 0) {
            conflictA = j;
            conflictB = -2;
            return false;
          }
          if (live[j] == 1) {
            for (int y : itemOptions[j]) {
              if (unknown(y)) {
                assign(2 * y, -2 - optionCount - j);
                break;
              } else if (isTrue(y)) {
                break;
              }
            }
          }
        }
      }
      int falseLit = p ^ 1;
      int[] ws = watches[falseLit];
      int n = watchLength[falseLit];
      int i = 0;
      int k = 0;
      while (i < n) {
        int ci = ws[i];
        int blocker = ws[i + 1];
        i += 2;
        if (literal[blocker] == 1) {
          ws[k++] = ci;
          ws[k++] = blocker;
          continue;
        }
        int c = ci + HEADER; // the clause's first literal
        if (arena[c] == falseLit) {
          arena[c] = arena[c + 1];
          arena[c + 1] = falseLit;
        }
        int first = arena[c];
        if (first != blocker && literal[first] == 1) {
          ws[k++] = ci;
          ws[k++] = first;
          continue;
        }
        boolean moved = false;
        for (int m = c + 2, end = c + arena[ci]; m < end; m++) {
          if (literal[arena[m]] != -1) {
            arena[c + 1] = arena[m];
            arena[m] = falseLit;
            watch(arena[c + 1], ci, first);
            moved = true;
            break;
          }
        }
        if (moved) {
          continue;
        }
        ws[k++] = ci;
        ws[k++] = first;
        if (literal[first] == -1) {
          conflictA = ci;
          conflictB = -1;
          while (i < n) {
            ws[k++] = ws[i++];
          }
          watchLength[falseLit] = k;
          return false;
        }
        assign(first, ci);
      }
      watchLength[falseLit] = k;
    }
    return true;
  }

  /** Learns from the conflict just found, jumps back and asserts the learned clause. */
  private void learn() {
    analyze();
    cancelUntil(backjumpLevel);
    if (learnedLength == 1) {
      assign(learned[0], DECISION);
    } else {
      int ci = addClause(learnedLength, levelsOf(learned, 0, learnedLength, Integer.MAX_VALUE));
      bumpClause(ci);
      assign(learned[0], ci);
    }
    varIncrement /= VAR_DECAY;
    clauseIncrement /= CLAUSE_DECAY;
    if (conflicts >= nextRestart) { // a restart keeps what was learned and the saved phases
      nextRestart = conflicts + RESTART_UNIT * restarts.next();
      cancelUntil(0);
    }
    if (conflicts >= nextRephase) {
      rephase();
    }
    if (conflicts >= nextReduce) {
      reductions++;
      nextReduce = conflicts + 2000 + REDUCE_INCREMENT * reductions;
      reduceClauses();
    }
  }

  /**
   * At a conflict, the trail before the conflict's level holds no conflict: when it is the longest
   * since the last rephasing, its values become the target phases, which decisions follow; when
   * the longest ever, also the best phases (CaDiCaL's {@code update_target_and_best}).
   */
  private void updateTargetAndBest() {
    if (forgetBest) {
      bestAssigned = 0;
      forgetBest = false;
    }
    int n = levelStart[decisionLevel - 1];
    if (n > targetAssigned) {
      copyTrail(target, n);
      targetAssigned = n;
    }
    if (n > bestAssigned) {
      copyTrail(best, n);
      bestAssigned = n;
    }
  }

  private void copyTrail(byte[] phases, int n) {
    for (int t = 0; t < n; t++) {
      int lit = trail[t];
      phases[lit >> 1] = (byte) ((lit & 1) == 0 ? TRUE : FALSE);
    }
  }

  /**
   * Restarts with other saved phases, in CaDiCaL's cycle for a single mode without local search:
   * all true, best, flipped, best, random (seeded), best, all false, best; the target is forgotten,
   * and the k-th rephasing comes k times {@link #REPHASE_UNIT} conflicts after the one before.
   */
  private void rephase() {
    cancelUntil(0);
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
   * The first unique implication point: walks the trail back from the conflict, resolving with the
   * reasons of the current level's literals until one is left; the learned clause is its negation
   * and the literals of lower levels met on the way.
   */
  private void analyze() {
    int pathCount = 0;
    int p = -1;
    learnedLength = 1;
    int index = trailTop - 1;
    if (conflictB >= 0) {
      pathCount = visit(2 * conflictA + 1, pathCount);
      pathCount = visit(2 * conflictB + 1, pathCount);
    } else if (conflictB == -2) {
      for (int y : itemOptions[conflictA]) {
        pathCount = visit(2 * y, pathCount);
      }
    } else {
      bumpClause(conflictA);
      updateLbd(conflictA);
      for (int m = conflictA + HEADER, end = m + arena[conflictA]; m < end; m++) {
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
        bumpClause(r);
        updateLbd(r);
        for (int m = r + HEADER + 1, end = r + HEADER + arena[r]; m < end; m++) {
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
          bumpVar(uip >> 1);
        }
      } else { // minimized instead: the literals that follow from the others are left out
        for (int m = a; m < b; m++) {
          int x = (int) byLevel[m] >> 1;
          if (b - a > 1 && reason[x] != DECISION && redundant(x)) {
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
        for (int m = r + HEADER + 1, end = r + HEADER + arena[r]; m < end; m++) {
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
      } else if (r == DECISION || (step = shrinkStep(-2 - r, l, stamp)) < 0) {
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
    if (reason[u] == DECISION || !redundant(u)) {
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
      for (int q = r + HEADER + 1, end = r + HEADER + arena[r]; q < end; q++) {
        bumpOnce(arena[q] >> 1, depth);
      }
    } else if (r < -1 - optionCount) {
      for (int y : itemOptions[-2 - optionCount - r]) {
        if (y != x) {
          bumpOnce(y, depth);
        }
      }
    } else if (r != DECISION) {
      bumpOnce(-2 - r, depth);
    }
  }

  /** Bumps option u unless it is already marked (seen) or set at level 0; marks it. */
  private void bumpOnce(int u, int depth) {
    if (seen[u] == 0 && level[u] > 0) {
      seen[u] = 1;
      mark(u);
      bumpVar(u);
      if (depth > 1) {
        bumpReason(u, depth - 1);
      }
    }
  }

  private int visit(int lit, int pathCount) {
    int x = lit >> 1;
    if (seen[x] == 0 && level[x] > 0) {
      seen[x] = 1;
      bumpVar(x);
      if (level[x] >= decisionLevel) {
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
        for (int m = r + HEADER + 1, end = r + HEADER + arena[r]; m < end; m++) {
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
    if (reason[u] == DECISION) {
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
  private int levelsOf(int[] c, int from, int to, int cap) {
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

  private void cancelUntil(int toLevel) {
    if (decisionLevel <= toLevel) {
      return;
    }
    for (int t = trailTop - 1; t >= levelStart[toLevel]; t--) {
      int x = trail[t] >> 1;
      if (isFalse(x)) {
        for (int q = start[x], end = start[x + 1]; q < end; q++) {
          live[items[q]]++;
        }
      } else {
        for (int q = start[x], end = start[x + 1]; q < end; q++) {
          covers[items[q]]--;
        }
      }
      phase[x] = isTrue(x);
      literal[2 * x] = 0;
      literal[2 * x + 1] = 0;
      if (heapIndex[x] < 0) {
        heapInsert(x);
      }
    }
    trailTop = levelStart[toLevel];
    head = trailTop;
    decisionLevel = toLevel;
  }

  /** The unassigned option of highest activity, or -1 when every option has a value. */
  private int pickBranch() {
    while (heapSize > 0) {
      int x = heapPop();
      if (unknown(x)) {
        return x;
      }
    }
    return -1;
  }

  /** Adds the first {@code length} literals of {@link #learned} as a clause; its reference. */
  private int addClause(int length, int lbd) {
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
    System.arraycopy(learned, 0, arena, ref + HEADER, length);
    arenaTop += HEADER + length;
    refs[clauseCount++] = ref;
    watch(learned[0], ref, learned[1]);
    watch(learned[1], ref, learned[0]);
    return ref;
  }

  private void watch(int lit, int ci, int blocker) {
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
   * then moves the others together.
   */
  private void reduceClauses() {
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
    compact();
  }

  /**
   * Copies the clauses not deleted to a new arena, in order, and updates their references in the
   * watch lists and the reasons (the old arena keeps each clause's new place in its activity slot).
   */
  private void compact() {
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

  private void bumpVar(int x) {
    if ((activity[x] += varIncrement) > 1e100) {
      for (int y = 0; y < optionCount; y++) {
        activity[y] *= 1e-100;
      }
      varIncrement *= 1e-100;
    }
    if (heapIndex[x] >= 0) {
      siftUp(heapIndex[x]);
    }
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
    int n = levelsOf(arena, ref + HEADER, ref + HEADER + arena[ref], lbd);
    if (n + 1 < lbd) {
      arena[ref + 1] = n;
    }
  }

  private void bumpClause(int ref) {
    float a = activityOf(ref) + (float) clauseIncrement;
    arena[ref + 2] = Float.floatToRawIntBits(a);
    if (a > 1e20f) {
      for (int q = 0; q < clauseCount; q++) {
        arena[refs[q] + 2] = Float.floatToRawIntBits(activityOf(refs[q]) * 1e-20f);
      }
      clauseIncrement *= 1e-20;
    }
  }

  private void heapInsert(int x) {
    heapIndex[x] = heapSize;
    heap[heapSize++] = x;
    siftUp(heapSize - 1);
  }

  private int heapPop() {
    int x = heap[0];
    heapIndex[x] = -1;
    if (--heapSize > 0) {
      heap[0] = heap[heapSize];
      heapIndex[heap[0]] = 0;
      siftDown(0);
    }
    return x;
  }

  private void siftUp(int i) {
    int x = heap[i];
    while (i > 0) {
      int parent = (i - 1) >> 1;
      if (activity[x] <= activity[heap[parent]]) {
        break;
      }
      heap[i] = heap[parent];
      heapIndex[heap[i]] = i;
      i = parent;
    }
    heap[i] = x;
    heapIndex[x] = i;
  }

  private void siftDown(int i) {
    int x = heap[i];
    for (;;) {
      int child = 2 * i + 1;
      if (child >= heapSize) {
        break;
      }
      if (child + 1 < heapSize && activity[heap[child + 1]] > activity[heap[child]]) {
        child++;
      }
      if (activity[heap[child]] <= activity[x]) {
        break;
      }
      heap[i] = heap[child];
      heapIndex[heap[i]] = i;
      i = child;
    }
    heap[i] = x;
    heapIndex[x] = i;
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
