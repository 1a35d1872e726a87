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
  private String name;

  /** The run this command is part of. */
  protected final RunContext ctx() {
    return ctx;
  }

  /**
   * The command's name as its messages begin, the program's and its own ({@code exactcover
   * count}, {@code sudoku dlx}): what picocli calls its qualified name, given by the launcher
   * with the run's context, so that a command filled without picocli's model says the same.
   */
  protected final String commandName() {
    return name;
  }

  final void context(RunContext context, String commandName) {
    this.ctx = context;
    this.name = commandName;
  }
}
