package dev.exactcover.dlx;

import static dev.exactcover.dlx.Dance.COLOR;
import static dev.exactcover.dlx.Dance.DOWN;
import static dev.exactcover.dlx.Dance.ITM;
import static dev.exactcover.dlx.Dance.LEN;
import static dev.exactcover.dlx.Dance.NODE;
import static dev.exactcover.dlx.Dance.UP;

import java.util.Arrays;

/**
 * The reductions of {@link Reduction}, applied by {@link Dance}'s X/C loop at a node before it
 * branches: options that cannot be in any solution below the node are removed. Kept apart from
 * the dance, as Knuth keeps DLX-PRE apart from DLX1, and made only when the settings ask for a
 * reduction: a solver without one holds none of these arrays.
 *
 * <p>A removed option leaves every list it is in, as an option hidden by a cover does, and goes on
 * the trail; the trail is unwound to where a level began when the search leaves that level, last
 * removed first, so the dancing discipline holds: undone in exactly the reverse order (after the
 * level's own uncover, before the level above uncommits). Only primary items' lists are walked (a
 * covered or purified secondary item's list still holds the nodes of hidden options); conflicts
 * through secondary items are ignored, which only removes less.
 *
 * <p>Rooms within: the trail and the queue of shrunk items ({@link #propagate}); item subsumption
 * ({@link #subsume}); blocking ({@link #block}); and, in rooms of their own, probing
 * ({@link Probing}) and matching ({@link Matching}). Each rule's removals are counted in {@link #removed}, by the rule's
 * ordinal.
 */
final class Reductions {
  private final Dance dance;
  private final int[] nd;
  private final int[] prev;
  private final int[] next;
  private final int primaryCount;
  private final int itemCount;
  private final int[] optionNode;

  private boolean subsumption; // Reduction.SUBSUMPTION
  private boolean blocking; // Reduction.BLOCKING
  private boolean probing; // Reduction.PROBING
  private boolean matching; // Reduction.MATCHING, with the pairings of the problem
  final int[] trail; // a node of each option removed, in the order removed
  int trailTop;
  private final int[] trailStart; // trailTop when level l was entered
  private final int[] optionOfNode; // node number -> option
  private final int[] itemMark; // per item: the ticket of the option walk that saw it last
  private final int[] candidates; // the items that might be subsumed, as a small list
  private final int[] optionTicket; // per option: the ticket of the walk that counted it last
  private final int[] optionEpoch; // per option: the item whose count cnt[] holds
  private final int[] optionCount; // per option: how many options of that item it conflicts with
  private int ticket;
  private int epoch;
  int deadItem; // set by removeOption when a primary item has no option left
  private final int[] queue; // the items whose lists have shrunk since subsumption looked
  private int queueTop;
  private final boolean[] inQueue;
  final int[] checkedLen; // per item: its length when subsumption last looked at it
  private int[] checkTrail; // pairs (item or pairing, checkedLen before), undone with the trail
  int checkTop;
  private final int[] checkStart; // checkTop when level l was entered
  final long[] removed = new long[Reduction.values().length]; // options removed, by rule
  private boolean branchingNode; // the node being reduced branches (no item with one option)
  boolean inProbe; // removals inside a probe are tried, not counted
  private final Probing prober;
  private final Matching matcher;

  /**
   * The reductions' state for the search of {@code dance} (an X/C problem), sized from the
   * problem itself rather than from the links, which forced options may have shortened.
   */
  Reductions(Dance dance, int levels) {
    this.dance = dance;
    this.nd = dance.nd;
    this.prev = dance.prev;
    this.next = dance.next;
    this.primaryCount = dance.primaryCount;
    this.itemCount = dance.itemCount;
    this.optionNode = dance.optionNode;
    Problem p = dance.problem;
    int[] start = p.rawOptionStart();
    int[] items = p.rawOptionItems();
    int options = start.length - 1;
    trail = new int[options];
    trailStart = new int[levels];
    optionOfNode = new int[nd.length / NODE];
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
    checkedLen = new int[itemCount + 1 + p.pairingCount()];
    checkTrail = new int[2 * (items.length + itemCount + 1)];
    checkStart = new int[levels];
    queue = new int[itemCount + 1];
    inQueue = new boolean[itemCount + 1];
    int[] occurrences = new int[itemCount + 1]; // each item's options, forced ones included
    for (int it : items) {
      occurrences[it + 1]++;
    }
    prober = new Probing(this, dance, optionOfNode, options);
    matcher = new Matching(this, dance, occurrences);
  }

  /** Sets which reductions apply (matching only where the problem has pairings). */
  void set(boolean subsumption, boolean blocking, boolean probing, boolean matching) {
    this.subsumption = subsumption;
    this.blocking = blocking;
    this.probing = probing;
    this.matching = matching && matcher.pairings() > 0;
  }

  /** Whether any reduction applies. */
  boolean any() {
    return subsumption || blocking || probing || matching;
  }

  /** Forgets the previous search: an empty trail, nothing looked at, no removal counted. */
  void reset() {
    trailTop = 0;
    checkTop = 0;
    Arrays.fill(checkedLen, 0);
    clearQueue();
    Arrays.fill(removed, 0);
  }

  /** Marks where level {@code level} begins on the trails (at its forward step). */
  void enter(int level) {
    trailStart[level] = trailTop;
    checkStart[level] = checkTop;
  }

  /** Undoes the removals made at level {@code level} (at its backdown step). */
  void leave(int level) {
    if (trailTop != trailStart[level]) {
      restoreTo(trailStart[level]);
    }
    if (checkTop != checkStart[level]) {
      restoreChecks(checkStart[level]);
    }
  }

  /**
   * Reduces the node at {@code level}, not a dead end, whose chosen item is {@code best};
   * {@code chosen} is the option taken at the level above (ignored at the root). Returns the
   * item to branch on, chosen again if anything was removed, or -1 when the node is found a
   * dead end.
   */
  int reduce(int level, int best, int chosen) {
    int top = trailTop;
    branchingNode = nd[best * NODE + LEN] > 1;
    if (level == 0) {
      enqueueAll();
    } else {
      enqueueAround(chosen);
    }
    if (!propagate()) {
      return -1;
    }
    if (trailTop != top) {
      best = dance.chooseItem();
    }
    if (probing && nd[best * NODE + LEN] > 1) {
      if (!prober.probe()) {
        return -1;
      }
      if (trailTop != top) {
        best = dance.chooseItem();
      }
    }
    return best;
  }

  /** The bytes of these arrays' contents (for a solver's footprint). */
  long arrayBytes() {
    long ints = (long) trail.length + trailStart.length + optionOfNode.length + itemMark.length
        + candidates.length + optionTicket.length + optionEpoch.length + optionCount.length
        + queue.length + checkedLen.length + checkTrail.length + checkStart.length;
    return 4 * ints + 8L * removed.length + inQueue.length + prober.arrayBytes()
        + matcher.arrayBytes();
  }

  /**
   * Removes the option of node {@code x} from every list it is in and pushes it on the trail,
   * noting a primary item left with no option ({@link #deadItem}).
   */
  void removeOption(int x, int rule) {
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
  void restoreTo(int top) {
    final int[] nd = this.nd;
    while (trailTop > top) {
      Dance.restoreOption(nd, trail[--trailTop]);
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
  boolean propagate() {
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
        matcher.matchAll();
      }
      if (blocking) {
        for (int i = next[0]; i != 0 && deadItem == 0; i = next[i]) {
          if (dance.timeUp()) { // a node under blocking can take long: pruning stops here (what
            clearQueue();       // it removed stays implied), and the search at the next node
            return true;
          }
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
        if (dance.weighted) {
          dance.weight[deadItem]++;
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
  void enqueueAround(int x) {
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

  /** Notes that subsumption (or matching, for a key past the items) saw {@code value}. */
  void noteChecked(int key, int value) {
    if (checkTop + 2 > checkTrail.length) {
      checkTrail = Arrays.copyOf(checkTrail, 2 * checkTrail.length); // rare: grows, then stays
    }
    checkTrail[checkTop++] = key;
    checkTrail[checkTop++] = checkedLen[key];
    checkedLen[key] = value;
  }

  /** Undoes the lengths noted by subsumption since the check trail held {@code top}. */
  void restoreChecks(int top) {
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
}
