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
 *       forcing chains;</li>
 *   <li>level 4, "(+ Dynamic Forcing Chains)", 10.5: the rules of level 1, then the dynamic
 *       forcing chains (which cover the static ones);</li>
 *   <li>level 5 and up, "(+ Dynamic Forcing Chains (+ ...))", 11.0 and up: those, then the
 *       dynamic chains of level {@code level - 3}, nested themselves.</li>
 * </ul>
 *
 * The first of the rules (in that order) that finds anything gives its eliminations, every one
 * of them; an elimination is implied by the off potentials of the propagation that the rule's
 * pattern reads (its rule parents: the candidates the propagation removed from the pattern's
 * cells), and one that needs none is left out (it holds without the assumption). Each distinct
 * nested chain behind a conclusion (the same potentials in the same order, as SE's
 * {@code FullChain} compares them) adds its own complexity to the chain's once.
 */
final class Nested {
  private Nested() {}

  /** The deepest level searched: SE's solver stops at 5. */
  static final int MAX_LEVEL = 5;

  /** {@return the rating of level {@code level}'s chains before their length, in tenths} */
  static int base(int level) {
    return level == 1 ? 90 : 95 + 5 * (level - 2);
  }

  /** {@return SE's suffix for a level: " (+)", " (+ Forcing Chains)"...} */
  static String suffix(int level) {
    return level == 1 ? " (+)" : level == 2 ? " (+ Forcing Chains)"
        : level == 3 ? " (+ Multiple Forcing Chains)" : level == 4 ? " (+ Dynamic Forcing Chains)"
        : " (+ Dynamic Forcing Chains" + suffix(level - 3) + ")";
  }

  /**
   * The rules of {@code level} as the hook of a dynamic propagation, for the propagations of one
   * search: what the rules find depends only on the grid a propagation has reached, so it is
   * kept for each grid reached (many assumptions reach the same grid).
   */
  static Implications.Advanced rules(int level) {
    java.util.Map<Grid, List<Found>> cache = new java.util.HashMap<>();
    Implications.Advanced inner = level >= 5 ? rules(level - 3) : null;
    return r -> deduce(r, cache.computeIfAbsent(new Grid(r.work.clone()),
        k -> find(r, level, inner)));
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
   * other rules), the key of the nested chain behind it (its potentials, hashed in SE's order;
   * 0: none), and the step of a chain rule it belongs to (-1: another rule's).
   */
  record Found(int node, int[] parents, int tenths, int complexity, int sortKey,
      long key, int step) {}

  private static final java.util.Comparator<Found> EASIEST_FIRST = (a, c) ->
      a.tenths != c.tenths ? Integer.compare(a.tenths, c.tenths)
      : a.complexity != c.complexity ? Integer.compare(a.complexity, c.complexity)
      : Integer.compare(a.sortKey, c.sortKey);

  /**
   * What the rules of {@code level} find on the grid {@code r} has reached, easiest first;
   * {@code inner}: the propagations' hook of the dynamic chains nested at level 5 and up.
   */
  private static List<Found> find(Run r, int level, Implications.Advanced inner) {
    Board w = view(r.b, r.work);
    List<Found> found = NestedBasics.find(r, w);
    if (level < 4) {
      if (found.isEmpty() && level >= 2) {
        found = forcing(r, w);
      }
      if (found.isEmpty() && level >= 3) {
        found = chains(r, w, false, 0, null);
      }
    } else {
      if (found.isEmpty()) {
        found = chains(r, w, true, 0, null);
      }
      if (found.isEmpty() && level >= 5) {
        found = chains(r, w, true, level - 3, inner);
      }
    }
    found.sort(EASIEST_FIRST);
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

  /** Adds the elimination of v from cell c, if it has rule parents and v is a candidate there. */
  static void add(List<Found> out, Run r, int c, int v, List<Integer> parents,
      int tenths, int complexity) {
    if (parents.isEmpty() || r.b.value[c] != 0 || (r.work[c] & Board.bit(v)) == 0) {
      return;
    }
    int[] p = parents.stream().mapToInt(Integer::intValue).toArray();
    out.add(new Found(r.b.node(c, v, false), p, tenths, complexity, 0, 0, -1));
  }

  /**
   * Adds a step of a chain rule named by {@code key}: its eliminations {@code e} (cell, value
   * pairs; those still candidates), kept whole, with or without rule parents, for
   * {@link #handedOn}.
   */
  private static void step(List<Found> out, Run r, int[] e, List<Integer> parents,
      int tenths, int complexity, int sortKey, long key) {
    int id = out.size();
    int[] p = parents.stream().mapToInt(Integer::intValue).toArray();
    for (int k = 0; k < e.length; k += 2) {
      int c = e[k];
      int v = e[k + 1];
      if (r.b.value[c] == 0 && (r.work[c] & Board.bit(v)) != 0) {
        out.add(new Found(r.b.node(c, v, false), p, tenths, complexity, sortKey, key, id));
      }
    }
  }

  /**
   * The steps of a chain rule as SE's rule hands them on to a nested propagation: easiest first
   * (rating, complexity, kind), the first of the steps with the same eliminations only (SE keeps
   * its hints in a set where two are equal when they remove the same candidates), and of those
   * the ones with rule parents (one without holds without the assumption).
   */
  private static List<Found> handedOn(List<Found> found) {
    found.sort(EASIEST_FIRST);
    List<Found> out = new ArrayList<>();
    java.util.Set<List<Integer>> seen = new java.util.HashSet<>();
    for (int i = 0; i < found.size();) {
      int j = i;
      List<Integer> nodes = new ArrayList<>();
      while (j < found.size() && found.get(j).step == found.get(i).step) {
        nodes.add(found.get(j++).node);
      }
      java.util.Collections.sort(nodes);
      if (seen.add(nodes) && found.get(i).parents.length > 0) {
        out.addAll(found.subList(i, j));
      }
      i = j;
    }
    return out;
  }

  /** The start of a chain has no cause of its own (a forcing chain's assumption). */
  private static final int NO_CAUSE = -2;

  /** The start of a chain is caused by its cell (a cell forcing chain's assumptions). */
  private static final int CELL_CAUSE = -1;

  /**
   * The rule parents of the chain behind {@code node} in {@code q} (a propagation on the board
   * {@code w} the outer propagation {@code r} left; {@code node} not in {@code q}: the fresh end
   * of its contradiction): for each on potential of the chain, the candidates the outer
   * propagation removed from the cell (a naked single) or from the value's places in the house
   * (a hidden single) that implied it. The start's cause is {@code startCause}:
   * {@link #NO_CAUSE} (a forcing chain's assumption: none, as in SE), {@link #CELL_CAUSE} (a cell
   * forcing chain: the cell), or a house (a region forcing chain: the value's places in the
   * house).
   */
  private static void chainParents(Run r, Board w, Prop q, int node, int startCause,
      List<Integer> out) {
    boolean fresh = !q.has(node);
    int[] stack = new int[q.parent.length];
    boolean[] seen = new boolean[q.parent.length];
    int top = 0;
    stack[top++] = node;
    seen[node] = true;
    while (top > 0) {
      int x = stack[--top];
      boolean end = fresh && x == node;
      int from = end ? q.freshParent : q.parent[x];
      int[] extra = end ? q.freshHidden : q.hidden != null ? q.hidden[x] : null;
      if (Implications.isOn(x)) {
        int via = end ? q.freshVia : q.via[x];
        int house = x != q.start ? via : startCause;
        if (x != q.start && via < 0 || x == q.start && startCause == CELL_CAUSE) {
          removed(r, w.cellOf(x), r.b.all, out);
        } else if (house >= 0) {
          for (int z : w.g.cells(house)) {
            removed(r, z, Board.bit(w.valueOf(x)), out);
          }
        }
      }
      if (from >= 0 && !seen[from]) {
        seen[from] = true;
        stack[top++] = from;
      }
      if (extra != null) {
        for (int y : extra) {
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
    return handedOn(out);
  }

  /**
   * Extends {@code key} with the chain behind {@code target} in {@code q} (its implying potential
   * {@code from}, -1: none): the target, then its ancestors breadth first, as SE lists a chain.
   * Two nested steps count once in a chain's complexity when their chains are the same
   * potentials in the same order (SE's {@code FullChain}), not merely the same conclusion: the
   * same start can lead to another chain on another grid reached.
   */
  private static long chainKey(Prop q, int target, int from, int[] extra, long key) {
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
    if (extra != null) {
      for (int y : extra) {
        if (!seen[y]) {
          seen[y] = true;
          queue[tail++] = y;
        }
      }
    }
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
    step(out, r, e, parents, tenths, complexity, mode == 2 ? 4 : mode == 1 ? 3 : 2,
        key);
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
      long key = chainKey(q, start ^ 1, q.targetParent, null, 0);
      int[] e = Chains.eliminations(w, start ^ 1);
      step(out, r, e, parents, tenths, complexity, y ? 4 : 2, key);
    }
  }

  /** As above, for {@code target} in {@code q} or the fresh end of its contradiction. */
  private static long chainKey(Prop q, int target, long key) {
    return q.has(target)
        ? chainKey(q, target, q.parent[target], q.hidden != null ? q.hidden[target] : null, key)
        : chainKey(q, target, q.freshParent, q.freshHidden, key);
  }

  /**
   * The multiple chains on the reached board ({@link MultipleChains}): static (level 3's cell and
   * region forcing chains, 8.0) or dynamic (level 4's, 8.5; and, with {@code inner}, those of
   * nesting level {@code level}), each step's eliminations with their rule parents.
   */
  private static List<Found> chains(Run r, Board w, boolean dynamic, int level,
      Implications.Advanced inner) {
    List<Found> out = new ArrayList<>();
    int base = level > 0 ? base(level) : dynamic ? 85 : 80;
    MultipleChains.search(w, dynamic, false, inner, new MultipleChains.Finds() {
      @Override
      public void contradiction(Prop q) {
        int cx = MultipleChains.complexity(level, () -> Implications.contradictionComplexity(q));
        List<Integer> parents = new ArrayList<>();
        chainParents(r, w, q, q.oldNode, NO_CAUSE, parents);
        chainParents(r, w, q, q.freshNode, NO_CAUSE, parents);
        long key = chainKey(q, q.freshNode, chainKey(q, q.oldNode, 0));
        conclude(r, w, q.start ^ 1, parents, base, cx, 7, key, out);
      }

      @Override
      public void both(Prop on, Prop off, int x) {
        all(new Prop[] {on, off}, NO_CAUSE, x);
      }

      @Override
      public void all(Prop[] props, int cause, int x) {
        int cx = MultipleChains.complexity(level, props, x);
        List<Integer> parents = new ArrayList<>();
        long key = 0;
        for (Prop q : props) {
          chainParents(r, w, q, x, cause, parents);
          key = chainKey(q, x, key);
        }
        conclude(r, w, x, parents, base, cx, cause == NO_CAUSE ? 1 : cause == CELL_CAUSE ? 5 : 6,
            key, out);
      }
    });
    return handedOn(out);
  }

  /** The eliminations of concluding {@code x} (on: the cell's other candidates go). */
  private static void conclude(Run r, Board w, int x, List<Integer> parents, int base,
      int complexity, int sortKey, long key, List<Found> out) {
    int[] e = Chains.eliminations(w, x);
    step(out, r, e, parents, base + Implications.lengthTenths(complexity), complexity,
        sortKey, key);
  }
}
