package dev.exactcover.dlx;

import java.math.BigInteger;

/**
 * What a memoized count ({@link MemoCount}) asks of its cache: find a signature, read the count
 * and tree size of the last hit, store a count. One object per search thread: {@link MemoCache}
 * for a count of its own, or a thread's view of a {@link SharedMemoCache} that the threads of one
 * count in pieces share. A hit's count is always exact (entries are never changed or dropped); a
 * full cache only stops helping. Nothing is allocated per lookup or per store, except a count
 * beyond {@code long}.
 */
abstract class MemoTable {
  /** The lookups that found their signature, made through this object. */
  long hits;
  /** The lookups made through this object. */
  long lookups;

  /** Finds {@code key}: true on a hit, whose count and tree size {@link #count}, {@link #tree}
   * give. */
  abstract boolean find(long[] key);

  /** The count of the last hit, when it fits in a {@code long}; else negative. */
  abstract long count();

  /** The count of the last hit, exactly. */
  abstract BigInteger bigCount();

  /** The tree size stored with the last hit. */
  abstract long tree();

  /**
   * Stores the count of {@code key}: {@code count} when {@code bigCount} is null, else {@code
   * bigCount}; {@code tree} at least 1. Does nothing when the cache is full (or, shared, when
   * another thread stored the key first).
   */
  abstract void store(long[] key, long count, BigInteger bigCount, long tree);

  /** Whether the cache stores nothing more. */
  abstract boolean isFull();

  /** The subproblems stored (by every thread that shares the cache). */
  abstract long entries();

  /** The bytes the cache holds. */
  abstract long bytes();

  /** A 64-bit mix of a signature's first {@code words} words: SplitMix64's finalizer on each. */
  static long hash(long[] key, int words) {
    long h = words;
    for (int k = 0; k < words; k++) {
      h += key[k] * 0x9E3779B97F4A7C15L;
      h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
      h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
      h ^= h >>> 31;
    }
    return h;
  }

  /** Whether the slot at {@code base} of table {@code t} holds the signature {@code key}. */
  static boolean holds(long[] t, int base, long[] key, int words) {
    int k = 0;
    while (k < words && t[base + k] == key[k]) {
      k++;
    }
    return k == words;
  }
}
