package dev.exactcover.dlx.cluster;

import com.hazelcast.cluster.Address;
import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastException;
import com.hazelcast.core.HazelcastInstance;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A member of a counting cluster: it joins the members listed in its settings and runs count
 * tasks, as many at once as its thread count, for whoever submits them through a
 * {@link Cluster}. Start one per machine (or several on one); close it to leave, and its
 * unfinished tasks go to the others.
 *
 * <pre>{@code
 * try (ClusterMember m = ClusterMember.start(ClusterSettings.loopback().withThreads(2))) {
 *   ... // counts run here until closed
 * }
 * }</pre>
 */
public final class ClusterMember implements AutoCloseable {
  private final HazelcastInstance instance;
  private final SolverCache cache;

  private ClusterMember(HazelcastInstance instance, SolverCache cache) {
    this.instance = instance;
    this.cache = cache;
  }

  /**
   * Starts a member with {@code settings}: binds its host at its port (or the next free one of
   * the 20 after it) and joins the members it finds at the listed addresses.
   *
   * @param settings the search settings
   * @return the running member
   * @throws IllegalStateException if it cannot bind or start (the message says why)
   */
  public static ClusterMember start(ClusterSettings settings) {
    Objects.requireNonNull(settings, "settings");
    SolverCache cache = new SolverCache();
    Config c = new Config();
    c.setClusterName(settings.name());
    c.setProperty("hazelcast.socket.bind.any", "false");
    c.setProperty("hazelcast.phone.home.enabled", "false");
    c.setProperty("hazelcast.logging.type", "jdk");
    c.setProperty("hazelcast.wait.seconds.before.join", "1");
    // An address in the member list that accepts and never answers must not hold the join for
    // Hazelcast's default 300 s: after this long the member starts without it.
    c.setProperty("hazelcast.max.join.seconds", "15");
    c.setProperty("hazelcast.shutdownhook.policy", "GRACEFUL"); // Ctrl-C: leave, do not vanish
    NetworkConfig n = c.getNetworkConfig();
    // The ports tried stop at 65535: near the top, fewer than 20 (Hazelcast would try past it).
    n.setPort(settings.port()).setPortAutoIncrement(true)
        .setPortCount(Math.min(20, 65536 - settings.port()));
    n.getInterfaces().setEnabled(true).addInterface(ip(settings.host()));
    JoinConfig j = n.getJoin();
    j.getMulticastConfig().setEnabled(false);
    j.getAutoDetectionConfig().setEnabled(false);
    j.getTcpIpConfig().setEnabled(true).setMembers(settings.members());
    c.getExecutorConfig(Wire.EXECUTOR).setPoolSize(settings.threads());
    c.getMapConfig(Wire.PROBLEMS).setBackupCount(2);
    c.getMemberAttributeConfig().setAttribute(Wire.THREADS, String.valueOf(settings.threads()));
    c.getSerializationConfig().addDataSerializableFactory(Wire.FACTORY_ID, new Wire());
    ConcurrentHashMap<String, Object> context = new ConcurrentHashMap<>();
    context.put(Wire.CACHE, cache);
    c.setUserContext(context);
    try {
      return new ClusterMember(Hazelcast.newHazelcastInstance(c), cache);
    } catch (HazelcastException | IllegalStateException e) {
      throw new IllegalStateException("cannot start a member of cluster '" + settings.name()
          + "' on " + settings.host() + ":" + settings.port() + " (no free port from there, "
          + "or no answer within 15 s through " + String.join(",", settings.members())
          + ": is a program other than a member listening there?)", e);
    }
  }

  /** Hazelcast binds to interfaces given by IP address: a host name is resolved first. */
  private static String ip(String host) {
    String h = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
    try {
      return InetAddress.getByName(h).getHostAddress();
    } catch (UnknownHostException e) {
      throw new IllegalStateException("unknown host '" + host + "'", e);
    }
  }

  /**
   * The address this member listens at, {@code host:port}.
   *
   * @return the address this member listens at, {@code host:port}
   */
  public String address() {
    Address a = instance.getCluster().getLocalMember().getAddress();
    return a.getHost() + ":" + a.getPort();
  }

  /**
   * How many members the cluster has, as this member sees it.
   *
   * @return how many members the cluster has, as this member sees it
   */
  public int clusterSize() {
    return instance.getCluster().getMembers().size();
  }

  /**
   * How many count tasks this member has finished.
   *
   * @return how many count tasks this member has finished
   */
  public long tasksDone() {
    return cache.tasksDone.get();
  }

  /**
   * Whether the member is running (not yet closed, and not stopped by a failure).
   *
   * @return whether the member is running (not yet closed, and not stopped by a failure)
   */
  public boolean isRunning() {
    return instance.getLifecycleService().isRunning();
  }

  /** The Hazelcast instance, for tests that stop it abruptly. */
  HazelcastInstance instance() {
    return instance;
  }

  /**
   * Leaves the cluster gracefully; tasks running here are abandoned, and their submitter sends
   * them to the other members.
   */
  @Override
  public void close() {
    instance.shutdown();
  }
}
