package dev.exactcover.dlx.pieces;

import dev.exactcover.dlx.Limits;
import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import dev.exactcover.dlx.Status;
import dev.exactcover.dlx.Strategy;
import dev.exactcover.dlx.internal.Checks;
import dev.exactcover.dlx.internal.JobKey;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.BiConsumer;

/**
 * A resumable count: a text file holding the subproblems of one problem and, as each finishes,
 * its count. Stopping a run (a limit, Ctrl-C, a crash, a power cut) loses at most the subproblems
 * that were being searched; {@link #open} on the same file resumes with the unfinished ones, and
 * no finished count is lost or counted twice.
 *
 * <pre>{@code
 * Job job = Job.open(Path.of("pentomino.job"), SearchTree.of(problem.newSolver()), 1000);
 * SearchResult r = job.run(2, Limits.none());   // the total, once every subproblem is done
 * }</pre>
 *
 * <p>The file, UTF-8 lines:
 * <pre>
 * dlx-job 4
 * problem sha256:&lt;hex&gt;        the {@linkplain SearchTree#fingerprint() tree's fingerprint}
 * split &lt;minCount&gt; &lt;count&gt;     as asked of {@link SearchTree#split}, and as got
 * &lt;number&gt;:&lt;branches&gt;          one line per subproblem, in order (see {@link Subproblem})
 * end mac:&lt;hex&gt;                  the HMAC-SHA256 of every byte above this line
 * done &lt;subproblem&gt; &lt;solutions&gt; &lt;nodes&gt; &lt;updates&gt;
 * ...                             a batch of counts, appended as they finish,
 * batch &lt;lines&gt; mac:&lt;hex&gt;        closed by the HMAC-SHA256 of the end line's MAC, a
 *                                 newline, the batch's done lines (each with its newline)
 *                                 and this line up to its last space
 * </pre>
 * One MAC per batch, not per count: a job of thousands of small subproblems would otherwise
 * spend a good part of its time computing them. Done lines after the last batch line (a batch
 * cut short by a crash) are not trusted and are dropped, as a torn line is. A file of version 3
 * (one MAC on each done line, {@code done ... mac:<hex>}) is as trustworthy and is resumed in its
 * own format, so that the version that wrote it can still finish it.
 * The MACs are made under the user's job key, a file of random bytes that only the user may
 * read ({@code $EXACTCOVER_JOB_KEY_FILE}, else {@code $XDG_CONFIG_HOME/exactcover/job.key}, else
 * {@code ~/.config/exactcover/job.key}; made on first use): a changed digit in a count or in a
 * subproblem's branches, a line copied from another job, or a file written by anyone without the
 * key is refused by {@link #open}, naming the line, instead of giving a wrong total. A file of
 * an older version (1, without checks, or 2, with CRC-32s that anyone can recompute) is refused:
 * it cannot be told from a forgery. A job file must be the user's own regular file, not a
 * symbolic link, and not writable by others: one left by another user in a shared folder, or a
 * link planted there, is refused before it is read or written.
 * The file is made, locked and only then read, so that of two processes opening it at once one
 * runs and the other is refused; the head is written under the lock with one write, and a head
 * cut short (a power cut while it was written) is refused as such. The {@code done} lines are
 * appended in batches, each batch with one write forced to the disk and one MAC, at most 200 ms
 * apart and when a run ends (a run of many small subproblems is not held up by the disk or the
 * MACs); a crash loses at most the counts of the last batch, which the next run counts again, and
 * can leave only that batch cut short, which {@link #open} drops. The subproblems are read from the
 * file, never split again, so a job can be
 * finished by another version of this library. While a job is open its file is locked, so two
 * processes cannot run the same job.
 *
 * <p>A job is for one thread at a time; {@link #run} itself uses as many as it is told.
 */
public final class Job implements AutoCloseable {
  private static final String MAGIC = "dlx-job 4";
  /** The version before, one MAC per done line: still trusted, and resumed in its format. */
  private static final String MAGIC_3 = "dlx-job 3";
  private static final String BATCH = "batch ";
  private static final String MAC = " mac:";
  /** The longest line of a job file (a subproblem's branches, a count). */
  private static final int MAX_LINE = 1 << 20;

  private final Path file;
  private final SearchTree tree;
  private final int minCount;
  private final List<Subproblem> subproblems;
  private final SearchResult[] finished; // by number; null: not finished
  private final FileChannel channel;
  private final FileLock lock;
  private final JobKey.Hmac mac; // under the user's job key; used under this's lock
  private final String headMac; // the end line's MAC, to which every done line's is bound
  private final boolean perLine; // version 3: a MAC on each done line instead of each batch
  private boolean created; // this open made the file's head (it was missing or empty)
  private int finishedCount;
  /** How long counts may wait to be written: the job file is written a few times a second. */
  static final long BATCH_MILLIS = 200;
  private final StringBuilder batch = new StringBuilder(); // done lines not yet on the disk
  private int batchLines; // how many
  private long lastWrite = System.nanoTime();
  private int writtenCount; // the finished subproblems whose lines are on the disk
  private volatile SearchResult recorded = SearchResult.none(Strategy.DANCING_LINKS); // the sum so far

  private Job(Path file, SearchTree tree, int minCount, List<Subproblem> subproblems,
      FileChannel channel, FileLock lock, JobKey.Hmac mac, String headMac, boolean perLine) {
    this.perLine = perLine;
    this.mac = mac;
    this.headMac = headMac;
    this.file = file;
    this.tree = tree;
    this.minCount = minCount;
    this.subproblems = List.copyOf(subproblems);
    this.finished = new SearchResult[subproblems.size()];
    this.channel = channel;
    this.lock = lock;
  }

  /**
   * Resumes the job in {@code file}, or, if there is no such file, creates one that splits the
   * tree into at least {@code minCount} subproblems.
   *
   * @param file the job file
   * @param tree the search tree of the problem counted
   * @param minCount the least number of subproblems to split a new job into
   * @return the job, open (its file locked) until {@link #close}
   * @throws IllegalArgumentException if the file is a job for another problem, is not a job
   *     file, is of an older version, a line fails its MAC (the message says which line is
   *     wrong), or the file is a symbolic link, another user's, or writable by others
   * @throws IllegalStateException if another process (or another {@code Job}) has the file
   *     open, or the user's job key cannot be used (the message says why)
   * @throws IOException if the file cannot be read or written
   */
  public static Job open(Path file, SearchTree tree, int minCount) throws IOException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(tree, "tree");
    Checks.positive(minCount, "subproblem count");
    String fingerprint = tree.fingerprint();
    JobFiles.check(file); // before anything is made or written through a planted link
    JobKey.Hmac mac = JobKey.load().newMac();
    // Opened (made if missing), locked, and only then looked at: of two processes starting at
    // once, one holds the lock and the other is refused; the file is never replaced. Never
    // through a symbolic link, even one planted since the check.
    FileChannel channel = JobFiles.open(file);
    try {
      JobFiles.checkOpened(file);
      FileLock lock;
      try {
        lock = channel.tryLock();
      } catch (OverlappingFileLockException e) {
        lock = null;
      }
      if (lock == null) {
        throw new IllegalStateException(file + " is in use by another job run");
      }
      boolean made = channel.size() == 0;
      if (made) { // new (or empty): the head, written under the lock
        create(channel, tree, minCount, fingerprint, mac);
      }
      Job job = load(file, tree, fingerprint, channel, lock, mac);
      job.created = made;
      channel = null; // the job owns it now
      return job;
    } finally {
      if (channel != null) {
        channel.close();
      }
    }
  }

  private static void create(FileChannel out, SearchTree tree, int minCount,
      String fingerprint, JobKey.Hmac mac) throws IOException {
    List<Subproblem> list = tree.split(minCount);
    StringBuilder s = new StringBuilder();
    s.append(MAGIC).append('\n');
    s.append("problem ").append(fingerprint).append('\n');
    s.append("split ").append(minCount).append(' ').append(list.size()).append('\n');
    for (Subproblem p : list) {
      s.append(p).append('\n');
    }
    String sum = JobKey.mac(mac, s); // of everything above the end line
    s.append("end").append(MAC).append(sum).append('\n');
    ByteBuffer b = ByteBuffer.wrap(s.toString().getBytes(StandardCharsets.UTF_8));
    while (b.hasRemaining()) {
      out.write(b, b.position());
    }
    out.force(true);
  }

  private static Job load(Path file, SearchTree tree, String fingerprint, FileChannel channel,
      FileLock lock, JobKey.Hmac mac) throws IOException {
    // Read through the locked channel: closing another channel on the file could drop the lock.
    long size = channel.size();
    bad(size < Integer.MAX_VALUE && size < Runtime.getRuntime().maxMemory() / 3, file, 1,
        "too large for a job file (" + (size >> 20) + " MB, and this JVM holds "
        + (Runtime.getRuntime().maxMemory() >> 20) + " MB)");
    ByteBuffer buffer = ByteBuffer.allocate((int) size);
    while (buffer.hasRemaining() && channel.read(buffer, buffer.position()) >= 0) {
      // read on
    }
    byte[] bytes = buffer.array();
    for (int i = 0, line = 1, start = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        line++;
        start = i + 1;
      } else if (i - start >= MAX_LINE) {
        throw bad(file, line, "longer than " + (MAX_LINE >> 20) + " MiB: not a job file line");
      }
    }
    String text = new String(bytes, StandardCharsets.UTF_8);
    int complete = text.lastIndexOf('\n') + 1; // what follows is a torn line: dropped
    String[] lines = text.substring(0, complete).split("\n", -1);
    int n = lines.length - 1; // the last is empty
    bad(n > 0 && !lines[0].matches("dlx-job [12]"), file, 1, "a job file of an older version ('"
        + (n > 0 ? lines[0] : "") + "'), whose checks anyone can recompute, so that it cannot "
        + "be told from a forgery: not trusted (delete it to count again, or finish it with the "
        + "version that wrote it)");
    bad(n >= 4 && (lines[0].equals(MAGIC) || lines[0].equals(MAGIC_3)), file, 1,
        "not a job file (no '" + MAGIC + "' line)");
    bad(lines[1].startsWith("problem "), file, 2, "expected 'problem <fingerprint>'");
    String theirs = lines[1].substring("problem ".length());
    String[] split = lines[2].split(" ");
    bad(split.length == 3 && split[0].equals("split"), file, 3,
        "expected 'split <min count> <count>'");
    int minCount;
    int count;
    try {
      minCount = Integer.parseInt(split[1]);
      count = Integer.parseInt(split[2]);
    } catch (NumberFormatException e) {
      throw bad(file, 3, "expected 'split <min count> <count>'");
    }
    bad(count >= 0, file, 3, "expected 'split <min count> <count>'");
    bad(n >= 4 + count, file, n + 1, "the file ends after line " + n + ", before its "
        + count + " subproblems and the 'end' line (cut short: delete it to count again)");
    bad(lines[3 + count].startsWith("end" + MAC), file, 4 + count,
        "expected 'end mac:<hex>' after " + count + " subproblems");
    // The head and the subproblem list, as written.
    StringBuilder head = new StringBuilder();
    for (int i = 0; i < 3 + count; i++) {
      head.append(lines[i]).append('\n');
    }
    String headMac = JobKey.mac(mac, head);
    bad(lines[3 + count].equals("end" + MAC + headMac), file, 4 + count,
        "MAC mismatch: the lines above were changed after they were written, or written "
        + "without this user's job key (" + JobKey.defaultFile() + "): the job cannot be "
        + "trusted (delete it to count again)");
    if (!theirs.equals(fingerprint)) {
      throw new IllegalArgumentException(file + " is a job for another problem (fingerprint "
          + theirs + ", this problem's is " + fingerprint + ")");
    }
    List<Subproblem> list = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Subproblem s = parse(file, 4 + i, lines[3 + i]);
      bad(s.number() == i, file, 4 + i, "expected subproblem number " + i);
      list.add(s);
    }
    Job job = new Job(file, tree, minCount, list, channel, lock, mac, headMac,
        lines[0].equals(MAGIC_3));
    int kept = 4 + count; // the lines trusted so far
    int batchStart = kept; // the first done line of the batch being read
    for (int i = 4 + count; i < n; i++) {
      String line = lines[i];
      if (line.startsWith(BATCH)) {
        job.readBatch(i + 1, batchStart + 1, line, Arrays.copyOfRange(lines, batchStart, i));
        kept = batchStart = i + 1;
      } else if (line.contains(MAC)) {
        bad(batchStart == i, file, i + 1, "a done line with a MAC of its own inside a batch");
        job.readDone(i + 1, line);
        kept = batchStart = i + 1;
      }
    }
    if (kept < n || complete < bytes.length) { // a batch cut short, or a torn line: dropped
      int chars = 0;
      for (int i = 0; i < kept; i++) {
        chars += lines[i].length() + 1;
      }
      channel.truncate(text.substring(0, chars).getBytes(StandardCharsets.UTF_8).length);
      channel.force(true);
    }
    channel.position(channel.size());
    return job;
  }

  /** A version 3 done line, with its own MAC. */
  private void readDone(int lineNumber, String line) {
    int at = line.lastIndexOf(MAC);
    bad(at > 0 && line.substring(at + MAC.length()).equals(doneMac(line.substring(0, at))),
        file, lineNumber, "MAC mismatch: the line was changed after it was written, copied "
        + "from another job, or written without this user's job key: the job cannot be "
        + "trusted (delete it to count again)");
    readCount(lineNumber, line.substring(0, at));
  }

  /** A batch line closing {@code done}, the lines from {@code first}: checked, then read. */
  private void readBatch(int lineNumber, int first, String line, String[] done) {
    int at = line.lastIndexOf(MAC);
    StringBuilder text = new StringBuilder();
    for (String d : done) {
      text.append(d).append('\n');
    }
    String where = done.length == 0 ? "" : " (lines " + first + " to " + (lineNumber - 1) + ")";
    bad(at > 0 && line.substring(0, at).equals(BATCH + done.length)
        && line.substring(at + MAC.length()).equals(batchMac(text, line.substring(0, at))),
        file, lineNumber, "MAC mismatch: the batch of counts" + where + " was changed after it "
        + "was written, copied from another job, or written without this user's job key: the "
        + "job cannot be trusted (delete it to count again)");
    for (int k = 0; k < done.length; k++) {
      readCount(first + k, done[k]);
    }
  }

  /** A done line without its MAC, checked already. */
  private void readCount(int lineNumber, String line) {
    String[] f = line.split(" ");
    bad(f.length == 5 && f[0].equals("done"), file, lineNumber,
        "expected 'done <subproblem> <solutions> <nodes> <updates>'");
    Subproblem s = parse(file, lineNumber, f[1]);
    bad(s.number() < subproblems.size() && subproblems.get(s.number()).equals(s), file,
        lineNumber, "no such subproblem in this job: " + s);
    long[] v = new long[3];
    BigInteger count; // exact: a memoized count can exceed a long
    try {
      count = f[2].matches("[0-9]+") ? new BigInteger(f[2]) : null;
    } catch (NumberFormatException e) {
      count = null;
    }
    bad(count != null, file, lineNumber, "not a count: '" + f[2] + "'");
    for (int k = 1; k < 3; k++) {
      try {
        v[k] = Long.parseLong(f[2 + k]);
      } catch (NumberFormatException e) {
        throw bad(file, lineNumber, "not a count: '" + f[2 + k] + "'");
      }
      bad(v[k] >= 0, file, lineNumber, "negative count: " + v[k]);
    }
    SearchResult before = finished[s.number()];
    if (before != null) { // the same subproblem twice: keep one, if they agree
      bad(before.solutionCount().equals(count), file, lineNumber,
          "a second, different count for " + s);
      return;
    }
    try {
      record(s, SearchResult.of(Status.EXHAUSTED, count, v[1], v[2], new long[1],
          Duration.ZERO, new long[Reduction.values().length], MemoStatistics.NONE,
          Strategy.DANCING_LINKS));
    } catch (ArithmeticException e) {
      throw bad(file, lineNumber, "the total of the counts is too large for a 64-bit count");
    }
  }

  /** The MAC of a done line (up to its last space), bound to this job's head. */
  private synchronized String doneMac(String line) {
    return JobKey.mac(mac, headMac + "\n" + line);
  }

  /** The MAC of a batch of done lines and its batch line (up to its last space). */
  private synchronized String batchMac(CharSequence done, String batchLine) {
    return JobKey.mac(mac, headMac + "\n" + done + batchLine);
  }

  private void record(Subproblem s, SearchResult r) {
    finished[s.number()] = r;
    finishedCount++;
    recorded = recorded.plus(r);
  }

  private static Subproblem parse(Path file, int lineNumber, String text) {
    try {
      return Subproblem.parse(text);
    } catch (IllegalArgumentException e) {
      throw bad(file, lineNumber, e.getMessage());
    }
  }

  private static void bad(boolean ok, Path file, int lineNumber, String message) {
    if (!ok) {
      throw bad(file, lineNumber, message);
    }
  }

  private static IllegalArgumentException bad(Path file, int lineNumber, String message) {
    return new IllegalArgumentException(file + ", line " + lineNumber + ": " + message);
  }

  /**
   * Counts the unfinished subproblems on {@code threads} threads, appending each count to the file
   * as it finishes (in batches, at most 200 ms apart, and all of them before
   * this method returns), and calls {@code onFinished} (if not null) after each one is recorded. Only
   * time and cancel limits apply. Returns the total over every finished subproblem, this run's
   * and earlier ones': {@link Status#EXHAUSTED} when they all are, so that the count is exact;
   * otherwise the reason this run stopped, with the sum of those finished so far (the partial
   * counts of subproblems cut short are left out). The elapsed time is this run's.
   *
   * @param threads how many threads search
   * @param limits the time and cancel limits of this run
   * @param onFinished told of each subproblem once its count is recorded; may be null
   * @return the total over every finished subproblem, with the status of the run
   * @throws IOException if a count cannot be written (the run stops)
   */
  public SearchResult run(int threads, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished) throws IOException {
    return run(SubproblemCounter.local(tree, threads), limits, onFinished);
  }

  /**
   * Counts the unfinished subproblems with {@code counter} (the threads of this machine, or a
   * cluster), as {@link #run(int, Limits, BiConsumer)} does: each count is recorded before
   * {@code onFinished} hears of it, on the disk when this method returns, and a stopped run
   * resumes with whatever counter comes next.
   *
   * @param counter what counts the subproblems: this machine's threads, or a cluster
   * @param limits the time and cancel limits of this run
   * @param onFinished told of each subproblem once its count is recorded; may be null
   * @return the total over every finished subproblem, with the status of the run
   * @throws IOException if a count cannot be written (the run stops)
   */
  public SearchResult run(SubproblemCounter counter, Limits limits,
      BiConsumer<Subproblem, SearchResult> onFinished) throws IOException {
    Objects.requireNonNull(counter, "counter");
    long start = System.nanoTime();
    List<Subproblem> todo = new ArrayList<>();
    for (Subproblem s : subproblems) {
      if (finished[s.number()] == null) {
        todo.add(s);
      }
    }
    synchronized (this) { // an earlier run wrote every count it recorded
      writtenCount = finishedCount;
    }
    SearchResult r;
    try {
      r = counter.count(todo, limits, (s, result) -> {
        try {
          append("done " + s + " " + result.solutionCount() + " " + result.nodes() + " "
              + result.updates());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
        record(s, result);
        if (onFinished != null) {
          onFinished.accept(s, result);
        }
      });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    } finally {
      flush();
    }
    Status status = isComplete() ? Status.EXHAUSTED
        : r.status() == Status.EXHAUSTED ? Status.CANCELLED : r.status();
    return SearchResult.of(status, recorded.solutionCount(), recorded.nodes(),
        recorded.updates(), r.profile(),
        Duration.ofNanos(System.nanoTime() - start), r.removals(), r.memo(),
        r.memo().equals(MemoStatistics.NONE) ? Strategy.DANCING_LINKS : Strategy.MEMOIZED);
  }

  /**
   * {@link #run(int, Limits, BiConsumer)} without a listener.
   *
   * @param threads how many threads search
   * @param limits the time and cancel limits of this run
   * @return the total over every finished subproblem, with the status of the run
   * @throws IOException if a count cannot be written (the run stops)
   */
  public SearchResult run(int threads, Limits limits) throws IOException {
    return run(threads, limits, null);
  }

  /**
   * Adds a done line (without its newline) to the batch, and writes the batch when it is due;
   * in a version 3 file each line gets its own MAC.
   */
  private synchronized void append(String line) throws IOException {
    batch.append(line);
    if (perLine) {
      batch.append(MAC).append(doneMac(line));
    }
    batch.append('\n');
    batchLines++;
    if (System.nanoTime() - lastWrite >= BATCH_MILLIS * 1_000_000) {
      flush();
    }
  }

  /**
   * Writes the counts recorded and not yet written to the disk now (one write, forced), as a
   * run does a few times a second and when it ends; for a program that is being stopped.
   *
   * @throws IOException if the counts cannot be written
   */
  public synchronized void flush() throws IOException {
    lastWrite = System.nanoTime();
    if (batch.length() == 0 || !channel.isOpen()) {
      return;
    }
    int lines = batchLines;
    if (!perLine) {
      String close = BATCH + lines;
      String sum = batchMac(batch, close); // of the done lines and this line's start
      batch.append(close).append(MAC).append(sum).append('\n');
    }
    ByteBuffer b = ByteBuffer.wrap(batch.toString().getBytes(StandardCharsets.UTF_8));
    batch.setLength(0);
    batchLines = 0;
    long before = channel.position();
    try {
      while (b.hasRemaining()) {
        channel.write(b);
      }
      channel.force(false);
    } catch (IOException e) { // a full disk: the file keeps what it had, and says so
      try {
        channel.truncate(before);
        channel.position(before);
        channel.force(false);
      } catch (IOException | RuntimeException ignored) {
        // a torn last line, if any, is dropped by the next open
      }
      throw e;
    }
    writtenCount += lines;
  }

  /**
   * How many finished subproblems have their counts on the disk: what a run that stops now
   * keeps.
   *
   * @return how many finished subproblems have their counts on the disk
   */
  public synchronized int writtenCount() {
    return writtenCount;
  }

  /**
   * The job file.
   *
   * @return the job file
   */
  public Path file() {
    return file;
  }

  /**
   * The minimum subproblem count the job was created with.
   *
   * @return the minimum subproblem count the job was created with
   */
  public int minCount() {
    return minCount;
  }

  /**
   * Every subproblem of the job, in order.
   *
   * @return every subproblem of the job, in order
   */
  public List<Subproblem> subproblems() {
    return subproblems;
  }

  /**
   * Whether this open created the job: its file was missing or empty, and the head was written
   * under this open's lock (so that of two runs starting at once, only the one that made the job
   * says so).
   *
   * @return whether this open created the job
   */
  public boolean created() {
    return created;
  }

  /**
   * How many subproblems are finished.
   *
   * @return how many subproblems are finished
   */
  public int finishedCount() {
    return finishedCount;
  }

  /**
   * Whether every subproblem is finished, so that {@link #solutions()} is the exact total.
   *
   * @return whether every subproblem is finished
   */
  public boolean isComplete() {
    return finishedCount == subproblems.size();
  }

  /**
   * The solutions of the finished subproblems.
   *
   * @return the solutions of the finished subproblems
   * @throws ArithmeticException if they exceed {@code Long.MAX_VALUE} (see {@link
   *     #solutionCount()})
   */
  public long solutions() {
    return recorded.solutionCount().longValueExact();
  }

  /**
   * The solutions of the finished subproblems, exactly.
   *
   * @return the solutions of the finished subproblems
   */
  public BigInteger solutionCount() {
    return recorded.solutionCount();
  }

  /**
   * The nodes of the finished subproblems' searches.
   *
   * @return the nodes of the finished subproblems' searches
   */
  public long nodes() {
    return recorded.nodes();
  }

  /**
   * Releases the file.
   *
   * @throws IOException if closing the file fails
   */
  @Override
  public void close() throws IOException {
    try {
      if (lock.isValid()) {
        lock.release();
      }
    } finally {
      channel.close();
    }
  }
}
