package dev.exactcover.sudoku.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small reader of JSON values (RFC 8259), each value with the line and column where it starts,
 * so that a reader of a format built on JSON names the place of whatever it refuses. Limits keep
 * hostile text cheap: at most {@link #MAX_CHARS} characters, {@link #MAX_DEPTH} nested arrays and
 * objects, and {@link #MAX_VALUES} values in all; a key twice in one object is an error. Errors
 * are {@link GridFormatException}s naming the line and column.
 */
final class Json {
  /** The most characters a text may have: 4 MiB. */
  static final int MAX_CHARS = 4 << 20;
  /** The deepest nesting of arrays and objects. */
  static final int MAX_DEPTH = 64;
  /** The most values (strings, numbers, arrays, objects, literals) in one text. */
  static final int MAX_VALUES = 250_000;

  /** A JSON value and where it starts (1-based line and column). */
  sealed interface Value permits Obj, Arr, Str, Num, Bool, Null {
    /** The 1-based line where the value starts. */
    int line();

    /** The 1-based column where the value starts. */
    int column();

    /** What the value is, for messages: "a string", "an array"... */
    String kind();

    /** An error at this value's place. */
    default GridFormatException error(String rule) {
      return new GridFormatException(line(), column(), rule);
    }
  }

  /** An object: its members in the order written. */
  record Obj(Map<String, Value> members, int line, int column) implements Value {
    @Override
    public String kind() {
      return "an object";
    }

    /** The member {@code key}, or null. */
    Value get(String key) {
      return members.get(key);
    }
  }

  /** An array. */
  record Arr(List<Value> items, int line, int column) implements Value {
    @Override
    public String kind() {
      return "an array";
    }
  }

  /** A string, its escapes read. */
  record Str(String text, int line, int column) implements Value {
    @Override
    public String kind() {
      return "a string";
    }
  }

  /** A number as written. */
  record Num(String text, int line, int column) implements Value {
    @Override
    public String kind() {
      return "a number";
    }
  }

  /** {@code true} or {@code false}. */
  record Bool(boolean value, int line, int column) implements Value {
    @Override
    public String kind() {
      return value ? "true" : "false";
    }
  }

  /** {@code null}. */
  record Null(int line, int column) implements Value {
    @Override
    public String kind() {
      return "null";
    }
  }

  private final String s;
  private int i;
  private int line;
  private int lineStart; // the index of the current line's first character
  private int values;

  private Json(String s, int firstLine) {
    this.s = s;
    this.line = firstLine;
  }

  /**
   * The one value of {@code text}, whose first character is on line {@code firstLine}, column 1.
   *
   * @throws GridFormatException if the text is not one JSON value, or breaks a limit
   */
  static Value parse(String text, int firstLine) {
    Json p = new Json(text, firstLine);
    if (text.length() > MAX_CHARS) {
      throw new GridFormatException(firstLine, 0, "the JSON text has more than " + MAX_CHARS
          + " characters");
    }
    p.space();
    Value v = p.value(0);
    p.space();
    if (p.i < text.length()) {
      throw p.error("text after the end of the JSON value");
    }
    return v;
  }

  private GridFormatException error(String rule) {
    return new GridFormatException(line, i - lineStart + 1, rule);
  }

  private void space() {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '\n') {
        line++;
        lineStart = i + 1;
      } else if (c != ' ' && c != '\t' && c != '\r') {
        return;
      }
      i++;
    }
  }

  private Value value(int depth) {
    if (i >= s.length()) {
      throw error("the JSON text ends where a value should be");
    }
    if (++values > MAX_VALUES) {
      throw error("more than " + MAX_VALUES + " JSON values");
    }
    int l = line;
    int c = i - lineStart + 1;
    char ch = s.charAt(i);
    switch (ch) {
      case '{':
        return object(depth + 1, l, c);
      case '[':
        return array(depth + 1, l, c);
      case '"':
        return new Str(string(), l, c);
      case 't':
        literal("true");
        return new Bool(true, l, c);
      case 'f':
        literal("false");
        return new Bool(false, l, c);
      case 'n':
        literal("null");
        return new Null(l, c);
      default:
        if (ch == '-' || ch >= '0' && ch <= '9') {
          return new Num(number(), l, c);
        }
        throw error("'" + Cells.printable(ch) + "' cannot start a JSON value");
    }
  }

  private void literal(String word) {
    if (!s.startsWith(word, i)) {
      throw error("not a JSON value (expected " + word + ")");
    }
    i += word.length();
  }

  private Obj object(int depth, int l, int c) {
    if (depth > MAX_DEPTH) {
      throw error("JSON nested more than " + MAX_DEPTH + " deep");
    }
    i++;
    Map<String, Value> members = new LinkedHashMap<>();
    space();
    if (i < s.length() && s.charAt(i) == '}') {
      i++;
      return new Obj(Collections.unmodifiableMap(members), l, c);
    }
    while (true) {
      space();
      if (i >= s.length() || s.charAt(i) != '"') {
        throw error(i >= s.length() ? "the JSON text ends inside an object"
            : "expected a key in double quotes");
      }
      int keyLine = line;
      int keyColumn = i - lineStart + 1;
      String key = string();
      space();
      if (i >= s.length() || s.charAt(i) != ':') {
        throw error("expected ':' after the key \"" + clip(key) + "\"");
      }
      i++;
      space();
      Value v = value(depth);
      if (members.put(key, v) != null) {
        throw new GridFormatException(keyLine, keyColumn, "the key \"" + clip(key)
            + "\" appears twice in one object");
      }
      space();
      if (i < s.length() && s.charAt(i) == ',') {
        i++;
        continue;
      }
      if (i < s.length() && s.charAt(i) == '}') {
        i++;
        return new Obj(Collections.unmodifiableMap(members), l, c);
      }
      throw error(i >= s.length() ? "the JSON text ends inside an object"
          : "expected ',' or '}' in an object");
    }
  }

  private Arr array(int depth, int l, int c) {
    if (depth > MAX_DEPTH) {
      throw error("JSON nested more than " + MAX_DEPTH + " deep");
    }
    i++;
    List<Value> items = new ArrayList<>();
    space();
    if (i < s.length() && s.charAt(i) == ']') {
      i++;
      return new Arr(Collections.unmodifiableList(items), l, c);
    }
    while (true) {
      space();
      items.add(value(depth));
      space();
      if (i < s.length() && s.charAt(i) == ',') {
        i++;
        continue;
      }
      if (i < s.length() && s.charAt(i) == ']') {
        i++;
        return new Arr(Collections.unmodifiableList(items), l, c);
      }
      throw error(i >= s.length() ? "the JSON text ends inside an array"
          : "expected ',' or ']' in an array");
    }
  }

  private String string() {
    i++; // the opening quote
    StringBuilder out = new StringBuilder();
    while (true) {
      if (i >= s.length()) {
        throw error("the JSON text ends inside a string");
      }
      char ch = s.charAt(i);
      if (ch == '"') {
        i++;
        return out.toString();
      }
      if (ch < ' ') {
        throw error("a control character (" + Cells.printable(ch) + ") inside a JSON string");
      }
      if (ch != '\\') {
        out.append(ch);
        i++;
        continue;
      }
      if (i + 1 >= s.length()) {
        throw error("the JSON text ends inside a string");
      }
      char e = s.charAt(i + 1);
      switch (e) {
        case '"', '\\', '/' -> out.append(e);
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case 'u' -> {
          int v = 0;
          for (int k = i + 2; k < i + 6; k++) {
            int d = k < s.length() ? Character.digit(s.charAt(k), 16) : -1;
            if (d < 0) {
              throw error("\\u must be followed by four hex digits");
            }
            v = v * 16 + d;
          }
          out.append((char) v);
          i += 4;
        }
        default -> throw error("'\\" + Cells.printable(e) + "' is not a JSON escape");
      }
      i += 2;
    }
  }

  private String number() {
    int start = i;
    if (s.charAt(i) == '-') {
      i++;
    }
    int digits = i;
    while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
      i++;
    }
    if (i == digits || s.charAt(digits) == '0' && i - digits > 1) {
      i = start;
      throw error("not a JSON number");
    }
    if (i < s.length() && s.charAt(i) == '.') {
      i++;
      int f = i;
      while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
        i++;
      }
      if (i == f) {
        throw error("not a JSON number (no digit after the point)");
      }
    }
    if (i < s.length() && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
      i++;
      if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
        i++;
      }
      int f = i;
      while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
        i++;
      }
      if (i == f) {
        throw error("not a JSON number (no digit in the exponent)");
      }
    }
    return s.substring(start, i);
  }

  /** {@code text}, cut to 40 characters for a message. */
  static String clip(String text) {
    return text.length() > 40 ? text.substring(0, 40) + "..." : text;
  }
}
