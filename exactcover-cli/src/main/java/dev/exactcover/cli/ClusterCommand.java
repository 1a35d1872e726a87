package dev.exactcover.cli;

import dev.exactcover.dlx.pieces.RemoteCounter;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code exactcover cluster} (also {@code sudoku cluster}): members that count subproblems for
 * {@code count --cluster}.
 */
@Command(name = "cluster", mixinStandardHelpOptions = true,
    description = "Run a member of a counting cluster, or show a cluster's members.",
    subcommands = {ClusterCommand.Member.class, ClusterCommand.Status.class},
    footer = {"", "Members and clients hold a shared secret (--secret-file; default: "
        + "$EXACTCOVER_CLUSTER_SECRET_FILE, else ~/.config/exactcover/cluster.secret, made on "
        + "first use, readable by its owner alone): without it no one joins, submits, reads the "
        + "status or has an answer counted. Traffic is not encrypted: see docs/cluster.md.",
        "", "Examples (all on this machine):",
        "  ./exactcover cluster member --threads 1 &  # twice: the second takes 5702",
        "  ./exactcover cluster status",
        "  ./exactcover count --cluster 127.0.0.1 \\",
        "      ../shared/datasets/exact-cover/pentomino-6x10.dlx",
        "", "On several machines, give each member its own address and the same list:",
        "  ./exactcover cluster member --host 10.0.0.5 --members 10.0.0.5,10.0.0.6 \\",
        "      --secret-file /path/to/copied/cluster.secret"})
final class ClusterCommand extends CliCommand {
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCode.USAGE.code();
  }

  /** {@code sudoku cluster member}: joins (or starts) a cluster and counts until stopped. */
  @Command(name = "member", mixinStandardHelpOptions = true,
      description = {"Start a member: it joins the members at --members and runs count tasks "
          + "until Ctrl-C, when it leaves and its unfinished tasks go to the others.",
          "Binds only to --host (default 127.0.0.1, this machine alone); finds the others by "
              + "TCP/IP at the listed addresses, never by multicast."})
  static final class Member extends CliCommand {
    @Spec CommandSpec spec;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = "127.0.0.1",
        description = "the address to bind and be reached at (default: ${DEFAULT-VALUE})")
    String host;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "5701",
        description = "the first port to try; the next 19 if taken (default: ${DEFAULT-VALUE})")
    int port;

    @Option(names = "--members", paramLabel = "HOST[:PORT],...", defaultValue = "127.0.0.1",
        description = "where the other members are (without a port: 5701-5703; default: "
            + "${DEFAULT-VALUE})")
    String members;

    @Option(names = "--threads", paramLabel = "N",
        description = "tasks to run at once (default: one per processor)")
    Integer threads;

    @Option(names = "--cluster-name", paramLabel = "NAME",
        description = "the cluster's name; members of other names are ignored (default: "
            + "exactcover)")
    String name;

    /** The cluster name's old option, kept for scripts that use it. */
    @Option(names = "--name", paramLabel = "NAME", hidden = true)
    String oldName;
    @Option(names = "--secret-file", paramLabel = "FILE",
        description = "the cluster's shared secret (default: $EXACTCOVER_CLUSTER_SECRET_FILE, "
            + "else ~/.config/exactcover/cluster.secret, made on first use; owner-only)")
    java.nio.file.Path secretFile;

    @Override
    public Integer call() throws InterruptedException {
      if (name == null) {
        name = oldName;
      }
      String problem = port < 1 || port > 65535 ? "--port must be 1 to 65535, not " + port
          : threads != null && threads < 1 ? "--threads must be at least 1, not " + threads
          : threads != null ? CountingOptions.threadsProblem(threads)
          : null;
      if (problem != null) {
        String command = spec.qualifiedName(" ");
        spec.commandLine().getErr().println(command + ": " + problem);
        spec.commandLine().getErr().println("Try './" + command + " --help'.");
        return ExitCode.USAGE.code();
      }
      return ClusterMemberRun.run(this, spec.qualifiedName(" "), spec.commandLine().getOut(),
          spec.commandLine().getErr());
    }
  }

  /** {@code sudoku cluster status}: the members a client sees. */
  @Command(name = "status", mixinStandardHelpOptions = true,
      description = "Connect to a cluster and list its members and threads, and the members "
          + "that get no tasks, with why.")
  static final class Status extends CliCommand {
    @Spec CommandSpec spec;

    /** Members to connect through: {@code --cluster}, or this machine's. */
    @Mixin ClusterOptions cluster;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      try (RemoteCounter c = cluster.connect(cluster.given() ? cluster.addresses : "127.0.0.1",
          out, true)) {
        c.members().forEach(a -> out.println("  " + a));
        ClusterOptions.sayExcluded(c, out);
        out.flush();
        return ExitCode.OK.code();
      } catch (CliFailure e) {
        err.println(spec.qualifiedName(" ") + ": " + e.getMessage());
        return e.exitCode();
      }
    }
  }
}
