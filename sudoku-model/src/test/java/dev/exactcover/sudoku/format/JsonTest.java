package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The JSON value reader: values with their places, and each refusal with its place. */
class JsonTest {
  @Test
  void readsEveryKindOfValueWithItsPlace() {
    Json.Obj o = (Json.Obj) Json.parse("{\"a\": [1, -2.5e3, \"x\\u0031\\n\"],\n"
        + "  \"b\": {\"t\": true, \"f\": false, \"n\": null}}", 7);
    Json.Arr a = (Json.Arr) o.get("a");
    assertEquals(List.of("1", "-2.5e3"), a.items().subList(0, 2).stream()
        .map(v -> ((Json.Num) v).text()).toList());
    assertEquals("x1\n", ((Json.Str) a.items().get(2)).text());
    Json.Obj b = (Json.Obj) o.get("b");
    assertEquals(8, b.line());
    assertEquals(8, b.column());
    assertEquals(true, ((Json.Bool) b.get("t")).value());
    assertEquals(Json.Null.class, b.get("n").getClass());
    assertEquals(List.of("a", "b"), List.copyOf(o.members().keySet()));
  }

  @Test
  void eachMalformedTextIsRefusedWithItsLineAndColumn() {
    assertError("{\"a\":1,}", "1:8: expected a key in double quotes");
    assertError("{\"a\":1\n \"b\":2}", "2:2: expected ',' or '}' in an object");
    assertError("[1,2", "1:5: the JSON text ends inside an array");
    assertError("{\"a\":1,\"a\":2}", "1:8: the key \"a\" appears twice in one object");
    assertError("\"ab", "1:4: the JSON text ends inside a string");
    assertError("[01]", "1:2: not a JSON number");
    assertError("[tru]", "1:2: not a JSON value (expected true)");
    assertError("{} x", "1:4: text after the end of the JSON value");
    assertError("\"a\\qb\"", "1:3: '\\q' is not a JSON escape");
    assertError("'a'", "1:1: ''' cannot start a JSON value");
  }

  @Test
  void deepNestingAndHugeArraysAreRefusedCheaply() {
    String deep = "[".repeat(100_000) + "]".repeat(100_000);
    assertError(deep, "1:65: JSON nested more than 64 deep");
    String huge = "[" + "0,".repeat(Json.MAX_VALUES + 5) + "0]";
    GridFormatException e = assertThrows(GridFormatException.class, () -> Json.parse(huge, 1));
    assertEquals("more than " + Json.MAX_VALUES + " JSON values", e.rule());
    String long_ = "\"" + "x".repeat(Json.MAX_CHARS) + "\"";
    GridFormatException l = assertThrows(GridFormatException.class, () -> Json.parse(long_, 3));
    assertEquals("3: the JSON text has more than " + Json.MAX_CHARS + " characters",
        l.getMessage());
  }

  private static void assertError(String text, String message) {
    GridFormatException e = assertThrows(GridFormatException.class, () -> Json.parse(text, 1));
    assertEquals(message, e.getMessage());
  }
}
