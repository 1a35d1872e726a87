package dev.exactcover.dlx.cluster;

import dev.exactcover.dlx.pieces.CounterUnavailableException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Filter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Tells, while a client connects, that the members it reached turned it away because they belong
 * to a cluster of another name, so that the connect fails at once with that reason instead of
 * retrying until the connect timeout and then saying that no member answered.
 *
 * <p>Hazelcast's client reports this only in its log: an authentication failure for each address
 * it tried (the Community Edition has no credentials, so the cluster name is the only thing a
 * member checks), then a retry once every address has failed. The watch reads those records for
 * its own client (by instance name), and only while the connect runs; nothing is printed.
 */
final class NameWatch implements Filter, AutoCloseable {
  private static final String MANAGER =
      "com.hazelcast.client.impl.connection.ClientConnectionManager";

  private final Logger logger = Logger.getLogger(MANAGER);
  private final Level level;
  private final Filter filter;
  private final String instance;
  private final String name;
  private final CompletableFuture<?> connecting;
  private final List<String> refusing = new ArrayList<>();

  private NameWatch(String instance, String name, CompletableFuture<?> connecting) {
    this.instance = instance;
    this.name = name;
    this.connecting = connecting;
    this.level = logger.getLevel();
    this.filter = logger.getFilter();
  }

  /** Starts watching the log of the client {@code instance}, connecting to cluster {@code name}. */
  static NameWatch start(String instance, String name, CompletableFuture<?> connecting) {
    NameWatch w = new NameWatch(instance, name, connecting);
    // A filter, not a handler: every record is read here and stopped before any handler sees
    // it, also the one on which the connect gives up (a handler's parents would print it if
    // the watch closed while it was being logged).
    w.logger.setFilter(w);
    w.logger.setLevel(Level.INFO);
    return w;
  }

  /** Reads the record; none is printed (false) while the watch runs. */
  @Override
  public boolean isLoggable(LogRecord r) {
    read(r);
    return false;
  }

  private synchronized void read(LogRecord r) {
    String m = r.getMessage();
    if (m == null || !m.contains(instance)) {
      return;
    }
    int at = m.indexOf("Exception during initial connection to ");
    if (at >= 0 && m.contains("AuthenticationException")) {
      int from = at + "Exception during initial connection to ".length();
      int to = m.indexOf(": ", from);
      String address = (to < 0 ? m.substring(from) : m.substring(from, to)).replace("[", "")
          .replace("]", "");
      if (!refusing.contains(address)) {
        refusing.add(address);
      }
    } else if (m.contains("Unable to get live cluster connection") && !refusing.isEmpty()) {
      connecting.completeExceptionally(new CounterUnavailableException("refused: the member"
          + (refusing.size() == 1 ? " at " : "s at ") + String.join(",", refusing)
          + (refusing.size() == 1 ? " belongs" : " belong") + " to a cluster of another name, "
          + "not '" + name + "'", null));
    }
  }

  /** Stops watching and gives the log back as it was. */
  @Override
  public void close() {
    logger.setLevel(level);
    logger.setFilter(filter);
  }
}
