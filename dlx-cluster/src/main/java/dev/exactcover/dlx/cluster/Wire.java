package dev.exactcover.dlx.cluster;

import com.hazelcast.nio.serialization.DataSerializableFactory;
import com.hazelcast.nio.serialization.IdentifiedDataSerializable;

/**
 * What travels between the members: a problem ({@link ProblemSpec}), a count task
 * ({@link CountTask}) and its answer ({@link TaskAnswer}), in Hazelcast's compact identified form rather than Java serialization.
 * Every member and client registers this factory. All of them must run the same version.
 */
final class Wire implements DataSerializableFactory {
  static final int FACTORY_ID = 0x0D1C;
  static final int PROBLEM = 1;
  static final int TASK = 2;
  static final int ANSWER = 3;

  /** The executor that runs count tasks; its pool is the member's thread count. */
  static final String EXECUTOR = "dlx-count";
  /** The map of problems by fingerprint, from which members fetch the problem of a task. */
  static final String PROBLEMS = "dlx-problems";
  /**
   * The member attribute that names the form of the tasks and answers a member understands
   * ({@link #TASKS}); a member without it predates the tasks of several subproblems.
   */
  static final String FORM = "dlx.tasks.form";
  /**
   * The form of this version's tasks and answers: several subproblems a task, and work given
   * back when asked.
   */
  static final String TASKS = "3";
  /**
   * The topic on which a client asks a running task for work: the task's nonce and the MAC of
   * it under the cluster's secret ({@link Trust#askFor}).
   */
  static final String WANTED = "dlx-wanted";

  /** The member attribute that says how many tasks a member runs at once. */
  static final String THREADS = "dlx.threads";
  /** The member's user-context entry holding its {@link SolverCache}. */
  static final String CACHE = "dlx.solvers";
  /** The member's user-context entry holding its {@link TaskWatch}. */
  static final String WATCH = "dlx.tasks";

  @Override
  public IdentifiedDataSerializable create(int typeId) {
    return switch (typeId) {
      case PROBLEM -> new ProblemSpec();
      case TASK -> new CountTask();
      case ANSWER -> new TaskAnswer();
      default -> null;
    };
  }
}
