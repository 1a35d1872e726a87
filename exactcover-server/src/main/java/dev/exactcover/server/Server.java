package dev.exactcover.server;

import dev.exactcover.dlx.internal.json.Json;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The page and the API on the JDK's HTTP server. Requests are read by I/O threads; commands run
 * on a fixed number of workers with a bounded queue (429 when both are full); each command has
 * a time limit; a request whose {@code Host} is not this server's address, a POST from a foreign
 * {@code Origin}, or (with a token) a request without the token is refused.
 */
final class Server {
  /**
   * What the server was started with.
   *
   * @param host the address to listen on
   * @param port the port (0: any free one)
   * @param timeLimit the most time a request's command may take
   * @param token the token every request must carry, or null (loopback only)
   * @param allowOrigin the one foreign origin allowed to call the API (CORS), or null
   * @param workers how many commands run at once
   * @param queue how many requests may wait for a worker
   * @param maxBody the largest body taken, in bytes
   */
  record Config(String host, int port, Duration timeLimit, String token, String allowOrigin,
      int workers, int queue, int maxBody) {
  }

  /** The largest body a server may be set to take: 16 MiB. */
  static final int MAX_BODY_MOST = 16 << 20;
  private static final String NDJSON = "application/x-ndjson; charset=utf-8";
  private static final String PAGE = "/dev/exactcover/server/page/";

  private final Config config;
  private final Commands commands;
  private final String program;
  private final HttpServer http;
  private final ExecutorService io;
  private final ThreadPoolExecutor workers;
  private final ScheduledExecutorService timer;
  private final Set<String> hosts = new HashSet<>();
  private final Set<String> origins = new HashSet<>();
  private final boolean anyHost;
  private volatile boolean stopping;
  /** Each command running now: how to interrupt it, and its answer. */
  private final Map<AtomicReference<Runnable>, ResponseSink> running = new ConcurrentHashMap<>();

  private Server(Config config, Commands commands, String program) throws IOException {
    this.config = config;
    this.commands = commands;
    this.program = program;
    // The JDK server's own limits (read once, when it is first used): a request (headers and
    // body) must arrive within 20 s, and an answer be taken within the time limit and a minute.
    // (A value set on the java command line wins: the tests shorten them.)
    if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
      System.setProperty("sun.net.httpserver.maxReqTime", "20");
    }
    // Answers written as they are ready, not held back by Nagle's algorithm until the client's
    // delayed acknowledgement of the headers (about 40 ms a request on loopback).
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
    // A body over the cap is answered 413 at once; the rest of it, still arriving, is then read
    // and thrown away before the connection closes (up to 64 MiB, four times the largest cap), so
    // that the close is a clean one: a socket closed with unread data resets the connection, and
    // the client, still writing, may then lose the 413 (the JDK reads only 64 KiB by default).
    if (System.getProperty("sun.net.httpserver.drainAmount") == null) {
      System.setProperty("sun.net.httpserver.drainAmount", Long.toString(64L << 20));
    }
    if (System.getProperty("sun.net.httpserver.maxRspTime") == null) {
      System.setProperty("sun.net.httpserver.maxRspTime",
          Long.toString(config.timeLimit.toSeconds() + 60));
    }
    InetAddress address = InetAddress.getByName(config.host);
    http = HttpServer.create(new InetSocketAddress(address, config.port), 128);
    int port = http.getAddress().getPort();
    anyHost = address.isAnyLocalAddress();
    if (address.isLoopbackAddress()) {
      for (String h : List.of("localhost", "127.0.0.1", "[::1]")) {
        hosts.add(h + ":" + port);
      }
    }
    String name = config.host.contains(":") && !config.host.startsWith("[")
        ? "[" + config.host + "]" : config.host;
    hosts.add(name.toLowerCase(Locale.ROOT) + ":" + port);
    for (String h : hosts) {
      origins.add("http://" + h);
    }
    io = Executors.newCachedThreadPool(threads("serve-io", true));
    workers = new ThreadPoolExecutor(config.workers, config.workers, 1, TimeUnit.MINUTES,
        new ArrayBlockingQueue<>(config.queue), threads("serve-worker", true));
    timer = Executors.newSingleThreadScheduledExecutor(threads("serve-timer", true));
    http.setExecutor(io);
    http.createContext("/", this::handle);
  }

  /** Starts a server; its address is {@link #address()}. */
  static Server start(Config config, Commands commands, String program) throws IOException {
    Server s = new Server(config, commands, program);
    s.http.start();
    return s;
  }

  /** The address the server listens on. */
  InetSocketAddress address() {
    return http.getAddress();
  }

  /** The page's address, as printed at start. */
  String url() {
    InetSocketAddress a = address();
    String h = a.getAddress().isAnyLocalAddress() ? "127.0.0.1"
        : a.getAddress() instanceof java.net.Inet6Address ? "[" + config.host + "]" : config.host;
    return "http://" + h + ":" + a.getPort() + "/";
  }

  /**
   * Stops: new requests are answered 503 at once; the commands running get {@code grace} to
   * finish, then are interrupted (their answers end with whole records); then the listener
   * closes. Returns within about {@code grace}.
   */
  void stop(Duration grace) {
    stopping = true;
    workers.shutdown(); // those waiting in the queue are answered 503 as they come up
    try {
      workers.awaitTermination(grace.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    // Commands still running after the grace: their whole records out, nothing after (503 if
    // none had gone yet).
    running.forEach((r, sink) -> {
      Runnable stop = r.get();
      if (stop != null) {
        stop.run();
      }
      sink.abandon(503, program + " serve is stopping");
    });
    workers.shutdownNow();
    http.stop(0);
    timer.shutdownNow();
    io.shutdownNow();
  }

  private static ThreadFactory threads(String name, boolean daemon) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, name + "-" + n.incrementAndGet());
      t.setDaemon(daemon);
      return t;
    };
  }

  /** The HTTP status for a command's exit code. */
  static int status(int exit) {
    return switch (exit) {
      case 0, 1, 5 -> 200; // done, no solution, partial: the records say which
      case 2, 3 -> 400; // usage error, invalid input
      case 4, 7 -> 502; // a cluster unavailable, or its answer failed its check
      case 130, 143 -> 503; // stopped
      default -> 500;
    };
  }

  private void handle(HttpExchange ex) {
    try {
      route(ex);
    } catch (IOException | RuntimeException e) {
      ex.close();
    }
  }

  private void route(HttpExchange ex) throws IOException {
    Headers in = ex.getRequestHeaders();
    Headers out = ex.getResponseHeaders();
    out.set("X-Content-Type-Options", "nosniff");
    out.set("Cache-Control", "no-store");
    String host = in.getFirst("Host");
    if (!anyHost && (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT)))) {
      error(ex, 403, "the Host " + (host == null ? "(none)" : "'" + host + "'")
          + " is not this server's address; use " + url(), -1, null);
      return;
    }
    String origin = in.getFirst("Origin");
    boolean foreign = origin != null && !origins.contains(origin.toLowerCase(Locale.ROOT))
        && !origin.equals(config.allowOrigin);
    if (origin != null && origin.equals(config.allowOrigin)) {
      out.set("Access-Control-Allow-Origin", origin);
      out.set("Vary", "Origin");
    }
    String method = ex.getRequestMethod();
    String path = ex.getRequestURI().getRawPath();
    if (method.equals("OPTIONS") && config.allowOrigin != null && !foreign) {
      out.set("Access-Control-Allow-Methods", "GET, POST");
      out.set("Access-Control-Allow-Headers", "Content-Type, Authorization");
      ex.sendResponseHeaders(204, -1);
      ex.close();
      return;
    }
    if (config.token != null && !tokenGiven(ex)) {
      out.set("WWW-Authenticate", "Bearer");
      error(ex, 401, "this server takes requests with its token only (the Authorization header "
          + "'Bearer TOKEN', or open " + url() + "?token=TOKEN once)", -1, null);
      return;
    }
    if (stopping) {
      out.set("Connection", "close");
      error(ex, 503, program + " serve is stopping", -1, null);
      return;
    }
    if (path.equals("/api") || path.equals("/api/")) {
      if (!method.equals("GET") && !method.equals("HEAD")) {
        notAllowed(ex, "GET");
        return;
      }
      send(ex, 200, "application/json; charset=utf-8",
          OpenApi.document(url()).getBytes(StandardCharsets.UTF_8));
      return;
    }
    if (path.startsWith("/api/")) {
      Endpoint e = Endpoint.find(path.substring(5));
      if (e == null) {
        error(ex, 404, "no such command: " + path + " (GET /api lists them)", -1, null);
      } else if (!method.equals("POST")) {
        notAllowed(ex, "POST");
      } else if (foreign) {
        error(ex, 403, "a page at " + origin + " may not call this server (start it with "
            + "--allow-origin " + origin + " to allow that)", -1, null);
      } else {
        post(ex, e);
      }
      return;
    }
    if (!method.equals("GET") && !method.equals("HEAD")) {
      notAllowed(ex, "GET");
      return;
    }
    staticFile(ex, path);
  }

  private boolean tokenGiven(HttpExchange ex) {
    byte[] want = config.token.getBytes(StandardCharsets.UTF_8);
    String auth = ex.getRequestHeaders().getFirst("Authorization");
    if (auth != null && auth.startsWith("Bearer ") && MessageDigest.isEqual(want,
        auth.substring(7).strip().getBytes(StandardCharsets.UTF_8))) {
      return true;
    }
    for (String cookies : ex.getRequestHeaders().getOrDefault("Cookie", List.of())) {
      for (String c : cookies.split(";")) {
        String s = c.strip();
        if (s.startsWith("exactcover-token=") && MessageDigest.isEqual(want,
            s.substring(17).getBytes(StandardCharsets.UTF_8))) {
          return true;
        }
      }
    }
    String q = ex.getRequestURI().getRawQuery();
    if (q != null && ex.getRequestMethod().equals("GET")) {
      for (String p : q.split("&")) {
        if (p.startsWith("token=") && MessageDigest.isEqual(want, decode(p.substring(6))
            .getBytes(StandardCharsets.UTF_8))) {
          ex.getResponseHeaders().add("Set-Cookie", "exactcover-token=" + config.token
              + "; HttpOnly; SameSite=Strict; Path=/");
          return true;
        }
      }
    }
    return false;
  }

  private void notAllowed(HttpExchange ex, String allow) throws IOException {
    ex.getResponseHeaders().set("Allow", allow);
    error(ex, 405, ex.getRequestMethod() + " is not taken here; use " + allow, -1, null);
  }

  private void staticFile(HttpExchange ex, String path) throws IOException {
    String name = path.equals("/") ? "index.html" : path.substring(1);
    if (!name.matches("[a-z0-9-]+\\.(html|css|js|svg)")) {
      error(ex, 404, "no such page: " + path, -1, null);
      return;
    }
    byte[] b;
    try (InputStream r = Server.class.getResourceAsStream(PAGE + name)) {
      if (r == null) {
        error(ex, 404, "no such page: " + path, -1, null);
        return;
      }
      b = r.readAllBytes();
    }
    String ext = name.substring(name.lastIndexOf('.') + 1);
    String type = switch (ext) {
      case "html" -> "text/html; charset=utf-8";
      case "css" -> "text/css; charset=utf-8";
      case "js" -> "text/javascript; charset=utf-8";
      default -> "image/svg+xml";
    };
    Headers out = ex.getResponseHeaders();
    // Nothing from elsewhere: scripts, styles and pictures from this server only.
    out.set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; "
        + "object-src 'self' blob:; frame-src 'self' blob:; frame-ancestors 'none'");
    out.set("X-Frame-Options", "DENY");
    send(ex, 200, type, b);
  }

  private void post(HttpExchange ex, Endpoint e) throws IOException {
    byte[] body = readBody(ex);
    if (body == null) {
      return; // answered 413
    }
    List<String> args;
    String format;
    try {
      format = format(e, ex.getRequestURI().getRawQuery());
      args = arguments(e, ex.getRequestURI().getRawQuery(), format);
    } catch (IllegalArgumentException bad) {
      error(ex, 400, program + " serve: " + bad.getMessage(), 2, null);
      return;
    }
    if (!e.readsInput() && body.length > 0) {
      error(ex, 400, e.command() + " reads no input; send its options as query parameters",
          2, null);
      return;
    }
    try {
      Instant arrived = Instant.now();
      workers.execute(() -> runCommand(ex, e, args, format, body, arrived));
    } catch (RejectedExecutionException busy) {
      ex.getResponseHeaders().set("Retry-After", "1");
      error(ex, stopping ? 503 : 429, stopping ? program + " serve is stopping"
          : "every worker is busy and the queue is full; try again in a moment", -1, null);
    }
  }

  /** The body, or null when it was over the cap (answered 413, the connection closed). */
  private byte[] readBody(HttpExchange ex) throws IOException {
    String length = ex.getRequestHeaders().getFirst("Content-Length");
    int cap = config.maxBody;
    if (length != null) {
      long n;
      try {
        n = Long.parseLong(length.strip());
      } catch (NumberFormatException bad) {
        n = Long.MAX_VALUE;
      }
      if (n > cap) {
        tooLarge(ex, n);
        return null;
      }
    }
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    InputStream in = ex.getRequestBody();
    byte[] buf = new byte[8192];
    for (int r; (r = in.read(buf)) >= 0; ) {
      b.write(buf, 0, r);
      if (b.size() > cap) {
        tooLarge(ex, -1);
        return null;
      }
    }
    return b.toByteArray();
  }

  private void tooLarge(HttpExchange ex, long n) throws IOException {
    ex.getResponseHeaders().set("Connection", "close");
    error(ex, 413, "the body is " + (n >= 0 ? n + " bytes" : "longer than that")
        + "; this server takes at most " + config.maxBody + " bytes (--max-body)", -1, null);
  }

  /** The output form asked for (json unless the query names another the command offers). */
  static String format(Endpoint e, String query) {
    String f = e.formats().get(0);
    for (String[] p : parameters(query)) {
      if (p[0].equals("format")) {
        if (!e.formats().contains(p[1])) {
          throw new IllegalArgumentException("format=" + p[1] + ": " + e.path() + " answers in "
              + String.join(", ", e.formats()));
        }
        f = p[1];
      }
    }
    return f;
  }

  /** The command line for a request: the command, its options, then - for the body. */
  List<String> arguments(Endpoint e, String query, String format) {
    List<String> args = new ArrayList<>();
    args.add(e.command());
    Duration limit = config.timeLimit;
    for (String[] p : parameters(query)) {
      String name = p[0];
      String value = p[1];
      if (name.equals("format") || name.equals("token")) {
        continue;
      }
      if (!name.matches("[A-Za-z][a-z0-9-]*")) {
        throw new IllegalArgumentException("'" + name + "' is not an option's name");
      }
      if (Endpoint.REFUSED.contains(name)) {
        throw new IllegalArgumentException("--" + name + " is not taken over HTTP (it names a "
            + "file, a job or a cluster, or is the command line's own)");
      }
      if (name.equals("time-limit")) {
        Duration asked;
        try {
          asked = Duration.ofNanos((long) (Double.parseDouble(value) * 1e9));
        } catch (NumberFormatException bad) {
          throw new IllegalArgumentException("time-limit=" + value + " is not a number of "
              + "seconds");
        }
        if (asked.compareTo(limit) < 0 && !asked.isNegative() && !asked.isZero()) {
          limit = asked;
        }
        continue;
      }
      if (name.equals("threads")) {
        int most = Math.max(1, Runtime.getRuntime().availableProcessors());
        try {
          if (Integer.parseInt(value) > most) {
            throw new IllegalArgumentException("threads=" + value + ": this server runs at most "
                + most + " threads a request");
          }
        } catch (NumberFormatException bad) {
          // the command says what is wrong with it
        }
      }
      String dash = name.equals("n") ? "-" : "--"; // generate's -n is the one short option
      if (value.equals("true") || value.isEmpty()) {
        args.add(dash + name);
      } else if (!value.equals("false")) {
        args.add(dash + name + "=" + value);
      }
    }
    args.add("--time-limit=" + limit.toMillis() / 1000.0);
    args.add("--format=" + format);
    if (e.readsInput()) {
      args.add("-");
    }
    return args;
  }

  /** The query's name=value pairs, decoded, in order (a name alone has the value ""). */
  static List<String[]> parameters(String query) {
    List<String[]> out = new ArrayList<>();
    if (query == null || query.isEmpty()) {
      return out;
    }
    for (String p : query.split("&")) {
      if (p.isEmpty()) {
        continue;
      }
      int eq = p.indexOf('=');
      out.add(eq < 0 ? new String[] {decode(p), ""}
          : new String[] {decode(p.substring(0, eq)), decode(p.substring(eq + 1))});
    }
    return out;
  }

  private static String decode(String s) {
    try {
      return URLDecoder.decode(s, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException bad) {
      throw new IllegalArgumentException("the query is not well formed (" + bad.getMessage()
          + ")");
    }
  }

  private void runCommand(HttpExchange ex, Endpoint e, List<String> args, String format,
      byte[] body, Instant arrived) {
    String type = switch (format) {
      case "svg" -> "image/svg+xml";
      case "pdf" -> "application/pdf";
      default -> NDJSON;
    };
    if (stopping) { // waited in the queue while the server began to stop
      try {
        ex.getResponseHeaders().set("Connection", "close");
        error(ex, 503, program + " serve is stopping", -1, null);
      } catch (IOException gone) {
        ex.close();
      }
      return;
    }
    ResponseSink sink = new ResponseSink(ex, type);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    OutputStream errCapped = new OutputStream() { // the words, not a flood of them
      @Override
      public synchronized void write(int b) {
        if (err.size() < 1 << 16) {
          err.write(b);
        }
      }
    };
    AtomicReference<Runnable> interrupt = new AtomicReference<>();
    running.put(interrupt, sink);
    ScheduledFuture<?> ticks = timer.scheduleAtFixedRate(() -> {
      try {
        sink.tick();
      } catch (IOException gone) {
        // the client went away; the command's next write says so
      }
    }, 100, 100, TimeUnit.MILLISECONDS);
    // The command keeps to its --time-limit; one that does not stop a little after it is ended
    // as Ctrl-C would end it, and answered for (503).
    ScheduledFuture<?> hard = timer.schedule(() -> {
      Runnable stop = interrupt.get();
      if (stop != null) {
        stop.run();
      }
      sink.abandon(503, e.command() + " did not finish within the time limit of "
          + config.timeLimit.toMillis() / 1000.0 + " s");
    }, config.timeLimit.toMillis() + 5000, TimeUnit.MILLISECONDS);
    int code;
    try {
      code = commands.run(e.program(), args.toArray(new String[0]),
          new ByteArrayInputStream(body), sink, errCapped, arrived, interrupt);
    } catch (RuntimeException | Error failure) {
      byte[] words = (program + " " + e.command() + ": internal failure (" + failure
          + "); please report it").getBytes(StandardCharsets.UTF_8);
      err.write(words, 0, words.length);
      code = 70;
    } finally {
      ticks.cancel(false);
      hard.cancel(false);
      running.remove(interrupt);
    }
    sink.finish(code, err.toString(StandardCharsets.UTF_8));
  }

  /** Answers {@code status} with a JSON body: the words, and the exit code when there is one. */
  static void error(HttpExchange ex, int status, String words, int exit, String records)
      throws IOException {
    Json j = new Json().put("error", words);
    if (exit >= 0) {
      j.put("exit", exit);
    }
    if (records != null) {
      j.raw("records", "[" + records + "]");
    }
    String body = j + "\n";
    send(ex, status, "application/json; charset=utf-8", body.getBytes(StandardCharsets.UTF_8));
  }

  private static void send(HttpExchange ex, int status, String type, byte[] b)
      throws IOException {
    ex.getResponseHeaders().set("Content-Type", type);
    boolean head = ex.getRequestMethod().equals("HEAD");
    ex.sendResponseHeaders(status, head || b.length == 0 ? -1 : b.length);
    try (OutputStream out = ex.getResponseBody()) {
      if (!head) {
        out.write(b);
      }
    }
  }
}
