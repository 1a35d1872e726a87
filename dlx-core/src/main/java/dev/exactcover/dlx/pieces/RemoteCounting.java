package dev.exactcover.dlx.pieces;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * A way to count subproblems on other machines, found with {@link ServiceLoader}: the module
 * {@code dev.exactcover.dlx.cluster} provides one on Hazelcast. The engine has no dependency on
 * any of them; a program that wants a cluster puts its module on the module path and calls
 * {@link #find()}.
 *
 * <pre>{@code
 * RemoteCounting remote = RemoteCounting.find().orElseThrow();
 * try (RemoteCounter cluster = remote.connect(List.of("127.0.0.1:5701"), "dlx")) {
 *   SearchResult r = Job.open(file, tree, 1000).run(cluster.counter(tree), Limits.none(), null);
 * }
 * }</pre>
 */
public interface RemoteCounting {
  /**
   * What it counts on, for messages ({@code Hazelcast cluster}).
   *
   * @return what it counts on, for messages ({@code Hazelcast cluster})
   */
  String name();

  /**
   * The name of the group that machines join when not told another.
   *
   * @return the name of the group that machines join when not told another
   */
  String defaultGroup();

  /**
   * Connects to the group named {@code group} through any of the machines at {@code addresses}
   * ({@code host} or {@code host:port}).
   *
   * @param addresses the addresses of the counters
   * @param group the group
   * @return a connected counter
   * @throws IllegalArgumentException if an address is malformed (the message names it)
   * @throws CounterUnavailableException if no machine answers in time
   */
  default RemoteCounter connect(List<String> addresses, String group) {
    return connect(addresses, group, null, 0);
  }

  /**
   * Connects to the group named {@code group} through any of the machines at {@code addresses},
   * proving membership with the secret in {@code secretFile}, and having {@code checkedShare} of
   * the answers confirmed by a second count.
   *
   * @param addresses the addresses of the counters
   * @param group the group
   * @param secretFile the file holding the group's shared secret; null: the provider's default
   * @param checkedShare the share of answers to confirm by a second count, 0 (none) to 1 (all)
   * @return a connected counter
   * @throws IllegalArgumentException if an address is malformed (the message names it)
   * @throws CounterUnavailableException if no machine answers in time, or none holds the secret
   *     (or the secret file cannot be used)
   */
  RemoteCounter connect(List<String> addresses, String group, Path secretFile,
      double checkedShare);

  /**
   * The first provider on the module path, if any.
   *
   * @return the first provider on the module path, if any
   */
  static Optional<RemoteCounting> find() {
    return ServiceLoader.load(RemoteCounting.class).findFirst();
  }
}
