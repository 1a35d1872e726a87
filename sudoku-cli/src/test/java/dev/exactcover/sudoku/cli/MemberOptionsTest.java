package dev.exactcover.sudoku.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.exactcover.cli.CountingOptions;
import dev.exactcover.cli.ExitCode;
import org.junit.jupiter.api.Test;

/** A member's options checked before it starts: no more threads than a count may take. */
class MemberOptionsTest {
  @Test
  void aMemberTakesNoMoreThreadsThanACount() {
    int most = CountingOptions.THREADS_PER_PROCESSOR * Runtime.getRuntime().availableProcessors();
    Cli r = Cli.run("cluster", "member", "--threads", "100000");
    assertEquals(ExitCode.USAGE.code(), r.code, r.toString());
    assertTrue(r.err.contains("--threads is at most " + most + " on this machine"), r.err);
  }
}
