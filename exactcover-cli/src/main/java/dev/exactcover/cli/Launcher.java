package dev.exactcover.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintWriter;
import java.time.Instant;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Runs a {@link Tool}'s command line: once per process ({@link #main}), or in-process with a
 * {@link RunContext} of its own ({@link #run}), as many runs at once as wanted.
 */
public final class Launcher {
  private Launcher() {}

  /**
   * Runs {@code tool}'s command line as a process: stdin, stdout and stderr, started when the
   * launcher says ({@code SUDOKU_STARTED}), terminals as it says; Ctrl-C and SIGTERM end the
   * output with whole records. Exits with the code.
   */
  public static void main(Tool tool, String[] args) {
    RunContext ctx = RunContext.builder(tool.name()).stdin(System.in)
        .stdout(new FileOutputStream(FileDescriptor.out))
        .stderr(new FileOutputStream(FileDescriptor.err))
        .started(Terminal.started(Instant.now()))
        .terminals(Terminal.stdin(), Terminal.stdout(), Terminal.stderr()).build();
    ctx.markProcess();
    ProcessHooks hooks = new ProcessHooks(tool.name(), ctx);
    Thread onSignal = new Thread(hooks); // what was finished is still printed, in order
    Runtime.getRuntime().addShutdownHook(onSignal);
    Thread.setDefaultUncaughtExceptionHandler(hooks);
    int code;
    if (args.length == 1 && args[0].equals("__train")) {
      code = Training.run(tool, ctx.err());
    } else {
      code = run(tool, ctx, args);
    }
    try {
      Runtime.getRuntime().removeShutdownHook(onSignal);
    } catch (IllegalStateException shuttingDown) {
      // A signal came as the command ended (a member leaving on SIGTERM): the hook says so, and
      // the exit below waits for it; the JVM ends with the signal's code.
    }
    String unfinished = System.getProperty("exactcover.archive.unfinished");
    if (code == 0 && unfinished != null) { // the class-data archive written at this exit is whole
      try {
        java.nio.file.Files.deleteIfExists(java.nio.file.Path.of(unfinished));
      } catch (java.io.IOException | RuntimeException e) {
        // left marked: the archive is thrown away and made again by a later client
      }
    }
    System.exit(code);
  }

  /**
   * A process's hooks: on a signal (the shutdown hook), the run's output ended with whole
   * records; a worker thread's failure said in words by the main thread, none of the JVM's
   * default stack traces on stderr (out of memory is said once, by the main thread). A class
   * rather than two lambdas: each lambda linked costs a start time.
   */
  private static final class ProcessHooks implements Runnable, Thread.UncaughtExceptionHandler {
    private final String name;
    private final RunContext ctx;

    ProcessHooks(String name, RunContext ctx) {
      this.name = name;
      this.ctx = ctx;
    }

    @Override
    public void run() {
      ctx.interrupt();
    }

    @Override
    public void uncaughtException(Thread t, Throwable e) {
      if (!(e instanceof OutOfMemoryError)) {
        ctx.err().println(name + ": internal failure in " + t.getName() + " (" + e
            + "); please report it");
      }
    }
  }

  /**
   * Runs {@code tool}'s command line {@code args} in {@code ctx}; returns the exit code. The
   * records are written out before it returns (ended with whole records if {@code ctx} was
   * interrupted); stdout and stderr are flushed, not closed. A context serves one run.
   */
  public static int run(Tool tool, RunContext ctx, String... args) {
    return run(tool, ctx, CommandTable.forProcess(tool.name()), args);
  }

  /**
   * As {@link #run(Tool, RunContext, String...)}, with a plain command line filled from
   * {@code table} (null: none) rather than parsed by picocli.
   */
  public static int run(Tool tool, RunContext ctx, CommandTable table, String... args) {
    StringBuilder line = new StringBuilder("./" + tool.name());
    for (String a : args) {
      line.append(' ').append(plain(a) ? a : "'" + a.replace("'", "'\\''") + "'");
    }
    ctx.invoked(line.toString());
    int code;
    try {
      code = execute(tool, ctx, table, args);
      if (code != ExitCode.OUTPUT_FAILED.code() && code != ExitCode.BROKEN_PIPE.code()) {
        ctx.out().flush(); // else said once already
      }
    } catch (RecordSink.OutputFailure e) {
      code = outputFailed(e, tool.name(), ctx.err());
    } catch (OutOfMemoryError e) {
      code = outOfMemory(tool.name(), ctx);
    } catch (RuntimeException e) {
      ctx.err().println(tool.name() + ": internal failure (" + e + "); please report it");
      code = ExitCode.INTERNAL.code();
    } finally {
      ctx.close();
      ctx.err().flush();
    }
    return code;
  }

  /** Whether {@code a} needs no quotes in a shell: letters, digits and {@code _./:=,+@%-}. */
  private static boolean plain(String a) {
    for (int i = 0; i < a.length(); i++) {
      char c = a.charAt(i);
      if (!(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
          || "_./:=,+@%-".indexOf(c) >= 0)) {
        return false;
      }
    }
    return !a.isEmpty();
  }

  private static int execute(Tool tool, RunContext ctx, CommandTable table, String... args) {
    ctx.holding(null);
    Object only = args.length > 0 ? tool.command(args[0]) : null;
    // A plain command line of a process is filled from the launcher's table of the options,
    // without picocli's model of the annotations (its cost is most of a short run's start).
    if (table != null && only instanceof CliCommand) {
      if (table.fill(only, args)) {
        ((CliCommand) only).context(ctx, tool.name() + " " + args[0]);
        return call((CliCommand) only, tool.name() + " " + args[0], ctx.err());
      }
      only = tool.command(args[0]); // perhaps half filled: picocli starts from a new one
    }
    return parse(tool, ctx, only, args);
  }

  /** A command filled from the table runs as picocli runs one: its code, or its failure said. */
  private static int call(CliCommand command, String name, PrintWriter err) {
    Integer code;
    try {
      code = command.call();
    } catch (Exception e) {
      return failed(e, name, err);
    }
    return code == null ? ExitCode.OK.code() : code;
  }

  /** A command's exception, as every command's is said. */
  private static int failed(Exception e, String name, PrintWriter err) {
    if (e instanceof RecordSink.OutputFailure f) {
      return outputFailed(f, name, err);
    }
    err.println(name + ": internal failure (" + e + "); please report it");
    return ExitCode.INTERNAL.code();
  }

  private static int parse(Tool tool, RunContext ctx, Object only, String... args) {
    CommandLine cl = new CommandLine(tool.top());
    // picocli inspects every command it is given, reflectively: give it only the one asked for
    // (all of them for the help, or a command line that names none).
    if (only != null) {
      cl.addSubcommand(args[0], new CommandLine(only));
    } else {
      for (Tool.Entry e : tool.commands()) {
        cl.addSubcommand(e.name(), new CommandLine(tool.command(e.name())));
      }
      cl.addSubcommand("help", new CommandLine.HelpCommand());
    }
    give(cl, ctx);
    verbatimExamples(cl);
    cl.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
        help -> commandList(help, tool));
    cl.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_EXIT_CODE_LIST,
        help -> wrap(help, List.of("", ExitCode.list(tool.exits()))));
    cl.getSubcommands().forEach((name, sub) -> {
      Tool.Entry e = tool.entry(name);
      if (e != null) {
        sub.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_EXIT_CODE_LIST,
            help -> wrap(help, List.of("", ExitCode.list(e.exits()))));
      }
    });
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setOut(ctx.out());
    cl.setErr(ctx.err());
    cl.setExitCodeExceptionMapper(e -> ExitCode.USAGE.code());
    cl.setParameterExceptionHandler(Launcher::usageError);
    cl.setExecutionExceptionHandler((e, c, parsed) ->
        failed(e, c.getCommandSpec().qualifiedName(" "), c.getErr()));
    return cl.execute(args);
  }

  /** Gives every command of {@code cl}, subcommands too, the run's context. */
  private static void give(CommandLine cl, RunContext ctx) {
    if (cl.getCommand() instanceof CliCommand c) {
      c.context(ctx, cl.getCommandSpec().qualifiedName(" "));
    }
    cl.getSubcommands().values().forEach(sub -> give(sub, ctx));
  }

  /**
   * Help footers with their examples never wrapped: a footer line that starts with two spaces (an
   * example, a command to paste) is printed as written, at any width; the other lines (prose) are
   * wrapped at the help's width.
   */
  private static void verbatimExamples(CommandLine cl) {
    cl.getHelpSectionMap().put(UsageMessageSpec.SECTION_KEY_FOOTER,
        help -> wrap(help, List.of(help.commandSpec().usageMessage().footer())));
    cl.getSubcommands().values().forEach(Launcher::verbatimExamples);
  }

  /** The list of commands: each with one line (its own help has the paragraphs). */
  private static String commandList(CommandLine.Help help, Tool tool) {
    StringBuilder s = new StringBuilder();
    help.subcommands().forEach((name, sub) -> {
      Tool.Entry e = tool.entry(name);
      String line = e != null ? e.summary() : name.equals("help") ? "Show a command's help" : "";
      s.append(String.format("  %-9s %s%n", name, line));
    });
    return s.toString();
  }

  /** {@code lines} as {@link #verbatimExamples} says. */
  private static String wrap(CommandLine.Help help, List<String> lines) {
    int width = help.commandSpec().usageMessage().width();
    StringBuilder s = new StringBuilder();
    for (String line : lines) {
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

  /** A failed write to stdout: a closed pipe ends quietly (141), anything else is said (6). */
  static int outputFailed(RecordSink.OutputFailure e, String name, PrintWriter err) {
    if (e.brokenPipe()) {
      return ExitCode.BROKEN_PIPE.code();
    }
    err.println(name + ": cannot write the output: " + e.getMessage()
        + "; the output is incomplete (its last record may be cut)");
    return ExitCode.OUTPUT_FAILED.code();
  }

  /** Out of memory: said in words, naming what was held, with its own exit code. */
  static int outOfMemory(String name, RunContext ctx) {
    String what = ctx.holding();
    ctx.err().println(name + ": out of memory " + (what != null ? "while holding " + what
        : "; try fewer --threads") + ", or give java more memory (JAVA_TOOL_OPTIONS=-Xmx2g)");
    return ExitCode.INTERNAL.code();
  }

  /**
   * A command line picocli cannot parse: one line saying what is wrong, and where the help is,
   * as the commands' own checks say it.
   */
  private static int usageError(ParameterException e, String[] args) {
    CommandLine cl = e.getCommandLine();
    String name = cl.getCommandSpec().qualifiedName(" ");
    PrintWriter err = cl.getErr();
    String message = inWords(e.getMessage().replaceFirst("^Error: ", ""));
    if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
      // A typo is answered with the nearest command or option.
      String first = u.getUnmatched().get(0);
      List<String> near = u.getSuggestions();
      if (near.isEmpty() && first.startsWith("--")) {
        String nearest = nearest(first.replaceFirst("=.*", ""), cl.getCommandSpec().optionsMap()
            .keySet());
        near = nearest == null ? near : List.of(nearest);
      }
      message = first.startsWith("-") ? "unknown option '" + first + "'"
          : !cl.getSubcommands().isEmpty() && cl.getCommandSpec().positionalParameters().isEmpty()
              ? "no command '" + first + "'" : "unexpected argument '" + first + "'";
      if (!near.isEmpty()) {
        message += "; did you mean " + near.get(0) + "?";
      }
    }
    err.println(name + ": " + message);
    err.println("Try './" + name + " --help'.");
    return ExitCode.USAGE.code();
  }

  /**
   * picocli's words for a value of the wrong type, in the user's words: {@code 'abc' is not a
   * whole number}, not {@code 'abc' is not a long (For input string: "abc")}.
   */
  static String inWords(String message) {
    return message
        .replaceFirst("^Invalid value for option '([^']+)': ", "$1: ")
        .replaceFirst("'(.*)' is not an? (?:long|int|integer|short|byte)\\b.*$",
            "'$1' is not a whole number")
        .replaceFirst("'(.*)' is not an? (?:double|float)\\b.*$", "'$1' is not a number")
        .replaceFirst("'(.*)' is not a boolean\\b.*$", "'$1' is not true or false");
  }

  /** The option of {@code names} nearest to {@code typed} (at most two edits), or null. */
  static String nearest(String typed, java.util.Collection<String> names) {
    String best = null;
    int bestDistance = 3;
    for (String name : names) {
      int d = name.startsWith("--") ? distance(typed, name) : Integer.MAX_VALUE;
      if (d < bestDistance) {
        best = name;
        bestDistance = d;
      }
    }
    return best;
  }

  /** Levenshtein's edit distance between {@code a} and {@code b}. */
  private static int distance(String a, String b) {
    int[] row = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      row[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      int diagonal = row[0];
      row[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int above = row[j];
        row[j] = Math.min(Math.min(row[j] + 1, row[j - 1] + 1),
            diagonal + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1));
        diagonal = above;
      }
    }
    return row[b.length()];
  }
}
