package dev.exactcover.dlx.internal;

/** One-line argument checks whose messages name the bad value. */
public final class Checks {
  private Checks() {}

  public static void check(boolean ok, String format, Object... args) {
    if (!ok) {
      throw fail(format, args);
    }
  }

  /**
   * The exception for a check that failed, for a caller that tests first, so that a hot loop
   * makes no message (and boxes no argument) while every check passes.
   */
  public static IllegalArgumentException fail(String format, Object... args) {
    return new IllegalArgumentException(String.format(format, args));
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
