package dev.exactcover.sudoku.logic;

import static dev.exactcover.sudoku.logic.Implications.freshAncestors;
import static dev.exactcover.sudoku.logic.Implications.isOn;
import static dev.exactcover.sudoku.logic.Implications.lengthTenths;
import static dev.exactcover.sudoku.logic.Implications.run;

import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.logic.Implications.Prop;
import java.util.Arrays;

/**
 * The chain families of the rating ladder, after the description of Sudoku Explainer's chaining
 * rules (Nicolas Juillerat's documentation and source of Sudoku Explainer 1.2.1, read, not
 * copied), on the propagations of {@link Implications}.
 *
 * <h2>Techniques and ratings</h2>
 * A chain's <em>complexity</em> is the number of distinct potentials behind its conclusion
 * (summed over the chains of a multiple-chain step); its rating is a base plus 0.1 for each
 * threshold that complexity minus 2 exceeds, the thresholds being 4, 6, 8, 12, 16, 24, 32, 48...
 * (alternately times 3/2 and times 4/3). Bases: forcing x-chain 6.6 (called a turbot fish when
 * six potentials long: skyscraper, two-string kite), forcing chain with x and y links 7.0, Nishio
 * (dynamic, x-links only, an assumption leading to a contradiction) 7.5, cell and region forcing
 * chains (static, every candidate of a cell or every place of a value in a house implies the
 * same) 8.0, dynamic contradiction, double, cell and region forcing chains 8.5. Each family is
 * searched whole and its easiest step taken: lowest rating, then fewest potentials.
 */
final class Chains {
  private Chains() {}

  /** The effect of concluding {@code target}: place it (on) or remove it (off). */
  static Step conclude(Board b, int target, String name, int tenths, String detail) {
    int[] e = eliminations(b, target);
    return isOn(target)
        ? Step.placing(b.n, name, tenths, detail, b.cellOf(target), b.valueOf(target), e)
        : Step.removing(b.n, name, tenths, detail, e);
  }

  /**
   * The candidates concluding {@code target} removes, as cell, value pairs: the cell's others
   * (on), or itself (off).
   */
  static int[] eliminations(Board b, int target) {
    int c = b.cellOf(target);
    int v = b.valueOf(target);
    if (!isOn(target)) {
      return new int[] {c, v};
    }
    int[] e = new int[2 * b.n];
    int n = 0;
    for (int m = b.cand[c] & ~Board.bit(v); m != 0; m &= m - 1) {
      e[n++] = c;
      e[n++] = Integer.numberOfTrailingZeros(m) + 1;
    }
    return Arrays.copyOf(e, n);
  }

  /** Whether concluding {@code target} changes the grid. */
  static boolean worth(Board b, int target) {
    int c = b.cellOf(target);
    int vb = Board.bit(b.valueOf(target));
    if (b.value[c] != 0 || (b.cand[c] & vb) == 0) {
      return false;
    }
    return !isOn(target) || (b.cand[c] & ~vb) != 0;
  }

  static String potential(Board b, int node) {
    return Board.symbol(b.valueOf(node)) + (isOn(node) ? " in " : " not in ")
        + Grid.cellName(b.cellOf(node),
        b.n);
  }

  /**
   * Forcing chains and turbot fish: an assumption whose static implications, along x-links only
   * (6.6) or x- and y-links (7.0), reach its own opposite; and bidirectional cycles: a loop of
   * alternating implications back to its start, along x-links only or y-links only (6.5) or both
   * (7.0), which removes every candidate outside the loop that sees a potential of the loop on
   * and one off with its value.
   */
  static Step forcing(Board b) {
    BestStep best = new BestStep();
    int houses = b.g.h.houseCells.length;
    int[] where = new int[houses * (b.n + 1)];
    for (int h = 0; h < houses; h++) {
      for (int v = 1; v <= b.n; v++) {
        where[h * (b.n + 1) + v] = b.where(h, v);
      }
    }
    CycleSpace space = new CycleSpace(b); // one for every cycle search of this step
    // the forcing chains first, then the cycles, which stop early once they cannot be easier;
    // of equal steps SE takes the first in its order of search (links x, then y, then both;
    // cell by cell, value by value; from each candidate the cycles, then the forcing chains
    // from it on, then off), so each step is offered at its place in that order
    for (int mode = 0; mode < 6; mode++) {
      boolean x = mode % 3 != 1;
      boolean y = mode % 3 != 0;
      boolean loops = mode >= 3;
      for (int c = 0; c < b.cells; c++) {
        int card = Integer.bitCount(b.cand[c]);
        if (b.value[c] != 0 || card < 2) {
          continue;
        }
        for (int m = b.cand[c]; m != 0; m &= m - 1) {
          int v = Integer.numberOfTrailingZeros(m) + 1;
          long place = ((long) (mode % 3) * b.cells + c) * (b.n + 1) + v;
          if (loops) {
            if (x || card == 2) {
              space.place = 3 * place;
              cycles(b, where, b.node(c, v, true), y, x, best, space);
            }
            continue;
          }
          if (!x) {
            continue;
          }
          int base = y ? 70 : 66;
          for (int on = 1; on >= 0; on--) {
            int start = b.node(c, v, on == 1);
            Prop p = run(b, start, false, y, false);
            if (p.targetParent < 0) {
              continue;
            }
            int target = start ^ 1;
            int complexity = freshAncestors(p, p.targetParent, null);
            int tenths = base + lengthTenths(complexity);
            String name = y ? "Forcing Chain" : complexity == 6 ? "Turbot Fish"
                : "Forcing X-Chain";
            best.offer(tenths, complexity, y ? 4 : 2, 3 * place + 2 - on, () -> conclude(b,
                target, name, tenths,
                "if " + potential(b, start) + " then " + potential(b, target) + " (" + complexity
                + " links)"));
          }
        }
      }
    }
    return best.step;
  }

  /**
   * The bidirectional cycles through {@code source} (an on potential): alternate layers of
   * implications, on to off (y-links if {@code y}, and x-links) and off to on (y-links if
   * {@code y}, x-links if {@code x}), never turning off an ancestor; an on potential equal to the
   * source, four layers deep or more, closes a cycle.
   */
  private static void cycles(Board b, int[] where, int source, boolean y, boolean x,
      BestStep best, CycleSpace space) {
    int base = x && y ? 70 : 65;
    // The first test of the loop below, before any work: once a step as easy as any cycle
    // could be is found, the searches from every later source end here.
    if (base + lengthTenths(2) > best.tenths
        || base + lengthTenths(2) == best.tenths && 2 > best.complexity) {
      return;
    }
    int cap = space.id.length;
    int[] id = space.id;
    int[] parent = space.parent;
    int size = 0;
    boolean[] onSeen = space.clear(space.onSeen);
    // each off potential is expanded once, except those that imply the source (they close the
    // cycles, so each of their occurrences counts)
    boolean[] offSeen = space.clear(space.offSeen);
    boolean[] closing = space.clear(space.closing);
    {
      int c = b.cellOf(source);
      int v = b.valueOf(source);
      if (y && Integer.bitCount(b.cand[c]) == 2) {
        closing[b.node(c, Integer.numberOfTrailingZeros(b.cand[c] & ~Board.bit(v)) + 1, false)] =
            true;
      }
      if (x) {
        for (int house : b.g.cellHouses[c]) {
          int w = where[house * (b.n + 1) + v];
          if (b.g.kind[house] != Board.Geometry.OTHER && Integer.bitCount(w) == 2) {
            for (int z : b.g.cells(house)) {
              if (z != c && (b.cand[z] & Board.bit(v)) != 0) {
                closing[b.node(z, v, false)] = true;
              }
            }
          }
        }
      }
    }
    int[] pendingOn = space.pendingOn;
    int[] pendingOff = space.pendingOff;
    int nOn = 0;
    int nOff = 0;
    id[size] = source;
    parent[size] = -1;
    pendingOn[nOn++] = size++;
    onSeen[source] = true;
    int length = 0;
    Board.Geometry g = b.g;
    int[] cand = b.cand;
    int[] made = space.made;
    while (nOn > 0 || nOff > 0) {
      // a cycle closing two layers on has exactly length + 2 potentials: stop when it cannot
      // be easier than the best step found
      int next = base + lengthTenths(length + 2);
      if (next > best.tenths || next == best.tenths && length + 2 > best.complexity) {
        return;
      }
      length++;
      for (int i = 0; i < nOn; i++) {
        int e = pendingOn[i];
        int c = b.cellOf(id[e]);
        int v = b.valueOf(id[e]);
        int vb = Board.bit(v);
        if (y) {
          for (int m = cand[c] & ~vb; m != 0; m &= m - 1) {
            int off = b.node(c, Integer.numberOfTrailingZeros(m) + 1, false);
            if ((!offSeen[off] || closing[off]) && !isAncestor(id, parent, e, off)
                && size < cap) {
              offSeen[off] = true;
              id[size] = off;
              parent[size] = e;
              pendingOff[nOff++] = size++;
            }
          }
        }
        for (int house : g.cellHouses[c]) {
          for (int z : g.cells(house)) {
            if (z != c && (cand[z] & vb) != 0) {
              int off = b.node(z, v, false);
              if ((!offSeen[off] || closing[off]) && !isAncestor(id, parent, e, off)
                  && size < cap) {
                offSeen[off] = true;
                id[size] = off;
                parent[size] = e;
                pendingOff[nOff++] = size++;
              }
            }
          }
        }
      }
      nOn = 0;
      length++;
      for (int i = 0; i < nOff; i++) {
        int e = pendingOff[i];
        int c = b.cellOf(id[e]);
        int v = b.valueOf(id[e]);
        int vb = Board.bit(v);
        int k = 0;
        if (y && Integer.bitCount(cand[c]) == 2) {
          made[k++] = b.node(c, Integer.numberOfTrailingZeros(cand[c] & ~vb) + 1, true);
        }
        if (x) {
          for (int house : g.cellHouses[c]) {
            if (g.kind[house] == Board.Geometry.OTHER) {
              continue;
            }
            int w = where[house * (b.n + 1) + v];
            if (Integer.bitCount(w) == 2) {
              int[] hc = g.cells(house);
              int other = hc[Integer.numberOfTrailingZeros(w)] == c
                  ? hc[31 - Integer.numberOfLeadingZeros(w)] : hc[Integer.numberOfTrailingZeros(w)];
              made[k++] = b.node(other, v, true);
            }
          }
        }
        for (int j = 0; j < k; j++) {
          int on = made[j];
          if (length >= 4 && on == source) {
            cycle(b, id, parent, e, source, y, x, best, space.sink, space.place);
          }
          if (!onSeen[on] && size < cap) {
            onSeen[on] = true;
            id[size] = on;
            parent[size] = e;
            pendingOn[nOn++] = size++;
          }
        }
      }
      nOff = 0;
    }
  }

  /**
   * The arrays of a search for cycles, made once per board and reused by every source: each
   * search writes its entries before reading them, and clears the marks it reads.
   */
  static final class CycleSpace {
    /** When set, every cycle found goes to it, and the search is not cut short. */
    CycleSink sink;
    /** The place in SE's order of search of the cycles searched next ({@link BestStep}). */
    long place;
    final int[] id;
    final int[] parent;
    final int[] pendingOn;
    final int[] pendingOff;
    final boolean[] onSeen;
    final boolean[] offSeen;
    final boolean[] closing;
    final int[] made;

    CycleSpace(Board b) {
      int cap = 8 * b.nodes();
      id = new int[cap];
      parent = new int[cap];
      pendingOn = new int[cap];
      pendingOff = new int[cap];
      onSeen = new boolean[b.nodes()];
      offSeen = new boolean[b.nodes()];
      closing = new boolean[b.nodes()];
      int most = 0;
      for (int[] list : b.g.cellHouses) {
        most = Math.max(most, list.length);
      }
      made = new int[most + 1];
    }

    boolean[] clear(boolean[] marks) {
      java.util.Arrays.fill(marks, false);
      return marks;
    }
  }

  /** Whether {@code node} is a strict ancestor of entry {@code e}. */
  private static boolean isAncestor(int[] id, int[] parent, int e, int node) {
    for (int q = parent[e]; q >= 0; q = parent[q]) {
      if (id[q] == node) {
        return true;
      }
    }
    return false;
  }

  /** Where {@link #cycles(Board, int, boolean, boolean, CycleSpace)} sends each cycle found. */
  interface CycleSink {
    /**
     * A cycle: its potentials from the source back along the parents to the source again,
     * its eliminations (cell, value pairs), its complexity and rating in tenths.
     */
    void found(java.util.List<Integer> chain, int[] eliminations, int complexity, int tenths);
  }

  /** {@return a space for cycle searches on {@code b} that sends every cycle to {@code sink}} */
  static CycleSpace cycleSpace(Board b, CycleSink sink) {
    CycleSpace space = new CycleSpace(b);
    space.sink = sink;
    return space;
  }

  /**
   * Every bidirectional cycle through {@code source} on {@code b} (x-links if {@code x}, y-links
   * if {@code y}), sent to the space's sink in the order found.
   */
  static void cycles(Board b, int source, boolean y, boolean x, CycleSpace space) {
    int houses = b.g.h.houseCells.length;
    int[] where = new int[houses * (b.n + 1)];
    for (int h = 0; h < houses; h++) {
      for (int v = 1; v <= b.n; v++) {
        where[h * (b.n + 1) + v] = b.where(h, v);
      }
    }
    cycles(b, where, source, y, x, new BestStep(), space);
  }

  /** A cycle closed by entry {@code last} (an off) implying the source: its eliminations. */
  private static void cycle(Board b, int[] id, int[] parent, int last, int source, boolean y,
      boolean x, BestStep best, CycleSink sink, long place) {
    java.util.List<Integer> chain = new java.util.ArrayList<>();
    chain.add(source);
    for (int q = last; q >= 0; q = parent[q]) {
      chain.add(id[q]);
    }
    java.util.Set<Integer> cells = new java.util.HashSet<>();
    java.util.Set<Integer> distinct = new java.util.HashSet<>(chain);
    for (int k = 0; k < chain.size() - 1; k++) {
      cells.add(b.cellOf(chain.get(k)));
    }
    java.util.Set<Integer> forward = new java.util.HashSet<>();
    java.util.Set<Integer> backward = new java.util.HashSet<>();
    for (int k = 0; k < chain.size() - 1; k++) {
      int n = chain.get(k);
      int c = b.cellOf(n);
      int vb = Board.bit(b.valueOf(n));
      for (int z : b.g.h.peers[c]) {
        if (!cells.contains(z) && (b.cand[z] & vb) != 0) {
          (isOn(n) ? forward : backward).add(z * 64 + b.valueOf(n));
        }
      }
    }
    forward.retainAll(backward);
    if (forward.isEmpty()) {
      return;
    }
    int[] e = new int[2 * forward.size()];
    int k = 0;
    for (int key : forward) {
      e[k++] = key / 64;
      e[k++] = key % 64;
    }
    int complexity = distinct.size();
    int tenths = (x && y ? 70 : 65) + lengthTenths(complexity);
    if (sink != null) {
      sink.found(chain, e, complexity, tenths);
      return;
    }
    if (tenths > best.tenths) {
      return;
    }
    String name = x && y ? "Bidirectional Cycle" : y ? "Bidirectional Y-Cycle"
        : "Bidirectional X-Cycle";
    best.offer(tenths, complexity, x && y ? 4 : y ? 3 : 2, place, () -> Step.removing(b.n, name,
        tenths, "a loop of " + complexity + " links through " + potential(b, source), e));
  }
}
