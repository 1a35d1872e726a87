package dev.exactcover.server;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./exactcover serve} (also {@code ./sudoku serve}): the page and the HTTP API in one
 * process, until SIGTERM or Ctrl-C.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, version = "serve 0.1.0",
    description = {"Serve the page and the HTTP API (POST /api/COMMAND: the command line over "
        + "HTTP; GET /api: the OpenAPI document) until stopped (SIGTERM, Ctrl-C).",
        "Loopback only unless --host names another address, which needs --token."},
    footer = {"", "Exit codes: 143 stopped by SIGTERM, 130 by Ctrl-C (requests in flight get "
        + "their whole records, new ones 503); 2 usage error; 4 the address could not be "
        + "listened on; 70 internal failure.",
        "", "Examples:", "  ./exactcover serve", "  ./sudoku serve --port 8080 --time-limit 30"})
public final class Serve implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--port", paramLabel = "N", description = "the port (default: ${DEFAULT-VALUE}; "
      + "0: any free one, printed)", defaultValue = "8080")
  int port;

  @Option(names = "--host", paramLabel = "H", description = "the address to listen on "
      + "(default: ${DEFAULT-VALUE}); another than loopback needs --token",
      defaultValue = "127.0.0.1")
  String host;

  @Option(names = "--time-limit", paramLabel = "SECONDS", description = "the most time a "
      + "request may take (default: ${DEFAULT-VALUE}); a request may ask for less",
      defaultValue = "10")
  double timeLimit;

  @Option(names = "--token", paramLabel = "TOKEN", description = "every request must carry it "
      + "(Authorization: Bearer TOKEN, or the page opened once with ?token=TOKEN)")
  String token;

  @Option(names = "--allow-origin", paramLabel = "ORIGIN", description = "let pages at ORIGIN "
      + "(as https://example.org) call the API (CORS); by default no other page may")
  String allowOrigin;

  @Option(names = "--workers", paramLabel = "N", description = "commands run at once (default: "
      + "the cores)")
  Integer workers;

  @Option(names = "--queue", paramLabel = "N", description = "requests that may wait for a "
      + "worker (default: ${DEFAULT-VALUE}); more are answered 429", defaultValue = "64")
  int queue;

  @Option(names = "--max-body", paramLabel = "MIB", description = "the largest body taken, in "
      + "MiB, 1 to 16 (default: ${DEFAULT-VALUE}); larger ones are answered 413",
      defaultValue = "1")
  int maxBody;

  /** Runs {@code serve} with {@code args}, and exits with its code. */
  public static void main(String[] args) {
    String program = System.getProperty("exactcover.program", "exactcover");
    CommandLine cl = new CommandLine(new Serve());
    cl.setCommandName(program + " serve");
    cl.setParameterExceptionHandler((e, a) -> {
      PrintWriter err = e.getCommandLine().getErr();
      err.println(program + " serve: " + e.getMessage().replaceFirst("^Error: ", ""));
      err.println("Try './" + program + " serve --help'.");
      return 2;
    });
    System.exit(cl.execute(args));
  }

  @Override
  public Integer call() throws InterruptedException {
    String name = spec.commandLine().getCommandName();
    PrintWriter err = spec.commandLine().getErr();
    String program = name.substring(0, name.indexOf(' '));
    int cores = Runtime.getRuntime().availableProcessors();
    String bad = null;
    if (port < 0 || port > 65535) {
      bad = "--port " + port + " is not a port (0 to 65535)";
    } else if (!(timeLimit > 0) || timeLimit > 3600) {
      bad = "--time-limit " + timeLimit + " is not a time limit (above 0, at most 3600 seconds)";
    } else if (workers != null && (workers < 1 || workers > 4 * cores)) {
      bad = "--workers " + workers + " is not between 1 and " + 4 * cores + " (4 a core)";
    } else if (queue < 0 || queue > 10_000) {
      bad = "--queue " + queue + " is not between 0 and 10000";
    } else if (maxBody < 1 || maxBody > 16) {
      bad = "--max-body " + maxBody + " is not between 1 and 16 (MiB)";
    } else if (token != null && (token.length() < 16 || !token.matches("[A-Za-z0-9._~-]+"))) {
      bad = "--token must be at least 16 characters of letters, digits and ._~-";
    }
    if (bad == null && token == null) {
      try {
        if (!InetAddress.getByName(host).isLoopbackAddress()) {
          bad = "--host " + host + " is not a loopback address: other machines could reach the "
              + "server, so give it a --token too";
        }
      } catch (UnknownHostException e) {
        bad = "--host " + host + ": no such address";
      }
    }
    if (bad != null) {
      err.println(name + ": " + bad);
      err.println("Try './" + program + " serve --help'.");
      return 2;
    }
    Server.Config config = new Server.Config(host, port,
        Duration.ofMillis((long) Math.ceil(timeLimit * 1000)), token, allowOrigin,
        workers != null ? workers : cores, queue, maxBody << 20);
    Server server;
    try {
      server = Server.start(config, Commands.inThisJvm(), program);
    } catch (IOException | RuntimeException e) {
      err.println(name + ": cannot listen on " + host + " port " + port + ": "
          + (e.getMessage() != null ? e.getMessage() : e.toString()));
      return 4;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      server.stop(Duration.ofSeconds(2));
      stopped.countDown();
    }, "serve-stop"));
    PrintWriter out = spec.commandLine().getOut();
    out.println(name + ": listening on " + server.url() + " (SIGTERM or Ctrl-C stops it)");
    out.flush();
    stopped.await();
    return 0;
  }
}
