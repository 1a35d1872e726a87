package dev.exactcover.sudoku.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the launcher's class-data archive ({@code ./sudoku} makes it after each
 * build): the common commands, once each, on small inputs, with their output thrown away, so that
 * the classes they load are in the archive that every later start maps instead of loading them
 * one by one. Not a command for people: {@code Main} runs it for the argument {@code __train}.
 */
final class Training {
  private static final String PUZZLES = String.join("\n",
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
      "8.........95.......76.........426798...571243...893165......916....3.487....1.532",
      "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
      "55.......", "");
  private static final String TOY = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";

  private Training() {}

  /**
   * Runs {@code tool}'s commands on small inputs, the output thrown away; 0, or 3 (said on
   * {@code err}) when the inputs cannot be written.
   */
  static int run(Tool tool, PrintWriter err) {
    try {
      return train(tool);
    } catch (IOException e) {
      err.println(tool.name() + ": the training run failed: " + e.getMessage());
      return ExitCode.INVALID_INPUT.code();
    }
  }

  private static void run(Tool tool, String... args) {
    Launcher.run(tool, RunContext.builder(tool.name()).build(), args);
  }

  private static int train(Tool tool) throws IOException {
    Path dir = Files.createTempDirectory("sudoku-train");
    try {
      Path toy = Files.writeString(dir.resolve("toy.dlx"), TOY, StandardCharsets.UTF_8);
      String t = toy.toString();
      if (tool instanceof Main) {
        Path puzzles = Files.writeString(dir.resolve("p.txt"), PUZZLES, StandardCharsets.UTF_8);
        String p = puzzles.toString();
        List<String[]> commands = List.of(
            new String[] {"solve", p}, new String[] {"solve", "--format", "json", p},
            new String[] {"solve", "--format", "grid", p}, new String[] {"check", p},
            new String[] {"count", "--format", "csv", p}, new String[] {"validate", p},
            new String[] {"grade", p}, new String[] {"hint", p}, new String[] {"minimize", p},
            new String[] {"generate", "-n", "1", "--seed", "1"},
            new String[] {"dlx", "--count", t}, new String[] {"dlx", t},
            new String[] {"dlx", "--count", "--threads", "2", t});
        for (String[] c : commands) {
          run(tool, c);
        }
      }
      String job = dir.resolve("toy.job").toString();
      for (String[] c : List.of(new String[] {"count", t}, new String[] {"list", t},
          new String[] {"count", "--job", job, t}, new String[] {"count", "--split", "5", t},
          new String[] {"list", "--format", "json", t})) {
        run(ExactCoverMain.TOOL, c);
      }
      return ExitCode.OK.code();
    } finally {
      try (var files = Files.list(dir)) {
        for (Path f : (Iterable<Path>) files::iterator) {
          Files.deleteIfExists(f);
        }
      }
      Files.deleteIfExists(dir);
    }
  }
}
