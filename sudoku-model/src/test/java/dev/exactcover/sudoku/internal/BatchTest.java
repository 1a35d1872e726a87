package dev.exactcover.sudoku.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The ordered batch runner: every element's result, in input order, whatever the threads; one
 * element is worked on the calling thread, with no pool; a short input of slow elements is
 * shared by the threads (chunks of about a millisecond's work, from one element up to 32).
 */
class BatchTest {
  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3, 5, 31, 32, 33, 64, 65, 1000})
  void everyResultInInputOrderOnTwoThreads(int size) {
    List<Integer> input = IntStream.range(0, size).boxed().toList();
    Set<Thread> threads = ConcurrentHashMap.newKeySet();
    List<Integer> out = new ArrayList<>();
    long k = Batch.run(input.iterator(), 2, () -> x -> {
      threads.add(Thread.currentThread());
      return x * x;
    }, out::add);
    assertEquals(size, k);
    assertEquals(input.stream().map(x -> x * x).toList(), out);
    if (size <= 1) { // the calling thread alone
      assertTrue(threads.isEmpty() || threads.equals(Set.of(Thread.currentThread())),
          threads.toString());
    } else { // the pool's workers, never the calling thread
      assertFalse(threads.contains(Thread.currentThread()), threads.toString());
    }
  }

  /**
   * A short input of slow elements is shared: the last two of ten run at the same time, each
   * waiting until the other has begun (in chunks of 32 they would run one after the other).
   */
  @Test
  void aShortInputOfSlowElementsIsShared() {
    CountDownLatch both = new CountDownLatch(2);
    List<Boolean> out = new ArrayList<>();
    Batch.run(IntStream.range(0, 10).boxed().iterator(), 2, () -> x -> {
      if (x < 8) {
        return true;
      }
      both.countDown();
      try {
        return both.await(20, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }, out::add);
    assertEquals(Collections.nCopies(10, true), out, "elements 8 and 9 ran at the same time");
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 100})
  void aWorkersFailureReachesTheCaller(int size) {
    IllegalStateException boom = new IllegalStateException("boom");
    List<Integer> out = new ArrayList<>();
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> Batch.run(IntStream.range(0, size).boxed().iterator(), 2, () -> x -> {
          if (x == size - 1) {
            throw boom;
          }
          return x;
        }, out::add));
    assertSame(boom, e);
    assertTrue(out.size() < size, "no result for the failed element");
  }
}
