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
 * lost the network). A client that left and comes back gets its later tasks run again. And a
 * running task asked for work by its client ({@link #ask}) gives work back.
 */
final class TaskWatch implements ClientListener, AutoCloseable {
  /** How often the running tasks' threads are looked at for a cancel. */
  private static final long TICK_MILLIS = 200;
  /** Clients that left, remembered (a task of theirs still queued is cut short at its start). */
  private static final int MAX_GONE = 10_000;
  /** Requests for tasks not (yet) running here, remembered. */
  private static final int MAX_ASKED_EARLY = 10_000;

  private record Running(Thread thread, String client, String nonce,
      TaskGiver asked) {}

  private final Map<CancelToken, Running> running = new ConcurrentHashMap<>();
  private final Set<String> gone = ConcurrentHashMap.newKeySet();
  /** Tasks asked for work before they started here (the request can overtake the task). */
  private final Set<String> askedEarly = ConcurrentHashMap.newKeySet();
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

  /**
   * A task of {@code client}, with nonce {@code nonce}, starts on this thread, with
   * {@code asked} to be told when its client asks it for work: the token that stops its search.
   */
  CancelToken begin(String client, String nonce, TaskGiver asked) {
    client = client == null ? "" : client; // a task that names no client stops only on a cancel
    CancelToken token = new CancelToken();
    running.put(token, new Running(Thread.currentThread(), client, nonce, asked));
    if (askedEarly.remove(nonce)) {
      asked.ask();
    }
    if (gone.contains(client)) {
      token.cancel();
    }
    return token;
  }

  /** The task of {@code token} ended. */
  void end(CancelToken token) {
    running.remove(token);
  }

  /**
   * The client asked the task of nonce {@code nonce} for work: told at once if it runs here, else
   * when it starts (a request for a task that never comes here is forgotten among many).
   */
  void ask(String nonce) {
    boolean[] found = {false};
    running.forEach((token, r) -> {
      if (r.nonce().equals(nonce)) {
        r.asked().ask();
        found[0] = true;
      }
    });
    if (!found[0]) {
      if (askedEarly.size() >= MAX_ASKED_EARLY) {
        askedEarly.clear();
      }
      askedEarly.add(nonce);
      running.forEach((token, r) -> { // it started meanwhile
        if (r.nonce().equals(nonce) && askedEarly.remove(nonce)) {
          r.asked().ask();
        }
      });
    }
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
