package dev.exactcover.server;

import java.io.InputStream;
import java.io.OutputStream;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

/** The command line's commands, run in this JVM: what the API calls. */
interface Commands {
  /**
   * Runs {@code ./<program> <args...>} reading {@code stdin} and writing {@code stdout} and
   * {@code stderr}, and returns its exit code (the command line's: 0 done, 2 usage, 3 invalid
   * input, ...). Never throws for a failure of the command: that is its exit code and its words.
   *
   * @param program {@code sudoku} or {@code exactcover}
   * @param args the command and its arguments
   * @param stdin what the command reads as {@code -}
   * @param stdout where its records go (UTF-8)
   * @param stderr where its messages go (UTF-8)
   * @param started when the request arrived: a {@code --time-limit} counts from here
   * @param interrupt set, while the command runs, to what ends its output as Ctrl-C would
   * @return the exit code
   */
  int run(String program, String[] args, InputStream stdin, OutputStream stdout,
      OutputStream stderr, Instant started, AtomicReference<Runnable> interrupt);

  /** The command line's commands in this JVM, each run with a context of its own. */
  static Commands inThisJvm() {
    return new ContextCommands();
  }
}
