package dev.exactcover.dlx.pieces;

/**
 * An answer from a {@link RemoteCounter} failed its check, and was not summed: its
 * authentication code did not hold (it was not made by a holder of the group's secret for the
 * subproblem sent), or a second count of the same subproblem gave another number. The message
 * names the subproblem, the machines and both answers. A {@link Job} keeps every count that
 * passed before.
 */
public final class AnswerCheckException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * With a message for people, naming the subproblem, the machines and the answers.
   *
   * @param message the message
   */
  public AnswerCheckException(String message) {
    super(message);
  }
}
