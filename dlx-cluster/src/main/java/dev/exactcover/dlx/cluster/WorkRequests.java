package dev.exactcover.dlx.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.topic.ITopic;
import dev.exactcover.dlx.cluster.InFlight.Attempt;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A count's requests for work at its end: while members have threads idle that nothing could be
 * sent to, the longest-running tasks are asked for work, one per idle thread, each by a message
 * on {@link Wire#WANTED} under the secret ({@link Trust#askFor}); a task asked is asked again
 * only if it has not answered within {@link #AGAIN_NANOS} (the request may be lost). Used by the
 * count's one thread alone.
 */
final class WorkRequests {
  /** A task asked for work that has not answered within this long is asked again. */
  static final long AGAIN_NANOS = 500_000_000L;

  private final ITopic<String> topic;
  private final Trust trust;
  private final Map<Long, Long> askedAt = new HashMap<>(); // by attempt

  WorkRequests(HazelcastInstance client, Trust trust) {
    this.topic = client.getTopic(Wire.WANTED);
    this.trust = trust;
  }

  /** Attempt {@code a} answered (or went): a request for it no longer waits. */
  void answered(Attempt a) {
    askedAt.remove(a.id());
  }

  /**
   * With {@code idle} threads idle on the members, asks that many of the running attempts in
   * {@code inFlight} for work, the longest-running first, less those asked already whose parts
   * are on their way.
   */
  void ask(int idle, InFlight inFlight, boolean[] done) {
    long now = System.nanoTime();
    List<Attempt> running = new ArrayList<>();
    for (Attempt a : inFlight.all()) {
      Long asked = askedAt.get(a.id());
      if (asked != null && now - asked < AGAIN_NANOS) {
        idle--; // its parts are on their way
      } else if (!a.allDone(done) && !inFlight.isWaiting(a)) {
        running.add(a);
      }
    }
    running.sort(Comparator.comparingLong(Attempt::id));
    for (int k = 0; k < Math.min(idle, running.size()); k++) {
      Attempt a = running.get(k);
      askedAt.put(a.id(), now);
      topic.publish(trust.askFor(a.task().nonce()));
    }
  }
}
