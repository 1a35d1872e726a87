package dev.exactcover.dlx.internal.json;

import dev.exactcover.dlx.MemoStatistics;
import dev.exactcover.dlx.Reduction;
import dev.exactcover.dlx.SearchResult;
import java.math.BigInteger;
import java.util.Locale;

/**
 * A JSON object on one line, written the one way every command and library module writes one:
 * keys in the order they are put, no spaces, strings by {@link JsonString}; enough for JSON Lines
 * output, with no dependency. Arrays and nested objects go in as values already written
 * ({@link #raw(String, CharSequence)}).
 */
public final class Json {
  private final StringBuilder s = new StringBuilder("{");

  /** An empty object, to be filled by the {@code put} methods. */
  public Json() {
  }

  /**
   * Puts a string, unless it is null.
   *
   * @param key the key
   * @param value the value, or null for no entry
   * @return this object
   */
  public Json put(String key, String value) {
    if (value != null) {
      key(key);
      quote(value);
    }
    return this;
  }

  /**
   * Puts a whole number.
   *
   * @param key the key
   * @param value the value
   * @return this object
   */
  public Json put(String key, long value) {
    key(key);
    s.append(value);
    return this;
  }

  /**
   * Puts a whole number of any size, exactly.
   *
   * @param key the key
   * @param value the value
   * @return this object
   */
  public Json put(String key, BigInteger value) {
    key(key);
    s.append(value);
    return this;
  }

  /**
   * Puts a whole number, unless it is null.
   *
   * @param key the key
   * @param value the value, or null for no entry
   * @return this object
   */
  public Json put(String key, Long value) {
    return value == null ? this : put(key, value.longValue());
  }

  /**
   * Puts {@code true} or {@code false}.
   *
   * @param key the key
   * @param value the value
   * @return this object
   */
  public Json put(String key, boolean value) {
    key(key);
    s.append(value);
    return this;
  }

  /**
   * Puts a number, as {@link Double#toString(double)} writes it.
   *
   * @param key the key
   * @param value the value
   * @return this object
   */
  public Json put(String key, double value) {
    key(key);
    s.append(value);
    return this;
  }

  /**
   * Puts an object or array already written as JSON ({@link Json#toString()}, or {@code [..]}).
   *
   * @param key the key
   * @param json the value, as JSON
   * @return this object
   */
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
   *
   * @param r the outcome
   * @return this object
   */
  public Json put(SearchResult r) {
    put(r.isComplete() ? "solutions" : "solutions_at_least", r.solutionCount())
        .put("nodes", r.nodes()).put("updates", r.updates()).put("conflicts", r.conflicts())
        .put("status", r.status().name().toLowerCase(Locale.ROOT))
        .put("seconds", r.elapsed().toNanos() / 1e9).putRemovals(r);
    if (!r.memo().equals(MemoStatistics.NONE)) { // a memoized count
      put("memo_entries", r.memo().entries()).put("memo_hits", r.memo().hits())
          .put("memo_bytes", r.memo().bytes());
    }
    return this;
  }

  /** The options each reduction removed, for those that removed any. */
  private Json putRemovals(SearchResult r) {
    for (Reduction rule : Reduction.values()) {
      if (r.removed(rule) > 0) {
        put("removed_by_" + rule.name().toLowerCase(Locale.ROOT), r.removed(rule));
      }
    }
    return this;
  }

  /**
   * Puts a value already written as JSON (an array).
   *
   * @param key the key
   * @param json the value, as JSON
   * @return this object
   */
  public Json raw(String key, CharSequence json) {
    key(key);
    s.append(json);
    return this;
  }

  /**
   * {@code v} as a JSON string, quotes and escapes included ({@link JsonString#quoted}).
   *
   * @param v the text
   * @return the quoted, escaped text
   */
  public static String quoted(String v) {
    return JsonString.quoted(v);
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

  /** {@return the object as JSON, braces included} */
  @Override
  public String toString() {
    return s + "}";
  }
}
