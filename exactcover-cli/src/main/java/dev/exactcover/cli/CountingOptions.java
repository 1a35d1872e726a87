package dev.exactcover.cli;

import java.nio.file.Path;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * The options of a count in pieces, shared by {@code dlx} and {@code count} (a picocli mixin):
 * {@code --split}, then {@code --shard} or {@code --job}, and {@code --cluster}. What they mean
 * together is {@link CountRunner}'s business.
 */
public final class CountingOptions {
  /** The largest split: ten million subproblems take about a gigabyte. */
  public static final int MAX_SPLIT = 10_000_000;

  /** The split when none is given: enough pieces for a few hundred machines' threads. */
  static final int DEFAULT_SPLIT = 1000;

  @Option(names = "--split", paramLabel = "K",
      description = "split into at least K subproblems (default " + DEFAULT_SPLIT + " with "
          + "--shard, --job and --cluster; every shard must use the same K)")
  Integer split;

  @ArgGroup(exclusive = true)
  Pieces pieces;

  @Mixin ClusterOptions cluster;

  /** {@code --shard} or {@code --job}, not both. */
  public static final class Pieces {
    @Option(names = "--shard", paramLabel = "I/N",
        description = "count only shard I of N (0 <= I < N) of the subproblems, for N machines")
    String shard;

    @Option(names = "--job", paramLabel = "JOBFILE",
        description = "count through a job file: create it, or resume it after a stop")
    Path job;
  }

  /** {@code --shard}, or null. */
  public Shard shard() {
    return pieces == null || pieces.shard == null ? null : Shard.parse(pieces.shard);
  }

  /** {@code --job}, or null. */
  public Path job() {
    return pieces == null ? null : pieces.job;
  }

  /** Whether any option asks for a count in pieces. */
  public boolean any() {
    return split != null || pieces != null || cluster.given();
  }

  /** The split asked for, or the default. */
  public int split() {
    return split != null ? split : DEFAULT_SPLIT;
  }

  /**
   * What is wrong with these options, given the command's {@code --threads}, or null. The rules:
   * {@code --split} positive; {@code --shard} well formed and without {@code --cluster};
   * {@code --cluster} without {@code --threads} (the members have their own).
   */
  /** About what a subproblem of a split holds in memory, in bytes, with its share of the list. */
  static final long BYTES_PER_SUBPROBLEM = 200;
  /** Threads per processor for one count: more only wait their turn. */
  static final int THREADS_PER_PROCESSOR = 64;

  /**
   * What is wrong with {@code --threads} for one count on this machine, or null: at most 64 per
   * processor, checked before any thread is made or any work done.
   */
  public static String threadsProblem(int threads) {
    int most = THREADS_PER_PROCESSOR * Runtime.getRuntime().availableProcessors();
    return threads > most ? "--threads is at most " + most + " on this machine ("
        + THREADS_PER_PROCESSOR + " per processor; more only wait their turn), not " + threads
        : null;
  }

  public String problem(int threads) {
    if (split != null && split < 1) {
      return "--split must be at least 1, not " + split;
    }
    if (split != null && split > MAX_SPLIT) { // the list is held, and split before any limit
      return "--split is at most " + MAX_SPLIT + " subproblems (each is held in memory), not "
          + split;
    }
    long memory = Runtime.getRuntime().maxMemory();
    if (split != null && (long) split * BYTES_PER_SUBPROBLEM > memory / 2) {
      return "--split " + split + " holds about " + ((long) split * BYTES_PER_SUBPROBLEM >> 20)
          + " MB of subproblems, more than half of this JVM's " + (memory >> 20) + " MB (give "
          + "java more: JAVA_TOOL_OPTIONS=-Xmx4g, or split less)";
    }
    String many = threadsProblem(threads);
    if (many != null) {
      return many;
    }
    if (pieces != null && pieces.shard != null) {
      try {
        Shard.parse(pieces.shard);
      } catch (IllegalArgumentException e) {
        return e.getMessage();
      }
      if (cluster.given()) {
        return "--shard goes without --cluster";
      }
    }
    if (cluster.given() && threads > 1) {
      return "--threads goes without --cluster (members have their own)";
    }
    return cluster.problem();
  }
}
