package dev.exactcover.dlx.pieces;

/**
 * The machines of a {@link RemoteCounter} cannot be reached, or were all lost during a count. A
 * {@link Job} keeps every count that finished before, so running it again (elsewhere) resumes.
 */
public final class CounterUnavailableException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * With a message for people, naming the machines.
   *
   * @param message the message
   * @param cause what made it unavailable
   */
  public CounterUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }
}
