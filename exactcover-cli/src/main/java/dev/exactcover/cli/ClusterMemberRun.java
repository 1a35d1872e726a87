package dev.exactcover.cli;

import dev.exactcover.dlx.cluster.ClusterMember;
import dev.exactcover.dlx.cluster.ClusterSettings;
import java.io.PrintWriter;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * {@code sudoku cluster member}'s work, in a class of its own: the only class of the command line
 * that names the cluster module's types, so that no other is linked against a module the launcher
 * leaves off the module path for the commands that do not use it.
 */
final class ClusterMemberRun {
  /** Held here: the JDK keeps loggers weakly, and a collected one forgets its level. */
  private static final Logger HAZELCAST = Logger.getLogger("com.hazelcast");
  /** The tasks that answer clients: they log a refused client as an error, with class names. */
  private static final Logger REFUSED_CLIENTS =
      Logger.getLogger("com.hazelcast.client.impl.protocol.task");

  private ClusterMemberRun() {}

  /** Starts a member as the options say and runs it until it stops; the exit code. */
  static int run(ClusterCommand.Member o, String command, PrintWriter out, PrintWriter err)
      throws InterruptedException {
    ClusterSettings s;
    try {
      s = ClusterSettings.loopback().withHost(o.host).withPort(o.port)
          .withMembers(ClusterSettings.parseAddresses(o.members));
      s = s.withName(o.name != null ? o.name : ClusterSettings.DEFAULT_NAME);
      if (o.threads != null) {
        s = s.withThreads(o.threads);
      }
      if (o.secretFile != null) {
        s = s.withSecretFile(o.secretFile);
      }
    } catch (IllegalArgumentException e) {
      err.println(command + ": " + e.getMessage());
      return ExitCode.USAGE.code();
    }
    HAZELCAST.setLevel(Level.WARNING);
    ClusterMember m;
    HAZELCAST.setLevel(Level.OFF); // a failed start is said below, in words, without its log
    try {
      m = ClusterMember.start(s);
    } catch (IllegalStateException e) {
      err.println(command + ": " + e.getMessage());
      return ExitCode.UNAVAILABLE.code();
    } finally {
      // Hazelcast's warnings name its classes (a member that dies, say): this command says what
      // matters in words, so only its errors are let through; a client refused for want of the
      // cluster's name or secret is not one (this member says nothing of it).
      HAZELCAST.setLevel(Level.SEVERE);
      REFUSED_CLIENTS.setLevel(Level.OFF);
    }
    out.println("member " + m.address() + " of cluster '" + s.name() + "', "
        + Messages.count(s.threads(), "thread") + "; " + Messages.count(m.clusterSize(), "member")
        + ". Ctrl-C to leave.");
    o.ctx().onInterrupt(() -> command + ": leaving the cluster; the other members take "
        + "its unfinished tasks");
    out.flush();
    int size = m.clusterSize();
    java.util.List<String> unproven = java.util.List.of();
    while (m.isRunning()) { // Ctrl-C: the member leaves gracefully (its shutdown hook)
      Thread.sleep(1000);
      if (m.isRunning() && m.clusterSize() != size) {
        size = m.clusterSize();
        out.println("cluster '" + s.name() + "' now has " + Messages.count(size, "member") + "; "
            + Messages.count(m.tasksDone(), "task") + " done here");
        out.flush();
      }
      java.util.List<String> now;
      try {
        now = m.isRunning() ? m.unprovenMembers() : unproven;
      } catch (RuntimeException leaving) { // Ctrl-C came between the check and the look-up
        now = unproven;
      }
      if (!now.equals(unproven)) {
        for (String a : now) {
          if (!unproven.contains(a)) {
            err.println("sudoku cluster member: " + a + " joined without this cluster's "
                + "secret: it gets no tasks, and no answer of its is counted");
          }
        }
        unproven = now;
      }
    }
    return ExitCode.OK.code();
  }
}
