/**
 * Counting on a cluster: the subproblems of a {@code dev.exactcover.dlx} search tree as tasks on
 * the members of a Hazelcast cluster, summed exactly, with the tasks of a member that leaves sent
 * again. Optional, so that the engine itself has no dependencies: programs reach it through the
 * engine's {@link dev.exactcover.dlx.pieces.RemoteCounting} service, or use it directly.
 *
 * <p>Hazelcast is an automatic module that declares nothing it needs from the JDK: a {@code java
 * -m} launch needs {@code --add-modules java.se,jdk.unsupported}.
 */
module dev.exactcover.dlx.cluster {
  requires transitive dev.exactcover.dlx;
  requires com.hazelcast.core; // members, failure detection, executors
  requires java.logging; // reading the client's log while it connects (a cluster of another name)

  exports dev.exactcover.dlx.cluster;

  provides dev.exactcover.dlx.pieces.RemoteCounting
      with dev.exactcover.dlx.cluster.ClusterCounting;
}
