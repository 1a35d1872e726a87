package dev.exactcover.dlx;

import java.util.SplittableRandom;

/**
 * Item names to item numbers: an open-addressing table (linear probing, at most half full) over a
 * hash of the name's characters, so that a lookup costs about one probe whatever the names are.
 *
 * <p>The hash is not {@link String#hashCode()}: names alike (all the three-character names of a
 * 62-letter alphabet, say) give {@code hashCode}s in one narrow range, with many shared, and a
 * probing table keyed on them fills in long runs: reading 238,328 such names took minutes.
 * Here every character is mixed in by a multiplication and a shift (the multiplier is the 64-bit
 * golden ratio, as in Fibonacci hashing; TAOCP 6.4) from a seed drawn for each table, and the
 * result goes through the finalizer of SplitMix64 (Steele, Lea and Flood, "Fast splittable
 * pseudorandom number generators", OOPSLA 2014), so that names with a common prefix or suffix
 * spread over the whole table and no fixed set of names collides in every run.
 */
final class ItemNames {
  private static final long GOLDEN = 0x9E3779B97F4A7C15L;

  private final String[] names;
  private final int[] slots; // item + 1; 0 for an empty slot
  private final int mask;
  private final long seed;

  /** The table of {@code names}, which are distinct (the builder checked them). */
  ItemNames(String[] names) {
    this.names = names;
    int size = Integer.highestOneBit(Math.max(4, names.length) * 2 - 1) << 1; // at most half full
    this.slots = new int[size];
    this.mask = size - 1;
    this.seed = new SplittableRandom().nextLong();
    for (int i = 0; i < names.length; i++) {
      int s = slot(names[i]);
      while (slots[s] != 0) {
        s = (s + 1) & mask;
      }
      slots[s] = i + 1;
    }
  }

  /** The number of the item called {@code name}, or -1. */
  int get(String name) {
    for (int s = slot(name); slots[s] != 0; s = (s + 1) & mask) {
      if (names[slots[s] - 1].equals(name)) {
        return slots[s] - 1;
      }
    }
    return -1;
  }

  private int slot(String name) {
    long h = seed ^ name.length();
    for (int k = 0; k < name.length(); k++) {
      h = (h ^ name.charAt(k)) * GOLDEN;
      h ^= h >>> 29;
    }
    h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L; // SplitMix64's finalizer
    h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
    h ^= h >>> 31;
    return (int) h & mask;
  }
}
