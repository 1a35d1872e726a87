package dev.exactcover.dlx;

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
 * options they rule out (see "Propagation" below) and then chooses; the removals sit on a trail
 * that the backdown step unwinds to where the level began, after the level's own uncover and
 * before the level above uncommits: the reverse order again. The weighted item choice replaces
 * the fewest-options scan with a scan for the fewest options per weight.
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

  // Nodes between looks at the clock and token: at most this many, fewer while nodes are slow.
  private static final int CLOCK_INTERVAL = 4096;
  // The clock is read by elapsed time, not by a fixed node count: when the nodes since the last
  // look took longer than this, the interval shrinks (a node under blocking or probing can cost
  // a millisecond), and it grows back while they are quick; so a time limit holds within a few
  // milliseconds whatever the options.
  private static final long CLOCK_SLOW_NANOS = 2_000_000;
  private static final long CLOCK_QUICK_NANOS = 250_000;
  private static final int INFINITY = Integer.MAX_VALUE;

  /** The outcome of {@link #run}: a status, or one of these two internal ones. */
  static final int RUN_DONE = 0;
  static final int RUN_PAUSED = 1;

  final Problem problem;
  final int itemCount; // N
  final int primaryCount; // N1
  private final boolean mcc; // Algorithm M rather than X/C
  private final int firstSpacer; // address of the spacer before the first option
  private final int[] optionNode; // address of the first node of each option
  final int[] nd;
  private final int[] prev;
  final int[] next;
  private final int[] bound; // M: how many more times item i may be covered (X: 1 until covered)
  private final int[] slack; // M: hi - lo

  // Search state, sized once for the deepest possible level.
  private final int[] choice; // the node (or, for a null move in M, the header) tried at level l
  private final int[] firstTweak; // M: the first node of the chosen item's list at level l
  private final int[] degree; // the branching degree at level l, for the progress estimate
  private final long[] profile; // nodes per level
  private int level;

  // Options forced before the search, as a stack of first-node addresses.
  private final int[] forced;
  private int forcedCount;
  private final boolean[] optionForced;
  final int[] secondaryState; // 0 free, -1 covered, c > 0 purified with color c

  // Tie-breaking.
  private SplittableRandom random;

  // Propagation (X/C only): options removed by the reductions, as a trail of nodes, undone level
  // by level in reverse; and the weights of the weighted item choice.
  private boolean subsumption; // Reduction.SUBSUMPTION
  private boolean blocking; // Reduction.BLOCKING
  private boolean probing; // Reduction.PROBING
  private boolean propagating; // any of them
  private boolean weighted; // ItemChoice.WEIGHTED
  private final int[] trail; // a node of each option removed, in the order removed
  private int trailTop;
  private final int[] trailStart; // trailTop when level l was entered
  private final int[] optionOfNode; // node number -> option, for the reductions
  private final int[] itemMark; // per item: the ticket of the option walk that saw it last
  private final int[] candidates; // the items that might be subsumed, as a small list
  private final int[] optionTicket; // per option: the ticket of the walk that counted it last
  private final int[] optionEpoch; // per option: the item whose count cnt[] holds
  private final int[] optionCount; // per option: how many options of that item it conflicts with
  private int ticket;
  private int epoch;
  private int deadItem; // set by removeOption when a primary item has no option left
  private final int[] queue; // the items whose lists have shrunk since subsumption looked
  private int queueTop;
  private final boolean[] inQueue;
  private final int[] weight; // per item: 1 + the dead ends it has caused in this search
  private final int[] checkedLen; // per item: its length when subsumption last looked at it
  private int[] checkTrail; // pairs (item or pairing, checkedLen before), undone with the trail
  private int checkTop;
  private final int[] checkStart; // checkTop when level l was entered
  final long[] removed = new long[4]; // options removed, by rule (Reduction's ordinal)
  private boolean matching; // Reduction.MATCHING, with the pairings of the problem
  private boolean branchingNode; // the node being reduced branches (no item with one option)
  private final int[][] pairLeft; // per pairing: its left items (numbered from 1)
  private final int[][] pairRight;
  private final int[] activeLeft; // scratch for one pairing: its active items, each side
  private final int[] activeRight;
  private final int[] rightStamp; // per item: the pairing run that indexed it
  private final int[] rightIndex; // per item: its index among the active right items
  private int pairStamp;
  private final int[] edgeStart; // the bipartite graph: edges of left u are edgeStart[u]..
  private int[] edgeTo; // the right index of each edge
  private int[] edgeNode; // the node (option) of each edge, in u's list
  private final int[] matchLeft; // the right index matched to left u, or -1
  private final int[] matchRight; // the left index matched to right v, or -1
  private final int[] visited; // per right index: the augmenting search that saw it
  private int visitStamp;
  private final int[] sccIndex; // Tarjan's numbering of the 2k vertices (left u, right k+v)
  private final int[] sccLow;
  private final int[] sccStack;
  private final boolean[] onStack;
  private final int[] component;
  private int sccCounter;
  private int sccTop;
  private int componentCount;
  private int pairSize; // k, the active items on each side of the pairing being matched
  private boolean inProbe; // removals inside a probe are tried, not counted
  private final int[] probeMark; // per option: the stamp of the probe that ruled it out
  private int probeStamp;
  private final int[] common; // options ruled out below both options of an item
  private int commonCount;

  // Prefix (pinned branches) and cut (leaves reported to a sink).
  int[] prefix = new int[0];
  private int cutLevel = Integer.MAX_VALUE;
  private PrefixSink sink;

  // Statistics and limits of the current search.
  long nodes;
  long updates;
  long solutions;
  final Budget budget = new Budget();
  private long nextClock;
  private int clockInterval; // the nodes until the next look at the clock (1..CLOCK_INTERVAL)
  private long lastClock; // System.nanoTime() at the last look
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
    firstTweak = new int[levels];
    degree = new int[levels];
    profile = new long[levels];
    forced = new int[options];
    optionForced = new boolean[options];
    secondaryState = new int[itemCount + 1];
    trail = new int[options];
    trailStart = new int[levels];
    optionOfNode = new int[nodeTotal];
    for (int o = 0; o < options; o++) {
      for (int k = start[o], x = optionNode[o] / NODE; k < start[o + 1]; k++, x++) {
        optionOfNode[x] = o;
      }
    }
    itemMark = new int[itemCount + 1];
    candidates = new int[itemCount + 1];
    optionTicket = new int[options];
    optionEpoch = new int[options];
    optionCount = new int[options];
    weight = new int[itemCount + 1];
    checkedLen = new int[itemCount + 1 + p.pairingCount()];
    checkTrail = new int[2 * (items.length + itemCount + 1)];
    checkStart = new int[levels];
    queue = new int[itemCount + 1];
    inQueue = new boolean[itemCount + 1];
    probeMark = new int[options];
    common = new int[options];
    int pairs = p.pairingCount();
    pairLeft = new int[pairs][];
    pairRight = new int[pairs][];
    int widest = 1;
    int edges = 1;
    for (int k = 0; k < pairs; k++) {
      pairLeft[k] = p.rawPairing(k, 0).clone();
      pairRight[k] = p.rawPairing(k, 1).clone();
      int e = 0;
      for (int t = 0; t < pairLeft[k].length; t++) {
        pairLeft[k][t]++;
        pairRight[k][t]++;
        e += nd[pairLeft[k][t] * NODE + LEN];
      }
      widest = Math.max(widest, pairLeft[k].length);
      edges = Math.max(edges, e);
    }
    activeLeft = new int[widest];
    activeRight = new int[widest];
    rightStamp = new int[itemCount + 1];
    rightIndex = new int[itemCount + 1];
    edgeStart = new int[widest + 1];
    edgeTo = new int[edges];
    edgeNode = new int[edges];
    matchLeft = new int[widest];
    matchRight = new int[widest];
    visited = new int[widest];
    sccIndex = new int[2 * widest];
    sccLow = new int[2 * widest];
    sccStack = new int[2 * widest];
    onStack = new boolean[2 * widest];
    component = new int[2 * widest];
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
  private int hide(int x) {
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
  private void unhide(int x) {
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
  private int commit(int p, int j) {
    int c = nd[p + COLOR];
    if (c == 0) {
      return cover(j);
    }
    return c > 0 ? purify(p) : 0;
  }

  private void uncommit(int p, int j) {
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

  /** M: the other items of {@code x}'s option take one more cover; an item at its bound is covered. */
  private int commitOthersM(int x) {
    final int[] nd = this.nd;
    int updates = 0;
    for (int p = x + NODE; p != x; ) {
      int j = nd[p + ITM];
      if (j <= 0) {
        p = nd[p + UP];
      } else {
        if (j <= primaryCount) {
          if (--bound[j] == 0) {
            updates += cover(j);
          }
        } else {
          updates += commit(p, j);
        }
        p += NODE;
      }
    }
    return updates;
  }

  /** M: undoes {@link #commitOthersM}, right to left. */
  private void uncommitOthersM(int x) {
    final int[] nd = this.nd;
    for (int p = x - NODE; p != x; ) {
      int j = nd[p + ITM];
      if (j <= 0) {
        p = nd[p + DOWN];
      } else {
        if (j <= primaryCount) {
          if (bound[j]++ == 0) {
            uncover(j);
          }
        } else {
          uncommit(p, j);
        }
        p -= NODE;
      }
    }
  }

  /**
   * M: takes option {@code x}, the top of item {@code i}'s list, out of that list ("tweaking", the
   * dance step of Knuth's MDANCE); its other nodes are hidden too unless {@code i} is covered
   * already (bound 0), which hid them.
   */
  private int tweak(int x, int i, boolean hideToo) {
    final int[] nd = this.nd;
    int updates = hideToo ? hide(x) : 0;
    int h = i * NODE;
    int d = nd[x + DOWN];
    nd[h + DOWN] = d;
    nd[d + UP] = h;
    nd[h + LEN]--;
    return updates + 1;
  }

  /**
   * M: undoes all the tweaks of item {@code i} since its list started at {@code first}. The
   * tweaked nodes still point down to their successors, so the list is rebuilt top-down by
   * restoring the up pointers (Knuth's punch line in DLX3); then, if {@code i} was covered,
   * it is uncovered, else each tweaked option is unhidden.
   */
  private void untweak(int i, int first, boolean covered) {
    final int[] nd = this.nd;
    int h = i * NODE;
    int z = nd[h + DOWN];
    nd[h + DOWN] = first;
    int k = 0;
    int y = h;
    for (int x = first; x != z; x = nd[x + DOWN]) {
      nd[x + UP] = y;
      k++;
      if (!covered) {
        unhide(x);
      }
      y = x;
    }
    nd[z + UP] = y;
    nd[h + LEN] += k;
    if (covered) {
      uncover(i);
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
  // Propagation: reductions that remove options at a node before it branches (X/C only). A removed
  // option leaves every list it is in, as an option hidden by a cover does, and goes on the trail;
  // the trail is unwound to where a level began when the search leaves that level, last removed
  // first, so the dancing discipline holds: undone in exactly the reverse order. Only primary
  // items' lists are walked (a covered or purified secondary item's list still holds the nodes of
  // hidden options); conflicts through secondary items are ignored, which only removes less.

  /** Sets the reductions and the item choice (for X/C problems; Algorithm M ignores them). */
  void setPropagation(boolean subsumption, boolean blocking, boolean probing, boolean matching,
      boolean weighted) {
    this.subsumption = subsumption && !mcc;
    this.blocking = blocking && !mcc;
    this.probing = probing && !mcc;
    this.matching = matching && !mcc && pairLeft.length > 0;
    this.propagating = this.subsumption || this.blocking || this.probing || this.matching;
    this.weighted = weighted && !mcc;
  }

  /**
   * Removes the option of node {@code x} from every list it is in and pushes it on the trail,
   * noting a primary item left with no option ({@link #deadItem}).
   */
  private void removeOption(int x, int rule) {
    final int[] nd = this.nd;
    int q = x;
    do {
      int j = nd[q + ITM];
      if (j <= 0) {
        q = nd[q + UP]; // a spacer: wrap around to the first node
        continue;
      }
      if (nd[q + COLOR] >= 0) {
        int u = nd[q + UP];
        int d = nd[q + DOWN];
        nd[u + DOWN] = d;
        nd[d + UP] = u;
        int len = --nd[j * NODE + LEN];
        if (j <= primaryCount) {
          if (len == 0) {
            deadItem = j;
          }
          enqueue(j);
        }
      }
      q += NODE;
    } while (q != x);
    trail[trailTop++] = x;
    if (!inProbe) {
      removed[rule]++;
    }
  }

  /** Puts back the options removed since the trail held {@code top}, last removed first. */
  private void restoreTo(int top) {
    final int[] nd = this.nd;
    while (trailTop > top) {
      int x = trail[--trailTop];
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

  /**
   * Applies the reductions until none removes anything more. Returns false when some primary item
   * is left with no option: the node is a dead end. Subsumption looks only at the items waiting
   * in the queue, those whose lists have shrunk (by the option just chosen, see {@link
   * #enqueueAround}, or by a removal), and at each only when its length differs from the one it
   * saw last on the way down to this node (lists only shrink on the way down, so an equal length
   * means the same options; the lengths it saw are undone with the trail). An item with a single
   * option left subsumes the other items of that option, so a forced option clears its conflicts
   * at once, before the search takes it. Blocking looks at every item, since its outcome depends
   * on the options around an item as well as on its own.
   */
  private boolean propagate() {
    final int[] nd = this.nd;
    deadItem = 0;
    int before;
    do {
      before = trailTop;
      while (queueTop > 0 && deadItem == 0) {
        int i = queue[--queueTop];
        inQueue[i] = false;
        if (prev[next[i]] != i) {
          continue; // no longer active
        }
        int len = nd[i * NODE + LEN];
        if (len == 0) {
          deadItem = i;
        } else if (subsumption && checkedLen[i] != len && (len == 1 || !inProbe)) {
          noteChecked(i, len);
          subsume(i, len);
        }
      }
      if (matching && branchingNode && !inProbe && deadItem == 0 && queueTop == 0) {
        for (int k = 0; k < pairLeft.length && deadItem == 0; k++) {
          matchPairing(k);
        }
      }
      if (blocking) {
        for (int i = next[0]; i != 0 && deadItem == 0; i = next[i]) {
          int len = nd[i * NODE + LEN];
          if (len == 0) {
            deadItem = i;
          } else if (len > 1) {
            block(i, len);
          }
        }
      }
      if (deadItem != 0) {
        clearQueue();
        if (weighted) {
          weight[deadItem]++;
        }
        return false;
      }
    } while (trailTop != before || queueTop > 0);
    return true;
  }

  private void enqueue(int i) {
    if (!inQueue[i]) {
      inQueue[i] = true;
      queue[queueTop++] = i;
    }
  }

  private void clearQueue() {
    while (queueTop > 0) {
      inQueue[queue[--queueTop]] = false;
    }
  }

  /** Queues every active primary item (at the root, where nothing has been looked at). */
  private void enqueueAll() {
    for (int i = next[0]; i != 0; i = next[i]) {
      enqueue(i);
    }
  }

  /**
   * Queues the primary items whose lists shrank when option {@code x} was chosen: the items of the
   * options in the lists of {@code x}'s items (the options its covers hid).
   */
  private void enqueueAround(int x) {
    final int[] nd = this.nd;
    int p = x;
    do {
      int m = nd[p + ITM];
      if (m <= 0) {
        p = nd[p + UP];
        continue;
      }
      int mh = m * NODE;
      for (int z = nd[mh + DOWN]; z != mh; z = nd[z + DOWN]) {
        for (int q = z + NODE; q != z; ) {
          int j = nd[q + ITM];
          if (j <= 0) {
            q = nd[q + UP];
            continue;
          }
          if (j <= primaryCount) {
            enqueue(j);
          }
          q += NODE;
        }
      }
      p += NODE;
    } while (p != x);
  }

  /**
   * Probing (failed options): for each primary item with two options left, each option is tried
   * as if chosen, and the other reductions run below it; an option that leads to a dead end there
   * is removed (the item's other option is then forced, and the reductions run again). Returns
   * false when the node itself is found a dead end. What a probe removes is undone before the
   * next; only the failed option's removal stays, on the trail.
   */
  private boolean probe() {
    final int[] nd = this.nd;
    for (int i = next[0]; i != 0; i = next[i]) {
      int h = i * NODE;
      if (nd[h + LEN] != 2) {
        continue;
      }
      int a = nd[h + DOWN];
      int b = nd[a + DOWN];
      int stamp = newProbeStamp();
      int x = a;
      if (tryOption(i, a, stamp, false)) {
        x = b;
        if (tryOption(i, b, stamp, true)) {
          x = 0;
        }
      }
      boolean changed = false;
      if (x != 0) { // a failed option
        removeOption(x, 2);
        changed = true;
      } else if (commonCount > 0) { // ruled out below both options: removed here
        for (int c = 0; c < commonCount; c++) {
          removeOption(optionNode[common[c]], 2);
        }
        changed = true;
      }
      if (changed && !propagate()) {
        return false;
      }
    }
    return true;
  }

  private int newProbeStamp() {
    if (probeStamp == Integer.MAX_VALUE) {
      Arrays.fill(probeMark, 0);
      probeStamp = 0;
    }
    return ++probeStamp;
  }

  /**
   * Whether choosing option {@code x} of item {@code i} survives the reductions; undone after.
   * The options it rules out (those it conflicts with, and those the reductions remove below it)
   * are marked with {@code stamp}, or, when {@code intersect}, those already marked are gathered
   * in {@link #common}: ruled out below both options of a two-option item, they can go.
   */
  private boolean tryOption(int i, int x, int stamp, boolean intersect) {
    final int[] nd = this.nd;
    int top = trailTop;
    int checks = checkTop;
    commonCount = 0;
    int seen = newProbeStamp();
    int self = optionOfNode[x / NODE];
    for (int p = x + NODE; ; ) { // the options that conflict with x through a primary item
      int m = nd[p + ITM];
      if (m <= 0) {
        p = nd[p + UP];
        continue;
      }
      if (m <= primaryCount) {
        int mh = m * NODE;
        for (int z = nd[mh + DOWN]; z != mh; z = nd[z + DOWN]) {
          int o = optionOfNode[z / NODE];
          if (o != self) {
            ruledOut(o, stamp, seen, intersect);
          }
        }
      }
      if (p == x) {
        break;
      }
      p += NODE;
    }
    cover(i);
    commitOthers(x);
    enqueueAround(x);
    inProbe = true;
    boolean ok = propagate();
    inProbe = false;
    if (ok) {
      for (int t = top; t < trailTop; t++) {
        ruledOut(optionOfNode[trail[t] / NODE], stamp, seen, intersect);
      }
    } else {
      commonCount = 0;
    }
    restoreTo(top);
    restoreChecks(checks);
    uncommitOthers(x);
    uncover(i);
    return ok;
  }

  private void ruledOut(int o, int stamp, int seen, boolean intersect) {
    if (!intersect) {
      probeMark[o] = stamp;
    } else if (probeMark[o] == stamp) {
      probeMark[o] = seen; // gathered once
      common[commonCount++] = o;
    }
  }

  /** Notes that subsumption (or matching, for a key past the items) saw {@code value}. */
  private void noteChecked(int key, int value) {
    if (checkTop + 2 > checkTrail.length) {
      checkTrail = Arrays.copyOf(checkTrail, 2 * checkTrail.length); // rare: grows, then stays
    }
    checkTrail[checkTop++] = key;
    checkTrail[checkTop++] = checkedLen[key];
    checkedLen[key] = value;
  }

  /**
   * Matching: the options between the active items of pairing {@code k} are the edges of a
   * bipartite graph, and every solution below this node takes a perfect matching of it. So an
   * edge in no perfect matching is an option in no solution: it is removed. Found as in Regin's
   * filtering for all-different constraints (AAAI 1994): one maximum matching (Kuhn's augmenting
   * paths); if it is not perfect, the node is a dead end; else an edge outside it lies on some
   * perfect matching exactly when its two ends are in one strongly connected component of the
   * graph with matched edges pointing right to left and the others left to right (Tarjan). Looks
   * at a pairing again only when the total length of its active left items has changed on the
   * way down (noted and undone like subsumption's lengths).
   */
  private void matchPairing(int k) {
    final int[] nd = this.nd;
    int[] left = pairLeft[k];
    int kl = 0;
    int sig = 0;
    for (int l : left) {
      if (prev[next[l]] == l) {
        activeLeft[kl++] = l;
        sig += nd[l * NODE + LEN];
      }
    }
    int key = itemCount + 1 + k;
    if (kl == 0 || checkedLen[key] == sig) {
      return;
    }
    int stamp = ++pairStamp;
    if (stamp == Integer.MAX_VALUE) {
      Arrays.fill(rightStamp, 0);
      pairStamp = stamp = 1;
    }
    int kr = 0;
    for (int r : pairRight[k]) {
      if (prev[next[r]] == r) {
        rightStamp[r] = stamp;
        rightIndex[r] = kr;
        activeRight[kr++] = r;
      }
    }
    if (kr != kl) {
      return; // cannot happen when the pairing's rule holds (build() checks it)
    }
    int e = 0;
    for (int u = 0; u < kl; u++) {
      edgeStart[u] = e;
      int h = activeLeft[u] * NODE;
      for (int z = nd[h + DOWN]; z != h; z = nd[z + DOWN]) {
        for (int q = z + NODE; q != z; ) {
          int j = nd[q + ITM];
          if (j <= 0) {
            q = nd[q + UP];
            continue;
          }
          if (rightStamp[j] == stamp) {
            edgeTo[e] = rightIndex[j];
            edgeNode[e++] = z;
            break;
          }
          q += NODE;
        }
      }
    }
    edgeStart[kl] = e;
    pairSize = kl;
    Arrays.fill(matchLeft, 0, kl, -1);
    Arrays.fill(matchRight, 0, kl, -1);
    for (int u = 0; u < kl; u++) { // a greedy start
      for (int f = edgeStart[u]; f < edgeStart[u + 1]; f++) {
        if (matchRight[edgeTo[f]] < 0) {
          matchRight[edgeTo[f]] = u;
          matchLeft[u] = edgeTo[f];
          break;
        }
      }
    }
    for (int u = 0; u < kl; u++) {
      if (matchLeft[u] < 0) {
        int vs = ++visitStamp;
        if (vs == Integer.MAX_VALUE) {
          Arrays.fill(visited, 0);
          visitStamp = vs = 1;
        }
        if (!augment(u, vs)) {
          deadItem = activeLeft[u]; // no perfect matching: no solution below this node
          return;
        }
      }
    }
    Arrays.fill(sccIndex, 0, 2 * kl, -1);
    sccCounter = 0;
    sccTop = 0;
    componentCount = 0;
    for (int x = 0; x < 2 * kl; x++) {
      if (sccIndex[x] < 0) {
        strongConnect(x);
      }
    }
    int cut = 0;
    for (int u = 0; u < kl && deadItem == 0; u++) {
      for (int f = edgeStart[u]; f < edgeStart[u + 1]; f++) {
        int v = edgeTo[f];
        if (v != matchLeft[u] && component[u] != component[kl + v]) {
          removeOption(edgeNode[f], 3);
          cut++;
        }
      }
    }
    noteChecked(key, sig - cut);
  }

  /** Kuhn's augmenting path from left vertex {@code u}; depth at most the pairing's size. */
  private boolean augment(int u, int vs) {
    for (int f = edgeStart[u]; f < edgeStart[u + 1]; f++) {
      int v = edgeTo[f];
      if (visited[v] == vs) {
        continue;
      }
      visited[v] = vs;
      if (matchRight[v] < 0 || augment(matchRight[v], vs)) {
        matchRight[v] = u;
        matchLeft[u] = v;
        return true;
      }
    }
    return false;
  }

  /** Tarjan's strongly connected components; depth at most twice the pairing's size. */
  private void strongConnect(int x) {
    int kl = pairSize;
    sccIndex[x] = sccLow[x] = sccCounter++;
    sccStack[sccTop++] = x;
    onStack[x] = true;
    if (x < kl) {
      for (int f = edgeStart[x]; f < edgeStart[x + 1]; f++) {
        if (edgeTo[f] != matchLeft[x]) {
          follow(x, kl + edgeTo[f]);
        }
      }
    } else {
      follow(x, matchRight[x - kl]);
    }
    if (sccLow[x] == sccIndex[x]) {
      int y;
      do {
        y = sccStack[--sccTop];
        onStack[y] = false;
        component[y] = componentCount;
      } while (y != x);
      componentCount++;
    }
  }

  private void follow(int x, int y) {
    if (sccIndex[y] < 0) {
      strongConnect(y);
      sccLow[x] = Math.min(sccLow[x], sccLow[y]);
    } else if (onStack[y]) {
      sccLow[x] = Math.min(sccLow[x], sccIndex[y]);
    }
  }

  /** Undoes the lengths noted by subsumption since the check trail held {@code top}. */
  private void restoreChecks(int top) {
    while (checkTop > top) {
      checkTop -= 2;
      checkedLen[checkTrail[checkTop]] = checkTrail[checkTop + 1];
    }
  }

  /**
   * Item subsumption: when every option of item {@code i} also covers primary item {@code j},
   * one of them covers both, so the options of {@code j} without {@code i} cannot be in a
   * solution and are removed. (In Sudoku: locked candidates, pointing and claiming.)
   */
  private void subsume(int i, int len) {
    final int[] nd = this.nd;
    int h = i * NODE;
    int x = nd[h + DOWN];
    int n = 0;
    for (int q = x + NODE; q != x; ) { // the candidates: the other primary items of x's option
      int j = nd[q + ITM];
      if (j <= 0) {
        q = nd[q + UP];
        continue;
      }
      if (j <= primaryCount && nd[j * NODE + LEN] > len) {
        candidates[n++] = j;
      }
      q += NODE;
    }
    for (int y = nd[x + DOWN]; y != h && n > 0; y = nd[y + DOWN]) {
      int t = newTicket();
      for (int q = y + NODE; q != y; ) {
        int j = nd[q + ITM];
        if (j <= 0) {
          q = nd[q + UP];
          continue;
        }
        itemMark[j] = t;
        q += NODE;
      }
      int kept = 0;
      for (int c = 0; c < n; c++) {
        if (itemMark[candidates[c]] == t) {
          candidates[kept++] = candidates[c];
        }
      }
      n = kept;
    }
    for (int c = 0; c < n && deadItem == 0; c++) {
      int jh = candidates[c] * NODE;
      for (int z = nd[jh + DOWN]; z != jh; z = nd[z + DOWN]) {
        if (!optionHas(z, i)) {
          removeOption(z, 0);
        }
      }
    }
  }

  /** A number not used as a ticket since the marks were last cleared. */
  private int newTicket() {
    if (ticket == Integer.MAX_VALUE) {
      Arrays.fill(itemMark, 0);
      Arrays.fill(optionTicket, 0);
      ticket = 0;
    }
    return ++ticket;
  }

  private int newEpoch() {
    if (epoch == Integer.MAX_VALUE) {
      Arrays.fill(optionEpoch, 0);
      epoch = 0;
    }
    return ++epoch;
  }

  /** Whether the option of node {@code x} covers item {@code i}. */
  private boolean optionHas(int x, int i) {
    final int[] nd = this.nd;
    for (int q = x + NODE; q != x; ) {
      int j = nd[q + ITM];
      if (j <= 0) {
        q = nd[q + UP];
        continue;
      }
      if (j == i) {
        return true;
      }
      q += NODE;
    }
    return false;
  }

  /**
   * Blocking (the reduction of Knuth's DLX-PRE): an option that shares a primary item with every
   * option of item {@code j}, and does not cover {@code j} itself, would leave {@code j} with no
   * option if it were chosen; it is removed.
   */
  private void block(int j, int len) {
    final int[] nd = this.nd;
    final int[] optionOfNode = this.optionOfNode;
    int h = j * NODE;
    int e = newEpoch();
    for (int y = nd[h + DOWN]; y != h; y = nd[y + DOWN]) {
      int p = optionOfNode[y / NODE]; // the options of j itself are never counted
      optionEpoch[p] = e;
      optionCount[p] = -1;
    }
    int k = 0;
    int last = 0;
    for (int y = nd[h + DOWN]; y != h; y = nd[y + DOWN], k++) {
      int t = newTicket();
      boolean any = false;
      for (int q = y + NODE; q != y; ) {
        int m = nd[q + ITM];
        if (m <= 0) {
          q = nd[q + UP];
          continue;
        }
        if (m <= primaryCount) {
          int mh = m * NODE;
          for (int z = nd[mh + DOWN]; z != mh; z = nd[z + DOWN]) {
            int p = optionOfNode[z / NODE];
            if (optionTicket[p] == t) {
              continue; // counted for this option of j already
            }
            optionTicket[p] = t;
            if (k == 0) {
              if (optionEpoch[p] == e) {
                continue; // an option of j
              }
              optionEpoch[p] = e;
              optionCount[p] = 1;
              any = true;
            } else if (optionEpoch[p] == e && optionCount[p] == k) {
              optionCount[p] = k + 1;
              any = true;
            }
          }
        }
        q += NODE;
      }
      if (!any) {
        return; // no option conflicts with all of j's options so far
      }
      last = y;
    }
    for (int q = last + NODE; q != last && deadItem == 0; ) { // the survivors meet the last one
      int m = nd[q + ITM];
      if (m <= 0) {
        q = nd[q + UP];
        continue;
      }
      if (m <= primaryCount) {
        int mh = m * NODE;
        for (int z = nd[mh + DOWN]; z != mh && deadItem == 0; z = nd[z + DOWN]) {
          int p = optionOfNode[z / NODE];
          if (optionEpoch[p] == e && optionCount[p] == len) {
            optionCount[p] = 0;
            removeOption(z, 1);
          }
        }
      }
      q += NODE;
    }
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
    while (forcedCount > 0) {
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
    nextClock = 0;
    clockInterval = 1;
    lastClock = System.nanoTime();
    pauseOnSolution = pause;
    trailTop = 0;
    checkTop = 0;
    Arrays.fill(checkedLen, 0);
    clearQueue();
    Arrays.fill(removed, 0);
    if (weighted) {
      Arrays.fill(weight, 1);
    }
  }

  void setPrefix(int[] branches) {
    prefix = branches;
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
    if (nodes >= nextClock) {
      long now = System.nanoTime();
      long spent = now - lastClock;
      lastClock = now;
      if (spent > CLOCK_SLOW_NANOS) {
        clockInterval = Math.max(1, clockInterval >> 2);
      } else if (spent < CLOCK_QUICK_NANOS) {
        clockInterval = Math.min(CLOCK_INTERVAL, clockInterval << 1);
      }
      nextClock = nodes + clockInterval;
      Status s = budget.outOfTime();
      if (s != null) {
        return s;
      }
    }
    budget.report(nodes, solutions, level, this::fractionDone);
    return null;
  }

  private long checkAt() {
    return Math.min(budget.nodeLimit, Math.min(nextClock, budget.nextProgress));
  }

  /** The 1-based index of the choice at level {@code l} among the branches of its node. */
  private int branchIndex(int l) {
    int x = choice[l];
    int p;
    if (mcc) {
      p = firstTweak[l];
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
  // the dance steps, commit and purify), runM beside dlx3. A state falls through to the next one as
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
  private int score; // M: the branching degree of the item chosen by chooseM()

  /**
   * Runs (or, with {@code resume}, continues after a pause) the search prepared by
   * {@link #prepare}. Returns {@link #RUN_PAUSED} when it stopped at a solution to be resumed, or
   * {@link #RUN_DONE} when it has unwound to level 0, with {@link #stop} null if the tree was
   * exhausted or else the reason it stopped. Either way the structure is intact when done.
   */
  @Override
  public int run(boolean resume) {
    checkAt = stop == null ? checkAt() : 0;
    return mcc ? runM(resume) : runX(resume);
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
    return new SearchResult(stop == null ? Status.EXHAUSTED : stop, solutions, nodes, updates,
        profile(), budget.elapsed(), removed.clone());
  }

  /**
   * The bookkeeping of every forward step: looks at the limits (one comparison with
   * {@code checkAt} unless one is due), counts the node in the statistics and the profile, and,
   * with assertions on, runs Knuth's sanity check. Returns false, the node not entered, when a
   * limit stops the search.
   */
  private boolean enter(int level) {
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
  private boolean solved() {
    solutions++;
    stop = solution(solutions);
    return stop == null && pauseOnSolution;
  }

  /** The node just entered is at the cut level: it is reported, not searched. */
  private boolean cutHere() {
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
          trailStart[level] = trailTop;
          checkStart[level] = checkTop;
          if (!enter(level)) {
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
          if (propagating && nd[best * NODE + LEN] > 0) { // not a dead end: reduce first
            int top = trailTop;
            branchingNode = nd[best * NODE + LEN] > 1;
            if (level == 0) {
              enqueueAll();
            } else {
              enqueueAround(choice[level - 1]);
            }
            if (!propagate()) {
              step = BACKDOWN;
              continue loop;
            }
            if (trailTop != top) {
              best = weighted ? chooseWeighted() : chooseX();
            }
            if (probing && nd[best * NODE + LEN] > 1) {
              if (!probe()) {
                step = BACKDOWN;
                continue loop;
              }
              if (trailTop != top) {
                best = weighted ? chooseWeighted() : chooseX();
              }
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
          if (trailTop != trailStart[level]) {
            restoreTo(trailStart[level]); // undo the reductions made at this level
          }
          if (checkTop != checkStart[level]) {
            restoreChecks(checkStart[level]);
          }
          if (level == 0) {
            break loop;
          }
          level--;
          x = choice[level];
          best = nd[x + ITM];
          // recover:
          uncommitOthers(x);
          if (stop != null || level < prefixLen) { // stopping, or a pinned level: no more branches
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
   * item's weight is 1 plus the dead ends it caused in this search (a list found empty), after
   * the "weighted degree" heuristic of Boussemart, Hemery, Lecoutre and Sais (ECAI 2004) and the
   * weights of Knuth's SSXCC. An item with no option or one is taken at once. Ties go leftmost, or
   * at random when branching at random. Every item choice gives the same solutions.
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
   * Algorithm M, the loop of Knuth's {@code dlx3} (TAOCP 7.2.2.1, Algorithm M). Forward: a new
   * node; a solution when no primary item is active, else choose the item of least branching
   * degree (a degree of 0 or less means some item can no longer reach its lower bound: back
   * down), decrease its bound, and cover it if the bound reaches 0. Advance: back up if the
   * current branch is off limits (the list is done, or too few options are left to reach the
   * lower bound); else tweak the top option out of the item's list, or, when the list is empty
   * but the lower bound is met, take the null move (the item takes no more options and leaves
   * the active list); then commit the option's other items and go forward. Backup: restore the
   * item (untweak or uncover it, bound back up). Backdown: go to the level above; after a null
   * move reactivate the item and back up, else uncommit the option's other items and advance to
   * the next branch.
   *
   * <p>Every item is branched on until it leaves the active list, even when its lower bound is
   * met and it has no more options than its upper bound allows: each way of completing it (the
   * null move included) is a different set of options, so that every solution is a distinct set
   * of options and is found exactly once, whatever the order of branching.
   */
  private int runM(boolean resume) {
    final int[] nd = this.nd;
    final int[] next = this.next;
    final int[] prev = this.prev;
    final int[] bound = this.bound;
    final int[] slack = this.slack;
    final int[] choice = this.choice;
    final int prefixLen = prefix.length;
    int level = this.level;
    int best = 0; // best_itm
    int x = 0; // cur_node: an option, or best's header for the null move
    int skip = 0; // branches still to pass to reach a pinned one
    int step = resume ? BACKDOWN : FORWARD;
    loop:
    for (;;) {
      switch (step) {
        case FORWARD:
          if (!enter(level)) {
            step = BACKDOWN;
            continue loop;
          }
          if (next[0] == 0) { // no active primary item (dlx3's score is infinite): a solution
            if (solved()) {
              return RUN_PAUSED;
            }
            step = BACKDOWN;
            continue loop;
          }
          best = chooseM();
          if (score <= 0 || cutHere()) { // not enough options left in best, or a leaf
            step = BACKDOWN;
            continue loop;
          }
          degree[level] = score;
          x = nd[best * NODE + DOWN];
          firstTweak[level] = x;
          if (--bound[best] == 0) {
            updates += cover(best);
          }
          skip = level < prefixLen ? prefix[level] - 1 : 0;
          // fall through
        case ADVANCE: {
          int h = best * NODE;
          int b = bound[best];
          int s = slack[best];
          if (b == 0 && s == 0) {
            if (x == h) {
              step = BACKUP; // every option of best has been tried
              continue loop;
            }
          } else if (nd[h + LEN] <= b - s) {
            step = BACKUP; // too few options left to reach the lower bound
            continue loop;
          } else if (x != h) {
            updates += tweak(x, best, b != 0);
          } else if (skip > 0) {
            step = BACKUP; // the null move is the last branch: there is no pinned one beyond
            continue loop;
          } else if (b != 0) { // the null move: best takes no more options
            int l = prev[best];
            int r = next[best];
            next[l] = r;
            prev[r] = l;
          }
          if (skip > 0) {
            skip--;
            x = nd[x + DOWN];
            step = ADVANCE;
            continue loop;
          }
          choice[level] = x;
          if (x != h) {
            updates += commitOthersM(x);
          }
          level++;
          step = FORWARD;
          continue loop;
        }
        case BACKUP:
          restoreM(best, level);
          // fall through
        case BACKDOWN:
          if (level == 0) {
            break loop;
          }
          level--;
          x = choice[level];
          if (x < firstSpacer) { // a null move: x is the header of the item
            best = x / NODE;
            int l = prev[best];
            int r = next[best];
            next[l] = best;
            prev[r] = best;
            step = BACKUP;
            continue loop;
          }
          best = nd[x + ITM];
          uncommitOthersM(x);
          if (stop != null || level < prefixLen) { // stopping, or a pinned level: no more branches
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

  /**
   * M: the active item of least branching degree {@code len + s - b + 1} (left in {@link #score}),
   * where {@code b} is its bound and {@code s = min(b, slack)}: the number of ways to go on with
   * it, the null move included. On ties prefer less slack, then (as dlx3 does) the longer list,
   * then the leftmost or a random one. A degree of 0 or less means the item cannot be satisfied.
   */
  private int chooseM() {
    final int[] nd = this.nd;
    final int[] next = this.next;
    int best = 0;
    int min = INFINITY;
    int bestS = 0;
    int bestL = 0;
    int ties = 0;
    for (int k = next[0]; k != 0; k = next[k]) {
      int b = bound[k];
      int s = Math.min(slack[k], b);
      int len = nd[k * NODE + LEN];
      int t = len + s - b + 1;
      if (t < min || (t == min && (s < bestS || (s == bestS && len > bestL)))) {
        min = t;
        best = k;
        bestS = s;
        bestL = len;
        ties = 1;
      } else if (t == min && s == bestS && len == bestL && random != null
          && random.nextInt(++ties) == 0) {
        best = k;
      }
    }
    score = min;
    return best;
  }

  /** M, backup: restores item {@code i} after its branches at level {@code l} are done. */
  private void restoreM(int i, int l) {
    int b = bound[i];
    if (b == 0 && slack[i] == 0) {
      uncover(i);
    } else {
      untweak(i, firstTweak[l], b == 0);
    }
    bound[i]++;
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
}
