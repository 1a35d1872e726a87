package dev.exactcover.cli;

import java.util.List;

/**
 * A program of the command line ({@code ./exactcover}, {@code ./sudoku}): its name, its
 * commands in the order its help lists them, and how each is made. The one registry of a
 * program's commands: the help, the launcher, the training run and the tests read it here.
 */
public interface Tool {
  /** The program's name, as its messages begin. */
  String name();

  /** The commands, in the order the help lists them. */
  List<Entry> commands();

  /**
   * A new command object for {@code name}, or null when there is no such command. A switch, not
   * a map of constructor references: only the command asked for is loaded.
   */
  Object command(String name);

  /** The exit codes its commands give besides those every command shares, for its help. */
  List<ExitCode.Said> exits();

  /** The top-level command object (its help, its version, the usage when no command is given). */
  Object top();

  /**
   * The command lines of the launcher's training run besides {@code ./exactcover}'s (see
   * {@link Training}), on inputs it may write to {@code dir}; {@code dlx} is a small .dlx file
   * there. None by default.
   */
  default java.util.List<String[]> training(java.nio.file.Path dir, String dlx)
      throws java.io.IOException {
    return List.of();
  }

  /** The entry named {@code name}, or null. */
  default Entry entry(String name) {
    for (Entry e : commands()) {
      if (e.name().equals(name)) {
        return e;
      }
    }
    return null;
  }

  /**
   * One command: its name, its summary on one line (the list of commands), and the exit codes it
   * gives besides those every command shares, each with its own detail.
   */
  record Entry(String name, String summary, List<ExitCode.Said> exits) {
    /** An entry. */
    public static Entry of(String name, String summary, ExitCode.Said... exits) {
      return new Entry(name, summary, List.of(exits));
    }
  }
}
