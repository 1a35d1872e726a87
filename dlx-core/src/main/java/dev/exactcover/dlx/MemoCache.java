package dev.exactcover.dlx;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The cache of memoized counting ({@link MemoCount}): the number of solutions of each subproblem
 * met so far, under its signature, a fixed number of {@code long} words. An open-addressing table
 * with linear probing over one {@code long[]}: each slot holds the signature's words, the count,
 * and the size of the subproblem's tree as plain Dancing Links would have walked it (1 or more;
 * 0 marks an empty slot). Nothing is allocated per lookup; a store allocates only when the table
 * doubles, and a count beyond {@code long} is kept as a {@link BigInteger} in a side list, the slot
 * holding its index as a negative number.
 *
 * <p>The table is bounded: it doubles while the doubled table stays within the byte limit, and
 * once it is three-quarters full at that size it stores nothing more. Entries are never changed or
 * dropped, so a hit is always exact; a full cache only stops helping.
 */
final class MemoCache extends MemoTable {
  private static final int MIN_SLOTS = 1 << 10;

  private final int words; // signature words per slot
  private final int stride; // longs per slot: the words, the count, the tree size
  private final long limitBytes;
  private long[] table;
  private int mask; // slots - 1
  private int size;
  private int threshold; // the size at which the table doubles (or, at the limit, fills)
  private boolean atLimit;
  private boolean full;
  private final List<BigInteger> big = new ArrayList<>();
  private long bigBytes;
  private int found; // the slot of the last hit

  MemoCache(int words, long limitBytes) {
    this.words = words;
    this.stride = words + 2;
    this.limitBytes = limitBytes;
    int slots = MIN_SLOTS;
    while (slots > 16 && bytesFor(slots) > limitBytes / 2) { // room for counts beyond long
      slots >>= 1;
    }
    allocate(slots);
  }

  private long bytesFor(long slots) {
    return slots * stride * 8L;
  }

  private void allocate(int slots) {
    table = new long[slots * stride];
    mask = slots - 1;
    atLimit = false;
    threshold = slots / 2;
  }

  /** The words of this cache's signatures. */
  int words() {
    return words;
  }

  @Override
  boolean find(long[] key) {
    lookups++;
    final long[] t = table;
    final int stride = this.stride;
    int slot = (int) hash(key, words) & mask;
    for (;;) {
      int base = slot * stride;
      if (t[base + words + 1] == 0) {
        return false;
      }
      if (holds(t, base, key, words)) {
        hits++;
        found = base;
        return true;
      }
      slot = (slot + 1) & mask;
    }
  }

  @Override
  long count() {
    return table[found + words];
  }

  @Override
  BigInteger bigCount() {
    long c = table[found + words];
    return c >= 0 ? BigInteger.valueOf(c) : big.get((int) (-c - 1));
  }

  @Override
  long tree() {
    return table[found + words + 1];
  }

  @Override
  boolean isFull() {
    return full;
  }

  /**
   * Stores the count of {@code key} (absent from the cache): {@code count} when {@code bigCount}
   * is null, else {@code bigCount}; {@code tree} at least 1. Does nothing when the cache is full.
   */
  @Override
  void store(long[] key, long count, BigInteger bigCount, long tree) {
    if (full) {
      return;
    }
    if (size >= threshold) {
      long slots = mask + 1L;
      if (!atLimit && 2 * slots * stride < Integer.MAX_VALUE - 16
          && bytesFor(2 * slots) + bigBytes <= limitBytes) {
        grow();
      } else { // as large as it may grow: fill it up to three quarters
        atLimit = true;
        threshold = (int) (slots * 3 / 4);
        if (size >= threshold) {
          full = true;
          return;
        }
      }
    }
    long value = count;
    if (bigCount != null) {
      long bytes = 16L + bigCount.bitLength() / 8 + 32;
      if (bytesFor(mask + 1L) + bigBytes + bytes > limitBytes) {
        full = true;
        return;
      }
      big.add(bigCount);
      bigBytes += bytes;
      value = -big.size();
    }
    put(table, mask, key, value, Math.max(1, tree));
    size++;
  }

  private void put(long[] t, int m, long[] key, long value, long tree) {
    int slot = (int) hash(key, words) & m;
    while (t[slot * stride + words + 1] != 0) {
      slot = (slot + 1) & m;
    }
    int base = slot * stride;
    System.arraycopy(key, 0, t, base, words);
    t[base + words] = value;
    t[base + words + 1] = tree;
  }

  private void grow() {
    long[] old = table;
    allocate((mask + 1) * 2);
    long[] key = new long[words];
    for (int base = 0; base < old.length; base += stride) {
      if (old[base + words + 1] != 0) {
        System.arraycopy(old, base, key, 0, words);
        put(table, mask, key, old[base + words], old[base + words + 1]);
      }
    }
  }

  /** Empties the cache (keeping its size). */
  void clear() {
    size = 0;
    full = false;
    big.clear();
    bigBytes = 0;
    allocate(mask + 1);
  }

  @Override
  long entries() {
    return size;
  }

  @Override
  long bytes() {
    return bytesFor(mask + 1L) + bigBytes;
  }
}
