package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The memo cache shared by threads, stressed: several threads store and find the same keys at once
 * (seeded), and every hit must give the value that the key's store gave, no key may be stored
 * twice (a store that finds its segment busy is dropped, never half made), the entries counter
 * must be the number of distinct keys the table holds, the views' hits the hits the threads saw,
 * and the bytes stay within the bound, with counts beyond {@code long} among the values.
 */
class SharedMemoCacheTest {
  /** The count stored under key {@code k}: beyond {@code long} for one key in 37. */
  private static BigInteger value(long k) {
    return k % 37 == 0 ? BigInteger.TEN.pow(25).add(BigInteger.valueOf(k))
        : BigInteger.valueOf(k * 3);
  }

  private static void fill(long[] key, long k) {
    key[0] = k;
    for (int w = 1; w < key.length; w++) {
      key[w] = k * 0x9E3779B97F4A7C15L + w; // keys that differ beyond the first word
    }
  }

  @ParameterizedTest(name = "{0} threads, {1} words, {2} keys, limit {3} bytes, seed {4}")
  @CsvSource({
      "2, 1, 5000, 67108864, 1",
      "3, 2, 20000, 67108864, 2",
      "4, 3, 30000, 67108864, 3",
      "4, 1, 50000, 65536, 4",
      "3, 2, 20000, 16384, 5",
  })
  void threadsStoringAndFindingTheSameKeysAgree(int threads, int words, int keys, long limit,
      long seed) throws Exception {
    SharedMemoCache shared = new SharedMemoCache(limit);
    CyclicBarrier start = new CyclicBarrier(threads);
    AtomicReference<Throwable> failure = new AtomicReference<>();
    AtomicLong hitsSeen = new AtomicLong();
    List<MemoTable> views = new ArrayList<>();
    List<Thread> workers = new ArrayList<>();
    boolean[][] drawn = new boolean[threads][keys + 1];
    for (int t = 0; t < threads; t++) {
      MemoTable view = shared.view(words);
      boolean[] mine = drawn[t];
      views.add(view);
      SplittableRandom random = new SplittableRandom(seed * 1000 + t);
      workers.add(new Thread(() -> {
        long[] key = new long[words];
        long hits = 0;
        try {
          start.await();
          for (int i = 0; i < 4 * keys; i++) {
            int k = 1 + random.nextInt(keys);
            mine[k] = true;
            fill(key, k);
            if (view.find(key)) {
              hits++;
              assertEquals(value(k), view.bigCount(), () -> "key " + k);
              assertEquals(value(k).bitLength() < 63, view.count() >= 0,
                  () -> "key " + k + ": a count beyond long is marked");
              assertEquals(k + 1, view.tree(), () -> "key " + k);
            } else {
              BigInteger v = value(k);
              view.store(key, v.bitLength() < 63 ? v.longValue() : 0,
                  v.bitLength() < 63 ? null : v, k + 1);
            }
          }
          hitsSeen.addAndGet(hits);
        } catch (Throwable e) {
          failure.compareAndSet(null, e);
        }
      }, "stress-" + t));
    }
    workers.forEach(Thread::start);
    for (Thread w : workers) {
      w.join();
    }
    if (failure.get() != null) {
      throw new AssertionError("a thread failed", failure.get());
    }
    long viewHits = 0;
    for (MemoTable v : views) {
      viewHits += v.hits;
      assertEquals(4L * keys, v.lookups, "each thread's lookups");
    }
    assertEquals(hitsSeen.get(), viewHits, "the views' hit counters");
    assertTrue(shared.bytes() <= limit, shared.bytes() + " bytes, bound " + limit);
    // Afterwards, on one thread: every key once at most, each with its value.
    MemoTable check = shared.view(words);
    long[] key = new long[words];
    long held = 0;
    long stored = 0;
    for (int k = 1; k <= keys; k++) {
      boolean any = false;
      for (boolean[] d : drawn) {
        any |= d[k];
      }
      stored += any ? 1 : 0;
      fill(key, k);
      if (check.find(key)) {
        assertTrue(any, "key " + k + " was never stored");
        held++;
        assertEquals(value(k), check.bigCount(), "key " + k);
        assertEquals(k + 1, check.tree());
        BigInteger v = value(k);
        check.store(key, v.bitLength() < 63 ? v.longValue() : 0, v.bitLength() < 63 ? null : v,
            k + 1); // present: stores nothing
      }
    }
    assertEquals(held, shared.entries(), "entries are the distinct keys held, each once");
    assertEquals(held, check.entries());
    assertTrue(held > 0 && held <= stored, held + " of " + stored + " keys held");
    // A store that finds its segment busy is dropped; stored again now, every key is held
    // within the bound, once.
    for (int k = 1; k <= keys; k++) {
      fill(key, k);
      if (!check.find(key)) {
        BigInteger v = value(k);
        check.store(key, v.bitLength() < 63 ? v.longValue() : 0, v.bitLength() < 63 ? null : v,
            k + 1);
      }
    }
    long all = 0;
    for (int k = 1; k <= keys; k++) {
      fill(key, k);
      if (check.find(key)) {
        all++;
        assertEquals(value(k), check.bigCount(), "key " + k);
      }
    }
    assertEquals(all, shared.entries());
    if (limit >= 1 << 26) {
      assertEquals(keys, all, "a table within its bound holds every key stored");
    } else {
      assertTrue(all < keys, all + " of " + keys + " keys held at the bound");
    }
    assertTrue(shared.bytes() <= limit, shared.bytes() + " bytes, bound " + limit);
  }

  /** The same with many threads and keys, the table doubling many times while they work. */
  @Tag("full")
  @ParameterizedTest(name = "{0} threads, {1} words, {2} keys, limit {3} bytes, seed {4}")
  @CsvSource({
      "8, 1, 200000, 268435456, 6",
      "6, 4, 100000, 1048576, 7",
  })
  void manyThreadsStoringAndFindingTheSameKeysAgree(int threads, int words, int keys,
      long limit, long seed) throws Exception {
    threadsStoringAndFindingTheSameKeysAgree(threads, words, keys, limit, seed);
  }

  @Test
  void aBoundTooSmallForManySegmentsStillHolds() {
    SharedMemoCache shared = new SharedMemoCache(1024);
    MemoTable view = shared.view(1);
    long[] key = new long[1];
    for (long k = 1; k <= 1000; k++) {
      key[0] = k;
      if (!view.find(key)) {
        view.store(key, k, null, 1);
      }
      assertTrue(shared.bytes() <= 1024, shared.bytes() + " bytes");
    }
    assertTrue(view.isFull());
    assertTrue(view.entries() > 0 && view.entries() < 1000, view.entries() + " entries");
  }

  @Test
  void viewsOfAnotherSignatureLengthAreRefused() {
    SharedMemoCache shared = new SharedMemoCache(1 << 20);
    shared.view(2);
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> shared.view(3));
    assertTrue(e.getMessage().contains("one problem"), e.getMessage());
  }

  /** Memoized counts on threads of their own, one cache: the parts add up, and hit each other. */
  @Test
  void countsOnThreadsSharingOneCacheAreExactAndMeetEachOthersEntries() throws Exception {
    Problem p = Dominoes.board(10, 10);
    SharedMemoCache shared = new SharedMemoCache(1 << 26);
    int threads = 3;
    BigInteger[] counts = new BigInteger[threads];
    long[] nodes = new long[threads];
    CyclicBarrier start = new CyclicBarrier(threads);
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int me = t;
      workers.add(new Thread(() -> {
        MemoCount memo = new MemoCount(new Dance(p), 1 << 26, Long.MAX_VALUE, false, shared);
        try {
          start.await();
        } catch (InterruptedException | BrokenBarrierException e) {
          throw new IllegalStateException(e);
        }
        SearchResult r = memo.count(Limits.none(), null, 1 << 20);
        counts[me] = r.solutionCount();
        nodes[me] = r.nodes();
      }));
    }
    workers.forEach(Thread::start);
    for (Thread w : workers) {
      w.join();
    }
    for (int t = 0; t < threads; t++) {
      assertEquals(Dominoes.tilings(10, 10), counts[t], "thread " + t);
    }
    SearchResult alone = new MemoCount(new Dance(p), 1 << 26, Long.MAX_VALUE, false)
        .count(Limits.none(), null, 1 << 20);
    // The same tree counted three times over one cache stores each subproblem at most once; a
    // store that meets another thread's in its segment is dropped (counted again later), so
    // when the threads run at the same moment a few entries may be missing.
    long entries = shared.entries();
    long one = alone.memo().entries();
    assertTrue(entries <= one && entries >= one / 2, entries + " entries, one count " + one);
    assertTrue(nodes[0] + nodes[1] + nodes[2] < 3 * alone.nodes(),
        "the threads found each other's counts: " + java.util.Arrays.toString(nodes));
  }
}
