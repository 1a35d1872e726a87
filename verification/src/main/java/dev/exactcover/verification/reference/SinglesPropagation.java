package dev.exactcover.verification.reference;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Constraint propagation by naked and hidden singles, then backtracking on the cell with the
 * fewest candidates, propagating again after every guess (Norvig's strategy, on bitmasks).
 *
 * <p>State: for every cell its value ({@code 0} while open) and its candidates as a bitmask
 * (value {@code v} is bit {@code v - 1}; a decided cell keeps just its own bit). Assignments wait
 * in a work queue. Taking one from the queue fixes the cell and removes the value from the
 * candidates of its peers (the other cells of its row, column and box); a peer left with a single
 * candidate is a <em>naked single</em> and its assignment joins the queue, a peer left with none
 * is a contradiction. When the queue is empty, every unit is scanned for a value that has just one
 * possible cell left (a <em>hidden single</em>, queued) or none (a contradiction); propagation
 * ends when a scan queues nothing.
 *
 * <p>The search is recursive and copies the state at each guess rather than undoing: it picks the
 * open cell with the fewest candidates (the first in row-major order on ties), and for each
 * candidate in increasing order propagates that assignment on a copy and searches on from there.
 *
 * <p><b>Work</b> is the number of guesses: assignments tried by the search. Propagation never
 * leaves an open cell with fewer than two candidates, so every one of them is a real choice; a
 * puzzle solved by singles alone reports work 0. Conflicting givens are found by the first
 * propagation and give count 0 with work 0, as does any puzzle that propagation alone refutes.
 */
public final class SinglesPropagation implements ReferenceSolver {

  /** A stateless solver; it may be shared between threads. */
  public SinglesPropagation() {}

  @Override
  public String name() {
    return "singles-propagation";
  }

  @Override
  public Result solve(int[] cells, int boxRows, int boxCols, long limit) {
    Layout layout = Layout.of(cells, boxRows, boxCols, limit);
    Search search = new Search(layout, limit);
    State start = new State(layout);
    for (int cell = 0; cell < cells.length; cell++) {
      if (cells[cell] != 0) {
        search.queue.add(new Assignment(cell, cells[cell]));
      }
    }
    if (search.propagate(start)) {
      search.search(start);
    }
    return new Result(search.count, search.first, search.guesses);
  }

  /** A value waiting to be given to a cell. */
  private record Assignment(int cell, int value) {}

  /** The values and candidates of every cell; copied at each guess. */
  private static final class State {
    private final int[] value;
    private final int[] candidates;

    State(Layout layout) {
      this.value = new int[layout.cellCount()];
      this.candidates = new int[layout.cellCount()];
      Arrays.fill(candidates, layout.allValues);
    }

    private State(State other) {
      this.value = other.value.clone();
      this.candidates = other.candidates.clone();
    }

    State copy() {
      return new State(this);
    }
  }

  /** The fixed tables of a grid shape, the work queue and the tallies of one search. */
  private static final class Search {
    private final Layout layout;
    private final long limit;
    private final int[][] units;
    private final int[][] peers;
    private final ArrayDeque<Assignment> queue = new ArrayDeque<>();
    private long count;
    private long guesses;
    private int[] first;

    Search(Layout layout, long limit) {
      this.layout = layout;
      this.limit = limit;
      this.units = layout.units();
      this.peers = peers(layout, units);
    }

    /** Searches on from a propagated state; true when the limit is reached and all must stop. */
    boolean search(State s) {
      int cell = fewestCandidates(s);
      if (cell < 0) {
        count++;
        if (first == null) {
          first = s.value.clone();
        }
        return count >= limit;
      }
      for (int rest = s.candidates[cell]; rest != 0; rest &= rest - 1) {
        guesses++;
        State child = s.copy();
        queue.add(new Assignment(cell, Layout.value(Integer.lowestOneBit(rest))));
        if (propagate(child) && search(child)) {
          return true;
        }
      }
      return false;
    }

    /**
     * Makes the queued assignments and everything they imply by naked and hidden singles; false
     * on a contradiction, and the queue is empty either way.
     */
    boolean propagate(State s) {
      do {
        while (!queue.isEmpty()) {
          Assignment a = queue.poll();
          if (!assign(s, a.cell(), a.value())) {
            queue.clear();
            return false;
          }
        }
        if (!queueHiddenSingles(s)) {
          return false;
        }
      } while (!queue.isEmpty());
      return true;
    }

    /** Gives {@code cell} value {@code v} and takes {@code v} from its peers; false if it can't. */
    private boolean assign(State s, int cell, int v) {
      int bit = Layout.bit(v);
      if (s.value[cell] != 0) {
        return s.value[cell] == v;
      }
      if ((s.candidates[cell] & bit) == 0) {
        return false;
      }
      s.value[cell] = v;
      s.candidates[cell] = bit;
      for (int peer : peers[cell]) {
        if (s.value[peer] == v) {
          return false;
        }
        if (s.value[peer] == 0 && (s.candidates[peer] & bit) != 0) {
          int left = s.candidates[peer] & ~bit;
          s.candidates[peer] = left;
          if (left == 0) {
            return false;
          }
          if (Integer.bitCount(left) == 1) {
            queue.add(new Assignment(peer, Layout.value(left)));
          }
        }
      }
      return true;
    }

    /**
     * Queues every hidden single: a value that only one open cell of a unit can take. False
     * when some value has no place left in a unit that lacks it.
     */
    private boolean queueHiddenSingles(State s) {
      for (int[] unit : units) {
        for (int v = 1; v <= layout.n; v++) {
          int bit = Layout.bit(v);
          int places = 0;
          int where = -1;
          boolean placed = false;
          for (int cell : unit) {
            if (s.value[cell] == v) {
              placed = true;
              break;
            }
            if (s.value[cell] == 0 && (s.candidates[cell] & bit) != 0) {
              places++;
              where = cell;
            }
          }
          if (placed) {
            continue;
          }
          if (places == 0) {
            queue.clear();
            return false;
          }
          if (places == 1) {
            queue.add(new Assignment(where, v));
          }
        }
      }
      return true;
    }

    /** The open cell with the fewest candidates (first in row-major order), or -1 if none. */
    private static int fewestCandidates(State s) {
      int best = -1;
      int bestCount = Integer.MAX_VALUE;
      for (int cell = 0; cell < s.value.length; cell++) {
        if (s.value[cell] == 0) {
          int k = Integer.bitCount(s.candidates[cell]);
          if (k < bestCount) {
            best = cell;
            bestCount = k;
          }
        }
      }
      return best;
    }

    /** For each cell, the other cells of its row, column and box, each once. */
    private static int[][] peers(Layout layout, int[][] units) {
      int size = layout.cellCount();
      int[][] peers = new int[size][];
      for (int cell = 0; cell < size; cell++) {
        boolean[] isPeer = new boolean[size];
        for (int u : new int[] {layout.row(cell), layout.n + layout.col(cell),
            2 * layout.n + layout.box(cell)}) {
          for (int other : units[u]) {
            isPeer[other] = true;
          }
        }
        isPeer[cell] = false;
        peers[cell] = IntStream.range(0, size).filter(c -> isPeer[c]).toArray();
      }
      return peers;
    }
  }
}
