package dev.exactcover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A record written by stdout's idle flush while the main thread redraws the progress bar: at a
 * terminal (stdout and stderr one screen), the record must still be alone on its line. A slow
 * stdout holds the flush between taking the bar off and writing the record; the bar's redraw
 * falls in that window.
 */
class ProgressBarRaceTest {
  /** One screen that both streams write to, in the order the bytes arrive. */
  private static final class Screen {
    private final ByteArrayOutputStream shown = new ByteArrayOutputStream();

    synchronized void add(byte[] b, int off, int len) {
      shown.write(b, off, len);
    }

    synchronized String text() {
      return shown.toString(StandardCharsets.UTF_8);
    }
  }

  /** A stream onto the screen; {@code slowMillis} before each write (a terminal that lags). */
  private static OutputStream onto(Screen screen, long slowMillis) {
    return new OutputStream() {
      @Override
      public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
      }

      @Override
      public void write(byte[] b, int off, int len) {
        if (slowMillis > 0) {
          try {
            Thread.sleep(slowMillis);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
        screen.add(b, off, len);
      }
    };
  }

  /** The text a line shows: what follows its last carriage return. */
  private static List<String> visibleLines(String text) {
    List<String> out = new ArrayList<>();
    for (String line : text.split("\n", -1)) {
      out.add(line.substring(line.lastIndexOf('\r') + 1));
    }
    return out;
  }

  @Test
  void aRecordFlushedWhileTheBarIsRedrawnStaysOnItsOwnLine() throws Exception {
    Screen screen = new Screen();
    RunContext ctx = RunContext.builder("exactcover").stdout(onto(screen, 400))
        .stderr(onto(screen, 0)).terminals(false, true, true).build();
    try {
      ProgressBar bar = new ProgressBar(ctx, 0);
      bar.update(1); // drawn
      ctx.out().print("record\n"); // buffered: the idle flush writes it within 100 ms
      Thread.sleep(250); // the flush has taken the bar off and is writing, slowly
      bar.update(2); // past the redraw interval: drawn again unless it waits for the record
      Thread.sleep(600);
      bar.clear();
    } finally {
      ctx.close();
    }
    String text = screen.text();
    assertTrue(text.contains("record"), text);
    for (String line : visibleLines(text)) {
      if (line.contains("record")) {
        assertEquals("record", line, "the record shares its line with the bar: " + text);
      }
    }
  }
}
