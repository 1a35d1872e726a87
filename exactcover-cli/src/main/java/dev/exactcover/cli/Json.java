package dev.exactcover.cli;

import dev.exactcover.dlx.internal.json.JsonString;
import dev.exactcover.dlx.SearchResult;
import java.util.Locale;

/**
 * A one-line JSON object writer: enough for JSON Lines output, no dependency. Its strings are
 * written by the project's one JSON string writer ({@code JsonString} in the engine).
 */
public final class Json {
  private final StringBuilder s = new StringBuilder("{");

  public Json put(String key, String value) {
    if (value != null) {
      key(key);
      quote(value);
    }
    return this;
  }

  public Json put(String key, long value) {
    key(key);
    s.append(value);
    return this;
  }

  public Json put(String key, java.math.BigInteger value) {
    key(key);
    s.append(value);
    return this;
  }

  public Json put(String key, Long value) {
    return value == null ? this : put(key, value.longValue());
  }

  public Json put(String key, boolean value) {
    key(key);
    s.append(value);
    return this;
  }

  public Json put(String key, double value) {
    key(key);
    s.append(value);
    return this;
  }

  /** An object or array already written as JSON ({@link Json#toString()}, or {@code [..]}). */
  public Json raw(String key, String json) {
    key(key);
    s.append(json);
    return this;
  }

  /**
   * A search's outcome: {@code solutions} (named {@code solutions_at_least} when a limit stopped
   * the search: a lower bound), {@code nodes}, {@code updates}, {@code conflicts} (clause
   * learning's; 0 under every other strategy), {@code status} and {@code seconds}, in that order
   * (the one writer of a {@link SearchResult}).
   */
  public Json put(SearchResult r) {
    put(r.isComplete() ? "solutions" : "solutions_at_least", r.solutionCount())
        .put("nodes", r.nodes()).put("updates", r.updates()).put("conflicts", r.conflicts())
        .put("status", r.status().name().toLowerCase(Locale.ROOT))
        .put("seconds", r.elapsed().toNanos() / 1e9).putRemovals(r);
    if (!r.memo().equals(dev.exactcover.dlx.MemoStatistics.NONE)) { // a memoized count
      put("memo_entries", r.memo().entries()).put("memo_hits", r.memo().hits())
          .put("memo_bytes", r.memo().bytes());
    }
    return this;
  }

  /** The options each reduction removed, for those that removed any. */
  private Json putRemovals(SearchResult r) {
    for (dev.exactcover.dlx.Reduction rule : dev.exactcover.dlx.Reduction.values()) {
      if (r.removed(rule) > 0) {
        put("removed_by_" + rule.name().toLowerCase(Locale.ROOT), r.removed(rule));
      }
    }
    return this;
  }

  /** A value already written as JSON (an array). */
  public Json raw(String key, CharSequence json) {
    key(key);
    s.append(json);
    return this;
  }

  /** {@code v} as a JSON string, quotes and escapes included. */
  public static String quoted(String v) {
    Json j = new Json();
    j.s.setLength(0);
    j.quote(v);
    return j.s.toString();
  }

  private void key(String key) {
    if (s.length() > 1) {
      s.append(',');
    }
    quote(key);
    s.append(':');
  }

  private void quote(String v) {
    JsonString.append(s, v);
  }

  @Override
  public String toString() {
    return s + "}";
  }
}
