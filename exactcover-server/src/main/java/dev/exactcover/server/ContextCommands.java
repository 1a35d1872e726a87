package dev.exactcover.server;

import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.RunContext;
import dev.exactcover.sudoku.cli.Main;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The commands through the command line's in-process entry points: each run with a context of
 * its own (streams, clock, interrupt), so that any number run at once.
 */
final class ContextCommands implements Commands {
  @Override
  public int run(String program, String[] args, InputStream stdin, OutputStream stdout,
      OutputStream stderr, Instant started, AtomicReference<Runnable> interrupt) {
    RunContext ctx = RunContext.builder(program).stdin(stdin).stdout(stdout).stderr(stderr)
        .started(started).terminals(false, false, false).build();
    interrupt.set(ctx::interrupt);
    try {
      return program.equals("exactcover") ? ExactCoverMain.run(ctx, args) : Main.run(ctx, args);
    } finally {
      interrupt.set(null);
      ctx.close();
    }
  }
}
