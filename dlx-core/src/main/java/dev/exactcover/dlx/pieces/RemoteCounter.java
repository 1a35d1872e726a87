package dev.exactcover.dlx.pieces;

import java.util.List;
import java.util.Map;

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
   * The machines that are in the group but get no subproblems, each address ({@code host:port})
   * with why, in words (for a cluster: a member of another version, or one that has not proven
   * it holds the cluster's secret), in the group's order; empty when every machine gets work.
   *
   * @return the addresses of the machines that get no subproblems, each with why
   */
  default Map<String, String> excluded() {
    return Map.of();
  }

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
   * How many parts the machines' subproblems gave back, in all: at the end of a count, a machine
   * with a thread idle and nothing to search has a long subproblem on another give away its
   * untried branches, each counted as a subproblem of its own (0 for machines that do not).
   *
   * @return how many parts the machines' subproblems gave back, in all
   */
  default long givenBack() {
    return 0;
  }

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
