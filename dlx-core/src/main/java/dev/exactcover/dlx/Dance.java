package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.SolverAccess;
import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * The dancing links themselves: the data structure of Knuth's DLX programs on flat {@code int}
 * arrays, and the two search loops, Algorithm X/C (exactly once, with colors; as {@code dlx1} and
 * {@code dlx2}) and Algorithm M (multiplicities; as {@code dlx3}). D. E. Knuth, <i>The Art of
 * Computer Programming</i>, Volume 4B, Section 7.2.2.1 (2022), and his programs DLX1, DLX2, DLX3.
 *
 * <h2>Data</h2>
 * All nodes live in one array {@code nd}, four ints per node, so that the fields the inner loops
 * touch together share a cache line: {@code UP}, {@code DOWN} (the item's circular list),
 * {@code ITM} (the item, numbered from 1) and {@code COLOR} (0 for none). A node "pointer" is the
 * index of its first int, four times its number: an int, not a reference. Nodes {@code 1..N} are
 * the item headers; in a header, {@code ITM} holds the list length ({@code LEN}). After the headers
 * come the options, one node per item, each option preceded and followed by a spacer whose
 * {@code ITM} is {@code -(option+1)} (0 for the first), whose {@code UP} points at the first node of
 * the option before it and whose {@code DOWN} at the last node of the option after it, so that an
 * option can be walked circularly in either direction. The active primary items form a doubly
 * linked list through {@code prev}/{@code next} with head 0; secondary items link to themselves.
 *
 * <h2>The delicate invariant</h2>
 * Covering an item unlinks the nodes of its options from every other list, but a node that leaves a
 * list keeps its own {@code UP} and {@code DOWN}: it remembers where it was. So undoing is possible
 * without any record of what was done, provided that every operation is undone in exactly the
 * reverse order: the items of an option are uncovered right to left after being covered left to
 * right, the levels are unwound deepest first, and the nodes of one option are relinked in the
 * reverse of the order they were unlinked. Every loop below that undoes something walks backwards
 * for that reason. (Within one uncover, the order of the options themselves happens not to matter,
 * as Knuth notes; we go upward anyway, to keep the rule simple.)
 *
 * <h2>Search</h2>
 * An explicit state machine, no recursion, one per algorithm, each with the steps of Knuth's
 * program under his names: {@code forward} (a new node: a solution when no primary item is left;
 * else choose an item, fewest options first (MRV), leftmost on ties or seeded random, and cover
 * it), {@code advance} (try its next option), {@code backup} (restore the item) and, going up a
 * level, {@code recover} in X (dlx1) or {@code backdown} in M (dlx3). Statistics are counted as
 * Knuth's programs count them, so that nodes and updates equal theirs. Limits, progress and
 * cancellation are looked at once per node through a single comparison with {@code checkAt},
 * never inside cover or uncover. Nothing is allocated per node. With assertions on, Knuth's
 * {@code sanity()} check runs at the first nodes of every search and then at every 4096th.
 *
 * <p>With reductions on (X/C only), a forward step that is not a dead end first removes the
 * options they rule out (see {@link Reductions}) and then chooses; the removals sit on a trail
 * that the backdown step unwinds to where the level began, after the level's own uncover and
 * before the level above uncommits: the reverse order again. The weighted item choice replaces
 * the fewest-options scan with a scan for the fewest options per weight.
 *
 * <h2>Rooms</h2>
 * This class keeps the links, the dance steps shared by every loop, forcing, the item choice,
 * the per-node bookkeeping and the X/C loop. Algorithm M's own steps and loop are in
 * {@link Multiplicities} (made only for a problem with multiplicities), the reductions in
 * {@link Reductions} (made only when the settings ask for one), and clause learning, which
 * replaces the tree altogether, in {@link Learner} and its companions.
 *
 * <p>The same loop serves three purposes through two knobs: a <em>prefix</em> pins the choice at
 * each of the first levels to a given branch (a subproblem of the tree, for parallel counting), and
 * a <em>cut</em> level turns nodes at that depth into leaves that are reported instead of searched
 * (to enumerate the subproblems).
 */
final class Dance implements Search {
  static final int UP = 0;
  static final int DOWN = 1;
  static final int ITM = 2;
  static final int LEN = 2;
  static final int COLOR = 3;
  static final int NODE = 4; // ints per node

  // The clock is the budget's (Budget.look): looked at by elapsed time, not by a fixed node
  // count, so that a time limit holds whatever a node costs (under blocking or probing a node
  // can cost a millisecond).
  private static final int INFINITY = Integer.MAX_VALUE;

  /** The outcome of {@link #run}: a status, or one of these two internal ones. */
  static final int RUN_DONE = 0;
  static final int RUN_PAUSED = 1;

  final Problem problem;
  final int itemCount; // N
  final int primaryCount; // N1
  private final boolean mcc; // Algorithm M rather than X/C
  private final Multiplicities multiplicities; // its loop, for M only
  final int firstSpacer; // address of the spacer before the first option
  final int[] optionNode; // address of the first node of each option
  final int[] nd;
  final int[] prev;
  final int[] next;
  final int[] bound; // M: how many more times item i may be covered (X: 1 until covered)
  final int[] slack; // M: hi - lo

  // Search state, sized once for the deepest possible level.
  final int[] choice; // the node (or, for a null move in M, the header) tried at level l
  final int[] degree; // the branching degree at level l, for the progress estimate
  private final long[] profile; // nodes per level
  int level;

  // Options forced before the search, as a stack of first-node addresses.
  private final int[] forced;
  private int forcedCount;
  private final boolean[] optionForced;
  final int[] secondaryState; // 0 free, -1 covered, c > 0 purified with color c

  // Tie-breaking.
  SplittableRandom random;

  // The reductions (X/C only), made when the settings ask for one, else null; and the weights of
  // the weighted item choice, made when asked for.
  Reductions reductions;
  // The problem's side constraints (see Propagator), made only when it carries some, else null.
  final Propagation propagation;
  boolean weighted; // ItemChoice.WEIGHTED
  private boolean withReductions; // the strategy: its result says so, whatever was removed
  int[] weight; // per item: 1 + the dead ends it has caused in this search

  // Prefix (pinned branches) and cut (leaves reported to a sink).
  int[] prefix = new int[0];
  int floor; // the levels above this take no further branch: pinned, or given away
  int memoFrom; // the first pinned level chosen in the memoized count's order (see MemoCount)
  SolverAccess.Giver giver; // takes work away while other workers are idle (or null)
  long giveEvery;
  private long giveAt;
  private int cutLevel = Integer.MAX_VALUE;
  private PrefixSink sink;

  // Statistics and limits of the current search.
  long nodes;
  long updates;
  long solutions;
  final Budget budget = new Budget();
  private SolutionVisitor visitor;
  private boolean pauseOnSolution;
  Status stop;

  /** Receives the leaves at the cut level: the branch index (1-based) at each level above. */
  interface PrefixSink {
    void accept(int[] branches);
  }

  Dance(Problem p) {
    this.problem = p;
    this.itemCount = p.itemCount();
    this.primaryCount = p.primaryItemCount();
    this.mcc = p.hasMultiplicities();
    int[] start = p.rawOptionStart();
    int[] items = p.rawOptionItems();
    int[] colors = p.rawOptionColors();
    int options = start.length - 1;
    int nodeTotal = itemCount + 1 + options + 1 + items.length;
    nd = new int[nodeTotal * NODE];
    prev = new int[itemCount + 1];
    next = new int[itemCount + 1];
    bound = new int[itemCount + 1];
    slack = new int[itemCount + 1];
    for (int i = 1; i <= itemCount; i++) {
      int h = i * NODE;
      nd[h + UP] = h;
      nd[h + DOWN] = h;
      if (i <= primaryCount) {
        prev[i] = i - 1;
        next[i - 1] = i;
        bound[i] = p.rawUpperBound(i - 1);
        slack[i] = p.rawUpperBound(i - 1) - p.rawLowerBound(i - 1);
      } else {
        prev[i] = i;
        next[i] = i;
      }
    }
    prev[0] = primaryCount;
    next[primaryCount] = 0;
    firstSpacer = (itemCount + 1) * NODE;
    optionNode = new int[options];
    int spacer = firstSpacer;
    nd[spacer + ITM] = 0;
    for (int o = 0; o < options; o++) {
      int first = spacer + NODE;
      int x = first;
      for (int k = start[o]; k < start[o + 1]; k++, x += NODE) {
        int i = items[k] + 1;
        int h = i * NODE;
        int last = nd[h + UP];
        nd[x + ITM] = i;
        nd[x + COLOR] = colors[k];
        nd[x + UP] = last;
        nd[x + DOWN] = h;
        nd[last + DOWN] = x;
        nd[h + UP] = x;
        nd[h + LEN]++;
      }
      optionNode[o] = first;
      nd[spacer + DOWN] = x - NODE; // last node of this option
      spacer = x;
      nd[spacer + ITM] = -(o + 1);
      nd[spacer + UP] = first;
    }
    // The deepest level. In X/C each level covers at least one primary item. In M each level
    // chooses a distinct option, which uses up one of the bound of some primary item, or takes
    // the null move of an item, which then stays inactive below it.
    long depth;
    if (mcc) {
      long sum = 0;
      for (int i = 1; i <= primaryCount; i++) {
        sum += bound[i];
      }
      depth = Math.min(sum, (long) options) + primaryCount;
    } else {
      depth = primaryCount;
    }
    int levels = (int) depth + 2;
    choice = new int[levels];
    multiplicities = mcc ? new Multiplicities(this, levels) : null;
    degree = new int[levels];
    profile = new long[levels];
    forced = new int[options];
    optionForced = new boolean[options];
    secondaryState = new int[itemCount + 1];
    propagation = p.hasPropagators() ? new Propagation(this, p.propagators(), levels) : null;
  }

  // ---------------------------------------------------------------------------------------------
  // Covering, hiding, purifying: the dance steps. Each returns the number of updates it made.

  /** Removes item {@code i} from the active list and hides every option in its list. */
  int cover(int i) {
    final int[] nd = this.nd;
    int l = prev[i];
    int r = next[i];
    next[l] = r;
    prev[r] = l;
    int updates = 1;
    int h = i * NODE;
    for (int rr = nd[h + DOWN]; rr != h; rr = nd[rr + DOWN]) {
      updates += hide(rr);
    }
    return updates;
  }

  /** Undoes {@link #cover}: options upward, then the item back into the active list. */
  void uncover(int i) {
    final int[] nd = this.nd;
    int h = i * NODE;
    for (int rr = nd[h + UP]; rr != h; rr = nd[rr + UP]) {
      unhide(rr);
    }
    int l = prev[i];
    int r = next[i];
    next[l] = i;
    prev[r] = i;
  }

  /**
   * Unlinks every node of the option of {@code x}, except {@code x} itself, from its item's list.
   * Nodes whose color is negative belong to a purified item and stay where they are.
   */
  int hide(int x) {
    final int[] nd = this.nd;
    int updates = 0;
    for (int q = x + NODE; q != x; ) {
      int j = nd[q + ITM];
      if (j <= 0) {
        q = nd[q + UP]; // a spacer: wrap around to the first node of the option
        continue;
      }
      if (nd[q + COLOR] >= 0) {
        int u = nd[q + UP];
        int d = nd[q + DOWN];
        nd[u + DOWN] = d;
        nd[d + UP] = u;
        nd[j * NODE + LEN]--;
        updates++;
      }
      q += NODE;
    }
    return updates;
  }

  /** Undoes {@link #hide}, right to left. */
  void unhide(int x) {
    final int[] nd = this.nd;
    for (int q = x - NODE; q != x; ) {
      int j = nd[q + ITM];
      if (j <= 0) {
        q = nd[q + DOWN]; // a spacer: wrap around to the last node of the option
        continue;
      }
      if (nd[q + COLOR] >= 0) {
        int u = nd[q + UP];
        int d = nd[q + DOWN];
        nd[u + DOWN] = q;
        nd[d + UP] = q;
        nd[j * NODE + LEN]++;
      }
      q -= NODE;
    }
  }

  /** Covers secondary item {@code j} of node {@code p}, or purifies it if {@code p} has a color. */
  int commit(int p, int j) {
    int c = nd[p + COLOR];
    if (c == 0) {
      return cover(j);
    }
    return c > 0 ? purify(p) : 0;
  }

  void uncommit(int p, int j) {
    int c = nd[p + COLOR];
    if (c == 0) {
      uncover(j);
    } else if (c > 0) {
      unpurify(p);
    }
  }

  /**
   * Keeps only the options that agree with the color of node {@code p} on its item: the others are
   * hidden, and those of the same color are marked (color -1) so that they are not purified again.
   */
  private int purify(int p) {
    final int[] nd = this.nd;
    int c = nd[p + COLOR];
    int h = nd[p + ITM] * NODE;
    int updates = 0;
    for (int rr = nd[h + DOWN]; rr != h; rr = nd[rr + DOWN]) {
      if (nd[rr + COLOR] != c) {
        updates += hide(rr);
      } else if (rr != p) {
        nd[rr + COLOR] = -1;
      }
    }
    return updates;
  }

  private void unpurify(int p) {
    final int[] nd = this.nd;
    int c = nd[p + COLOR];
    int h = nd[p + ITM] * NODE;
    for (int rr = nd[h + UP]; rr != h; rr = nd[rr + UP]) {
      if (nd[rr + COLOR] < 0) {
        nd[rr + COLOR] = c;
      } else if (rr != p) {
        unhide(rr);
      }
    }
  }

  /** X/C: covers the items of the option of {@code x} other than {@code x}'s, left to right. */
  int commitOthers(int x) {
    final int[] nd = this.nd;
    int updates = 0;
    for (int p = x + NODE; p != x; ) {
      int j = nd[p + ITM];
      if (j <= 0) {
        p = nd[p + UP];
      } else {
        updates += j <= primaryCount ? cover(j) : commit(p, j);
        p += NODE;
      }
    }
    return updates;
  }

  /** X/C: undoes {@link #commitOthers}, right to left. */
  void uncommitOthers(int x) {
    final int[] nd = this.nd;
    for (int p = x - NODE; p != x; ) {
      int j = nd[p + ITM];
      if (j <= 0) {
        p = nd[p + DOWN];
      } else {
        if (j <= primaryCount) {
          uncover(j);
        } else {
          uncommit(p, j);
        }
        p -= NODE;
      }
    }
  }

  /** Hides every node of the option of {@code x}, {@code x} included (for forcing). */
  private void hideAll(int x) {
    hide(x);
    int u = nd[x + UP];
    int d = nd[x + DOWN];
    nd[u + DOWN] = d;
    nd[d + UP] = u;
    nd[nd[x + ITM] * NODE + LEN]--;
  }

  private void unhideAll(int x) {
    int u = nd[x + UP];
    int d = nd[x + DOWN];
    nd[u + DOWN] = x;
    nd[d + UP] = x;
    nd[nd[x + ITM] * NODE + LEN]++;
    unhide(x);
  }

  // ---------------------------------------------------------------------------------------------
  // The reductions and the weighted choice (see Reductions).

  /**
   * Sets the reductions and the item choice (for X/C problems; Algorithm M ignores them). The
   * reductions' state is made here when one is asked for, and dropped when none is.
   */
  void setPropagation(boolean subsumption, boolean blocking, boolean probing, boolean matching,
      boolean weighted) {
    this.weighted = weighted && !mcc;
    if (this.weighted && weight == null) {
      weight = new int[itemCount + 1];
    }
    boolean matches = matching && problem.pairingCount() > 0;
    if (mcc || !(subsumption || blocking || probing || matches)) {
      reductions = null;
      return;
    }
    if (reductions == null) {
      reductions = new Reductions(this, choice.length);
    }
    reductions.set(subsumption, blocking, probing, matches);
  }

  /**
   * Whether the strategy is Dancing Links with reductions, which the results then name (for X/C
   * problems; Algorithm M has none), whether or not a reduction found anything to act on.
   */
  void setWithReductions(boolean on) {
    withReductions = on && !mcc;
  }

  /** The item to branch on, by the item choice in force. */
  int chooseItem() {
    return weighted ? chooseWeighted() : chooseX();
  }

  /**
   * The bytes of the arrays this search holds, the reductions' included (their contents, without
   * the arrays' headers): the footprint of one solver, which tests keep small when no reduction
   * is on.
   */
  long arrayBytes() {
    long ints = (long) nd.length + prev.length + next.length + bound.length + slack.length
        + optionNode.length + choice.length + degree.length + forced.length
        + secondaryState.length + (weight == null ? 0 : weight.length) + prefix.length
        + (mcc ? multiplicities.firstTweak.length : 0);
    long bytes = 4 * ints + 8L * profile.length + optionForced.length;
    return reductions == null ? bytes : bytes + reductions.arrayBytes();
  }

  // ---------------------------------------------------------------------------------------------
  // Forcing options before the search (the givens of a puzzle).

  /** Forces option {@code o} into every solution; false, with nothing changed, if it conflicts. */
  boolean force(int o) {
    if (optionForced[o]) {
      return false;
    }
    int x = optionNode[o];
    for (int p = x; nd[p + ITM] > 0; p += NODE) {
      int j = nd[p + ITM];
      int c = nd[p + COLOR];
      if (j <= primaryCount) {
        if (bound[j] == 0) {
          return false; // covered already, as often as it may be
        }
      } else {
        int s = secondaryState[j];
        if (s == -1 || (s > 0 && c != s && c >= 0)) {
          return false; // taken, or taken with another color
        }
      }
    }
    hideAll(x);
    for (int p = x; nd[p + ITM] > 0; p += NODE) {
      int j = nd[p + ITM];
      if (j <= primaryCount) {
        if (--bound[j] == 0) {
          cover(j);
        }
      } else {
        int c = nd[p + COLOR];
        if (secondaryState[j] == 0) {
          secondaryState[j] = c == 0 ? -1 : c;
        }
        commit(p, j);
      }
    }
    optionForced[o] = true;
    forced[forcedCount++] = x;
    return true;
  }

  /** Undoes every {@link #force}, last first. */
  void unforceAll() {
    unforceTo(0);
  }

  /**
   * Undoes the {@link #force}s after the first {@code keep}, last first: the structure is then as
   * it was after those {@code keep}, exactly (each list's order too), as if the others had never
   * been forced.
   */
  void unforceTo(int keep) {
    while (forcedCount > keep) {
      int x = forced[--forcedCount];
      int last = x;
      while (nd[last + NODE + ITM] > 0) {
        last += NODE;
      }
      for (int p = last; p >= x; p -= NODE) {
        int j = nd[p + ITM];
        if (j <= primaryCount) {
          if (bound[j]++ == 0) {
            uncover(j);
          }
        } else {
          uncommit(p, j);
        }
      }
      unhideAll(x);
      optionForced[optionOf(x)] = false;
    }
    Arrays.fill(secondaryState, 0);
    for (int f = 0; f < forcedCount; f++) { // the states the options kept set, as force did
      for (int p = forced[f]; nd[p + ITM] > 0; p += NODE) {
        int j = nd[p + ITM];
        if (j > primaryCount && secondaryState[j] == 0) {
          int c = nd[p + COLOR];
          secondaryState[j] = c == 0 ? -1 : c;
        }
      }
    }
  }

  /** How many options are forced. */
  int forcedCount() {
    return forcedCount;
  }

  /** The options forced so far, in the order they were forced. */
  int[] forcedOptions() {
    int[] o = new int[forcedCount];
    for (int f = 0; f < forcedCount; f++) {
      o[f] = optionOf(forced[f]);
    }
    return o;
  }

  /** The option (numbered from 0) that node {@code x} belongs to. */
  int optionOf(int x) {
    while (nd[x + ITM] > 0) {
      x += NODE;
    }
    return -nd[x + ITM] - 1;
  }

  // ---------------------------------------------------------------------------------------------
  // Branching order.

  /**
   * Quick choice: the scan for the item of fewest options stops at the first item with one
   * option, instead of going on to look for one with none. The same solutions, a tree that can
   * be larger by a dead end found one level later, and far fewer items scanned per node on wide
   * matrices (Sudoku 16x16 has 1,024 items). Off by default, as in Knuth's programs.
   */
  private int enough; // the scan for the MRV item stops at a length this small

  void setQuickChoice(boolean quick) {
    enough = quick ? 1 : 0;
  }

  boolean quickChoice() {
    return enough == 1;
  }

  /** Seeded random tie-breaks and option order, or (null) leftmost ties and the given order. */
  void setRandom(Long seed) {
    if (forcedCount > 0) {
      throw new IllegalStateException("change the branching order before forcing options");
    }
    random = seed == null ? null : new SplittableRandom(seed);
    relinkLists();
  }

  /** Rebuilds every item's list: in node order, or shuffled (Fisher-Yates) when randomizing. */
  private void relinkLists() {
    int[] buf = new int[16];
    for (int i = 1; i <= itemCount; i++) {
      int h = i * NODE;
      int n = 0;
      for (int x = nd[h + DOWN]; x != h; x = nd[x + DOWN]) {
        if (n == buf.length) {
          buf = Arrays.copyOf(buf, 2 * n);
        }
        buf[n++] = x;
      }
      Arrays.sort(buf, 0, n);
      if (random != null) {
        for (int k = n - 1; k > 0; k--) {
          int r = random.nextInt(k + 1);
          int t = buf[k];
          buf[k] = buf[r];
          buf[r] = t;
        }
      }
      int y = h;
      for (int k = 0; k < n; k++) {
        nd[y + DOWN] = buf[k];
        nd[buf[k] + UP] = y;
        y = buf[k];
      }
      nd[y + DOWN] = h;
      nd[h + UP] = y;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Set-up of one search.

  @Override
  public void prepare(Limits limits, SolutionVisitor visitor, ProgressListener progress,
      long interval, boolean pause) {
    nodes = 0;
    updates = 0;
    solutions = 0;
    level = 0;
    stop = null;
    Arrays.fill(profile, 0);
    budget.start(limits, progress, interval);
    this.visitor = visitor;
    pauseOnSolution = pause;
    if (reductions != null) {
      reductions.reset();
    }
    if (weighted) {
      Arrays.fill(weight, 1);
    }
  }

  void setPrefix(int[] branches) {
    setPrefix(branches, branches.length);
  }

  /** Pins {@code branches}, those at levels {@code memoFrom} and below in MemoCount's order. */
  void setPrefix(int[] branches, int memoFrom) {
    prefix = branches;
    floor = branches.length;
    this.memoFrom = memoFrom;
  }

  /**
   * Gives work away to {@code giver} while it is wanted, looked at every {@code every} nodes (none
   * when {@code giver} is null). Algorithms X and C only: with multiplicities nothing is given.
   */
  void setGiver(SolverAccess.Giver giver, long every) {
    this.giver = mcc ? null : giver;
    this.giveEvery = Math.max(1, every);
    this.giveAt = every;
  }

  /**
   * Hands the giver the untried options of the shallowest level at or below {@link #floor} that
   * has some, each as the branches of a subproblem, and raises the floor past that level so that
   * this search does not try them. The option being searched at that level keeps its place in
   * its item's list while the search is below it (the dance's invariant), so the 1-based index
   * of each later option is the index of the current one plus its distance down the list.
   */
  private void giveAway() {
    for (int l = floor; l < level; l++) {
      int x = choice[l];
      int h = nd[x + ITM] * NODE;
      if (nd[x + DOWN] == h) {
        continue;
      }
      int[] branches = new int[l + 1];
      for (int i = 0; i <= l; i++) {
        branches[i] = branchIndex(i);
      }
      for (int y = nd[x + DOWN]; y != h; y = nd[y + DOWN]) {
        branches[l]++;
        giver.give(branches.clone(), branches.length);
      }
      floor = l + 1;
      return;
    }
  }

  void setCut(int cut, PrefixSink sink) {
    cutLevel = cut;
    this.sink = sink;
  }

  /** Looks at the limits; returns a status to stop with, or null to go on. */
  private Status checkpoint(long nodes, long solutions) {
    if (nodes >= budget.nodeLimit) {
      return Status.NODE_LIMIT;
    }
    Status s = budget.look(nodes);
    if (s != null) {
      return s;
    }
    if (giver != null && nodes >= giveAt) {
      giveAt = nodes + giveEvery;
      if (giver.wanted()) {
        giveAway();
      }
    }
    budget.report(nodes, solutions, level, this::fractionDone);
    return null;
  }

  /**
   * Whether the time is up or the search was cancelled, for work inside one node that can take
   * long (the reductions): it stops that work, and the next node's checkpoint stops the search.
   */
  boolean timeUp() {
    return budget.outOfTime() != null;
  }

  private long checkAt() {
    long at = Math.min(budget.nodeLimit, Math.min(budget.nextClock, budget.nextProgress));
    return giver == null ? at : Math.min(at, giveAt);
  }

  /** The 1-based index of the choice at level {@code l} among the branches of its node. */
  private int branchIndex(int l) {
    int x = choice[l];
    int p;
    if (mcc) {
      p = multiplicities.firstTweak[l];
    } else {
      p = nd[nd[x + ITM] * NODE + DOWN];
    }
    int k = 1;
    for (; p != x; p = nd[p + DOWN]) {
      k++;
    }
    return k;
  }

  /**
   * Knuth's estimate of the fraction of the tree done (see {@link Progress#fractionDone}), with the
   * subtree of the current node counted as not done yet. (Knuth's programs print {@code f + 0.5/fd},
   * counting half of it as done; that can fall when the search goes down a first branch, since half
   * of the child's share is less than half of the parent's. Without that term the estimate never
   * falls: going down adds terms that are not negative, and moving to a later branch at level l
   * adds at least 1/fd_l while the deeper terms it drops add up to less than that.)
   */
  double fractionDone() {
    double f = 0;
    double fd = 1;
    for (int l = 0; l < level; l++) {
      fd *= Math.max(1, degree[l]);
      f += (branchIndex(l) - 1) / fd;
    }
    return Math.min(1.0, f);
  }

  int maxLevel() {
    for (int l = profile.length - 1; l >= 0; l--) {
      if (profile[l] != 0) {
        return l;
      }
    }
    return 0;
  }

  long[] profile() {
    return Arrays.copyOf(profile, maxLevel() + 1);
  }

  /** Records a solution; returns a status to stop with, or null to go on. */
  private Status solution(long count) {
    if (visitor != null) {
      if (!visitor.visit(currentSolution())) {
        return Status.STOPPED;
      }
    }
    return count >= budget.solutionLimit ? Status.SOLUTION_LIMIT : null;
  }

  @Override
  public Solution currentSolution() {
    int n = forcedCount;
    for (int l = 0; l < level; l++) {
      if (choice[l] >= firstSpacer) {
        n++;
      }
    }
    int[] options = Arrays.copyOf(forcedOptions(), n);
    int k = forcedCount;
    for (int l = 0; l < level; l++) {
      if (choice[l] >= firstSpacer) {
        options[k++] = optionOf(choice[l]);
      }
    }
    return new Solution(problem, options);
  }

  int[] currentBranches() {
    int[] b = new int[level];
    for (int l = 0; l < level; l++) {
      b[l] = branchIndex(l);
    }
    return b;
  }
  // ---------------------------------------------------------------------------------------------
  // The search loops. Each is a state machine whose states are the steps of Knuth's program, named
  // and ordered as there, so that the loop reads beside it: runX beside dlx1 (dlx2 differs only in
  // the dance steps, commit and purify), Multiplicities.run beside dlx3. A state falls through to the next one as
  // Knuth's text does, and "goto" is "step = ...; continue". What every node needs besides the
  // dance (limits, statistics, profile, the sanity check, solutions, pauses, the cut) is in the
  // three methods below, shared by both loops.

  private static final int FORWARD = 0;
  private static final int ADVANCE = 1;
  private static final int BACKUP = 2;
  private static final int BACKDOWN = 3;

  /** With assertions on, Knuth's sanity check runs at each of the first SANITY_ALL nodes... */
  private static final long SANITY_ALL = 1 << 12;
  /** ...and then at every node whose number is a multiple of SANITY_MASK + 1. */
  private static final long SANITY_MASK = (1 << 12) - 1;

  private long checkAt; // the node count at which checkpoint() must look at the limits again

  /**
   * Runs (or, with {@code resume}, continues after a pause) the search prepared by
   * {@link #prepare}. Returns {@link #RUN_PAUSED} when it stopped at a solution to be resumed, or
   * {@link #RUN_DONE} when it has unwound to level 0, with {@link #stop} null if the tree was
   * exhausted or else the reason it stopped. Either way the structure is intact when done.
   */
  @Override
  public int run(boolean resume) {
    checkAt = stop == null ? checkAt() : 0;
    return mcc ? multiplicities.run(resume) : runX(resume);
  }

  /** Stops a paused search: unwinds every level so that the solver can be used again. */
  @Override
  public void abandon() {
    if (stop == null) {
      stop = Status.STOPPED;
    }
    run(true);
  }

  @Override
  public SearchResult result() {
    return SearchResult.of(stop == null ? Status.EXHAUSTED : stop,
        java.math.BigInteger.valueOf(solutions), nodes, updates, profile(), budget.elapsed(),
        reductions == null ? new long[Reduction.values().length] : reductions.removed.clone(),
        MemoStatistics.NONE,
        withReductions ? Strategy.WITH_REDUCTIONS : Strategy.DANCING_LINKS);
  }

  /**
   * The bookkeeping of every forward step: looks at the limits (one comparison with
   * {@code checkAt} unless one is due), counts the node in the statistics and the profile, and,
   * with assertions on, runs Knuth's sanity check. Returns false, the node not entered, when a
   * limit stops the search.
   */
  boolean enter(int level) {
    this.level = level;
    if (nodes >= checkAt) {
      stop = checkpoint(nodes, solutions);
      if (stop != null) {
        return false;
      }
      checkAt = checkAt();
    }
    nodes++;
    profile[level]++;
    assert (nodes > SANITY_ALL && (nodes & SANITY_MASK) != 0) || sane();
    return true;
  }

  /**
   * A solution at the node just entered: counted and shown to the visitor. Returns true when the
   * loop must pause here (a stream's search); else the loop goes back down, and {@link #stop}
   * says whether it goes on.
   */
  boolean solved() {
    solutions++;
    stop = solution(solutions);
    return stop == null && pauseOnSolution;
  }

  /** The node just entered is at the cut level: it is reported, not searched. */
  boolean cutHere() {
    if (level != cutLevel) {
      return false;
    }
    sink.accept(currentBranches());
    return true;
  }

  /**
   * Algorithm X/C, the loop of Knuth's {@code dlx1}: forward (a new node: a solution when no
   * primary item is left, else choose an item and cover it), advance (try the next option of the
   * item, or back up when its list is done), backup (uncover the item, go to the level above)
   * and recover (uncover the other items of that level's option, and advance to the next one).
   * Knuth finds a solution in advance, right after covering; we find it at the next forward
   * step, the same node (he counts it as one too).
   */
  private int runX(boolean resume) {
    final int[] nd = this.nd;
    final int[] choice = this.choice;
    final int prefixLen = prefix.length;
    int level = this.level;
    int best = 0; // best_itm: the item branched on at this level
    int x = 0; // cur_node: the option tried at this level
    int step = resume ? BACKDOWN : FORWARD;
    loop:
    for (;;) {
      switch (step) {
        case FORWARD:
          if (reductions != null) {
            reductions.enter(level);
          }
          if (propagation != null) { // side constraints: see Propagation
            propagation.enter(level);
          }
          if (!enter(level)) {
            step = BACKDOWN;
            continue loop;
          }
          if (propagation != null && !propagation.propagate()) { // a dead end by a propagator
            if (weighted && level > 0) { // counted against the two items branched on above
              weight[nd[choice[level - 1] + ITM]]++;
              if (level > 1) {
                weight[nd[choice[level - 2] + ITM]]++;
              }
            }
            step = BACKDOWN;
            continue loop;
          }
          if (next[0] == 0) { // every primary item is covered: a solution
            if (solved()) {
              return RUN_PAUSED;
            }
            step = BACKDOWN;
            continue loop;
          }
          if (cutHere()) {
            step = BACKDOWN;
            continue loop;
          }
          best = weighted ? chooseWeighted() : chooseX();
          if (reductions != null && nd[best * NODE + LEN] > 0) { // not a dead end: reduce
            best = reductions.reduce(level, best, level == 0 ? 0 : choice[level - 1]);
            if (best < 0) {
              step = BACKDOWN;
              continue loop;
            }
          }
          degree[level] = nd[best * NODE + LEN];
          updates += cover(best);
          x = nd[best * NODE + DOWN];
          if (level < prefixLen) { // a pinned branch: skip to it
            for (int skip = prefix[level] - 1; skip > 0 && x != best * NODE; skip--) {
              x = nd[x + DOWN];
            }
          }
          // fall through
        case ADVANCE:
          if (x != best * NODE) {
            choice[level] = x;
            updates += commitOthers(x);
            level++;
            step = FORWARD;
            continue loop;
          }
          // fall through: every option of best has been tried
        case BACKUP:
          uncover(best);
          // fall through
        case BACKDOWN:
          if (reductions != null) {
            reductions.leave(level); // undo the reductions made at this level
          }
          if (propagation != null) {
            propagation.leave(level); // then the propagators' removals, made before them
          }
          if (level == 0) {
            break loop;
          }
          level--;
          x = choice[level];
          best = nd[x + ITM];
          // recover:
          uncommitOthers(x);
          if (stop != null || level < floor) { // stopping, or pinned or given away: no more
            step = BACKUP;
            continue loop;
          }
          x = nd[x + DOWN];
          step = ADVANCE;
          continue loop;
        default:
          throw new AssertionError(step);
      }
    }
    this.level = 0;
    return RUN_DONE;
  }

  /** The item with the fewest options (MRV): leftmost, or at random among ties. */
  int chooseX() {
    final int[] nd = this.nd;
    final int[] next = this.next;
    int best = 0;
    int min = INFINITY;
    if (random == null) {
      for (int k = next[0]; k != 0; k = next[k]) {
        int len = nd[k * NODE + LEN];
        if (len < min) {
          best = k;
          min = len;
          if (len <= enough) { // 0 always ends the scan; 1 too with quick choice
            break;
          }
        }
      }
    } else {
      int ties = 0;
      for (int k = next[0]; k != 0; k = next[k]) {
        int len = nd[k * NODE + LEN];
        if (len < min) {
          best = k;
          min = len;
          ties = 1;
          if (len == 0) {
            break;
          }
        } else if (len == min && random.nextInt(++ties) == 0) {
          best = k;
        }
      }
    }
    return best;
  }

  /**
   * The weighted item choice: the item with the fewest options per unit of weight, where an
   * item's weight is 1 plus the dead ends it caused in this search (a list found empty, or a
   * propagator's dead end one or two levels below a branch on it), after the "weighted degree"
   * heuristic of Boussemart, Hemery, Lecoutre and Sais (ECAI 2004) and the weights of Knuth's
   * SSXCC. An item with no option or one is taken at once. Ties go leftmost, or at random when
   * branching at random. Every item choice gives the same solutions.
   */
  private int chooseWeighted() {
    final int[] nd = this.nd;
    final int[] next = this.next;
    final int[] weight = this.weight;
    int best = 0;
    long bestLen = 0;
    long bestWeight = 1;
    int ties = 0;
    for (int k = next[0]; k != 0; k = next[k]) {
      int len = nd[k * NODE + LEN];
      if (len <= 1) {
        if (len == 0) {
          weight[k]++;
        }
        return k;
      }
      long w = weight[k];
      long lhs = len * bestWeight;
      long rhs = best == 0 ? Long.MAX_VALUE : bestLen * w;
      if (lhs < rhs) {
        best = k;
        bestLen = len;
        bestWeight = w;
        ties = 1;
      } else if (lhs == rhs && random != null && random.nextInt(++ties) == 0) {
        best = k;
      }
    }
    return best;
  }

  /**
   * Knuth's {@code sanity()}: the redundant links agree. Each active item's neighbours point back
   * to it, and in its list every node's {@code UP} is the node above, every {@code ITM} is the
   * item, and {@code LEN} is the number of nodes. Throws an {@link AssertionError} naming the
   * first fault; returns true otherwise (for use in an {@code assert}).
   */
  private boolean sane() {
    int limit = nd.length / NODE;
    for (int q = 0, p = next[0]; ; q = p, p = next[p]) {
      if (prev[p] != q) {
        throw new AssertionError("bad prev field at item " + p + " at node " + nodes);
      }
      if (p == 0) {
        return true;
      }
      int h = p * NODE;
      int k = 0;
      for (int qq = h, pp = nd[h + DOWN]; ; qq = pp, pp = nd[pp + DOWN], k++) {
        if (nd[pp + UP] != qq) {
          throw new AssertionError("bad up field at node " + pp / NODE + " at node " + nodes);
        }
        if (pp == h) {
          break;
        }
        if (nd[pp + ITM] != p || k > limit) {
          throw new AssertionError("bad itm field at node " + pp / NODE + " at node " + nodes);
        }
      }
      if (nd[h + LEN] != k) {
        throw new AssertionError("bad len field in item " + p + " at node " + nodes);
      }
    }
  }

  /**
   * Puts back into its items' lists the option whose node {@code x} a reduction or a propagator
   * removed, walking it backwards from {@code x}: every node but those of a negative colour (a
   * secondary item already purified, whose nodes the removal left in place).
   */
  static void restoreOption(int[] nd, int x) {
    int q = x;
    do {
      q -= NODE;
      int j = nd[q + ITM];
      if (j <= 0) {
        q = nd[q + DOWN] + NODE; // a spacer: wrap around to just after the last node
        continue;
      }
      if (nd[q + COLOR] >= 0) {
        nd[nd[q + UP] + DOWN] = q;
        nd[nd[q + DOWN] + UP] = q;
        nd[j * NODE + LEN]++;
      }
    } while (q != x);
  }
}
