package dev.exactcover.sudoku.generate;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The seeds of generation: each puzzle's and each attempt's seed, derived by SplitMix64 (Steele,
 * Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014), and the random
 * order of an attempt's orbits.
 */
final class Seeds {
  private static final long GOLDEN = 0x9E3779B97F4A7C15L;

  private Seeds() {}

  /** The seed of the puzzle of index {@code index} of a generator with seed {@code seed}. */
  static long puzzleSeed(long seed, long index) {
    return index == 0 ? seed : mix(seed + GOLDEN * index) >>> 11; // below 2^53: exact in JSON
  }

  /** The seed of attempt {@code attempt} of the puzzle with seed {@code puzzleSeed}. */
  static long attemptSeed(long puzzleSeed, int attempt) {
    return mix(mix(puzzleSeed) + GOLDEN * (attempt + 1));
  }

  /** SplitMix64's finalizer (Steele, Lea and Flood 2014): a bijection that scrambles every bit. */
  static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** The orbits in the random order of the attempt with seed {@code s}. */
  static int[][] shuffled(List<int[]> orbits, long s) {
    int[][] order = orbits.toArray(new int[0][]);
    SplittableRandom random = new SplittableRandom(mix(s ^ GOLDEN));
    for (int k = order.length - 1; k > 0; k--) {
      int r = random.nextInt(k + 1);
      int[] t = order[k];
      order[k] = order[r];
      order[r] = t;
    }
    return order;
  }
}
