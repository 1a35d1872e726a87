package dev.exactcover.cli;

import java.util.concurrent.Callable;

/**
 * A command of {@code ./sudoku} or {@code ./exactcover}: picocli fills its options, the
 * {@link Launcher} gives it the run's {@link RunContext} before it runs, and it returns its exit
 * code. A command keeps nothing of one run for another and reads nothing static that a run
 * changes.
 */
public abstract class CliCommand implements Callable<Integer> {
  private RunContext ctx;

  /** The run this command is part of. */
  protected final RunContext ctx() {
    return ctx;
  }

  final void context(RunContext context) {
    this.ctx = context;
  }
}
