package dev.exactcover.dlx;

import static dev.exactcover.dlx.Dance.DOWN;
import static dev.exactcover.dlx.Dance.ITM;
import static dev.exactcover.dlx.Dance.LEN;
import static dev.exactcover.dlx.Dance.NODE;
import static dev.exactcover.dlx.Dance.UP;

import java.util.Arrays;

/**
 * Matching ({@link Reduction#MATCHING}), a room of {@link Reductions}: for each pairing of the
 * problem, the options between its active items are the edges of a bipartite graph, and an edge
 * in no perfect matching is an option in no solution. Removals go through the reductions' trail
 * ({@link Reductions#removeOption}); the pairing's total length when it was last looked at sits
 * among the lengths the reductions note and undo ({@link Reductions#noteChecked}).
 */
final class Matching {
  private final Reductions r;
  private final int[] nd;
  private final int[] prev;
  private final int[] next;
  private final int itemCount;
  private final int[][] pairLeft; // per pairing: its left items (numbered from 1)
  private final int[][] pairRight;
  private final int[] activeLeft; // scratch for one pairing: its active items, each side
  private final int[] activeRight;
  private final int[] rightStamp; // per item: the pairing run that indexed it
  private final int[] rightIndex; // per item: its index among the active right items
  private int pairStamp;
  private final int[] edgeStart; // the bipartite graph: edges of left u are edgeStart[u]..
  private final int[] edgeTo; // the right index of each edge
  private final int[] edgeNode; // the node (option) of each edge, in u's list
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

  /**
   * Matching's state for the reductions {@code r} of {@code dance}'s problem; {@code occurrences}
   * holds each item's number of options (forced ones included), numbered from 1.
   */
  Matching(Reductions r, Dance dance, int[] occurrences) {
    this.r = r;
    this.nd = dance.nd;
    this.prev = dance.prev;
    this.next = dance.next;
    this.itemCount = dance.itemCount;
    Problem p = dance.problem;
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
        e += occurrences[pairLeft[k][t]];
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

  /** The problem's number of pairings. */
  int pairings() {
    return pairLeft.length;
  }

  /** Matches each pairing in turn, until one finds the node a dead end. */
  void matchAll() {
    for (int k = 0; k < pairLeft.length && r.deadItem == 0; k++) {
      match(k);
    }
  }

  /** The bytes of these arrays' contents (for a solver's footprint). */
  long arrayBytes() {
    long ints = (long) activeLeft.length + activeRight.length + rightStamp.length
        + rightIndex.length + edgeStart.length + edgeTo.length + edgeNode.length
        + matchLeft.length + matchRight.length + visited.length + sccIndex.length + sccLow.length
        + sccStack.length + component.length;
    for (int k = 0; k < pairLeft.length; k++) {
      ints += pairLeft[k].length + pairRight[k].length;
    }
    return 4 * ints + onStack.length;
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
  void match(int k) {
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
    if (kl == 0 || r.checkedLen[key] == sig) {
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
          r.deadItem = activeLeft[u]; // no perfect matching: no solution below this node
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
    for (int u = 0; u < kl && r.deadItem == 0; u++) {
      for (int f = edgeStart[u]; f < edgeStart[u + 1]; f++) {
        int v = edgeTo[f];
        if (v != matchLeft[u] && component[u] != component[kl + v]) {
          r.removeOption(edgeNode[f], 3);
          cut++;
        }
      }
    }
    r.noteChecked(key, sig - cut);
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
}
