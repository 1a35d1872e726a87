package dev.exactcover.sudoku.format;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The LZString scheme's base-64 form ({@code compressToBase64} / {@code decompressFromBase64}),
 * which f-puzzles and SudokuPad put in their links: an LZW variant over UTF-16 code units,
 * written as a stream of bits six to a base-64 character.
 *
 * <p>Written from the descriptions of the format, not from code: Pieroxy's page introducing the
 * library ("lz-string: JavaScript compression, fast!", pieroxy.net/blog/pages/lz-string) and
 * Alba Mendez's wire-format notes ("lz-string format", a GitHub gist by mildsunrise). In short:
 * <ul>
 *   <li>Codes 0 and 1 announce a literal code unit of 8 or 16 bits, one not seen before; code 2
 *       ends the stream; code {@code k >= 3} is dictionary entry {@code k}. The first literal's
 *       code unit becomes entry 3.
 *   <li>Every value is written with the fewest bits that hold every code valid at that point,
 *       least significant bit first; the bit stream fills each character from its most
 *       significant bit, and the last character is padded with zero bits.
 *   <li>After each code the decoder adds an entry: the previous phrase and the first code unit of
 *       the current one (a code one past the dictionary is the previous phrase and its own first
 *       unit); a literal adds the literal too. The encoder, one step behind, widens its codes
 *       when the decoder will.
 *   <li>Base 64 with the alphabet {@code A-Z a-z 0-9 + /}, padded with {@code =} to a multiple
 *       of four characters.
 * </ul>
 *
 * <p>Decoding is bounded: the text at most {@link #MAX_INPUT} characters, the result at most
 * {@link #MAX_OUTPUT}; the dictionary keeps each entry as a (previous entry, last unit) pair, so
 * memory stays linear in the input whatever it holds. A text that does not decode is an
 * {@link IllegalArgumentException} saying where.
 */
final class LzString {
  /** The base-64 alphabet: the value of a character is its index. */
  static final String ALPHABET =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  /** The longest text decoded: 1 MiB. */
  static final int MAX_INPUT = 1 << 20;
  /** The longest result: 4 Mi code units, what the JSON reader takes. */
  static final int MAX_OUTPUT = Json.MAX_CHARS;

  private LzString() {}

  /** {@code text} compressed and written in base 64, as {@code compressToBase64} writes it. */
  static String compressToBase64(String text) {
    if (text.isEmpty()) {
      return "";
    }
    Bits out = new Bits();
    Map<Character, Integer> units = new HashMap<>(); // the entry of each single unit
    Map<Long, Integer> longer = new HashMap<>(); // (entry, unit) -> entry of the two joined
    Set<Character> unwritten = new HashSet<>(); // units added, their literal not yet written
    int size = 3; // codes 0, 1 and 2 are taken
    int phrase = -1; // the entry of the phrase being matched; -1: none yet
    char phraseUnit = 0; // its unit, when it is a single one
    boolean single = false;
    for (int k = 0; k < text.length(); k++) {
      char c = text.charAt(k);
      if (!units.containsKey(c)) {
        units.put(c, size++);
        unwritten.add(c);
      }
      if (phrase < 0) {
        phrase = units.get(c);
        phraseUnit = c;
        single = true;
        continue;
      }
      Integer next = longer.get((long) phrase << 16 | c);
      if (next != null) {
        phrase = next;
        single = false;
        continue;
      }
      out.code(phrase, single && unwritten.remove(phraseUnit), phraseUnit);
      longer.put((long) phrase << 16 | c, size++);
      phrase = units.get(c);
      phraseUnit = c;
      single = true;
    }
    out.code(phrase, single && unwritten.remove(phraseUnit), phraseUnit);
    out.write(2, out.width);
    out.finish();
    return out.text();
  }

  /**
   * The text that {@code base64} compresses, as {@code decompressFromBase64} reads it.
   *
   * @throws IllegalArgumentException if it is not such a text: a character outside the
   *     alphabet (named with its index), a stream that ends early or refers to an entry not yet
   *     made, or a result over {@link #MAX_OUTPUT}
   */
  static String decompressFromBase64(String base64) {
    if (base64.length() > MAX_INPUT) {
      throw new IllegalArgumentException("the compressed text has more than " + MAX_INPUT
          + " characters");
    }
    int end = base64.length();
    while (end > 0 && base64.charAt(end - 1) == '=') {
      end--;
    }
    for (int k = 0; k < end; k++) {
      if (ALPHABET.indexOf(base64.charAt(k)) < 0) {
        throw new IllegalArgumentException("character " + (k + 1) + " ('"
            + Cells.printable(base64.charAt(k)) + "') is not base 64 (A-Z a-z 0-9 + /)");
      }
    }
    if (end == 0) {
      throw new IllegalArgumentException("the compressed text is empty");
    }
    Reader in = new Reader(base64, end);
    Dictionary d = new Dictionary();
    int code = in.read(2);
    if (code >= 2) {
      throw new IllegalArgumentException(code == 2 ? "the compressed text holds nothing"
          : "the compressed text does not start with a literal (bit 1)");
    }
    int last = d.add(-1, (char) in.read(code == 0 ? 8 : 16)); // entry 3
    StringBuilder out = new StringBuilder();
    d.append(out, last);
    int width = 3; // bits per code
    int widenIn = 4; // entries to add before the codes widen
    while (true) {
      code = in.read(width);
      if (code == 2) {
        return out.toString();
      }
      if (code < 2) { // a literal: a new entry of one unit
        code = d.add(-1, (char) in.read(code == 0 ? 8 : 16));
        if (--widenIn == 0) {
          widenIn = 1 << width;
          width++;
        }
      } else if (code > d.size()) {
        throw new IllegalArgumentException("the compressed text refers to entry " + code
            + " of a dictionary of " + d.size() + " (bit " + in.position() + ")");
      }
      // The previous phrase and the current one's first unit (for a code one past the
      // dictionary, the previous phrase's own first unit: then the new entry is the code's).
      d.add(last, code == d.size() ? d.first(last) : d.first(code));
      if (out.length() + (long) d.length(code) > MAX_OUTPUT) {
        throw new IllegalArgumentException("the compressed text decodes to more than "
            + MAX_OUTPUT + " characters");
      }
      d.append(out, code);
      last = code;
      if (--widenIn == 0) {
        widenIn = 1 << width;
        width++;
      }
    }
  }

  /**
   * The decoder's dictionary: entry {@code k >= 3} is entry {@code prev[k]} followed by
   * {@code unit[k]} ({@code prev} -1: the unit alone), with its length and first unit.
   */
  private static final class Dictionary {
    private int[] prev = new int[1024];
    private char[] unit = new char[1024];
    private int[] length = new int[1024];
    private char[] first = new char[1024];
    private int size = 3; // codes 0, 1 and 2 are not entries

    int size() {
      return size;
    }

    /** Adds entry {@code prev} followed by {@code c}; its code. */
    int add(int before, char c) {
      if (size == prev.length) {
        prev = Arrays.copyOf(prev, size * 2);
        unit = Arrays.copyOf(unit, size * 2);
        length = Arrays.copyOf(length, size * 2);
        first = Arrays.copyOf(first, size * 2);
      }
      prev[size] = before;
      unit[size] = c;
      length[size] = before < 0 ? 1 : length[before] + 1;
      first[size] = before < 0 ? c : first[before];
      return size++;
    }

    char first(int code) {
      return first[code];
    }

    int length(int code) {
      return length[code];
    }

    /** Appends entry {@code code}'s units to {@code out}, walking its chain backwards. */
    void append(StringBuilder out, int code) {
      int at = out.length();
      out.setLength(at + length[code]);
      for (int k = code, j = at + length[code] - 1; k >= 0; k = prev[k], j--) {
        out.setCharAt(j, unit[k]);
      }
    }
  }

  /** A stream of bits written into base-64 characters, most significant bit first. */
  private static final class Bits {
    private final StringBuilder text = new StringBuilder();
    private int value;
    private int bits;
    int width = 2; // bits per code
    private int widenIn = 2; // codes to write before the decoder widens

    /**
     * Writes entry {@code code}, or the literal {@code unit} the first time that unit is
     * written, and counts the codes towards the next widening (a literal counts twice: the
     * decoder adds its entry as well).
     */
    void code(int code, boolean literal, char unit) {
      if (literal) {
        write(unit < 256 ? 0 : 1, width);
        write(unit, unit < 256 ? 8 : 16);
        count();
      } else {
        write(code, width);
      }
      count();
    }

    private void count() {
      if (--widenIn == 0) {
        widenIn = 1 << width;
        width++;
      }
    }

    /** Writes the {@code n} low bits of {@code v}, least significant first. */
    void write(int v, int n) {
      for (int k = 0; k < n; k++) {
        value = value << 1 | v >> k & 1;
        if (++bits == 6) {
          text.append(ALPHABET.charAt(value));
          value = 0;
          bits = 0;
        }
      }
    }

    /** Pads the last character with zero bits (a whole character of them when none is open). */
    void finish() {
      do {
        value <<= 1;
        bits++;
      } while (bits < 6);
      text.append(ALPHABET.charAt(value));
      while (text.length() % 4 != 0) {
        text.append('=');
      }
    }

    String text() {
      return text.toString();
    }
  }

  /** Reads values of a given width from base-64 text, as {@link Bits} writes them. */
  private static final class Reader {
    private final String text;
    private final int end;
    private int index; // the next character
    private int value;
    private int bit = -1; // the next bit of value to read, 5 down to 0; -1: take a character

    Reader(String text, int end) {
      this.text = text;
      this.end = end;
    }

    int read(int n) {
      int v = 0;
      for (int k = 0; k < n; k++) {
        if (bit < 0) {
          if (index >= end) {
            throw new IllegalArgumentException("the compressed text ends in the middle of its "
                + "stream (" + end + " characters; it may have been cut short)");
          }
          value = ALPHABET.indexOf(text.charAt(index++));
          bit = 5;
        }
        v |= (value >> bit-- & 1) << k;
      }
      return v;
    }

    /** How many bits were read. */
    long position() {
      return index * 6L - (bit + 1);
    }
  }
}
