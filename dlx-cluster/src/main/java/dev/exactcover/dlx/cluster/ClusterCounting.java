package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.pieces.RemoteCounter;
import dev.exactcover.dlx.pieces.RemoteCounting;
import java.nio.file.Path;
import java.util.List;

/**
 * The provider of {@link RemoteCounting} in this module: counting on a Hazelcast cluster, found by
 * {@link RemoteCounting#find()} when this module is on the module path. A connection is a
 * {@link Cluster} with the {@linkplain ClusterSettings#loopback() default settings} but for the
 * addresses and the cluster name.
 */
public final class ClusterCounting implements RemoteCounting {
  /** For {@link java.util.ServiceLoader}. */
  public ClusterCounting() {}

  @Override
  public String name() {
    return "Hazelcast cluster";
  }

  @Override
  public String defaultGroup() {
    return ClusterSettings.DEFAULT_NAME;
  }

  @Override
  public RemoteCounter connect(List<String> addresses, String group, Path secretFile,
      double checkedShare) {
    ClusterSettings s = ClusterSettings.loopback().withMembers(addresses).withName(group)
        .withCheckedShare(checkedShare);
    return Cluster.connect(secretFile != null ? s.withSecretFile(secretFile) : s);
  }
}
