package dev.exactcover.dlx;

import dev.exactcover.dlx.internal.SolverAccess;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One memo cache for every thread of a count in pieces: the threads' {@link MemoCount}s store
 * and find the counts of subproblems under their signatures here, so that a subproblem counted
 * by one thread is a hit for the others (on a domino board the parts of the split meet the same
 * frontiers; with a cache each, every thread counted them again). Each thread reads through a
 * {@link #view} of its own, which keeps its hit counter and its last hit.
 *
 * <h2>Layout</h2>
 * The table is cut into segments (up to 64, by the top bits of the signature's
 * hash), each an open-addressing table with linear probing over one {@code long[]}, as {@link
 * MemoCache}'s: per slot the signature's words, the count, and the tree size (0 marks an empty
 * slot). A lookup takes no lock: it reads the slot's tree size with acquire semantics, and a slot
 * whose tree size is set was written whole before it was set (release), so its words and count can
 * be read plainly. A store takes the lock of its segment only (a striped insert), and only if it
 * is free: a store that finds it taken (another thread stores there, or doubles the segment, which
 * copies the segment while holding it) is dropped rather than waited for, since a count not stored
 * costs only its recount. Under the lock it looks for the signature again (another thread may have
 * stored it meanwhile: then it stores nothing), writes the words and the count in the empty slot
 * that look ended at, and sets the tree size last, with release semantics. Entries are never
 * changed or dropped, so a probe never passes an empty slot that was full when its signature was
 * stored, and a hit is always exact; a lookup racing a store only misses.
 *
 * <h2>The bound</h2>
 * A segment doubles (under its lock, into a new array that readers see once it is whole; a
 * reader still in the old array sees only older entries) while every segment's array and the
 * counts beyond {@code long} stay within the byte limit taken together; once a segment cannot
 * grow it fills to three quarters and stores nothing more. So the threads together hold no more
 * than one thread's cache would, and the counters (entries, bytes) are the table's own.
 */
final class SharedMemoCache implements SolverAccess.MemoShare {
  private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
  private static final VarHandle LOCK;

  static {
    try {
      LOCK = MethodHandles.lookup().findVarHandle(Segment.class, "lock", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }
  private static final int MAX_SEGMENTS = 64;
  private static final int MIN_SLOTS = 1 << 8; // per segment, at the start
  private static final int SMALLEST = 16;

  private final long limitBytes;
  private final AtomicLong bytes = new AtomicLong(); // every segment's array, and big counts
  private int words = -1; // set by the first view, under this object's lock
  private int stride; // longs per slot: the words, the count, the tree size
  private Segment[] segments;
  private int segmentMask;

  /** One segment's slots: the array and its mask, fixed once published. */
  private static final class Slots {
    final long[] t;
    final int mask;

    Slots(int slots, int stride) {
      this.t = new long[slots * stride];
      this.mask = slots - 1;
    }
  }

  /**
   * One segment: its slots, replaced whole when it doubles; stores under its lock, a flag taken
   * by compare-and-set and never waited for.
   */
  private static final class Segment {
    volatile int lock; // 1 while a thread stores here (or doubles the segment)
    volatile Slots slots;
    volatile BigInteger[] big = new BigInteger[0]; // counts beyond long, by -(count) - 1
    volatile int size; // written under the lock; read by the counters
    int bigSize;
    int threshold; // the size at which it doubles (or, at the limit, fills)
    boolean atLimit;
    volatile boolean full;
  }

  /**
   * A cache of at most {@code limitBytes} bytes, its signatures' length set by the first
   * {@link #view}.
   */
  SharedMemoCache(long limitBytes) {
    this.limitBytes = limitBytes;
  }

  /**
   * A view for one thread, of signatures of {@code words} words (every view of one cache has
   * the same: the cache is shared by solvers of one problem).
   *
   * @throws IllegalStateException if an earlier view had signatures of another length
   */
  synchronized MemoTable view(int words) {
    if (this.words < 0) {
      start(words);
    } else if (this.words != words) {
      throw new IllegalStateException("a shared memo cache holds signatures of " + this.words
          + " words, not " + words + ": it is shared by solvers of one problem only");
    }
    return new View();
  }

  private void start(int words) {
    this.words = words;
    this.stride = words + 2;
    int n = MAX_SEGMENTS;
    int slots = MIN_SLOTS;
    while (slots > SMALLEST && n * bytesFor(slots) > limitBytes / 2) {
      slots >>= 1;
    }
    while (n > 1 && n * bytesFor(slots) > limitBytes / 2) { // room for counts beyond long
      n >>= 1;
    }
    segments = new Segment[n];
    segmentMask = n - 1;
    for (int i = 0; i < n; i++) {
      Segment s = new Segment();
      s.slots = new Slots(slots, stride);
      s.threshold = slots / 2;
      segments[i] = s;
    }
    bytes.set(n * bytesFor(slots));
  }

  private long bytesFor(long slots) {
    return slots * stride * 8L;
  }

  private Segment segment(long hash) {
    return segments[(int) (hash >>> 58) & segmentMask];
  }

  /** The subproblems stored, by every thread. */
  @Override
  public long entries() {
    long n = 0;
    if (segments != null) {
      for (Segment s : segments) {
        n += s.size;
      }
    }
    return n;
  }

  /** The bytes the cache holds. */
  @Override
  public long bytes() {
    return bytes.get();
  }

  /**
   * Stores under {@code hash} (the hash of {@code key}) unless the key is there already or the
   * segment is full.
   */
  private void store(long hash, long[] key, long count, BigInteger bigCount, long tree) {
    Segment s = segment(hash);
    if (s.full || !LOCK.compareAndSet(s, 0, 1)) {
      return; // full, or another thread stores or grows here: a count not stored is still exact
    }
    try {
      storeLocked(s, hash, key, count, bigCount, tree);
    } finally {
      LOCK.setRelease(s, 0);
    }
  }

  private void storeLocked(Segment s, long hash, long[] key, long count, BigInteger bigCount,
      long tree) {
    final int words = this.words;
    final int stride = this.stride;
    Slots sl = s.slots;
    int slot = (int) hash & sl.mask;
    for (;; slot = (slot + 1) & sl.mask) { // present already: stored by another thread
      int base = slot * stride;
      if (sl.t[base + words + 1] == 0) {
        break; // the empty slot where it goes, unless the segment grows first
      }
      if (Arrays.equals(sl.t, base, base + words, key, 0, words)) {
        return;
      }
    }
    if (s.size >= s.threshold) {
      long n = sl.mask + 1L;
      if (!s.atLimit && 2 * n * stride < Integer.MAX_VALUE - 16 && reserve(bytesFor(n))) {
        grow(s);
        sl = s.slots;
        slot = -1;
      } else { // as large as it may grow: fill it up to three quarters
        s.atLimit = true;
        s.threshold = (int) (n * 3 / 4);
        if (s.size >= s.threshold) {
          s.full = true;
          return;
        }
      }
    }
    long value = count;
    if (bigCount != null) {
      if (!reserve(16L + bigCount.bitLength() / 8 + 32)) {
        s.full = true;
        return;
      }
      BigInteger[] big = s.big;
      if (s.bigSize == big.length) {
        big = Arrays.copyOf(big, Math.max(4, 2 * big.length));
      }
      big[s.bigSize++] = bigCount;
      s.big = big; // published (volatile) before the slot that names it
      value = -s.bigSize;
    }
    if (slot < 0) {
      put(sl, hash, key, value, Math.max(1, tree));
    } else {
      write(sl.t, slot * stride, key, value, Math.max(1, tree));
    }
    s.size = s.size + 1;
  }

  /** Adds {@code more} bytes to the cache's total if it stays within the limit. */
  private boolean reserve(long more) {
    for (;;) {
      long b = bytes.get();
      if (b + more > limitBytes) {
        return false;
      }
      if (bytes.compareAndSet(b, b + more)) {
        return true;
      }
    }
  }

  /** Writes a new slot whole, its tree size last (release): readers see it only when whole. */
  private void put(Slots sl, long hash, long[] key, long value, long tree) {
    final long[] t = sl.t;
    int slot = (int) hash & sl.mask;
    while (t[slot * stride + words + 1] != 0) {
      slot = (slot + 1) & sl.mask;
    }
    write(t, slot * stride, key, value, tree);
  }

  private void write(long[] t, int base, long[] key, long value, long tree) {
    System.arraycopy(key, 0, t, base, words);
    t[base + words] = value;
    LONGS.setRelease(t, base + words + 1, tree);
  }

  /**
   * Doubles {@code s} (its lock held, the new array's bytes over the old one's reserved): a new
   * array, published whole; the old one is garbage once no reader is in it.
   */
  private void grow(Segment s) {
    Slots old = s.slots;
    Slots sl = new Slots((old.mask + 1) * 2, stride);
    long[] key = new long[words];
    for (int base = 0; base < old.t.length; base += stride) {
      if (old.t[base + words + 1] != 0) {
        System.arraycopy(old.t, base, key, 0, words);
        put(sl, hash(key, words), key, old.t[base + words], old.t[base + words + 1]);
      }
    }
    s.slots = sl; // volatile: readers see the new array whole
    s.threshold = (sl.mask + 1) / 2;
  }

  private static long hash(long[] key, int words) {
    return MemoTable.hash(key, words);
  }

  /** One thread's view: its counters and its last hit. */
  private final class View extends MemoTable {
    private long[] foundIn; // the array of the last hit
    private int found; // the slot of the last hit in it
    private BigInteger[] foundBig; // the big counts of its segment

    @Override
    boolean find(long[] key) {
      lookups++;
      final int words = SharedMemoCache.this.words;
      final int stride = SharedMemoCache.this.stride;
      long h = hash(key, words);
      Segment s = segment(h);
      Slots sl = s.slots;
      final long[] t = sl.t;
      final int mask = sl.mask;
      int slot = (int) h & mask;
      for (;;) {
        int base = slot * stride;
        if ((long) LONGS.getAcquire(t, base + words + 1) == 0) {
          return false;
        }
        if (holds(t, base, key, words)) {
          hits++;
          foundIn = t;
          found = base;
          if (t[base + words] < 0) {
            foundBig = s.big; // volatile: holds every big count named by a published slot
          }
          return true;
        }
        slot = (slot + 1) & mask;
      }
    }

    @Override
    long count() {
      return foundIn[found + words];
    }

    @Override
    BigInteger bigCount() {
      long c = foundIn[found + words];
      return c >= 0 ? BigInteger.valueOf(c) : foundBig[(int) (-c - 1)];
    }

    @Override
    long tree() {
      return foundIn[found + words + 1];
    }

    @Override
    void store(long[] key, long count, BigInteger bigCount, long tree) {
      SharedMemoCache.this.store(hash(key, words), key, count, bigCount, tree);
    }

    @Override
    boolean isFull() {
      for (Segment s : segments) {
        if (!s.full) {
          return false;
        }
      }
      return true;
    }

    @Override
    long entries() {
      return SharedMemoCache.this.entries();
    }

    @Override
    long bytes() {
      return SharedMemoCache.this.bytes();
    }
  }
}
