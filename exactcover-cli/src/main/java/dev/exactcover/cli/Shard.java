package dev.exactcover.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The value of {@code --shard I/N}: shard {@code index} of {@code of}.
 *
 * @param index which shard, 0 to {@code of - 1}
 * @param of how many shards
 */
public record Shard(int index, int of) {
  private static final Pattern FORM = Pattern.compile("(\\d{1,9})/(\\d{1,9})");

  /**
   * Reads {@code I/N}.
   *
   * @throws IllegalArgumentException saying what the option must look like
   */
  public static Shard parse(String text) {
    Matcher m = FORM.matcher(text);
    if (m.matches()) {
      int index = Integer.parseInt(m.group(1));
      int of = Integer.parseInt(m.group(2));
      if (of >= 1 && index < of) {
        return new Shard(index, of);
      }
    }
    throw new IllegalArgumentException("--shard must be I/N with 0 <= I < N, such as 0/4, not '"
        + text + "'");
  }
}
