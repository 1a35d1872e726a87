package dev.exactcover.sudoku.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
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
        "  ./sudoku check --format json --threads 2 ../shared/datasets/sudoku9/known-counts.txt",
        "  ./sudoku dlx --count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
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
      + "130/143 interrupted (SIGINT/SIGTERM; the records printed are whole); 141 stdout closed "
      + "(a pipe). The README's output contract has the rules.";

  /** What Ctrl-C says on stderr; a command may say something truer of itself. */
  static volatile String onInterrupt = "sudoku: interrupted; every result printed above is "
      + "complete";

  /** The commands' names, in the order the help lists them. */
  private static final String[] COMMANDS = {"solve", "count", "check", "validate", "generate",
      "grade", "minimize", "hint", "explain", "dlx", "cluster"};

  /**
   * A new command object for {@code name}, or null when there is no such command. A switch, not a
   * map of constructor references: only the command asked for is loaded (each reference links its
   * class at start-up).
   */
  private static Object command(String name) {
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
      case "cluster" -> new ClusterCommand();
      default -> null;
    };
  }

  @Spec CommandSpec spec;

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    RecordSink sink = new RecordSink(new FileOutputStream(FileDescriptor.out));
    PrintWriter out = new PrintWriter(sink, false);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8),
        true);
    Thread flush = new Thread(() -> { // Ctrl-C: what was finished is still printed, in order
      sink.stop(); // whole records only; nothing more is written after this
      err.println(onInterrupt);
    });
    Runtime.getRuntime().addShutdownHook(flush);
    // A worker thread's failure reaches the main thread, which says it in words: none of the
    // JVM's default stack traces on stderr (out of memory is said once, by the main thread).
    Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
      if (!(e instanceof OutOfMemoryError)) {
        err.println("sudoku: internal failure in " + t.getName() + " (" + e
            + "); please report it");
      }
    });
    int code;
    try {
      code = args.length == 1 && args[0].equals("__train") ? Training.run() : run(out, err, args);
      if (code != OUTPUT_FAILED && code != BROKEN_PIPE) { // else said once already
        out.flush();
      }
    } catch (java.io.IOException e) {
      err.println("sudoku: the training run failed: " + e.getMessage());
      code = INVALID_INPUT;
    } catch (RecordSink.OutputFailure e) {
      code = outputFailed(e, "sudoku", err);
    } catch (OutOfMemoryError e) {
      code = outOfMemory("sudoku", err);
    } catch (RuntimeException e) {
      err.println("sudoku: internal failure (" + e + "); please report it");
      code = INTERNAL;
    }
    Runtime.getRuntime().removeShutdownHook(flush);
    System.exit(code);
  }

  /** Runs the command line with the given streams; returns the exit code. */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    holding = null;
    CommandLine cl = new CommandLine(new Main());
    // picocli inspects every command it is given, reflectively: give it only the one asked for
    // (all of them for the help, or a command line that names none).
    Object only = args.length > 0 ? command(args[0]) : null;
    if (only != null) {
      cl.addSubcommand(args[0], only);
    } else {
      for (String name : COMMANDS) {
        cl.addSubcommand(name, command(name));
      }
      cl.addSubcommand("help", new CommandLine.HelpCommand());
    }
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
      return outOfMemory("sudoku", err);
    }
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
    err.println(name + ": " + e.getMessage().replaceFirst("^Error: ", ""));
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
