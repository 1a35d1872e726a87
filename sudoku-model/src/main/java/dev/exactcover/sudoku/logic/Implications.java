package dev.exactcover.sudoku.logic;

import java.util.Arrays;

/**
 * The implication engine of the chains ({@link Chains}), after the description
 * of Sudoku Explainer's chaining rules (Nicolas Juillerat's documentation and the source of
 * Sudoku Explainer 1.2.1, {@code diuf.sudoku.solver.rules.chaining.Chaining}; read, not copied).
 *
 * <h2>Implications</h2>
 * A <em>potential</em> is a candidate (cell, value) assumed true ("on") or false ("off"). An on
 * potential turns off the cell's other candidates (a y-link) and the value's other places in the
 * cell's houses (x-links). An off potential turns on the cell's other candidate when the cell has
 * two (y), and the value's other place in a house where it has two (x). Propagating an assumption
 * breadth first, each potential remembers the potential that first implied it (its parent), so
 * the chain behind any conclusion can be read back. <em>Static</em> propagation reads the links
 * from the grid as it is; <em>dynamic</em> propagation removes each off candidate from a copy of
 * the grid, so that cells and houses reduced to one candidate by earlier implications link too;
 * such an implication also has as parents the off potentials that reduced the cell or house.
 *
 * <p>A chain's <em>complexity</em> is the number of distinct potentials behind its conclusion.
 */
final class Implications {
  private Implications() {}

  private static final int ABSENT = -2;

  static boolean isOn(int node) {
    return (node & 1) != 0;
  }

  /** The rating added for a chain of {@code complexity} potentials, in tenths. */
  static int lengthTenths(int complexity) {
    int length = complexity - 2;
    int added = 0;
    int ceiling = 4;
    boolean times32 = true;
    while (length > ceiling) {
      added++;
      ceiling = times32 ? ceiling * 3 / 2 : ceiling * 4 / 3;
      times32 = !times32;
    }
    return added;
  }

  /** One propagation from a start potential: the potentials implied, with their parents. */
  static final class Prop {
    final int start;
    final int[] parent;
    int[][] hidden; // extra parents of dynamic implications
    // per on potential implied by an off one: the house of the hidden single (-1: the cell, a
    // naked single), as SE records a potential's cause
    final int[] via;
    final int[] order;
    int count;
    // a contradiction: the node found present (old) and the conflicting node generated (fresh)
    int oldNode = -1;
    int freshNode = -1;
    int freshParent = -1;
    int[] freshHidden;
    int freshVia = -1;
    // a target reached (unary chains)
    int targetParent = -1;
    // nested chains: per node the nested step that implied it (0: none), and each one's
    // complexity (index 0 unused)
    int[] nest;
    int[] nestComplexity = new int[1];
    long[] nestKey = new long[1];
    int nests;

    /**
     * Records a nested step of {@code complexity} that {@code key} names (the same step found
     * again has the same key); {@return its id}.
     */
    int nested(int complexity, long key) {
      if (nest == null) {
        nest = new int[parent.length];
      }
      if (++nests == nestComplexity.length) {
        nestComplexity = Arrays.copyOf(nestComplexity, 2 * nests);
        nestKey = Arrays.copyOf(nestKey, 2 * nests);
      }
      nestComplexity[nests] = complexity;
      nestKey[nests] = key;
      return nests;
    }

    Prop(int nodes, int start) {
      this.start = start;
      this.parent = new int[nodes];
      this.order = new int[nodes];
      this.via = new int[nodes];
      Arrays.fill(parent, ABSENT);
      parent[start] = -1;
      order[count++] = start;
    }

    boolean has(int node) {
      return parent[node] != ABSENT;
    }

    boolean contradiction() {
      return oldNode >= 0;
    }

    void add(int node, int from, int[] extra) {
      add(node, from, extra, -1);
    }

    void add(int node, int from, int[] extra, int house) {
      parent[node] = from;
      via[node] = house;
      if (extra != null && extra.length > 0) {
        if (hidden == null) {
          hidden = new int[parent.length][];
        }
        hidden[node] = extra;
      }
      order[count++] = node;
    }
  }

  /** Scratch for counting ancestors. */
  private static final class Scratch {
    java.util.Set<Long> seen; // nested steps counted (null: not counting)
    int nested;
    int[] stamp = new int[0];
    int[] queue = new int[0];
    int now;
  }

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  /** The number of distinct potentials behind {@code node} in {@code p}, itself included. */
  static int ancestors(Prop p, int node) {
    return ancestors(p, node, -2, null);
  }

  /**
   * The ancestors of a node that is not in {@code p} (with parent {@code from} and extra parents
   * {@code extra}), itself included; or of {@code node} itself when {@code from} is -2.
   */
  private static int ancestors(Prop p, int node, int from, int[] extra) {
    Scratch s = SCRATCH.get();
    if (s.stamp.length < p.parent.length) {
      s.stamp = new int[p.parent.length];
      s.queue = new int[p.parent.length];
      s.now = 0;
    }
    int now = ++s.now;
    if (now == Integer.MAX_VALUE) {
      Arrays.fill(s.stamp, 0);
      s.now = now = 1;
    }
    int tail = 0;
    if (from == -2) {
      s.stamp[node] = now;
      s.queue[tail++] = node;
    } else {
      if (from >= 0) {
        s.stamp[from] = now;
        s.queue[tail++] = from;
      }
      if (extra != null) {
        for (int x : extra) {
          if (s.stamp[x] != now) {
            s.stamp[x] = now;
            s.queue[tail++] = x;
          }
        }
      }
    }
    int head = 0;
    while (head < tail) {
      int x = s.queue[head++];
      int par = p.parent[x];
      if (par >= 0 && s.stamp[par] != now) {
        s.stamp[par] = now;
        s.queue[tail++] = par;
      }
      if (p.hidden != null && p.hidden[x] != null) {
        for (int y : p.hidden[x]) {
          if (s.stamp[y] != now) {
            s.stamp[y] = now;
            s.queue[tail++] = y;
          }
        }
      }
    }
    if (p.nest != null && s.seen != null) { // the nested steps behind, each counted once
      for (int i = 0; i < tail; i++) {
        int id = p.nest[s.queue[i]];
        if (id > 0 && s.seen.add(p.nestKey[id])) {
          s.nested += p.nestComplexity[id];
        }
      }
    }
    return from == -2 ? tail : tail + 1;
  }

  /**
   * Starts counting the complexity of the nested steps behind the nodes whose ancestors are
   * counted next (each distinct nested step once, as Sudoku Explainer sums them over a step's
   * chains); {@link #nested()} ends it.
   */
  static void countNested() {
    Scratch s = SCRATCH.get();
    s.seen = new java.util.HashSet<>();
    s.nested = 0;
  }

  /** {@return the complexity of the nested steps seen since {@link #countNested()}} */
  static int nested() {
    Scratch s = SCRATCH.get();
    s.seen = null;
    return s.nested;
  }

  /**
   * Propagates {@code start}.
   *
   * @param dynamic remove each off candidate from a working copy of the grid
   * @param y use y-links (off turns on the other candidate of a two-candidate cell; on turns off
   *     the cell's other candidates)
   * @param chaining stop at the first contradiction, taking one implication at a time with the on
   *     potentials first (the multiple and dynamic chains); otherwise take the on potentials and
   *     the off potentials in alternate batches and record when the start's opposite is reached
   *     (the single forcing chains)
   */
  static Prop run(Board b, int start, boolean dynamic, boolean y, boolean chaining) {
    return new Run(b, start, dynamic, y, chaining, null).go();
  }

  /**
   * What a nested propagation adds when the links run out: off potentials found by other rules
   * on the grid as the propagation has left it ({@link Run#work}), each added by
   * {@link Run#deduce}; {@return whether any was added}
   */
  interface Advanced {
    boolean deduce(Run r);
  }

  /** Propagates {@code start} dynamically, with {@code advanced} when the links run out. */
  static Prop run(Board b, int start, Advanced advanced) {
    return new Run(b, start, true, true, true, advanced).go();
  }

  /** The state of one propagation. */
  static final class Run {
    final Board b;
    final Board.Geometry g;
    final Prop p;
    final int[] work;
    final boolean dynamic;
    final boolean y;
    final boolean chaining;
    final int target;
    final int[] onQueue;
    final int[] offQueue;
    final int[] made; // the implications of one off potential: node, house (-1: the cell)
    int onHead;
    int onTail;
    int offHead;
    int offTail;

    final Advanced advanced;

    Run(Board b, int start, boolean dynamic, boolean y, boolean chaining, Advanced advanced) {
      this.advanced = advanced;
      this.b = b;
      this.g = b.g;
      this.p = new Prop(b.nodes(), start);
      this.onQueue = new int[b.nodes()];
      this.offQueue = new int[b.nodes()];
      this.work = dynamic ? b.cand.clone() : b.cand;
      this.dynamic = dynamic;
      this.y = y;
      this.chaining = chaining;
      this.target = start ^ 1;
      int most = 0;
      for (int[] list : g.cellHouses) {
        most = Math.max(most, list.length);
      }
      this.made = new int[2 * (most + 1)];
      if (isOn(start)) {
        onQueue[onTail++] = start;
      } else {
        offQueue[offTail++] = start;
      }
    }

    Prop go() {
      do {
        if (links()) {
          return p;
        }
      } while (advanced != null && advanced.deduce(this) && !p.contradiction());
      return p;
    }

    /**
     * Adds off potential {@code x} deduced by another rule from the off potentials
     * {@code parents} (all in the propagation), by nested step {@code nest} (0: none). As in SE,
     * an off potential whose opposite is on is not a contradiction yet: it is added and followed
     * like any other, and the contradiction is the one its implications meet.
     */
    void deduce(int x, int[] parents, int nest) {
      if (p.has(x)) {
        return;
      }
      int[] extra = parents.length > 1 ? Arrays.copyOfRange(parents, 1, parents.length) : null;
      p.add(x, parents[0], extra);
      if (nest > 0) {
        p.nest[x] = nest;
      }
      offQueue[offTail++] = x;
    }

    /** Follows the links until none is left; true at a contradiction. */
    private boolean links() {
      while (onHead < onTail || offHead < offTail) {
        if (chaining) {
          if (onHead < onTail ? fromOn(onQueue[onHead++]) : fromOff(offQueue[offHead++])) {
            return true;
          }
        } else {
          while (onHead < onTail) {
            fromOn(onQueue[onHead++]);
          }
          while (offHead < offTail) {
            fromOff(offQueue[offHead++]);
          }
        }
      }
      return p.contradiction();
    }

    /** The implications of on potential {@code x}; true at a contradiction. */
    private boolean fromOn(int x) {
      int c = b.cellOf(x);
      int v = b.valueOf(x);
      int vb = Board.bit(v);
      if (y) {
        for (int m = work[c] & ~vb; m != 0; m &= m - 1) {
          if (imply(b.node(c, Integer.numberOfTrailingZeros(m) + 1, false), x, null, -1)) {
            return true;
          }
        }
      }
      for (int house : g.cellHouses[c]) {
        for (int z : g.cells(house)) {
          if (z != c && (work[z] & vb) != 0 && imply(b.node(z, v, false), x, null, -1)) {
            return true;
          }
        }
      }
      return false;
    }

    /** The implications of off potential {@code x}; true at a contradiction. */
    private boolean fromOff(int x) {
      int c = b.cellOf(x);
      int v = b.valueOf(x);
      int vb = Board.bit(v);
      int[] made = this.made;
      int k = 0;
      if (y && Integer.bitCount(work[c]) == 2 && (work[c] & vb) != 0) {
        made[k++] = b.node(c, Integer.numberOfTrailingZeros(work[c] & ~vb) + 1, true);
        made[k++] = -1;
      }
      for (int house : g.cellHouses[c]) {
        int other = -1;
        int n = 0;
        for (int z : g.cells(house)) {
          if ((work[z] & vb) != 0) {
            n++;
            if (z != c) {
              other = z;
            }
          }
        }
        if (n == 2 && other >= 0 && (work[c] & vb) != 0) {
          made[k++] = b.node(other, v, true);
          made[k++] = house;
        }
      }
      if (dynamic) {
        work[c] &= ~vb;
      }
      for (int j = 0; j < k; j += 2) {
        int[] extra = dynamic ? hiddenParents(p, b.cand, work, made[j + 1], b.cellOf(made[j]), v,
            x, b) : null;
        if (imply(made[j], x, extra, made[j + 1])) {
          return true;
        }
      }
      return false;
    }

    /**
     * Records that {@code from} implies {@code x} (through {@code house}, -1: the cell); true at a
     * contradiction when chaining.
     */
    private boolean imply(int x, int from, int[] extra, int house) {
      if (chaining) {
        if (p.has(x ^ 1)) {
          p.oldNode = x ^ 1;
          p.freshNode = x;
          p.freshParent = from;
          p.freshHidden = extra;
          p.freshVia = house;
          return true;
        }
      } else if (x == target && p.targetParent < 0) {
        p.targetParent = from;
      }
      if (!p.has(x)) {
        p.add(x, from, extra, house);
        if (isOn(x)) {
          onQueue[onTail++] = x;
        } else {
          offQueue[offTail++] = x;
        }
      }
      return false;
    }
  }

  /**
   * The off potentials (other than {@code self}) that reduced the cell {@code c} (house -1) or
   * the house's places for {@code v} since the start: the dynamic parents of an implication.
   */
  private static int[] hiddenParents(Prop p, int[] source, int[] work, int house, int c, int v,
      int self, Board b) {
    int[] out = new int[b.n];
    int k = 0;
    if (house < 0) {
      for (int m = source[c] & ~work[c]; m != 0; m &= m - 1) {
        int off = b.node(c, Integer.numberOfTrailingZeros(m) + 1, false);
        if (off != self && p.has(off)) {
          out[k++] = off;
        }
      }
    } else {
      int vb = Board.bit(v);
      for (int z : b.g.cells(house)) {
        if ((source[z] & vb) != 0 && (work[z] & vb) == 0) {
          int off = b.node(z, v, false);
          if (off != self && p.has(off)) {
            out[k++] = off;
          }
        }
      }
    }
    return k == 0 ? null : Arrays.copyOf(out, k);
  }

  /** The complexity of a contradiction found by {@code p}: both chains' potentials. */
  static int contradictionComplexity(Prop p) {
    return ancestors(p, p.oldNode) + freshAncestors(p, p.freshParent, p.freshHidden);
  }

  static int freshAncestors(Prop p, int from, int[] extra) {
    return ancestors(p, -1, from, extra);
  }

}
