package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builds a {@link Problem}, checking each item and option as it is added; obtained from
 * {@link ExactCover#builder()}. Declare the primary items, then the secondary ones, then the
 * options. An option names its items ({@code "A"}), and may give a secondary item a color
 * ({@code "X:red"}, Knuth's Algorithm C); options may also list items by number.
 *
 * <p>Every mistake throws {@link IllegalArgumentException} at once, naming the culprit: an invalid
 * or duplicate item name, a primary item declared after a secondary one, bad bounds, an unknown
 * item, an item twice in one option, a color on a primary item, an option with no primary item,
 * an option that would take the problem beyond about 2^31 nodes (items in options); and
 * {@link #build()} refuses a problem with no primary item. A builder is not thread-safe. Its
 * costs are linear in what it is given, whatever the names.
 */
public final class ProblemBuilder {
  private final List<String> names = new ArrayList<>();
  private final Map<String, Integer> index = new HashMap<>();
  private final List<int[]> bounds = new ArrayList<>();
  private int primaryCount = -1; // -1 until the first secondary item is declared
  private int[] optionStart = new int[64];
  private int[] optionItems = new int[256];
  private int[] optionColors = new int[256];
  private int optionCount;
  private int nodeCount;
  private final List<String> colorNames = new ArrayList<>(List.of(""));
  private final Map<String, Integer> colorIndex = new HashMap<>();
  private final List<int[]> pairings = new ArrayList<>(); // left, right, left, right, ...
  private int[] seen = new int[16]; // seen[item] == stamp: item already in the option being added
  private int stamp;

  /**
   * The most nodes (items in options, all options together) a problem may have: the engine's
   * links are {@code int} arrays with a few more entries than nodes.
   */
  static final int MAX_NODES = Integer.MAX_VALUE - (1 << 20);

  ProblemBuilder() {}

  /**
   * Adds primary items, each to be covered exactly once.
   *
   * @param items the item names: not empty, without blanks, {@code :}, {@code |} or control
   *     characters
   * @return this builder
   * @throws IllegalArgumentException if a name is invalid or taken, or secondary items were
   *     declared already
   */
  public ProblemBuilder primary(String... items) {
    for (String name : items) {
      primary(name, 1, 1);
    }
    return this;
  }

  /**
   * Adds a primary item to be covered at least {@code lo} and at most {@code hi} times
   * (Knuth's {@code lo:hi|name}).
   *
   * @param name the item name: not empty, without blanks, {@code :}, {@code |} or control
   *     characters
   * @param lo the least number of times, {@code 0 <= lo <= hi}
   * @param hi the most times, at least 1
   * @return this builder
   * @throws IllegalArgumentException if the name is invalid or taken, the bounds are not as
   *     above, or secondary items were declared already
   */
  public ProblemBuilder primary(String name, int lo, int hi) {
    Checks.check(primaryCount < 0,
        "primary item '%s' comes after secondary items: declare primary items first", name);
    Checks.check(lo >= 0 && lo <= hi && hi >= 1,
        "item '%s' has bounds %d:%d; need 0 <= lo <= hi and hi >= 1", name, lo, hi);
    addItem(name);
    bounds.add(new int[] {lo, hi});
    return this;
  }

  /**
   * Adds secondary items, each to be covered at most once (or by options of one color).
   *
   * @param items the item names: not empty, without blanks, {@code :}, {@code |} or control
   *     characters
   * @return this builder
   * @throws IllegalArgumentException if a name is invalid or taken
   */
  public ProblemBuilder secondary(String... items) {
    if (primaryCount < 0) {
      primaryCount = names.size();
    }
    for (String name : items) {
      addItem(name);
    }
    return this;
  }

  /**
   * Adds an option: item names, each optionally with a color ({@code "X:red"}).
   *
   * @param items the items, a secondary one optionally followed by {@code :} and a color (all
   *     after the first {@code :}, without blanks)
   * @return this builder
   * @throws IllegalArgumentException if an item is unknown or appears twice, a color is on a
   *     primary item or is empty, or the option has no primary item
   */
  public ProblemBuilder option(String... items) {
    return option(Arrays.asList(items));
  }

  /**
   * Adds an option: item names, each optionally with a color ({@code "X:red"}).
   *
   * @param items the items, a secondary one optionally followed by {@code :} and a color (all
   *     after the first {@code :}, without blanks)
   * @return this builder
   * @throws IllegalArgumentException if an item is unknown or appears twice, a color is on a
   *     primary item or is empty, or the option has no primary item
   * @throws NullPointerException if {@code items} or one of them is null
   */
  public ProblemBuilder option(List<String> items) {
    Objects.requireNonNull(items, "option");
    int[] its = new int[items.size()];
    String[] colors = new String[items.size()];
    for (int k = 0; k < its.length; k++) {
      String spec = Objects.requireNonNull(items.get(k), "item name");
      int colon = spec.indexOf(':');
      String name = colon < 0 ? spec : spec.substring(0, colon);
      Integer item = index.get(name);
      // The messages are made only when a check fails: joining the option's items for every
      // item would make an option of n items cost n^2.
      if (item == null) {
        throw Checks.fail("option %d (%s): unknown item '%s'", optionCount + 1,
            shown(items), name);
      }
      its[k] = item;
      if (colon >= 0) {
        String color = spec.substring(colon + 1);
        if (item < primaryCount()) {
          throw Checks.fail("option %d (%s): primary item '%s' cannot have a color",
              optionCount + 1, shown(items), name);
        }
        if (!validColor(color)) {
          throw Checks.fail("option %d (%s): invalid color '%s' on item '%s'",
              optionCount + 1, shown(items), color, name);
        }
        colors[k] = color;
      }
    }
    return add(its, colors);
  }

  /** An option's items for a message: the first few, and how many more. */
  private static String shown(List<String> items) {
    int most = 8;
    if (items.size() <= most) {
      return String.join(" ", items);
    }
    return String.join(" ", items.subList(0, most)) + " ... and " + (items.size() - most)
        + " more";
  }

  /**
   * Adds an option given by item numbers (no colors).
   *
   * @param items the items' numbers, in the order of declaration from 0
   * @return this builder
   * @throws IllegalArgumentException if a number is not an item's, an item appears twice, or the
   *     option has no primary item
   */
  public ProblemBuilder option(int... items) {
    for (int item : items) {
      if (item < 0 || item >= names.size()) {
        throw Checks.fail("option %d: unknown item number %d", optionCount + 1, item);
      }
    }
    return add(items.clone(), new String[items.length]);
  }

  /**
   * Declares a pairing: two lists of primary items of the same length such that every option
   * that covers an item of either list covers exactly one item of each. A solution then pairs
   * them off, each left item with one right item through the option that covers both: a perfect
   * matching, which {@link Reduction#MATCHING} keeps possible at every node. (In Sudoku: the
   * cells of a row and the values of that row; or the rows and the columns of one value.) The
   * rule is checked by {@link #build()}, over all the options.
   *
   * @param left the left items, primary, each to be covered exactly once
   * @param right the right items, as many, none of them in {@code left}
   * @return this builder
   * @throws IllegalArgumentException if an item is unknown, secondary, bounded otherwise than
   *     exactly once, or listed twice, or the lists differ in length
   */
  public ProblemBuilder pairing(List<String> left, List<String> right) {
    Checks.check(left.size() == right.size() && !left.isEmpty(),
        "pairing %d: the lists must be as long as each other and not empty (%d and %d)",
        pairings.size() / 2 + 1, left.size(), right.size());
    int[] l = pairingItems(left);
    int[] r = pairingItems(right);
    java.util.Set<Integer> all = new java.util.HashSet<>();
    for (int i : l) {
      Checks.check(all.add(i), "pairing %d: item '%s' is listed twice", pairings.size() / 2 + 1,
          names.get(i));
    }
    for (int i : r) {
      Checks.check(all.add(i), "pairing %d: item '%s' is listed twice", pairings.size() / 2 + 1,
          names.get(i));
    }
    pairings.add(l);
    pairings.add(r);
    return this;
  }

  private int[] pairingItems(List<String> items) {
    int[] a = new int[items.size()];
    for (int k = 0; k < a.length; k++) {
      String name = items.get(k);
      Integer i = index.get(name);
      Checks.check(i != null, "pairing %d: unknown item '%s'", pairings.size() / 2 + 1, name);
      Checks.check(primaryCount < 0 || i < primaryCount, "pairing %d: item '%s' is secondary",
          pairings.size() / 2 + 1, name);
      Checks.check(bounds.get(i)[0] == 1 && bounds.get(i)[1] == 1,
          "pairing %d: item '%s' is not covered exactly once", pairings.size() / 2 + 1, name);
      a[k] = i;
    }
    return a;
  }

  /**
   * Every option that meets a pairing covers exactly one item of each side of it. One pass over
   * the options, each item knowing the pairings it is in (a few at most).
   */
  private void checkPairings() {
    int pairs = pairings.size() / 2;
    if (pairs == 0) {
      return;
    }
    int[] memberships = new int[names.size() + 1]; // per item, then the sides it is on
    for (int[] side : pairings) {
      for (int i : side) {
        memberships[i + 1]++;
      }
    }
    for (int i = 0; i < names.size(); i++) {
      memberships[i + 1] += memberships[i];
    }
    int[] fill = Arrays.copyOf(memberships, names.size());
    int[] side = new int[memberships[names.size()]]; // 2 * pairing + (0 left, 1 right)
    for (int k = 0; k < pairings.size(); k++) {
      for (int i : pairings.get(k)) {
        side[fill[i]++] = k;
      }
    }
    int[] count = new int[2 * pairs];
    int[] touched = new int[2 * pairs];
    for (int o = 0; o < optionCount; o++) {
      int t = 0;
      for (int n = optionStart[o]; n < optionStart[o + 1]; n++) {
        int i = optionItems[n];
        for (int m = memberships[i]; m < memberships[i + 1]; m++) {
          if (count[side[m]]++ == 0) {
            touched[t++] = side[m];
          }
        }
      }
      for (int x = 0; x < t; x++) {
        int k = touched[x] / 2;
        int left = count[2 * k];
        int right = count[2 * k + 1];
        if (left != right || left > 1) {
          throw Checks.fail("pairing %d: option %d covers %d of its left items and %d of its "
              + "right ones; a pairing needs exactly one of each or none", k + 1, o + 1, left,
              right);
        }
      }
      for (int x = 0; x < t; x++) {
        count[touched[x]] = 0;
      }
    }
  }

  /**
   * The problem built so far; the builder may go on to build a larger one.
   *
   * @return the problem, immutable
   * @throws IllegalArgumentException if there is no primary item, or an option breaks the rule
   *     of a {@linkplain #pairing pairing}
   */
  public Problem build() {
    int primary = primaryCount();
    Checks.check(primary > 0, "the problem has no primary item");
    checkPairings();
    int[] lo = new int[names.size()];
    int[] hi = new int[names.size()];
    for (int i = 0; i < primary; i++) {
      lo[i] = bounds.get(i)[0];
      hi[i] = bounds.get(i)[1];
    }
    return new Problem(names.toArray(new String[0]), primary, lo, hi,
        Arrays.copyOf(optionStart, optionCount + 1), Arrays.copyOf(optionItems, nodeCount),
        Arrays.copyOf(optionColors, nodeCount), colorNames.toArray(new String[0]),
        pairings.stream().map(int[]::clone).toArray(int[][]::new));
  }

  private int primaryCount() {
    return primaryCount < 0 ? names.size() : primaryCount;
  }

  private void addItem(String name) {
    Checks.check(name != null && validName(name),
        "invalid item name '%s': it must be non-empty, without spaces, ':', '|' or control "
        + "characters", name);
    Checks.check(!index.containsKey(name), "duplicate item '%s'", name);
    index.put(name, names.size());
    names.add(name);
  }

  /** Adds an option once it passes every check; its colors (null: none) are recorded only then. */
  private ProblemBuilder add(int[] items, String[] colorOf) {
    int primary = primaryCount();
    if (seen.length < names.size()) {
      seen = Arrays.copyOf(seen, Math.max(names.size(), 2 * seen.length));
    }
    stamp++; // a fresh stamp per call, so that a refused option leaves no marks behind
    boolean hasPrimary = false;
    for (int item : items) {
      if (seen[item] == stamp) { // tested before the message is made: no boxing per item
        throw Checks.fail("option %d: item '%s' appears twice", optionCount + 1,
            names.get(item));
      }
      seen[item] = stamp;
      hasPrimary |= item < primary;
    }
    Checks.check(hasPrimary, "option %d has no primary item: every option must cover one",
        optionCount + 1);
    int[] colors = new int[items.length];
    for (int k = 0; k < items.length; k++) {
      if (colorOf[k] != null) {
        colors[k] = colorIndex.computeIfAbsent(colorOf[k], c -> {
          colorNames.add(c);
          return colorNames.size() - 1;
        });
      }
    }
    if (optionCount + 2 > optionStart.length) {
      optionStart = Arrays.copyOf(optionStart, (int) Math.min(MAX_NODES + 1L,
          2L * optionStart.length)); // no more options than nodes
    }
    if (items.length > MAX_NODES - nodeCount) { // before an int overflows in the growing
      throw Checks.fail("option %d: the problem would have more than %,d nodes (items in "
          + "options), the most one problem may have", optionCount + 1, MAX_NODES);
    }
    while (nodeCount + items.length > optionItems.length) {
      int grown = (int) Math.min(MAX_NODES, 2L * optionItems.length);
      optionItems = Arrays.copyOf(optionItems, grown);
      optionColors = Arrays.copyOf(optionColors, grown);
    }
    System.arraycopy(items, 0, optionItems, nodeCount, items.length);
    System.arraycopy(colors, 0, optionColors, nodeCount, items.length);
    nodeCount += items.length;
    optionCount++;
    optionStart[optionCount] = nodeCount;
    return this;
  }

  /**
   * A color: not empty, no blanks, no control characters ({@code :} and {@code |} are fine, as in
   * Knuth's {@code X:|}).
   */
  static boolean validColor(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (Character.isWhitespace(s.charAt(i)) || Character.isISOControl(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** An item name: not empty, no blanks, no {@code :} or {@code |}, no control characters. */
  static boolean validName(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c) || c == ':' || c == '|' || Character.isISOControl(c)) {
        return false;
      }
    }
    return true;
  }
}
