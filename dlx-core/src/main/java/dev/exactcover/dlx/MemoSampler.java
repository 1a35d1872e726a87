package dev.exactcover.dlx;

import static dev.exactcover.dlx.Dance.NODE;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * Draws of uniformly random solutions, on the counts of a {@link MemoCount}: each draw walks
 * down from the root, counting the subproblems of the options at each branch (lookups in the
 * memo's cache where it holds them) and taking one with probability proportional to its count.
 * One sampler serves the draws from one root (the same forced options): it keeps the counts of
 * the root's options from one draw to the next.
 */
final class MemoSampler {
  private final MemoCount memo;
  private final Dance dance;
  private BigInteger[] rootCounts; // the counts of the root's options, while drawing from it
  private BigInteger rootTotal; // their sum

  /** A sampler on {@code memo}, drawing from the root as its dance stands now. */
  MemoSampler(MemoCount memo, Dance dance) {
    this.memo = memo;
    this.dance = dance;
  }

  /**
   * One solution drawn uniformly at random from the solutions below the forced options, as the
   * nodes of its options in the order taken; null when there is none. The counts make the
   * search tree a weighted diagram (the ZDD of Nishino et al., implicit in the cache): at each
   * node we branch on the item {@link MemoCount#choose} picks, count each of its options' subproblems
   * (a lookup when the cache holds it, else a memoized count, which stores it again), and take
   * option {@code x} with probability count(x) / count(node), drawing an integer uniformly below
   * the node's count. A solution is reached with the product of these fractions, which is 1 /
   * count(root) for every solution. The dance is left as it was found.
   *
   * @throws CancellationException if the thread is interrupted
   */
  int[] draw(SplittableRandom random) {
    final int[] nd = dance.nd;
    memo.initKey();
    int[] items = new int[memo.n1 + 1]; // the item branched on at each depth
    int[] taken = new int[memo.n1 + 1]; // the option taken there (0: none yet)
    BigInteger[] counts = new BigInteger[8];
    int depth = 0;
    try {
      while (dance.next[0] != 0) {
        int b = memo.choose();
        int len = nd[b * NODE + Dance.LEN];
        if (len == 0) {
          return null; // only at the root: below it every option taken has solutions
        }
        dance.cover(b);
        memo.gone(b);
        items[depth] = b;
        taken[depth++] = 0;
        if (counts.length < len) {
          counts = new BigInteger[len];
        }
        BigInteger total = BigInteger.ZERO;
        int k = 0;
        if (depth == 1 && rootCounts != null && rootCounts.length == len) {
          System.arraycopy(rootCounts, 0, counts, 0, len);
          total = rootTotal;
        } else {
          for (int x = nd[b * NODE + Dance.DOWN]; x != b * NODE; x = nd[x + Dance.DOWN]) {
            memo.take(x);
            dance.commitOthers(x);
            counts[k] = memo.countHere();
            dance.uncommitOthers(x);
            memo.giveBack(x);
            total = total.add(counts[k++]);
          }
          if (depth == 1) {
            rootCounts = Arrays.copyOf(counts, len);
            rootTotal = total;
          }
        }
        if (total.signum() == 0) {
          return null; // likewise
        }
        BigInteger r = below(total, random);
        int x = nd[b * NODE + Dance.DOWN];
        for (k = 0; r.compareTo(counts[k]) >= 0; k++) {
          r = r.subtract(counts[k]);
          x = nd[x + Dance.DOWN];
        }
        memo.take(x);
        dance.commitOthers(x);
        taken[depth - 1] = x;
      }
      return Arrays.copyOf(taken, depth);
    } finally {
      while (depth > 0) {
        int x = taken[--depth];
        if (x != 0) {
          dance.uncommitOthers(x);
          memo.giveBack(x);
        }
        int b = items[depth];
        dance.uncover(b);
        memo.back(b);
      }
    }
  }

  /** An integer drawn uniformly from 0 to {@code bound - 1}, by rejection of random bits. */
  static BigInteger below(BigInteger bound, SplittableRandom random) {
    if (bound.bitLength() < 63) {
      return BigInteger.valueOf(random.nextLong(bound.longValueExact()));
    }
    int bits = bound.bitLength();
    byte[] bytes = new byte[(bits + 7) / 8];
    for (;;) {
      random.nextBytes(bytes);
      bytes[0] &= (byte) (0xFF >>> (8 * bytes.length - bits)); // just the bits of the bound
      BigInteger v = new BigInteger(1, bytes);
      if (v.compareTo(bound) < 0) {
        return v;
      }
    }
  }
}
