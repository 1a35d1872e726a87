package dev.exactcover.dlx;

import static dev.exactcover.dlx.Dance.COLOR;
import static dev.exactcover.dlx.Dance.DOWN;
import static dev.exactcover.dlx.Dance.ITM;
import static dev.exactcover.dlx.Dance.LEN;
import static dev.exactcover.dlx.Dance.NODE;
import static dev.exactcover.dlx.Dance.UP;

import java.util.List;
import java.util.function.Supplier;

/**
 * The {@link Propagator}s of a problem at work in one {@link Dance}: made only for a problem that
 * carries some, so that a search without any holds none of this. Kept apart from the dance loops,
 * which call it at two places per node: {@link #enter} and {@link #propagate} on the way down,
 * {@link #leave} on the way back.
 *
 * <p>A removed option leaves every list it is in, as a hidden option does (nodes of a purified
 * item's own color stay, as in {@link Dance#hide}), and goes on a trail; leaving a level puts back
 * the options removed there, last removed first, after the level's own uncover and before the
 * level above uncommits: the reverse order of the dance.
 */
final class Propagation implements Propagator.Context {
  private final Dance dance;
  private final int[] nd;
  private final int primaryCount;
  private final Propagator[] propagators;
  private final int[] optionOfNode; // node number -> option
  private final int[] primaryNode; // per option: the address of a node of a primary item, or -1
  private final int[] trail; // the first node of each option removed, in the order removed
  private int trailTop;
  private final int[] trailStart; // trailTop when level l was entered
  private int[] forced = new int[0]; // the forced options, read at the search's first node
  private boolean dead; // set by remove when a primary item has no option left

  Propagation(Dance dance, List<Supplier<? extends Propagator>> factories, int levels) {
    this.dance = dance;
    this.nd = dance.nd;
    this.primaryCount = dance.primaryCount;
    propagators = new Propagator[factories.size()];
    for (int k = 0; k < propagators.length; k++) {
      propagators[k] = factories.get(k).get();
    }
    int options = dance.optionNode.length;
    optionOfNode = new int[nd.length / NODE];
    primaryNode = new int[options];
    for (int o = 0; o < options; o++) {
      int x = dance.optionNode[o];
      primaryNode[o] = -1;
      for (int q = x; nd[q + ITM] > 0; q += NODE) {
        optionOfNode[q / NODE] = o;
        if (primaryNode[o] < 0 && nd[q + ITM] <= primaryCount) {
          primaryNode[o] = q;
        }
      }
    }
    trail = new int[options];
    trailStart = new int[levels];
  }

  /** The search has reset: the trail is empty, and the forced options are read again. */
  void reset() {
    trailTop = 0;
    forced = dance.forcedOptions();
  }

  /** A node at {@code level} begins: its removals will start here on the trail. */
  void enter(int level) {
    if (level == 0) {
      reset();
    }
    trailStart[level] = trailTop;
  }

  /** Runs every propagator at the node just entered; false when one finds it a dead end. */
  boolean propagate() {
    dead = false;
    for (Propagator p : propagators) {
      if (!p.propagate(this) || dead) {
        return false;
      }
    }
    return true;
  }

  /** The search leaves {@code level}: puts back what was removed there, last removed first. */
  void leave(int level) {
    int top = trailStart[level];
    final int[] nd = this.nd;
    while (trailTop > top) {
      Dance.restoreOption(nd, trail[--trailTop]);
    }
  }

  @Override
  public int level() {
    return dance.level;
  }

  @Override
  public int chosenCount() {
    return forced.length + dance.level;
  }

  @Override
  public int chosen(int k) {
    return k < forced.length ? forced[k] : optionOfNode[dance.choice[k - forced.length] / NODE];
  }

  @Override
  public boolean isActive(int option) {
    int q = primaryNode[option];
    if (q < 0) {
      return false; // an option without a primary item is never chosen by X/C
    }
    int i = nd[q + ITM];
    return dance.next[dance.prev[i]] == i && nd[nd[q + UP] + DOWN] == q;
  }

  @Override
  public boolean remove(int option) {
    if (!isActive(option)) {
      return !dead;
    }
    final int[] nd = this.nd;
    int x = dance.optionNode[option];
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
        if (--nd[j * NODE + LEN] == 0 && j <= primaryCount) {
          dead = true;
        }
      }
      q += NODE;
    } while (q != x);
    trail[trailTop++] = x;
    return !dead;
  }

  @Override
  public boolean isComplete() {
    return dance.next[0] == 0;
  }
}
