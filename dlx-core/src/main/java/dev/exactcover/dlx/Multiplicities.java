package dev.exactcover.dlx;

import static dev.exactcover.dlx.Dance.DOWN;
import static dev.exactcover.dlx.Dance.ITM;
import static dev.exactcover.dlx.Dance.LEN;
import static dev.exactcover.dlx.Dance.NODE;
import static dev.exactcover.dlx.Dance.UP;

/**
 * Algorithm M, the search of Knuth's {@code dlx3}: items with multiplicities (an item covered
 * between {@code lo} and {@code hi} times), on the links of {@link Dance}. Its own room, as dlx3
 * is its own program beside dlx1: the dance steps it adds (commit with bounds, tweak and untweak),
 * its item choice (least branching degree) and its loop. The data and the steps shared with
 * X/C (cover, hide, commit, purify), the per-node bookkeeping (limits, statistics, solutions, the
 * cut) and the state of a paused search (level, choices) stay in {@link Dance}; made only for a
 * problem with multiplicities.
 */
final class Multiplicities {
  private static final int FORWARD = 0;
  private static final int ADVANCE = 1;
  private static final int BACKUP = 2;
  private static final int BACKDOWN = 3;

  private final Dance d;
  private final int[] nd;
  private final int[] next;
  private final int primaryCount;
  private final int[] bound; // how many more times item i may be covered
  private final int[] slack; // hi - lo
  final int[] firstTweak; // the first node of the chosen item's list at level l
  private int score; // the branching degree of the item chosen by chooseM()

  Multiplicities(Dance d, int levels) {
    this.d = d;
    this.nd = d.nd;
    this.next = d.next;
    this.primaryCount = d.primaryCount;
    this.bound = d.bound;
    this.slack = d.slack;
    this.firstTweak = new int[levels];
  }

  /** M: the other items of {@code x}'s option take one more cover; an item at its bound is covered. */
  private int commitOthersM(int x) {
    final int[] nd = d.nd;
    int updates = 0;
    for (int p = x + NODE; p != x; ) {
      int j = nd[p + ITM];
      if (j <= 0) {
        p = nd[p + UP];
      } else {
        if (j <= primaryCount) {
          if (--bound[j] == 0) {
            updates += d.cover(j);
          }
        } else {
          updates += d.commit(p, j);
        }
        p += NODE;
      }
    }
    return updates;
  }

  /** M: undoes {@link #commitOthersM}, right to left. */
  private void uncommitOthersM(int x) {
    final int[] nd = d.nd;
    for (int p = x - NODE; p != x; ) {
      int j = nd[p + ITM];
      if (j <= 0) {
        p = nd[p + DOWN];
      } else {
        if (j <= primaryCount) {
          if (bound[j]++ == 0) {
            d.uncover(j);
          }
        } else {
          d.uncommit(p, j);
        }
        p -= NODE;
      }
    }
  }

  /**
   * M: takes option {@code x}, the top of item {@code i}'s list, out of that list ("tweaking", the
   * dance step of Knuth's MDANCE); its other nodes are hidden too unless {@code i} is covered
   * already (bound 0), which hid them.
   */
  private int tweak(int x, int i, boolean hideToo) {
    final int[] nd = d.nd;
    int updates = hideToo ? d.hide(x) : 0;
    int h = i * NODE;
    int below = nd[x + DOWN];
    nd[h + DOWN] = below;
    nd[below + UP] = h;
    nd[h + LEN]--;
    return updates + 1;
  }

  /**
   * M: undoes all the tweaks of item {@code i} since its list started at {@code first}. The
   * tweaked nodes still point down to their successors, so the list is rebuilt top-down by
   * restoring the up pointers (Knuth's punch line in DLX3); then, if {@code i} was covered,
   * it is uncovered, else each tweaked option is unhidden.
   */
  private void untweak(int i, int first, boolean covered) {
    final int[] nd = d.nd;
    int h = i * NODE;
    int z = nd[h + DOWN];
    nd[h + DOWN] = first;
    int k = 0;
    int y = h;
    for (int x = first; x != z; x = nd[x + DOWN]) {
      nd[x + UP] = y;
      k++;
      if (!covered) {
        d.unhide(x);
      }
      y = x;
    }
    nd[z + UP] = y;
    nd[h + LEN] += k;
    if (covered) {
      d.uncover(i);
    }
  }

  /**
   * Algorithm M, the loop of Knuth's {@code dlx3} (TAOCP 7.2.2.1, Algorithm M). Forward: a new
   * node; a solution when no primary item is active, else choose the item of least branching
   * degree (a degree of 0 or less means some item can no longer reach its lower bound: back
   * down), decrease its bound, and cover it if the bound reaches 0. Advance: back up if the
   * current branch is off limits (the list is done, or too few options are left to reach the
   * lower bound); else tweak the top option out of the item's list, or, when the list is empty
   * but the lower bound is met, take the null move (the item takes no more options and leaves
   * the active list); then commit the option's other items and go forward. Backup: restore the
   * item (untweak or uncover it, bound back up). Backdown: go to the level above; after a null
   * move reactivate the item and back up, else uncommit the option's other items and advance to
   * the next branch.
   *
   * <p>Every item is branched on until it leaves the active list, even when its lower bound is
   * met and it has no more options than its upper bound allows: each way of completing it (the
   * null move included) is a different set of options, so that every solution is a distinct set
   * of options and is found exactly once, whatever the order of branching.
   */
  int run(boolean resume) {
    final int[] nd = d.nd;
    final int[] next = d.next;
    final int[] prev = d.prev;
    final int[] bound = d.bound;
    final int[] slack = d.slack;
    final int[] choice = d.choice;
    final int[] prefix = d.prefix;
    final int prefixLen = prefix.length;
    final int[] degree = d.degree;
    final int firstSpacer = d.firstSpacer;
    int level = d.level;
    int best = 0; // best_itm
    int x = 0; // cur_node: an option, or best's header for the null move
    int skip = 0; // branches still to pass to reach a pinned one
    int step = resume ? BACKDOWN : FORWARD;
    loop:
    for (;;) {
      switch (step) {
        case FORWARD:
          if (!d.enter(level)) {
            step = BACKDOWN;
            continue loop;
          }
          if (next[0] == 0) { // no active primary item (dlx3's score is infinite): a solution
            if (d.solved()) {
              return Dance.RUN_PAUSED;
            }
            step = BACKDOWN;
            continue loop;
          }
          best = chooseM();
          if (score <= 0 || d.cutHere()) { // not enough options left in best, or a leaf
            step = BACKDOWN;
            continue loop;
          }
          degree[level] = score;
          x = nd[best * NODE + DOWN];
          firstTweak[level] = x;
          if (--bound[best] == 0) {
            d.updates += d.cover(best);
          }
          skip = level < prefixLen ? prefix[level] - 1 : 0;
          // fall through
        case ADVANCE: {
          int h = best * NODE;
          int b = bound[best];
          int s = slack[best];
          if (b == 0 && s == 0) {
            if (x == h) {
              step = BACKUP; // every option of best has been tried
              continue loop;
            }
          } else if (nd[h + LEN] <= b - s) {
            step = BACKUP; // too few options left to reach the lower bound
            continue loop;
          } else if (x != h) {
            d.updates += tweak(x, best, b != 0);
          } else if (skip > 0) {
            step = BACKUP; // the null move is the last branch: there is no pinned one beyond
            continue loop;
          } else if (b != 0) { // the null move: best takes no more options
            int l = prev[best];
            int r = next[best];
            next[l] = r;
            prev[r] = l;
          }
          if (skip > 0) {
            skip--;
            x = nd[x + DOWN];
            step = ADVANCE;
            continue loop;
          }
          choice[level] = x;
          if (x != h) {
            d.updates += commitOthersM(x);
          }
          level++;
          step = FORWARD;
          continue loop;
        }
        case BACKUP:
          restoreM(best, level);
          // fall through
        case BACKDOWN:
          if (level == 0) {
            break loop;
          }
          level--;
          x = choice[level];
          if (x < firstSpacer) { // a null move: x is the header of the item
            best = x / NODE;
            int l = prev[best];
            int r = next[best];
            next[l] = best;
            prev[r] = best;
            step = BACKUP;
            continue loop;
          }
          best = nd[x + ITM];
          uncommitOthersM(x);
          if (d.stop != null || level < prefixLen) { // stopping, or a pinned level: no more branches
            step = BACKUP;
            continue loop;
          }
          x = nd[x + DOWN];
          step = ADVANCE;
          continue loop;
        default:
          throw new AssertionError(step);
      }
    }
    d.level = 0;
    return Dance.RUN_DONE;
  }

  /**
   * M: the active item of least branching degree {@code len + s - b + 1} (left in {@link #score}),
   * where {@code b} is its bound and {@code s = min(b, slack)}: the number of ways to go on with
   * it, the null move included. On ties prefer less slack, then (as dlx3 does) the longer list,
   * then the leftmost or a random one. A degree of 0 or less means the item cannot be satisfied.
   */
  private int chooseM() {
    final int[] nd = d.nd;
    final int[] next = d.next;
    int best = 0;
    int min = Integer.MAX_VALUE;
    int bestS = 0;
    int bestL = 0;
    int ties = 0;
    for (int k = next[0]; k != 0; k = next[k]) {
      int b = bound[k];
      int s = Math.min(slack[k], b);
      int len = nd[k * NODE + LEN];
      int t = len + s - b + 1;
      if (t < min || (t == min && (s < bestS || (s == bestS && len > bestL)))) {
        min = t;
        best = k;
        bestS = s;
        bestL = len;
        ties = 1;
      } else if (t == min && s == bestS && len == bestL && d.random != null
          && d.random.nextInt(++ties) == 0) {
        best = k;
      }
    }
    score = min;
    return best;
  }

  /** M, backup: restores item {@code i} after its branches at level {@code l} are done. */
  private void restoreM(int i, int l) {
    int b = bound[i];
    if (b == 0 && slack[i] == 0) {
      d.uncover(i);
    } else {
      untweak(i, firstTweak[l], b == 0);
    }
    bound[i]++;
  }

}
