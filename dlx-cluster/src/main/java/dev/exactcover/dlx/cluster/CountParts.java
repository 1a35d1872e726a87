package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.pieces.Subproblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * The subproblems of one count on the cluster, by index: those of the count's list first, then
 * the parts given back at the end ({@link ClusterCount}). For each: its subproblem, the first of
 * its levels chosen in a memoized count's order, its root (the subproblem of the list it is part
 * of), whether it is counted, and how many times it was sent; for each subproblem of the list:
 * its parts not yet counted and the sum of those counted, reported once all are. Used by the
 * count's one thread alone.
 */
final class CountParts {
  private final List<Subproblem> parts;
  private int[] memoFrom;
  private int[] root;
  private boolean[] done;
  private int[] sent;
  private final int[] open;
  private final SearchResult[] sums;
  private int nextNumber; // for a part given back: after every number in the list
  private int rootsLeft;

  CountParts(List<Subproblem> list) {
    int n = list.size();
    parts = new ArrayList<>(n);
    memoFrom = new int[n];
    root = new int[n];
    done = new boolean[n];
    sent = new int[n];
    open = new int[n];
    sums = new SearchResult[n];
    for (int i = 0; i < n; i++) {
      Subproblem s = Objects.requireNonNull(list.get(i), "subproblem");
      parts.add(s);
      memoFrom[i] = s.depth();
      root[i] = i;
      open[i] = 1;
      sums[i] = SearchResult.none(Strategy.DANCING_LINKS);
      nextNumber = Math.max(nextNumber, s.number() + 1);
    }
    rootsLeft = n;
  }

  /** How many subproblems there are, the parts given back included. */
  int size() {
    return parts.size();
  }

  Subproblem get(int i) {
    return parts.get(i);
  }

  /** The first level of subproblem {@code i} chosen in a memoized count's order. */
  int memoFrom(int i) {
    return memoFrom[i];
  }

  /** Whether each subproblem is counted, by index: the live flags, read, not changed. */
  boolean[] done() {
    return done;
  }

  /** How many subproblems of the list are not yet counted whole. */
  int rootsLeft() {
    return rootsLeft;
  }

  /** Subproblem {@code i} is sent once more: how many times it has been sent. */
  int send(int i) {
    return ++sent[i];
  }

  /** Subproblem {@code i} was not sent after all. */
  void unsend(int i) {
    sent[i]--;
  }

  /**
   * Subproblem {@code i} is counted as {@code r}: its result is added to its root's; returns the
   * root's sum if that was the root's last part (and reports the root to {@code onFinished}),
   * else null.
   */
  SearchResult finish(int i, SearchResult r, BiConsumer<Subproblem, SearchResult> onFinished) {
    done[i] = true;
    int at = root[i];
    sums[at] = sums[at].plus(r);
    if (--open[at] > 0) {
      return null;
    }
    rootsLeft--;
    if (onFinished != null) {
      onFinished.accept(parts.get(at), sums[at]);
    }
    return sums[at];
  }

  /**
   * The parts {@code branches} that subproblem {@code i} gave away (their first levels in a
   * memoized count's order in {@code from}) become subproblems of their own, of the same root;
   * returns the index of the first (the others follow it).
   */
  int add(int i, List<int[]> branches, List<Integer> from) {
    int first = parts.size();
    int size = first + branches.size();
    memoFrom = Arrays.copyOf(memoFrom, size);
    root = Arrays.copyOf(root, size);
    done = Arrays.copyOf(done, size);
    sent = Arrays.copyOf(sent, size);
    for (int k = 0; k < branches.size(); k++) {
      int j = parts.size();
      parts.add(Subproblem.of(nextNumber++, branches.get(k)));
      memoFrom[j] = from.get(k);
      root[j] = root[i];
    }
    open[root[i]] += branches.size();
    return first;
  }
}
