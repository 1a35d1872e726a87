package dev.exactcover.sudoku.cli;

/**
 * A command cannot go on: the message for stderr (without the {@code sudoku <command>:} prefix)
 * and the exit code. Thrown where the failure is found, caught once per command.
 */
final class CliFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int exitCode;

  CliFailure(int exitCode, String message) {
    super(message, null, false, false);
    this.exitCode = exitCode;
  }

  /** The exit code of the failure. */
  int exitCode() {
    return exitCode;
  }
}
