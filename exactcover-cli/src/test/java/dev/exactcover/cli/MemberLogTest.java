package dev.exactcover.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

/**
 * What a member prints of Hazelcast's reports: one line each in words, no stack trace, at most
 * one a second;. The full check with a real member
 * and a real sender is {@code ClusterProcessTest}.
 */
class MemberLogTest {
  private static LogRecord refused() {
    LogRecord r = new LogRecord(Level.SEVERE, "[127.0.0.1]:5701 [exactcover] [5.7.0] "
        + "java.lang.SecurityException: Resolving class Foreign is not allowed.");
    r.setThrown(new IllegalStateException("wrapped",
        new SecurityException("Resolving class Foreign is not allowed.")));
    return r;
  }

  @Test
  void aFloodOfReportsIsOneLineASecond() throws Exception {
    StringWriter text = new StringWriter();
    MemberLog log = new MemberLog("exactcover cluster member", new PrintWriter(text));
    for (int i = 0; i < 500; i++) {
      log.publish(refused());
    }
    assertEquals("exactcover cluster member: the cluster library reports: Resolving class "
        + "Foreign is not allowed.\n", text.toString());
    Thread.sleep(MemberLog.QUIET_NANOS / 1_000_000 + 50);
    log.publish(refused());
    assertTrue(text.toString().endsWith("is not allowed. (and 499 reports not shown)\n"),
        text.toString());
    LogRecord plain = new LogRecord(Level.SEVERE, "[127.0.0.1]:5701 [exactcover] [5.7.0] "
        + "the member\n   ran out of room");
    assertEquals("the cluster library reports: the member ran out of room",
        MemberLog.words(plain));
  }
}
