package dev.exactcover.dlx;

import java.util.Arrays;

/**
 * A second candidate for the memoized count's item order, and the choice between it and the
 * bandwidth order: a straight sweep across the problem, which the bandwidth order cannot find on a
 * board like the Aztec diamond.
 *
 * <p>Breadth first from one item, the fronts are the shells of a ball around it: on a square board
 * from a corner they are diagonals, fine, but on the Aztec diamond (a square turned by 45 degrees)
 * from a tip they grow to the diamond's whole width, 2n cells for order n, while a sweep along a
 * diagonal keeps about n. A straight front needs distances from opposite sides, not from one item.
 * Four items far apart stand for two pairs of opposite ends: {@code a}, the peripheral item the
 * bandwidth order starts from, and {@code b}, an item farthest from it; {@code c}, an item as far as
 * possible from both (a third corner), and {@code d}, an item far from {@code c} and from the first
 * two. On a grid-like graph, distances in steps are the Manhattan metric, and
 * {@code dist(a, x) - dist(b, x) + dist(c, x) - dist(d, x)} is, up to a constant, a linear function
 * of the cell's coordinates: sorting the items by it sweeps one straight front across the board
 * (on the Aztec diamond with its tips as the four items: the diagonals, r + c).
 *
 * <p>Which order is kept is decided by an estimate of the subproblems each leaves: an item is on
 * the front from its own place in the order until the place of its last neighbour (primary items
 * that share an option with it, directly or through a secondary item); with f(k) items on the
 * front after k items, a sweep can meet up to 2^f(k) sets of covered items there, so the estimate
 * is the sum of 2^f(k). The sweep is taken only when its estimate is below half the bandwidth
 * order's, so that problems where the two are alike keep the trees they had. Computed once per
 * solver, in time linear in the size of the problem for each of the five breadth-first walks.
 */
final class SweepOrder {
  private SweepOrder() {}

  /**
   * The rank of each primary item (numbered from 1) to break ties by: {@code bandwidth} itself,
   * or the sweep order when its estimate is below half of {@code bandwidth}'s.
   */
  static int[] choose(Problem p, int[] bandwidth) {
    int n1 = p.primaryItemCount();
    if (n1 < 4 || n1 >= 1 << 20) {
      return bandwidth;
    }
    Graph g = new Graph(p);
    int a = -1;
    for (int i = 0; i < n1; i++) {
      if (bandwidth[i + 1] == 0) {
        a = i;
      }
    }
    int[] da = g.distances(a);
    for (int i = 0; i < n1; i++) {
      if (da[i] < 0) {
        return bandwidth; // not connected: each part is swept on its own by the bandwidth order
      }
    }
    int b = argMax(n1, i -> da[i], i -> 0);
    int[] db = g.distances(b);
    int c = argMax(n1, i -> Math.min(da[i], db[i]), i -> da[i] + db[i]);
    int[] dc = g.distances(c);
    int d = argMax(n1, i -> dc[i] + Math.min(da[i], db[i]), i -> 0);
    int[] dd = g.distances(d);
    long[] keys = new long[n1];
    for (int i = 0; i < n1; i++) {
      long key = (long) da[i] - db[i] + dc[i] - dd[i];
      keys[i] = (key + (1L << 20)) << 42 | (long) da[i] << 21 | i; // by key, then from a
    }
    Arrays.sort(keys);
    int[] sweep = new int[n1 + 1];
    for (int r = 0; r < n1; r++) {
      sweep[(int) (keys[r] & ((1 << 21) - 1)) + 1] = r;
    }
    return g.estimate(sweep) < g.estimate(bandwidth) / 2 ? sweep : bandwidth;
  }

  /** The primary item with the largest {@code first}, ties to the largest {@code second}. */
  private static int argMax(int n1, java.util.function.IntUnaryOperator first,
      java.util.function.IntUnaryOperator second) {
    int best = 0;
    for (int i = 1; i < n1; i++) {
      int f = first.applyAsInt(i);
      int fb = first.applyAsInt(best);
      if (f > fb || f == fb && second.applyAsInt(i) > second.applyAsInt(best)) {
        best = i;
      }
    }
    return best;
  }

  /** The items and options as a bipartite graph: each item's options as a compact list. */
  private static final class Graph {
    final int n1;
    final int n; // every item, secondary ones too
    final int[] start;
    final int[] items;
    final int[] first;
    final int[] of;

    Graph(Problem p) {
      n1 = p.primaryItemCount();
      start = p.rawOptionStart();
      items = p.rawOptionItems();
      int options = start.length - 1;
      int count = n1;
      for (int item : items) {
        count = Math.max(count, item + 1);
      }
      n = count;
      first = new int[n + 1];
      for (int item : items) {
        first[item + 1]++;
      }
      for (int i = 0; i < n; i++) {
        first[i + 1] += first[i];
      }
      of = new int[first[n]];
      int[] fill = Arrays.copyOf(first, n);
      for (int o = 0; o < options; o++) {
        for (int k = start[o]; k < start[o + 1]; k++) {
          of[fill[items[k]]++] = o;
        }
      }
    }

    /** Steps from {@code s} to every item (through the options they share); -1: not reached. */
    int[] distances(int s) {
      int[] dist = new int[n];
      Arrays.fill(dist, -1);
      boolean[] scanned = new boolean[start.length - 1];
      int[] queue = new int[n];
      int head = 0;
      int tail = 0;
      queue[tail++] = s;
      dist[s] = 0;
      while (head < tail) {
        int i = queue[head++];
        for (int f = first[i]; f < first[i + 1]; f++) {
          int o = of[f];
          if (scanned[o]) {
            continue;
          }
          scanned[o] = true;
          for (int k = start[o]; k < start[o + 1]; k++) {
            int j = items[k];
            if (dist[j] < 0) {
              dist[j] = dist[i] + 1;
              queue[tail++] = j;
            }
          }
        }
      }
      return dist;
    }

    /**
     * The sum over k of 2^f(k), f(k) the primary items among the first k of {@code rank} (by
     * item number from 1) that have a primary neighbour after them.
     */
    double estimate(int[] rank) {
      int[] via = new int[n]; // per secondary item: the last rank of its primary neighbours
      for (int o = 0; o < start.length - 1; o++) {
        int last = -1;
        for (int k = start[o]; k < start[o + 1]; k++) {
          if (items[k] < n1) {
            last = Math.max(last, rank[items[k] + 1]);
          }
        }
        for (int k = start[o]; k < start[o + 1]; k++) {
          if (items[k] >= n1) {
            via[items[k]] = Math.max(via[items[k]], last);
          }
        }
      }
      int[] change = new int[n1 + 1];
      for (int i = 0; i < n1; i++) {
        int last = rank[i + 1];
        for (int f = first[i]; f < first[i + 1]; f++) {
          int o = of[f];
          for (int k = start[o]; k < start[o + 1]; k++) {
            int j = items[k];
            last = Math.max(last, j < n1 ? rank[j + 1] : via[j]);
          }
        }
        change[rank[i + 1]]++;
        change[last]--;
      }
      double sum = 0;
      int front = 0;
      for (int k = 0; k < n1; k++) {
        front += change[k];
        sum += Math.scalb(1.0, Math.min(front, 1000));
      }
      return sum;
    }
  }
}
