package dev.exactcover.verification.reference;

import dev.exactcover.dlx.Problem;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Knuth's Algorithm X on plain collections, as an exact-cover oracle independent of the Dancing
 * Links engine: no links, no shared code, just a map from each item to the set of options that
 * still contain it.
 *
 * <p>Items are named by strings; options are numbered {@code 0..} in the order given. Primary
 * items must be covered exactly once, secondary items at most once. The search is recursive: it
 * chooses the primary item with the fewest remaining options (the first in the given order on
 * ties; none left means a dead end), and tries each of its options in increasing order. Choosing
 * an option removes each of its items from the map, and removes every other option that shares
 * one of those items from the sets of its remaining items; backing up puts all of it back in the
 * reverse order. A solution is found when no primary item is left, so an option without primary
 * items is never chosen (as in Knuth's algorithms).
 *
 * <p>Not supported: colors on secondary items ({@code item:color}) and multiplicities. With the
 * string API an {@code item:color} is simply an unknown item and is rejected; the {@link Problem}
 * overloads reject problems that have colors or multiplicities.
 *
 * <p>Solutions are lists of option numbers in increasing order.
 */
public final class NaiveAlgorithmX {
  private NaiveAlgorithmX() {}

  /**
   * The number of exact covers, counting up to {@code limit}.
   *
   * @param primaryItems the items to cover exactly once, distinct
   * @param secondaryItems the items to cover at most once, distinct from all others
   * @param options each a list of distinct item names
   * @param limit stop after this many solutions, at least 1
   * @throws IllegalArgumentException on a duplicate or unknown item, or a limit below 1
   */
  public static long count(List<String> primaryItems, List<String> secondaryItems,
      List<List<String>> options, long limit) {
    return run(primaryItems, secondaryItems, options, limit, false).count;
  }

  /**
   * The first {@code limit} exact covers found, in the order found, each as option numbers in
   * increasing order; an unmodifiable list.
   */
  public static List<List<Integer>> solutions(List<String> primaryItems,
      List<String> secondaryItems, List<List<String>> options, long limit) {
    return List.copyOf(run(primaryItems, secondaryItems, options, limit, true).found);
  }

  /**
   * The number of exact covers of an engine {@link Problem}, read only through its public
   * getters, counting up to {@code limit}.
   *
   * @throws IllegalArgumentException if the problem has colors or multiplicities
   */
  public static long count(Problem problem, long limit) {
    return run(problem, limit, false).count;
  }

  /** The first {@code limit} exact covers of {@code problem}, as option numbers in order. */
  public static List<List<Integer>> solutions(Problem problem, long limit) {
    return List.copyOf(run(problem, limit, true).found);
  }

  private static Search run(Problem problem, long limit, boolean collect) {
    if (problem.hasColors() || problem.hasMultiplicities()) {
      throw new IllegalArgumentException("colors and multiplicities are not supported: " + problem);
    }
    List<String> primary = new ArrayList<>();
    List<String> secondary = new ArrayList<>();
    for (int i = 0; i < problem.itemCount(); i++) {
      (i < problem.primaryItemCount() ? primary : secondary).add(problem.itemName(i));
    }
    List<List<String>> options = new ArrayList<>();
    for (int o = 0; o < problem.optionCount(); o++) {
      List<String> names = new ArrayList<>();
      for (int item : problem.optionItems(o)) {
        names.add(problem.itemName(item));
      }
      options.add(names);
    }
    return run(primary, secondary, options, limit, collect);
  }

  private static Search run(List<String> primary, List<String> secondary,
      List<List<String>> options, long limit, boolean collect) {
    if (limit < 1) {
      throw new IllegalArgumentException("limit must be at least 1, not " + limit);
    }
    Search search = new Search(primary, secondary, options, limit, collect);
    search.search();
    return search;
  }

  /** One search: the item-to-options map being shrunk and restored, and the tallies. */
  private static final class Search {
    private final List<String> primary;
    private final List<List<String>> options;
    private final long limit;
    private final boolean collect;
    /** Each item still to be covered, with the options that can still cover it. */
    private final Map<String, Set<Integer>> optionsOf = new HashMap<>();
    private final Deque<Integer> chosen = new ArrayDeque<>();
    private final List<List<Integer>> found = new ArrayList<>();
    private long count;

    Search(List<String> primary, List<String> secondary, List<List<String>> options, long limit,
        boolean collect) {
      this.primary = List.copyOf(primary);
      this.options = new ArrayList<>();
      this.limit = limit;
      this.collect = collect;
      for (String item : primary) {
        addItem(item);
      }
      for (String item : secondary) {
        addItem(item);
      }
      for (int o = 0; o < options.size(); o++) {
        List<String> items = List.copyOf(options.get(o));
        if (new HashSet<>(items).size() != items.size()) {
          throw new IllegalArgumentException("option " + o + " names an item twice: " + items);
        }
        for (String item : items) {
          Set<Integer> set = optionsOf.get(item);
          if (set == null) {
            throw new IllegalArgumentException("option " + o + " names unknown item " + item
                + (item.contains(":") ? " (colors are not supported)" : ""));
          }
          set.add(o);
        }
        this.options.add(items);
      }
    }

    private void addItem(String item) {
      if (optionsOf.putIfAbsent(item, new TreeSet<>()) != null) {
        throw new IllegalArgumentException("duplicate item " + item);
      }
    }

    /** Covers the remaining primary items in every way; true when the limit stops the search. */
    boolean search() {
      String item = fewestOptions();
      if (item == null) {
        count++;
        if (collect) {
          found.add(List.copyOf(new TreeSet<>(chosen)));
        }
        return count >= limit;
      }
      for (int option : new ArrayList<>(optionsOf.get(item))) {
        chosen.push(option);
        Deque<Set<Integer>> removed = choose(option);
        boolean stop = search();
        unchoose(option, removed);
        chosen.pop();
        if (stop) {
          return true;
        }
      }
      return false;
    }

    /** The uncovered primary item with the fewest options, first on ties; null when none. */
    private String fewestOptions() {
      String best = null;
      for (String item : primary) {
        Set<Integer> set = optionsOf.get(item);
        if (set != null && (best == null || set.size() < optionsOf.get(best).size())) {
          best = item;
        }
      }
      return best;
    }

    /**
     * Takes {@code option} into the solution: each of its items leaves the map (its set of
     * options is kept, in order, to be put back), and every other option holding that item
     * leaves the sets of its other items, since it can no longer be chosen.
     */
    private Deque<Set<Integer>> choose(int option) {
      Deque<Set<Integer>> removed = new ArrayDeque<>();
      for (String item : options.get(option)) {
        Set<Integer> rivals = optionsOf.remove(item);
        for (int rival : rivals) {
          for (String other : options.get(rival)) {
            if (!other.equals(item)) {
              // Still mapped: an item that left the map earlier took every option holding it
              // out of all other sets, so no option still in a set holds such an item.
              optionsOf.get(other).remove(rival);
            }
          }
        }
        removed.push(rivals);
      }
      return removed;
    }

    /** Undoes {@link #choose}, item by item in the reverse order. */
    private void unchoose(int option, Deque<Set<Integer>> removed) {
      List<String> items = options.get(option);
      for (int k = items.size() - 1; k >= 0; k--) {
        String item = items.get(k);
        Set<Integer> rivals = removed.pop();
        for (int rival : rivals) {
          for (String other : options.get(rival)) {
            if (!other.equals(item)) {
              optionsOf.get(other).add(rival);
            }
          }
        }
        optionsOf.put(item, rivals);
      }
    }
  }
}
