package dev.exactcover.sudoku.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import java.util.List;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The entry point of {@code ./sudoku}. Exit codes: 0 done; 1 the command promised a solution and
 * there is none; 2 usage error; 3 invalid input (an unreadable file, a malformed line, givens that
 * break the rules, an empty input); 4 a cluster could not be reached, or was lost; 5 partial: a
 * limit stopped some answer (each such answer is marked); 6 the output could not be written; 7 a
 * cluster's answer failed its check (not summed); 70
 * an internal failure (out of memory, a bug); 130 and 143 interrupted (SIGINT, SIGTERM); 141 the
 * reader of stdout went away (a closed pipe), quietly.
 */
@Command(name = "sudoku", mixinStandardHelpOptions = true, version = "sudoku 0.1.0",
    description = "Exact cover by Knuth's Dancing Links: Sudoku and any .dlx problem.",
    footer = {"", "Exit codes: 0 done; 1 no solution (solve); 2 usage error; 3 invalid input "
        + "(or an empty one); 4 cluster unavailable or lost; 5 partial (a limit stopped an answer, "
        + "marked in the output); 6 output could not be written; 7 a cluster's answer failed its "
        + "check; 70 internal failure; 130/143 interrupted (SIGINT/SIGTERM); 141 stdout closed (a pipe).",
        "", "Examples:", "  ./sudoku solve ../shared/datasets/sudoku9/top95.txt",
        "  ./sudoku check --format json ../shared/datasets/sudoku9/known-counts.txt",
        "  ./exactcover count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
        "", "Also: ./sudoku verify FILE... cross-checks DLX against the reference solvers."})
public final class Main implements Callable<Integer> {
  static final int OK = 0;
  static final int NO_SOLUTION = 1;
  static final int USAGE = 2;
  static final int INVALID_INPUT = 3;
  static final int UNAVAILABLE = 4;
  static final int PARTIAL = 5;
  static final int OUTPUT_FAILED = 6;
  /** A cluster member's answer failed its check (its MAC, or a second count): not summed. */
  static final int ANSWER_CHECK_FAILED = 7;
  static final int INTERNAL = 70;
  static final int BROKEN_PIPE = 141;

  /** The exit codes every command shares, for the end of each command's list in its help. */
  static final String EXIT_MORE = "; 6 output could not be written; 70 internal failure; "
      + "71 Java could not start (said by the launcher); 130/143 interrupted (SIGINT/SIGTERM; the records printed are whole); 141 stdout closed "
      + "(a pipe). docs/cli.md has the output contract.";

  /**
   * What Ctrl-C says on stderr; a command may say something truer of itself (null: that the run
   * was interrupted, and that every record printed is whole).
   */
  static volatile java.util.function.Supplier<String> onInterrupt;

  /** The command line as typed, shell-quoted where needed: to say how to run it again. */
  static volatile String invoked = "";

  /** The commands' names, in the order the help lists them. */
  static final String[] COMMANDS = {"solve", "count", "check", "validate", "generate",
      "grade", "minimize", "hint", "explain", "dlx", "tile", "cluster"};

  /**
   * A new command object for {@code name}, or null when there is no such command. A switch, not a
   * map of constructor references: only the command asked for is loaded (each reference links its
   * class at start-up).
   */
  static Object command(String name) {
    return switch (name) {
      case "solve" -> new SolveCommand();
      case "count" -> new CountCommand();
      case "check" -> new CheckCommand();
      case "validate" -> new ValidateCommand();
      case "generate" -> new GenerateCommand();
      case "grade" -> new GradeCommand();
      case "minimize" -> new MinimizeCommand();
      case "hint" -> new HintCommand();
      case "explain" -> new ExplainCommand();
      case "dlx" -> new DlxCommand();
      case "tile" -> new TileCommand();
      case "cluster" -> new ClusterCommand();
      default -> null;
    };
  }

  @Spec CommandSpec spec;

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    start("sudoku", args);
  }

  /** Runs {@code program}'s command line ({@code sudoku} or {@code exactcover}) and exits. */
  static void start(String program, String[] args) {
    StringBuilder line = new StringBuilder("./" + program);
    for (String a : args) {
      line.append(' ').append(a.matches("[A-Za-z0-9_./:=,+@%-]+") ? a
          : "'" + a.replace("'", "'\\''") + "'");
    }
    invoked = line.toString();
    RecordSink sink = new RecordSink(new FileOutputStream(FileDescriptor.out));
    PrintWriter out = new PrintWriter(sink, false);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8),
        true);
    Thread flush = new Thread(() -> { // Ctrl-C: what was finished is still printed, in order
      sink.stop(); // whole records only; nothing more is written after this
      ProgressBar.clearLast(err); // the message on a line of its own, not over the bar
      java.util.function.Supplier<String> said = onInterrupt;
      err.println(said != null ? said.get() : program + ": interrupted; every record printed above is "
          + "whole");
    });
    Runtime.getRuntime().addShutdownHook(flush);
    // A worker thread's failure reaches the main thread, which says it in words: none of the
    // JVM's default stack traces on stderr (out of memory is said once, by the main thread).
    Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
      if (!(e instanceof OutOfMemoryError)) {
        err.println(program + ": internal failure in " + t.getName() + " (" + e
            + "); please report it");
      }
    });
    int code;
    try {
      code = args.length == 1 && args[0].equals("__train") ? Training.run()
          : run(program, out, err, args);
      if (code != OUTPUT_FAILED && code != BROKEN_PIPE) { // else said once already
        out.flush();
      }
    } catch (java.io.IOException e) {
      err.println(program + ": the training run failed: " + e.getMessage());
      code = INVALID_INPUT;
    } catch (RecordSink.OutputFailure e) {
      code = outputFailed(e, program, err);
    } catch (OutOfMemoryError e) {
      code = outOfMemory(program, err);
    } catch (RuntimeException e) {
      err.println(program + ": internal failure (" + e + "); please report it");
      code = INTERNAL;
    }
    try {
      Runtime.getRuntime().removeShutdownHook(flush);
    } catch (IllegalStateException shuttingDown) {
      // A signal came as the command ended (a member leaving on SIGTERM): the hook says so, and
      // the exit below waits for it; the JVM ends with the signal's code.
    }
    System.exit(code);
  }

  /** Runs {@code ./sudoku}'s command line with the given streams; returns the exit code. */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    return run("sudoku", out, err, args);
  }

  /**
   * Runs {@code program}'s command line ({@code sudoku}, or {@code exactcover}: see
   * {@link ExactCoverMain}) with the given streams; returns the exit code.
   */
  static int run(String program, PrintWriter out, PrintWriter err, String... args) {
    holding = null;
    boolean exactCover = program.equals("exactcover");
    CommandLine cl = new CommandLine(exactCover ? new ExactCoverMain() : new Main());
    // picocli inspects every command it is given, reflectively: give it only the one asked for
    // (all of them for the help, or a command line that names none).
    Object only = args.length > 0 ? command(exactCover, args[0]) : null;
    if (only != null) {
      cl.addSubcommand(args[0], commandLine(only));
    } else {
      for (String name : exactCover ? ExactCoverMain.COMMANDS : COMMANDS) {
        cl.addSubcommand(name, commandLine(command(exactCover, name)));
      }
      cl.addSubcommand("help", new CommandLine.HelpCommand());
    }
    verbatimExamples(cl);
    cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
        help -> commandList(help, exactCover));
    cl.setOut(out);
    cl.setErr(err);
    cl.setExitCodeExceptionMapper(e -> USAGE);
    cl.setParameterExceptionHandler(Main::usageError);
    cl.setExecutionExceptionHandler((e, c, parsed) -> {
      String name = c.getCommandSpec().qualifiedName(" ");
      if (e instanceof RecordSink.OutputFailure f) {
        return outputFailed(f, name, c.getErr());
      }
      c.getErr().println(name + ": internal failure (" + e + "); please report it");
      return INTERNAL;
    });
    try {
      return cl.execute(args);
    } catch (OutOfMemoryError e) {
      return outOfMemory(program, err);
    }
  }

  /**
   * Help footers with their examples never wrapped: a footer line that starts with two spaces (an
   * example, a command to paste) is printed as written, at any width; the other lines (prose) are
   * wrapped at the help's width.
   */
  private static void verbatimExamples(CommandLine cl) {
    cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_FOOTER,
        Main::footer);
    cl.getSubcommands().values().forEach(Main::verbatimExamples);
  }

  /**
   * The top-level help's list of commands: each with one line (its own help has the
   * paragraphs).
   */
  private static String commandList(CommandLine.Help help, boolean exactCover) {
    StringBuilder s = new StringBuilder();
    help.subcommands().forEach((name, sub) -> {
      String line = summary(exactCover, name);
      if (line.isEmpty()) { // a command without a summary here: its description's first sentence
        String[] d = sub.commandSpec().usageMessage().description();
        line = d.length == 0 ? "" : d[0].replaceFirst("[.:] .*", "");
      }
      s.append(String.format("  %-9s %s%n", name, line));
    });
    return s.toString();
  }

  /** A command's summary in one line, for the list of commands. */
  static String summary(boolean exactCover, String name) {
    return switch (name) {
      case "solve" -> "Solve each puzzle, and tell whether the solution is unique";
      case "count" -> exactCover ? "Count the solutions of a .dlx problem"
          : "Count the solutions of each puzzle";
      case "check" -> "Tell whether each puzzle has a unique solution";
      case "validate" -> "Check each grid's givens against the rules, without searching";
      case "generate" -> "Generate puzzles with exactly one solution";
      case "grade" -> "Rate each puzzle's difficulty (Sudoku Explainer's scale)";
      case "minimize" -> "Remove givens while the solution stays unique";
      case "hint" -> "Give the next logical step of each puzzle";
      case "explain" -> "Explain how to solve each puzzle, step by step";
      case "dlx" -> "Count or list the solutions of a .dlx problem (./exactcover)";
      case "list" -> "List the solutions of a .dlx problem";
      case "cluster" -> "Run a member of a counting cluster, or show its members";
      case "help" -> "Show a command's help";
      default -> "";
    };
  }

  /** The footer as {@link #verbatimExamples} says. */
  private static String footer(CommandLine.Help help) {
    int width = help.commandSpec().usageMessage().width();
    StringBuilder s = new StringBuilder();
    for (String line : help.commandSpec().usageMessage().footer()) {
      if (line.startsWith("  ") || line.length() <= width) {
        s.append(line).append(System.lineSeparator());
        continue;
      }
      StringBuilder row = new StringBuilder();
      for (String word : line.split(" ")) {
        if (row.length() > 0 && row.length() + 1 + word.length() > width) {
          s.append(row).append(System.lineSeparator());
          row.setLength(0);
        }
        row.append(row.length() > 0 ? " " : "").append(word);
      }
      s.append(row).append(System.lineSeparator());
    }
    return s.toString();
  }

  /** The command {@code name} of {@code ./exactcover} or {@code ./sudoku}, or null. */
  private static Object command(boolean exactCover, String name) {
    return exactCover ? ExactCoverMain.command(name) : command(name);
  }

  /**
   * {@code command} as picocli's command line: {@code exactcover count} and {@code list} are
   * {@code sudoku dlx} with the choice between counting and listing made by their name (no
   * {@code --count} option).
   */
  private static CommandLine commandLine(Object command) {
    CommandLine c = new CommandLine(command);
    if (command instanceof DlxCommand d && d.named()) {
      c.getCommandSpec().remove(c.getCommandSpec().findOption("--count"));
    }
    return c;
  }

  /**
   * A {@code --time-limit} in seconds as a duration: at least a nanosecond (a positive limit too
   * small to measure is the smallest one), or null when it is not a positive number of at most
   * 100 years.
   */
  static java.time.Duration seconds(double s) {
    if (!(s > 0) || s > 100 * 365.25 * 86400) {
      return null;
    }
    return java.time.Duration.ofNanos(Math.max(1, (long) Math.ceil(s * 1e9)));
  }

  /** The most of a whole-run time limit kept for what follows the search (see below). */
  private static final java.time.Duration EXIT_RESERVE = java.time.Duration.ofMillis(250);

  /**
   * What is left of {@code limit} when it is counted from the command's start (the launcher's,
   * which it says in {@code SUDOKU_STARTED} as seconds since the epoch, to the microsecond), so
   * that a whole run keeps to a time limit, start-up and reading included, less a reserve for
   * what follows the search (a tenth of the limit, at most 250 ms); at least a nanosecond.
   * Without the launcher, counted from now.
   */
  static java.time.Duration leftSinceStart(java.time.Duration limit) {
    java.time.Duration spent = java.time.Duration.ZERO;
    String started = System.getenv("SUDOKU_STARTED");
    if (started != null && started.matches("[0-9]{1,12}[.,][0-9]{1,9}")) {
      String[] parts = started.split("[.,]");
      java.time.Instant t = java.time.Instant.ofEpochSecond(Long.parseLong(parts[0]),
          Long.parseLong((parts[1] + "00000000").substring(0, 9)));
      java.time.Duration d = java.time.Duration.between(t, java.time.Instant.now());
      if (!d.isNegative() && d.compareTo(java.time.Duration.ofMinutes(10)) < 0) {
        spent = d;
      }
    }
    // What the process needs after the search stops (the answer, the statistics, the JVM's
    // exit) comes out of the limit too: a tenth of it, at most a quarter of a second.
    java.time.Duration reserve = limit.dividedBy(10);
    if (reserve.compareTo(EXIT_RESERVE) > 0) {
      reserve = EXIT_RESERVE;
    }
    java.time.Duration left = limit.minus(spent).minus(reserve);
    return left.compareTo(java.time.Duration.ofNanos(1)) < 0 ? java.time.Duration.ofNanos(1)
        : left;
  }

  /** A failed write to stdout: a closed pipe ends quietly (141), anything else is said (6). */
  static int outputFailed(RecordSink.OutputFailure e, String name, PrintWriter err) {
    if (e.brokenPipe()) {
      return BROKEN_PIPE;
    }
    err.println(name + ": cannot write the output: " + e.getMessage()
        + "; the output is incomplete (its last record may be cut)");
    return OUTPUT_FAILED;
  }

  /** What the command holds in memory now, for an out-of-memory message; null: its threads. */
  static volatile String holding;

  /** Out of memory: said in words, naming what was held, with its own exit code. */
  static int outOfMemory(String name, PrintWriter err) {
    String what = holding;
    err.println(name + ": out of memory " + (what != null ? "while holding " + what
        : "; try fewer --threads") + ", or give java more memory (JAVA_TOOL_OPTIONS=-Xmx2g)");
    return INTERNAL;
  }

  /**
   * A command line picocli cannot parse: one line saying what is wrong, and where the help is,
   * as the commands' own checks say it.
   */
  private static int usageError(ParameterException e, String[] args) {
    CommandLine cl = e.getCommandLine();
    String name = cl.getCommandSpec().qualifiedName(" ");
    PrintWriter err = cl.getErr();
    String message = e.getMessage().replaceFirst("^Error: ", "");
    if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
      // A typo is answered with the nearest command or option.
      String first = u.getUnmatched().get(0);
      List<String> near = u.getSuggestions();
      message = first.startsWith("-") ? "unknown option '" + first + "'"
          : !cl.getSubcommands().isEmpty() && cl.getCommandSpec().positionalParameters().isEmpty()
              ? "no command '" + first + "'" : "unexpected argument '" + first + "'";
      if (!near.isEmpty()) {
        message += "; did you mean " + near.get(0) + "?";
      }
    }
    err.println(name + ": " + message);
    err.println("Try './" + name + " --help'.");
    return USAGE;
  }

  /** No command: the usage, on stderr. */
  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return USAGE;
  }
}
