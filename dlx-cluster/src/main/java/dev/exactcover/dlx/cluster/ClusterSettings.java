package dev.exactcover.dlx.cluster;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How to reach a cluster and, for a member, how to be one: an immutable value. The defaults stay
 * on this machine's loopback interface: cluster {@value #DEFAULT_NAME}, members found at
 * {@code 127.0.0.1} (ports 5701 to 5703 are tried when none is given), a member binding
 * {@code 127.0.0.1:5701} (or the next free port) and running one task per processor.
 *
 * <p>Members find each other by TCP/IP only, at the addresses listed: never by multicast or cloud
 * discovery, and a member binds only to its {@linkplain #host() host}, never to every interface.
 * To span machines, give each member its own address as host and the same list of members.
 */
public final class ClusterSettings {
  /** The cluster name used unless another is given; members of other names are ignored. */
  public static final String DEFAULT_NAME = "exactcover";
  /** The first port a member tries (Hazelcast's default). */
  public static final int DEFAULT_PORT = 5701;

  private static final Pattern ADDRESS = Pattern.compile("([A-Za-z0-9._\\-]+|\\[[0-9A-Fa-f:]+\\])"
      + "(?::([0-9]{1,5}))?");

  private final String name;
  private final List<String> members;
  private final String host;
  private final int port;
  private final int threads;
  private final Duration connectTimeout;
  private final Path secretFile; // null: Secret.defaultFile()
  private final double checkedShare;

  private ClusterSettings(String name, List<String> members, String host, int port,
      int threads, Duration connectTimeout, Path secretFile, double checkedShare) {
    this.name = name;
    this.members = List.copyOf(members);
    this.host = host;
    this.port = port;
    this.threads = threads;
    this.connectTimeout = connectTimeout;
    this.secretFile = secretFile;
    this.checkedShare = checkedShare;
  }

  /**
   * The defaults: everything on {@code 127.0.0.1}, one task per processor.
   *
   * @return the defaults: everything on {@code 127.0.0.1}, one task per processor
   */
  public static ClusterSettings loopback() {
    return new ClusterSettings(DEFAULT_NAME, List.of("127.0.0.1"), "127.0.0.1", DEFAULT_PORT,
        Runtime.getRuntime().availableProcessors(), Duration.ofSeconds(15), null, 0);
  }

  /**
   * Reads a comma-separated list of addresses, {@code host} or {@code host:port} each, such as
   * {@code 10.0.0.5:5701,10.0.0.6}.
   *
   * @param text the text to read
   * @return the addresses, in order
   * @throws IllegalArgumentException naming the entry that is not an address
   */
  public static List<String> parseAddresses(String text) {
    Objects.requireNonNull(text, "addresses");
    List<String> list = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      String a = part.strip();
      Matcher m = ADDRESS.matcher(a);
      if (!m.matches() || m.group(2) != null && !validPort(Integer.parseInt(m.group(2)))) {
        throw new IllegalArgumentException("not an address (host or host:port, port 1-65535): '"
            + a + "'");
      }
      list.add(a);
    }
    return list;
  }

  private static boolean validPort(int port) {
    return port >= 1 && port <= 65535;
  }

  /**
   * These settings in the cluster named {@code name}.
   *
   * @param name the name
   * @return these settings in the cluster named {@code name}
   */
  public ClusterSettings withName(String name) {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("the cluster name must not be blank");
    }
    return new ClusterSettings(name, members, host, port, threads, connectTimeout,
        secretFile, checkedShare);
  }

  /**
   * These settings with the members at {@code addresses} ({@code host} or {@code host:port}):
   * where a member looks for the others, and where a client connects.
   *
   * @param addresses the member addresses, {@code host} or {@code host:port}
   * @return these settings with the members at {@code addresses} ({@code host} or {@code
   *     host:port}): where a member looks for the others, and where a client connects
   * @throws IllegalArgumentException if the list is empty or an entry is not an address
   */
  public ClusterSettings withMembers(List<String> addresses) {
    Objects.requireNonNull(addresses, "addresses");
    if (addresses.isEmpty()) {
      throw new IllegalArgumentException("at least one member address is needed");
    }
    return new ClusterSettings(name, parseAddresses(String.join(",", addresses)), host, port,
        threads, connectTimeout,
        secretFile, checkedShare);
  }

  /**
   * These settings with a member binding to {@code host} (an address of this machine).
   *
   * @param host the host name or address
   * @return these settings with a member binding to {@code host} (an address of this machine)
   */
  public ClusterSettings withHost(String host) {
    Objects.requireNonNull(host, "host");
    if (!ADDRESS.matcher(host).matches() || host.contains(":") && !host.startsWith("[")) {
      throw new IllegalArgumentException("not a host: '" + host + "'");
    }
    return new ClusterSettings(name, members, host, port, threads, connectTimeout,
        secretFile, checkedShare);
  }

  /**
   * These settings with a member trying {@code port} first (then the next ones, if taken).
   *
   * @param port the port
   * @return these settings with a member trying {@code port} first (then the next ones, if taken)
   */
  public ClusterSettings withPort(int port) {
    if (!validPort(port)) {
      throw new IllegalArgumentException("a port is 1-65535, not " + port);
    }
    return new ClusterSettings(name, members, host, port, threads, connectTimeout,
        secretFile, checkedShare);
  }

  /**
   * These settings with a member running {@code threads} tasks at once.
   *
   * @param threads the number of worker threads
   * @return these settings with a member running {@code threads} tasks at once
   */
  public ClusterSettings withThreads(int threads) {
    if (threads < 1) {
      throw new IllegalArgumentException("a member needs at least one thread, not " + threads);
    }
    return new ClusterSettings(name, members, host, port, threads, connectTimeout,
        secretFile, checkedShare);
  }

  /**
   * These settings with a client waiting {@code timeout} for a member to answer, on connecting
   * and after losing every member (default 15 seconds).
   *
   * @param timeout how long to wait
   * @return these settings with a client waiting {@code timeout} for a member to answer, on
   *     connecting and after losing every member (default 15 seconds)
   */
  public ClusterSettings withConnectTimeout(Duration timeout) {
    Objects.requireNonNull(timeout, "timeout");
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("the connect timeout must be positive, not " + timeout);
    }
    return new ClusterSettings(name, members, host, port, threads, timeout,
        secretFile, checkedShare);
  }

  /**
   * How long a client waits for a member to answer.
   *
   * @return how long a client waits for a member to answer
   */
  public Duration connectTimeout() {
    return connectTimeout;
  }

  /**
   * The cluster's name.
   *
   * @return the cluster's name
   */
  public String name() {
    return name;
  }

  /**
   * The member addresses, as given.
   *
   * @return the member addresses, as given
   */
  public List<String> members() {
    return members;
  }

  /**
   * The address a member binds to.
   *
   * @return the address a member binds to
   */
  public String host() {
    return host;
  }

  /**
   * The first port a member tries.
   *
   * @return the first port a member tries
   */
  public int port() {
    return port;
  }

  /**
   * The tasks a member runs at once.
   *
   * @return the tasks a member runs at once
   */
  public int threads() {
    return threads;
  }

  /**
   * These settings with the cluster's secret in {@code file}: members and clients prove with it
   * that they belong, and every task and answer is authenticated under it. A file that does not
   * exist is made, with a new random secret; one that other users may read is refused. By
   * default the secret is in the file named by the environment variable
   * {@code EXACTCOVER_CLUSTER_SECRET_FILE}, else {@code ~/.config/exactcover/cluster.secret}.
   *
   * @param file the secret file
   * @return these settings with the cluster's secret in {@code file}
   */
  public ClusterSettings withSecretFile(Path file) {
    Objects.requireNonNull(file, "file");
    return new ClusterSettings(name, members, host, port, threads, connectTimeout, file,
        checkedShare);
  }

  /**
   * The file holding the cluster's secret, as given or by default.
   *
   * @return the file holding the cluster's secret, as given or by default
   */
  public Path secretFile() {
    return secretFile != null ? secretFile : Secret.defaultFile();
  }

  /**
   * These settings with a share of the subproblems' answers confirmed by a second count, on
   * another member (or on this machine, when the cluster has one member): 0 none (the default),
   * 1 every one. A second count that disagrees stops the count, naming both answers.
   *
   * @param share the share of answers to confirm, 0 to 1
   * @return these settings with {@code share} of the answers confirmed
   * @throws IllegalArgumentException if {@code share} is not between 0 and 1
   */
  public ClusterSettings withCheckedShare(double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException("the share of answers to check is 0 to 1, not "
          + share);
    }
    return new ClusterSettings(name, members, host, port, threads, connectTimeout, secretFile,
        share);
  }

  /**
   * The share of the answers confirmed by a second count (0: none, 1: all).
   *
   * @return the share of the answers confirmed by a second count
   */
  public double checkedShare() {
    return checkedShare;
  }

  @Override
  public String toString() {
    return "cluster '" + name + "' at " + String.join(",", members) + " (member: " + host + ":"
        + port + ", " + threads + " threads)";
  }
}
