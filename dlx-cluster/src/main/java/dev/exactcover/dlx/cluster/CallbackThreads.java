package dev.exactcover.dlx.cluster;

import com.hazelcast.internal.util.ConcurrencyUtil;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Where Hazelcast runs the callbacks of its futures. It runs them on the common fork-join pool,
 * unless that pool has one thread or none (a machine of two cores or fewer): then, as the JDK's
 * own {@code CompletableFuture} does, on a new thread per callback. A client's every answer is
 * such a callback (it is decoded in one), so a count of a thousand subproblems started a
 * thousand threads and spent a good part of a core on it. There, they run on a pool of its own
 * whose idle threads are used again.
 *
 * <p>Hazelcast's switch for this is an internal one ({@code ConcurrencyUtil}), set for the JVM:
 * the version is pinned, and {@code ClusterTest} counts the threads a count starts.
 */
final class CallbackThreads {
  private static boolean installed;

  private CallbackThreads() {}

  /** Gives Hazelcast a pool that keeps its threads where it would make one per callback. */
  static synchronized void install() {
    if (installed || ForkJoinPool.getCommonPoolParallelism() > 1) {
      return;
    }
    AtomicInteger n = new AtomicInteger();
    // A thread per callback still, when all are busy (a callback may wait on another, as a new
    // thread each never deadlocks), but a thread idle is used again, for up to a minute.
    ThreadPoolExecutor pool = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS,
        new SynchronousQueue<>(), r -> {
          Thread t = new Thread(r, "cluster-callback-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        });
    ConcurrencyUtil.setDefaultAsyncExecutor(pool);
    installed = true;
  }
}
