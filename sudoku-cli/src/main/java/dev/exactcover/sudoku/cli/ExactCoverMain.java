package dev.exactcover.sudoku.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The entry point of {@code ./exactcover}: exact cover on any {@code .dlx} problem, with commands
 * named for what they do, as Knuth's programs' options read (count, list, limits, seed). The
 * same engine and options as {@code ./sudoku dlx} and {@code ./sudoku cluster}, which stay as
 * aliases; the exit codes are {@link Main}'s.
 */
@Command(name = "exactcover", mixinStandardHelpOptions = true, version = "exactcover 0.1.0",
    description = "Exact cover by Knuth's Dancing Links on any problem in the .dlx format.",
    footer = {"", "Exit codes: 0 done; 2 usage error; 3 invalid input; 4 cluster unavailable, "
        + "lost or refused (another secret); 5 partial (a limit stopped a count, marked in the "
        + "output); 6 output could not be written; 7 a cluster's answer failed its check (not "
        + "summed); 70 internal failure; 71 Java could not start (said by the launcher); "
        + "130/143 interrupted (SIGINT/SIGTERM); 141 stdout closed (a pipe).",
        "", "Examples:",
        "  ./exactcover count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
        "  ./exactcover list --limit 2 ../shared/datasets/exact-cover/queens-8.dlx",
        "  ./exactcover tile --count --distinct examples/tilings/pentominoes-6x10.polyomino",
        "  ./exactcover cluster status",
        "", "Sudoku puzzles: ./sudoku (whose dlx and cluster are these commands)."})
public final class ExactCoverMain implements Callable<Integer> {
  /** The commands' names, in the order the help lists them. */
  static final String[] COMMANDS = {"count", "list", "tile", "cluster"};

  @Spec CommandSpec spec;

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    Main.start("exactcover", args);
  }

  /** A new command object for {@code name}, or null when there is no such command. */
  static Object command(String name) {
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
    return Main.USAGE;
  }

  /** {@code exactcover count}: {@code sudoku dlx --count}. */
  @Command(name = "count", mixinStandardHelpOptions = true,
      description = {"Count the solutions of an exact-cover problem in Knuth's .dlx format "
          + "(stdin for - or no file): on one thread, on --threads, split into subproblems "
          + "(--split, --shard, --job), or on a cluster (--cluster).", "", DlxCommand.FORMAT,
          "", DlxCommand.FORMAT_1, DlxCommand.FORMAT_2, DlxCommand.FORMAT_3,
          DlxCommand.FORMAT_4, ""},
      footer = {"", DlxCommand.LIMITS, DlxCommand.EXITS,
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
    Count() {
      count = true;
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
      footer = {"", DlxCommand.LIMITS, DlxCommand.EXITS,
          "", "Examples:",
          "  ./exactcover list --limit 2 ../shared/datasets/exact-cover/queens-8.dlx",
          "  ./exactcover list --seed 7 --limit 1 \\",
          "      ../shared/datasets/exact-cover/pentomino-6x10.dlx",
          "  ./exactcover list --sample 3 --seed 7 \\",
          "      ../shared/datasets/exact-cover/queens-8.dlx  # uniformly at random",
          "  printf 'a b c d | x\\na b\\nc d x\\na b c d\\n' | ./exactcover list -"})
  static final class ListCommand extends DlxCommand {
    @Override
    boolean named() {
      return true;
    }
  }
}
