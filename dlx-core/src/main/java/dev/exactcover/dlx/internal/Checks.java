package dev.exactcover.dlx.internal;

/** One-line argument checks whose messages name the bad value. */
public final class Checks {
  private Checks() {}

  public static void check(boolean ok, String format, Object... args) {
    if (!ok) {
      throw new IllegalArgumentException(String.format(format, args));
    }
  }

  public static void positive(long value, String what) {
    check(value >= 1, "%s must be at least 1, not %d", what, value);
  }

  public static int index(int index, int size, String what) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException(what + " " + index + " is out of range [0, " + size + ")");
    }
    return index;
  }
}
