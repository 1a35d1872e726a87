package dev.exactcover.dlx;

import java.util.Arrays;

/**
 * What the search of {@link Learner} starts from: the options forced before it and what they
 * imply by the two rules of exact cover (an option set true sets false every option it conflicts
 * with; a primary item left with one option not false sets it true), and the problem that is
 * left. The options that are false and the items that are covered are dropped from it, the rest
 * numbered afresh: on a 25x25 Sudoku puzzle about 1,800 of the 15,625 options are left, and
 * every array of the search shrinks by as much (the same "reduced formula" a SAT solver keeps
 * after its level-0 units, here made once before the search).
 *
 * <p>Secondary items: one covered with a color is dropped from the options left, which all give
 * it that color (the others are false); one not covered is kept with its colors.
 */
final class LevelZero {
  /** The problem left: options and items numbered afresh, with the way back. */
  record Instance(int optionCount, int itemCount, int primaryCount, int[] start, int[] items,
      int[] colors, int[] original, int[] prefix) {
  }

  /**
   * Per item, its options and, for each, the item's place in the options' items: the lists the
   * exact-cover rule walks.
   */
  record ItemLists(int[][] options, int[][] nodes) {
    static ItemLists of(int optionCount, int itemCount, int[] start, int[] items) {
      int[] count = new int[itemCount];
      for (int q = 0; q < start[optionCount]; q++) {
        count[items[q]]++;
      }
      int[][] options = new int[itemCount][];
      int[][] nodes = new int[itemCount][];
      for (int j = 0; j < itemCount; j++) {
        options[j] = new int[count[j]];
        nodes[j] = new int[count[j]];
        count[j] = 0;
      }
      for (int x = 0; x < optionCount; x++) {
        for (int q = start[x]; q < start[x + 1]; q++) {
          int j = items[q];
          nodes[j][count[j]] = q;
          options[j][count[j]++] = x;
        }
      }
      return new ItemLists(options, nodes);
    }
  }

  private final int optionCount;
  private final int itemCount;
  private final int primaryCount;
  private final int[] start;
  private final int[] items;
  private final int[] colors;
  private final int[][] itemOptions; // per item: its options
  private final int[][] itemNodes; // per item: for each of its options, its place in items
  // The options with no primary item: never chosen (the search branches on primary items), so
  // false in every search; a property of the problem, found once
  private final int[] withoutPrimary;

  private final byte[] value; // per option: 1 true, -1 false, 0 unknown
  private final int[] live; // per item: its options not false
  private final int[] covers; // per item: its options set true
  private final int[] queue; // options set true, in order: the prefix of every solution
  private int queueTop;

  LevelZero(Problem problem) {
    optionCount = problem.optionCount();
    itemCount = problem.itemCount();
    primaryCount = problem.primaryItemCount();
    start = problem.rawOptionStart(); // read only
    items = problem.rawOptionItems();
    colors = problem.rawOptionColors();
    ItemLists lists = ItemLists.of(optionCount, itemCount, start, items);
    itemOptions = lists.options();
    itemNodes = lists.nodes();
    int[] found = new int[optionCount];
    int n = 0;
    for (int x = 0; x < optionCount; x++) {
      if (!hasPrimary(x)) {
        found[n++] = x;
      }
    }
    withoutPrimary = Arrays.copyOf(found, n);
    value = new byte[optionCount];
    live = new int[itemCount];
    covers = new int[itemCount];
    queue = new int[optionCount];
  }

  /**
   * The problem left after the options {@code forced} (set true first, in their order) and what
   * they imply; null when they imply a conflict or leave a primary item that nothing can cover:
   * then there is no solution.
   */
  Instance reduce(int[] forced) {
    Arrays.fill(value, (byte) 0);
    Arrays.fill(covers, 0);
    for (int j = 0; j < itemCount; j++) {
      live[j] = itemOptions[j].length;
      if (j < primaryCount && live[j] == 0) {
        return null;
      }
    }
    queueTop = 0;
    for (int x : withoutPrimary) {
      setFalse(x); // it has no primary item to leave uncovered
    }
    for (int j = 0; j < primaryCount; j++) {
      if (live[j] == 1 && value[itemOptions[j][0]] == 0) {
        setTrue(itemOptions[j][0]);
      }
    }
    for (int x : forced) {
      if (value[x] < 0) {
        return null; // cannot happen: a solver refuses a conflicting option
      } else if (value[x] == 0) {
        setTrue(x);
      }
    }
    for (int t = 0; t < queueTop; t++) {
      if (!conflicting(queue[t])) {
        return null;
      }
    }
    return compact(forced);
  }

  private boolean hasPrimary(int x) {
    for (int q = start[x]; q < start[x + 1]; q++) {
      if (items[q] < primaryCount) {
        return true;
      }
    }
    return false;
  }

  /** Sets x true (it is unknown); the options it conflicts with are set false later. */
  private void setTrue(int x) {
    value[x] = 1;
    for (int q = start[x]; q < start[x + 1]; q++) {
      covers[items[q]]++;
    }
    queue[queueTop++] = x;
  }

  /** Sets x false (it is unknown); false when a primary item is left with no option. */
  private boolean setFalse(int x) {
    value[x] = -1;
    for (int q = start[x]; q < start[x + 1]; q++) {
      int j = items[q];
      live[j]--;
      if (j < primaryCount && covers[j] == 0) {
        if (live[j] == 0) {
          return false;
        }
        if (live[j] == 1) {
          for (int y : itemOptions[j]) {
            if (value[y] == 0) {
              setTrue(y);
              break;
            }
          }
        }
      }
    }
    return true;
  }

  /** Sets false the options that x (true) conflicts with; false at a conflict. */
  private boolean conflicting(int x) {
    for (int q = start[x]; q < start[x + 1]; q++) {
      int j = items[q];
      int color = colors[q];
      int[] options = itemOptions[j];
      for (int m = 0; m < options.length; m++) {
        int y = options[m];
        if (y == x || (color != 0 && colors[itemNodes[j][m]] == color)) {
          continue;
        }
        if (value[y] > 0 || (value[y] == 0 && !setFalse(y))) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * The options still unknown over the items not covered, numbered afresh; the options set true,
   * the forced ones first, as the prefix of every solution.
   */
  private Instance compact(int[] forced) {
    int[] itemIndex = new int[itemCount];
    int n = 0;
    int primary = 0;
    for (int j = 0; j < itemCount; j++) {
      if (covers[j] == 0 && live[j] > 0) {
        itemIndex[j] = n++;
        if (j < primaryCount) {
          primary++;
        }
      } else {
        itemIndex[j] = -1;
      }
    }
    int options = 0;
    int nodes = 0;
    for (int x = 0; x < optionCount; x++) {
      if (value[x] == 0) {
        options++;
        for (int q = start[x]; q < start[x + 1]; q++) {
          if (itemIndex[items[q]] >= 0) {
            nodes++;
          }
        }
      }
    }
    int[] original = new int[options];
    int[] newStart = new int[options + 1];
    int[] newItems = new int[nodes];
    int[] newColors = new int[nodes];
    int o = 0;
    int p = 0;
    for (int x = 0; x < optionCount; x++) {
      if (value[x] != 0) {
        continue;
      }
      original[o] = x;
      newStart[o++] = p;
      for (int q = start[x]; q < start[x + 1]; q++) {
        int j = itemIndex[items[q]];
        if (j >= 0) {
          newItems[p] = j;
          newColors[p++] = colors[q];
        }
      }
    }
    newStart[options] = p;
    int[] prefix = new int[queueTop];
    int k = 0;
    for (int x : forced) {
      if (value[x] == 1) {
        value[x] = 2; // placed
        prefix[k++] = x;
      }
    }
    for (int t = 0; t < queueTop; t++) {
      if (value[queue[t]] == 1) {
        value[queue[t]] = 2;
        prefix[k++] = queue[t];
      }
    }
    return new Instance(options, n, primary, newStart, newItems, newColors, original,
        Arrays.copyOf(prefix, k));
  }
}
