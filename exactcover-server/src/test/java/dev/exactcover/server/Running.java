package dev.exactcover.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** A server started in the test's JVM on a free loopback port, and requests to it. */
final class Running implements AutoCloseable {
  static final Path DATASETS = Path.of(System.getProperty("datasets.dir", "../../shared/datasets"));
  static final Path ROOT = Path.of(System.getProperty("project.root", "../.."));
  static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5))
      .build();

  final Server server;
  final int port;

  Running(Server.Config config, Commands commands) throws IOException {
    server = Server.start(config, commands, "exactcover");
    port = server.address().getPort();
  }

  /** A server on loopback with the defaults ./exactcover serve has, on any free port. */
  static Running standard() throws IOException {
    return new Running(config(null, null, 2, 64), Commands.inThisJvm());
  }

  static Server.Config config(String token, String allowOrigin, int workers, int queue) {
    return new Server.Config("127.0.0.1", 0, Duration.ofSeconds(10), token, allowOrigin,
        workers, queue, 1 << 20);
  }

  /** An answer: its status, its Content-Type, its body. */
  record Answer(int status, String type, String body, HttpResponse<String> response) {
    List<String> lines() {
      return body.lines().filter(l -> !l.isBlank()).toList();
    }
  }

  Answer post(String path, String query, String body, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path
        + (query == null || query.isEmpty() ? "" : "?" + query)))
        .timeout(Duration.ofSeconds(60)).POST(HttpRequest.BodyPublishers.ofString(body));
    if (headers.length > 0) {
      b.headers(headers);
    }
    return send(b.build());
  }

  Answer get(String path, String... headers) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
        .timeout(Duration.ofSeconds(60)).GET();
    if (headers.length > 0) {
      b.headers(headers);
    }
    return send(b.build());
  }

  private static Answer send(HttpRequest r) throws Exception {
    HttpResponse<String> a = CLIENT.send(r, HttpResponse.BodyHandlers.ofString());
    return new Answer(a.statusCode(), a.headers().firstValue("Content-Type").orElse(""), a.body(),
        a);
  }

  /** A request written by hand on a socket (any Host, any framing); the whole answer back. */
  String raw(String head, byte[] body) throws IOException {
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress("127.0.0.1", port), 5000);
      s.setSoTimeout(30_000);
      OutputStream out = s.getOutputStream();
      out.write(head.getBytes(StandardCharsets.ISO_8859_1));
      if (body != null) {
        out.write(body);
      }
      out.flush();
      return readAll(s.getInputStream());
    }
  }

  static String readAll(InputStream in) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    byte[] buf = new byte[8192];
    try {
      for (int r; (r = in.read(buf)) >= 0; ) {
        b.write(buf, 0, r);
      }
    } catch (java.net.SocketException reset) {
      // the server closed the connection: what arrived before is the answer
    }
    return b.toString(StandardCharsets.UTF_8);
  }

  /** The command line's own output for the same command, input and options, in this JVM. */
  static String cli(String program, String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Commands.inThisJvm().run(program, args, new java.io.ByteArrayInputStream(
        input.getBytes(StandardCharsets.UTF_8)), out, err, java.time.Instant.now(),
        new java.util.concurrent.atomic.AtomicReference<>());
    return out.toString(StandardCharsets.UTF_8);
  }

  /** The first {@code n} puzzle lines of a dataset file. */
  static String firstPuzzles(String file, int n) throws IOException {
    StringBuilder b = new StringBuilder();
    for (String l : Files.readAllLines(DATASETS.resolve(file))) {
      if (!l.isBlank() && !l.startsWith("#") && n-- > 0) {
        b.append(l).append('\n');
      }
    }
    return b.toString();
  }

  /** A record without its timing, which differs from run to run. */
  static String untimed(String record) {
    return record.replaceAll(",?\"seconds\":[0-9.E-]+", "");
  }

  @Override
  public void close() {
    server.stop(Duration.ZERO);
  }
}
