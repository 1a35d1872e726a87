package dev.exactcover.sudoku.logic;

import dev.exactcover.sudoku.logic.Implications.Prop;
import dev.exactcover.sudoku.logic.Implications.Run;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Sudoku Explainer's nested forcing chains: dynamic forcing chains whose propagation, each time
 * its links run out, asks other rules what the grid it has reached allows, and goes on with their
 * eliminations. The levels and their rules are SE's (Sudoku Explainer 1.2.1 by Nicolas
 * Juillerat, {@code diuf.sudoku.solver.rules.chaining.Chaining}, its {@code getDifficulty},
 * {@code getNestedSuffix} and {@code getAdvancedPotentials}; read, not copied):
 *
 * <ul>
 *   <li>level 1, "Dynamic Forcing Chains (+)", 9.0: pointing and claiming, hidden and naked
 *       pairs, X-wings;</li>
 *   <li>level 2, "(+ Forcing Chains)", 9.5: those, then SE's "Forcing Chains &amp; Cycles"
 *       (bidirectional cycles and static forcing chains);</li>
 *   <li>level 3, "(+ Multiple Forcing Chains)", 10.0: those, then the static cell and region
 *       forcing chains.</li>
 * </ul>
 *
 * The first of the rules (in that order) that finds anything gives its eliminations, every one
 * of them; an elimination is implied by the off potentials of the propagation that the rule's
 * pattern reads (its rule parents: the candidates the propagation removed from the pattern's
 * cells), and one that needs none is left out (it holds without the assumption). Each distinct
 * nested chain behind a conclusion (the same potentials in the same order, as SE's
 * {@code FullChain} compares them) adds its own complexity to the chain's once. Levels 4 and up
 * (dynamic chains nested, 10.5 and up) are not searched.
 */
final class Nested {
  private Nested() {}

  /** The deepest level searched. */
  static final int MAX_LEVEL = 3;

  /** {@return the rating of level {@code level}'s chains before their length, in tenths} */
  static int base(int level) {
    return level == 1 ? 90 : 95 + 5 * (level - 2);
  }

  /** {@return SE's suffix for a level: " (+)", " (+ Forcing Chains)"...} */
  static String suffix(int level) {
    return level == 1 ? " (+)" : level == 2 ? " (+ Forcing Chains)"
        : " (+ Multiple Forcing Chains)";
  }

  /**
   * The rules of {@code level} as the hook of a dynamic propagation, for the propagations of one
   * search: what the rules find depends only on the grid a propagation has reached, so it is
   * kept for each grid reached (many assumptions reach the same grid).
   */
  static Implications.Advanced rules(int level) {
    java.util.Map<Grid, List<Found>> cache = new java.util.HashMap<>();
    return r -> deduce(r, cache.computeIfAbsent(new Grid(r.work.clone()),
        k -> find(r, level)));
  }

  /** A grid reached, as a key. */
  private record Grid(int[] cand) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Grid g && Arrays.equals(cand, g.cand);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(cand);
    }
  }

  /**
   * One elimination found by a rule: the off potential, its rule parents, its rating and
   * complexity, SE's sort key among chains of equal rating and complexity (X-chains and cycles 2,
   * Y-cycles 3, XY-chains and cycles 4, cell forcing chains 5, region forcing chains 6; 0 for the
   * other rules), and the key of the nested chain behind it (its potentials, hashed in SE's
   * order; 0: none).
   */
  record Found(int node, int[] parents, int tenths, int complexity, int sortKey,
      long key) {}

  /** What the rules of {@code level} find on the grid {@code r} has reached, easiest first. */
  private static List<Found> find(Run r, int level) {
    Board w = view(r.b, r.work);
    List<Found> found = NestedBasics.find(r, w);
    if (found.isEmpty() && level >= 2) {
      found = forcing(r, w);
    }
    if (found.isEmpty() && level >= 3) {
      found = multiple(r, w);
    }
    found.sort((a, c) -> a.tenths != c.tenths ? Integer.compare(a.tenths, c.tenths)
        : a.complexity != c.complexity ? Integer.compare(a.complexity, c.complexity)
        : Integer.compare(a.sortKey, c.sortKey));
    return found;
  }

  private static boolean deduce(Run r, List<Found> found) {
    boolean added = false;
    for (Found f : found) {
      if (r.p.has(f.node)) {
        continue;
      }
      int nest = f.complexity > 0 ? r.p.nested(f.complexity, f.key) : 0;
      added = true;
      r.deduce(f.node, f.parents, nest);
    }
    return added;
  }

  /** The board as the propagation has left it: its values, the working candidates. */
  private static Board view(Board b, int[] work) {
    Board w = b.copy();
    System.arraycopy(work, 0, w.cand, 0, work.length);
    return w;
  }

  /** Adds the off potentials of {@code r} for the values {@code mask} removed from cell c. */
  static void removed(Run r, int c, int mask, List<Integer> out) {
    for (int m = r.b.cand[c] & ~r.work[c] & mask; m != 0; m &= m - 1) {
      int off = r.b.node(c, Integer.numberOfTrailingZeros(m) + 1, false);
      if (r.p.has(off) && !out.contains(off)) {
        out.add(off);
      }
    }
  }

  static void add(List<Found> out, Run r, int c, int v, List<Integer> parents,
      int tenths, int complexity) {
    add(out, r, c, v, parents, tenths, complexity, 0, 0);
  }

  /** As above, for a nested chain step named by {@code key}. */
  static void add(List<Found> out, Run r, int c, int v, List<Integer> parents,
      int tenths, int complexity, int sortKey, long key) {
    if (parents.isEmpty() || r.b.value[c] != 0 || (r.work[c] & Board.bit(v)) == 0) {
      return;
    }
    int[] p = parents.stream().mapToInt(Integer::intValue).toArray();
    out.add(new Found(r.b.node(c, v, false), p, tenths, complexity, sortKey, key));
  }

  /** The start of a chain has no cause of its own (a forcing chain's assumption). */
  private static final int NO_CAUSE = -2;

  /** The start of a chain is caused by its cell (a cell forcing chain's assumptions). */
  private static final int CELL_CAUSE = -1;

  /**
   * The rule parents of the chain behind {@code node} in {@code q} (a propagation on the board
   * {@code w} the outer propagation {@code r} left): for each on potential of the chain, the
   * candidates the outer propagation removed from the cell (a naked single) or from the value's
   * places in the house (a hidden single) that implied it. The start's cause is
   * {@code startCause}: {@link #NO_CAUSE} (a forcing chain's assumption: none, as in SE),
   * {@link #CELL_CAUSE} (a cell forcing chain: the cell), or a house (a region forcing chain:
   * the value's places in the house).
   */
  private static void chainParents(Run r, Board w, Prop q, int node, int startCause,
      List<Integer> out) {
    int[] stack = new int[q.parent.length];
    boolean[] seen = new boolean[q.parent.length];
    int top = 0;
    stack[top++] = node;
    seen[node] = true;
    while (top > 0) {
      int x = stack[--top];
      int from = x == node && !q.has(x) ? -1 : q.parent[x];
      if (Implications.isOn(x)) {
        if (x != q.start) {
          cause(r, w, x, from, out);
        } else if (startCause == CELL_CAUSE) {
          removed(r, w.cellOf(x), r.b.all, out);
        } else if (startCause >= 0) {
          for (int z : w.g.cells(startCause)) {
            removed(r, z, Board.bit(w.valueOf(x)), out);
          }
        }
      }
      if (from >= 0 && !seen[from]) {
        seen[from] = true;
        stack[top++] = from;
      }
      if (q.hidden != null && q.has(x) && q.hidden[x] != null) {
        for (int y : q.hidden[x]) {
          if (!seen[y]) {
            seen[y] = true;
            stack[top++] = y;
          }
        }
      }
    }
  }

  /** The candidates behind on potential {@code x} implied by off potential {@code from}. */
  private static void cause(Run r, Board w, int x, int from, List<Integer> out) {
    int c = w.cellOf(x);
    int v = w.valueOf(x);
    if (from < 0 || w.cellOf(from) == c) { // the start, or a naked single
      removed(r, c, r.b.all, out);
      return;
    }
    int other = w.cellOf(from);
    for (int h : w.g.cellHouses[c]) {
      if (Intersections.contains(w.g.cells(h), other) && Integer.bitCount(w.where(h, v)) == 2) {
        for (int z : w.g.cells(h)) {
          removed(r, z, Board.bit(v), out);
        }
        return;
      }
    }
  }

  /**
   * SE's "Forcing Chains &amp; Cycles" on the reached board, in its order: x-links only
   * (bidirectional X-cycles, 6.5, and forcing X-chains, 6.6), y-links only (Y-cycles, 6.5, from
   * cells of two candidates), then both (cycles and forcing chains, 7.0); for each candidate the
   * cycles through it first, then the forcing chains from it on and off.
   */
  private static List<Found> forcing(Run r, Board w) {
    List<Found> out = new ArrayList<>();
    int[] mode = new int[1];
    Chains.CycleSpace space = Chains.cycleSpace(w, (chain, e, complexity, tenths) ->
        cycle(r, w, chain, e, complexity, tenths, mode[0], out));
    for (mode[0] = 0; mode[0] < 3; mode[0]++) {
      boolean x = mode[0] != 1;
      boolean y = mode[0] != 0;
      for (int c = 0; c < w.cells; c++) {
        int card = Integer.bitCount(w.cand[c]);
        if (w.value[c] != 0 || card < 2) {
          continue;
        }
        for (int m = w.cand[c]; m != 0; m &= m - 1) {
          int v = Integer.numberOfTrailingZeros(m) + 1;
          if (x || card == 2) {
            Chains.cycles(w, w.node(c, v, true), y, x, space);
          }
          if (x) {
            forcing(r, w, c, v, y, out);
          }
        }
      }
    }
    return out;
  }

  /**
   * Extends {@code key} with the chain behind {@code target} in {@code q} (its implying potential
   * {@code from}, -1: none): the target, then its ancestors breadth first, as SE lists a chain.
   * Two nested steps count once in a chain's complexity when their chains are the same
   * potentials in the same order (SE's {@code FullChain}), not merely the same conclusion: the
   * same start can lead to another chain on another grid reached.
   */
  private static long chainKey(Prop q, int target, int from, long key) {
    key = mix(key, target);
    if (from < 0) {
      return mix(key, -1);
    }
    int[] queue = new int[q.parent.length];
    boolean[] seen = new boolean[q.parent.length];
    int head = 0;
    int tail = 0;
    queue[tail++] = from;
    seen[from] = true;
    while (head < tail) {
      int x = queue[head++];
      key = mix(key, x);
      int par = q.parent[x];
      if (par >= 0 && !seen[par]) {
        seen[par] = true;
        queue[tail++] = par;
      }
      if (q.hidden != null && q.hidden[x] != null) {
        for (int y : q.hidden[x]) {
          if (!seen[y]) {
            seen[y] = true;
            queue[tail++] = y;
          }
        }
      }
    }
    return mix(key, -1);
  }

  /** {@return {@code key} extended by {@code x}} (a 64-bit polynomial hash, then mixed) */
  private static long mix(long key, int x) {
    long h = key * 0x9E3779B97F4A7C15L + x + 1;
    return h ^ (h >>> 29);
  }

  /** A cycle found on the reached board: its eliminations, with its rule parents. */
  private static void cycle(Run r, Board w, List<Integer> chain, int[] e, int complexity,
      int tenths, int mode, List<Found> out) {
    List<Integer> parents = new ArrayList<>();
    // the chain runs from the source (on, implied again) back to the source (the assumption);
    // its on potentials are caused as in a forcing chain, and its off potentials, reversed
    // (the cycle read the other way), by the cell or house of the link that turned them off
    for (int i = 0; i + 1 < chain.size(); i++) {
      int n = chain.get(i);
      int from = chain.get(i + 1);
      if (Implications.isOn(n)) {
        cause(r, w, n, from, parents);
      } else {
        offCause(r, w, n, from, parents);
      }
    }
    // the cycle read forwards, then backwards (SE's two targets)
    long key = 0;
    for (int n : chain) {
      key = mix(key, n);
    }
    for (int i = chain.size() - 1; i >= 0; i--) {
      key = mix(key, chain.get(i) ^ 1);
    }
    for (int k = 0; k < e.length; k += 2) {
      add(out, r, e[k], e[k + 1], parents, tenths, complexity, mode == 2 ? 4 : mode == 1 ? 3 : 2,
          key);
    }
  }

  /**
   * The candidates behind off potential {@code x} read backwards (as an on potential) when on
   * potential {@code from} turned it off: those removed from its cell (the same cell) or from the
   * value's places in the first house, boxes first, holding both.
   */
  private static void offCause(Run r, Board w, int x, int from, List<Integer> out) {
    int c = w.cellOf(x);
    int other = w.cellOf(from);
    if (other == c) {
      removed(r, c, r.b.all, out);
      return;
    }
    for (int h : w.g.cellHouses[c]) {
      if (Intersections.contains(w.g.cells(h), other)) {
        for (int z : w.g.cells(h)) {
          removed(r, z, Board.bit(w.valueOf(x)), out);
        }
        return;
      }
    }
  }

  private static void forcing(Run r, Board w, int c, int v, boolean y, List<Found> out) {
    for (int on = 1; on >= 0; on--) {
      int start = w.node(c, v, on == 1);
      Prop q = Implications.run(w, start, false, y, false);
      if (q.targetParent < 0) {
        continue;
      }
      int complexity = Implications.freshAncestors(q, q.targetParent, null);
      int tenths = (y ? 70 : 66) + Implications.lengthTenths(complexity);
      List<Integer> parents = new ArrayList<>();
      chainParents(r, w, q, q.targetParent, NO_CAUSE, parents);
      if (Implications.isOn(start ^ 1)) { // the conclusion is an on potential with a cause too
        cause(r, w, start ^ 1, q.targetParent, parents);
      }
      long key = chainKey(q, start ^ 1, q.targetParent, 0);
      if (Implications.isOn(start ^ 1)) {
        for (int k = w.cand[c] & ~Board.bit(v); k != 0; k &= k - 1) {
          add(out, r, c, Integer.numberOfTrailingZeros(k) + 1, parents, tenths, complexity,
              y ? 4 : 2, key);
        }
      } else {
        add(out, r, c, v, parents, tenths, complexity, y ? 4 : 2, key);
      }
    }
  }

  /** Static cell and region forcing chains on the reached board (cells of 3 candidates or more). */
  private static List<Found> multiple(Run r, Board w) {
    List<Found> out = new ArrayList<>();
    Prop[] cache = new Prop[w.nodes()];
    for (int c = 0; c < w.cells; c++) {
      int card = Integer.bitCount(w.cand[c]);
      if (w.value[c] != 0 || card < 3) {
        continue;
      }
      for (int m = w.cand[c]; m != 0; m &= m - 1) {
        int v = Integer.numberOfTrailingZeros(m) + 1;
        for (int h : w.g.cellHouses[c]) {
          int where = w.where(h, v);
          int[] hc = w.g.cells(h);
          if (Integer.bitCount(where) < 2 || hc[Integer.numberOfTrailingZeros(where)] != c) {
            continue;
          }
          List<Prop> places = new ArrayList<>();
          for (int i = 0; i < hc.length; i++) {
            if ((where & 1 << i) != 0) {
              places.add(prop(w, cache, w.node(hc[i], v, true)));
            }
          }
          common(r, w, places, h, out);
        }
      }
      List<Prop> all = new ArrayList<>();
      for (int m = w.cand[c]; m != 0; m &= m - 1) {
        all.add(prop(w, cache, w.node(c, Integer.numberOfTrailingZeros(m) + 1, true)));
      }
      common(r, w, all, CELL_CAUSE, out);
    }
    return out;
  }

  private static Prop prop(Board w, Prop[] cache, int start) {
    if (cache[start] == null) {
      cache[start] = Implications.run(w, start, false, true, true);
    }
    return cache[start];
  }

  /**
   * The potentials every propagation of {@code props} implies: multiple-chain steps, from the
   * places of a value in house {@code cause} or the candidates of a cell ({@link #CELL_CAUSE}).
   * A propagation that reached a contradiction counts with what it implied before it, as in SE
   * (whose static chaining stops there and keeps its sets).
   */
  private static void common(Run r, Board w, List<Prop> props, int cause, List<Found> out) {
    Prop first = props.get(0);
    for (int i = 0; i < first.count; i++) {
      int x = first.order[i];
      if (x == first.start) {
        continue;
      }
      int complexity = 0;
      boolean all = true;
      for (Prop q : props) {
        if (!q.has(x)) {
          all = false;
          break;
        }
        complexity += Implications.ancestors(q, x);
      }
      if (!all) {
        continue;
      }
      List<Integer> parents = new ArrayList<>();
      for (Prop q : props) {
        chainParents(r, w, q, x, cause, parents);
      }
      int tenths = 80 + Implications.lengthTenths(complexity);
      int cell = w.cellOf(x);
      long key = 0;
      for (Prop q : props) {
        key = chainKey(q, x, q.parent[x], key);
      }
      if (Implications.isOn(x)) { // on in every case: the cell's other candidates go
        for (int k = w.cand[cell] & ~Board.bit(w.valueOf(x)); k != 0; k &= k - 1) {
          add(out, r, cell, Integer.numberOfTrailingZeros(k) + 1, parents, tenths, complexity,
              cause == CELL_CAUSE ? 5 : 6, key);
        }
      } else {
        add(out, r, cell, w.valueOf(x), parents, tenths, complexity,
            cause == CELL_CAUSE ? 5 : 6, key);
      }
    }
  }
}
