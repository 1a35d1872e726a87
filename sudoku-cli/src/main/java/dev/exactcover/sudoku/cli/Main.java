package dev.exactcover.sudoku.cli;

import static dev.exactcover.cli.ExitCode.INVALID_INPUT;
import static dev.exactcover.cli.ExitCode.NO_SOLUTION;
import static dev.exactcover.cli.ExitCode.OK;
import static dev.exactcover.cli.ExitCode.PARTIAL;
import static dev.exactcover.cli.ExitCode.UNAVAILABLE;

import dev.exactcover.cli.CliCommand;
import dev.exactcover.cli.DlxCommand;
import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.Launcher;
import dev.exactcover.cli.RunContext;
import dev.exactcover.cli.Tool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The entry point of {@code ./sudoku}: the Sudoku commands, and {@code ./exactcover}'s as
 * {@code dlx}, {@code tile} and {@code cluster}. Its exit codes are {@link ExitCode}'s.
 */
@Command(name = "sudoku", mixinStandardHelpOptions = true, version = "sudoku 0.1.0",
    description = "Exact cover by Knuth's Dancing Links: Sudoku and any .dlx problem.",
    footer = {"", "Examples:", "  ./sudoku solve ../shared/datasets/sudoku9/top95.txt",
        "  ./sudoku check --format json ../shared/datasets/sudoku9/known-counts.txt",
        "  ./exactcover count ../shared/datasets/exact-cover/pentomino-6x10.dlx",
        "", "Also: ./sudoku verify FILE... cross-checks DLX against the reference solvers;",
        "./sudoku serve runs the page and the HTTP API (./sudoku serve --help)."})
public final class Main extends CliCommand implements Tool {
  private static final String OR_NONE = "or none";
  private static final ExitCode.Said STATUS_LIMIT = PARTIAL.as("=partial (status limit)");

  /** The commands, in the order the help lists them. */
  private static final List<Entry> COMMANDS = List.of(
      Entry.of("solve", "Solve each puzzle, and tell whether the solution is unique",
          OK.as("=all solved"), NO_SOLUTION.as("=some puzzle has no solution"),
          INVALID_INPUT.as(OR_NONE),
          PARTIAL.as("=partial ('limit': --time-limit stopped a puzzle)")),
      Entry.of("count", "Count the solutions of each puzzle", INVALID_INPUT.as(OR_NONE),
          UNAVAILABLE.as(""), PARTIAL.as("=partial ('<count> limit', status limit)"),
          ExitCode.ANSWER_CHECK_FAILED.as("")),
      Entry.of("check", "Tell whether each puzzle has a unique solution",
          INVALID_INPUT.as(OR_NONE), STATUS_LIMIT),
      Entry.of("validate", "Check each grid's givens against the rules, without searching",
          OK.as("=all valid"), INVALID_INPUT.as("=some grid is invalid (or none)")),
      Entry.of("generate", "Generate puzzles with exactly one solution",
          NO_SOLUTION.as("=a target could not be met or no puzzle exists for the rules (the "
              + "message says which)"), INVALID_INPUT.as("=unreadable --regions file"),
          PARTIAL.as("=stopped by --time-limit (the puzzles printed are complete, the rest "
              + "missing)")),
      Entry.of("grade", "Rate each puzzle's difficulty (Sudoku Explainer's scale)",
          INVALID_INPUT.as(OR_NONE), STATUS_LIMIT),
      Entry.of("minimize", "Remove givens while the solution stays unique",
          NO_SOLUTION.as("=a puzzle has no unique solution"), INVALID_INPUT.as(OR_NONE),
          STATUS_LIMIT),
      Entry.of("hint", "Give the next logical step of each puzzle",
          NO_SOLUTION.as("=a grid has no solution"), INVALID_INPUT.as(OR_NONE), STATUS_LIMIT),
      Entry.of("explain", "Explain how to solve each puzzle, step by step",
          NO_SOLUTION.as("=a puzzle has no solution or several"), INVALID_INPUT.as(OR_NONE),
          STATUS_LIMIT),
      new Entry("dlx", "Count or list the solutions of a .dlx problem (./exactcover)",
          ExactCoverMain.DLX_EXITS),
      ExactCoverMain.TOOL.entry("tile"),
      ExactCoverMain.TOOL.entry("cluster"));

  @Spec CommandSpec spec;

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    Launcher.main(new Main(), args);
  }

  /**
   * Runs {@code ./sudoku}'s command line {@code args} in {@code ctx} and returns the exit code:
   * see {@link Launcher#run}.
   */
  public static int run(RunContext ctx, String... args) {
    return Launcher.run(new Main(), ctx, args);
  }

  @Override
  public String name() {
    return "sudoku";
  }

  @Override
  public List<Entry> commands() {
    return COMMANDS;
  }

  @Override
  public List<ExitCode.Said> exits() {
    return List.of(NO_SOLUTION.as("=no solution (solve)"), INVALID_INPUT.as("or an empty one"),
        UNAVAILABLE.as(""), PARTIAL.as(""), ExitCode.ANSWER_CHECK_FAILED.as(""));
  }

  @Override
  public Object top() {
    return this;
  }

  @Override
  public Object command(String name) {
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
      case "dlx" -> new DlxCommand.Dlx();
      case "tile", "cluster" -> ExactCoverMain.TOOL.command(name);
      default -> null;
    };
  }

  /** Small puzzles for the launcher's training run: three 9x9 puzzles and a line too short. */
  private static final String TRAINING_PUZZLES = String.join("\n",
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
      "55.......", "");

  @Override
  public List<String[]> training(Path dir, String dlx) throws IOException {
    String p = Files.writeString(dir.resolve("p.txt"), TRAINING_PUZZLES, StandardCharsets.UTF_8)
        .toString();
    return List.of(
        new String[] {"solve", p}, new String[] {"solve", "--format", "json", p},
        new String[] {"solve", "--help"}, new String[] {"solve", "--threads", "x", p},
        new String[] {"solve", "--format", "grid", p}, new String[] {"check", p},
        new String[] {"count", "--format", "csv", p}, new String[] {"validate", p},
        new String[] {"grade", p}, new String[] {"hint", p}, new String[] {"minimize", p},
        new String[] {"generate", "-n", "1", "--seed", "1"},
        new String[] {"dlx", "--count", dlx}, new String[] {"dlx", dlx},
        new String[] {"dlx", "--count", "--threads", "2", dlx});
  }

  /** No command: the usage, on stderr. */
  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCode.USAGE.code();
  }
}
