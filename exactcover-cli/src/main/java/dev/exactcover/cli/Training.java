package dev.exactcover.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The training run of the launcher's class-data archive (the launcher makes it after each build):
 * the common commands, once each, on small inputs, with their output thrown away, so that the
 * classes they load are in the archive that every later start maps instead of loading them one
 * by one: the program's own ({@link Tool#training}), then {@code ./exactcover}'s. It writes the
 * program's {@link CommandTable} first, where {@code -Dexactcover.commands.out=FILE} says. Not a
 * command for people: the {@link Launcher} runs it for the argument {@code __train}.
 */
final class Training {
  private static final String TOY = "A B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
  /** Two straight trominoes in a 2x3 box (POLYOMINO-DLX format): two tilings, one distinct. */
  private static final String BOX = "[0-1][0-2]\nA 00 01 02\nB 00 01 02\n";

  private Training() {}

  /**
   * Runs {@code tool}'s commands on small inputs, the output thrown away; 0, or 3 (said on
   * {@code err}) when the inputs cannot be written.
   */
  static int run(Tool tool, PrintWriter err) {
    try {
      String table = System.getProperty("exactcover.commands.out");
      if (table != null) { // the options of the plain commands, for every later start, which
        CommandTableMaker.write(tool, Path.of(table)); // the runs below then use as a start does
        System.setProperty("exactcover.commands", table);
      }
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
    Path dir = Files.createTempDirectory("exactcover-train");
    try {
      Path toy = Files.writeString(dir.resolve("toy.dlx"), TOY, StandardCharsets.UTF_8);
      String t = toy.toString();
      for (String[] c : tool.training(dir, t)) {
        run(tool, c);
      }
      String box = Files.writeString(dir.resolve("box.polyomino"), BOX, StandardCharsets.UTF_8)
          .toString();
      String job = dir.resolve("toy.job").toString();
      for (String[] c : List.of(new String[] {"count", t}, new String[] {"list", t},
          new String[] {"count", "--job", job, t}, new String[] {"count", "--split", "5", t},
          new String[] {"list", "--format", "json", t}, new String[] {"tile", box},
          new String[] {"tile", "--count", "--distinct", box})) {
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
