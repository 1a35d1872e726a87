package dev.exactcover.server;

import dev.exactcover.dlx.internal.json.JsonString;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Headless Chromium driven through chromedriver by the W3C WebDriver protocol (plain HTTP and
 * JSON), with the JDK's HTTP client: Debian's chromium and chromium-driver, nothing downloaded.
 */
final class Browser implements AutoCloseable {
  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

  private final Process driver;
  private final String base;
  private final Path profile;

  /** Whether chromium and chromedriver are installed here. */
  static boolean available() {
    return Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
  }

  Browser(int width, int height) throws Exception {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    driver = new ProcessBuilder(CHROMEDRIVER.toString(), "--port=" + port)
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    String root = "http://127.0.0.1:" + port;
    for (int i = 0; ; i++) {
      try {
        if (call("GET", root + "/status", null).contains("\"ready\":true")) {
          break;
        }
      } catch (IOException notYet) {
        if (i > 100) {
          throw notYet;
        }
      }
      Thread.sleep(100);
    }
    profile = Files.createTempDirectory("exactcover-browser-");
    // The flags that work on these machines: no sandbox (root), no GPU, and none of Chromium's
    // own connections to the internet, which a closed network refuses.
    String args = String.join(",", List.of("\"--headless\"", "\"--no-sandbox\"",
        "\"--disable-gpu\"", "\"--disable-quic\"", "\"--no-first-run\"",
        "\"--disable-background-networking\"", "\"--disable-component-update\"",
        "\"--disable-sync\"", "\"--disable-dev-shm-usage\"",
        "\"--window-size=" + width + "," + height + "\"",
        "\"--user-data-dir=" + profile + "\""));
    String session = call("POST", root + "/session", "{\"capabilities\":{\"alwaysMatch\":{"
        + "\"browserName\":\"chrome\",\"goog:chromeOptions\":{\"binary\":\"" + CHROMIUM
        + "\",\"args\":[" + args + "]}}}}");
    Object id = ((Map<?, ?>) value(session)).get("sessionId");
    base = root + "/session/" + id;
  }

  private static String call(String method, String url, String body) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url))
        .timeout(Duration.ofSeconds(60)).header("Content-Type", "application/json");
    b.method(method, body == null ? HttpRequest.BodyPublishers.noBody()
        : HttpRequest.BodyPublishers.ofString(body));
    HttpResponse<String> r = Running.CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
    if (r.statusCode() != 200) {
      throw new IOException("WebDriver " + method + " " + url + ": " + r.statusCode() + " "
          + r.body());
    }
    return r.body();
  }

  private static Object value(String json) {
    return ((Map<?, ?>) new Parser(json).value()).get("value");
  }

  void open(String url) throws Exception {
    call("POST", base + "/url", "{\"url\":" + JsonString.quoted(url) + "}");
  }

  /** The element matching {@code css}: its WebDriver id. */
  String find(String css) throws Exception {
    Map<?, ?> v = (Map<?, ?>) value(call("POST", base + "/element",
        "{\"using\":\"css selector\",\"value\":" + JsonString.quoted(css) + "}"));
    return (String) v.values().iterator().next();
  }

  void click(String css) throws Exception {
    call("POST", base + "/element/" + find(css) + "/click", "{}");
  }

  /** Types {@code keys} into the element (WebDriver's key codes for arrows, Ctrl...). */
  void type(String css, String keys) throws Exception {
    call("POST", base + "/element/" + find(css) + "/value",
        "{\"text\":" + JsonString.quoted(keys) + "}");
  }

  /** Runs {@code script} in the page; its value. */
  Object script(String script) throws Exception {
    return value(call("POST", base + "/execute/sync", "{\"script\":" + JsonString.quoted(script)
        + ",\"args\":[]}"));
  }

  String text(String css) throws Exception {
    return (String) value(call("GET", base + "/element/" + find(css) + "/text", null));
  }

  /** Waits up to {@code seconds} for the text of {@code css} to pass {@code test}; the text. */
  String waitFor(String css, Predicate<String> test, int seconds) throws Exception {
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    String t = "";
    while (System.nanoTime() < end) {
      t = text(css);
      if (test.test(t)) {
        return t;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("after " + seconds + " s the text of " + css + " is: " + t);
  }

  void screenshot(Path file) throws Exception {
    String png = (String) value(call("GET", base + "/screenshot", null));
    Files.createDirectories(file.getParent());
    Files.write(file, Base64.getDecoder().decode(png));
  }

  @Override
  public void close() throws Exception {
    try {
      call("DELETE", base, null);
    } catch (Exception ignored) {
      // the browser is gone already
    } finally {
      driver.destroy();
      driver.waitFor();
      try (var files = Files.walk(profile)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  /** A small JSON reader for WebDriver's answers. */
  private static final class Parser {
    private final String s;
    private int i;

    Parser(String s) {
      this.s = s;
    }

    Object value() {
      skip();
      char c = s.charAt(i);
      if (c == '{') {
        Map<String, Object> m = new LinkedHashMap<>();
        i++;
        skip();
        if (s.charAt(i) == '}') {
          i++;
          return m;
        }
        while (true) {
          skip();
          String k = string();
          skip();
          i++; // :
          m.put(k, value());
          skip();
          if (s.charAt(i++) == '}') {
            return m;
          }
        }
      }
      if (c == '[') {
        List<Object> l = new ArrayList<>();
        i++;
        skip();
        if (s.charAt(i) == ']') {
          i++;
          return l;
        }
        while (true) {
          l.add(value());
          skip();
          if (s.charAt(i++) == ']') {
            return l;
          }
        }
      }
      if (c == '"') {
        return string();
      }
      int j = i;
      while (i < s.length() && ",}] \n\r\t".indexOf(s.charAt(i)) < 0) {
        i++;
      }
      String w = s.substring(j, i);
      return switch (w) {
        case "true" -> Boolean.TRUE;
        case "false" -> Boolean.FALSE;
        case "null" -> null;
        default -> Double.valueOf(w);
      };
    }

    private String string() {
      StringBuilder b = new StringBuilder();
      i++; // "
      while (s.charAt(i) != '"') {
        char c = s.charAt(i++);
        if (c == '\\') {
          char e = s.charAt(i++);
          switch (e) {
            case 'n' -> b.append('\n');
            case 't' -> b.append('\t');
            case 'r' -> b.append('\r');
            case 'b' -> b.append('\b');
            case 'f' -> b.append('\f');
            case 'u' -> {
              b.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
              i += 4;
            }
            default -> b.append(e);
          }
        } else {
          b.append(c);
        }
      }
      i++;
      return b.toString();
    }

    private void skip() {
      while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
        i++;
      }
    }
  }
}
