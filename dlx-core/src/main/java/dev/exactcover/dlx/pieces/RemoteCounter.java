package dev.exactcover.dlx.pieces;

import java.util.List;

/**
 * A connection to machines that count subproblems (see {@link RemoteCounting}): it runs no
 * search itself. Close it when done; the machines keep running.
 */
public interface RemoteCounter extends AutoCloseable {
  /**
   * A counter that sends the subproblems of {@code tree} to the machines. It follows
   * {@link SubproblemCounter}'s contract; a count cut short by a limit sums only the subproblems
   * that finished. Its {@code count} throws {@link CounterUnavailableException} when every
   * machine is lost.
   *
   * @param tree the search tree
   * @return a counter that sends the subproblems of {@code tree} to the machines
   */
  SubproblemCounter counter(SearchTree tree);

  /**
   * The machines' addresses ({@code host:port}), as the group now stands.
   *
   * @return the machines' addresses ({@code host:port}), as the group now stands
   */
  List<String> members();

  /**
   * The subproblems the machines search at once, in all.
   *
   * @return the subproblems the machines search at once, in all
   */
  int threads();

  /**
   * How many subproblems were sent again because their machine left or failed them, in all.
   *
   * @return how many subproblems were sent again because their machine left or failed them, in all
   */
  long resubmitted();

  /**
   * How many answers were confirmed by a second count that agreed, in all (0 unless asked for).
   *
   * @return how many answers were confirmed by a second count, in all
   */
  default long checked() {
    return 0;
  }

  /** Disconnects. */
  @Override
  void close();
}
