package dev.exactcover.dlx;

/**
 * The options' activities and a binary max-heap on them, for the decisions of {@link Learner}:
 * Chaff's variable activities (Moskewicz et al., DAC 2001) as MiniSat keeps them (Een and
 * Sorensson, SAT 2003). Each option met in a conflict's analysis is bumped by an increment that
 * grows after every conflict, so that recent conflicts weigh more; the next decision is the
 * unassigned option of highest activity.
 */
final class ActivityHeap {
  private static final double VAR_DECAY = 0.95;

  private double[] activity;
  private double varIncrement;
  private int[] heap;
  private int[] heapIndex; // per option: its place in the heap, -1 when not in it
  private int heapSize;

  /** Room for {@code optionCount} options, every activity 0. */
  void load(int optionCount) {
    activity = new double[optionCount];
    heap = new int[optionCount];
    heapIndex = new int[optionCount];
  }

  /** Every option in the heap, in order (the activities are all 0), and the first increment. */
  void reset() {
    varIncrement = 1;
    heapSize = 0;
    for (int x = 0; x < heap.length; x++) {
      heapIndex[x] = heapSize;
      heap[heapSize++] = x;
    }
  }

  /** Makes later bumps weigh more (after each conflict). */
  void decay() {
    varIncrement /= VAR_DECAY;
  }

  /** Raises the activity of option {@code x}, rescaling every activity when it grows too large. */
  void bump(int x) {
    if ((activity[x] += varIncrement) > 1e100) {
      for (int y = 0; y < activity.length; y++) {
        activity[y] *= 1e-100;
      }
      varIncrement *= 1e-100;
    }
    if (heapIndex[x] >= 0) {
      siftUp(heapIndex[x]);
    }
  }

  boolean isEmpty() {
    return heapSize == 0;
  }

  /** Puts option {@code x} back into the heap (when it becomes unassigned), unless it is in it. */
  void insertIfAbsent(int x) {
    if (heapIndex[x] < 0) {
      heapIndex[x] = heapSize;
      heap[heapSize++] = x;
      siftUp(heapSize - 1);
    }
  }

  /** Takes the option of highest activity out of the heap. */
  int pop() {
    int x = heap[0];
    heapIndex[x] = -1;
    if (--heapSize > 0) {
      heap[0] = heap[heapSize];
      heapIndex[heap[0]] = 0;
      siftDown(0);
    }
    return x;
  }

  private void siftUp(int i) {
    int x = heap[i];
    while (i > 0) {
      int parent = (i - 1) >> 1;
      if (activity[x] <= activity[heap[parent]]) {
        break;
      }
      heap[i] = heap[parent];
      heapIndex[heap[i]] = i;
      i = parent;
    }
    heap[i] = x;
    heapIndex[x] = i;
  }

  private void siftDown(int i) {
    int x = heap[i];
    for (;;) {
      int child = 2 * i + 1;
      if (child >= heapSize) {
        break;
      }
      if (child + 1 < heapSize && activity[heap[child + 1]] > activity[heap[child]]) {
        child++;
      }
      if (activity[heap[child]] <= activity[x]) {
        break;
      }
      heap[i] = heap[child];
      heapIndex[heap[i]] = i;
      i = child;
    }
    heap[i] = x;
    heapIndex[x] = i;
  }
}
