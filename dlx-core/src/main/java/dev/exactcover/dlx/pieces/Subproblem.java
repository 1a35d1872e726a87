package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.internal.Checks;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One piece of a split search tree: the branch taken at each of the first levels, and the piece's
 * number in its list. An immutable value, meaningful together with the {@link SearchTree} that
 * {@linkplain SearchTree#split split} it; {@link SearchTree#search} searches it.
 *
 * <p>Branches are 1-based: {@code 3.1.4} takes the third option of the item chosen at level 0, the
 * first at level 1, the fourth at level 2; the search then runs below that node. (For Algorithm M
 * the null move, leaving the item, is the last branch of its node.) A list may hold shallow
 * subproblems too, whose node is itself a solution: each counts 1. The text form is
 * {@code number:branches}, such as {@code 17:3.1.4}; the root, with no branch, is {@code 0:-}.
 */
public final class Subproblem implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Its number in the split, from 0. */
  private final int number;
  /** The branch taken at each level, from the root. */
  private final int[] branches;

  private Subproblem(int number, int[] branches) {
    this.number = number;
    this.branches = branches;
  }

  /**
   * The subproblem numbered {@code number} that takes {@code branches} (each at least 1).
   *
   * @param number its number in the split, from 0
   * @param branches the branch taken at each level, from the root
   * @return the subproblem numbered {@code number} that takes {@code branches} (each at least 1)
   * @throws IllegalArgumentException if the number is negative or a branch is below 1
   */
  public static Subproblem of(int number, int... branches) {
    Checks.check(number >= 0, "subproblem number must not be negative, not %d", number);
    for (int b : branches) {
      Checks.check(b >= 1, "branches are 1-based, not %d in %s", b, Arrays.toString(branches));
    }
    return new Subproblem(number, branches.clone());
  }

  /**
   * Reads the text form {@code number:b1.b2...} (the root: {@code number:-}).
   *
   * @param text the text to read
   * @return the subproblem {@code text} describes
   * @throws IllegalArgumentException naming the text if it is not one
   */
  public static Subproblem parse(String text) {
    int colon = text.indexOf(':');
    Checks.check(colon > 0, "not a subproblem (number:branches): '%s'", text);
    try {
      int number = Integer.parseInt(text.substring(0, colon));
      String rest = text.substring(colon + 1);
      if (rest.equals("-")) {
        return of(number);
      }
      String[] parts = rest.split("\\.", -1);
      int[] branches = new int[parts.length];
      for (int i = 0; i < parts.length; i++) {
        branches[i] = Integer.parseInt(parts[i]);
      }
      return of(number, branches);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a subproblem (number:branches): '" + text + "'");
    }
  }

  /**
   * Shard {@code shard} of {@code of}: the subproblems of {@code all} whose number is
   * {@code shard} modulo {@code of}. Taking every {@code of}-th one, rather than a range, spreads
   * the big subproblems (neighbours in the tree tend to be alike) over the shards. The shards for
   * {@code shard = 0..of-1} are disjoint and together hold every subproblem once.
   *
   * @param all all the subproblems
   * @param shard which shard, from 1
   * @param of how many shards
   * @return shard {@code shard} of {@code of}: the subproblems of {@code all} whose number is
   *     {@code shard} modulo {@code of}
   */
  public static List<Subproblem> shard(List<Subproblem> all, int shard, int of) {
    Checks.positive(of, "shard count");
    Checks.check(shard >= 0 && shard < of, "shard must be in [0, %d), not %d", of, shard);
    List<Subproblem> mine = new ArrayList<>();
    for (Subproblem s : all) {
      if (s.number % of == shard) {
        mine.add(s);
      }
    }
    return mine;
  }

  /**
   * Its number in the list it came from (0-based).
   *
   * @return its number in the list it came from (0-based)
   */
  public int number() {
    return number;
  }

  /**
   * The branch taken at each level, 1-based (a copy).
   *
   * @return the branch taken at each level, 1-based (a copy)
   */
  public int[] branches() {
    return branches.clone();
  }

  /**
   * The number of levels pinned.
   *
   * @return the number of levels pinned
   */
  public int depth() {
    return branches.length;
  }

  int[] rawBranches() {
    return branches;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Subproblem s && s.number == number && Arrays.equals(s.branches, branches);
  }

  @Override
  public int hashCode() {
    return 31 * number + Arrays.hashCode(branches);
  }

  /** The text form, {@code number:b1.b2...}, that {@link #parse} reads. */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder().append(number).append(':');
    if (branches.length == 0) {
      return s.append('-').toString();
    }
    for (int i = 0; i < branches.length; i++) {
      if (i > 0) {
        s.append('.');
      }
      s.append(branches[i]);
    }
    return s.toString();
  }
}
