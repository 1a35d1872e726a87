package dev.exactcover.cli;

import java.time.Instant;

/**
 * What the launcher says of a process's run in its environment: whether stdin, stdout and stderr
 * are terminals (Java 17 cannot ask about stderr, so the launcher tells us, {@code [ -t 1 ]},
 * {@code [ -t 2 ]}, {@code [ -t 0 ]}, through {@code SUDOKU_STDOUT_TTY}, {@code SUDOKU_STDERR_TTY}
 * and {@code SUDOKU_STDIN_TTY}; without them, a console means an interactive stdout, and stderr is
 * never taken for a terminal: no progress bar in pipes or CI), and when the command started
 * ({@code SUDOKU_STARTED}). Read once, into the run's {@link RunContext}.
 */
final class Terminal {
  private Terminal() {}

  static boolean stdout() {
    String v = System.getenv("SUDOKU_STDOUT_TTY");
    return v != null ? v.equals("1") : System.console() != null;
  }

  static boolean stderr() {
    return "1".equals(System.getenv("SUDOKU_STDERR_TTY"));
  }

  /** Whether stdin is a terminal (a person typing), as the launcher says in SUDOKU_STDIN_TTY. */
  static boolean stdin() {
    return "1".equals(System.getenv("SUDOKU_STDIN_TTY"));
  }

  /**
   * When the launcher started, as it says in {@code SUDOKU_STARTED} (seconds since the epoch, to
   * the microsecond), or {@code otherwise} without it.
   */
  static Instant started(Instant otherwise) {
    String started = System.getenv("SUDOKU_STARTED");
    // 1 to 12 digits, '.' or ',' (the locale's), 1 to 9 digits; read without a regular
    // expression, whose first use costs a start more than the rest of this class
    int point = started == null ? -1 : Math.max(started.indexOf('.'), started.indexOf(','));
    if (point < 1 || point > 12 || started.length() - point - 1 < 1
        || started.length() - point - 1 > 9 || !digits(started, 0, point)
        || !digits(started, point + 1, started.length())) {
      return otherwise;
    }
    return Instant.ofEpochSecond(Long.parseLong(started, 0, point, 10),
        Long.parseLong((started.substring(point + 1) + "00000000").substring(0, 9)));
  }

  /** Whether {@code s} has only ASCII digits from {@code from} to {@code to}. */
  private static boolean digits(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }
}
