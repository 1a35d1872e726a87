package dev.exactcover.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Every error status the API answers, with the command's (or the server's) words as JSON. */
class ErrorStatusTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";

  @Test
  void badOptionIs400InTheCommandsWords() throws Exception {
    try (Running r = Running.standard()) {
      Running.Answer a = r.post("/api/check", "bogus=1", PUZZLE);
      assertEquals(400, a.status());
      assertTrue(a.type().startsWith("application/json"));
      assertTrue(a.body().contains("unknown option '--bogus=1'"), a.body());
      assertTrue(a.body().contains("\"exit\":2"), a.body());
      Running.Answer limit = r.post("/api/exactcover/count", "limit=abc", "a\na\n");
      assertEquals(400, limit.status(), limit.body());
    }
  }

  @Test
  void optionsThatNameFilesOrClustersAre400() throws Exception {
    try (Running r = Running.standard()) {
      for (String q : new String[] {"output=/tmp/x", "regions=/etc/passwd", "job=/tmp/j",
          "cluster=127.0.0.1", "secret-file=/tmp/s", "o=/tmp/x"}) {
        Running.Answer a = r.post("/api/count", q, PUZZLE);
        assertEquals(400, a.status(), q);
        assertTrue(a.body().contains("is not taken over HTTP"), a.body());
      }
      assertEquals(400, r.post("/api/solve", "threads=100000", PUZZLE).status());
      assertEquals(400, r.post("/api/solve", "format=grid", PUZZLE).status());
      assertEquals(400, r.post("/api/generate", "n=1", PUZZLE).status()); // reads no input
    }
  }

  @Test
  void unknownIs404AndWrongMethodIs405() throws Exception {
    try (Running r = Running.standard()) {
      assertEquals(404, r.post("/api/rm", "", "").status());
      assertEquals(404, r.get("/nothing.html").status());
      assertEquals(404, r.get("/../pom.xml").status());
      Running.Answer get = r.get("/api/solve");
      assertEquals(405, get.status());
      assertEquals("POST", get.response().headers().firstValue("Allow").orElse(""));
      assertEquals(405, r.post("/", "", "x").status());
    }
  }

  @Test
  void bodyOverTheCapIs413ByLengthAndByChunks() throws Exception {
    try (Running r = Running.standard()) {
      byte[] big = new byte[(1 << 20) + 1];
      java.util.Arrays.fill(big, (byte) '.');
      String byLength = r.raw("POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:" + r.port
          + "\r\nContent-Length: " + big.length + "\r\n\r\n", big);
      assertTrue(byLength.startsWith("HTTP/1.1 413"), byLength);
      assertTrue(byLength.contains("at most 1048576 bytes"), byLength);
      StringBuilder chunks = new StringBuilder();
      String chunk = ".".repeat(65536);
      for (int i = 0; i < 17; i++) {
        chunks.append("10000\r\n").append(chunk).append("\r\n");
      }
      chunks.append("0\r\n\r\n");
      String byChunks = r.raw("POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:" + r.port
          + "\r\nTransfer-Encoding: chunked\r\n\r\n",
          chunks.toString().getBytes(StandardCharsets.US_ASCII));
      assertTrue(byChunks.startsWith("HTTP/1.1 413"), byChunks);
      assertEquals(200, r.post("/api/check", "", PUZZLE).status()); // and it keeps serving
    }
  }

  /**
   * A client that reads the 413 before it sends its body (as one does that waits for the
   * answer to its headers) can still send the whole body, and then sees the connection closed
   * cleanly, not reset: the server reads the rest of the body before it closes. (A socket
   * closed with data unread resets the connection, and a client still writing then loses the
   * answer; the JDK's server reads only 64 KiB of such a body by default.)
   */
  @Test
  void aBodyOverTheCapIsReadToItsEndBeforeTheConnectionCloses() throws Exception {
    try (Running r = Running.standard();
        java.net.Socket s = new java.net.Socket("127.0.0.1", r.port)) {
      s.setSoTimeout(30_000);
      int size = 3 << 19; // 1.5 MiB, half again the cap
      OutputStream out = s.getOutputStream();
      out.write(("POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:" + r.port
          + "\r\nContent-Length: " + size + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      out.flush();
      java.io.InputStream in = s.getInputStream();
      StringBuilder head = new StringBuilder();
      while (!head.toString().endsWith("\r\n\r\n")) {
        int c = in.read();
        assertTrue(c >= 0, "the answer ended in its head: " + head);
        head.append((char) c);
      }
      assertTrue(head.toString().startsWith("HTTP/1.1 413"), head.toString());
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?i)content-length: (\\d+)")
          .matcher(head);
      assertTrue(m.find(), head.toString());
      byte[] body = in.readNBytes(Integer.parseInt(m.group(1)));
      assertTrue(new String(body, StandardCharsets.UTF_8).contains("at most 1048576 bytes"));
      byte[] chunk = new byte[1 << 16];
      java.util.Arrays.fill(chunk, (byte) '.');
      for (int sent = 0; sent < size; sent += chunk.length) {
        out.write(chunk, 0, Math.min(chunk.length, size - sent)); // not reset on the way
      }
      out.flush();
      assertEquals(-1, in.read(), "closed cleanly once the body was read");
    }
  }

  /** Commands that wait until let go: the workers stay busy as long as a test wants. */
  private static final class Held implements Commands {
    final CountDownLatch go = new CountDownLatch(1);
    final CountDownLatch started = new CountDownLatch(1);

    @Override
    public int run(String program, String[] args, java.io.InputStream stdin, OutputStream stdout,
        OutputStream stderr, java.time.Instant at,
        java.util.concurrent.atomic.AtomicReference<Runnable> interrupt) {
      started.countDown();
      try {
        go.await(30, TimeUnit.SECONDS);
        stdout.write("{\"done\":true}\n".getBytes(StandardCharsets.UTF_8));
      } catch (Exception e) {
        return 70;
      }
      return 0;
    }
  }

  @Test
  void busyWorkersAndFullQueueAre429() throws Exception {
    Held held = new Held();
    try (Running r = new Running(Running.config(null, null, 1, 1), held)) {
      CompletableFuture<Running.Answer> first = CompletableFuture.supplyAsync(() -> post(r));
      assertTrue(held.started.await(10, TimeUnit.SECONDS));
      CompletableFuture<Running.Answer> queued = CompletableFuture.supplyAsync(() -> post(r));
      Thread.sleep(300); // the second is in the queue
      Running.Answer refused = r.post("/api/solve", "", PUZZLE);
      assertEquals(429, refused.status(), refused.body());
      assertEquals("1", refused.response().headers().firstValue("Retry-After").orElse(""));
      assertTrue(refused.body().contains("queue is full"));
      held.go.countDown();
      assertEquals(200, first.get(10, TimeUnit.SECONDS).status());
      assertEquals(200, queued.get(10, TimeUnit.SECONDS).status());
    }
  }

  @Test
  void whileStoppingIs503AndStopIsQuick() throws Exception {
    Held held = new Held();
    Running r = new Running(Running.config(null, null, 1, 4), held);
    CompletableFuture<Running.Answer> inFlight = CompletableFuture.supplyAsync(() -> post(r));
    assertTrue(held.started.await(10, TimeUnit.SECONDS));
    long t0 = System.nanoTime();
    CompletableFuture<Void> stop = CompletableFuture.runAsync(() ->
        r.server.stop(Duration.ofSeconds(2)));
    Thread.sleep(200);
    Running.Answer late = r.post("/api/solve", "", PUZZLE);
    assertEquals(503, late.status(), late.body());
    assertTrue(late.body().contains("stopping"));
    held.go.countDown();
    stop.get(10, TimeUnit.SECONDS);
    assertTrue(System.nanoTime() - t0 < 4_000_000_000L, "stop took too long");
    assertEquals(200, inFlight.get(10, TimeUnit.SECONDS).status()); // the running one finished
  }

  @Test
  void aCommandStillRunningAfterTheGraceIs503() throws Exception {
    Held held = new Held(); // never let go
    Running r = new Running(Running.config(null, null, 1, 4), held);
    CompletableFuture<Running.Answer> inFlight = CompletableFuture.supplyAsync(() -> post(r));
    assertTrue(held.started.await(10, TimeUnit.SECONDS));
    long t0 = System.nanoTime();
    r.server.stop(Duration.ofMillis(500));
    Running.Answer a = inFlight.get(10, TimeUnit.SECONDS);
    assertEquals(503, a.status(), a.body());
    assertTrue(a.body().contains("stopping"), a.body());
    assertTrue(System.nanoTime() - t0 < 3_000_000_000L, "stop took too long");
    held.go.countDown();
  }

  private static Running.Answer post(Running r) {
    try {
      return r.post("/api/solve", "", PUZZLE);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void foreignHostIs403() throws Exception {
    try (Running r = Running.standard()) {
      String evil = r.raw("GET /api HTTP/1.1\r\nHost: attacker.example:" + r.port
          + "\r\nConnection: close\r\n\r\n", null);
      assertTrue(evil.startsWith("HTTP/1.1 403"), evil);
      assertTrue(evil.contains("is not this server's address"), evil);
      String none = r.raw("GET / HTTP/1.0\r\n\r\n", null);
      assertTrue(none.startsWith("HTTP/1.1 403"), none);
      String own = r.raw("GET /api HTTP/1.1\r\nHost: localhost:" + r.port
          + "\r\nConnection: close\r\n\r\n", null);
      assertTrue(own.startsWith("HTTP/1.1 200"), own);
    }
  }

  @Test
  void foreignOriginIs403AndNoCorsUnlessAllowed() throws Exception {
    try (Running r = Running.standard()) {
      Running.Answer a = r.post("/api/check", "", PUZZLE, "Origin", "http://attacker.example");
      assertEquals(403, a.status());
      assertTrue(a.body().contains("may not call this server"));
      Running.Answer own = r.post("/api/check", "", PUZZLE, "Origin",
          "http://127.0.0.1:" + r.port);
      assertEquals(200, own.status());
      assertFalse(own.response().headers().firstValue("Access-Control-Allow-Origin")
          .isPresent());
    }
    try (Running r = new Running(Running.config(null, "https://puzzles.example", 2, 8),
        Commands.inThisJvm())) {
      Running.Answer a = r.post("/api/check", "", PUZZLE, "Origin", "https://puzzles.example");
      assertEquals(200, a.status());
      assertEquals("https://puzzles.example", a.response().headers()
          .firstValue("Access-Control-Allow-Origin").orElse(""));
      assertEquals(403, r.post("/api/check", "", PUZZLE, "Origin", "https://other.example")
          .status());
    }
  }

  @Test
  void tokenIsCheckedOnEveryRequest() throws Exception {
    String token = "k3y-for-the-tests-0123456789";
    try (Running r = new Running(Running.config(token, null, 2, 8), Commands.inThisJvm())) {
      assertEquals(401, r.get("/").status());
      assertEquals(401, r.get("/api").status());
      assertEquals(401, r.post("/api/check", "", PUZZLE).status());
      assertEquals(401, r.post("/api/check", "", PUZZLE, "Authorization",
          "Bearer k3y-for-the-tests-0123456780").status());
      assertEquals(200, r.post("/api/check", "", PUZZLE, "Authorization", "Bearer " + token)
          .status());
      Running.Answer page = r.get("/?token=" + token);
      assertEquals(200, page.status());
      String cookie = page.response().headers().firstValue("Set-Cookie").orElse("");
      assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
      assertEquals(200, r.post("/api/check", "", PUZZLE, "Cookie", cookie.split(";")[0])
          .status());
      assertEquals(401, r.post("/api/check", "token=" + token, PUZZLE).status()); // GET only
    }
  }
}
