package dev.exactcover.dlx.cluster;

import java.util.Arrays;

/**
 * A growable list of {@code int}s, also used as a stack (push and pop at the end): the count's
 * queues of subproblem numbers, without boxing.
 */
final class IntList {
  private int[] values = new int[16];
  private int size;

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  int get(int k) {
    if (k < 0 || k >= size) {
      throw new IndexOutOfBoundsException(k);
    }
    return values[k];
  }

  /** Adds {@code v} at the end. */
  void add(int v) {
    if (size == values.length) {
      values = Arrays.copyOf(values, 2 * size);
    }
    values[size++] = v;
  }

  /** {@link #add}: the top of the stack is the end. */
  void push(int v) {
    add(v);
  }

  /** Removes and returns the last value. */
  int pop() {
    return removeAtIndex(size - 1);
  }

  /** The values, in order, as an array of their own. */
  int[] toArray() {
    return Arrays.copyOf(values, size);
  }

  /** Removes and returns the value at {@code k}, the later ones moving down one place. */
  int removeAtIndex(int k) {
    int v = get(k);
    System.arraycopy(values, k + 1, values, k, size - k - 1);
    size--;
    return v;
  }
}
