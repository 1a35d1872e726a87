package dev.exactcover.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code serve}'s options: what it refuses to start with, in words, with exit code 2. */
class ServeOptionsTest {
  private static String refused(String... args) {
    StringWriter err = new StringWriter();
    CommandLine cl = new CommandLine(new Serve());
    cl.setCommandName("exactcover serve");
    cl.setErr(new PrintWriter(err, true));
    assertEquals(2, cl.execute(args), String.join(" ", args));
    return err.toString();
  }

  @Test
  void anAddressBeyondLoopbackNeedsAToken() {
    String said = refused("--host", "0.0.0.0", "--port", "0");
    assertTrue(said.contains("--host 0.0.0.0 is not a loopback address"), said);
    assertTrue(said.contains("--token"), said);
  }

  @Test
  void limitsOutOfRangeAreRefused() {
    assertTrue(refused("--max-body", "17").contains("--max-body 17 is not between 1 and 16"));
    assertTrue(refused("--time-limit", "0").contains("is not a time limit"));
    assertTrue(refused("--port", "70000").contains("is not a port"));
    assertTrue(refused("--workers", "0").contains("--workers 0 is not between 1"));
    assertTrue(refused("--token", "short").contains("at least 16 characters"));
  }
}
