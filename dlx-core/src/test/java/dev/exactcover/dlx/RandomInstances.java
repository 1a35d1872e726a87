package dev.exactcover.dlx;

import java.util.SplittableRandom;

/**
 * Small random exact-cover problems of every family the engine handles, as {@code .dlx} text, for
 * the differential tests: the same seed gives the same text.
 */
enum RandomInstances {
  /** Algorithm X: primary items only, each exactly once. */
  EXACT(false, false),
  /** Algorithm X with secondary items (at most once). */
  SECONDARY(true, false),
  /** Algorithm C: secondary items with colors. */
  COLORS(true, true),
  /** Algorithm M: lower bound 0 ({@code 0:hi|A}, or {@code :hi|A}). */
  LO_ZERO(false, false),
  /** Algorithm M: {@code 1 <= lo < hi}. */
  LO_BELOW_HI(false, false),
  /** Algorithm M: {@code lo = hi > 1}. */
  LO_EQUALS_HI(false, false),
  /** Algorithm M with secondary items and colors, every kind of bounds mixed. */
  MIXED(true, true);

  private final boolean secondary;
  private final boolean colors;

  RandomInstances(boolean secondary, boolean colors) {
    this.secondary = secondary;
    this.colors = colors;
  }

  /** A problem of this family from {@code seed}, as {@code .dlx} text. */
  String text(long seed) {
    SplittableRandom r = new SplittableRandom(seed * 31 + ordinal());
    int primaries = 1 + r.nextInt(5);
    int secondaries = secondary ? 1 + r.nextInt(3) : 0;
    int options = 1 + r.nextInt(12);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < primaries; i++) {
      sb.append(bounds(r, i == 0)).append('P').append(i).append(' ');
    }
    if (secondaries > 0) {
      sb.append('|');
      for (int j = 0; j < secondaries; j++) {
        sb.append(" S").append(j);
      }
    }
    sb.append('\n');
    for (int o = 0; o < options; o++) {
      StringBuilder option = new StringBuilder();
      int first = r.nextInt(primaries); // every option has a primary item
      for (int i = 0; i < primaries; i++) {
        if (i == first || r.nextInt(3) == 0) {
          option.append(" P").append(i);
        }
      }
      for (int j = 0; j < secondaries; j++) {
        if (r.nextInt(2) == 0) {
          option.append(" S").append(j);
          if (colors && r.nextInt(3) != 0) {
            option.append(':').append("ab".charAt(r.nextInt(2)));
          }
        }
      }
      sb.append(option.substring(1)).append('\n');
    }
    return sb.toString();
  }

  /**
   * The bounds prefix of a primary item: none in the families of X and C; in those of M, the
   * family's kind for the first item and any kind (exactly once included) for the others.
   */
  private String bounds(SplittableRandom r, boolean first) {
    if (ordinal() < LO_ZERO.ordinal()) {
      return "";
    }
    RandomInstances kind = this;
    if (this == MIXED || !first) {
      int k = r.nextInt(4);
      if (k == 3) {
        return ""; // exactly once
      }
      kind = values()[LO_ZERO.ordinal() + k];
    }
    switch (kind) {
      case LO_ZERO: {
        int hi = 1 + r.nextInt(3);
        return (r.nextInt(4) == 0 ? ":" : "0:") + hi + "|";
      }
      case LO_BELOW_HI: {
        int lo = 1 + r.nextInt(2);
        return lo + ":" + (lo + 1 + r.nextInt(2)) + "|";
      }
      default:
        return (2 + r.nextInt(2)) + "|";
    }
  }
}
