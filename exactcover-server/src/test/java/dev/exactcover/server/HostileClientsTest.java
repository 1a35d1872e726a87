package dev.exactcover.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Clients that try to use the server up: a 20 MB body, idle and slow connections, a body that
 * never ends. Each time the server keeps answering others, and drops the hostile connection.
 * (The tests' JVM shortens the JDK server's request limit to 3 s: see the pom.)
 */
class HostileClientsTest {
  private static final String PUZZLE =
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n";

  private static void stillServes(Running r) throws Exception {
    long t0 = System.nanoTime();
    Running.Answer a = r.post("/api/solve", "", PUZZLE);
    assertEquals(200, a.status(), a.body());
    assertTrue(a.body().contains("417369825632158947"), a.body());
    assertTrue(System.nanoTime() - t0 < 5_000_000_000L, "a plain request took over 5 s");
  }

  @Test
  void twentyMegabyteBodyIs413WhileOthersAreServed() throws Exception {
    try (Running r = Running.standard()) {
      int size = 20 * 1000 * 1000;
      CompletableFuture<String> big = CompletableFuture.supplyAsync(() -> {
        try (Socket s = new Socket()) {
          s.connect(new InetSocketAddress("127.0.0.1", r.port), 5000);
          s.setSoTimeout(20_000);
          OutputStream out = s.getOutputStream();
          out.write(("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:" + r.port
              + "\r\nContent-Type: text/plain\r\nContent-Length: " + size + "\r\n\r\n")
              .getBytes(StandardCharsets.US_ASCII));
          byte[] chunk = new byte[1 << 16];
          java.util.Arrays.fill(chunk, (byte) '.');
          try {
            for (int sent = 0; sent < size; sent += chunk.length) {
              out.write(chunk);
            }
          } catch (java.io.IOException closed) {
            // the server stopped reading: the answer is already there
          }
          return Running.readAll(s.getInputStream());
        } catch (java.io.IOException e) {
          return "failed: " + e;
        }
      });
      for (int i = 0; i < 5; i++) {
        stillServes(r);
      }
      String answer = big.get(30, TimeUnit.SECONDS);
      assertTrue(answer.startsWith("HTTP/1.1 413"), answer);
      assertTrue(answer.contains("\"error\":\"the body is 20000000 bytes"), answer);
      stillServes(r);
    }
  }

  @Test
  @Tag("full")
  void idleAndSlowConnectionsAreDroppedAndOthersServed() throws Exception {
    try (Running r = Running.standard()) {
      List<Socket> idle = new ArrayList<>();
      try {
        for (int i = 0; i < 300; i++) { // connected, saying nothing
          Socket s = new Socket();
          s.connect(new InetSocketAddress("127.0.0.1", r.port), 5000);
          s.setSoTimeout(15_000);
          idle.add(s);
        }
        Socket slow = new Socket(); // a request line a byte at a time
        slow.connect(new InetSocketAddress("127.0.0.1", r.port), 5000);
        slow.setSoTimeout(15_000);
        idle.add(slow);
        CompletableFuture<Long> dripped = CompletableFuture.supplyAsync(() -> {
          long t0 = System.nanoTime();
          try {
            OutputStream out = slow.getOutputStream();
            for (byte b : "POST /api/solve HTTP/1.1\r\nHost: x\r\n".getBytes(
                StandardCharsets.US_ASCII)) {
              out.write(b);
              out.flush();
              Thread.sleep(200);
            }
          } catch (Exception dropped) {
            return System.nanoTime() - t0;
          }
          return -1L;
        });
        Socket endless = new Socket(); // a body that never ends
        endless.connect(new InetSocketAddress("127.0.0.1", r.port), 5000);
        endless.setSoTimeout(15_000);
        idle.add(endless);
        endless.getOutputStream().write(("POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:" + r.port
            + "\r\nContent-Length: 1000\r\n\r\n4.....8.5.").getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < 3; i++) {
          stillServes(r);
        }
        // The JDK server's request limit (3 s here, 20 s by default) closes each of them.
        assertClosed(endless);
        long drip = dripped.get(30, TimeUnit.SECONDS);
        assertTrue(drip > 0 && drip < 15_000_000_000L, "the slow client was not dropped");
        int closed = 0;
        for (Socket s : idle.subList(0, 300)) {
          if (isClosed(s)) {
            closed++;
          }
        }
        assertEquals(300, closed, "idle connections left open");
        stillServes(r);
      } finally {
        for (Socket s : idle) {
          s.close();
        }
      }
    }
  }

  private static boolean isClosed(Socket s) throws java.io.IOException {
    InputStream in = s.getInputStream();
    try {
      byte[] b = new byte[4096];
      while (true) {
        int n = in.read(b);
        if (n < 0) {
          return true;
        }
      }
    } catch (SocketTimeoutException stillOpen) {
      return false;
    } catch (java.net.SocketException reset) {
      return true;
    }
  }

  private static void assertClosed(Socket s) throws java.io.IOException {
    assertTrue(isClosed(s), "the connection was left open");
  }
}
