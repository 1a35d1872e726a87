package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain} keeps the contract of every puzzle command: one record per input record, in
 * order, errors included; "no puzzles" only for an input without any; multiple and none said so;
 * every size and variant; JSON steps that parse (by a small parser written here).
 */
class ExplainContractTest {
  @TempDir Path tmp;

  private static final String FIENDISH =
      "..9.....3.....9...7.....5.6..65..4.....3......28......3..75.6..6...........12.3.8";
  private static final String MULTIPLE =
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
  private static final String NONE = "12345678." + ".".repeat(63) + "........9";

  @Test
  void emptyAndCommentOnlyInputsHaveNoPuzzles() {
    for (String in : List.of("", "# only a comment\n\n# and another\n")) {
      Cli r = Cli.runWithStdin(in, "explain");
      assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
      assertEquals("", r.out);
      assertTrue(r.err.contains("<stdin>: no puzzles"), r.err);
    }
  }

  @Test
  void oneRecordPerInputRecordInOrder() {
    String in = FIENDISH + "\n" + "this is not a puzzle\n" + "1........1" + ".".repeat(71)
        + "\n" + MULTIPLE + "\n" + NONE + "\n";
    Cli r = Cli.runWithStdin(in, "explain", "--format", "json");
    assertEquals(ExitCode.INVALID_INPUT.code(), r.code, r.toString());
    List<String> lines = r.lines();
    assertEquals(5, lines.size(), r.out);
    assertEquals("unique", PuzzleCommandsTest.field(lines.get(0), "status"));
    assertEquals("invalid", PuzzleCommandsTest.field(lines.get(1), "status"));
    assertEquals("invalid", PuzzleCommandsTest.field(lines.get(2), "status"));
    assertEquals("multiple", PuzzleCommandsTest.field(lines.get(3), "status"));
    assertEquals("none", PuzzleCommandsTest.field(lines.get(4), "status"));
    assertFalse(r.out.contains("solved"), "no record of multiple or none says solved");
    for (String e : r.err.split("\n")) {
      assertFalse(e.matches(".*:\\d+: line \\d+.*"), "the place is named once: " + e);
    }
    Cli line = Cli.runWithStdin(MULTIPLE + "\n" + NONE + "\n", "explain", "--format", "line");
    assertEquals(ExitCode.NO_SOLUTION.code(), line.code, line.toString());
    assertEquals(List.of("multiple", "", "none"), line.lines());
  }

  @Test
  void jsonStepsParseAndReplayToTheSolution() {
    Cli r = Cli.runWithStdin(FIENDISH + "\n", "explain", "--format", "json");
    assertEquals(0, r.code, r.toString());
    @SuppressWarnings("unchecked")
    Map<String, Object> o = (Map<String, Object>) new Parser(r.out.strip()).value();
    assertEquals(4.2, o.get("rating"));
    assertEquals("fiendish", o.get("level"));
    assertEquals("XY-Wing", o.get("hardest"));
    List<?> steps = (List<?>) o.get("steps");
    char[] grid = FIENDISH.toCharArray();
    for (Object x : steps) {
      Map<?, ?> step = (Map<?, ?>) x;
      assertTrue(step.get("technique") instanceof String, step.toString());
      assertTrue(step.get("rating") instanceof Double, step.toString());
      assertTrue(step.get("removes") instanceof List, step.toString());
      if (step.get("places") instanceof Map<?, ?> p) {
        String cell = (String) p.get("cell");
        int c = (cell.charAt(1) - '1') * 9 + cell.charAt(3) - '1';
        assertEquals('.', grid[c], "placed twice: " + step);
        grid[c] = (char) ('0' + ((Double) p.get("value")).intValue());
      }
    }
    assertEquals(o.get("solution"), new String(grid));
  }

  @Test
  void everySizeAndVariant() throws Exception {
    Cli sixteen = Cli.run("generate", "--size", "16", "--difficulty", "hard", "--seed", "2");
    assertEquals(0, sixteen.code, sixteen.toString());
    Cli e16 = Cli.runWithStdin(sixteen.out, "explain", "--format", "line");
    assertEquals(0, e16.code, e16.toString());
    assertTrue(e16.lines().get(1).startsWith("rating ") && e16.lines().get(1).contains(" hard "),
        e16.out);
    Cli x = Cli.run("generate", "--x", "--difficulty", "fiendish", "--seed", "3");
    Cli ex = Cli.runWithStdin(x.out, "explain", "--x");
    assertEquals(0, ex.code, ex.toString());
    assertTrue(ex.out.contains("fiendish"), ex.out);
    Path map = tmp.resolve("map.txt");
    Files.writeString(map, "aaabbb\naacbbb\naccccc\ndddeef\ndddeef\neeffff\n");
    Cli jig = Cli.run("generate", "--regions", map.toString(), "--seed", "4");
    assertEquals(0, jig.code, jig.toString());
    Cli ej = Cli.runWithStdin(jig.out, "explain", "--regions", map.toString());
    assertEquals(0, ej.code, ej.toString());
    assertTrue(ej.out.contains("solved: "), ej.out);
  }

  /** A small JSON parser: objects, arrays, strings, numbers (as doubles), true/false/null. */
  static final class Parser {
    private final String s;
    private int i;

    Parser(String s) {
      this.s = s;
    }

    Object value() {
      char c = s.charAt(i);
      if (c == '{') {
        Map<String, Object> m = new LinkedHashMap<>();
        i++;
        if (s.charAt(i) == '}') {
          i++;
          return m;
        }
        do {
          String k = string();
          expect(':');
          m.put(k, value());
        } while (s.charAt(i++) == ',');
        assertEquals('}', s.charAt(i - 1), "at " + i);
        return m;
      }
      if (c == '[') {
        List<Object> l = new ArrayList<>();
        i++;
        if (s.charAt(i) == ']') {
          i++;
          return l;
        }
        do {
          l.add(value());
        } while (s.charAt(i++) == ',');
        assertEquals(']', s.charAt(i - 1), "at " + i);
        return l;
      }
      if (c == '"') {
        return string();
      }
      for (String w : List.of("true", "false", "null")) {
        if (s.startsWith(w, i)) {
          i += w.length();
          return w.equals("null") ? null : Boolean.valueOf(w);
        }
      }
      int start = i;
      while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
        i++;
      }
      return Double.parseDouble(s.substring(start, i));
    }

    private String string() {
      expect('"');
      StringBuilder b = new StringBuilder();
      while (s.charAt(i) != '"') {
        char c = s.charAt(i++);
        if (c == '\\') {
          char e = s.charAt(i++);
          b.append(switch (e) {
            case 'n' -> '\n';
            case 't' -> '\t';
            case 'r' -> '\r';
            case 'u' -> {
              char u = (char) Integer.parseInt(s.substring(i, i + 4), 16);
              i += 4;
              yield u;
            }
            default -> e;
          });
        } else {
          b.append(c);
        }
      }
      i++;
      return b.toString();
    }

    private void expect(char c) {
      assertEquals(c, s.charAt(i++), "at " + (i - 1) + " of " + s);
    }
  }
}
