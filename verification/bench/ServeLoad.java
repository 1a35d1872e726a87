// ServeLoad: CLIENTS concurrent clients of POST /api/solve (one puzzle a request) for SECONDS,
// against a running ./exactcover serve on loopback. Every answer is checked against the published
// solution; a 429 (all workers busy, queue full) is counted apart; any other status, or a wrong
// or missing solution, fails the run (exit 1). Prints one Markdown table row: clients, answers,
// req/s, p50 and p99 latency in ms, 429s, the server's peak resident memory (from /proc).
// Usage: java ServeLoad.java URL PUZZLES SOLUTIONS CLIENTS SECONDS [SERVER_PID]
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class ServeLoad {
  public static void main(String[] a) throws Exception {
    URI uri = URI.create(a[0] + "api/solve");
    List<String> puzzles = lines(a[1]);
    List<String> solutions = lines(a[2]);
    int clients = Integer.parseInt(a[3]);
    long seconds = Long.parseLong(a[4]);
    String pid = a.length > 5 ? a[5] : null;
    if (!uri.getHost().equals("127.0.0.1") && !uri.getHost().equals("localhost")) {
      throw new IllegalArgumentException("loopback only: " + uri.getHost());
    }
    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(5)).build();
    Pattern solution = Pattern.compile("\"solution\":\"([^\"]+)\"");
    long end = System.nanoTime() + seconds * 1_000_000_000L;
    AtomicLong busy = new AtomicLong();
    AtomicLong wrong = new AtomicLong();
    List<long[]> latencies = new ArrayList<>();
    List<int[]> counts = new ArrayList<>();
    List<Thread> threads = new ArrayList<>();
    StringBuilder firstError = new StringBuilder();
    for (int c = 0; c < clients; c++) {
      long[] lat = new long[1 << 21];
      int[] n = new int[1];
      latencies.add(lat);
      counts.add(n);
      int start = c;
      Thread t = new Thread(() -> {
        int i = start;
        while (System.nanoTime() < end) {
          int k = i++ % puzzles.size();
          long t0 = System.nanoTime();
          try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(uri)
                .timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(puzzles.get(k) + "\n")).build(),
                HttpResponse.BodyHandlers.ofString());
            long dt = System.nanoTime() - t0;
            if (r.statusCode() == 429) {
              busy.incrementAndGet();
              Thread.sleep(5);
              continue;
            }
            Matcher m = solution.matcher(r.body());
            if (r.statusCode() != 200 || !m.find() || !m.group(1).equals(solutions.get(k))
                || r.body().indexOf('\n') != r.body().length() - 1) {
              wrong.incrementAndGet();
              synchronized (firstError) {
                if (firstError.length() == 0) {
                  firstError.append(r.statusCode()).append(' ').append(r.body());
                }
              }
              continue;
            }
            if (n[0] < lat.length) {
              lat[n[0]++] = dt;
            }
          } catch (Exception e) {
            wrong.incrementAndGet();
            synchronized (firstError) {
              if (firstError.length() == 0) {
                firstError.append(e);
              }
            }
          }
        }
      });
      threads.add(t);
    }
    long peak = 0;
    long t0 = System.nanoTime();
    threads.forEach(Thread::start);
    while (threads.stream().anyMatch(Thread::isAlive)) {
      Thread.sleep(200);
      if (pid != null) {
        peak = Math.max(peak, rssKb(pid));
      }
    }
    double wall = (System.nanoTime() - t0) / 1e9;
    int total = counts.stream().mapToInt(x -> x[0]).sum();
    long[] all = new long[total];
    int at = 0;
    for (int c = 0; c < clients; c++) {
      System.arraycopy(latencies.get(c), 0, all, at, counts.get(c)[0]);
      at += counts.get(c)[0];
    }
    Arrays.sort(all);
    System.out.printf("| %d | %d | %.0f | %.2f | %.2f | %d | %s |%n", clients, total, total / wall,
        pct(all, 0.50), pct(all, 0.99), busy.get(), pid == null ? "" : (peak / 1024) + " MB");
    if (wrong.get() > 0) {
      System.err.println("ServeLoad: " + wrong.get() + " wrong answers or statuses; the first: "
          + firstError);
      System.exit(1);
    }
  }

  static double pct(long[] sorted, double p) {
    return sorted.length == 0 ? Double.NaN
        : sorted[Math.min(sorted.length - 1, (int) Math.floor(p * sorted.length))] / 1e6;
  }

  static long rssKb(String pid) {
    try {
      for (String l : Files.readAllLines(Path.of("/proc", pid, "status"))) {
        if (l.startsWith("VmRSS:")) {
          return Long.parseLong(l.replaceAll("[^0-9]", ""));
        }
      }
    } catch (Exception gone) {
      // the server ended
    }
    return 0;
  }

  static List<String> lines(String file) throws Exception {
    return Files.readAllLines(Path.of(file)).stream().filter(l -> !l.isBlank()
        && !l.startsWith("#")).map(l -> l.strip().split("\\s")[0]).toList();
  }
}
