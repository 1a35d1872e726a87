package dev.exactcover.sudoku.internal;

import dev.exactcover.sudoku.SudokuSolver;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Works through a long input on several threads and hands the results back in input order, in
 * constant memory: at most a few chunks per thread are in flight, however long the input. Each
 * thread makes its own worker (a function holding, say, its own {@link SudokuSolver}) once.
 *
 * <pre>{@code
 * Batch.run(reader, 2, () -> { SudokuSolver s = Sudoku.solver(); return e -> s.solve(e.gridOrThrow()); },
 *     answer -> System.out.println(answer.verdict()));
 * }</pre>
 */
public final class Batch {
  private static final int CHUNK = 32;
  private static final int CHUNKS_PER_THREAD = 4;
  private static final long CHUNK_NANOS = 1_000_000;

  private Batch() {}

  /**
   * Applies a worker to each element of {@code input} on {@code threads} threads and gives each
   * result to {@code output}, on the calling thread, in input order. Returns the number of
   * elements. A worker's exception stops the batch and is rethrown (unchecked ones as they are);
   * interrupting the calling thread stops it with {@link CancellationException}, after the
   * results already handed out.
   */
  public static <T, R> long run(Iterator<? extends T> input, int threads,
      Supplier<? extends Function<? super T, ? extends R>> workers,
      Consumer<? super R> output) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, not " + threads);
    }
    if (threads == 1) {
      return here(input, workers, output);
    }
    List<T> first = chunk(input, 1);
    if (!input.hasNext()) { // one element: no pool to start
      return here(first.iterator(), workers, output);
    }
    ThreadLocal<Function<? super T, ? extends R>> local = ThreadLocal.withInitial(workers::get);
    AtomicInteger id = new AtomicInteger();
    ThreadFactory factory = r -> {
      Thread t = new Thread(r, "batch-" + id.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
    ExecutorService pool = Executors.newFixedThreadPool(threads, factory);
    ArrayDeque<Future<List<R>>> window = new ArrayDeque<>();
    long k = 0;
    // A chunk holds about CHUNK_NANOS of work, from one element up to CHUNK: the workers time
    // what they do. Until they have said, the chunks grow with the input read, from one element:
    // so a short input of hard elements (eighteen 25x25 puzzles) is shared by the threads, and a
    // long one of easy elements goes in chunks of CHUNK, a task's overhead spread over them.
    AtomicLong workNanos = new AtomicLong();
    AtomicLong worked = new AtomicLong();
    long read = 0;
    try {
      while (true) {
        while (window.size() < threads * CHUNKS_PER_THREAD
            && (first != null || input.hasNext())) {
          long size = Math.min(CHUNK, Math.max(1, read / (2L * threads * CHUNKS_PER_THREAD)));
          long done = worked.get();
          if (done > 0) {
            size = Math.max(1, Math.min(size, CHUNK_NANOS * done / (1 + workNanos.get())));
          }
          List<T> chunk = first != null ? first : chunk(input, (int) size);
          first = null;
          read += chunk.size();
          window.add(pool.submit(() -> {
            long start = System.nanoTime();
            Function<? super T, ? extends R> work = local.get();
            List<R> out = new ArrayList<>(chunk.size());
            for (T t : chunk) {
              out.add(work.apply(t));
            }
            workNanos.addAndGet(System.nanoTime() - start);
            worked.addAndGet(chunk.size());
            return out;
          }));
        }
        if (window.isEmpty()) {
          return k;
        }
        for (R r : window.poll().get()) {
          output.accept(r);
          k++;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CancellationException("interrupted after " + k + " elements");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException re) {
        throw re;
      }
      if (cause instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(cause);
    } finally {
      pool.shutdownNow();
    }
  }

  /** The whole input on the calling thread, with one worker. */
  private static <T, R> long here(Iterator<? extends T> input,
      Supplier<? extends Function<? super T, ? extends R>> workers,
      Consumer<? super R> output) {
    Function<? super T, ? extends R> work = workers.get();
    long k = 0;
    while (input.hasNext()) {
      if (Thread.currentThread().isInterrupted()) {
        throw new CancellationException("interrupted after " + k + " elements");
      }
      output.accept(work.apply(input.next()));
      k++;
    }
    return k;
  }

  /** The next chunk of the input: up to {@code size} elements. */
  private static <T> List<T> chunk(Iterator<? extends T> input, int size) {
    List<T> chunk = new ArrayList<>(size);
    while (chunk.size() < size && input.hasNext()) {
      chunk.add(input.next());
    }
    return chunk;
  }
}
