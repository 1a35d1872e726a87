package dev.exactcover.cli;

/**
 * A command cannot go on: the message for stderr (without the {@code sudoku <command>:} prefix)
 * and the exit code. Thrown where the failure is found, caught once per command.
 */
public final class CliFailure extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int exitCode;

  public CliFailure(int exitCode, String message) {
    super(message, null, false, false);
    this.exitCode = exitCode;
  }

  /** The exit code of the failure. */
  public int exitCode() {
    return exitCode;
  }
}
