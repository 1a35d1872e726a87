package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.dlx.Limits;
import dev.exactcover.sudoku.Answer;
import dev.exactcover.sudoku.Grid;
import dev.exactcover.sudoku.Regions;
import dev.exactcover.sudoku.SudokuSolver;
import dev.exactcover.sudoku.Verdict;
import dev.exactcover.sudoku.generate.Generator;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudoku minimize}: drop the clues a unique puzzle does not need. */
@Command(name = "minimize", mixinStandardHelpOptions = true,
    description = {"For each puzzle with a unique solution, remove givens while the solution "
        + "stays unique, in cell order: a minimal puzzle (no single given can go). With "
        + "--unnecessary, only report which givens could each be removed alone.", "",
        "Line format: the minimal puzzle (or the cells, r1c3 r5c7..., or 'minimal', with "
        + "--unnecessary); "
        + "'multiple' or 'none' when the puzzle has no unique solution; 'invalid'."},
    footer = {"", "Examples:",
        "  ./sudoku minimize ../shared/datasets/sudoku9/easy50.txt",
        "  ./sudoku minimize --unnecessary ../shared/datasets/sudoku9/top95.txt"})
final class MinimizeCommand extends PuzzleCommand {
  @Option(names = "--unnecessary",
      description = "list the givens that can each be removed alone, instead of minimizing")
  boolean unnecessary;

  private final ThreadLocal<Map<Regions, Generator>> generators =
      ThreadLocal.withInitial(HashMap::new);

  @Override
  String name() {
    return "minimize";
  }

  @Override
  Result work(SudokuSolver solver, Limits limits, Item item) {
    try {
      Answer a = solver.solve(item.entry().grid(), limits.withSolutions(2));
      if (a.verdict() != Verdict.UNIQUE) {
        return new Result.Checked(item, a);
      }
      Grid p = a.puzzle();
      Generator g = generators.get().computeIfAbsent(solver.regions(p.shape()),
          r -> Generator.builder().rules(r).build());
      if (unnecessary) {
        int n = p.side();
        return new Result.Unnecessary(item, a, Arrays.stream(g.unnecessaryClues(p))
            .mapToObj(c -> Grid.cellName(c, n)).collect(Collectors.joining(" ")));
      }
      return new Result.Minimized(item, a, g.minimize(p));
    } catch (IllegalArgumentException e) { // conflicting givens, or a size the rules do not fit
      return conflict(item, e);
    }
  }

  @Override
  String lineText(Result r) {
    if (r instanceof Result.Minimized m) {
      return m.minimized().toLine();
    }
    if (r instanceof Result.Unnecessary u) {
      return u.cells().isEmpty() ? "minimal" : u.cells();
    }
    return r.status().label();
  }

  @Override
  int exitCode(Map<PuzzleStatus, Long> tally) {
    return tally.containsKey(PuzzleStatus.NONE) || tally.containsKey(PuzzleStatus.MULTIPLE)
        ? ExitCode.NO_SOLUTION.code() : ExitCode.OK.code();
  }
}
