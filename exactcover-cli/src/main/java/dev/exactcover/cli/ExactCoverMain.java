package dev.exactcover.cli;

import static dev.exactcover.cli.ExitCode.ANSWER_CHECK_FAILED;
import static dev.exactcover.cli.ExitCode.INVALID_INPUT;
import static dev.exactcover.cli.ExitCode.NO_SOLUTION;
import static dev.exactcover.cli.ExitCode.PARTIAL;
import static dev.exactcover.cli.ExitCode.UNAVAILABLE;
import static dev.exactcover.cli.ExitCode.USAGE;

import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The entry point of {@code ./exactcover}: exact cover on any {@code .dlx} problem, with commands
 * named for what they do, as Knuth's programs' options read (count, list, limits, seed). The
 * same engine and options as {@code ./sudoku dlx} and {@code ./sudoku cluster}, which stay as
 * aliases; the exit codes are {@link ExitCode}'s.
 */
@Command(name = "exactcover", mixinStandardHelpOptions = true, version = "exactcover 0.1.0",
    description = "Exact cover by Knuth's Dancing Links on any problem in the .dlx format.",
    footer = {"", "Examples:",
        "  ./exactcover count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
        "  ./exactcover list --limit 2 ../shared/datasets/exact-cover/queens-8.dlx",
        "  ./exactcover tile --count --distinct examples/tilings/pentominoes-6x10.polyomino",
        "  ./exactcover cluster status",
        "", "Sudoku puzzles: ./sudoku (whose dlx and cluster are these commands).",
        "The page and the HTTP API: ./exactcover serve (./exactcover serve --help)."})
public final class ExactCoverMain extends CliCommand implements Tool {
  /** The exit codes of count and list (and sudoku dlx) besides those every command shares. */
  public static final List<ExitCode.Said> DLX_EXITS = List.of(
      NO_SOLUTION.as("=no solution to draw (list --sample)"),
      INVALID_INPUT.as("a malformed .dlx file, a job file for another problem, changed since "
          + "written, of an older version, another user's or a symbolic link"),
      UNAVAILABLE.as("another secret"),
      PARTIAL.as("=partial (a limit stopped the search, or --time-limit the reading)"),
      ANSWER_CHECK_FAILED.as(""));

  /** The commands, in the order the help lists them. */
  private static final List<Entry> COMMANDS = List.of(
      new Entry("count", "Count the solutions of a .dlx problem", DLX_EXITS),
      new Entry("list", "List the solutions of a .dlx problem", DLX_EXITS),
      Entry.of("tile", "Pack pieces into a box",
          NO_SOLUTION.as("=no solution (when listing)"),
          USAGE.as("also --distinct with a limit or in pieces where no piece allows it"),
          INVALID_INPUT.as("an unreadable file, a spec that breaks a rule, named by line and "
              + "column; a job file for another problem"), UNAVAILABLE.as(""),
          PARTIAL.as("=partial (a limit stopped the count, or --time-limit the reading)"),
          ANSWER_CHECK_FAILED.as("")),
      Entry.of("cluster", "Run a member of a counting cluster, or show its members",
          UNAVAILABLE.as("=no member answered within the connect timeout, or refused: the "
              + "members hold another secret, or the secret file cannot be used")));

  /** The program, for {@link Main}'s aliases of its commands. */
  public static final ExactCoverMain TOOL = new ExactCoverMain();

  @Spec CommandSpec spec;

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    Launcher.main(new ExactCoverMain(), args);
  }

  /**
   * Runs {@code ./exactcover}'s command line {@code args} in {@code ctx} and returns the exit
   * code: see {@link Launcher#run}.
   */
  public static int run(RunContext ctx, String... args) {
    return Launcher.run(new ExactCoverMain(), ctx, args);
  }

  @Override
  public String name() {
    return "exactcover";
  }

  @Override
  public List<Entry> commands() {
    return COMMANDS;
  }

  @Override
  public List<ExitCode.Said> exits() {
    return List.of(NO_SOLUTION.as("=no solution (list --sample, tile when listing)"),
        INVALID_INPUT.as(""), UNAVAILABLE.as("another secret"),
        PARTIAL.as("=partial (a limit stopped a count, marked in the output)"),
        ANSWER_CHECK_FAILED.as(""));
  }

  @Override
  public Object top() {
    return this;
  }

  @Override
  public Object command(String name) {
    return switch (name) {
      case "count" -> new Count();
      case "list" -> new ListCommand();
      case "tile" -> new TileCommand();
      case "cluster" -> new ClusterCommand();
      default -> null;
    };
  }

  /** No command: the usage, on stderr. */
  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCode.USAGE.code();
  }

  /** {@code exactcover count}: {@code sudoku dlx --count}. */
  @Command(name = "count", mixinStandardHelpOptions = true,
      description = {"Count the solutions of an exact-cover problem in Knuth's .dlx format "
          + "(stdin for - or no file): on one thread, on --threads, split into subproblems "
          + "(--split, --shard, --job), or on a cluster (--cluster).", "", DlxCommand.FORMAT,
          "", DlxCommand.FORMAT_1, DlxCommand.FORMAT_2, DlxCommand.FORMAT_3,
          DlxCommand.FORMAT_4, ""},
      footer = {"", DlxCommand.LIMITS,
          "", "Examples:",
          "  ./exactcover count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
          "  ./exactcover count --threads 2 --stats \\",
          "      ../shared/datasets/exact-cover/pentomino-6x10.dlx",
          "  ./exactcover count --limit 10 \\",
          "      ../shared/datasets/exact-cover/queens-8.dlx  # a lower bound: exit 5",
          "  ./exactcover count --format json ../shared/datasets/exact-cover/queens-8.dlx",
          "  printf 'a b c d | x\\na b\\nc d x\\na b c d\\n' | ./exactcover count -",
          "  ./exactcover count --job ~/pentomino.job \\",
          "      ../shared/datasets/exact-cover/pentomino-6x10.dlx  # again: resumes",
          "  ./exactcover count --shard 0/4 \\",
          "      ../shared/datasets/exact-cover/pentomino-6x10.dlx  # 0/4 .. 3/4"})
  static final class Count extends DlxCommand {
    @Override
    boolean counts() {
      return true;
    }

    @Override
    boolean named() {
      return true;
    }
  }

  /** {@code exactcover list}: {@code sudoku dlx}, the solutions printed. */
  @Command(name = "list", mixinStandardHelpOptions = true,
      description = {"List the solutions of an exact-cover problem in Knuth's .dlx format "
          + "(stdin for - or no file): each solution numbered, one option a line, the items "
          + "it covers; or JSON, one object per solution (--format json).", "",
          DlxCommand.FORMAT, "", DlxCommand.FORMAT_1, DlxCommand.FORMAT_2,
          DlxCommand.FORMAT_3, DlxCommand.FORMAT_4, ""},
      footer = {"", DlxCommand.LIMITS,
          "", "Examples:",
          "  ./exactcover list --limit 2 ../shared/datasets/exact-cover/queens-8.dlx",
          "  ./exactcover list --seed 7 --limit 1 \\",
          "      ../shared/datasets/exact-cover/pentomino-6x10.dlx",
          "  ./exactcover list --sample 3 --seed 7 \\",
          "      ../shared/datasets/exact-cover/queens-8.dlx  # uniformly at random",
          "  printf 'a b c d | x\\na b\\nc d x\\na b c d\\n' | ./exactcover list -"})
  static final class ListCommand extends DlxCommand {
    @Override
    boolean counts() {
      return false;
    }

    @Override
    boolean named() {
      return true;
    }
  }
}
