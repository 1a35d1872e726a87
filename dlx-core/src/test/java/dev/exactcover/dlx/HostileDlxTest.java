package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Hostile {@code .dlx} text is read in time linear in its size, or refused with one error naming
 * its line and column: names whose {@code String.hashCode}s collide, an option of a hundred
 * thousand items, an option naming one item a hundred thousand times, control bytes, an
 * interrupted reading. The {@code @Timeout}s guard against a return of the quadratic costs these
 * cases had (minutes each); they measure nothing.
 */
class HostileDlxTest {

  /**
   * 2^16 names of 16 characters, all with one {@code String.hashCode} (each of eight pairs is
   * {@code Aa} or {@code BB}, which hash alike); the item names found again, each its own number.
   */
  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void namesWithOneHashCodeAreFoundInLinearTime() throws Exception {
    int n = 1 << 16;
    List<String> names = new ArrayList<>(n);
    for (int k = 0; k < n; k++) {
      StringBuilder s = new StringBuilder();
      for (int bit = 0; bit < 16; bit++) {
        s.append((k >> bit & 1) == 0 ? "Aa" : "BB");
      }
      names.add(s.toString());
    }
    assertEquals(1, names.stream().mapToInt(String::hashCode).distinct().count());
    String all = String.join(" ", names);
    Problem p = read(all + "\n" + all + "\n" + names.get(0) + "\n");
    assertEquals(n, p.itemCount());
    for (int k = 0; k < n; k++) {
      assertEquals(k, p.itemIndex(names.get(k)));
    }
    assertEquals(-1, p.itemIndex("AaAaAaAaAaAaAaAa" + "Aa"));
    assertEquals(1, p.newSolver().count()); // the option of every item, not the other
  }

  /** All 238,328 names of three radix-62 digits: one hash-code range, found again. */
  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void threeCharacterNamesAreFoundAgain() throws Exception {
    String d = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    StringBuilder text = new StringBuilder();
    for (int k = 0; k < 62 * 62 * 62; k++) {
      text.append(k == 0 ? "" : " ").append(d.charAt(k / 3844)).append(d.charAt(k / 62 % 62))
          .append(d.charAt(k % 62));
    }
    text.append("\n000 001\n");
    Problem p = read(text.toString());
    assertEquals(238_328, p.itemCount());
    for (int k = 0; k < 238_328; k += 97) {
      assertEquals(k, p.itemIndex(p.itemName(k)));
    }
    assertEquals(238_327, p.itemIndex("ZZZ"));
  }

  /** One option of 10^5 items: read (not one message made per item), and its one solution. */
  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void anOptionOfAHundredThousandItemsIsReadInLinearTime() throws Exception {
    StringBuilder items = new StringBuilder();
    for (int k = 0; k < 100_000; k++) {
      items.append(k == 0 ? "" : " ").append("i").append(k);
    }
    Problem p = read(items + "\n" + items + "\n");
    assertEquals(100_000, p.optionSize(0));
    assertEquals(1, p.newSolver().count());

    // The builder's message for a mistake in such an option is short, and names the item.
    List<String> option = new ArrayList<>(List.of(items.toString().split(" ")));
    option.add("nowhere");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ExactCover.builder().primary(items.toString().split(" ")).option(option));
    assertTrue(e.getMessage().contains("unknown item 'nowhere'"), e.getMessage());
    assertTrue(e.getMessage().length() < 300, e.getMessage());
  }

  /** An option naming one item 10^5 times: refused at its second mention, line and column. */
  @Test
  void anItemNamedAgainAndAgainIsRefusedAtItsSecondMention() {
    String option = "a ".repeat(100_000);
    DlxFormatException e = assertThrows(DlxFormatException.class,
        () -> read("a b\n" + option + "\n"));
    assertEquals(2, e.line());
    assertEquals(3, e.column());
    assertTrue(e.rule().contains("item 'a' appears twice in this option (first at column 1)"),
        e.getMessage());
  }

  /** A NUL byte or another control character: one error with its line and column. */
  @Test
  void controlCharactersAreRefusedWithTheirPlace() {
    DlxFormatException nul = assertThrows(DlxFormatException.class,
        () -> read("a b\u0000c\na\n"));
    assertEquals(1, nul.line());
    assertEquals(4, nul.column());
    assertTrue(nul.rule().contains("control character U+0000"), nul.getMessage());
    DlxFormatException esc = assertThrows(DlxFormatException.class,
        () -> read("a b\n| a comment may hold \u001b anything\nb a\u001b[31m\n"));
    assertEquals(3, esc.line());
    assertEquals(4, esc.column());
    assertTrue(esc.rule().contains("U+001B"), esc.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ExactCover.builder().primary("a\u0000"));
  }

  /** An interrupted thread stops reading an endless text, naming the line it reached. */
  @Test
  void anInterruptedReadingStops() {
    InputStream endless = new InputStream() {
      private long read;

      @Override
      public int read() {
        return read++ % 4 == 0 ? 'a' : read % 4 == 2 ? ' ' : read % 4 == 3 ? 'b' : '\n';
      }

      @Override
      public int read(byte[] b, int off, int len) {
        for (int k = 0; k < len; k++) {
          b[off + k] = (byte) read();
        }
        if (read > (1 << 20)) {
          Thread.currentThread().interrupt(); // as a time limit's timer would, from afar
        }
        return len;
      }
    };
    try {
      InterruptedIOException e = assertThrows(InterruptedIOException.class,
          () -> ExactCover.read(endless, w -> {}));
      assertTrue(e.getMessage().matches("reading stopped at line [0-9]+"), e.getMessage());
      assertTrue(Thread.currentThread().isInterrupted(), "the interrupt stays set");
    } finally {
      Thread.interrupted();
    }
  }

  private static Problem read(String text) throws Exception {
    return ExactCover.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
        w -> {});
  }
}
