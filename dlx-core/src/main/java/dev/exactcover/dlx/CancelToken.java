package dev.exactcover.dlx;

/**
 * A flag another thread can raise to stop a search. The solver looks at it once every few
 * thousand nodes (never inside cover or uncover), so a search stops within microseconds.
 * A token is one-shot: once cancelled it stays cancelled.
 */
public final class CancelToken {
  private volatile boolean cancelled;
  private final CancelToken parent;

  /** A new token, not cancelled. */
  public CancelToken() {
    this(null);
  }

  private CancelToken(CancelToken parent) {
    this.parent = parent;
  }

  /**
   * A new token that is cancelled when this one is, or by itself: to stop the parts of a larger
   * search without stopping the whole.
   *
   * @return a new token that is cancelled when this one is, or by itself: to stop the parts of a
   *     larger search without stopping the whole
   */
  public CancelToken child() {
    return new CancelToken(this);
  }

  /** Asks every search that watches this token to stop. */
  public void cancel() {
    cancelled = true;
  }

  /**
   * Whether {@link #cancel()} was called.
   *
   * @return whether {@link #cancel()} was called
   */
  public boolean isCancelled() {
    return cancelled || (parent != null && parent.isCancelled());
  }
}
