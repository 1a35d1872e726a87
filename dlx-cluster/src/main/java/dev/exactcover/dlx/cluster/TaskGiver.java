package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.internal.SolverAccess;
import java.util.ArrayList;
import java.util.List;

/**
 * The giver of a running count task ({@link CountTask}): it wants work from the moment the
 * client asked for some ({@link TaskWatch#ask}), if the task may give work back, to the end of
 * the subproblem then running, and keeps what it is given, with the place in the task of the
 * subproblem it came from. Written by the task's thread, asked by Hazelcast's event thread.
 */
final class TaskGiver implements SolverAccess.Giver {
  private final boolean allowed;
  private volatile boolean asked;
  /** The place in the task of the subproblem running. */
  volatile int position;
  /** The parts given away, in order. */
  final List<TaskAnswer.Given> given = new ArrayList<>();

  /** A giver of a task that may give work back if {@code allowed}. */
  TaskGiver(boolean allowed) {
    this.allowed = allowed;
  }

  /** The client asked for work. */
  void ask() {
    asked = allowed;
  }

  @Override
  public boolean wanted() {
    return asked;
  }

  @Override
  public void give(int[] branches, int memoFrom) {
    given.add(new TaskAnswer.Given(position, branches, memoFrom));
  }
}
