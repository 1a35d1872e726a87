package dev.exactcover.sudoku.cli;

/**
 * Whether stdout and stderr are terminals. Java 17 cannot ask about stderr, so the launcher tells
 * us ({@code [ -t 1 ]}, {@code [ -t 2 ]}, {@code [ -t 0 ]}) through {@code SUDOKU_STDOUT_TTY},
 * {@code SUDOKU_STDERR_TTY} and {@code SUDOKU_STDIN_TTY}; without them, a console means an interactive stdout, and stderr is
 * never taken for a terminal (no progress bar in pipes or CI).
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
}
