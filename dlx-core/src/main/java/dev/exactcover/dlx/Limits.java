package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.Checks;
import java.time.Duration;
import java.util.Objects;

/**
 * When a search should stop early: after so many solutions, so many nodes, so much wall time, or
 * when a {@link CancelToken} is raised. Immutable; each {@code with} method returns a copy.
 * Limits are checked once per level (as Knuth's programs do), never inside cover or uncover, and
 * the time and token only every few thousand nodes, so they cost nothing measurable.
 *
 * <pre>{@code
 * Limits.none().withSolutions(2)                       // enough to tell unique from multiple
 * Limits.none().withTime(Duration.ofSeconds(10)).withCancel(token)
 * }</pre>
 */
public final class Limits {
  private static final Limits NONE = new Limits(Long.MAX_VALUE, Long.MAX_VALUE, null, null);

  private final long solutions;
  private final long nodes;
  private final Duration time;
  private final CancelToken cancel;

  private Limits(long solutions, long nodes, Duration time, CancelToken cancel) {
    this.solutions = solutions;
    this.nodes = nodes;
    this.time = time;
    this.cancel = cancel;
  }

  /**
   * No limit at all: the search runs until the tree is exhausted or the thread is interrupted.
   *
   * @return limits with no limit at all: the search runs until the tree is exhausted or the thread is
   *     interrupted
   */
  public static Limits none() {
    return NONE;
  }

  /**
   * Stop once {@code max} solutions have been found ({@code max >= 1}).
   *
   * @param max the largest value allowed
   * @return limits that stop once {@code max} solutions have been found ({@code max >= 1})
   */
  public Limits withSolutions(long max) {
    Checks.positive(max, "solution limit");
    return new Limits(max, nodes, time, cancel);
  }

  /**
   * Stop once the search tree has {@code max} nodes ({@code max >= 1}).
   *
   * @param max the largest value allowed
   * @return limits that stop once the search tree has {@code max} nodes ({@code max >= 1})
   */
  public Limits withNodes(long max) {
    Checks.positive(max, "node limit");
    return new Limits(solutions, max, time, cancel);
  }

  /**
   * Stop once {@code max} wall time has passed since the search started.
   *
   * @param max the largest value allowed
   * @return limits that stop once {@code max} wall time has passed since the search started
   */
  public Limits withTime(Duration max) {
    Objects.requireNonNull(max, "time limit");
    Checks.check(!max.isNegative() && !max.isZero(), "time limit must be positive, not %s", max);
    return new Limits(solutions, nodes, max, cancel);
  }

  /**
   * Stop when {@code token} is cancelled.
   *
   * @param token the cancel token
   * @return limits that stop when {@code token} is cancelled
   */
  public Limits withCancel(CancelToken token) {
    return new Limits(solutions, nodes, time, Objects.requireNonNull(token, "cancel token"));
  }

  /**
   * The solution limit, {@code Long.MAX_VALUE} when there is none.
   *
   * @return the solution limit, {@code Long.MAX_VALUE} when there is none
   */
  public long solutions() {
    return solutions;
  }

  /**
   * The node limit, {@code Long.MAX_VALUE} when there is none.
   *
   * @return the node limit, {@code Long.MAX_VALUE} when there is none
   */
  public long nodes() {
    return nodes;
  }

  /**
   * The time limit, or {@code null} when there is none.
   *
   * @return the time limit, or {@code null} when there is none
   */
  public Duration time() {
    return time;
  }

  /**
   * The cancel token, or {@code null} when there is none.
   *
   * @return the cancel token, or {@code null} when there is none
   */
  public CancelToken cancel() {
    return cancel;
  }

  @Override
  public String toString() {
    return "Limits[solutions=" + (solutions == Long.MAX_VALUE ? "none" : solutions)
        + ", nodes=" + (nodes == Long.MAX_VALUE ? "none" : nodes)
        + ", time=" + (time == null ? "none" : time)
        + ", cancel=" + (cancel == null ? "none" : "token") + "]";
  }
}
