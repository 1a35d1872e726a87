package dev.exactcover.dlx;

import java.util.Arrays;

/**
 * Conflict-driven clause learning over an exact cover problem without multiplicities: the search
 * of {@link Strategy#CLAUSE_LEARNING}, for instances where a backtracking tree is
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
 * node, an assignment as an update, and the conflicts are counted apart.
 *
 * <p>The rooms, one concern each, as MiniSat and CaDiCaL lay theirs out: this class holds the
 * search loop, the assignment and unit propagation (the trail, the levels, the reasons);
 * {@link Analysis} the conflict analysis with shrinking and minimization; {@link ClauseArena}
 * the learned clauses, their watches and their deletion; {@link ActivityHeap} the decisions'
 * order; {@link Restarts} the restarts and the decisions' phases.
 */
final class Learner implements Search {
  static final int DECISION = -1; // reason of a decision or of a fact at level 0
  // Conflicts between clause deletions: 2000, then 1000 more each time. Glucose adds 300; on the
  // 25x25 Sudoku set 1000 needs 23% fewer conflicts at about the same cost per conflict (3000:
  // 31% fewer, but a quarter slower per conflict; a constant 2000: 4.2 times as many conflicts).
  private static final long REDUCE_INCREMENT = 1000;

  private final Problem problem;
  private final LevelZero levelZero; // the forced options' consequences, and the problem left
  // The problem left by levelZero, numbered afresh (the fields below are all of its numbering):
  int optionCount;
  private int[] start; // per option (and one more): where its items begin in items
  private int[] items; // the options' items, one after the other
  private int[] colors; // the colors the options give their items (0: none)
  int[][] itemOptions; // per item: its options
  private int[][] itemNodes; // per item: for each of its options, its place in items
  private int primaryCount;
  private int[] original; // per option: its number in the problem
  private int[] prefix; // the options of the problem set true before the search

  // the assignment
  // per literal (2x: option x true; 2x+1: x false): 1 when it holds, -1 when not, 0 unknown
  private byte[] literal;
  private int[] live; // per item: its options not false
  private int[] covers; // per item: its options set true
  int[] level;
  int[] position; // per option set: its place on the trail
  // Why an option has its value: DECISION; a learned clause (>= 0); an option set true that
  // conflicts with it (-2 - option); or a primary item left with it alone (-2 - optionCount - item)
  int[] reason;
  int[] trail;
  int trailTop;
  private int head; // the trail's first literal not yet propagated
  private int[] levelStart = new int[64];
  int decisionLevel;

  // the rooms of the search: the clauses, the decisions' order and values, the analysis
  private final ClauseArena clauses = new ClauseArena();
  private final ActivityHeap heap = new ActivityHeap();
  private final Restarts restarts = new Restarts();
  private final Analysis analysis = new Analysis(this, clauses, heap);
  // the conflict found by propagate(): two options set true that conflict (conflictB >= 0), a
  // clause (conflictB -1: conflictA is its reference) or an item left with no option (-2)
  int conflictA;
  int conflictB;
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
  private long updates; // assignments: options set true or false, by decisions or propagation
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
    clauses.load(optionCount);
    heap.load(optionCount);
    restarts.load(optionCount);
    analysis.load();
  }

  /** Starts a new search, with the options forced so far: forgets every learned clause. */
  @Override
  public void prepare(Limits limits, SolutionVisitor visitor, ProgressListener progress,
      long interval, boolean pause) {
    nodes = 0;
    conflicts = 0;
    updates = 0;
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
    clauses.reset();
    heap.reset();
    restarts.reset();
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
        restarts.updateTargetAndBest(trail, levelStart[decisionLevel - 1]);
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
      assign(restarts.decide(x) ? 2 * x : 2 * x + 1, DECISION);
    }
  }

  /** Ends a paused search. */
  @Override
  public void abandon() {
    if (stop == null) {
      stop = Status.STOPPED;
    }
  }
  /**
   * Decisions as nodes (the profile has the one level there is), assignments as updates, and
   * the conflicts.
   */
  @Override
  public SearchResult result() {
    return SearchResult.of(stop == null ? Status.EXHAUSTED : stop,
        java.math.BigInteger.valueOf(solutions), nodes, updates, new long[] {nodes},
        budget.elapsed(), new long[Reduction.values().length], MemoStatistics.NONE,
        Strategy.CLAUSE_LEARNING).withConflicts(conflicts);
  }


  private Status checkpoint() {
    Status s = budget.look(nodes + conflicts);
    nextCheck = budget.nextClock;
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
    int[] learned = analysis.learned;
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
      clauses.add(learned, n, 0); // LBD 0: never deleted
    }
    return true;
  }

  private void assign(int lit, int why) {
    updates++;
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
    final int[] arena = clauses.arena;
    final int[][] watches = clauses.watches;
    final int[] watchLength = clauses.watchLength;
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
        int c = ci + ClauseArena.HEADER; // the clause's first literal
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
            clauses.watch(arena[c + 1], ci, first);
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
    analysis.analyze();
    cancelUntil(analysis.backjumpLevel);
    int[] learned = analysis.learned;
    int length = analysis.learnedLength;
    if (length == 1) {
      assign(learned[0], DECISION);
    } else {
      int ci = clauses.add(learned, length,
          analysis.levelsOf(learned, 0, length, Integer.MAX_VALUE));
      clauses.bump(ci);
      assign(learned[0], ci);
    }
    heap.decay();
    clauses.decay();
    if (restarts.restartDue(conflicts)) { // a restart keeps what was learned and the saved phases
      cancelUntil(0);
    }
    if (restarts.rephaseDue(conflicts)) {
      cancelUntil(0);
      restarts.rephase(conflicts);
    }
    if (conflicts >= nextReduce) {
      reductions++;
      nextReduce = conflicts + 2000 + REDUCE_INCREMENT * reductions;
      clauses.reduce(reason, literal, trail, trailTop);
    }
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
      restarts.phase[x] = isTrue(x);
      literal[2 * x] = 0;
      literal[2 * x + 1] = 0;
      heap.insertIfAbsent(x);
    }
    trailTop = levelStart[toLevel];
    head = trailTop;
    decisionLevel = toLevel;
  }

  /** The unassigned option of highest activity, or -1 when every option has a value. */
  private int pickBranch() {
    while (!heap.isEmpty()) {
      int x = heap.pop();
      if (unknown(x)) {
        return x;
      }
    }
    return -1;
  }













}
