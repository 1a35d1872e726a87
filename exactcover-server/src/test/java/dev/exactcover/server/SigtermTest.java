package dev.exactcover.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** {@code serve} as a real process: it says its address, answers, and SIGTERM ends it in 5 s. */
@Tag("full")
class SigtermTest {
  @Test
  void sigtermEndsTheServerWithinFiveSecondsWhileBusy() throws Exception {
    String modules = System.getProperty("jdk.module.path");
    List<String> command = List.of(Path.java(), "-p", modules, "--add-modules",
        "org.apache.pdfbox", "-m", "dev.exactcover.server/dev.exactcover.server.Serve",
        "--port", "0", "--time-limit", "60");
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    try {
      BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
          StandardCharsets.UTF_8));
      String first = out.readLine();
      Matcher m = Pattern.compile("listening on (http://127\\.0\\.0\\.1:(\\d+)/)").matcher(
          first == null ? "" : first);
      assertTrue(m.find(), "no address printed: " + first);
      String url = m.group(1);
      HttpResponse<String> ok = Running.CLIENT.send(HttpRequest.newBuilder(URI.create(url
          + "api/check")).POST(HttpRequest.BodyPublishers.ofString(
          "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
          .build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, ok.statusCode());
      assertTrue(ok.body().contains("\"status\":\"unique\""), ok.body());
      // A long count in flight (8x8 pentominoes: minutes), then SIGTERM.
      String big = Files.readString(Running.DATASETS.resolve("exact-cover/pentomino-8x8.dlx"));
      CompletableFuture<HttpResponse<String>> busy = Running.CLIENT.sendAsync(
          HttpRequest.newBuilder(URI.create(url + "api/exactcover/count"))
              .POST(HttpRequest.BodyPublishers.ofString(big)).build(),
          HttpResponse.BodyHandlers.ofString());
      Thread.sleep(1000);
      long t0 = System.nanoTime();
      p.destroy(); // SIGTERM
      assertTrue(p.waitFor(5, TimeUnit.SECONDS), "still running 5 s after SIGTERM");
      long ms = (System.nanoTime() - t0) / 1_000_000;
      assertTrue(ms < 5000, ms + " ms");
      assertEquals(143, p.exitValue());
      // The request in flight got an answer or a closed connection, never a hang.
      try {
        HttpResponse<String> a = busy.get(5, TimeUnit.SECONDS);
        assertTrue(a.statusCode() == 200 || a.statusCode() == 503, a.statusCode() + a.body());
      } catch (java.util.concurrent.ExecutionException closed) {
        assertTrue(closed.getCause() instanceof java.io.IOException, closed.toString());
      }
      // And after it: nobody listens.
      try {
        Running.CLIENT.send(HttpRequest.newBuilder(URI.create(url + "api")).timeout(
            Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        throw new AssertionError("answered after SIGTERM");
      } catch (ConnectException refused) {
        // as it should be
      }
    } finally {
      p.destroyForcibly();
    }
  }

  /** The java that runs the tests. */
  private static final class Path {
    static String java() {
      return java.nio.file.Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
  }
}
