package dev.exactcover.sudoku.variant;

import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.Shape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The whole rule set a puzzle carries: its regions (classic, X, jigsaw or jigsaw X) and the
 * variant rules on top, in any combination. Immutable; every rule is checked against the
 * regions' shape when the set is made.
 *
 * <pre>{@code
 * Rules r = Rules.of(Regions.x(Shape.NINE),
 *     KillerCage.of(List.of(0, 1), 3), GlobalRule.ANTI_KNIGHT);
 * }</pre>
 *
 * @param regions the regions: rows, columns, boxes or jigsaw pieces, and maybe the diagonals
 * @param list the variant rules, in the order given (duplicates kept; a rule given twice is the
 *     same rule)
 */
public record Rules(Regions regions, List<Rule> list) {
  /**
   * Makes a rule set, checking every rule against the regions' shape.
   *
   * @param regions the regions
   * @param list the rules
   * @throws IllegalArgumentException naming the first rule that does not fit, and why
   */
  public Rules {
    Objects.requireNonNull(regions, "regions");
    list = List.copyOf(list);
    for (Rule r : list) {
      r.check(regions.shape());
    }
  }

  /**
   * The regions alone, with no variant rule.
   *
   * @param regions the regions
   * @return the rule set
   */
  public static Rules of(Regions regions) {
    return new Rules(regions, List.of());
  }

  /**
   * The regions with {@code rules}.
   *
   * @param regions the regions
   * @param rules the variant rules
   * @return the rule set
   * @throws IllegalArgumentException naming the first rule that does not fit, and why
   */
  public static Rules of(Regions regions, Rule... rules) {
    return new Rules(regions, Arrays.asList(rules));
  }

  /**
   * This set with {@code more} rules after its own.
   *
   * @param more the rules to add
   * @return the larger set
   * @throws IllegalArgumentException naming the first rule that does not fit, and why
   */
  public Rules with(Rule... more) {
    List<Rule> all = new ArrayList<>(list);
    all.addAll(Arrays.asList(more));
    return new Rules(regions, all);
  }

  /**
   * The grids' shape.
   *
   * @return the shape of the regions
   */
  public Shape shape() {
    return regions.shape();
  }

  /**
   * Whether there is no variant rule (only the regions).
   *
   * @return whether the list is empty
   */
  public boolean isPlain() {
    return list.isEmpty();
  }

  /**
   * Whether {@code rule} is in the set.
   *
   * @param rule a global rule
   * @return whether it is in the set
   */
  public boolean has(GlobalRule rule) {
    return list.contains(rule);
  }

  /**
   * The rules of one kind, in order.
   *
   * @param <T> the kind
   * @param kind the kind's class, such as {@code KillerCage.class}
   * @return the rules of that kind, in order
   */
  public <T extends Rule> List<T> all(Class<T> kind) {
    return list.stream().filter(kind::isInstance).map(kind::cast).toList();
  }

  @Override
  public String toString() {
    return regions.name() + (list.isEmpty() ? "" : " with " + list.size() + " more rules");
  }
}
