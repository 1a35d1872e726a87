package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that writes JSON writes a string the same way: quotes and backslashes escaped,
 * control characters (C0, DEL, C1) and U+2028/U+2029 as lower-case {@code \}{@code u} escapes,
 * non-BMP characters as themselves; so a record is one line, and a JSON reader (the decoder
 * here, written from RFC 8259 apart from the code under test) reads back the text given.
 */
class JsonStringsTest {
  /** What the file names hold: a quote, a backslash, a non-BMP character, U+2028 and U+2029... */
  private static final String NAME = "q\"b\\\uD83D\uDE00\u00e9\u2028\u2029";
  /** ...written as RFC 8259 allows and the project's rule says. */
  private static final String NAME_JSON = "\"q\\\"b\\\\\uD83D\uDE00\u00e9\\u2028\\u2029\"";
  /** An item name (a .dlx name ends at white space, U+2028 included) and its JSON. */
  private static final String ITEM = "q\"b\\\uD83D\uDE00\u00e9";
  private static final String ITEM_JSON = "\"q\\\"b\\\\\uD83D\uDE00\u00e9\"";
  /** A piece name (at most 8 characters, no white space, U+2028 included) and its JSON. */
  private static final String PIECE = "\"\\\uD83D\uDE00\u00e9";
  private static final String PIECE_JSON = "\"\\\"\\\\\uD83D\uDE00\u00e9\"";
  /** Control characters, which only a file name can carry to a JSON record. */
  private static final String CONTROLS = "\u0001\u0008\u001b\u007f\u0085\u009b\t";
  private static final String CONTROLS_JSON = "\\u0001\\b\\u001b\\u007f\\u0085\\u009b\\t";

  @TempDir Path tmp;

  @Test
  void anItemNameIsWrittenByTheListingAsTheRuleSays() throws Exception {
    Path dlx = tmp.resolve("named.dlx");
    Files.writeString(dlx, "a " + ITEM + "\na " + ITEM + "\n");
    for (Cli r : List.of(Cli.exactcover("list", "--format", "json", dlx.toString()),
        Cli.run("dlx", "--format", "json", dlx.toString()))) {
      assertEquals(0, r.code, r.toString());
      assertTrue(r.out.contains(ITEM_JSON), r.toString());
      assertOneLineEach(r.out);
      assertTrue(decodedStrings(r.out).contains(ITEM), r.toString());
    }
  }

  @Test
  void aPieceNameIsWrittenByTileAsTheRuleSays() throws Exception {
    Path spec = tmp.resolve("named.polyomino");
    Files.writeString(spec, "[0-1][0-0]\n" + PIECE + " 00 10\n");
    Cli r = Cli.exactcover("tile", "--format", "json", spec.toString());
    assertEquals(0, r.code, r.toString());
    assertTrue(r.out.contains("{\"name\":" + PIECE_JSON + ","), r.toString());
    assertOneLineEach(r.out);
    assertTrue(decodedStrings(r.out).contains(PIECE), r.toString());
    // A name with white space the engine would refuse is refused where it is written.
    Files.writeString(spec, "[0-1][0-0]\nq\u2028 00 10\n");
    Cli bad = Cli.exactcover("tile", "--format", "json", spec.toString());
    assertEquals(3, bad.code, bad.toString());
    assertTrue(bad.err.contains("named.polyomino:2:2: a piece name cannot contain white space "
        + "(U+2028)"), bad.toString());
  }

  @Test
  void aFileNameIsWrittenByEveryPuzzleCommandAsTheRuleSays() throws Exception {
    Path file = tmp.resolve(NAME.replace('\\', 'x') + CONTROLS);
    Files.writeString(file, Files.readAllLines(Path.of(Cli.data("sudoku9/top95.txt"))).get(0)
        + "\n");
    String want = "\"" + file.getParent() + "/"
        + NAME_JSON.substring(1, NAME_JSON.length() - 1).replace("\\\\", "x") + CONTROLS_JSON
        + "\"";
    List<String> seen = new ArrayList<>();
    for (String command : List.of("solve", "check", "count", "grade", "validate", "hint")) {
      Cli r = Cli.run(command, "--format", "json", file.toString());
      Matcher m = Pattern.compile("\"file\":(\"(?:[^\"\\\\]|\\\\.)*\")").matcher(r.out);
      assertTrue(m.find(), command + ": " + r);
      assertEquals(want, m.group(1), command + ": " + r);
      assertOneLineEach(r.out);
      assertTrue(decodedStrings(r.out).contains(file.toString()), command + ": " + r);
      seen.add(command);
    }
    assertEquals(6, seen.size());
  }

  /** No raw control character, U+2028 or U+2029 in any record: each record is one line. */
  private static void assertOneLineEach(String out) {
    for (String line : out.split("\n")) {
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        assertFalse(c < 0x20 || c >= 0x7f && c <= 0x9f || c == '\u2028' || c == '\u2029',
            String.format("raw U+%04X in %s", (int) c, line));
      }
    }
  }

  /** Every JSON string in the text, decoded as RFC 8259, section 7, says. */
  static List<String> decodedStrings(String text) {
    List<String> all = new ArrayList<>();
    int i = 0;
    while ((i = text.indexOf('"', i)) >= 0) {
      StringBuilder s = new StringBuilder();
      i++;
      while (text.charAt(i) != '"') {
        char c = text.charAt(i++);
        if (c != '\\') {
          s.append(c);
          continue;
        }
        char e = text.charAt(i++);
        switch (e) {
          case 'b' -> s.append('\b');
          case 'f' -> s.append('\f');
          case 'n' -> s.append('\n');
          case 'r' -> s.append('\r');
          case 't' -> s.append('\t');
          case 'u' -> {
            s.append((char) Integer.parseInt(text.substring(i, i + 4), 16));
            i += 4;
          }
          default -> s.append(e); // " \ /
        }
      }
      i++;
      all.add(s.toString());
    }
    return all;
  }
}
