package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * An exact-cover problem: items and options, immutable and safe to share between threads. Built
 * by {@link ExactCover#builder()} or read from Knuth's {@code .dlx} text by {@link ExactCover#read}.
 *
 * <p>Items are numbered {@code 0..itemCount()-1}, primary items first (Knuth's order), and
 * options {@code 0..optionCount()-1} in the order they were given. A problem is searched by a
 * {@link Solver} from {@link #newSolver()}; build the problem once and reuse solvers, since a
 * solver resets cheaply.
 */
public final class Problem {
  private final String[] itemNames;
  private final int primaryCount;
  private final int[] lo;
  private final int[] hi;
  private final int[] optionStart;
  private final int[] optionItems;
  private final int[] optionColors;
  private final String[] colorNames;
  private final ItemNames itemIndex;
  private final boolean multiplicities;
  private final int[][] pairings; // pairs of item lists: left, right, left, right, ...
  private final List<Supplier<? extends Propagator>> propagators; // side constraints, often none

  Problem(String[] itemNames, int primaryCount, int[] lo, int[] hi, int[] optionStart,
      int[] optionItems, int[] optionColors, String[] colorNames) {
    this(itemNames, primaryCount, lo, hi, optionStart, optionItems, optionColors, colorNames,
        new int[0][]);
  }

  Problem(String[] itemNames, int primaryCount, int[] lo, int[] hi, int[] optionStart,
      int[] optionItems, int[] optionColors, String[] colorNames, int[][] pairings) {
    this(itemNames, primaryCount, lo, hi, optionStart, optionItems, optionColors, colorNames,
        pairings, List.of());
  }

  private Problem(String[] itemNames, int primaryCount, int[] lo, int[] hi, int[] optionStart,
      int[] optionItems, int[] optionColors, String[] colorNames, int[][] pairings,
      List<Supplier<? extends Propagator>> propagators) {
    this.propagators = propagators;
    this.pairings = pairings;
    this.itemNames = itemNames;
    this.primaryCount = primaryCount;
    this.lo = lo;
    this.hi = hi;
    this.optionStart = optionStart;
    this.optionItems = optionItems;
    this.optionColors = optionColors;
    this.colorNames = colorNames;
    this.itemIndex = new ItemNames(itemNames); // linear in the names, whatever they are
    boolean m = false;
    for (int i = 0; i < primaryCount; i++) {
      m |= lo[i] != 1 || hi[i] != 1;
    }
    this.multiplicities = m;
  }

  /**
   * This problem with one more side constraint (see {@link Propagator}): the same items and
   * options, and {@code factory}, which each solver of the new problem calls once to make its
   * own propagator. This problem is unchanged.
   *
   * @param factory makes a propagator for each solver
   * @return the problem with the side constraint
   * @throws IllegalArgumentException if this problem has multiplicities (Algorithm M)
   */
  public Problem withPropagator(Supplier<? extends Propagator> factory) {
    Objects.requireNonNull(factory, "factory");
    if (multiplicities) {
      throw new IllegalArgumentException("side constraints (propagators) need every primary item "
          + "to be covered exactly once; this problem has items with multiplicities");
    }
    List<Supplier<? extends Propagator>> all = new ArrayList<>(propagators);
    all.add(factory);
    return new Problem(itemNames, primaryCount, lo, hi, optionStart, optionItems, optionColors,
        colorNames, pairings, List.copyOf(all));
  }

  /**
   * Whether this problem carries side constraints ({@link #withPropagator}).
   *
   * @return whether it has a propagator
   */
  public boolean hasPropagators() {
    return !propagators.isEmpty();
  }

  List<Supplier<? extends Propagator>> propagators() {
    return propagators;
  }

  /**
   * A new solver for this problem with the {@linkplain SearchSettings#defaults() default
   * settings} (Knuth's tree): mutable, reusable, for one thread at a time.
   *
   * @return a new solver with the default settings
   */
  public Solver newSolver() {
    return new Solver(this, SearchSettings.defaults());
  }

  /**
   * A new solver for this problem that searches with {@code settings}.
   *
   * @param settings the settings of the solver's searches
   * @return a new solver
   * @throws NullPointerException if {@code settings} is null
   */
  public Solver newSolver(SearchSettings settings) {
    return new Solver(this, settings);
  }

  /**
   * The number of pairings declared with {@link ProblemBuilder#pairing} (used by {@link
   * Reduction#MATCHING}; not part of Knuth's {@code .dlx} text, so not written by {@link
   * ExactCover#write}).
   *
   * @return the number of pairings
   */
  public int pairingCount() {
    return pairings.length / 2;
  }

  /** The items of side {@code side} (0 left, 1 right) of pairing {@code k}; not copied. */
  int[] rawPairing(int k, int side) {
    return pairings[2 * k + side];
  }

  /**
   * The number of items, primary and secondary.
   *
   * @return the number of items
   */
  public int itemCount() {
    return itemNames.length;
  }

  /**
   * The number of primary items; they are items {@code 0..primaryItemCount()-1}.
   *
   * @return the number of primary items
   */
  public int primaryItemCount() {
    return primaryCount;
  }

  /**
   * The name of an item.
   *
   * @param item the item's number
   * @return its name
   * @throws IndexOutOfBoundsException if there is no item {@code item}
   */
  public String itemName(int item) {
    return itemNames[Checks.index(item, itemNames.length, "item")];
  }

  /**
   * The number of the item called {@code name}.
   *
   * @param name an item name
   * @return the item's number, or -1 when there is none of that name
   */
  public int itemIndex(String name) {
    return itemIndex.get(name);
  }

  /**
   * Whether an item is primary (must be covered) rather than secondary (may be).
   *
   * @param item the item's number
   * @return true if it is primary
   * @throws IndexOutOfBoundsException if there is no item {@code item}
   */
  public boolean isPrimary(int item) {
    return Checks.index(item, itemNames.length, "item") < primaryCount;
  }

  /**
   * The least number of times a solution covers a primary item (1 unless given).
   *
   * @param item the item's number
   * @return its lower bound, 0 or more
   * @throws IndexOutOfBoundsException if there is no item {@code item}
   * @throws IllegalArgumentException if the item is secondary
   */
  public int lowerBound(int item) {
    Checks.check(isPrimary(item), "item %s is secondary: it has no bounds", itemNames[item]);
    return lo[item];
  }

  /**
   * The most times a solution covers a primary item (1 unless given).
   *
   * @param item the item's number
   * @return its upper bound, 1 or more
   * @throws IndexOutOfBoundsException if there is no item {@code item}
   * @throws IllegalArgumentException if the item is secondary
   */
  public int upperBound(int item) {
    Checks.check(isPrimary(item), "item %s is secondary: it has no bounds", itemNames[item]);
    return hi[item];
  }

  /**
   * Whether some primary item has bounds other than exactly once (Knuth's Algorithm M).
   *
   * @return true if some primary item has other bounds than 1:1
   */
  public boolean hasMultiplicities() {
    return multiplicities;
  }

  /**
   * Whether some option gives a secondary item a color (Knuth's Algorithm C).
   *
   * @return true if some option has a color
   */
  public boolean hasColors() {
    return colorNames.length > 1;
  }

  /**
   * The number of options.
   *
   * @return the number of options
   */
  public int optionCount() {
    return optionStart.length - 1;
  }

  /**
   * The number of items in an option.
   *
   * @param option the option's number
   * @return how many items it has
   * @throws IndexOutOfBoundsException if there is no option {@code option}
   */
  public int optionSize(int option) {
    Checks.index(option, optionCount(), "option");
    return optionStart[option + 1] - optionStart[option];
  }

  /**
   * The items of an option, in the order given.
   *
   * @param option the option's number
   * @return its items' numbers (a copy)
   * @throws IndexOutOfBoundsException if there is no option {@code option}
   */
  public int[] optionItems(int option) {
    Checks.index(option, optionCount(), "option");
    return Arrays.copyOfRange(optionItems, optionStart[option], optionStart[option + 1]);
  }

  /**
   * The color that an option gives its {@code k}-th item.
   *
   * @param option the option's number
   * @param k the position of the item in the option, from 0
   * @return the color, or null when the item has none
   * @throws IndexOutOfBoundsException if there is no option {@code option} or no position {@code k}
   */
  public String optionColor(int option, int k) {
    Checks.index(k, optionSize(option), "position");
    int c = optionColors[optionStart[option] + k];
    return c == 0 ? null : colorNames[c];
  }

  /**
   * An option as Knuth writes it, for example {@code A C X:1 Y:1}.
   *
   * @param option the option's number
   * @return its items, with their colors, separated by blanks
   * @throws IndexOutOfBoundsException if there is no option {@code option}
   */
  public String optionText(int option) {
    Checks.index(option, optionCount(), "option");
    StringBuilder sb = new StringBuilder();
    for (int p = optionStart[option]; p < optionStart[option + 1]; p++) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(itemNames[optionItems[p]]);
      if (optionColors[p] != 0) {
        sb.append(':').append(colorNames[optionColors[p]]);
      }
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return "Problem[" + primaryCount + " primary + " + (itemNames.length - primaryCount)
        + " secondary items, " + optionCount() + " options, " + optionItems.length + " nodes]";
  }

  // Raw views for the engine and the writer in this package; never modified.
  int[] rawOptionStart() {
    return optionStart;
  }

  int[] rawOptionItems() {
    return optionItems;
  }

  int[] rawOptionColors() {
    return optionColors;
  }

  int rawLowerBound(int item) {
    return lo[item];
  }

  int rawUpperBound(int item) {
    return hi[item];
  }
}
