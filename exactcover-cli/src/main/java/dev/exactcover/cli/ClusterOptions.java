package dev.exactcover.cli;

import dev.exactcover.dlx.pieces.CounterUnavailableException;
import dev.exactcover.dlx.pieces.RemoteCounter;
import dev.exactcover.dlx.pieces.RemoteCounting;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import picocli.CommandLine.Option;

/**
 * The {@code --cluster} and {@code --cluster-name} options of {@code dlx}, {@code count} and
 * {@code cluster status} (a picocli mixin), and the connection they name. The cluster is found
 * through the engine's {@link RemoteCounting} service, so that this class does not need the
 * cluster module: the launcher puts it on the module path only for the commands that use it.
 */
final class ClusterOptions {
  /**
   * Hazelcast's logger, held: the JDK keeps loggers weakly, and a collected one forgets its level.
   * In a class of its own, made on the first connection: every {@code count} and {@code dlx}
   * makes these options, and starting the JDK's logging costs a count on this machine's threads
   * tens of milliseconds of its serial start.
   */
  private static final class Hazelcast {
    static final Logger LOGGER = Logger.getLogger("com.hazelcast");
  }

  @Option(names = "--cluster", paramLabel = "HOST[:PORT],...",
      description = "count the subproblems on the cluster with members at these addresses "
          + "(without a port: 5701-5703); with --job, resumably; see ./exactcover cluster")
  String addresses;

  @Option(names = "--cluster-name", paramLabel = "NAME",
      description = "the cluster's name (default: exactcover)")
  String name;

  @Option(names = "--secret-file", paramLabel = "FILE",
      description = "the cluster's shared secret (default: $EXACTCOVER_CLUSTER_SECRET_FILE, "
          + "else ~/.config/exactcover/cluster.secret, made on first use; owner-only)")
  Path secretFile;

  @Option(names = "--check-answers", paramLabel = "SHARE",
      description = "confirm this share of the subproblems' answers (above 0, at most 1: every "
          + "answer) by a second count on another member, or here; a disagreement stops the "
          + "count (exit 7)")
  Double checkAnswers;

  /** Whether {@code --cluster} was given. */
  boolean given() {
    return addresses != null;
  }

  /** What is wrong with the options alone, or null. */
  String problem() {
    if (addresses == null && (name != null || secretFile != null || checkAnswers != null)) {
      return "--cluster-name, --secret-file and --check-answers go with --cluster";
    }
    if (checkAnswers != null && !(checkAnswers > 0 && checkAnswers <= 1)) {
      return "--check-answers takes a share of the answers, above 0 and at most 1, not "
          + checkAnswers;
    }
    return null;
  }

  /**
   * Connects through the members at {@code addresses} (Hazelcast's own reports silenced: the
   * commands say what matters) and describes the cluster on {@code err}.
   *
   * @throws CliFailure saying why not, with exit code 2 (a malformed address) or 4 (no cluster
   *     module, or no member answers)
   */
  RemoteCounter connect(String addresses, PrintWriter err, boolean describe) {
    Optional<RemoteCounting> remote = RemoteCounting.find();
    if (remote.isEmpty()) {
      throw new CliFailure(ExitCode.UNAVAILABLE.code(), "the cluster module (dlx-cluster) is not on the "
          + "module path or the class path; run through ./exactcover, which adds it for --cluster");
    }
    Hazelcast.LOGGER.setLevel(Level.OFF);
    String group = name != null ? name : remote.get().defaultGroup();
    RemoteCounter c;
    try {
      c = remote.get().connect(List.of(addresses.split(",", -1)), group, secretFile,
          checkAnswers == null ? 0 : checkAnswers);
    } catch (IllegalArgumentException e) {
      throw new CliFailure(ExitCode.USAGE.code(), "--cluster: " + e.getMessage());
    } catch (CounterUnavailableException e) {
      String m = e.getMessage();
      throw new CliFailure(ExitCode.UNAVAILABLE.code(), m.replace("(nothing listens there)",
          "(nothing listens there: start members with ./exactcover cluster member)")
          + (m.contains("a cluster of another name") ? " (give its name with --cluster-name)"
              : ""));
    }
    if (describe) {
      err.println("cluster '" + group + "': " + Messages.count(c.members().size(), "member")
          + ", " + Messages.count(c.threads(), "thread"));
    }
    return c;
  }

  /**
   * {@link #connect(String, PrintWriter, boolean)} through {@code --cluster}, described, with
   * the members that get no tasks said.
   */
  RemoteCounter connect(PrintWriter err) {
    RemoteCounter c = connect(addresses, err, true);
    sayExcluded(c, err);
    return c;
  }

  /** Says on {@code out}, a line each, which members get no tasks, and why. */
  static void sayExcluded(RemoteCounter c, PrintWriter out) {
    c.excluded().forEach((address, why) -> out.println("  " + address + " gets no tasks: "
        + why));
  }
}
