package dev.exactcover.sudoku.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * LZString's base-64 form against strings encoded by the reference library (lz-string 1.5.0 for
 * Node.js, {@code compressToBase64}, run apart from this project: the vectors file), by round
 * trip on seeded random text, and on text that does not decode.
 */
class LzStringTest {
  /** The vectors: a JSON string (the input) and its encoding, tab-separated, one per line. */
  @Test
  void agreesWithTheReferenceLibraryBothWays() throws IOException {
    String vectors;
    try (InputStream in = LzStringTest.class.getResourceAsStream("lzstring-vectors.tsv")) {
      vectors = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    int n = 0;
    for (String line : vectors.split("\n")) {
      int tab = line.lastIndexOf('\t');
      String input = ((Json.Str) Json.parse(line.substring(0, tab), 1)).text();
      String encoded = line.substring(tab + 1);
      assertEquals(encoded, LzString.compressToBase64(input), input);
      assertEquals(input, LzString.decompressFromBase64(encoded), encoded);
      n++;
    }
    assertEquals(8, n);
  }

  /** The long vector's text, made here the way the vectors' script made it. */
  @Test
  void theLongVectorIsTheTextItNames() {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      s.append((char) (32 + (i * 7919) % 90)).append(i % 13 == 0 ? "abc" : "");
    }
    String round = LzString.decompressFromBase64(LzString.compressToBase64(s.toString()));
    assertEquals(s.toString(), round);
  }

  @Test
  void seededRandomTextRoundTrips() {
    Random r = new Random(20261128);
    for (int t = 0; t < 300; t++) {
      int length = r.nextInt(t < 200 ? 60 : 5000) + 1;
      int alphabet = 1 + r.nextInt(t % 3 == 0 ? 4 : 300);
      StringBuilder s = new StringBuilder();
      for (int i = 0; i < length; i++) {
        s.append(t % 5 == 0 ? (char) r.nextInt(0x10000) : (char) ('0' + r.nextInt(alphabet)));
      }
      String text = s.toString();
      String encoded = LzString.compressToBase64(text);
      assertEquals(0, encoded.length() % 4, encoded);
      assertEquals(text, LzString.decompressFromBase64(encoded), "case " + t);
    }
  }

  @Test
  void aCharacterOutsideTheAlphabetIsNamedWithItsPlace() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> LzString.decompressFromBase64("N4Ig*zglg"));
    assertEquals("character 5 ('*') is not base 64 (A-Z a-z 0-9 + /)", e.getMessage());
  }

  @Test
  void aStreamCutShortOrPointingPastItsDictionaryIsRefused() {
    String full = LzString.compressToBase64("{\"size\":9,\"grid\":[[{},{},{}]]}".repeat(4));
    IllegalArgumentException cut = assertThrows(IllegalArgumentException.class,
        () -> LzString.decompressFromBase64(full.substring(0, full.length() / 2)));
    assertTrue(cut.getMessage().startsWith("the compressed text ends in the middle"),
        cut.getMessage());
    // "IZ" starts with the literal a; the next 3 bits read code 6, past a dictionary of 4.
    IllegalArgumentException past = assertThrows(IllegalArgumentException.class,
        () -> LzString.decompressFromBase64("IZ//"));
    assertTrue(past.getMessage().startsWith("the compressed text refers to entry"),
        past.getMessage());
    assertThrows(IllegalArgumentException.class, () -> LzString.decompressFromBase64(""));
    assertThrows(IllegalArgumentException.class, () -> LzString.decompressFromBase64("===="));
  }

  @Test
  void aSmallTextThatDecodesToAHugeOneIsRefused() {
    String bomb = LzString.compressToBase64("a".repeat(LzString.MAX_OUTPUT + 10));
    assertTrue(bomb.length() < 20_000, "the bomb is small: " + bomb.length());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> LzString.decompressFromBase64(bomb));
    assertTrue(e.getMessage().contains("decodes to more than"), e.getMessage());
  }
}
