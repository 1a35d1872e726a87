package dev.exactcover.sudoku.cli;

import dev.exactcover.cli.ExitCode;
import dev.exactcover.cli.ExactCoverMain;
import dev.exactcover.cli.Tool;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Help that works: every command's {@code --help} of {@code ./sudoku} and {@code ./exactcover}
 * answers, its examples are never wrapped (the same at any help width), and every example runs
 * as printed, from the repository's root, with exit code 0 or the one its comment names.
 */
class HelpTest {
  /** A line of an example: a command to paste, or the continuation of one. */
  private static final Pattern COMMAND = Pattern.compile("  (\\./|printf |echo |head )\\S.*");

  @TempDir Path tmp;

  /** The names of {@code tool}'s commands, from its registry. */
  static List<String> names(Tool tool) {
    return tool.commands().stream().map(Tool.Entry::name).toList();
  }

  /** Every command of both programs, as the words that name it. */
  static List<List<String>> commands() {
    List<List<String>> all = new ArrayList<>();
    for (String program : List.of("sudoku", "exactcover")) {
      all.add(List.of(program));
      boolean ec = program.equals("exactcover");
      for (String name : names(ec ? ExactCoverMain.TOOL : new Main())) {
        all.add(List.of(program, name));
        Object command = (ec ? ExactCoverMain.TOOL : new Main()).command(name);
        for (String sub : new CommandLine(command).getSubcommands().keySet()) {
          all.add(List.of(program, name, sub));
        }
      }
    }
    return all;
  }

  /**
   * A scratch folder laid out as the repository (each of its entries a link to the real one, and
   * {@code ../shared} beside it), for the examples to run in: a file an example writes in its
   * folder ({@code > soma.dlx}) lands here, never in the work tree.
   */
  private Path scratch(Path repository) throws java.io.IOException {
    Path scratch = Files.createDirectories(tmp.resolve("scratch/repo"));
    Files.createSymbolicLink(tmp.resolve("scratch/shared"),
        repository.resolveSibling("shared").toAbsolutePath());
    try (var entries = Files.list(repository)) {
      for (Path e : (Iterable<Path>) entries::iterator) {
        String name = e.getFileName().toString();
        if (!name.equals(".git") && !name.equals("target")) {
          Files.createSymbolicLink(scratch.resolve(name), e);
        }
      }
    }
    return scratch;
  }

  /** {@code --help} of a command, at the help width given (null: the default). */
  static Cli help(List<String> command, String width) {
    String saved = System.getProperty("picocli.usage.width");
    if (width != null) {
      System.setProperty("picocli.usage.width", width);
    }
    try {
      List<String> args = new ArrayList<>(command.subList(1, command.size()));
      args.add("--help");
      String[] a = args.toArray(String[]::new);
      return command.get(0).equals("exactcover") ? Cli.exactcover(a) : Cli.run(a);
    } finally {
      if (saved == null) {
        System.clearProperty("picocli.usage.width");
      } else {
        System.setProperty("picocli.usage.width", saved);
      }
    }
  }

  /** The example lines of a help text, continuations joined: commands as a shell reads them. */
  static List<String> examples(String help) {
    List<String> out = new ArrayList<>();
    StringBuilder pending = null;
    for (String line : help.lines().toList()) {
      if (pending != null) {
        pending.append(' ').append(line.strip());
      } else if (COMMAND.matcher(line).matches()) {
        pending = new StringBuilder(line.strip());
      } else {
        continue;
      }
      if (pending.toString().endsWith("\\")) {
        pending.setLength(pending.length() - 1);
      } else {
        out.add(pending.toString().replaceAll(" +", " "));
        pending = null;
      }
    }
    return out;
  }

  @Test
  void everyHelpAnswersWithExamplesNeverWrapped() {
    for (List<String> command : commands()) {
      Cli narrow = help(command, null);
      assertEquals(0, narrow.code, command + ": " + narrow);
      List<String> lines = narrow.out.lines().toList();
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        boolean example = COMMAND.matcher(line).matches()
            || i > 0 && lines.get(i - 1).endsWith("\\");
        assertTrue(example || line.length() <= 80, command + ": wider than 80: " + line);
      }
      List<String> examples = examples(narrow.out);
      if (command.size() > 1 && !command.get(1).equals("cluster")) {
        assertTrue(!examples.isEmpty(), command + " has no examples");
      }
      assertEquals(examples, examples(help(command, "200").out),
          command + ": an example reads differently at another width: it was wrapped");
    }
  }

  @Test
  void theTopLevelHelpsListEveryCommandOnOneLine() {
    for (String program : List.of("sudoku", "exactcover")) {
      String help = help(List.of(program), null).out;
      for (String name : names(program.equals("sudoku") ? new Main() : ExactCoverMain.TOOL)) {
        Matcher m = Pattern.compile("(?m)^  " + name + " +(\\S.*)\\n(.*)$").matcher(help);
        assertTrue(m.find(), program + " lists " + name + ": " + help);
        assertTrue(!m.group(2).startsWith("     "), name + "'s summary runs on: " + help);
      }
    }
  }

  /**
   * Every example of every help, run as printed from the repository's root, the two programs
   * being this build's modules (as {@code ./sudoku} starts them for the cluster): exit 0, or the
   * code its comment names ({@code # ... exit 3}); 4 where it needs a cluster, none running here.
   * Examples that start a cluster member (they run until stopped) are left out.
   */
  @Test
  @Tag("full")
  void everyExampleRunsAsPrinted() throws Exception {
    Path bin = Files.createDirectories(tmp.resolve("bin"));
    for (String program : List.of("sudoku", "exactcover")) {
      String main = program.equals("sudoku")
          ? "dev.exactcover.sudoku.cli/dev.exactcover.sudoku.cli.Main"
          : "dev.exactcover.cli/dev.exactcover.cli.ExactCoverMain";
      Path shim = bin.resolve(program);
      Files.writeString(shim, "#!/usr/bin/env bash\nexec '"
          + Path.of(System.getProperty("java.home"), "bin", "java") + "' -XX:+UseSerialGC "
          + "-XX:TieredStopAtLevel=1 --add-modules java.se,jdk.unsupported,"
          + "dev.exactcover.dlx.cluster,org.apache.pdfbox "
          + "--add-exports java.base/jdk.internal.ref=com.hazelcast.core "
          + "--add-opens java.base/java.lang=com.hazelcast.core "
          + "--add-opens java.base/sun.nio.ch=com.hazelcast.core -p '"
          + System.getProperty("jdk.module.path") + "' -m " + main + " \"$@\"\n");
      assertTrue(shim.toFile().setExecutable(true));
    }
    Path root = scratch(Path.of("..").toAbsolutePath().normalize());
    List<String> failures = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    for (List<String> command : commands()) {
      for (String example : examples(help(command, null).out)) {
        if (example.contains("cluster member") || example.endsWith("&")
            || seen.contains(example)) {
          continue;
        }
        seen.add(example);
        // Files an example writes under /tmp go to this test's own folder: a file of the same
        // name left by another run (a job for another problem) must not decide the outcome.
        String run = example.replace(" /tmp/", " " + Files.createDirectories(tmp.resolve("files"))
            + "/").replace("./sudoku ", bin.resolve("sudoku") + " ")
            .replace("./exactcover ", bin.resolve("exactcover") + " ");
        ProcessBuilder b = new ProcessBuilder("bash", "-c", "set -o pipefail; " + run)
            .directory(root.toFile());
        b.environment().put("SUDOKU_STDOUT_TTY", "0");
        b.environment().put("SUDOKU_STDERR_TTY", "0");
        b.redirectOutput(ProcessBuilder.Redirect.DISCARD);
        b.redirectError(tmp.resolve("err").toFile());
        Process p = b.start();
        p.getOutputStream().close();
        if (!p.waitFor(90, java.util.concurrent.TimeUnit.SECONDS)) {
          p.descendants().forEach(ProcessHandle::destroyForcibly);
          p.destroyForcibly().waitFor();
          failures.add(String.join(" ", command) + ": " + example + "\n  ran over 90 s");
          continue;
        }
        Child.Finished r = new Child.Finished(p.exitValue(), "",
            Files.readString(tmp.resolve("err")));
        Matcher said = Pattern.compile("# .*exit ([0-9]+)").matcher(example);
        boolean ok = r.code() == 0 || said.find() && r.code() == Integer.parseInt(said.group(1))
            || example.contains("cluster") && r.code() == ExitCode.UNAVAILABLE.code();
        if (!ok) {
          failures.add(String.join(" ", command) + ": " + example + "\n  exit " + r.code()
              + ": " + r.err().strip().replace("\n", "\n  "));
        }
      }
    }
    assertTrue(failures.isEmpty(), failures.size() + " examples failed:\n"
        + String.join("\n", failures));
    assertTrue(seen.size() > 20, seen.toString());
  }
}
