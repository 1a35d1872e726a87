package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * One solution: the options chosen, forced options first, then one per level of the search.
 * Immutable. Under Algorithm M (multiplicities) an option may cover several of an item's
 * allowed covers, and a level may take none (an item left at its lower bound), so the options
 * number at most one per level.
 */
public final class Solution {
  private final Problem problem;
  private final int[] options;

  Solution(Problem problem, int[] options) {
    this.problem = problem;
    this.options = options;
  }

  /**
   * The problem this solves.
   *
   * @return the problem this solves
   */
  public Problem problem() {
    return problem;
  }

  /**
   * The number of options in the solution.
   *
   * @return the number of options in the solution
   */
  public int size() {
    return options.length;
  }

  /**
   * The {@code k}-th option of the solution (an option number of the problem).
   *
   * @param k the position in the solution, from 0 to {@code size() - 1}
   * @return the {@code k}-th option of the solution (an option number of the problem)
   */
  public int option(int k) {
    return options[Checks.index(k, options.length, "position")];
  }

  /**
   * The option numbers, in the order the search took them.
   *
   * @return the option numbers, in the order the search took them
   */
  public int[] options() {
    return options.clone();
  }

  /**
   * The option numbers in increasing order: equal solutions give equal arrays.
   *
   * @return the option numbers in increasing order: equal solutions give equal arrays
   */
  public int[] sortedOptions() {
    int[] s = options.clone();
    Arrays.sort(s);
    return s;
  }

  /**
   * The options as Knuth's programs print them, one per line.
   *
   * @return the options as Knuth's programs print them, one per line
   */
  public String format() {
    return Arrays.stream(options).mapToObj(problem::optionText).collect(Collectors.joining("\n"));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Solution s && s.problem == problem
        && Arrays.equals(s.sortedOptions(), sortedOptions());
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(sortedOptions());
  }

  /** The options separated by {@code "; "}, for example {@code A D; E F C; B G}. */
  @Override
  public String toString() {
    return Arrays.stream(options).mapToObj(problem::optionText).collect(Collectors.joining("; "));
  }
}
