package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.SolverAccess;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.concurrent.CancellationException;

/**
 * Memoized counting: the number of solutions of every subproblem met is cached under its
 * <em>signature</em>, so that a subproblem met again along another path costs one lookup instead
 * of its whole tree. The method of Nishino, Yasuda, Minato and Nagata, "Dancing with Decision
 * Diagrams: A Combined Approach to Exact Cover" (AAAI 2017), whose DXZ caches the count under the
 * set of items still to cover; Knuth's DLX6 extends it to colors, which we follow: the signature
 * is the set of primary items not yet covered and, for each secondary item, whether it is free,
 * covered, or holds a color (and which). Two nodes with the same signature have the same options
 * left, hence the same count, whatever path led to them. A secondary item whose primary
 * neighbours (the primary items it shares an option with) are all covered is <em>dead</em> (no
 * option still open has it, so its state cannot matter) and shows as covered: so graph
 * colourings, whose edge items keep the colours of vertices long behind the front, repeat their
 * subproblems. Deadness depends only on which
 * primary items are covered ({@code alive} counts each secondary item's uncovered primary
 * neighbours), so the signature still fixes the subproblem.
 *
 * <h2>Data</h2>
 * The signature is kept in {@code key}, a few {@code long} words updated as options are taken and
 * given back (a bit per primary item, a small field per secondary item), so a lookup costs a hash
 * of those words and a probe of {@link MemoCache}'s open-addressing table: nothing is allocated
 * per node. The dancing itself is {@link Dance}'s: this class drives its cover and uncover steps
 * with a loop of its own, the loop of {@code dlx1} with a count carried up each level (a
 * {@code long}, or a {@link BigInteger} once it no longer fits).
 *
 * <h2>The item order</h2>
 * Subproblems repeat only when the search covers the items in an order that leaves few possible
 * "frontiers" between the covered and the uncovered. Knuth's rule (fewest options, leftmost)
 * follows the order of the input: a 4x20 board given as rows of 20 cells repeats its subproblems
 * far less than given as rows of 4. We therefore rank the primary items once by a bandwidth
 * order (Cuthill and McKee, 1969: breadth first from a peripheral item over the graph of items
 * that share an option, secondary items included as stepping stones), and branch on the item
 * with the fewest options, ties going to the first in that order: the covered items then grow
 * as one front along the narrow side, whichever way the input lists them. (Branching on the
 * first uncovered item in that order, unless one has a single option, gives the same trees on
 * domino boards but far larger ones on pentominoes.) The count is the same in any order.
 *
 * <h2>When it does not pay</h2>
 * Each stored subproblem records the size of the tree below it; a hit adds that size less one to
 * {@code saved}. After {@link #SAMPLE} nodes the search compares: when the hits have saved less
 * than {@link #PAYS} times the nodes walked, memoization does not pay on this problem, and the
 * count is given up so that the caller counts with plain Dancing Links (this solver never tries
 * memoization again). The sample bounds what the attempt costs.
 *
 * <h2>Giving work away</h2>
 * Counted on threads ({@code dev.exactcover.dlx.pieces.LocalRunner}), a search that has run long
 * while another worker waits gives back the untried branches of its shallowest level that has
 * some, as {@link Dance} does: each a node of this count's tree (its branches below the pinned
 * levels chosen by {@link #choose}, which depends only on the dance's state and the problem, so
 * any solver of the same problem finds the same node), and the level and those above it take no
 * further branch. Their counts are then partial, so they are not stored; every node below them
 * is searched whole, so what is stored stays exact, and a signature means the same subproblem
 * whichever worker meets it. A search that has given work away, and a search below a node given
 * away, no longer give up memoizing: plain Dancing Links would count the whole subtree again,
 * or could not find the node. (With the runner's budget, work is first given away after
 * {@link #SAMPLE} nodes, when whether memoization pays has been decided.)
 */
final class MemoCount {
  /** The nodes walked before deciding whether memoization pays. */
  static final long SAMPLE = 1 << 14;
  /** Memoization pays when the hits saved at least this many times the nodes walked. */
  static final long PAYS = 1;
  /** A lookup is worth its cost when it saves at least this many nodes on average... */
  static final long WORTH = 2;
  /** ...judged over at least this many lookups. */
  static final long MIN_LOOKUPS = 256;

  private static final int NODE = Dance.NODE;

  private final Dance dance;
  private final long sample;
  final int n1; // primary items 1..n1
  private final int[] rank; // per primary item: its place in the bandwidth order
  private final int secondaryBase; // the bit of the first secondary item's field
  private final int secondaryBits; // bits per secondary item (a power of 2)
  private final long[] key;
  private final MemoTable cache;
  // The secondary items that share an option with each primary item, as a compact list (null
  // when there are no secondary items), and per secondary item the primary items it shares an
  // option with that are not yet covered: when none is left the item is "dead", no option that
  // can still be taken has it, and its state no longer belongs to the signature.
  private final int[] secondaryFrom;
  private final int[] secondaryOf;
  private final int[] alive;
  private final long[] state; // per secondary item: 0 free, 1 covered, c + 1 holding color c

  // One slot per level.
  private final int[] best;
  private final int[] choice;
  private final long[] acc; // the count so far at level l, while it fits
  private final BigInteger[] accBig; // ... or, once it does not, exactly
  private final long[] tree; // the tree size so far at level l (saturating)
  private final long[] profile;

  // Which subproblems are worth a lookup, by the number of primary items they have left.
  private int left; // primary items not yet covered
  private final long[] lookupsAt; // lookups of subproblems with r items left
  private final long[] savedAt; // the nodes their hits saved
  private final boolean[] skip; // r items left: neither looked up nor stored

  // Statistics of this search, and of this solver.
  private long nodes;
  private long updates;
  private long found; // solutions in finished subtrees (saturating)
  private long walked; // nodes walked by every memoized search of this solver
  private long saved; // nodes that hits saved, over the same searches
  private boolean decided;
  private boolean gaveUp;
  private boolean sampling; // counting for a sample: never give up
  private boolean firm; // below a node of this count's own tree, or gave some away: never give up
  private boolean quit; // this search gave up
  private int floor; // the levels above this take no further branch: pinned, or given away
  private SolverAccess.Giver giver; // takes work away while other workers are idle (or null)
  private long giveAt; // the node count at which to look at whether work is wanted
  private Status stop;
  private long checkAt;
  private long nextDecision; // the node count at which to look at whether memoization pays
  private BigInteger total;

  MemoCount(Dance dance, long limitBytes) {
    this(dance, limitBytes, SAMPLE, false, null);
  }

  /** With the cache {@code shared} with other threads' counts (null: a cache of its own). */
  MemoCount(Dance dance, long limitBytes, SharedMemoCache shared) {
    this(dance, limitBytes, SAMPLE, false, shared);
  }

  /** With {@code sample} nodes before deciding, ties in file order when {@code fileOrder}. */
  MemoCount(Dance dance, long limitBytes, long sample, boolean fileOrder) {
    this(dance, limitBytes, sample, fileOrder, null);
  }

  /**
   * With {@code sample} nodes before deciding whether memoization pays, and ties broken in the
   * order of the input instead of the bandwidth order when {@code fileOrder} (for measurements),
   * and the cache {@code shared} with other threads' counts (null: a cache of its own).
   */
  MemoCount(Dance dance, long limitBytes, long sample, boolean fileOrder,
      SharedMemoCache shared) {
    this.sample = sample;
    this.dance = dance;
    Problem p = dance.problem;
    this.n1 = dance.primaryCount;
    int secondaries = dance.itemCount - n1;
    int colors = 0;
    for (int c : p.rawOptionColors()) {
      colors = Math.max(colors, c);
    }
    int need = 64 - Long.numberOfLeadingZeros(colors + 1L); // values 0 .. colors + 1
    int bits = 1;
    while (bits < need) {
      bits <<= 1;
    }
    this.secondaryBits = bits;
    this.secondaryBase = (n1 + bits - 1) / bits * bits; // aligned: a field never spans two words
    long totalBits = secondaryBase + (long) secondaries * bits;
    int words = (int) Math.max(1, (totalBits + 63) / 64);
    this.key = new long[words];
    this.cache = shared != null ? shared.view(words) : new MemoCache(words, limitBytes);
    this.rank = fileOrder ? identity(n1) : SweepOrder.choose(p, bandwidthOrder(p));
    if (secondaries > 0) {
      int[][] lists = secondaryNeighbours(p);
      this.secondaryFrom = lists[0];
      this.secondaryOf = lists[1];
      this.alive = new int[dance.itemCount + 1];
      this.state = new long[dance.itemCount + 1];
    } else {
      this.secondaryFrom = null;
      this.secondaryOf = null;
      this.alive = null;
      this.state = null;
    }
    int levels = n1 + 2;
    best = new int[levels];
    choice = new int[levels];
    acc = new long[levels];
    accBig = new BigInteger[levels];
    tree = new long[levels];
    profile = new long[levels];
    lookupsAt = new long[n1 + 1];
    savedAt = new long[n1 + 1];
    skip = new boolean[n1 + 1];
  }

  /**
   * Ranks the primary items (numbered from 1) breadth first from a peripheral item of each
   * connected part, neighbours of fewer options first: the Cuthill-McKee order. The graph joins
   * every item to the items of its options, secondary items included (they are passed through
   * but not ranked): in a graph colouring no two vertices share an option, and they are
   * neighbours only through the edge item between them.
   */
  private static int[] bandwidthOrder(Problem p) {
    int n1 = p.primaryItemCount();
    int[] start = p.rawOptionStart();
    int[] items = p.rawOptionItems();
    int options = start.length - 1;
    int n = n1; // every item, secondary ones too: they join the primary items they share
    for (int item : items) {
      n = Math.max(n, item + 1);
    }
    int[] degree = new int[n];
    for (int item : items) {
      degree[item]++;
    }
    int[] first = new int[n + 1]; // the options of each item, as a compact list
    for (int i = 0; i < n; i++) {
      first[i + 1] = first[i] + degree[i];
    }
    int[] of = new int[first[n]];
    int[] fill = Arrays.copyOf(first, n);
    for (int o = 0; o < options; o++) {
      for (int k = start[o]; k < start[o + 1]; k++) {
        of[fill[items[k]]++] = o;
      }
    }
    int[] order = new int[n1];
    int[] seen = new int[n]; // the breadth-first run that saw item i last (0: none)
    int[] rank = new int[n1 + 1];
    int[] queue = new int[n];
    int placed = 0;
    int run = 0;
    boolean[] done = new boolean[n];
    int[] byDegree = byDegree(Arrays.copyOf(degree, n1)); // primary items by options, stably
    int cursor = 0;
    int[] optionSeen = new int[options]; // the breadth-first run that scanned option o last
    while (placed < n1) {
      while (done[byDegree[cursor]]) {
        cursor++;
      }
      int s = byDegree[cursor]; // the unplaced primary item of fewest options, the first of those
      for (int pass = 0; pass < 2; pass++) { // twice to the far end: a peripheral item
        int tail = breadthFirst(s, ++run, seen, optionSeen, queue, degree, first, of, start,
            items, done);
        while (queue[tail - 1] >= n1) {
          tail--; // the last primary item reached (the source is one)
        }
        s = queue[tail - 1];
      }
      int tail = breadthFirst(s, ++run, seen, optionSeen, queue, degree, first, of, start,
          items, done);
      for (int t = 0; t < tail; t++) {
        if (queue[t] < n1) {
          order[placed++] = queue[t];
        }
        done[queue[t]] = true;
      }
    }
    for (int r = 0; r < n1; r++) {
      rank[order[r] + 1] = r;
    }
    return rank;
  }

  /**
   * For each primary item {@code i} (numbered from 1), the secondary items (numbered as the
   * dance numbers them) that share an option with it, each once: {@code of[from[i - 1]]} to
   * {@code of[from[i] - 1]}. Returns {@code {from, of}}.
   */
  private static int[][] secondaryNeighbours(Problem p) {
    int n1 = p.primaryItemCount();
    int[] start = p.rawOptionStart();
    int[] items = p.rawOptionItems();
    int options = start.length - 1;
    long[] pairs = new long[16];
    int count = 0;
    for (int o = 0; o < options; o++) {
      for (int a = start[o]; a < start[o + 1]; a++) {
        if (items[a] >= n1) {
          continue;
        }
        for (int b = start[o]; b < start[o + 1]; b++) {
          if (items[b] >= n1) {
            if (count == pairs.length) {
              pairs = Arrays.copyOf(pairs, 2 * count);
            }
            pairs[count++] = (long) items[a] << 32 | items[b];
          }
        }
      }
    }
    Arrays.sort(pairs, 0, count);
    int[] from = new int[n1 + 1];
    int[] of = new int[count];
    int k = 0;
    for (int t = 0; t < count; t++) {
      if (t > 0 && pairs[t] == pairs[t - 1]) {
        continue;
      }
      from[(int) (pairs[t] >>> 32) + 1]++;
      of[k++] = (int) pairs[t] + 1; // the dance numbers items from 1
    }
    for (int i = 0; i < n1; i++) {
      from[i + 1] += from[i];
    }
    return new int[][] {from, Arrays.copyOf(of, k)};
  }

  /** The indices {@code 0 .. degree.length - 1} by increasing degree, ties in index order. */
  private static int[] byDegree(int[] degree) {
    int max = 0;
    for (int d : degree) {
      max = Math.max(max, d);
    }
    int[] at = new int[max + 2];
    for (int d : degree) {
      at[d + 1]++;
    }
    for (int d = 0; d <= max; d++) {
      at[d + 1] += at[d];
    }
    int[] order = new int[degree.length];
    for (int i = 0; i < degree.length; i++) {
      order[at[degree[i]]++] = i;
    }
    return order;
  }

  private static int[] identity(int n1) {
    int[] r = new int[n1 + 1];
    for (int i = 0; i <= n1; i++) {
      r[i] = i;
    }
    return r;
  }

  /** Breadth first from {@code s} over items not {@code done}: fills {@code queue}, its length. */
  private static int breadthFirst(int s, int run, int[] seen, int[] optionSeen, int[] queue,
      int[] degree, int[] first, int[] of, int[] start, int[] items, boolean[] done) {
    int head = 0;
    int tail = 0;
    queue[tail++] = s;
    seen[s] = run;
    while (head < tail) {
      int i = queue[head++];
      int from = tail;
      for (int f = first[i]; f < first[i + 1]; f++) {
        int o = of[f];
        if (optionSeen[o] == run) {
          continue; // its items were all seen when it was scanned
        }
        optionSeen[o] = run;
        for (int k = start[o]; k < start[o + 1]; k++) {
          int j = items[k];
          if (seen[j] != run && !done[j]) {
            seen[j] = run;
            queue[tail++] = j;
          }
        }
      }
      // Fewest options first among the new neighbours, stably: by insertion when they are few
      // (as in a grid), else by sorting (degree, place) pairs, so that an item with many
      // neighbours costs no more than sorting them.
      if (tail - from <= 32) {
        for (int a = from + 1; a < tail; a++) {
          int v = queue[a];
          int b = a - 1;
          while (b >= from && degree[queue[b]] > degree[v]) {
            queue[b + 1] = queue[b];
            b--;
          }
          queue[b + 1] = v;
        }
      } else {
        long[] pairs = new long[tail - from];
        for (int a = from; a < tail; a++) {
          pairs[a - from] = (long) degree[queue[a]] << 32 | (a - from);
        }
        Arrays.sort(pairs);
        int[] was = Arrays.copyOfRange(queue, from, tail);
        for (int a = from; a < tail; a++) {
          queue[a] = was[(int) pairs[a - from]];
        }
      }
    }
    return tail;
  }

  /** Whether this solver found that memoization does not pay on its problem. */
  boolean gaveUp() {
    return gaveUp;
  }

  /** The cache's statistics. */
  MemoStatistics statistics() {
    return new MemoStatistics(cache.entries(), cache.hits, cache.bytes());
  }

  /** The nodes of the last search. */
  long nodes() {
    return nodes;
  }

  // ---------------------------------------------------------------------------------------------
  // The signature.

  /** The signature of the structure as it stands: active primary items, secondary states. */
  void initKey() {
    Arrays.fill(key, 0);
    left = 0;
    if (alive != null) {
      Arrays.fill(alive, 0);
    }
    for (int i = dance.next[0]; i != 0; i = dance.next[i]) {
      key[(i - 1) >>> 6] |= 1L << (i - 1);
      left++;
      if (alive != null) {
        for (int f = secondaryFrom[i - 1]; f < secondaryFrom[i]; f++) {
          alive[secondaryOf[f]]++;
        }
      }
    }
    int[] ds = dance.secondaryState;
    for (int j = n1 + 1; j <= dance.itemCount; j++) {
      int s = ds[j];
      state[j] = s == 0 ? 0 : s < 0 ? 1 : s + 1;
      setSecondary(j, alive[j] == 0 ? 1 : state[j]);
    }
  }

  /** Primary item {@code i} is covered: it leaves the signature, and so may secondary items. */
  void gone(int i) {
    key[(i - 1) >>> 6] &= ~(1L << (i - 1));
    left--;
    if (alive != null) {
      for (int f = secondaryFrom[i - 1]; f < secondaryFrom[i]; f++) {
        int j = secondaryOf[f];
        if (--alive[j] == 0 && state[j] != 1) {
          setSecondary(j, 1);
        }
      }
    }
  }

  /** Undoes {@link #gone}. */
  void back(int i) {
    key[(i - 1) >>> 6] |= 1L << (i - 1);
    left++;
    if (alive != null) {
      for (int f = secondaryFrom[i - 1]; f < secondaryFrom[i]; f++) {
        int j = secondaryOf[f];
        if (alive[j]++ == 0 && state[j] != 1) {
          setSecondary(j, state[j]);
        }
      }
    }
  }

  /** Secondary item {@code j} takes state {@code value}, in the signature while it is alive. */
  private void setState(int j, long value) {
    state[j] = value;
    if (alive[j] > 0) {
      setSecondary(j, value);
    }
  }

  private void setSecondary(int j, long value) {
    int bit = secondaryBase + (j - n1 - 1) * secondaryBits;
    long mask = (secondaryBits == 64 ? -1L : (1L << secondaryBits) - 1) << bit;
    key[bit >>> 6] = (key[bit >>> 6] & ~mask) | (value << bit);
  }

  /** The items of {@code x}'s option other than {@code x}'s leave the signature's free part. */
  void take(int x) {
    final int[] nd = dance.nd;
    for (int p = x + NODE; p != x; ) {
      int j = nd[p + Dance.ITM];
      if (j <= 0) {
        p = nd[p + Dance.UP];
        continue;
      }
      if (j <= n1) {
        gone(j);
      } else {
        int c = nd[p + Dance.COLOR];
        if (c >= 0) { // the item was free; it is covered, or takes color c
          setState(j, c == 0 ? 1 : c + 1L);
        }
      }
      p += NODE;
    }
  }

  /** Undoes {@link #take}. */
  void giveBack(int x) {
    final int[] nd = dance.nd;
    for (int p = x + NODE; p != x; ) {
      int j = nd[p + Dance.ITM];
      if (j <= 0) {
        p = nd[p + Dance.UP];
        continue;
      }
      if (j <= n1) {
        back(j);
      } else if (nd[p + Dance.COLOR] >= 0) {
        setState(j, 0);
      }
      p += NODE;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The search.

  /**
   * The item to branch on below the pinned levels: the fewest options, as Knuth's rule, but ties
   * broken by the bandwidth order instead of the input's.
   */
  int choose() {
    final int[] nd = dance.nd;
    final int[] next = dance.next;
    final int[] rank = this.rank;
    int best = 0;
    int min = Integer.MAX_VALUE;
    int bestRank = Integer.MAX_VALUE;
    for (int k = next[0]; k != 0; k = next[k]) {
      int len = nd[k * NODE + Dance.LEN];
      if (len < min || (len == min && rank[k] < bestRank)) {
        if (len == 0) {
          return k;
        }
        min = len;
        best = k;
        bestRank = rank[k];
      }
    }
    return best;
  }

  private static final int FORWARD = 0;
  private static final int ADVANCE = 1;
  private static final int RETURN = 2;

  /**
   * Counts the solutions below the forced options and the dance's pinned prefix, within
   * {@code limits}. Returns null when it gave up because memoization does not pay (the dance is
   * intact, and nothing was counted); else the result.
   */
  SearchResult count(Limits limits, ProgressListener progress, long interval) {
    return count(limits, progress, interval, false);
  }

  /**
   * As {@link #count(Limits, ProgressListener, long)}, never giving up when {@code firm} (the
   * dance's prefix is a node of this count's own tree); gives work away to the dance's giver,
   * if it has one.
   */
  SearchResult count(Limits limits, ProgressListener progress, long interval, boolean firm) {
    Budget budget = dance.budget;
    this.firm = firm;
    this.giver = dance.giver;
    this.giveAt = dance.giveEvery;
    this.quit = false;
    budget.start(limits, progress, interval);
    nodes = 0;
    updates = 0;
    found = 0;
    stop = null;
    total = null;
    nextDecision = 0;
    checkAt = 0;
    Arrays.fill(profile, 0);
    long hits = cache.hits;
    initKey();
    try {
      run();
    } finally {
      this.giver = null;
      this.firm = false;
    }
    walked += nodes;
    if (quit) {
      return null;
    }
    BigInteger count = stop == null ? total
        : BigInteger.valueOf(stop == Status.SOLUTION_LIMIT ? budget.solutionLimit : found);
    int deepest = profile.length - 1;
    while (deepest > 0 && profile[deepest] == 0) {
      deepest--;
    }
    MemoStatistics ms = new MemoStatistics(cache.entries(), cache.hits - hits, cache.bytes());
    return SearchResult.of(stop == null ? Status.EXHAUSTED : stop, count, nodes, updates,
        Arrays.copyOf(profile, deepest + 1), budget.elapsed(),
        new long[Reduction.values().length], ms,
        ms.equals(MemoStatistics.NONE) ? Strategy.DANCING_LINKS : Strategy.MEMOIZED);
  }

  private void run() {
    final Dance dance = this.dance;
    final int[] nd = dance.nd;
    final int[] prefix = dance.prefix;
    final int pinned = prefix.length;
    final int memoFrom = Math.min(dance.memoFrom, pinned);
    floor = pinned;
    final MemoTable cache = this.cache;
    final long[] key = this.key;
    int level = 0;
    int b = 0; // the item branched on at this level
    int x = 0; // the option tried at this level
    long ret = 0; // the count of the node just finished, when it fits...
    BigInteger retBig = null; // ...or exactly
    long retTree = 0; // its tree size
    int step = FORWARD;
    loop:
    for (;;) {
      switch (step) {
        case FORWARD:
          if (nodes >= checkAt && !checkpoint(level)) {
            ret = 0;
            retBig = null;
            retTree = 1;
            step = RETURN;
            continue loop;
          }
          nodes++;
          profile[level]++;
          if (dance.next[0] == 0) { // a solution
            ret = 1;
            retBig = null;
            retTree = 1;
            addFound(1);
            step = RETURN;
            continue loop;
          }
          if (level >= floor && !skip[left] && lookup()) {
            ret = cache.count();
            retBig = ret < 0 ? cache.bigCount() : null;
            retTree = cache.tree();
            addFound(ret < 0 ? Long.MAX_VALUE : ret);
            step = RETURN;
            continue loop;
          }
          b = level < memoFrom ? dance.chooseX() : choose();
          if (nd[b * NODE + Dance.LEN] == 0) { // a dead end
            ret = 0;
            retBig = null;
            retTree = 1;
            step = RETURN;
            continue loop;
          }
          updates += dance.cover(b);
          gone(b);
          best[level] = b;
          acc[level] = 0;
          accBig[level] = null;
          tree[level] = 1;
          x = nd[b * NODE + Dance.DOWN];
          if (level < pinned) { // a pinned branch: skip to it
            for (int skip = prefix[level] - 1; skip > 0 && x != b * NODE; skip--) {
              x = nd[x + Dance.DOWN];
            }
          }
          // fall through
        case ADVANCE:
          if (x != b * NODE) {
            choice[level] = x;
            take(x);
            updates += dance.commitOthers(x);
            level++;
            step = FORWARD;
            continue loop;
          }
          dance.uncover(b); // every option of b has been tried
          back(b);
          ret = acc[level];
          retBig = accBig[level];
          retTree = tree[level];
          if (stop == null && level >= floor && !skip[left]) {
            cache.store(key, ret, retBig, retTree);
          }
          // fall through
        case RETURN:
          if (level == 0) {
            total = retBig != null ? retBig : BigInteger.valueOf(ret);
            break loop;
          }
          level--;
          x = choice[level];
          b = best[level];
          dance.uncommitOthers(x);
          giveBack(x);
          if (retBig != null || accBig[level] != null) {
            BigInteger a = accBig[level] != null ? accBig[level] : BigInteger.valueOf(acc[level]);
            accBig[level] = a.add(retBig != null ? retBig : BigInteger.valueOf(ret));
          } else {
            long s = acc[level] + ret;
            if (((acc[level] ^ s) & (ret ^ s)) < 0) { // beyond long: exactly from now on
              accBig[level] = BigInteger.valueOf(acc[level]).add(BigInteger.valueOf(ret));
            } else {
              acc[level] = s;
            }
          }
          tree[level] = sat(tree[level], retTree);
          x = stop != null || level < floor ? b * NODE : nd[x + Dance.DOWN];
          step = ADVANCE;
          continue loop;
        default:
          throw new AssertionError(step);
      }
    }
  }

  /** Looks the signature up, counting the lookup and what a hit saves under its items left. */
  private boolean lookup() {
    lookupsAt[left]++;
    if (!cache.find(key)) {
      return false;
    }
    long s = cache.tree() - 1;
    saved = sat(saved, s);
    savedAt[left] = sat(savedAt[left], s);
    return true;
  }

  /**
   * At the end of the sample: gives up when the hits saved less than {@link #PAYS} times the
   * nodes walked; else stops looking up (and storing) the subproblems of each number of items
   * left whose lookups were many and saved less than {@link #WORTH} nodes each on average (near
   * the leaves: a lookup costs more there than the little tree it might save).
   */
  private boolean decide() {
    decided = true;
    if (saved < PAYS * (walked + nodes)) {
      return false;
    }
    for (int r = 0; r <= n1; r++) {
      skip[r] = lookupsAt[r] >= MIN_LOOKUPS && savedAt[r] < WORTH * lookupsAt[r];
    }
    return true;
  }

  private static long sat(long a, long b) {
    long s = a + b;
    return s < 0 ? Long.MAX_VALUE : s;
  }

  private void addFound(long n) {
    found = sat(found, n);
    if (found >= dance.budget.solutionLimit && stop == null
        && dance.budget.solutionLimit != Long.MAX_VALUE) {
      stop = Status.SOLUTION_LIMIT;
    }
  }

  /** Looks at the limits and whether memoization pays; false when the search must stop. */
  private boolean checkpoint(int level) {
    Budget budget = dance.budget;
    if (stop != null) {
      return false;
    }
    if (nodes >= budget.nodeLimit) {
      stop = Status.NODE_LIMIT;
      return false;
    }
    if (nodes >= nextDecision) {
      nextDecision = nodes + Budget.CLOCK_INTERVAL;
      if (!decided && !sampling && !firm && walked + nodes >= sample) {
        if (!decide()) {
          gaveUp = true;
          quit = true;
          stop = Status.STOPPED;
          return false;
        }
      }
    }
    if (giver != null && nodes >= giveAt) {
      giveAt = nodes + dance.giveEvery;
      if (giver.wanted()) {
        giveAway(level);
      }
    }
    Status s = budget.look(nodes);
    if (s != null) {
      stop = s;
      return false;
    }
    budget.report(nodes, found, level, () -> 0.0);
    checkAt = Math.min(Math.min(budget.nodeLimit, nextDecision),
        Math.min(budget.nextClock, budget.nextProgress));
    if (giver != null) {
      checkAt = Math.min(checkAt, giveAt);
    }
    return true;
  }

  /**
   * Gives the giver the untried options of the shallowest level from {@link #floor} to above
   * {@code level} that has some, each as the branches of a node of this count's tree, and
   * raises the floor past that level. An option being searched keeps its place in its item's
   * list while the search is below it (the dance's invariant), so the 1-based index of each later
   * option is the index of the current one plus its distance down the list.
   */
  private void giveAway(int level) {
    final int[] nd = dance.nd;
    for (int l = floor; l < level; l++) {
      int x = choice[l];
      int h = best[l] * NODE;
      if (nd[x + Dance.DOWN] == h) {
        continue;
      }
      int[] branches = new int[l + 1];
      for (int i = 0; i <= l; i++) {
        int k = 1;
        for (int p = nd[best[i] * NODE + Dance.DOWN]; p != choice[i]; p = nd[p + Dance.DOWN]) {
          k++;
        }
        branches[i] = k;
      }
      int memoFrom = Math.min(dance.memoFrom, dance.prefix.length);
      for (int y = nd[x + Dance.DOWN]; y != h; y = nd[y + Dance.DOWN]) {
        branches[l]++;
        giver.give(branches.clone(), memoFrom);
      }
      floor = l + 1;
      firm = true; // the rest is counted elsewhere: giving up now would count it twice
      return;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Seams for drawing random solutions (MemoSampler).

  /** The solutions of the subproblem as the dance and the signature stand, exactly. */
  BigInteger countHere() {
    dance.budget.start(Limits.none(), null, 1);
    nodes = 0;
    found = 0;
    stop = null;
    total = null;
    nextDecision = 0;
    checkAt = 0;
    sampling = true;
    try {
      run();
    } finally {
      sampling = false;
      walked += nodes;
    }
    if (stop != null) {
      throw new CancellationException("interrupted while drawing a random solution");
    }
    return total;
  }
}
