/**
 * Counting on a cluster: the subproblems of a {@code dev.exactcover.dlx} problem as tasks on the
 * members of a Hazelcast cluster, summed exactly, with the tasks of a member that leaves sent
 * again. Optional, so that the engine itself has no dependencies.
 *
 * <p>Hazelcast is an automatic module that declares nothing it needs from the JDK: a {@code java
 * -m} launch needs {@code --add-modules java.se,jdk.unsupported}.
 */
module dev.exactcover.dlx.cluster {
  requires transitive dev.exactcover.dlx;
  requires com.hazelcast.core; // members, failure detection, executors

  exports dev.exactcover.dlx.cluster;
}
