package dev.exactcover.dlx.cluster;

import com.hazelcast.client.Client;
import com.hazelcast.client.ClientListener;
import dev.exactcover.dlx.CancelToken;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A member's running count tasks, so that none outlives the count it is for: a task stops (and
 * answers that it was cut short) when its client cancels it (the client's count stopped: the
 * task's thread is interrupted) or when its client leaves the cluster (its process ended, or
 * lost the network). A client that left and comes back gets its later tasks run again.
 */
final class TaskWatch implements ClientListener, AutoCloseable {
  /** How often the running tasks' threads are looked at for a cancel. */
  private static final long TICK_MILLIS = 200;
  /** Clients that left, remembered (a task of theirs still queued is cut short at its start). */
  private static final int MAX_GONE = 10_000;

  private record Running(Thread thread, String client) {}

  private final Map<CancelToken, Running> running = new ConcurrentHashMap<>();
  private final Set<String> gone = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "dlx-task-watch");
    t.setDaemon(true);
    return t;
  });

  TaskWatch() {
    timer.scheduleWithFixedDelay(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
  }

  /** Runs {@code work} every {@code millis} on the watch's thread, until closed. */
  void every(long millis, Runnable work) {
    timer.scheduleWithFixedDelay(work, millis, millis, TimeUnit.MILLISECONDS);
  }

  /** A task of {@code client} starts on this thread: the token that stops its search. */
  CancelToken begin(String client) {
    client = client == null ? "" : client; // a task that names no client stops only on a cancel
    CancelToken token = new CancelToken();
    running.put(token, new Running(Thread.currentThread(), client));
    if (gone.contains(client)) {
      token.cancel();
    }
    return token;
  }

  /** The task of {@code token} ended. */
  void end(CancelToken token) {
    running.remove(token);
  }

  /** How many tasks are running. */
  int running() {
    return running.size();
  }

  private void tick() {
    running.forEach((token, r) -> {
      if (r.thread().isInterrupted()) {
        token.cancel();
      }
    });
  }

  @Override
  public void clientConnected(Client client) {
    gone.remove(client.getUuid().toString());
  }

  @Override
  public void clientDisconnected(Client client) {
    String id = client.getUuid().toString();
    if (gone.size() >= MAX_GONE) {
      gone.clear();
    }
    gone.add(id);
    running.forEach((token, r) -> {
      if (r.client().equals(id)) {
        token.cancel();
      }
    });
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
