package dev.exactcover.dlx;

import java.util.Arrays;

/**
 * Conflict-driven clause learning over an exact cover problem without multiplicities: the search
 * of {@link SearchSettings#withClauseLearning(boolean)}, for instances where a backtracking tree is
 * too large (25x25 Sudoku). Each option is a Boolean variable, true when it is in the solution.
 * Two rules hold the problem: an option set true sets false every option it conflicts with (one
 * that shares a primary item or a secondary item, unless both give that secondary item the same
 * color), and a primary item whose options are all false but one sets that one true (a count of
 * the options not yet false is kept per item, as Dancing Links keeps the lengths of its lists).
 * A conflict is analysed back to its first unique implication point and the clause learned from it
 * stops the search from meeting the same conflict again; the clause is shortened by recursive
 * minimization. This is the method of MiniSat (Een and Sorensson, SAT 2003) and of Chaff's
 * variable activities (Moskewicz et al., DAC 2001), with Glucose's literal block distance to
 * rank the learned clauses (Audemard and Simon, IJCAI 2009), restarts after 1024 times the terms
 * of Luby's sequence of conflicts, and activities bumped also on the options that the learned
 * clause's reasons name, as in the stable mode of Biere's CaDiCaL (whose default configuration
 * needs about as many conflicts on the 25x25 Sudoku set).
 *
 * <p>Every solution is found once: after each, a clause that forbids exactly that set of options
 * is added (a solution of an exact cover problem is no subset of another), and the search goes
 * on with what it has learned, until no assignment is left. So a count is exact, whatever the
 * order; the search ends only by exhausting the problem or by a limit. A decision counts as a
 * node; the updates count the conflicts.
 */
final class Learner {
  private static final int UNKNOWN = 0;
  private static final int TRUE = 1;
  private static final int FALSE = 2;
  private static final int DECISION = -1; // reason of a decision or of a fact at level 0
  private static final int CHECK_INTERVAL = 1024; // decisions and conflicts between clock looks
  private static final double VAR_DECAY = 0.95;
  private static final double CLAUSE_DECAY = 0.999;
  private static final int RESTART_UNIT = 1024; // conflicts: times the terms of Luby's sequence

  private final Problem problem;
  private final int optionCount;
  private final int[][] optionItems; // per option: its items
  private final int[][] optionColors; // per option: the colors it gives them (0: none)
  private final int[][] itemOptions; // per item: its options
  private final int[][] itemPositions; // per item: the position of the item in each option
  private final int primaryCount;

  // the assignment
  private final byte[] value; // per option: UNKNOWN, TRUE or FALSE
  private final byte[] literal; // per literal (2x true, 2x+1 false): 1 true, -1 false, 0 unknown
  private final int[] live; // per item: its options not false
  private final int[] covers; // per item: its options set true
  private final int[] level;
  // Why an option has its value: DECISION; a learned clause (>= 0); an option set true that
  // conflicts with it (-2 - option); or a primary item left with it alone (-2 - optionCount - item)
  private final int[] reason;
  private final int[] trail;
  private int trailTop;
  private int head; // the trail's first literal not yet propagated
  private int[] levelStart = new int[64];
  private int decisionLevel;

  // the learned clauses, watched by two literals each
  private int[][] clauses = new int[256][];
  private int[] clauseLbd = new int[256];
  private double[] clauseActivity = new double[256];
  private int clauseCount;
  private final int[][] watches; // per literal: pairs (clause, a literal of it: the blocker)
  private final int[] watchLength;

  // the choice: activities, a heap on them, saved phases
  private final double[] activity;
  private double varIncrement;
  private double clauseIncrement;
  private final boolean[] phase;
  private final int[] heap;
  private final int[] heapIndex;
  private int heapSize;

  // conflict analysis
  private int conflictA;
  private int conflictB; // >= 0: two options set true that conflict; -1: a clause; -2: an item
  private final byte[] seen;
  private final int[] learned;
  private int learnedLength;
  private final int[] stack;
  private int[] marked = new int[64];
  private int markedCount;
  private final int[] levelStamp;
  private int stampCounter;
  private int backjumpLevel;

  // restarts and the clause database
  private final ReluctantDoubling restarts = new ReluctantDoubling();
  private long nextRestart;
  private long nextReduce;
  private int reductions;

  // the search
  final Budget budget = new Budget();
  private SolutionVisitor visitor;
  private long nextCheck;
  private boolean pauseOnSolution;
  private boolean exhausted; // no assignment is left (or the forced options conflict)
  private int[] forced = new int[0];
  private final boolean[] isForced;
  long nodes;
  long conflicts;
  long solutions;
  Status stop;

  Learner(Problem problem) {
    this.problem = problem;
    optionCount = problem.optionCount();
    primaryCount = problem.primaryItemCount();
    int[] start = problem.rawOptionStart();
    int[] items = problem.rawOptionItems();
    int[] colors = problem.rawOptionColors();
    int itemCount = problem.itemCount();
    optionItems = new int[optionCount][];
    optionColors = new int[optionCount][];
    int[] count = new int[itemCount];
    for (int x = 0; x < optionCount; x++) {
      optionItems[x] = Arrays.copyOfRange(items, start[x], start[x + 1]);
      optionColors[x] = Arrays.copyOfRange(colors, start[x], start[x + 1]);
      for (int j : optionItems[x]) {
        count[j]++;
      }
    }
    itemOptions = new int[itemCount][];
    itemPositions = new int[itemCount][];
    for (int j = 0; j < itemCount; j++) {
      itemOptions[j] = new int[count[j]];
      itemPositions[j] = new int[count[j]];
      count[j] = 0;
    }
    for (int x = 0; x < optionCount; x++) {
      for (int k = 0; k < optionItems[x].length; k++) {
        int j = optionItems[x][k];
        itemPositions[j][count[j]] = k;
        itemOptions[j][count[j]++] = x;
      }
    }
    value = new byte[optionCount];
    literal = new byte[2 * optionCount];
    live = new int[itemCount];
    covers = new int[itemCount];
    level = new int[optionCount];
    reason = new int[optionCount];
    trail = new int[optionCount];
    watches = new int[2 * optionCount][];
    watchLength = new int[2 * optionCount];
    activity = new double[optionCount];
    phase = new boolean[optionCount];
    heap = new int[optionCount];
    heapIndex = new int[optionCount];
    seen = new byte[optionCount];
    isForced = new boolean[optionCount];
    learned = new int[optionCount + 1];
    stack = new int[optionCount + 1];
    levelStamp = new int[optionCount + 2];
  }

  /** Starts a new search, with the options forced so far: forgets every learned clause. */
  void prepare(Limits limits, SolutionVisitor visitor, ProgressListener progress, long interval,
      boolean pause, int[] forcedOptions) {
    nodes = 0;
    conflicts = 0;
    solutions = 0;
    stop = null;
    budget.start(limits, progress, interval);
    this.visitor = visitor;
    nextCheck = 0;
    pauseOnSolution = pause;
    for (int x : forced) {
      isForced[x] = false;
    }
    forced = forcedOptions;
    for (int x : forced) {
      isForced[x] = true;
    }

    Arrays.fill(value, (byte) UNKNOWN);
    Arrays.fill(literal, (byte) 0);
    Arrays.fill(covers, 0);
    for (int j = 0; j < live.length; j++) {
      live[j] = itemOptions[j].length;
    }
    trailTop = 0;
    head = 0;
    decisionLevel = 0;
    Arrays.fill(clauses, 0, clauseCount, null);
    clauseCount = 0;
    Arrays.fill(watchLength, 0);
    Arrays.fill(activity, 0);
    Arrays.fill(phase, false);
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
    exhausted = false;
    for (int x = 0; x < optionCount; x++) {
      if (!hasPrimary(x)) {
        assign(2 * x + 1, DECISION); // never chosen: Dancing Links branches on primary items only
      }
    }
    for (int j = 0; j < primaryCount; j++) {
      if (itemOptions[j].length == 0) {
        exhausted = true; // a primary item that nothing covers
      } else if (itemOptions[j].length == 1 && value[itemOptions[j][0]] == UNKNOWN) {
        assign(2 * itemOptions[j][0], DECISION);
      }
    }
    for (int x : forcedOptions) {
      if (value[x] == FALSE) {
        exhausted = true; // cannot happen: force() refuses a conflicting option
      } else if (value[x] == UNKNOWN) {
        assign(2 * x, DECISION);
      }
    }
  }

  private boolean hasPrimary(int x) {
    for (int j : optionItems[x]) {
      if (j < primaryCount) {
        return true;
      }
    }
    return false;
  }

  /**
   * Runs (or, with {@code resume}, goes on after a pause at a solution) the search prepared by
   * {@link #prepare}: returns {@link Dance#RUN_PAUSED} at a solution to be resumed, else
   * {@link Dance#RUN_DONE}, with {@link #stop} null when every solution has been found.
   */
  int run(boolean resume) {
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
      assign(phase[x] ? 2 * x : 2 * x + 1, DECISION);
    }
  }

  /** Ends a paused search. */
  void abandon() {
    if (stop == null) {
      stop = Status.STOPPED;
    }
  }

  private Status checkpoint() {
    nextCheck = nodes + conflicts + CHECK_INTERVAL;
    Status s = budget.outOfTime();
    if (s == null) {
      budget.report(nodes, solutions, decisionLevel, () -> 0.0); // no tree: no estimate
    }
    return s;
  }

  /** The options set true: the forced ones first, then in the order they were set. */
  Solution currentSolution() {
    int[] options = Arrays.copyOf(forced, forced.length + trailTop);
    int n = forced.length;
    for (int t = 0; t < trailTop; t++) {
      int lit = trail[t];
      if ((lit & 1) == 0 && !isForced[lit >> 1]) {
        options[n++] = lit >> 1;
      }
    }
    return new Solution(problem, Arrays.copyOf(options, n));
  }

  /**
   * Forbids the solution just found: a clause that at least one of its options set true after the
   * forced ones be false. Returns false when there is none (the forced options were the whole
   * solution): nothing is left to search.
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
      addClause(Arrays.copyOf(learned, n), 0); // LBD 0: never deleted
    }
    return true;
  }

  private void assign(int lit, int why) {
    int x = lit >> 1;
    value[x] = (byte) ((lit & 1) == 0 ? TRUE : FALSE);
    literal[lit] = 1;
    literal[lit ^ 1] = -1;
    if ((lit & 1) != 0) {
      for (int j : optionItems[x]) {
        live[j]--;
      }
    } else {
      for (int j : optionItems[x]) {
        covers[j]++;
      }
    }
    level[x] = decisionLevel;
    reason[x] = why;
    trail[trailTop++] = lit;
  }

  /** Unit propagation to a fixpoint; false at a conflict (described by conflictA/B). */
  private boolean propagate() {
    final byte[] literal = this.literal;
    while (head < trailTop) {
      int p = trail[head++];
      int x = p >> 1;
      if ((p & 1) == 0) { // x true: the options it conflicts with are false
        int[] items = optionItems[x];
        for (int k = 0; k < items.length; k++) {
          int j = items[k];
          int color = optionColors[x][k];
          int[] options = itemOptions[j];
          for (int m = 0; m < options.length; m++) {
            int y = options[m];
            if (y == x || (color != 0
                && optionColors[y][itemPositions[j][m]] == color)) {
              continue;
            }
            if (value[y] == UNKNOWN) {
              assign(2 * y + 1, -2 - x);
            } else if (value[y] == TRUE) {
              conflictA = x;
              conflictB = y;
              return false;
            }
          }
        }
      } else { // x false: a primary item may be left with one option, or none
        for (int j : optionItems[x]) {
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
              if (value[y] == UNKNOWN) {
                assign(2 * y, -2 - optionCount - j);
                break;
              } else if (value[y] == TRUE) {
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
        int[] c = clauses[ci];
        if (c == null) {
          continue; // deleted: dropped from the list
        }
        if (c[0] == falseLit) {
          c[0] = c[1];
          c[1] = falseLit;
        }
        int first = c[0];
        if (first != blocker && literal[first] == 1) {
          ws[k++] = ci;
          ws[k++] = first;
          continue;
        }
        boolean moved = false;
        for (int m = 2; m < c.length; m++) {
          if (literal[c[m]] != -1) {
            c[1] = c[m];
            c[m] = falseLit;
            watch(c[1], ci, first);
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
      int[] c = Arrays.copyOf(learned, learnedLength);
      int ci = addClause(c, levelsOf(c));
      bumpClause(ci);
      assign(c[0], ci);
    }
    varIncrement /= VAR_DECAY;
    clauseIncrement /= CLAUSE_DECAY;
    if (conflicts >= nextRestart) { // a restart keeps what was learned and the saved phases
      nextRestart = conflicts + RESTART_UNIT * restarts.next();
      cancelUntil(0);
    }
    if (conflicts >= nextReduce) {
      reductions++;
      nextReduce = conflicts + 2000 + 300L * reductions;
      reduceClauses();
    }
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
      for (int lit : clauses[conflictA]) {
        pathCount = visit(lit, pathCount);
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
        int[] c = clauses[r];
        for (int m = 1; m < c.length; m++) {
          pathCount = visit(c[m], pathCount);
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
    int kept = 1;
    markedCount = 0;
    for (int m = 1; m < learnedLength; m++) {
      int x = learned[m] >> 1;
      if (reason[x] == DECISION || !redundant(x)) {
        learned[kept++] = learned[m];
      } else {
        mark(x); // left out: its mark is cleared with the others
      }
    }
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
   * Bumps also the options in the reasons of the learned clause's literals (all but the first
   * unique implication point), once each: the "reason side" bumping of Liang, Ganesh, Poupart and
   * Czarnecki (SAT 2016), as CaDiCaL's {@code bumpreason} does. On the 25x25 Sudoku set it cuts
   * the conflicts to a proof by about half.
   */
  private void bumpReasons(int kept) {
    for (int m = 1; m < kept; m++) {
      int x = learned[m] >> 1;
      int r = reason[x];
      if (r >= 0) {
        int[] c = clauses[r];
        for (int q = 1; q < c.length; q++) {
          bumpOnce(c[q] >> 1);
        }
      } else if (r < -1 - optionCount) {
        for (int y : itemOptions[-2 - optionCount - r]) {
          if (y != x) {
            bumpOnce(y);
          }
        }
      } else if (r != DECISION) {
        bumpOnce(-2 - r);
      }
    }
  }

  /** Bumps option u unless it is already marked (seen) or set at level 0; marks it. */
  private void bumpOnce(int u) {
    if (seen[u] == 0 && level[u] > 0) {
      seen[u] = 1;
      mark(u);
      bumpVar(u);
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
        int[] c = clauses[r];
        for (int m = 1; m < c.length; m++) {
          if ((top = follow(c[m] >> 1, top, mark)) < 0) {
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

  /** The literal block distance: how many decision levels the clause's literals come from. */
  private int levelsOf(int[] c) {
    int stamp = ++stampCounter;
    int n = 0;
    for (int lit : c) {
      int l = level[lit >> 1];
      if (levelStamp[l] != stamp) {
        levelStamp[l] = stamp;
        n++;
      }
    }
    return n;
  }

  private void cancelUntil(int target) {
    if (decisionLevel <= target) {
      return;
    }
    for (int t = trailTop - 1; t >= levelStart[target]; t--) {
      int x = trail[t] >> 1;
      if (value[x] == FALSE) {
        for (int j : optionItems[x]) {
          live[j]++;
        }
      } else {
        for (int j : optionItems[x]) {
          covers[j]--;
        }
      }
      phase[x] = value[x] == TRUE;
      value[x] = UNKNOWN;
      literal[2 * x] = 0;
      literal[2 * x + 1] = 0;
      if (heapIndex[x] < 0) {
        heapInsert(x);
      }
    }
    trailTop = levelStart[target];
    head = trailTop;
    decisionLevel = target;
  }

  /** The unassigned option of highest activity, or -1 when every option has a value. */
  private int pickBranch() {
    while (heapSize > 0) {
      int x = heapPop();
      if (value[x] == UNKNOWN) {
        return x;
      }
    }
    return -1;
  }

  private int addClause(int[] c, int lbd) {
    if (clauseCount == clauses.length) {
      clauses = Arrays.copyOf(clauses, 2 * clauseCount);
      clauseLbd = Arrays.copyOf(clauseLbd, 2 * clauseCount);
      clauseActivity = Arrays.copyOf(clauseActivity, 2 * clauseCount);
    }
    int ci = clauseCount++;
    clauses[ci] = c;
    clauseLbd[ci] = lbd;
    clauseActivity[ci] = 0;
    watch(c[0], ci, c[1]);
    watch(c[1], ci, c[0]);
    return ci;
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
   * those of two levels or less, the solutions' blocking clauses, and the reasons of literals set.
   */
  private void reduceClauses() {
    int n = 0;
    int[] candidates = new int[clauseCount];
    for (int ci = 0; ci < clauseCount; ci++) {
      if (clauses[ci] != null && clauseLbd[ci] > 2 && clauses[ci].length > 2) {
        candidates[n++] = ci;
      }
    }
    Integer[] order = new Integer[n];
    for (int m = 0; m < n; m++) {
      order[m] = candidates[m];
    }
    Arrays.sort(order, (a, b) -> clauseLbd[a] != clauseLbd[b]
        ? Integer.compare(clauseLbd[b], clauseLbd[a])
        : Double.compare(clauseActivity[a], clauseActivity[b]));
    for (int m = 0; m < n / 2; m++) {
      int ci = order[m];
      int first = clauses[ci][0];
      if (reason[first >> 1] == ci && literal[first] == 1) {
        continue; // the reason of a literal set: kept
      }
      clauses[ci] = null;
    }
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

  private void bumpClause(int ci) {
    if ((clauseActivity[ci] += clauseIncrement) > 1e20) {
      for (int c = 0; c < clauseCount; c++) {
        clauseActivity[c] *= 1e-20;
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
   * made by Knuth's "reluctant doubling" pairs (TAOCP 7.2.2.2): from (u, v) = (1, 1), the next
   * pair is (u + 1, 1) when u &amp; -u equals v, else (u, 2v); v is the term.
   */
  static final class ReluctantDoubling {
    private long u;
    private long v;

    ReluctantDoubling() {
      reset();
    }

    void reset() {
      u = 1;
      v = 0; // the first call of next() gives (1, 1)
    }

    /** The next term of the sequence. */
    long next() {
      if (v == 0) {
        v = 1;
      } else if ((u & -u) == v) {
        u++;
        v = 1;
      } else {
        v *= 2;
      }
      return v;
    }
  }
}
