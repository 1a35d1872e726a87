package dev.exactcover.sudoku.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The entry point of {@code ./sudoku}. Exit codes: 0 done; 1 the command promised a solution and
 * there is none; 2 usage error; 3 invalid input (an unreadable file, a malformed line, givens that
 * break the rules); 4 a cluster could not be reached, or was lost.
 */
@Command(name = "sudoku", mixinStandardHelpOptions = true, version = "sudoku 0.1.0",
    description = "Exact cover by Knuth's Dancing Links: Sudoku and any .dlx problem.",
    footer = {"", "Exit codes: 0 done; 1 no solution (solve); 2 usage error; 3 invalid input; "
        + "4 cluster unavailable.",
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

  /** What Ctrl-C says on stderr; a command may say something truer of itself. */
  static volatile String onInterrupt = "sudoku: interrupted; every result printed above is "
      + "complete";

  /** The commands by name, in the order the help lists them. */
  private static final Map<String, Supplier<Object>> COMMANDS = new LinkedHashMap<>();

  static {
    COMMANDS.put("solve", SolveCommand::new);
    COMMANDS.put("count", CountCommand::new);
    COMMANDS.put("check", CheckCommand::new);
    COMMANDS.put("validate", ValidateCommand::new);
    COMMANDS.put("generate", GenerateCommand::new);
    COMMANDS.put("grade", GradeCommand::new);
    COMMANDS.put("minimize", MinimizeCommand::new);
    COMMANDS.put("hint", HintCommand::new);
    COMMANDS.put("explain", ExplainCommand::new);
    COMMANDS.put("dlx", DlxCommand::new);
    COMMANDS.put("cluster", ClusterCommand::new);
  }

  @Spec CommandSpec spec;

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out,
        StandardCharsets.UTF_8), 1 << 16), false);
    PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8),
        true);
    Thread flush = new Thread(() -> { // Ctrl-C: what was finished is still printed, in order
      out.flush();
      err.println(onInterrupt);
    });
    Runtime.getRuntime().addShutdownHook(flush);
    int code;
    try {
      code = args.length == 1 && args[0].equals("__train") ? Training.run() : run(out, err, args);
    } catch (java.io.IOException e) {
      err.println("sudoku: the training run failed: " + e.getMessage());
      code = INVALID_INPUT;
    }
    out.flush();
    Runtime.getRuntime().removeShutdownHook(flush);
    System.exit(code);
  }

  /** Runs the command line with the given streams; returns the exit code. */
  static int run(PrintWriter out, PrintWriter err, String... args) {
    CommandLine cl = new CommandLine(new Main());
    // picocli inspects every command it is given, reflectively: give it only the one asked for
    // (all of them for the help, or a command line that names none).
    Supplier<Object> only = args.length > 0 ? COMMANDS.get(args[0]) : null;
    if (only != null) {
      cl.addSubcommand(args[0], only.get());
    } else {
      COMMANDS.forEach((name, make) -> cl.addSubcommand(name, make.get()));
      cl.addSubcommand("help", new CommandLine.HelpCommand());
    }
    cl.setOut(out);
    cl.setErr(err);
    cl.setExitCodeExceptionMapper(e -> USAGE);
    cl.setParameterExceptionHandler(Main::usageError);
    return cl.execute(args);
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
