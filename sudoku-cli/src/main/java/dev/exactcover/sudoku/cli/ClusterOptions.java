package dev.exactcover.sudoku.cli;

import dev.exactcover.dlx.cluster.Cluster;
import dev.exactcover.dlx.cluster.ClusterSettings;
import java.io.PrintWriter;
import java.util.logging.Level;
import java.util.logging.Logger;
import picocli.CommandLine.Option;

/**
 * The {@code --cluster} and {@code --cluster-name} options of {@code dlx}, {@code count} and
 * {@code cluster status} (a picocli mixin), and the connection they name.
 */
final class ClusterOptions {
  /** Held here: the JDK keeps loggers weakly, and a collected one forgets its level. */
  private static final Logger HAZELCAST = Logger.getLogger("com.hazelcast");

  @Option(names = "--cluster", paramLabel = "HOST[:PORT],...",
      description = "count the subproblems on the cluster with members at these addresses "
          + "(without a port: 5701-5703); with --job, resumably; see ./sudoku cluster")
  String addresses;

  @Option(names = "--cluster-name", paramLabel = "NAME",
      description = "the cluster's name (default: " + ClusterSettings.DEFAULT_NAME + ")")
  String name;

  /** Whether {@code --cluster} was given. */
  boolean given() {
    return addresses != null;
  }

  /** What is wrong with the options, or null. */
  String problem() {
    if (name != null && addresses == null) {
      return "--cluster-name goes with --cluster";
    }
    if (addresses != null) {
      try {
        settings(addresses);
      } catch (IllegalArgumentException e) {
        return "--cluster: " + e.getMessage();
      }
    }
    return null;
  }

  /** The settings for the members at {@code addresses}, in the named cluster. */
  ClusterSettings settings(String addresses) {
    return ClusterSettings.loopback().withName(name != null ? name : ClusterSettings.DEFAULT_NAME)
        .withMembers(ClusterSettings.parseAddresses(addresses));
  }

  /**
   * Connects to the cluster at {@code --cluster} (Hazelcast's own reports silenced: the commands
   * say what matters) and describes it on {@code err}, or says why not and returns null.
   */
  Cluster connect(PrintWriter err, String command) {
    Cluster c = connect(addresses, err, command);
    if (c != null) {
      err.println(describe(c));
    }
    return c;
  }

  /** {@link #connect(PrintWriter, String)} through the members at {@code addresses}, silently. */
  Cluster connect(String addresses, PrintWriter err, String command) {
    quietHazelcast(Level.OFF);
    try {
      return Cluster.connect(settings(addresses));
    } catch (IllegalStateException e) {
      err.println("sudoku " + command + ": " + e.getMessage()
          + " (start members with ./sudoku cluster member)");
      return null;
    }
  }

  /** {@code cluster 'NAME': M members, T threads}. */
  static String describe(Cluster c) {
    return "cluster '" + c.settings().name() + "': " + c.members().size() + " members, "
        + c.threads() + " threads";
  }

  /** Hazelcast reports every join and partition move at INFO. */
  static void quietHazelcast(Level level) {
    HAZELCAST.setLevel(level);
  }
}
