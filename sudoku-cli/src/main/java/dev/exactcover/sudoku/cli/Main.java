package dev.exactcover.sudoku.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The entry point of {@code ./sudoku}. Exit codes: 0 done; 1 the command promised a solution and
 * there is none; 2 usage error; 3 invalid input (an unreadable file, a malformed line).
 */
@Command(name = "sudoku", mixinStandardHelpOptions = true, version = "sudoku 0.1.0",
    description = "Exact cover by Knuth's Dancing Links: Sudoku and any .dlx problem.",
    subcommands = {DlxCommand.class, CommandLine.HelpCommand.class})
public final class Main {
  static final int NO_SOLUTION = 1;
  static final int USAGE = 2;
  static final int INVALID_INPUT = 3;

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
  }

  /** Runs the command line with the given streams; returns the exit code. */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cl = new CommandLine(new Main());
    cl.setOut(out);
    cl.setErr(err);
    cl.setExitCodeExceptionMapper(e -> USAGE);
    return cl.execute(args);
  }
}
