package dev.exactcover.dlx;

import static dev.exactcover.dlx.Dance.DOWN;
import static dev.exactcover.dlx.Dance.ITM;
import static dev.exactcover.dlx.Dance.LEN;
import static dev.exactcover.dlx.Dance.NODE;
import static dev.exactcover.dlx.Dance.UP;

import java.util.Arrays;

/**
 * Probing ({@link Reduction#PROBING}), a room of {@link Reductions}: each option of an item with
 * two options left is tried, with the other reductions run below it, and what cannot survive is
 * removed. The tries use the reductions' trail and undo themselves through it; only the lasting
 * removals stay on it.
 */
final class Probing {
  private final Reductions r;
  private final Dance dance;
  private final int[] nd;
  private final int[] next;
  private final int primaryCount;
  private final int[] optionNode;
  private final int[] optionOfNode;
  private final int[] probeMark; // per option: the stamp of the probe that ruled it out
  private int probeStamp;
  private final int[] common; // options ruled out below both options of an item
  private int commonCount;

  /** Probing's state for the reductions {@code r} of {@code dance}, with that many options. */
  Probing(Reductions r, Dance dance, int[] optionOfNode, int options) {
    this.r = r;
    this.dance = dance;
    this.nd = dance.nd;
    this.next = dance.next;
    this.primaryCount = dance.primaryCount;
    this.optionNode = dance.optionNode;
    this.optionOfNode = optionOfNode;
    probeMark = new int[options];
    common = new int[options];
  }

  /** The bytes of these arrays' contents (for a solver's footprint). */
  long arrayBytes() {
    return 4L * (probeMark.length + common.length);
  }

  /**
   * Probing (failed options): for each primary item with two options left, each option is tried
   * as if chosen, and the other reductions run below it; an option that leads to a dead end there
   * is removed (the item's other option is then forced, and the reductions run again). Returns
   * false when the node itself is found a dead end. What a probe removes is undone before the
   * next; only the failed option's removal stays, on the trail.
   */
  boolean probe() {
    final int[] nd = this.nd;
    for (int i = next[0]; i != 0; i = next[i]) {
      int h = i * NODE;
      if (nd[h + LEN] != 2) {
        continue;
      }
      if (dance.timeUp()) { // as in propagate: probing stops, the search at the next node
        return true;
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
        r.removeOption(x, 2);
        changed = true;
      } else if (commonCount > 0) { // ruled out below both options: removed here
        for (int c = 0; c < commonCount; c++) {
          r.removeOption(optionNode[common[c]], 2);
        }
        changed = true;
      }
      if (changed && !r.propagate()) {
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
    int top = r.trailTop;
    int checks = r.checkTop;
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
    dance.cover(i);
    dance.commitOthers(x);
    r.enqueueAround(x);
    r.inProbe = true;
    boolean ok = r.propagate();
    r.inProbe = false;
    if (ok) {
      for (int t = top; t < r.trailTop; t++) {
        ruledOut(optionOfNode[r.trail[t] / NODE], stamp, seen, intersect);
      }
    } else {
      commonCount = 0;
    }
    r.restoreTo(top);
    r.restoreChecks(checks);
    dance.uncommitOthers(x);
    dance.uncover(i);
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
}
