package dev.exactcover.dlx;

/** One-line argument checks whose messages name the bad value. */
final class Checks {
  private Checks() {}

  static void check(boolean ok, String format, Object... args) {
    if (!ok) {
      throw new IllegalArgumentException(String.format(format, args));
    }
  }

  static void positive(long value, String what) {
    check(value >= 1, "%s must be at least 1, not %d", what, value);
  }

  static int index(int index, int size, String what) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException(what + " " + index + " is out of range [0, " + size + ")");
    }
    return index;
  }
}
